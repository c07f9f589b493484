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
	for p, k := range got {
		if k == MakesThree {
			delete(got, p) // row 7's three gives no threes but stones elsewhere do
		}
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

func TestThreatsThree(t *testing.T) {
	// Black 6,7 7,7: 5,7 and 8,7 make an open three, so do 4,7 and 9,7
	// (split threes .XX.X. ); 3,7 does not.
	b, _ := NewFromStones(15, 15, 5, Freestyle, mustMoves(t, "6,7 7,7"), mustMoves(t, "0,0"), Black)
	got := map[Point]ThreatKind{}
	for _, th := range b.Threats(Black) {
		got[th.P] = th.Kind
	}
	for _, p := range []Point{{5, 7}, {8, 7}, {4, 7}, {9, 7}} {
		if got[p] != MakesThree {
			t.Errorf("%v: %v, want three", p, got[p])
		}
	}
	if _, ok := got[Point{3, 7}]; ok {
		t.Errorf("3,7 makes no three: %v", got[Point{3, 7}])
	}
	// Blocked on one side, XX with O: XXX gives no open four.
	c, _ := NewFromStones(15, 15, 5, Freestyle, mustMoves(t, "6,7 7,7"), mustMoves(t, "5,7"), Black)
	for _, th := range c.Threats(Black) {
		if th.P.Y == 7 && th.Kind == MakesThree {
			t.Errorf("OXX: %v makes no open three", th.P)
		}
	}
}
