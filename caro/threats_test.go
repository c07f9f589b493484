package caro

import "testing"

func TestThreats(t *testing.T) {
	// Black: three on row 7 (5..7) and four on row 3 (2..5, blocked at 1 by white).
	b, err := NewFromStones(15, 15, 5, Freestyle,
		mustMoves(t, "5,7 6,7 7,7 2,3 3,3 4,3 5,3"), mustMoves(t, "1,3 0,0 0,14 14,0 14,14 13,0 13,14"), Black)
	if err != nil {
		t.Fatal(err)
	}
	got := map[Point]ThreatKind{}
	for _, th := range b.Threats(Black) {
		got[th.P] = th.Kind
	}
	want := map[Point]ThreatKind{
		{6, 3}: MakesFive,
		{4, 7}: MakesOpenFour, {8, 7}: MakesOpenFour,
		{3, 7}: MakesFour, {9, 7}: MakesFour,
	}
	for p, k := range want {
		if got[p] != k {
			t.Errorf("%v: %v, want %v", p, got[p], k)
		}
	}
	if len(got) != len(want) {
		t.Errorf("threats %v, want %v", got, want)
	}
	if len(b.Threats(White)) != 0 {
		t.Errorf("white has no threats: %v", b.Threats(White))
	}
	// In caro, black's five at 6,3 is blocked at both ends once white holds 7,3.
	c, _ := NewFromStones(15, 15, 5, Caro, mustMoves(t, "2,3 3,3 4,3 5,3"), mustMoves(t, "1,3 7,3"), Black)
	for _, th := range c.Threats(Black) {
		if th.P == (Point{6, 3}) {
			t.Errorf("caro: 6,3 makes a blocked five, got %v", th.Kind)
		}
	}
}
