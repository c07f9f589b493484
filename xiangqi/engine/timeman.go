package engine

import (
	"sync/atomic"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// timeManager is the engine's time policy for one search: budget turns
// the Limits into a soft and a hard limit when the search starts (or at
// PonderHit); the hard one stops the search at once (thread.count checks
// it); after every iteration of the main thread anotherIteration decides
// from the soft one, scaled by the best move's stability and the score's
// drop, whether to start the next.
type timeManager struct {
	start     time.Time
	deadline  atomic.Int64 // hard limit, unix nanoseconds; 0 = none
	soft      atomic.Int64 // soft limit: no new iteration after it; 0 = none
	pondering atomic.Bool
	infinite  bool

	// What anotherIteration remembers of the previous iterations.
	stable    int          // iterations the best move has not changed
	prevBest  xiangqi.Move // the previous iteration's best move
	prevScore int          // and its score
}

// begin starts the clock of a search with limits lim at now: a ponder or
// infinite search has no deadline (until PonderHit for a ponder search).
func (tm *timeManager) begin(now time.Time, lim Limits) {
	tm.start = now
	tm.infinite = lim.Infinite
	tm.stable, tm.prevBest, tm.prevScore = 0, xiangqi.NoMove, 0
	tm.pondering.Store(lim.Ponder)
	if lim.Ponder || lim.Infinite {
		tm.deadline.Store(0)
		tm.soft.Store(0)
	} else {
		tm.setDeadlines(now, lim)
	}
}

// ponderHit makes the limits of lim count from now and ends pondering.
func (tm *timeManager) ponderHit(now time.Time, lim Limits) {
	tm.setDeadlines(now, lim)
	tm.pondering.Store(false)
}

func (tm *timeManager) setDeadlines(now time.Time, lim Limits) {
	soft, hard := budget(lim)
	if hard > 0 {
		tm.deadline.Store(now.Add(hard).UnixNano())
	} else {
		tm.deadline.Store(0)
	}
	if soft > 0 {
		tm.soft.Store(now.Add(soft).UnixNano())
	} else {
		tm.soft.Store(0)
	}
}

// expired reports that the hard limit has passed.
func (tm *timeManager) expired() bool {
	d := tm.deadline.Load()
	return d != 0 && time.Now().UnixNano() >= d
}

// anotherIteration is asked by the main thread after it completed the
// iteration of nominal depth depth, which found best with score among
// rootMoves root moves, at now: whether to start another. It says no when
// the next iteration would not finish in time, when there is one legal
// move, or when a mate is found; a ponder or infinite search goes on.
func (tm *timeManager) anotherIteration(now time.Time, depth int, best xiangqi.Move, score, rootMoves int) bool {
	if tm.pondering.Load() || tm.infinite {
		return true
	}
	s := tm.soft.Load()
	if s == 0 {
		return true
	}
	start, at := tm.start.UnixNano(), now.UnixNano()
	elapsed := at - start
	budget := s - start
	if depth >= stabilityDepth {
		if best == tm.prevBest {
			tm.stable++
		} else {
			tm.stable = 0
		}
		budget = budget * stabilityScale(tm.stable, tm.prevScore-score) / 100
	}
	tm.prevBest, tm.prevScore = best, score
	if at >= start+budget || elapsed > budget*newIterationTenths/10 {
		return false
	}
	if rootMoves == 1 && depth >= singleMoveDepth {
		return false
	}
	if abs(score) >= MateBound && depth > (MateValue-abs(score))+mateDepthMargin {
		return false
	}
	return true
}

// stabilityScale is the percentage of the soft limit an iteration may
// use, from the best move's stability (stable: iterations it has not
// changed) and the score's drop since the previous iteration (drop > 0:
// it fell): spend more while the best move keeps changing or the score
// falls, less once it has held for a while; the hard deadline still
// bounds it.
func stabilityScale(stable, drop int) int64 {
	scale := int64(100)
	switch {
	case stable == 0:
		scale = unstableScale
	case stable >= stableIterations:
		scale = stableScale
	}
	if drop > scoreDropMargin {
		scale += scoreDropScale
	}
	return scale
}

// budget turns limits into a soft limit (start no new iteration after it)
// and a hard one (stop at once). Zero means none.
func budget(l Limits) (soft, hard time.Duration) {
	over := min(l.Overhead, TimeLimitCap)
	if over <= 0 {
		over = defaultOverhead
	}
	l.MoveTime, l.Clock, l.Inc = min(l.MoveTime, TimeLimitCap), min(l.Clock, TimeLimitCap), min(l.Inc, TimeLimitCap)
	if l.MoveTime > 0 {
		hard = max(l.MoveTime-over, minTime)
		return hard, hard
	}
	if l.Clock <= 0 && l.Inc <= 0 && l.Depth <= 0 && l.Nodes <= 0 && !l.Infinite && !l.Ponder {
		l.MoveTime = DefaultTime
		return budget(l)
	}
	if l.Clock > 0 || l.Inc > 0 {
		clock := l.Clock
		mtg := movesPlanned
		if l.MovesToGo > 0 {
			mtg = min(l.MovesToGo, movesPlanned)
		}
		soft = clock/time.Duration(mtg) + l.Inc/incrementShare
		hard = min(clock/hardClockShare, soft*hardPerSoft)
		if l.MovesToGo == 1 {
			hard = clock - over
		}
		// Never use the last of the clock: keep the overhead and a tenth
		// (the process may be descheduled on a busy machine).
		limit := clock - over - clock/clockReserve
		if hard > limit {
			hard = limit
		}
		if hard < minTime {
			hard = minTime
		}
		soft = min(soft, hard)
		if l.MovesToGo == 1 {
			soft = hard
		}
		return soft, hard
	}
	return 0, 0
}
