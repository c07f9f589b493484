package enginekit

import "time"

// Root is one thread's root search as the iterative-deepening driver
// drives it. M is the engine's move type.
type Root[M comparable] interface {
	// Iterate searches the root to depth and returns the score; stopped
	// says the search was interrupted (a limit, Stop) before it finished.
	Iterate(depth int) (score int, stopped bool)
	// Best is the best root move of the iteration just searched, and
	// whether it has one: an interrupted iteration has one only when a
	// root move finished inside the window.
	Best() (M, bool)
	// Nodes are the thread's nodes so far.
	Nodes() int64
}

// Iteration is what the driver knows after an iteration.
type Iteration[M comparable] struct {
	Depth int // the last completed iteration's depth (0: none completed)
	Score int // its score
	Best  M   // the move to play
	// BranchingFactor is this iteration's nodes / the previous one's (0
	// after the first).
	BranchingFactor float64
	// Partial says Best comes from an interrupted iteration: a root move
	// that finished in it and beat or confirmed the last completed
	// iteration's best (Depth and Score stay the completed one's).
	Partial bool
}

// Deepen runs iterative deepening on root, depth 1, 2, … maxDepth. After
// each completed iteration it calls done (nil: never done), which reports
// the iteration and says whether the engine has its answer (a mate found,
// one legal move), then asks tm (nil: no time limits) whether another may
// start.
//
// The one rule for an interrupted iteration, in both engines: its root
// moves that finished count. If one finished inside the window (the
// previous best, searched deeper, or a move that beat it), it becomes the
// move to play, with the PV the engine keeps; the score and depth stay
// those of the last completed iteration, since a partial iteration's score
// is only a bound.
func Deepen[M comparable](root Root[M], maxDepth int, tm *TimeManager, done func(Iteration[M]) bool) Iteration[M] {
	var last Iteration[M]
	var prevNodes int64
	for depth := 1; depth <= maxDepth; depth++ {
		before := root.Nodes()
		score, stopped := root.Iterate(depth)
		best, ok := root.Best()
		if stopped {
			if ok {
				last.Best, last.Partial = best, true
			}
			return last
		}
		changed := depth == 1 || best != last.Best
		it := Iteration[M]{Depth: depth, Score: score, Best: best}
		nodes := root.Nodes() - before
		if prevNodes > 0 {
			it.BranchingFactor = float64(nodes) / float64(prevNodes)
		}
		prevNodes = nodes
		last = it
		if done != nil && done(it) {
			return last
		}
		if tm != nil && !tm.Continue(time.Now(), Progress{Depth: depth, Score: score, BestChanged: changed}) {
			return last
		}
	}
	return last
}
