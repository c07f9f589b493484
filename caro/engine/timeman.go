package engine

import (
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
)

// The time plan: one place decides what a caro move's search may spend,
// from the Limits (MoveTime, the move's time, and Clock, the match time
// left) to the soft time and the critical extension, by the rules of the
// manager's clock (Clock: Budget, HardLimit, Extended), and from those to
// the shares of the root solvers, the node budgets, and the main search's
// time manager (enginekit's, with caro's timeRules: the deadline and when
// iterative deepening stops). The numbers are named in params.go.

// DefaultTime is the time a search gets when its Limits set no limit at
// all: the zero Limits searches as one with MoveTime DefaultTime, as in
// the xiangqi engine (enginekit.DefaultTime), so that a forgotten limit
// never searches without end.
const DefaultTime = enginekit.DefaultTime

// Limits bound a search: enginekit's Limits, each field meaning what it
// means in the xiangqi engine. A zero field is "no limit of this kind".
//
//   - Depth: iterative deepening stops after this depth (0: maxDepth).
//   - Nodes: stop after about this many nodes.
//   - MoveTime: the move's time, all of it (Gomocup's turn time): the
//     answer comes within it. The time plan aims at Clock.Budget of it
//     (less max(30 ms, 5 %) for the answer to travel).
//   - Clock: the match time left (Gomocup's time_left): a move takes no
//     more than a ninth of it, and a critical position (the opponent
//     threatens a forced win or has a three or four to answer, or the last
//     iteration changed its mind) may take up to three times the aim
//     within a third of the hard limit (Clock.Extended).
//   - Infinite: no limit but the context's.
//
// Inc and MovesToGo are not read (Gomocup has neither). When none of
// Depth, Nodes, MoveTime, Clock and Infinite is set, the search gets
// DefaultTime as its MoveTime.
type Limits = enginekit.Limits

// withDefault is lim as Search applies it: DefaultTime as MoveTime when it
// sets no limit that caro reads (enginekit's Unlimited, Inc and MovesToGo
// aside). Unlike enginekit.Limits.WithDefault, it does not cut long
// times: the clock's rules cut them where they always did.
func withDefault(lim Limits) Limits {
	read := lim
	read.Inc, read.MovesToGo = 0, 0
	if read.Unlimited() {
		lim.MoveTime = DefaultTime
	}
	return lim
}

// Clock is what a game manager says about time for one move (Gomocup's
// INFO timeout_turn and time_left); the brain passes it as Limits
// (Clock.Limits), and the time plan reads Limits by its rules.
type Clock struct {
	Turn    time.Duration // time for one move (0: DefaultTurn)
	Left    time.Duration // time left of the match, when LeftSet
	LeftSet bool
}

// leastClock is the Limits.Clock of a manager's "time_left 0" (given,
// nothing left): the least positive clock, since a zero Clock means none.
// The clock's rules give it the numbers of a time left of 0: the least
// budget (minBudget) and no extension.
const leastClock = time.Nanosecond

// Limits are the search limits of a move under the clock: MoveTime the
// turn time, Clock the match time left (leastClock when it is given as
// nothing or less; 0 when it is not given).
func (c Clock) Limits() Limits {
	lim := Limits{MoveTime: c.Turn}
	switch {
	case c.LeftSet && c.Left > 0:
		lim.Clock = c.Left
	case c.LeftSet:
		lim.Clock = leastClock
	}
	return lim
}

// clockOf is the clock of lim's times: the inverse of Clock.Limits as far
// as the clock's rules can tell.
func clockOf(lim Limits) Clock {
	return Clock{Turn: lim.MoveTime, Left: lim.Clock, LeftSet: lim.Clock > 0}
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

// Extended is the aim in a critical position: up to three times Budget,
// within a third of the hard limit (Budget when that leaves no room).
func (c Clock) Extended() time.Duration {
	soft := c.Budget()
	if h := c.HardLimit(); h > 0 {
		return max(soft, min(criticalFactor*soft, h/criticalHardDen))
	}
	return soft
}

// solverBudget is what one call of the threat solver may spend.
type solverBudget struct {
	nodes    int64
	deadline time.Time // zero: none
}

// timePlan is one search's time and node budgets, decided from its Limits
// (defaults applied) and its start: soft is the time to aim at (0: the
// search is not timed), extended the aim in a critical position.
type timePlan struct {
	lim            Limits
	start          time.Time
	soft, extended time.Duration
}

func newTimePlan(lim Limits, start time.Time) timePlan {
	p := timePlan{lim: withDefault(lim), start: start}
	if p.lim.MoveTime > 0 || p.lim.Clock > 0 {
		c := clockOf(p.lim)
		p.soft, p.extended = c.Budget(), c.Extended()
	}
	return p
}

// timed reports whether the search has a clock.
func (p timePlan) timed() bool { return p.soft > 0 }

// solver is the budget of a root solver: def nodes in a timed search,
// Nodes/den (at least least) under a node limit, depthOnlySolverNodes
// otherwise; soft/timeDen from `from` when timed.
func (p timePlan) solver(def, den, least int64, timeDen time.Duration, from time.Time) solverBudget {
	b := solverBudget{nodes: def}
	switch {
	case p.lim.Nodes > 0:
		b.nodes = max(least, p.lim.Nodes/den)
	case !p.timed():
		b.nodes = depthOnlySolverNodes
	}
	if p.timed() {
		b.deadline = from.Add(p.soft / timeDen)
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
// aim soft (extended while critical), no budget when untimed.
func (p timePlan) timeManager(critical bool) *enginekit.TimeManager {
	tm := &enginekit.TimeManager{Rules: timeRules, Critical: critical}
	var bud enginekit.Budget
	if p.timed() {
		bud = enginekit.Budget{Soft: p.soft, Extended: p.extended}
	}
	tm.Start(p.start, bud)
	return tm
}
