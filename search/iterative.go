package search

import (
	"math"
	"slices"
	"time"
)

// IterativeDeepening runs PVS at depth 1, 2, … up to o.Depth (0: until the
// tree is searched to its end) with a transposition table (o.Table, or a new
// table of DefaultTableEntries entries) when the game implements Hasher;
// each iteration searches the previous best moves first through the table.
//
// It stops early when an iteration reaches no depth-limited node (the
// value is then exact) or when o.MaxNodes, o.MaxTime or o.Context stop it;
// it then returns the last completed iteration, with Stopped set. If not
// even depth 1 completed, it returns Depth 0, a meaningless Value and the
// first move (after ordering) as Best, so that a player always has a move.
// Stats add up all iterations.
//
// Table cut-offs use entries searched at least as deep as needed, so in a
// game where one position can be reached with different remaining depths
// the value can differ from (be better informed than) a fixed-depth Minimax.
func IterativeDeepening[M any](g Game[M], o Options) Result[M] {
	return IterativeDeepeningReport(g, o, nil)
}

// IterativeDeepeningReport is IterativeDeepening calling report (when not
// nil) after every completed iteration, e.g. to print an engine's
// "info depth …" lines. The Result's PV is only valid during the call.
func IterativeDeepeningReport[M any](g Game[M], o Options, report func(Result[M])) Result[M] {
	start := time.Now()
	if o.Depth < 0 {
		o.Depth = 0
	}
	maxDepth := o.Depth
	if o.Table == nil {
		if _, ok := g.(Hasher); ok {
			o.Table = NewTable(DefaultTableEntries)
		}
	}
	if o.Table != nil {
		o.Table.NewSearch()
	}
	s := newSearcher(g, o)
	s.pvs = true
	if o.Table != nil && s.hasher != nil {
		s.table = o.Table
	}
	sg := sign(g.ToMove())
	var last Result[M]
	var bestPV []M // reused by every iteration
	completed := false
	for d := 1; maxDepth == 0 || d <= maxDepth; d++ {
		s.o.Depth = d
		s.depthHit = false
		v := s.iteration(last.Value, completed, sg)
		if s.stopped {
			if !completed {
				last = s.result(v, start)
				last.Depth = 0
				if last.BestIndex < 0 && !g.Terminal() {
					// Still give a legal move to play: the first one.
					if ms := g.Moves(nil); len(ms) > 0 {
						if s.orderer != nil {
							s.orderer.OrderMoves(ms)
						}
						last.Best, last.BestIndex = ms[0], 0
					}
				}
			}
			break
		}
		pv := s.pv[0]
		s.pv[0] = nil // keep the line: result copies it
		last = s.result(v, start)
		s.pv[0] = pv
		bestPV = append(bestPV[:0], pv...)
		last.PV = bestPV
		last.Depth = d
		completed = true
		if report != nil {
			report(last)
		}
		if !s.depthHit {
			break
		}
	}
	last.PV = slices.Clone(last.PV)
	last.Stats = s.st
	last.Stats.Elapsed = time.Since(start)
	last.Stopped = s.stopped
	return last
}

// iteration searches the root once at s.o.Depth, within an aspiration
// window around the previous value when asked, widening the side that fails.
// Values are from MAX's point of view.
func (s *searcher[M]) iteration(prev Value, havePrev bool, sg Value) Value {
	lo, hi := -Infinity, Infinity
	if w := s.o.Aspiration; w > 0 && havePrev && !math.IsInf(prev, 0) {
		lo, hi = prev-w, prev+w
	}
	for {
		s.rootBest = -1
		var v Value
		if sg > 0 {
			v = s.nega(0, lo, hi)
		} else {
			v = -s.nega(0, -hi, -lo)
		}
		switch {
		case s.stopped:
			return v
		case v <= lo && lo > -Infinity:
			lo = -Infinity
		case v >= hi && hi < Infinity:
			hi = Infinity
		default:
			return v
		}
		s.st.Researches++
	}
}
