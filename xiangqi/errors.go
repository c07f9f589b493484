package xiangqi

import (
	"fmt"

	"github.com/alphabeta-go/alphabeta/internal/errtext"
)

// PGNError is why ParsePGN or ParsePGNHeaders refused a text: the game
// (counted from 1), the move (from 1; 0 when the fault is outside the
// moves, in a tag) and the cause, in English (Error) or Vietnamese
// (Vietnamese).
type PGNError struct {
	Game, Move int
	Err        error
}

func (e *PGNError) Error() string {
	if e.Move > 0 {
		return fmt.Sprintf("PGN game %d: move %d: %v", e.Game, e.Move, e.Err)
	}
	return fmt.Sprintf("PGN game %d: %v", e.Game, e.Err)
}

// Vietnamese is the error in Vietnamese, its cause included.
func (e *PGNError) Vietnamese() string {
	if e.Move > 0 {
		return fmt.Sprintf("ván %d của PGN: nước %d: %s", e.Game, e.Move, errtext.Vietnamese(e.Err))
	}
	return fmt.Sprintf("ván %d của PGN: %s", e.Game, errtext.Vietnamese(e.Err))
}

func (e *PGNError) Unwrap() error { return e.Err }
