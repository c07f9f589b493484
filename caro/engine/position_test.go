package engine

import (
	"slices"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
)

// The position of a rules board keeps its size, rule and moves (passes
// included), and does not change when the board plays on.
func TestPositionFromBoard(t *testing.T) {
	b, err := caro.NewFromMoves(9, 7, 5, caro.Renju, mustMoves(t, "4,3 -1,-1 5,3"))
	if err != nil {
		t.Fatal(err)
	}
	pos := PositionFromBoard(b)
	if pos.Width != 9 || pos.Height != 7 || pos.Rule != caro.Renju || caro.FormatMoves(pos.Moves) != "4,3 -1,-1 5,3" {
		t.Fatalf("%+v", pos)
	}
	if err := b.Undo(); err != nil || b.Play(caro.Point{X: 0, Y: 0}) != nil {
		t.Fatal("board")
	}
	if !slices.Equal(pos.Moves, mustMoves(t, "4,3 -1,-1 5,3")) {
		t.Errorf("the board's later moves reached the position: %v", pos.Moves)
	}
	eb, err := SetupBoard(pos.Width, pos.Height, pos.Rule, pos.Moves)
	if err != nil || eb.SideToMove() != int(b.SideToMove()) {
		t.Errorf("engine board: %v, side %d", err, eb.SideToMove())
	}
}
