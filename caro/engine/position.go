package engine

import "alphabeta/caro"

// PositionFromBoard is the game on a rules board as the engine takes it:
// its size, rule and history (copied, passes included).
func PositionFromBoard(b *caro.Board) Position {
	return Position{Width: b.Width(), Height: b.Height(), Rule: b.Rule(), Moves: append([]caro.Point(nil), b.History()...)}
}
