package search

import (
	"math"
	"time"
)

// sign is +1 for MAX and −1 for MIN: a negamax value is sign × the MAX value.
func sign(p Player) Value {
	if p == Max {
		return 1
	}
	return -1
}

// maxWindow converts a negamax window of the side p to MAX's point of view.
func maxWindow(p Player, alpha, beta Value) (Value, Value) {
	if p == Max {
		return alpha, beta
	}
	return -beta, -alpha
}

// Negamax is alpha-beta in negamax form, full window. Every node maximises
// the negation of its children's values seen from the side to move; the
// result is converted back to MAX's point of view. The cut rule, the
// fail-hard/fail-soft behaviour and the trace (in MAX's point of view) are
// exactly those of AlphaBeta.
func Negamax[M any](g Game[M], o Options) Result[M] {
	return NegamaxWindow(g, o, -Infinity, Infinity)
}

// NegamaxWindow is Negamax with the root window (alpha, beta) given from
// MAX's point of view; its result obeys the bounds of AlphaBetaWindow.
func NegamaxWindow[M any](g Game[M], o Options, alpha, beta Value) Result[M] {
	o.Table = nil
	return runNega(g, o, alpha, beta, false)
}

// PVS is principal variation search (NegaScout): the first move of every node
// is searched with the full window, the others with a null window (α, α⁺),
// α⁺ being the next float64 above α, which only tells whether the move
// beats α; a move that does is searched again with the full window. If
// o.Table is set, it is probed for cut-offs and to search the stored best
// move first.
func PVS[M any](g Game[M], o Options) Result[M] {
	return PVSWindow(g, o, -Infinity, Infinity)
}

// PVSWindow is PVS with the root window (alpha, beta) given from MAX's point
// of view; its result obeys the bounds of AlphaBetaWindow.
func PVSWindow[M any](g Game[M], o Options, alpha, beta Value) Result[M] {
	return runNega(g, o, alpha, beta, true)
}

func runNega[M any](g Game[M], o Options, alpha, beta Value, pvs bool) Result[M] {
	start := time.Now()
	s := newSearcher(g, o)
	s.pvs = pvs
	if o.Table != nil && s.hasher != nil {
		s.table = o.Table
	}
	sg := sign(g.ToMove())
	if sg < 0 {
		alpha, beta = -beta, -alpha
	}
	v := sg * s.nega(0, alpha, beta)
	return s.result(v, start)
}

// cutoff applies the cut rule at a node (negamax view) whose value is now v:
// it raises alpha and reports whether the remaining children are cut.
// Lecture rule: cut when v ≥ β, checked before α is raised; strict rule
// (seed 003; docs/lectures.md): raise α, then cut when α > β.
func (s *searcher[M]) cutoff(alpha *Value, beta, v Value) bool {
	if s.o.Strict {
		*alpha = max(*alpha, v)
		return *alpha > beta
	}
	if v >= beta {
		return true
	}
	*alpha = max(*alpha, v)
	return false
}

// remaining is the depth left below the node at ply, for the table.
func (s *searcher[M]) remaining(ply int) int {
	if s.o.Depth == 0 {
		return unlimitedDepth
	}
	return s.o.Depth - ply
}

// nega is alpha-beta in negamax form, with PVS null windows when s.pvs and
// the transposition table when s.table is set. alpha, beta and the result are
// from the point of view of the side to move.
func (s *searcher[M]) nega(ply int, alpha, beta Value) Value {
	if !s.visit(ply) {
		return 0
	}
	p := s.g.ToMove()
	sg := sign(p)
	tracing := s.o.Tracer != nil
	if s.atHorizon(ply) {
		a, b := maxWindow(p, alpha, beta)
		return s.rootClamp(ply, sg*s.leaf(ply, a, b, false), alpha, beta)
	}
	alpha0, beta0 := alpha, beta
	ttIdx := -1
	var key uint64
	if s.table != nil {
		key = s.hasher.Hash()
		s.st.TableProbes++
		if e, ok := s.table.probe(key); ok {
			s.st.TableHits++
			ttIdx = int(e.move)
			if ply > 0 && (!e.limited || int(e.depth) >= s.remaining(ply)) &&
				(e.bound == exact || (e.bound == lower && e.value >= beta) || (e.bound == upper && e.value <= alpha)) {
				s.st.TableCuts++
				if e.limited {
					s.depthHit = true
				}
				v := e.value
				if s.o.FailHard {
					v = clamp(v, alpha, beta)
				}
				if tracing {
					a, b := maxWindow(p, alpha, beta)
					s.trace(Leaf, ply, p, a, b, sg*v, sg*v, 0)
				}
				return v
			}
		}
	}
	ms := s.generate(ply)
	if len(ms) == 0 {
		a, b := maxWindow(p, alpha, beta)
		return s.rootClamp(ply, sg*s.leaf(ply, a, b, false), alpha, beta)
	}
	hitAbove := s.depthHit
	s.depthHit = false
	if ttIdx > 0 && ttIdx < len(ms) {
		// Search the table's move first, keeping the others in order.
		m := ms[ttIdx]
		copy(ms[1:ttIdx+1], ms[:ttIdx])
		ms[0] = m
	}
	v := -Infinity
	if tracing {
		s.ntrace(Enter, ply, p, alpha, beta, v)
	}
	best := 0
	for i, m := range ms {
		s.path[ply] = i
		s.g.Make(m)
		var cv Value
		if s.pvs && i > 0 {
			cv = -s.nega(ply+1, -math.Nextafter(alpha, Infinity), -alpha)
			if cv > alpha && cv < beta && !s.stopped {
				s.st.Researches++
				cv = -s.nega(ply+1, -beta, -alpha)
			}
		} else {
			cv = -s.nega(ply+1, -beta, -alpha)
		}
		s.g.Unmake(m)
		if s.stopped {
			return 0
		}
		a, b := alpha, beta
		if cv > v || i == 0 {
			v, best = cv, i
			s.setPV(ply, m)
		}
		cut := s.cutoff(&alpha, beta, v)
		if tracing {
			s.ntraceChild(ply, p, i, cv, a, b, v, alpha, beta)
		}
		if cut {
			if i == len(ms)-1 {
				break // nothing left to cut
			}
			s.st.Cutoffs++
			if tracing {
				ma, mb := maxWindow(p, alpha, beta)
				s.traceCut(ply, p, i, len(ms), ma, mb, sg*v)
			}
			break
		}
	}
	bestOrig := best
	if ttIdx > 0 && ttIdx < len(ms) {
		switch {
		case best == 0:
			bestOrig = ttIdx
		case best <= ttIdx:
			bestOrig = best - 1
		}
	}
	if ply == 0 {
		s.rootBest, s.rootBestMove = bestOrig, ms[best]
	}
	if s.table != nil {
		bound := exact
		switch {
		case v <= alpha0:
			bound = upper
			if ttIdx >= 0 {
				bestOrig = ttIdx // a failed-low node has no best move: keep the old hint
			}
		case v >= beta0:
			bound = lower
		}
		s.table.store(key, v, s.remaining(ply), bound, bestOrig, s.depthHit)
	}
	s.depthHit = s.depthHit || hitAbove
	if s.o.FailHard {
		v = clamp(v, alpha0, beta0)
	}
	if tracing {
		s.ntrace(Exit, ply, p, alpha0, beta0, v)
	}
	return v
}

// ntrace emits an Enter or Exit event given in negamax view.
func (s *searcher[M]) ntrace(k EventKind, ply int, p Player, alpha, beta, v Value) {
	a, b := maxWindow(p, alpha, beta)
	s.trace(k, ply, p, a, b, sign(p)*v, 0, 0)
}

// ntraceChild emits a Child event given in negamax view.
func (s *searcher[M]) ntraceChild(ply int, p Player, child int, value, alpha, beta, v, newAlpha, newBeta Value) {
	sg := sign(p)
	a, b := maxWindow(p, alpha, beta)
	na, nb := maxWindow(p, newAlpha, newBeta)
	s.traceChild(ply, p, child, sg*value, a, b, sg*v, na, nb)
}

// quiesce is the quiescence search of the node at ply (already counted by
// the caller), negamax view: the side to move may "stand pat" on the static
// value or play one of its noisy moves. q is the number of plies left
// (negative: unlimited). It always uses the lecture cut rule.
func (s *searcher[M]) quiesce(ply int, alpha, beta Value, q int) Value {
	stand := sign(s.g.ToMove()) * s.evaluate()
	if q == 0 || s.g.Terminal() {
		return stand
	}
	alpha0, beta0 := alpha, beta
	v := stand
	if v < beta {
		alpha = max(alpha, v)
		ms := s.noisy.NoisyMoves(s.moves[ply][:0])
		s.moves[ply] = ms
		if len(ms) > 0 {
			if s.orderer != nil {
				s.orderer.OrderMoves(ms)
			}
			s.st.Expanded++
			s.st.Generated += int64(len(ms))
		}
		for _, m := range ms {
			s.g.Make(m)
			if !s.visit(ply + 1) {
				s.g.Unmake(m)
				return 0
			}
			cv := -s.quiesce(ply+1, -beta, -alpha, q-1)
			s.g.Unmake(m)
			if s.stopped {
				return 0
			}
			v = max(v, cv)
			if v >= beta {
				s.st.Cutoffs++
				break
			}
			alpha = max(alpha, v)
		}
	}
	if s.o.FailHard {
		v = clamp(v, alpha0, beta0)
	}
	return v
}

// quiesceMinimax is quiesce without pruning, MAX's point of view: the oracle
// for quiescence.
func (s *searcher[M]) quiesceMinimax(ply, q int) Value {
	v := s.evaluate()
	if q == 0 || s.g.Terminal() {
		return v
	}
	p := s.g.ToMove()
	ms := s.noisy.NoisyMoves(s.moves[ply][:0])
	s.moves[ply] = ms
	if len(ms) > 0 {
		s.st.Expanded++
		s.st.Generated += int64(len(ms))
	}
	for _, m := range ms {
		s.g.Make(m)
		if !s.visit(ply + 1) {
			s.g.Unmake(m)
			return 0
		}
		cv := s.quiesceMinimax(ply+1, q-1)
		s.g.Unmake(m)
		if s.stopped {
			return 0
		}
		if p == Max {
			v = max(v, cv)
		} else {
			v = min(v, cv)
		}
	}
	return v
}
