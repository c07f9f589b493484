package xiangqi

import "github.com/alphabeta-go/alphabeta/search"

// Position is a search.Game: the generic algorithms of package search
// (minimax, alpha-beta, the lecture comparisons) run on xiangqi directly.
var _ search.Game[Move] = (*Position)(nil)

// Moves appends the legal moves to dst[:0] (search.Game).
func (p *Position) Moves(dst []Move) []Move { return p.GenerateLegal(dst[:0]) }

// ToMove is search.Max for Red and search.Min for Black.
func (p *Position) ToMove() search.Player {
	if p.side == Red {
		return search.Max
	}
	return search.Min
}

// NoisyMoves appends the legal captures to dst[:0] (search.Noisy).
func (p *Position) NoisyMoves(dst []Move) []Move { return p.GenerateCaptures(dst[:0]) }

// MaterialValue is the plain material scale of Evaluate, in points (pawn
// 100 before it crosses the river, 200 after).
var MaterialValue = [8]int{NoKind: 0, King: 0, Advisor: 200, Elephant: 200, Horse: 400, Chariot: 900, Cannon: 450, Pawn: 100}

// WinValue is the value of a won game for Evaluate; a loss is −WinValue.
const WinValue = 100000

// Material is Red's material minus Black's in MaterialValue points.
func (p *Position) Material() int {
	v := 0
	for i, s := range p.slotSq {
		if s == NoSquare {
			continue
		}
		pc := p.slotPiece[i]
		x := MaterialValue[pc.Kind()]
		if pc.Kind() == Pawn && redHalf[s] != (pc.Color() == Red) {
			x *= 2
		}
		if pc.Color() == Black {
			x = -x
		}
		v += x
	}
	return v
}

// Evaluate is the value from Red's point of view (search.Game): the exact
// outcome (±WinValue, 0 for a draw) when the game is over, plain material
// otherwise. The engine has its own, much better evaluation.
func (p *Position) Evaluate() search.Value {
	switch p.Outcome().Result {
	case RedWins:
		return WinValue
	case BlackWins:
		return -WinValue
	case Draw:
		return 0
	}
	return search.Value(p.Material())
}

// Terminal reports whether the game is over (search.Game): see Outcome.
func (p *Position) Terminal() bool { return p.Outcome().Result != Ongoing }
