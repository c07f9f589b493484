package engine

import (
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// timeRules are xiangqi's rules for spending a move's budget, as the
// kit's time manager takes them: no new iteration after 60 % of the soft
// limit, which from depth 4 is scaled by the best move's stability and the
// score's drop (the numbers in params.go); no critical extension, and the
// hard limit stays where budget put it.
var timeRules = enginekit.TimeRules{
	NewIterationPercent: newIterationPercent,
	ScaleFrom:           stabilityDepth,
	ChangedPercent:      unstableScale,
	StableAfter:         stableIterations,
	StablePercent:       stableScale,
	FallMargin:          scoreDropMargin,
	FallPercent:         scoreDropScale,
}

// timeManager is the engine's time policy for one search: budget turns
// the Limits into a soft and a hard limit when the search starts (or at
// PonderHit); the hard one stops the search at once (thread.count asks
// expired); after every iteration of the main thread anotherIteration
// says whether to start the next. The deadlines and the decision are the
// kit's (enginekit.TimeManager with timeRules), whose Restart is safe from
// PonderHit's goroutine and counts the first iteration after a ponder hit
// as one that changed the best move.
type timeManager struct {
	kit enginekit.TimeManager
	// prevBest is the best move of the main thread's last iteration (the
	// main thread's alone).
	prevBest xiangqi.Move
}

// begin starts the clock of a search with limits lim at now: a ponder or
// infinite search has no deadline (until PonderHit for a ponder search).
func (tm *timeManager) begin(now time.Time, lim Limits) {
	tm.kit.Rules = timeRules
	tm.prevBest = xiangqi.NoMove
	var b enginekit.Budget
	if !lim.Ponder && !lim.Infinite {
		b = budgetOf(lim)
	}
	tm.kit.Start(now, b)
}

// ponderHit makes the limits of lim count from now and ends pondering.
func (tm *timeManager) ponderHit(now time.Time, lim Limits) {
	tm.kit.Restart(now, budgetOf(lim))
}

// lift removes every deadline (Quiescence, outside a search).
func (tm *timeManager) lift() { tm.kit.Suspend() }

// expired reports that the hard limit has passed.
func (tm *timeManager) expired() bool { return tm.kit.Expired(time.Now()) }

// elapsed is the time since the search started.
func (tm *timeManager) elapsed() time.Duration { return tm.kit.Elapsed(time.Now()) }

// anotherIteration is asked by the main thread after it completed the
// iteration of nominal depth depth, which found best with score among
// rootMoves root moves, at now: whether to start another. Against the
// clock it says no when the next iteration would not finish in time, when
// there is one legal move, or when a mate is found; a search without a
// clock (depth, nodes, ponder, infinite) goes on.
func (tm *timeManager) anotherIteration(now time.Time, depth int, best xiangqi.Move, score, rootMoves int) bool {
	changed := best != tm.prevBest
	tm.prevBest = best
	// A ponder hit only ever starts the clock: once Timed, the search
	// stays timed, and Continue decides against the clock.
	if !tm.kit.Timed() {
		return true
	}
	if !tm.kit.Continue(now, enginekit.Progress{Depth: depth, Score: score, BestChanged: changed}) {
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

// budgetOf is budget as the kit's Budget.
func budgetOf(l Limits) enginekit.Budget {
	soft, hard := budget(l)
	return enginekit.Budget{Soft: soft, Hard: hard}
}

// budget turns limits into a soft limit (start no new iteration after it)
// and a hard one (stop at once). Zero means none.
//
// Limits that set nothing get DefaultTime, and every time is cut to
// TimeLimitCap (enginekit.Limits.WithDefault).
func budget(lim Limits) (soft, hard time.Duration) {
	over := min(lim.Overhead, TimeLimitCap)
	if over <= 0 {
		over = defaultOverhead
	}
	// A ponder search counts as an infinite one (no DefaultTime) until
	// PonderHit.
	l := lim.Limits
	l.Infinite = l.Infinite || lim.Ponder
	l = l.WithDefault()
	if l.MoveTime > 0 {
		hard = max(l.MoveTime-over, minTime)
		return hard, hard
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
