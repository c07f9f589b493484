package enginekit

import (
	"testing"
	"time"
)

// The xiangqi rules: the aim scales with the best move's stability and a
// falling score; the hard deadline stays.
func TestTimeManagerStability(t *testing.T) {
	start := time.Unix(1000, 0)
	rules := TimeRules{NewIterationPercent: 60, ScaleFrom: 4, ChangedPercent: 150, StableAfter: 4, StablePercent: 70, FallMargin: 30, FallPercent: 40}
	tm := &TimeManager{Rules: rules}
	tm.Start(start, Budget{Soft: time.Second, Hard: 3 * time.Second})
	if got := tm.HardDeadline(); !got.Equal(start.Add(3 * time.Second)) {
		t.Fatalf("hard deadline %v, want start + 3 s", got)
	}
	steps := []struct {
		depth, score int
		changed      bool
		elapsed      time.Duration
		want         bool
		why          string
	}{
		{1, 10, true, 100 * time.Millisecond, true, "before depth 4 the aim is Soft: 600 ms"},
		{2, 10, false, 600 * time.Millisecond, true, "600 ms is not past 60 % of 1 s"},
		{3, 10, false, 601 * time.Millisecond, false, "past 60 % of 1 s"},
		{4, 10, true, 800 * time.Millisecond, true, "a change: 150 %, so 900 ms"},
		{5, 10, false, 601 * time.Millisecond, false, "stable once: 100 %"},
		{6, 10, false, 601 * time.Millisecond, false, "stable twice"},
		{7, 10, false, 601 * time.Millisecond, false, "stable three times"},
		{8, 10, false, 419 * time.Millisecond, true, "stable four times: 70 %, so 420 ms"},
		{9, -30, false, 659 * time.Millisecond, true, "a fall of 40 > 30 adds 40 %: 110 % of 1 s, 660 ms"},
		{10, -30, false, 421 * time.Millisecond, false, "stable and no fall: 420 ms"},
	}
	for _, s := range steps {
		if got := tm.Continue(start.Add(s.elapsed), Progress{Depth: s.depth, Score: s.score, BestChanged: s.changed}); got != s.want {
			t.Errorf("depth %d: Continue = %v, want %v (%s)", s.depth, got, s.want, s.why)
		}
	}
	if !tm.HardDeadline().Equal(start.Add(3 * time.Second)) {
		t.Error("the stability rules moved the hard deadline")
	}
}

// The caro rules: a critical position (the engine's word, or a change or
// a fall from depth 5) aims at the extended budget, and the hard deadline
// follows the aim at 90 %.
func TestTimeManagerCritical(t *testing.T) {
	start := time.Unix(1000, 0)
	rules := TimeRules{NewIterationPercent: 50, CriticalFrom: 5, CriticalFall: 400, HardPercent: 90}
	b := Budget{Soft: time.Second, Extended: 3 * time.Second}

	tm := &TimeManager{Rules: rules}
	tm.Start(start, b)
	if got := tm.HardDeadline(); !got.Equal(start.Add(900 * time.Millisecond)) {
		t.Fatalf("quiet position: hard deadline %v, want start + 0.9 s", got.Sub(start))
	}
	steps := []struct {
		depth, score int
		changed      bool
		elapsed      time.Duration
		want         bool
		hard         time.Duration
	}{
		{4, 0, true, 400 * time.Millisecond, true, 900 * time.Millisecond},       // a change before depth 5 does not count
		{5, 0, true, 1400 * time.Millisecond, true, 2700 * time.Millisecond},     // a change: 3 s, half is 1.5 s
		{6, 0, false, 600 * time.Millisecond, false, 900 * time.Millisecond},     // settled: back to 1 s
		{7, -401, false, 1200 * time.Millisecond, true, 2700 * time.Millisecond}, // a fall of 401
	}
	for _, s := range steps {
		if got := tm.Continue(start.Add(s.elapsed), Progress{Depth: s.depth, Score: s.score, BestChanged: s.changed}); got != s.want {
			t.Errorf("depth %d: Continue = %v, want %v", s.depth, got, s.want)
		}
		if got := tm.HardDeadline().Sub(start); got != s.hard {
			t.Errorf("depth %d: hard deadline start + %v, want + %v", s.depth, got, s.hard)
		}
	}

	threatened := &TimeManager{Rules: rules, Critical: true}
	threatened.Start(start, b)
	if got := threatened.HardDeadline().Sub(start); got != 2700*time.Millisecond {
		t.Errorf("threatened: hard deadline start + %v, want + 2.7 s", got)
	}
	if !threatened.Continue(start.Add(1500*time.Millisecond), Progress{Depth: 6}) {
		t.Error("threatened: stopped before half of the extended budget")
	}
	if threatened.Expired(start.Add(2699*time.Millisecond)) || !threatened.Expired(start.Add(2700*time.Millisecond)) {
		t.Error("Expired does not turn at the hard deadline")
	}
}

// With HardPercent, a positive aim always has a hard deadline, even one
// whose share rounds to nothing: an aim of 1 ns stops at the start.
func TestTimeManagerTinyAim(t *testing.T) {
	start := time.Unix(1000, 0)
	tm := &TimeManager{Rules: TimeRules{NewIterationPercent: 50, HardPercent: 90}}
	tm.Start(start, Budget{Soft: 1})
	if got := tm.HardDeadline(); !got.Equal(start) {
		t.Errorf("aim 1 ns: hard deadline %v, want the start", got)
	}
	if !tm.Expired(start) {
		t.Error("aim 1 ns: not expired at the start")
	}
}

func TestTimeManagerUntimed(t *testing.T) {
	tm := &TimeManager{Rules: TimeRules{NewIterationPercent: 50}}
	tm.Start(time.Unix(0, 0), Budget{})
	if tm.Timed() || !tm.HardDeadline().IsZero() || tm.Expired(time.Unix(1e6, 0)) || !tm.Continue(time.Unix(1e6, 0), Progress{Depth: 30}) {
		t.Error("a search without a budget has a deadline")
	}
	tm.Start(time.Unix(0, 0), Budget{Soft: time.Second, Hard: time.Second})
	tm.Suspend()
	if tm.Timed() || tm.Expired(time.Unix(1e6, 0)) {
		t.Error("a suspended search has a deadline")
	}
	tm.Restart(time.Unix(10, 0), Budget{Soft: time.Second, Hard: 2 * time.Second})
	if got := tm.HardDeadline(); !got.Equal(time.Unix(12, 0)) {
		t.Errorf("after Restart at 10 s: hard deadline %v, want 12 s", got.Unix())
	}
	// The aim counts from the start: a ponder hit at 10 s with 1 s to aim
	// at gives 11 s of aim, 5.5 s of it for starting iterations.
	if !tm.Continue(time.Unix(5, 0), Progress{Depth: 3}) || tm.Continue(time.Unix(6, 0), Progress{Depth: 4}) {
		t.Error("after Restart the aim is not counted from the start")
	}
}

func TestLimitsWithDefault(t *testing.T) {
	if got := (Limits{}).WithDefault(); got != (Limits{MoveTime: DefaultTime}) {
		t.Errorf("zero Limits: %+v", got)
	}
	if got := (Limits{Depth: 3}).WithDefault(); got != (Limits{Depth: 3}) {
		t.Errorf("a depth limit got a time: %+v", got)
	}
	if got := (Limits{Clock: 1 << 62}).WithDefault(); got.Clock != LongestLimit {
		t.Errorf("a huge clock is not cut: %v", got.Clock)
	}
}

// The first decision after a Restart that gives a search without a budget
// one counts as one after a change of the best move (xiangqi's ponder hit:
// 150 % of the aim), whatever the engine says; the next ones go by what it
// says again.
func TestTimeManagerRestartCountsAsAChange(t *testing.T) {
	start := time.Unix(1000, 0)
	rules := TimeRules{NewIterationPercent: 60, ScaleFrom: 4, ChangedPercent: 150}
	at := func(ms int) time.Time { return start.Add(time.Duration(ms) * time.Millisecond) }
	tm := &TimeManager{Rules: rules}
	tm.Start(start, Budget{}) // pondering: no budget
	for depth := 1; depth <= 4; depth++ {
		if !tm.Continue(at(500*depth), Progress{Depth: depth}) {
			t.Fatalf("no budget: stopped at depth %d", depth)
		}
	}
	tm.Restart(at(2000), Budget{Soft: time.Second, Hard: 2 * time.Second}) // aim 3 s from the start
	if !tm.Continue(at(2500), Progress{Depth: 5}) {
		t.Error("first decision after Restart: 150 % of 3 s leaves until 2.7 s")
	}
	if tm.Continue(at(2600), Progress{Depth: 6}) {
		t.Error("second decision, best move held: 100 % of 3 s, no iteration after 1.8 s")
	}

	// A Restart of a timed search only moves the deadlines.
	tm.Start(start, Budget{Soft: 3 * time.Second})
	tm.Restart(start, Budget{Soft: 3 * time.Second})
	if tm.Continue(at(2000), Progress{Depth: 5}) {
		t.Error("a Restart of a timed search counted as a change")
	}

	// Start forgets a Restart of the search before.
	tm.Start(start, Budget{})
	tm.Restart(at(3000), Budget{Soft: time.Second})
	tm.Start(start, Budget{Soft: 3 * time.Second})
	if tm.Continue(at(2000), Progress{Depth: 5}) {
		t.Error("a Restart before Start counted as a change")
	}
}

// Restart may come from another goroutine while the search threads read
// the deadlines and the main thread decides (go test -race).
func TestTimeManagerRestartDuringSearch(t *testing.T) {
	start := time.Now()
	tm := &TimeManager{Rules: TimeRules{NewIterationPercent: 60, ScaleFrom: 4, ChangedPercent: 150, CriticalFrom: 5, HardPercent: 90}}
	tm.Start(start, Budget{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		tm.Restart(time.Now(), Budget{Soft: time.Hour, Extended: 2 * time.Hour})
	}()
	for depth := 1; depth <= 200; depth++ {
		tm.Expired(time.Now())
		tm.HardDeadline()
		tm.Timed()
		tm.Continue(time.Now(), Progress{Depth: depth, BestChanged: depth%3 == 0})
	}
	<-done
	if !tm.Timed() || tm.HardDeadline().IsZero() {
		t.Error("after Restart: no budget")
	}
}
