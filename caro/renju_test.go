package caro

import (
	"os"
	"strings"
	"testing"
)

// renjuBoard sets up black stones (white passing) on 15×15 renju.
func renjuBoard(t *testing.T, black string) *Board {
	t.Helper()
	b, err := NewFromStones(15, 15, 5, Renju, mustMoves(t, black), nil, Black)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestForbiddenPoints(t *testing.T) {
	cases := []struct {
		name, black string
		p           Point
		want        Forbid
	}{
		{"overline", "3,7 4,7 5,7 6,7 8,7", Point{7, 7}, Overline},
		{"five beats overline elsewhere", "3,7 4,7 5,7 6,7 7,2 7,3 7,4 7,5 7,6", Point{7, 7}, NoForbid},
		{"exact five", "3,7 4,7 5,7 6,7", Point{7, 7}, NoForbid},
		{"double three", "5,7 6,7 7,8 7,9", Point{7, 7}, DoubleThree},
		{"five beats double three", "3,7 4,7 5,7 6,7 7,8 7,9 8,8 9,9", Point{7, 7}, NoForbid},
		{"split double three", "5,7 8,7 7,5 7,8", Point{7, 7}, DoubleThree},
		{"double four", "4,7 5,7 6,7 7,4 7,5 7,6", Point{7, 7}, DoubleFour},
		{"double four on one line (X.XXX.X)", "3,7 5,7 6,7 9,7", Point{7, 7}, DoubleFour},
		{"double four on one line (XX.XX.XX)", "3,7 4,7 6,7 9,7 10,7", Point{7, 7}, DoubleFour},
		{"four-three is allowed", "4,7 5,7 6,7 7,8 7,9", Point{7, 7}, NoForbid},
		{"single three", "5,7 6,7", Point{7, 7}, NoForbid},
		// A three blocked on one side cannot become a straight four.
		{"blocked three is not free", "5,7 6,7 7,8 7,9 | 4,7", Point{7, 7}, NoForbid},
		// XXX. against the edge cannot become a straight four; one column
		// further in it can.
		{"three at the edge is not free", "0,7 1,7 2,8 2,9", Point{2, 7}, NoForbid},
		{"three next to the edge is free", "1,7 2,7 3,8 3,9", Point{3, 7}, DoubleThree},
	}
	for _, c := range cases {
		black, white := c.black, ""
		if i := indexByte(c.black, '|'); i >= 0 {
			black, white = c.black[:i], c.black[i+1:]
		}
		b, err := NewFromStones(15, 15, 5, Renju, mustMoves(t, black), mustMoves(t, white), Black)
		if err != nil {
			t.Fatal(err)
		}
		if got := ForbiddenReason(b, c.p); got != c.want {
			t.Errorf("%s: %v, want %v\n%s", c.name, got, c.want, b)
		}
		if got := IsForbidden(b, c.p); got != (c.want != NoForbid) {
			t.Errorf("%s: IsForbidden = %v", c.name, got)
		}
	}
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// TestFreeThreeIsRecursive: a three whose only ways to a straight four are
// forbidden points is not a free three, so one real three plus it is not a
// double three.
func TestFreeThreeIsRecursive(t *testing.T) {
	// Horizontal three 5,7 6,7 [7,7]; vertical three 7,8 7,9 [7,7].
	base := "5,7 6,7 7,8 7,9"
	// Columns x=4 and x=8 hold four stones around y=7 so that 4,7 and 8,7
	// (the only points that make the horizontal three a straight four) are
	// overlines.
	col4 := " 4,5 4,6 4,8 4,9 4,10"
	col8 := " 8,5 8,6 8,8 8,9 8,10"
	p := Point{7, 7}
	if got := ForbiddenReason(renjuBoard(t, base), p); got != DoubleThree {
		t.Fatalf("plain: %v, want double three", got)
	}
	if got := ForbiddenReason(renjuBoard(t, base+col4), p); got != DoubleThree {
		t.Fatalf("one end forbidden: %v, want double three (8,7 still makes a straight four)", got)
	}
	b := renjuBoard(t, base+col4+col8)
	if !IsForbidden(b, Point{4, 7}) || !IsForbidden(b, Point{8, 7}) {
		t.Fatal("4,7 and 8,7 should be overlines")
	}
	if got := ForbiddenReason(b, p); got != NoForbid {
		t.Fatalf("both ends forbidden: %v, want not forbidden\n%s", got, b)
	}
}

func TestForbiddenOnlyInRenju(t *testing.T) {
	b, err := NewFromStones(15, 15, 5, Freestyle, mustMoves(t, "5,7 6,7 7,8 7,9"), nil, Black)
	if err != nil {
		t.Fatal(err)
	}
	if IsForbidden(b, Point{7, 7}) {
		t.Fatal("no forbidden points outside renju")
	}
	rb := renjuBoard(t, "5,7 6,7 7,8 7,9")
	if IsForbidden(rb, Point{5, 7}) || IsForbidden(rb, Point{-1, 3}) {
		t.Fatal("occupied and outside points are not forbidden")
	}
	before := rb.String()
	IsForbidden(rb, Point{7, 7})
	if rb.String() != before || rb.At(Point{7, 7}) != Empty {
		t.Fatal("IsForbidden must leave the board as it was")
	}
	// White may play the point black may not.
	wb, _ := NewFromStones(15, 15, 5, Renju, mustMoves(t, "0,0"), mustMoves(t, "5,7 6,7 7,8 7,9"), White)
	if err := wb.Play(Point{7, 7}); err != nil || wb.Over() {
		t.Fatalf("white's 3-3 is legal: %v over=%v", err, wb.Over())
	}
}

// noMoveGame reads testdata/renju-no-move.txt: a renju self-play game of
// the engine's whose last empty point is forbidden to black, to move.
func noMoveGame(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("testdata/renju-no-move.txt")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(data)) {
		if !strings.HasPrefix(line, "#") {
			return strings.TrimSpace(line)
		}
	}
	t.Fatal("no game in testdata/renju-no-move.txt")
	return ""
}

// A renju game in which black, to move, may play none of the empty points
// is a draw, as a full board is: asking black for a move would only force
// a loss by a forbidden move.
func TestRenjuNoLegalMoveIsADraw(t *testing.T) {
	b, err := NewGomoku(15, Renju)
	if err != nil {
		t.Fatal(err)
	}
	moves := mustMoves(t, noMoveGame(t))
	for i, m := range moves {
		if b.Over() {
			t.Fatalf("over after move %d of %d: %v", i, len(moves), b.Ending())
		}
		if err := b.Play(m); err != nil {
			t.Fatalf("move %d %v: %v", i+1, m, err)
		}
	}
	if b.Stones() != 224 || b.Reason() != NoMove || b.Winner() != Empty {
		t.Fatalf("stones %d, reason %v, winner %v; want 224, no legal move, none", b.Stones(), b.Reason(), b.Winner())
	}
	if got := b.Ending().String(); !strings.Contains(got, "black has no legal move after 224 moves") {
		t.Errorf("ending %q", got)
	}
	if got := b.Ending().Vietnamese(); !strings.Contains(got, "Đen hết nước đi hợp lệ sau 224 nước") || !strings.HasSuffix(got, "hòa") {
		t.Errorf("Vietnamese ending %q", got)
	}
	if len(b.Moves(nil)) != 0 {
		t.Error("moves offered after the end")
	}
	// The same position set up from its grid (Board.String) ends the same
	// way; under freestyle black may play the last point.
	grid := b.String()
	for _, tc := range []struct {
		rule Rule
		want Reason
	}{{Renju, NoMove}, {Freestyle, NotOver}} {
		g, err := ParseGrid(grid, 15, 15, 5, tc.rule)
		if err != nil {
			t.Fatal(err)
		}
		if g.Reason() != tc.want {
			t.Errorf("%v: set up from the grid, reason %v, want %v", tc.rule, g.Reason(), tc.want)
		}
	}
}
