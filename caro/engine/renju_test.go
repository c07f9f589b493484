package engine

import (
	"context"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
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

// forbiddenDefence is a game black (the engine) lost to PentaZen under
// renju (2026-12-02): white's broken three 6,5 _ 6,7 6,8 has one defence
// that stops it, 6,6, and 6,6 is a double three, forbidden to black;
// blocking an end lets white make a four whose five point is 6,6.
const forbiddenDefence = "7,7 7,8 9,5 6,8 8,6 6,7 8,8 8,9 5,6 6,5 10,4 11,3"

// Black is lost there. The search used to score the position a draw
// (its one kept defence was the forbidden point, dropped afterwards,
// leaving no move) and played the first empty point of the board, 0,0.
func TestForbiddenDefenceIsALoss(t *testing.T) {
	moves, err := caro.ParseMoves(forbiddenDefence)
	if err != nil {
		t.Fatal(err)
	}
	b, err := SetupBoard(15, 15, caro.Renju, moves)
	if err != nil {
		t.Fatal(err)
	}
	b.setTuning(tuningFor(defaultTuning, caro.Renju))
	if b.legal(b.index(6, 6), cellBlack) {
		t.Fatal("6,6 should be forbidden to black")
	}
	s := newSearcher(b, newTransTable(1))
	ms := s.genMoves(0, false, true, -1)
	if len(ms) == 0 {
		t.Fatal("no move for black")
	}
	for _, m := range ms {
		if !b.legal(m, cellBlack) {
			t.Errorf("black's moves %v hold a forbidden point", b.points(ms))
		}
	}
	if sc := s.quiesce(0, -WinScore, WinScore, 2); sc >= -WinThreshold {
		t.Errorf("quiesce = %d, want a loss for black", sc)
	}
	e := New(Options{HashMB: 4})
	res, err := e.Search(context.Background(), Position{Width: 15, Height: 15, Rule: caro.Renju, Moves: moves}, Limits{Depth: 6}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Score > -WinThreshold || res.Move == (caro.Point{}) {
		t.Errorf("search: %s; want a loss, and not the corner", res.Summary())
	}
}
