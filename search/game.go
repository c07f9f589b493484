package search

import "math"

// Value is a position's value. Leaves of hand-typed trees may be decimals, and
// −∞/+∞ are the natural initial values of the lectures, so it is a float64.
type Value = float64

// Infinity bounds every window: the root starts with (α, β) = (−∞, +∞).
var Infinity = math.Inf(1)

// Player says whose turn it is at a node: MAX takes the maximum of its
// children's values, MIN the minimum.
type Player int8

const (
	Max Player = iota
	Min
)

func (p Player) String() string {
	if p == Max {
		return "MAX"
	}
	return "MIN"
}

// Other is the opponent.
func (p Player) Other() Player { return 1 - p }

// Game is a two-player zero-sum game explored by make/unmake.
//
// Values are always from MAX's point of view, as in the lectures: a positive
// value is good for MAX. The negamax algorithms flip the sign themselves
// according to ToMove.
type Game[M any] interface {
	// Moves appends the legal moves of the position to dst[:0] and returns it.
	// An empty result at a non-terminal position is treated as a leaf.
	Moves(dst []M) []M
	// Make plays m; Unmake takes back m, which must be the last move made.
	Make(m M)
	Unmake(m M)
	// ToMove is the player who moves now.
	ToMove() Player
	// Terminal reports whether the game is over here (win, loss or draw).
	Terminal() bool
	// Evaluate is the value of the position from MAX's point of view: the
	// exact outcome at a terminal position, a heuristic estimate elsewhere.
	Evaluate() Value
}

// Hasher is an optional capability: a Zobrist-style key of the position,
// used by the transposition table.
type Hasher interface {
	Hash() uint64
}

// Orderer is an optional capability: it reorders moves best-first in place
// (captures first, threats first, …). Search calls it after Moves.
type Orderer[M any] interface {
	OrderMoves(moves []M)
}

// Noisy is an optional capability for quiescence search: the moves that
// change the position's value a lot (captures, threats). Quiescence searches
// only these below the nominal depth.
type Noisy[M any] interface {
	NoisyMoves(dst []M) []M
}
