package engine

import (
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
)

// oldLimits are the old caro Limits: Time the soft time, MaxTime the
// critical extension.
type oldLimits struct {
	Time     time.Duration
	Depth    int
	Nodes    int64
	MaxTime  time.Duration
	Infinite bool
}

// The old budget code of Search and alphaBeta, kept to check that the
// time plan gives exactly its numbers.
type oldPlan struct {
	vcfNodes, vctNodes, defNodes int64
	vcfDL, vctDL, defDL          time.Time
	mainDL                       [2]time.Time // threatened false, true
}

func oldWithDefault(lim oldLimits) oldLimits {
	if lim.Time <= 0 && lim.Depth <= 0 && lim.Nodes <= 0 && !lim.Infinite {
		lim.Time = 5 * time.Second
	}
	return lim
}

func oldBudgets(lim oldLimits, start, now time.Time) oldPlan {
	var o oldPlan
	lim = oldWithDefault(lim)
	deadline := time.Time{}
	if lim.Time > 0 {
		deadline = start.Add(lim.Time * 9 / 10)
	}
	o.vcfNodes = 200_000
	switch {
	case lim.Nodes > 0:
		o.vcfNodes = max(1000, lim.Nodes/10)
	case lim.Time <= 0:
		o.vcfNodes = 20_000
	}
	if lim.Time > 0 {
		o.vcfDL = start.Add(lim.Time / 20)
	}
	o.vctNodes = 300_000
	switch {
	case lim.Nodes > 0:
		o.vctNodes = max(1000, lim.Nodes/5)
	case lim.Time <= 0:
		o.vctNodes = 20_000
	}
	if lim.Time > 0 {
		o.vctDL = start.Add(lim.Time / 16)
	}
	o.defDL = deadline
	if lim.Time > 0 {
		o.defDL = now.Add(lim.Time / 8)
	}
	o.defNodes = int64(200_000)
	switch {
	case lim.Nodes > 0:
		o.defNodes = max(2000, lim.Nodes/5)
	case lim.Time <= 0:
		o.defNodes = 20_000
	}
	allowed := func(critical bool) time.Duration {
		if critical && lim.MaxTime > lim.Time {
			return lim.MaxTime
		}
		return lim.Time
	}
	for i, threatened := range []bool{false, true} {
		o.mainDL[i] = deadline
		if lim.Time > 0 {
			o.mainDL[i] = start.Add(allowed(threatened) * 9 / 10)
		}
	}
	return o
}

// oldIteration is the old end-of-iteration rule: the new deadline (only
// when timed) and whether to stop.
func oldIteration(lim oldLimits, start time.Time, deadline time.Time, elapsed time.Duration, depth, move, score, prevMove, prevScore int, threatened bool) (time.Time, bool) {
	lim = oldWithDefault(lim)
	allowed := func(critical bool) time.Duration {
		if critical && lim.MaxTime > lim.Time {
			return lim.MaxTime
		}
		return lim.Time
	}
	unstable := depth >= 5 && (move != prevMove || score < prevScore-400)
	if lim.Time > 0 {
		limit := allowed(threatened || unstable)
		deadline = start.Add(limit * 9 / 10)
		if elapsed > limit/2 {
			return deadline, true
		}
	}
	return deadline, false
}

// The old Gomocup numbers (pbrain's Limits.Budget, HardLimit and
// EngineBrain.limits before the clock moved here; oldBrainLimits's Time
// and MaxTime are the soft time and the extension).
func oldBudget(turn, left time.Duration, leftSet bool) time.Duration {
	const maxTime, defaultTurn = 24 * time.Hour, 5 * time.Second
	b := min(turn, maxTime)
	if b <= 0 {
		b = defaultTurn
	}
	if leftSet {
		b = min(b, left/9)
	}
	b -= max(30*time.Millisecond, b/20)
	return max(b, 10*time.Millisecond)
}

func oldHardLimit(turn, left time.Duration, leftSet bool) time.Duration {
	const maxTime = 24 * time.Hour
	h := min(turn, maxTime)
	if leftSet && (h <= 0 || left < h) {
		h = min(left, maxTime)
	}
	if h <= 0 {
		return 0
	}
	h -= max(50*time.Millisecond, h/20)
	return max(h, 5*time.Millisecond)
}

func oldBrainLimits(turn, left time.Duration, leftSet bool) oldLimits {
	soft := oldBudget(turn, left, leftSet)
	hard := soft
	if h := oldHardLimit(turn, left, leftSet); h > 0 {
		hard = max(soft, min(3*soft, h/3))
	}
	return oldLimits{Time: soft, MaxTime: hard}
}

var planGrid = func() []Limits {
	var out []Limits
	for _, mt := range []time.Duration{0, 1, time.Millisecond, 37 * time.Millisecond, time.Second, 7 * time.Second, 3 * time.Hour} {
		for _, clock := range []time.Duration{0, leastClock, 20 * time.Millisecond, 500 * time.Millisecond, 20 * time.Second, 10 * time.Minute} {
			for _, n := range []int64{0, 1, 999, 5000, 12_345, 1_000_000} {
				for _, d := range []int{0, 3} {
					for _, inf := range []bool{false, true} {
						out = append(out, Limits{MoveTime: mt, Clock: clock, Nodes: n, Depth: d, Infinite: inf})
					}
				}
			}
		}
	}
	return out
}()

// oldEquivalent is what the old code searched with for lim: the old
// brain's Limits for a turn time of MoveTime and a match time left of
// Clock when lim has a time, or DefaultTime as the turn time when lim
// sets no limit (before, the zero Limits aimed at all of DefaultTime,
// without the clock's margins); no time otherwise.
func oldEquivalent(lim Limits) oldLimits {
	o := oldLimits{Depth: lim.Depth, Nodes: lim.Nodes, Infinite: lim.Infinite}
	turn := lim.MoveTime
	if lim.MoveTime <= 0 && lim.Clock <= 0 {
		if lim.Depth > 0 || lim.Nodes > 0 || lim.Infinite {
			return o
		}
		turn = DefaultTime
	}
	b := oldBrainLimits(turn, lim.Clock, lim.Clock > 0)
	o.Time, o.MaxTime = b.Time, b.MaxTime
	return o
}

// The time plan gives the old numbers: the solvers' node budgets and
// deadlines, the main search's deadline, and the end-of-iteration rule of
// the old code under the Limits the old brain gave the same clock.
func TestTimePlanGivesTheOldNumbers(t *testing.T) {
	start := time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC)
	now := start.Add(3 * time.Millisecond)
	for _, lim := range planGrid {
		old := oldEquivalent(lim)
		p, o := newTimePlan(lim, start), oldBudgets(old, start, now)
		if b := p.vcf(); b.nodes != o.vcfNodes || !b.deadline.Equal(o.vcfDL) {
			t.Errorf("%+v: vcf %+v, before %d %v", lim, b, o.vcfNodes, o.vcfDL)
		}
		if b := p.vct(); b.nodes != o.vctNodes || !b.deadline.Equal(o.vctDL) {
			t.Errorf("%+v: vct %+v, before %d %v", lim, b, o.vctNodes, o.vctDL)
		}
		if b := p.defence(now); b.nodes != o.defNodes || !b.deadline.Equal(o.defDL) {
			t.Errorf("%+v: defence %+v, before %d %v", lim, b, o.defNodes, o.defDL)
		}
		for i, threatened := range []bool{false, true} {
			if got := p.timeManager(threatened).HardDeadline(); !got.Equal(o.mainDL[i]) {
				t.Errorf("%+v, threatened %v: deadline %v, before %v", lim, threatened, got, o.mainDL[i])
			}
			for _, elapsed := range []time.Duration{0, time.Millisecond, 300 * time.Millisecond, 3 * time.Second, 11 * time.Second} {
				for _, it := range []struct{ depth, move, score, prevMove, prevScore int }{
					{1, 5, 10, -1, 0}, {4, 5, 10, 6, 900}, {5, 5, 10, 5, 10}, {5, 5, 10, 6, 10},
					{6, 5, -391, 5, 10}, {6, 5, -390, 5, 10}, {9, 7, 3000, 7, 100},
				} {
					// The manager after the previous iteration, then this one.
					tm := p.timeManager(threatened)
					tm.Continue(start, enginekit.Progress{Depth: it.depth - 1, Score: it.prevScore, BestChanged: true})
					more := tm.Continue(start.Add(elapsed), enginekit.Progress{Depth: it.depth, Score: it.score, BestChanged: it.move != it.prevMove})
					dl := tm.HardDeadline()
					odl, ostop := oldIteration(old, start, o.mainDL[i], elapsed, it.depth, it.move, it.score, it.prevMove, it.prevScore, threatened)
					if !dl.Equal(odl) || more == ostop {
						t.Errorf("%+v, %+v after %v: deadline %v continue %v, before %v stop %v", lim, it, elapsed, dl, more, odl, ostop)
					}
				}
			}
		}
	}
}

func TestClockGivesTheOldNumbers(t *testing.T) {
	times := []time.Duration{-time.Second, 0, 1, time.Millisecond, 20 * time.Millisecond, 40 * time.Millisecond,
		100 * time.Millisecond, 700 * time.Millisecond, time.Second, 5 * time.Second, 30 * time.Second,
		3 * time.Minute, 24 * time.Hour, 25 * time.Hour, time.Duration(1 << 62)}
	for _, turn := range times {
		for _, left := range times {
			for _, set := range []bool{false, true} {
				c := Clock{Turn: turn, Left: left, LeftSet: set}
				if got, want := c.Budget(), oldBudget(turn, left, set); got != want {
					t.Errorf("%+v: budget %v, before %v", c, got, want)
				}
				if got, want := c.HardLimit(), oldHardLimit(turn, left, set); got != want {
					t.Errorf("%+v: hard limit %v, before %v", c, got, want)
				}
				p, want := newTimePlan(c.Limits(), time.Time{}), oldBrainLimits(turn, left, set)
				if p.soft != want.Time || p.extended != want.MaxTime {
					t.Errorf("%+v: limits %+v: soft %v extended %v, before %+v", c, c.Limits(), p.soft, p.extended, want)
				}
			}
		}
	}
}

// Gomocup's "time_left 0" (given, nothing left) is the least positive
// Clock, and keeps its old numbers: the least budget, no extension.
func TestNothingLeftIsTheLeastClock(t *testing.T) {
	for _, turn := range []time.Duration{0, time.Second, 30 * time.Second} {
		c := Clock{Turn: turn, LeftSet: true}
		if got := c.Limits(); got != (Limits{MoveTime: turn, Clock: leastClock}) {
			t.Errorf("turn %v, nothing left: %+v", turn, got)
		}
		p, want := newTimePlan(c.Limits(), time.Time{}), oldBrainLimits(turn, 0, true)
		if p.soft != minBudget || p.extended != minBudget || want.Time != minBudget || want.MaxTime != minBudget {
			t.Errorf("turn %v, nothing left: soft %v extended %v, before %+v", turn, p.soft, p.extended, want)
		}
	}
}
