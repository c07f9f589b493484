package engine

import (
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
)

// The time plan: one place decides what a caro move's search may spend,
// from the manager's clock (Clock) to the soft time and the critical
// extension (Limits), and from Limits to the shares of the root solvers,
// the node budgets, and the main search's time manager (enginekit's, with
// caro's timeRules: the deadline and when iterative deepening stops). The
// numbers are named in params.go.

// DefaultTime is the time a search gets when its Limits set no limit at
// all: the zero Limits is Limits{Time: DefaultTime}, as in the xiangqi
// engine (enginekit.DefaultTime), so that a forgotten limit never searches
// without end.
const DefaultTime = enginekit.DefaultTime

// Limits bound a search. A zero field is "no limit of this kind" (Depth:
// maxDepth); when neither Time, Depth nor Nodes is set and Infinite is not,
// the search gets DefaultTime. Infinite searches until the context is
// cancelled (or to depth 64).
type Limits struct {
	Time  time.Duration // answer within this time
	Depth int           // iterative deepening stops after this depth
	Nodes int64         // stop after about this many nodes
	// MaxTime, when above Time, is how long the search may go on in a
	// critical position: the opponent threatens a forced win or has a
	// three or four to answer, or the last iteration changed its mind
	// (another best move, or a falling score).
	MaxTime  time.Duration
	Infinite bool // no limit but the context's (UCI's go infinite)
}

// kit is lim in enginekit's terms (Time is the move's time, all of it;
// MaxTime has no counterpart there: it is caro's critical extension).
func (lim Limits) kit() enginekit.Limits {
	return enginekit.Limits{Depth: lim.Depth, Nodes: lim.Nodes, MoveTime: lim.Time, Infinite: lim.Infinite}
}

// withDefault is lim as Search applies it: DefaultTime when it sets no
// limit (enginekit's Unlimited). Unlike enginekit.Limits.WithDefault, it
// does not cut long times: caro's Time has never been cut.
func (lim Limits) withDefault() Limits {
	if lim.kit().Unlimited() {
		lim.Time = DefaultTime
	}
	return lim
}

// Clock is what a game manager says about time for one move (Gomocup's
// INFO timeout_turn and time_left): the brain passes these numbers and the
// engine's time plan turns them into Limits.
type Clock struct {
	Turn    time.Duration // time for one move (0: DefaultTurn)
	Left    time.Duration // time left of the match, when LeftSet
	LeftSet bool
}

// Budget is the soft time of a move: the turn time, no more than a ninth
// of the match time left, less a margin for the answer to travel, and at
// least 10 ms.
func (c Clock) Budget() time.Duration {
	b := min(c.Turn, MaxClockTime)
	if b <= 0 {
		b = DefaultTurn
	}
	if c.LeftSet {
		b = min(b, c.Left/matchLeftDen)
	}
	b -= max(budgetMargin, b/budgetMarginDen)
	return max(b, minBudget)
}

// HardLimit is when the move must be given at the latest: the turn time or
// the match time left, less a margin; zero when there is no limit.
func (c Clock) HardLimit() time.Duration {
	h := min(c.Turn, MaxClockTime)
	if c.LeftSet && (h <= 0 || c.Left < h) {
		h = min(c.Left, MaxClockTime)
	}
	if h <= 0 {
		return 0
	}
	h -= max(hardMargin, h/hardMarginDen)
	return max(h, minHard)
}

// Limits are the search limits of a move under the clock: Budget as the
// soft time, and up to three times it (within a third of the hard limit)
// for a critical position.
func (c Clock) Limits() Limits {
	soft := c.Budget()
	hard := soft
	if h := c.HardLimit(); h > 0 {
		hard = max(soft, min(criticalFactor*soft, h/criticalHardDen))
	}
	return Limits{Time: soft, MaxTime: hard}
}

// solverBudget is what one call of the threat solver may spend.
type solverBudget struct {
	nodes    int64
	deadline time.Time // zero: none
}

// timePlan is one search's time and node budgets, decided from its Limits
// (defaults applied) and its start.
type timePlan struct {
	lim   Limits
	start time.Time
}

func newTimePlan(lim Limits, start time.Time) timePlan {
	return timePlan{lim: lim.withDefault(), start: start}
}

// timed reports whether the search has a clock.
func (p timePlan) timed() bool { return p.lim.Time > 0 }

// solver is the budget of a root solver: def nodes in a timed search,
// Nodes/den (at least least) under a node limit, depthOnlySolverNodes
// otherwise; Time/timeDen from `from` when timed.
func (p timePlan) solver(def, den, least int64, timeDen time.Duration, from time.Time) solverBudget {
	b := solverBudget{nodes: def}
	switch {
	case p.lim.Nodes > 0:
		b.nodes = max(least, p.lim.Nodes/den)
	case p.lim.Time <= 0:
		b.nodes = depthOnlySolverNodes
	}
	if p.lim.Time > 0 {
		b.deadline = from.Add(p.lim.Time / timeDen)
	}
	return b
}

// vcf is the budget of the root's search for a forced win by fours.
func (p timePlan) vcf() solverBudget {
	return p.solver(vcfNodes, vcfNodeDen, vcfMinNodes, vcfTimeDen, p.start)
}

// vct is the budget of the root's search for a forced win by threats.
func (p timePlan) vct() solverBudget {
	return p.solver(vctNodes, vctNodeDen, vctMinNodes, vctTimeDen, p.start)
}

// defence is the budget of the root defence against the opponent's VCF,
// which starts at now.
func (p timePlan) defence(now time.Time) solverBudget {
	return p.solver(defenceNodes, defenceNodeDen, defenceMinNodes, defenceTimeDen, now)
}

// timeManager is the main search's time manager: caro's timeRules, the
// aim Time (MaxTime while critical), no budget when untimed.
func (p timePlan) timeManager(critical bool) *enginekit.TimeManager {
	tm := &enginekit.TimeManager{Rules: timeRules, Critical: critical}
	var bud enginekit.Budget
	if p.timed() {
		bud = enginekit.Budget{Soft: p.lim.Time, Extended: p.lim.MaxTime}
	}
	tm.Start(p.start, bud)
	return tm
}
