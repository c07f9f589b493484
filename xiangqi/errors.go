package xiangqi

import (
	"errors"
	"fmt"
)

// langError is an error of this package in English (Error) and Vietnamese
// (Vietnamese), like MoveError and FENError, so that a game, the command
// line and the web pages can answer in their player's language.
type langError struct{ en, vi string }

func (e *langError) Error() string { return e.en }

// Vietnamese is the error in Vietnamese.
func (e *langError) Vietnamese() string { return e.vi }

// errorf2 is an error written from an English and a Vietnamese format with
// the same arguments.
func errorf2(en, vi string, args ...any) error {
	return &langError{en: fmt.Sprintf(en, args...), vi: fmt.Sprintf(vi, args...)}
}

// vietnamese is err's Vietnamese text where it has one, else its English.
func vietnamese(err error) string {
	if v, ok := errors.AsType[interface {
		error
		Vietnamese() string
	}](err); ok {
		return v.Vietnamese()
	}
	return err.Error()
}

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
		return fmt.Sprintf("ván %d của PGN: nước %d: %s", e.Game, e.Move, vietnamese(e.Err))
	}
	return fmt.Sprintf("ván %d của PGN: %s", e.Game, vietnamese(e.Err))
}

func (e *PGNError) Unwrap() error { return e.Err }
