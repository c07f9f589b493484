package enginekit

import "time"

// Info is the state of a search after a completed iteration, what both
// engines report under the same names (an engine adds its own fields
// around it). M is the engine's move type.
type Info[M any] struct {
	Depth int // the iteration's nominal depth
	Score int // for the side to move, in the engine's units
	// Nodes are the nodes since the search started, all threads; an
	// engine may add those of solvers run before the search.
	Nodes       int64
	Evaluations int64         // static evaluations
	Time        time.Duration // since the search started
	// BranchingFactor is the effective branching factor: the main
	// thread's nodes of this iteration / those of the previous one (0
	// after the first).
	BranchingFactor float64
	PV              []M // the principal variation
}

// NPS is nodes per second, 0 before any time has passed.
func (i Info[M]) NPS() int64 { return NPS(i.Nodes, i.Time) }

// NPS is nodes per second, 0 before any time has passed.
func NPS(nodes int64, d time.Duration) int64 {
	if d <= 0 {
		return 0
	}
	return int64(float64(nodes) / d.Seconds())
}
