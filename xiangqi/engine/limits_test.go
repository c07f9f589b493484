package engine

import (
	"context"
	"math"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// A time limit too large for a deadline in nanoseconds (MoveTime of 292
// years, the largest Duration) is a long limit, not an expired one: the
// search reaches its depth limit.
func TestHugeTimeLimitIsLong(t *testing.T) {
	e := New(Options{HashMB: 2})
	for _, lim := range []Limits{
		{Limits: enginekit.Limits{MoveTime: math.MaxInt64, Depth: 4}},
		{Limits: enginekit.Limits{Clock: math.MaxInt64, Inc: math.MaxInt64, Depth: 4}},
	} {
		res := e.Search(context.Background(), xiangqi.NewPosition(), lim, nil)
		if res.Depth != 4 {
			t.Errorf("limits %+v: stopped at depth %d", lim, res.Depth)
		}
	}
}

// budget's numbers, case by case: the soft limit (no new iteration after
// it) and the hard one for each kind of limit. A change of the time
// policy changes this table on purpose; moving its code must not.
func TestBudgetTable(t *testing.T) {
	const ms, s = time.Millisecond, time.Second
	for _, c := range []struct {
		lim        Limits
		soft, hard time.Duration
	}{
		{Limits{}, 4950 * ms, 4950 * ms}, // DefaultTime less the default overhead
		{Limits{Limits: enginekit.Limits{Depth: 5}}, 0, 0},
		{Limits{Limits: enginekit.Limits{MoveTime: s}}, 950 * ms, 950 * ms},
		{Limits{Limits: enginekit.Limits{MoveTime: 30 * ms}}, ms, ms},
		{Limits{Limits: enginekit.Limits{MoveTime: s}, Overhead: 200 * ms}, 800 * ms, 800 * ms},
		{Limits{Limits: enginekit.Limits{MoveTime: 48 * time.Hour}}, 24*time.Hour - 50*ms, 24*time.Hour - 50*ms},
		{Limits{Limits: enginekit.Limits{Clock: time.Minute}}, time.Minute / 18, 3 * (time.Minute / 18)},
		{Limits{Limits: enginekit.Limits{Clock: time.Minute, Inc: s}}, time.Minute/18 + 500*ms, 3 * (time.Minute/18 + 500*ms)},
		{Limits{Limits: enginekit.Limits{Clock: 3 * s, Inc: 30 * ms}}, 3*s/18 + 15*ms, 3 * (3*s/18 + 15*ms)},
		{Limits{Limits: enginekit.Limits{Clock: 10 * time.Minute, MovesToGo: 40}}, 10 * time.Minute / 18, 3 * (10 * time.Minute / 18)},
		{Limits{Limits: enginekit.Limits{Clock: 10 * time.Minute, MovesToGo: 5}}, 120 * s, 120 * s},
		{Limits{Limits: enginekit.Limits{Clock: 10 * s, MovesToGo: 1}}, 8950 * ms, 8950 * ms},
		{Limits{Limits: enginekit.Limits{Clock: 100 * ms}}, 100 * ms / 18, 3 * (100 * ms / 18)},
		{Limits{Limits: enginekit.Limits{Clock: 20 * ms, Inc: 2 * s}}, ms, ms},
		{Limits{Limits: enginekit.Limits{Inc: 2 * s}}, ms, ms},
		{Limits{Limits: enginekit.Limits{Clock: 5 * time.Minute, Inc: 3 * s}, Overhead: 100 * ms}, 5*time.Minute/18 + 1500*ms, 3 * (5*time.Minute/18 + 1500*ms)},
		{Limits{Limits: enginekit.Limits{Clock: 48 * time.Hour, Inc: 48 * time.Hour}}, 4*time.Hour + 48*time.Minute, 4*time.Hour + 48*time.Minute},
	} {
		if soft, hard := budget(c.lim); soft != c.soft || hard != c.hard {
			t.Errorf("limits %+v: soft %v hard %v, want %v %v", c.lim, soft, hard, c.soft, c.hard)
		}
	}
}

func TestBudget(t *testing.T) {
	for _, clock := range []time.Duration{0, time.Millisecond, 20 * time.Millisecond, 100 * time.Millisecond, time.Second, 10 * time.Second, 10 * time.Minute} {
		for _, inc := range []time.Duration{0, 100 * time.Millisecond, 2 * time.Second} {
			for _, mtg := range []int{0, 1, 5, 40} {
				soft, hard := budget(Limits{Limits: enginekit.Limits{Clock: clock, Inc: inc, MovesToGo: mtg}})
				if clock == 0 && inc == 0 {
					continue
				}
				if hard <= 0 || soft <= 0 || soft > hard {
					t.Errorf("clock %v inc %v mtg %d: soft %v hard %v", clock, inc, mtg, soft, hard)
				}
				if clock > 100*time.Millisecond && hard > clock-50*time.Millisecond {
					t.Errorf("clock %v inc %v mtg %d: hard limit %v leaves no margin", clock, inc, mtg, hard)
				}
			}
		}
	}
}

// The limits the protocol makes of the largest and smallest numbers a GUI
// may send (see xiangqi/uci's TestGoNumbersNeverOverflow) get a sane
// budget: a soft limit no later than the hard one, both positive and
// within TimeLimitCap.
func TestBudgetOfExtremeLimits(t *testing.T) {
	for _, lim := range []Limits{
		{Limits: enginekit.Limits{MoveTime: TimeLimitCap}}, {Limits: enginekit.Limits{MoveTime: time.Millisecond}}, {Limits: enginekit.Limits{MoveTime: 1500 * time.Millisecond}},
		{Limits: enginekit.Limits{Clock: TimeLimitCap, Inc: TimeLimitCap}}, {Limits: enginekit.Limits{Clock: time.Minute, MovesToGo: 1000}},
		{Limits: enginekit.Limits{Clock: TimeLimitCap, Inc: 2 * time.Second}}, {Limits: enginekit.Limits{Clock: time.Millisecond}},
		{Limits: enginekit.Limits{MoveTime: math.MaxInt64}}, {Limits: enginekit.Limits{Clock: math.MaxInt64, Inc: math.MaxInt64}},
	} {
		soft, hard := budget(lim)
		if soft <= 0 || hard <= 0 || soft > hard || hard > TimeLimitCap {
			t.Errorf("limits %+v: soft %v hard %v", lim, soft, hard)
		}
	}
}

// The zero Limits gets DefaultTime, as in the caro engine; a node or depth
// limit alone, Infinite and Ponder set no clock at all.
func TestZeroLimitsGetDefaultTime(t *testing.T) {
	soft, hard := budget(Limits{})
	wantSoft, wantHard := budget(Limits{Limits: enginekit.Limits{MoveTime: DefaultTime}})
	if soft != wantSoft || hard != wantHard || hard <= 0 {
		t.Errorf("zero Limits: soft %v hard %v, want %v %v", soft, hard, wantSoft, wantHard)
	}
	for _, lim := range []Limits{{Limits: enginekit.Limits{Nodes: 3000}}, {Limits: enginekit.Limits{Depth: 4}}, {Limits: enginekit.Limits{Infinite: true}}, {Ponder: true}} {
		if soft, hard := budget(lim); soft != 0 || hard != 0 {
			t.Errorf("limits %+v: soft %v hard %v, want no clock", lim, soft, hard)
		}
	}
	// A node limit alone bounds the search by nodes (checked every 1024).
	e := New(Options{HashMB: 1, Threads: 1})
	res := e.Search(context.Background(), xiangqi.NewPosition(), Limits{Limits: enginekit.Limits{Nodes: 3000}}, nil)
	if d := e.tm.kit.HardDeadline(); !d.IsZero() || res.Nodes < 3000 || res.Nodes > 3000+2048 {
		t.Errorf("a limit of 3000 nodes: %d nodes, deadline %v", res.Nodes, d)
	}
}

// BranchingFactor is the effective branching factor, as in the caro engine:
// the nodes of an iteration over those of the previous one.
func TestInfoBranchingFactorIsEffective(t *testing.T) {
	var infos []Info
	e := New(Options{HashMB: 1, Threads: 1})
	e.Search(context.Background(), xiangqi.NewPosition(), Limits{Limits: enginekit.Limits{Depth: 5}}, func(in Info) { infos = append(infos, in) })
	if len(infos) != 5 {
		t.Fatalf("%d iterations reported, want 5", len(infos))
	}
	if infos[0].BranchingFactor != 0 {
		t.Errorf("depth 1: branching factor %v, want 0", infos[0].BranchingFactor)
	}
	var prev, prevIter int64
	for _, in := range infos {
		iter := in.Nodes - prev
		if prevIter > 0 {
			if want := float64(iter) / float64(prevIter); in.BranchingFactor != want {
				t.Errorf("depth %d: branching factor %v, want %d/%d = %v", in.Depth, in.BranchingFactor, iter, prevIter, want)
			}
		}
		if in.MovesPerNode() <= in.BranchingFactor {
			t.Errorf("depth %d: %v moves per node, not above the effective branching factor %v", in.Depth, in.MovesPerNode(), in.BranchingFactor)
		}
		prev, prevIter = in.Nodes, iter
	}
}

// anotherIteration's decisions along a search with a soft limit of one
// second: each step is an iteration that ended at ms after the start.
func TestAnotherIteration(t *testing.T) {
	const a, b = xiangqi.Move(1), xiangqi.Move(2)
	type step struct {
		ms, depth int
		best      xiangqi.Move
		score     int
		want      bool
	}
	for _, c := range []struct {
		name            string
		lim             Limits
		roots           int
		steps           []step
		ponder, noClock bool
	}{
		{name: "stable move: 100 % of the soft limit, no new iteration after 60 % of it", steps: []step{
			{100, 1, a, 10, true}, {300, 3, a, 10, true}, {500, 4, a, 10, true}, {650, 5, a, 10, false}}},
		{name: "best move changed: 150 %", steps: []step{
			{100, 1, a, 10, true}, {300, 3, a, 10, true}, {650, 4, b, 10, true}, {950, 5, b, 10, false}}},
		{name: "score fell by more than 30: 140 %", steps: []step{
			{300, 3, a, 10, true}, {800, 4, a, -21, true}}},
		{name: "score fell by 30: 100 %", steps: []step{
			{300, 3, a, 10, true}, {800, 4, a, -20, false}}},
		{name: "held four iterations: 70 %", steps: []step{
			{50, 3, a, 0, true}, {100, 4, a, 0, true}, {150, 5, a, 0, true}, {200, 6, a, 0, true}, {400, 7, a, 0, true}, {450, 8, a, 0, false}}},
		{name: "before depth 4 the soft limit is unscaled", steps: []step{
			{590, 1, a, 0, true}, {601, 2, b, 0, false}}},
		{name: "one legal move: stop after depth 2", roots: 1, steps: []step{
			{1, 1, a, 0, true}, {2, 2, a, 0, false}}},
		{name: "mate in 2 found: stop when the depth is past it", steps: []step{
			{1, 4, a, MateValue - 3, true}, {2, 5, a, MateValue - 3, true}, {3, 6, a, MateValue - 3, false}}},
		{name: "pondering goes on", ponder: true, steps: []step{{5000, 9, a, MateValue - 1, true}}},
		{name: "infinite goes on", lim: Limits{Limits: enginekit.Limits{Infinite: true}}, steps: []step{{5000, 9, a, 0, true}}},
		{name: "no clock goes on", lim: Limits{Limits: enginekit.Limits{Depth: 20}}, noClock: true, steps: []step{{5000, 9, a, 0, true}}},
	} {
		var tm timeManager
		start := time.Unix(1000, 0)
		lim := c.lim
		if !lim.Infinite && lim.Depth == 0 {
			lim = Limits{Limits: enginekit.Limits{MoveTime: time.Second}, Overhead: time.Nanosecond} // soft limit 1 s − 1 ns
		}
		lim.Ponder = c.ponder
		tm.begin(start, lim)
		roots := c.roots
		if roots == 0 {
			roots = 40
		}
		for _, s := range c.steps {
			if got := tm.anotherIteration(start.Add(time.Duration(s.ms)*time.Millisecond), s.depth, s.best, s.score, roots); got != s.want {
				t.Errorf("%s: depth %d at %d ms: another iteration %v, want %v", c.name, s.depth, s.ms, got, s.want)
			}
		}
	}
}

// After a ponder hit the clock counts from the hit, the soft limit from the
// search's start (the pondering was free), and the first iteration against
// the clock counts as one that changed the best move (150 %).
func TestAnotherIterationAfterPonderHit(t *testing.T) {
	const a = xiangqi.Move(1)
	var tm timeManager
	start := time.Unix(1000, 0)
	lim := Limits{Limits: enginekit.Limits{MoveTime: time.Second}, Overhead: time.Nanosecond, Ponder: true}
	tm.begin(start, lim)
	at := func(ms int) time.Time { return start.Add(time.Duration(ms) * time.Millisecond) }
	for depth := 1; depth <= 4; depth++ {
		if !tm.anotherIteration(at(500*depth), depth, a, 0, 40) {
			t.Fatalf("pondering: stopped at depth %d", depth)
		}
	}
	tm.ponderHit(at(2000), lim) // soft limit at 3 s from the start
	if !tm.anotherIteration(at(2500), 5, a, 0, 40) {
		t.Error("first iteration after the hit, at 2.5 s: 150 % of 3 s leaves until 2.7 s")
	}
	if tm.anotherIteration(at(2600), 6, a, 0, 40) {
		t.Error("second iteration, best move held: 100 % of 3 s, stop after 1.8 s")
	}
}

// A ponderhit during a search that was not pondering only moves the clock
// (the soft limit counts from the hit): the next iteration is judged by
// its own best move, as before the kit counted ponder hits.
func TestPonderHitOfATimedSearch(t *testing.T) {
	const a = xiangqi.Move(1)
	var tm timeManager
	start := time.Unix(1000, 0)
	lim := Limits{Limits: enginekit.Limits{MoveTime: time.Second}, Overhead: time.Nanosecond}
	tm.begin(start, lim)
	at := func(ms int) time.Time { return start.Add(time.Duration(ms) * time.Millisecond) }
	for depth := 1; depth <= 4; depth++ {
		if !tm.anotherIteration(at(50*depth), depth, a, 0, 40) {
			t.Fatalf("stopped at depth %d", depth)
		}
	}
	tm.ponderHit(at(200), lim) // soft limit at 1.2 s from the start
	if tm.anotherIteration(at(750), 5, a, 0, 40) {
		t.Error("best move held: 100 % of 1.2 s, no iteration after 720 ms")
	}
}

// A node limit N stops a one-thread search at its N-th node, or the next
// one when the root's own count passed it: at most N+1 nodes (count's
// doc), and the move is legal even when not one iteration finished.
func TestNodeLimitOvershoot(t *testing.T) {
	positions := []*xiangqi.Position{xiangqi.NewPosition()}
	for _, fen := range []string{
		"r1bakab1r/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1",
		"3k5/4a4/9/9/9/9/9/9/4A4/3AK2R1 w - - 0 1",
	} {
		p, err := xiangqi.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		positions = append(positions, p)
	}
	limits := []int64{}
	for n := int64(1); n <= 64; n++ {
		limits = append(limits, n)
	}
	limits = append(limits, 100, 500, 1000, 1023, 1024, 1025, 2047, 2048, 2049, 5000, 20000)
	e := New(Options{HashMB: 1, Threads: 1})
	for _, pos := range positions {
		for _, n := range limits {
			e.Clear()
			res := e.Search(context.Background(), pos, Limits{Limits: enginekit.Limits{Nodes: n}}, nil)
			if res.Nodes > n+1 || res.Nodes < 1 {
				t.Errorf("%s nodes %d: searched %d nodes", pos.FEN(), n, res.Nodes)
			}
			if !pos.IsLegal(res.Best) {
				t.Errorf("%s nodes %d: move %v is not legal", pos.FEN(), n, res.Best)
			}
		}
	}
}
