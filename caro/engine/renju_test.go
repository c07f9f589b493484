package engine

import (
	"testing"

	"alphabeta/caro"
)

// A renju game of the engine against itself that black lost: white's open
// three 8,8 7,9 6,10 has the end 9,7 forbidden to black (a double three),
// so after black blocked the far end (5,11) white's 10,6 made a four that
// black could not block.
const renjuTrap = "7,7 8,8 7,10 8,9 9,10 7,9 8,7 6,9 5,9 10,9 9,9 6,10"

func TestForbiddenFourIsAThreat(t *testing.T) {
	b := trapBoard(t, caro.Renju)
	if b.legal(b.index(9, 7), cellBlack) {
		t.Fatal("9,7 should be forbidden to black (double three)")
	}
	if got, want := b.forbiddenFourPoint(), b.index(10, 6); got != want {
		t.Fatalf("forbiddenFourPoint = %v, want 10,6", b.Point(got))
	}
	if !hasFlex4(b, cellWhite) {
		t.Error("white's four with a forbidden five point is not seen as a threat")
	}
	// The same shapes under freestyle: black may block at 9,7.
	if hasFlex4(trapBoard(t, caro.Freestyle), cellWhite) {
		t.Error("freestyle: a closed four is not a threat that must be answered at once")
	}
}

// The quiescence search (the horizon of every line) counts white's
// forbidden four as a win even with no plies of its own left: the search
// used to stand pat there and miss it.
func TestQuiescenceSeesForbiddenFour(t *testing.T) {
	b := trapBoard(t, caro.Renju)
	s := newSearcher(b, newTransTable(1))
	if sc := s.quiesce(0, -WinScore, WinScore, 0); sc <= WinThreshold {
		t.Errorf("quiesce = %d, want a win for white", sc)
	}
	// Black to move after a pass is threatened: its moves are the
	// defences, and 10,6 (white's four point) is among them.
	b.Play(-1)
	if !hasFlex4(b, cellWhite) {
		t.Fatal("no threat after the pass")
	}
	ms := s.genMoves(1, false, true, -1)
	found := false
	for _, m := range ms {
		found = found || m == b.index(10, 6)
	}
	if !found {
		t.Errorf("black's defences %v miss 10,6", b.points(ms))
	}
}

// trapBoard is the trap's position after black's 5,11, white to move.
func trapBoard(t *testing.T, rule caro.Rule) *Board {
	t.Helper()
	moves, err := caro.ParseMoves(renjuTrap + " 5,11")
	if err != nil {
		t.Fatal(err)
	}
	b, err := SetupBoard(15, 15, rule, moves)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
