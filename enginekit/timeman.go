package enginekit

import (
	"sync"
	"sync/atomic"
	"time"
)

// Budget is a move's time as an engine's policy plans it from Limits.
type Budget struct {
	// Soft is the time to aim at: no iteration starts once
	// TimeRules.NewIterationPercent of the aim in force has passed.
	Soft time.Duration
	// Hard stops the search at once (0: never, unless
	// TimeRules.HardPercent ties it to the aim).
	Hard time.Duration
	// Extended is the aim while the position is critical (see
	// TimeRules); not above Soft: no extension.
	Extended time.Duration
}

// TimeRules are an engine's rules for spending its budget, each a named
// input of the decision after an iteration. A zero field turns its rule off.
type TimeRules struct {
	// NewIterationPercent: no iteration starts once this share of the aim
	// in force has passed, since it would seldom finish (xiangqi 60, caro 50).
	NewIterationPercent int

	// Stability scaling. From depth ScaleFrom on, the aim is
	// ChangedPercent of Soft after an iteration that changed the best
	// move, StablePercent once the best move has held StableAfter
	// iterations (100 between), and FallPercent more when the score fell
	// by more than FallMargin.
	ScaleFrom      int
	ChangedPercent int
	StableAfter    int
	StablePercent  int
	FallMargin     int
	FallPercent    int

	// Critical positions. The aim is Budget.Extended while the position is
	// critical: the engine says so (TimeManager.Critical, for a threat
	// to answer), or, from depth CriticalFrom on, the last iteration
	// changed the best move or lost more than CriticalFall.
	CriticalFrom int
	CriticalFall int

	// HardPercent, when not 0, puts the hard deadline at this share of the
	// aim in force, moving with it; else it is Budget.Hard from the start.
	HardPercent int
}

// Progress is what the time manager is told after a completed iteration.
type Progress struct {
	Depth       int
	Score       int
	BestChanged bool // the best move differs from the previous iteration's
}

// TimeManager keeps a search's deadlines and decides, after each
// iteration, whether another may start. Rules and Critical are set before
// Start. Start, Suspend and Continue are the main thread's; Restart may
// come from another goroutine while the search runs (a ponder hit: the
// protocol's goroutine), and the search threads may read the deadlines
// (Expired, HardDeadline) and Timed at any time.
type TimeManager struct {
	Rules TimeRules
	// Critical is the engine's own word that the position needs the
	// extended aim (caro: the opponent threatens something).
	Critical bool

	start  time.Time    // set by Start only, before the search threads run
	hardAt atomic.Int64 // unix nanoseconds; 0: none
	softAt atomic.Int64 // when Budget.Soft runs out; 0: none
	timed  atomic.Bool  // the search has a time budget

	// mu orders Restart with the main thread's Continue: the budget and
	// the decision's state below are read and written under it.
	mu        sync.Mutex
	budget    Budget
	restarted bool // Restart gave a budget: the next decision counts a change
	stable    int
	prevScore int
}

// Start begins a search at start with budget b; a zero Budget is a search
// without time limits (depth, nodes, infinite, pondering).
func (tm *TimeManager) Start(start time.Time, b Budget) {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	tm.start, tm.budget = start, b
	tm.stable, tm.prevScore, tm.restarted = 0, 0, false
	tm.timed.Store(b != (Budget{}))
	tm.setDeadlines(start, tm.aim(tm.Critical))
}

// Restart counts the budget from now on, keeping the start (a ponder hit:
// the thinking done so far was free). It may be called from another
// goroutine while the search runs. When the search had no budget until
// then (pondering), the first decision after it (Continue) counts as one
// after an iteration that changed the best move, whatever
// Progress.BestChanged says: what the search found without a budget has
// not been weighed against the clock yet. A Restart of a timed search
// only moves the deadlines.
func (tm *TimeManager) Restart(now time.Time, b Budget) {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	tm.budget = b
	tm.restarted = tm.restarted || !tm.timed.Load()
	tm.timed.Store(b != (Budget{}))
	tm.setDeadlines(now, tm.aim(tm.Critical))
}

// Suspend lifts every deadline (pondering, infinite).
func (tm *TimeManager) Suspend() {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	tm.timed.Store(false)
	tm.hardAt.Store(0)
	tm.softAt.Store(0)
}

// aim is the aim in force: Extended while critical; under mu.
func (tm *TimeManager) aim(critical bool) time.Duration {
	if critical && tm.budget.Extended > tm.budget.Soft {
		return tm.budget.Extended
	}
	return tm.budget.Soft
}

// setDeadlines sets the deadlines for aim counted from from; under mu.
func (tm *TimeManager) setDeadlines(from time.Time, aim time.Duration) {
	if !tm.timed.Load() {
		tm.hardAt.Store(0)
		tm.softAt.Store(0)
		return
	}
	hardAt := at(from, tm.budget.Hard)
	if tm.Rules.HardPercent > 0 && aim > 0 {
		// The deadline follows any aim, even one its share rounds to
		// nothing (an aim of 1 ns: the deadline is the start, not none).
		hardAt = from.Add(aim * time.Duration(tm.Rules.HardPercent) / 100).UnixNano()
	}
	tm.hardAt.Store(hardAt)
	tm.softAt.Store(at(from, aim))
}

func at(from time.Time, d time.Duration) int64 {
	if d <= 0 {
		return 0
	}
	return from.Add(d).UnixNano()
}

// Timed reports whether the search runs against a time budget.
func (tm *TimeManager) Timed() bool { return tm.timed.Load() }

// Expired reports whether the hard deadline has passed.
func (tm *TimeManager) Expired(now time.Time) bool {
	h := tm.hardAt.Load()
	return h != 0 && now.UnixNano() >= h
}

// HardDeadline is the hard deadline (the zero Time: none).
func (tm *TimeManager) HardDeadline() time.Time {
	if h := tm.hardAt.Load(); h != 0 {
		return time.Unix(0, h)
	}
	return time.Time{}
}

// Elapsed is the time since the search started.
func (tm *TimeManager) Elapsed(now time.Time) time.Duration { return now.Sub(tm.start) }

// Continue is the decision after a completed iteration: whether another
// may start. Without a time budget it always may. The first decision after
// a Restart that gave a search without a budget one counts the iteration
// as one that changed the best move.
func (tm *TimeManager) Continue(now time.Time, p Progress) bool {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	if !tm.timed.Load() {
		return true
	}
	r := &tm.Rules
	soft := tm.softAt.Load()
	if soft == 0 {
		return true
	}
	if tm.restarted {
		p.BestChanged, tm.restarted = true, false
	}
	start := tm.start.UnixNano()
	aim := soft - start // Soft (or Extended) counted from the start, ponder time included
	fell := tm.prevScore - p.Score
	tm.prevScore = p.Score
	if r.ScaleFrom > 0 && p.Depth >= r.ScaleFrom {
		if p.BestChanged {
			tm.stable = 0
		} else {
			tm.stable++
		}
		scale := int64(100)
		switch {
		case tm.stable == 0 && r.ChangedPercent > 0:
			scale = int64(r.ChangedPercent)
		case r.StableAfter > 0 && tm.stable >= r.StableAfter:
			scale = int64(r.StablePercent)
		}
		if r.FallPercent > 0 && fell > r.FallMargin {
			scale += int64(r.FallPercent)
		}
		aim = aim * scale / 100
	}
	if r.CriticalFrom > 0 {
		unstable := p.Depth >= r.CriticalFrom && (p.BestChanged || fell > r.CriticalFall)
		a := tm.aim(tm.Critical || unstable)
		tm.setDeadlines(tm.start, a)
		aim = int64(a)
	}
	elapsed := now.UnixNano() - start
	return elapsed <= aim*int64(r.NewIterationPercent)/100
}
