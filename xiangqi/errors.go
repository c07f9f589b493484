package xiangqi

// PGNError is why ParsePGN or ParsePGNHeaders refused a text: the game
// (counted from 1), the move (from 1; 0 when the fault is outside the
// moves, in a tag) and the cause, in English (Error) or Vietnamese
// (Vietnamese).
type PGNError struct {
	Game, Move int
	Err        error
}

func (e *PGNError) Error() string { return e.in("en") }

// Vietnamese is the error in Vietnamese, its cause included.
func (e *PGNError) Vietnamese() string { return e.in("vi") }

func (e *PGNError) in(lang string) string {
	if e.Move > 0 {
		return tr(lang, "PGN game %d: move %d: %v", e.Game, e.Move, e.Err)
	}
	return tr(lang, "PGN game %d: %v", e.Game, e.Err)
}

func (e *PGNError) Unwrap() error { return e.Err }
