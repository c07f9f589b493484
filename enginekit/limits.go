package enginekit

import "time"

// DefaultTime is the time a search gets when its Limits set no limit at
// all, so that a forgotten limit never searches without end.
const DefaultTime = 5 * time.Second

// LongestLimit caps every time in Limits: longer ones are cut to it, so
// that deadlines stay far from the limits of time.Time and of int64
// nanoseconds. A day is more than any game gives one move; Infinite is the
// way to search without a limit.
const LongestLimit = 24 * time.Hour

// Limits bound one search. Each field has one meaning in both engines; a
// zero field is "no limit of this kind". When none of Depth, Nodes,
// MoveTime, Clock and Inc is set and Infinite is not, the search gets
// DefaultTime as its MoveTime (Unlimited, WithDefault).
type Limits struct {
	Depth int   // stop after this nominal depth in plies
	Nodes int64 // stop after about this many nodes
	// MoveTime is the time for this move, all of it: the answer comes
	// within it (UCI's movetime, the Gomocup turn time). The engine's time
	// policy decides how much of it to aim at.
	MoveTime time.Duration
	// Clock is the time left on the side to move's clock, Inc what each
	// move adds and MovesToGo the moves until the next time control (0:
	// all the rest of the game): the time policy plans the move's share.
	Clock     time.Duration
	Inc       time.Duration
	MovesToGo int
	Infinite  bool // search until stopped
}

// Unlimited reports whether l sets no limit of any kind.
func (l Limits) Unlimited() bool {
	return l.Depth <= 0 && l.Nodes <= 0 && l.MoveTime <= 0 && l.Clock <= 0 && l.Inc <= 0 && !l.Infinite
}

// WithDefault is l with DefaultTime as MoveTime when it sets no limit, and
// its times cut to LongestLimit.
func (l Limits) WithDefault() Limits {
	if l.Unlimited() {
		l.MoveTime = DefaultTime
	}
	l.MoveTime, l.Clock, l.Inc = min(l.MoveTime, LongestLimit), min(l.Clock, LongestLimit), min(l.Inc, LongestLimit)
	return l
}
