package search

import (
	"context"
	"fmt"
	"math"
	"time"
)

// Options configures one search. The zero value searches the whole tree
// without limits, fail-soft, with the lecture's cut rule and no tracing.
type Options struct {
	Depth    int    // max plies below the root; 0 (or negative) = unlimited (search until Terminal() or no moves)
	FailHard bool   // clamp returned values to the window
	Strict   bool   // cut only when α > β (seed 003's rule; docs/lectures.md) instead of v ≥ β at MAX / v ≤ α at MIN
	Tracer   Tracer // nil = no tracing, zero cost

	// Quiescence, when non-zero and the game implements Noisy, replaces the
	// static value of a non-terminal node at the depth limit by a search of
	// its noisy moves only, with "stand pat" (the static value) as the
	// floor of the side to move. It is the number of extra plies allowed;
	// a negative value means no limit. Minimax applies the same rule, so the
	// oracle and the alpha-beta searches still agree exactly.
	Quiescence int

	// MaxNodes stops the search after this many nodes (0 = no limit).
	MaxNodes int64
	// MaxTime stops the search after this much time (0 = no limit).
	MaxTime time.Duration
	// Context cancels the search when done (nil = never).
	Context context.Context

	// Aspiration, when positive, makes IterativeDeepening search each depth
	// after the first within (v − Aspiration, v + Aspiration) around the
	// previous depth's value v, searching again with that side opened to
	// ∞ when the value falls outside.
	Aspiration Value

	// Table is the transposition table used by IterativeDeepening (and by
	// PVS when set). nil makes IterativeDeepening create one of
	// DefaultTableEntries entries for the call.
	Table *Table
}

// Stats are the counters of one search.
type Stats struct {
	Nodes       int64 // nodes visited, root included (quiescence nodes too)
	Evaluations int64 // leaf/static evaluations (the lecture's m_evalcount)
	Cutoffs     int64 // nodes that cut off their remaining children
	Generated   int64 // moves generated
	Expanded    int64 // nodes whose moves were generated and not empty
	MaxDepth    int   // deepest ply reached, the root being ply 0
	Elapsed     time.Duration

	TableProbes int64 // transposition table look-ups
	TableHits   int64 // look-ups that found the position
	TableCuts   int64 // nodes answered from the table without searching
	Researches  int64 // PVS re-searches after a null window failed high, and aspiration re-searches
}

// BranchingFactor is the average number of moves of an expanded node:
// Generated / Expanded (0 when nothing was expanded).
func (s Stats) BranchingFactor() float64 {
	if s.Expanded == 0 {
		return 0
	}
	return float64(s.Generated) / float64(s.Expanded)
}

// NPS is the number of nodes visited per second (0 when no time elapsed).
func (s Stats) NPS() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Nodes) / s.Elapsed.Seconds()
}

// String is a one-line summary: nodes, evaluations, cut-offs, branching
// factor, depth, time and speed.
func (s Stats) String() string {
	out := fmt.Sprintf("nodes %d, evaluations %d, cut-offs %d, branching %.2f, max depth %d, %v, %.0f nodes/s",
		s.Nodes, s.Evaluations, s.Cutoffs, s.BranchingFactor(), s.MaxDepth, s.Elapsed.Round(time.Microsecond), s.NPS())
	if s.TableProbes > 0 {
		out += fmt.Sprintf(", table %d/%d hits, %d cuts", s.TableHits, s.TableProbes, s.TableCuts)
	}
	return out
}

// Result is the outcome of a search. The root move list is the game's
// Moves after OrderMoves. With a transposition table (IterativeDeepening,
// PVS with Options.Table) the best move is searched first, so Best is a move
// of value Value, not necessarily the first one.
type Result[M any] struct {
	Value     Value
	Best      M   // first root move whose value equals Value
	BestIndex int // its index in the root move list, -1 if the root is a leaf
	// PV is the principal variation: Best, the reply, …, down to a leaf
	// (shorter when a table answer cut it).
	PV    []M
	Stats Stats

	// Depth is the depth of the deepest completed iteration of
	// IterativeDeepening; the other searches report Options.Depth.
	Depth int
	// Stopped is true when a limit or the context ended the search early.
	// A stopped Minimax/AlphaBeta/Negamax/PVS result is not meaningful;
	// IterativeDeepening then returns its last completed iteration.
	Stopped bool
}

// searcher holds everything one search needs. Every per-ply buffer is a
// reusable stack, so the search loop allocates nothing once it has been as
// deep once.
type searcher[M any] struct {
	g       Game[M]
	orderer Orderer[M]
	noisy   Noisy[M]
	hasher  Hasher
	o       Options
	st      Stats

	moves   [][]M // moves[ply]: the move list of the node at ply
	path    []int // path[:ply] is the path of the node at ply
	pv      [][]M // pv[ply]: principal variation below the node at ply
	skipped []int
	ev      Event

	rootBest     int // index in the root move list of the best root move, -1 none
	rootBestMove M

	// limits
	limited  bool
	deadline time.Time
	done     <-chan struct{}
	stopped  bool
	depthHit bool // some node was cut short by the depth limit
	table    *Table
	pvs      bool // null-window search of all but the first child
}

func newSearcher[M any](g Game[M], o Options) *searcher[M] {
	s := &searcher[M]{g: g, o: o, rootBest: -1}
	if o.Depth < 0 {
		s.o.Depth = 0
	}
	s.orderer, _ = g.(Orderer[M])
	s.noisy, _ = g.(Noisy[M])
	s.hasher, _ = g.(Hasher)
	n := 16
	if s.o.Depth > 0 {
		n = s.o.Depth + 2
	}
	s.grow(n)
	if o.MaxTime > 0 {
		s.deadline = time.Now().Add(o.MaxTime)
		s.limited = true
	}
	if o.Context != nil {
		s.done = o.Context.Done()
		s.limited = s.limited || s.done != nil
		s.stopped = o.Context.Err() != nil
	}
	return s
}

// grow makes every per-ply stack at least n long.
func (s *searcher[M]) grow(n int) {
	for len(s.moves) < n {
		s.moves = append(s.moves, nil)
		s.pv = append(s.pv, nil)
	}
	if len(s.path) < n {
		p := make([]int, n, 2*n)
		copy(p, s.path)
		s.path = p
	}
}

// visit counts the node at ply and checks the limits. It reports false when
// the search must stop.
func (s *searcher[M]) visit(ply int) bool {
	if s.stopped {
		return false
	}
	s.st.Nodes++
	if ply > s.st.MaxDepth {
		s.st.MaxDepth = ply
	}
	if ply+2 > len(s.moves) {
		s.grow(2 * (ply + 2))
	}
	s.pv[ply] = s.pv[ply][:0]
	if s.o.MaxNodes > 0 && s.st.Nodes > s.o.MaxNodes {
		s.stopped = true
	}
	if s.limited && s.st.Nodes&1023 == 0 {
		if s.done != nil {
			select {
			case <-s.done:
				s.stopped = true
			default:
			}
		}
		if !s.deadline.IsZero() && time.Now().After(s.deadline) {
			s.stopped = true
		}
	}
	return !s.stopped
}

// atHorizon reports whether the node at ply is a leaf because of the game's
// end or the depth limit (remaining plies depth ≤ 0 when depth-limited).
func (s *searcher[M]) atHorizon(ply int) bool {
	if s.g.Terminal() {
		return true
	}
	if s.o.Depth > 0 && ply >= s.o.Depth {
		s.depthHit = true
		return true
	}
	return false
}

// generate fills moves[ply] with the node's moves, best-first when the game
// orders them, and counts them.
func (s *searcher[M]) generate(ply int) []M {
	ms := s.g.Moves(s.moves[ply][:0])
	s.moves[ply] = ms
	if len(ms) > 0 {
		if s.orderer != nil {
			s.orderer.OrderMoves(ms)
		}
		s.st.Expanded++
		s.st.Generated += int64(len(ms))
	}
	return ms
}

// evaluate is the static value from MAX's point of view, counted.
func (s *searcher[M]) evaluate() Value {
	s.st.Evaluations++
	return s.g.Evaluate()
}

// leafValue is the value of a leaf at ply from MAX's point of view: the
// static value, or the quiescence value below the depth limit.
func (s *searcher[M]) leafValue(ply int, alpha, beta Value, minimax bool) Value {
	if s.o.Quiescence != 0 && s.noisy != nil && !s.g.Terminal() {
		if minimax {
			return s.quiesceMinimax(ply, s.o.Quiescence)
		}
		if s.g.ToMove() == Max {
			return s.quiesce(ply, alpha, beta, s.o.Quiescence)
		}
		return -s.quiesce(ply, -beta, -alpha, s.o.Quiescence)
	}
	return s.evaluate()
}

// setPV records m followed by the child's line as the line of the node at ply.
func (s *searcher[M]) setPV(ply int, m M) {
	s.pv[ply] = append(append(s.pv[ply][:0], m), s.pv[ply+1]...)
}

func (s *searcher[M]) result(v Value, start time.Time) Result[M] {
	s.st.Elapsed = time.Since(start)
	r := Result[M]{Value: v, BestIndex: -1, Stats: s.st, Depth: s.o.Depth, Stopped: s.stopped}
	if s.rootBest >= 0 {
		r.BestIndex, r.Best = s.rootBest, s.rootBestMove
	}
	r.PV = append([]M(nil), s.pv[0]...)
	return r
}

func clamp(v, lo, hi Value) Value {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// Minimax is plain minimax (seed 000's Search(n, mode); docs/lectures.md):
// every node's value is the max (MAX) or min (MIN) of its children's
// values, leaves take their static value. It never prunes and is the
// oracle the other searches are tested against. It traces Enter, Leaf,
// Child and Exit events; Child events carry the window (−∞, +∞) unchanged.
func Minimax[M any](g Game[M], o Options) Result[M] {
	start := time.Now()
	s := newSearcher(g, o)
	v := s.minimax(0)
	return s.result(v, start)
}

func (s *searcher[M]) minimax(ply int) Value {
	if !s.visit(ply) {
		return 0
	}
	inf := Infinity
	if s.atHorizon(ply) {
		return s.leaf(ply, -inf, inf, true)
	}
	ms := s.generate(ply)
	if len(ms) == 0 {
		return s.leaf(ply, -inf, inf, true)
	}
	p := s.g.ToMove()
	v := inf
	if p == Max {
		v = -inf
	}
	tracing := s.o.Tracer != nil
	if tracing {
		s.trace(Enter, ply, p, -inf, inf, v, 0, 0)
	}
	best := 0
	for i, m := range ms {
		s.path[ply] = i
		s.g.Make(m)
		cv := s.minimax(ply + 1)
		s.g.Unmake(m)
		if s.stopped {
			return 0
		}
		if (p == Max && cv > v) || (p == Min && cv < v) || i == 0 {
			v = cv
			best = i
			s.setPV(ply, m)
		}
		if tracing {
			s.traceChild(ply, p, i, cv, -inf, inf, v, -inf, inf)
		}
	}
	if ply == 0 {
		s.rootBest, s.rootBestMove = best, ms[best]
	}
	if tracing {
		s.trace(Exit, ply, p, -inf, inf, v, 0, 0)
	}
	return v
}

// leaf values a leaf at ply and traces it.
func (s *searcher[M]) leaf(ply int, alpha, beta Value, minimax bool) Value {
	v := s.leafValue(ply, alpha, beta, minimax)
	if s.o.Tracer != nil {
		s.trace(Leaf, ply, s.g.ToMove(), alpha, beta, v, v, 0)
	}
	return v
}

// AlphaBeta is alpha-beta pruning in the max/min form of the lectures
// (seed 004; docs/lectures.md), with the full window (−∞, +∞) at the root.
func AlphaBeta[M any](g Game[M], o Options) Result[M] {
	return AlphaBetaWindow(g, o, -Infinity, Infinity)
}

// AlphaBetaWindow is AlphaBeta with the root window (alpha, beta). Fail-soft
// (the default), the returned value r satisfies: r ≤ alpha ⇒ true ≤ r;
// r ≥ beta ⇒ true ≥ r; otherwise r is the true (minimax) value. With
// FailHard r is clamped to [alpha, beta] and the same holds with ≤/≥ at
// the bounds.
func AlphaBetaWindow[M any](g Game[M], o Options, alpha, beta Value) Result[M] {
	start := time.Now()
	s := newSearcher(g, o)
	v := s.alphaBeta(0, alpha, beta)
	return s.result(v, start)
}

func (s *searcher[M]) alphaBeta(ply int, alpha, beta Value) Value {
	if !s.visit(ply) {
		return 0
	}
	if s.atHorizon(ply) {
		return s.rootClamp(ply, s.leaf(ply, alpha, beta, false), alpha, beta)
	}
	ms := s.generate(ply)
	if len(ms) == 0 {
		return s.rootClamp(ply, s.leaf(ply, alpha, beta, false), alpha, beta)
	}
	alpha0, beta0 := alpha, beta
	p := s.g.ToMove()
	v := Infinity
	if p == Max {
		v = -Infinity
	}
	tracing := s.o.Tracer != nil
	if tracing {
		s.trace(Enter, ply, p, alpha, beta, v, 0, 0)
	}
	best := 0
	for i, m := range ms {
		s.path[ply] = i
		s.g.Make(m)
		cv := s.alphaBeta(ply+1, alpha, beta)
		s.g.Unmake(m)
		if s.stopped {
			return 0
		}
		a, b := alpha, beta
		cut := false
		if p == Max {
			if cv > v || i == 0 {
				v, best = cv, i
				s.setPV(ply, m)
			}
			if s.o.Strict {
				alpha = max(alpha, v)
				cut = alpha > beta
			} else if v >= beta {
				cut = true
			} else {
				alpha = max(alpha, v)
			}
		} else {
			if cv < v || i == 0 {
				v, best = cv, i
				s.setPV(ply, m)
			}
			if s.o.Strict {
				beta = min(beta, v)
				cut = alpha > beta
			} else if v <= alpha {
				cut = true
			} else {
				beta = min(beta, v)
			}
		}
		if tracing {
			s.traceChild(ply, p, i, cv, a, b, v, alpha, beta)
		}
		if cut {
			if i == len(ms)-1 {
				break // nothing left to cut
			}
			s.st.Cutoffs++
			if tracing {
				s.traceCut(ply, p, i, len(ms), alpha, beta, v)
			}
			break
		}
	}
	if ply == 0 {
		s.rootBest, s.rootBestMove = best, ms[best]
	}
	if s.o.FailHard {
		v = clamp(v, alpha0, beta0)
	}
	if tracing {
		s.trace(Exit, ply, p, alpha0, beta0, v, 0, 0)
	}
	return v
}

// rootClamp applies fail-hard clamping to a leaf value at the root; below
// the root the parent clamps its own value, so leaves keep their value in
// the trace.
func (s *searcher[M]) rootClamp(ply int, v, alpha, beta Value) Value {
	if ply == 0 && s.o.FailHard {
		return clamp(v, alpha, beta)
	}
	return v
}

func (s *searcher[M]) trace(k EventKind, ply int, p Player, alpha, beta, v, value Value, child int) {
	s.ev = Event{Kind: k, Path: s.path[:ply], Player: p, Alpha: alpha, Beta: beta,
		NewAlpha: alpha, NewBeta: beta, V: v, Value: value, Child: child}
	s.o.Tracer(&s.ev)
}

func (s *searcher[M]) traceChild(ply int, p Player, child int, value, alpha, beta, v, newAlpha, newBeta Value) {
	s.ev = Event{Kind: Child, Path: s.path[:ply], Player: p, Alpha: alpha, Beta: beta,
		NewAlpha: newAlpha, NewBeta: newBeta, V: v, Value: value, Child: child}
	s.o.Tracer(&s.ev)
}

func (s *searcher[M]) traceCut(ply int, p Player, child, n int, alpha, beta, v Value) {
	s.skipped = s.skipped[:0]
	for j := child + 1; j < n; j++ {
		s.skipped = append(s.skipped, j)
	}
	s.ev = Event{Kind: Cut, Path: s.path[:ply], Player: p, Alpha: alpha, Beta: beta,
		NewAlpha: alpha, NewBeta: beta, V: v, Value: v, Child: child, Skipped: s.skipped}
	s.o.Tracer(&s.ev)
}

// KnuthMooreMin is the number of leaves alpha-beta evaluates on a uniform
// tree of branching b and depth d searched best-first (Knuth and Moore,
// 1975): b^⌈d/2⌉ + b^⌊d/2⌋ − 1. It saturates at math.MaxInt64.
func KnuthMooreMin(b, d int) int64 {
	if b <= 0 || d <= 0 {
		return 1
	}
	pow := func(e int) int64 {
		r := int64(1)
		for range e {
			if r > math.MaxInt64/int64(b) {
				return math.MaxInt64
			}
			r *= int64(b)
		}
		return r
	}
	hi, lo := pow((d+1)/2), pow(d/2)
	if hi > math.MaxInt64-lo {
		return math.MaxInt64
	}
	return hi + lo - 1
}
