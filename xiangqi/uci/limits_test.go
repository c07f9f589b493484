package uci

import (
	"strconv"

	"github.com/alphabeta-go/alphabeta/xiangqi"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// Numbers of any size in `go` become limits without overflow: times are cut
// to TimeLimitCap, `mate N` to MaxPly, and a limit of 0 is the smallest limit,
// never none. (That the engine's time budget of such limits is sane is
// engine's TestBudgetOfExtremeLimits.)
func TestGoNumbersNeverOverflow(t *testing.T) {
	const huge = "9223372036854775807"
	cases := []struct {
		ucciSeconds bool
		args        string
		check       func(engine.Limits) bool
	}{
		{false, "movetime 9223372036854776", func(l engine.Limits) bool { return l.MoveTime == engine.TimeLimitCap }},
		{false, "movetime " + huge, func(l engine.Limits) bool { return l.MoveTime == engine.TimeLimitCap }},
		{false, "movetime 99999999999999999999999", func(l engine.Limits) bool { return l.MoveTime == engine.TimeLimitCap }},
		{false, "movetime 1500", func(l engine.Limits) bool { return l.MoveTime == 1500*time.Millisecond }},
		{false, "movetime 0", func(l engine.Limits) bool { return l.MoveTime == time.Millisecond }},
		{false, "movetime -7", func(l engine.Limits) bool { return l.MoveTime == time.Millisecond }},
		{false, "mate " + huge, func(l engine.Limits) bool { return l.Depth == engine.MaxPly }},
		{false, "mate 2", func(l engine.Limits) bool { return l.Depth == 5 }},
		{false, "mate 0", func(l engine.Limits) bool { return l.Depth == 1 }},
		{false, "depth 0", func(l engine.Limits) bool { return l.Depth == 1 }},
		{false, "depth " + huge, func(l engine.Limits) bool { return l.Depth == engine.MaxPly }},
		{false, "nodes 0", func(l engine.Limits) bool { return l.Nodes == 1 }},
		{false, "nodes -3", func(l engine.Limits) bool { return l.Nodes == 1 }},
		{false, "wtime " + huge + " btime 5 winc " + huge, func(l engine.Limits) bool { return l.Clock == engine.TimeLimitCap && l.Inc == engine.TimeLimitCap }},
		{false, "wtime 60000 movestogo " + huge, func(l engine.Limits) bool { return l.MovesToGo == 1000 && l.Clock == time.Minute }},
		{true, "time " + huge + " increment " + huge, func(l engine.Limits) bool { return l.Clock == engine.TimeLimitCap && l.Inc == engine.TimeLimitCap }},
		{true, "time 9223372036855 increment 2", func(l engine.Limits) bool { return l.Clock == engine.TimeLimitCap && l.Inc == 2*time.Second }},
	}
	s := NewServer(engine.New(engine.Options{HashMB: 1}), io.Discard)
	for _, arg := range []string{"0", "-4", huge} {
		if _, perft, err := s.parseGo([]string{"perft", arg}); err != nil || perft < 1 || perft > 15 {
			t.Errorf("go perft %s: depth %d, %v", arg, perft, err)
		}
	}
	for _, c := range cases {
		s := NewServer(engine.New(engine.Options{HashMB: 1}), io.Discard)
		if c.ucciSeconds {
			s.Handle("ucci")
			s.Handle("setoption usemillisec false")
		}
		lim, perft, err := s.parseGo(strings.Fields(c.args))
		if perft != 0 {
			t.Errorf("go %s: perft %d", c.args, perft)
		}
		if err != nil {
			t.Errorf("go %s: %v", c.args, err)
			continue
		}
		if !c.check(lim) {
			t.Errorf("go %s: limits %+v", c.args, lim)
		}
	}
}

// Option numbers beyond int64 are cut to the option's range, not refused,
// and never wrap around.
func TestOptionNumbersSaturate(t *testing.T) {
	var out syncBuffer
	e := engine.New(engine.Options{HashMB: 1})
	s := NewServer(e, &out)
	s.maxHashMB = 4
	s.Handle("setoption name Hash value 99999999999999999999999")
	s.Handle("setoption name Threads value -99999999999999999999999")
	s.Handle("setoption name Move Overhead value 9223372036854775807")
	if got := e.Options(); got.HashMB != 4 || got.Threads != 1 || s.overhead != 5*time.Second {
		t.Errorf("hash %d threads %d overhead %v; output:\n%s", got.HashMB, got.Threads, s.overhead, out.String())
	}
	if strings.Contains(out.String(), "error") {
		t.Errorf("output:\n%s", out.String())
	}
}

// A go without depth, nodes or time searches until stop, as before the
// engine's zero Limits came to mean DefaultTime; any limit turns that off.
func TestGoWithoutLimitsSearchesUntilStop(t *testing.T) {
	s := NewServer(engine.New(engine.Options{HashMB: 1}), io.Discard)
	for args, infinite := range map[string]bool{
		"": true, "ponder": true, "movestogo 5": true, "infinite": true,
		"depth 3": false, "nodes 1000": false, "movetime 50": false, "wtime 1000 btime 1000": false, "mate 2": false,
	} {
		lim, _, err := s.parseGo(strings.Fields(args))
		if err != nil || lim.Infinite != infinite {
			t.Errorf("go %s: Infinite %v, want %v (%v)", args, lim.Infinite, infinite, err)
		}
	}
}

// `go nodes N` stops within one node of N with one thread (the engine's
// count: at most N+1), where it once ran to the next 1024: go nodes 1
// searched 741 nodes.
func TestGoNodesStopsAtTheLimit(t *testing.T) {
	for _, n := range []int{1, 7, 300, 1500} {
		s := newSession(t)
		s.send("uci", "position startpos moves h2e2 h9g7", "go nodes "+strconv.Itoa(n))
		line := s.expect("bestmove", 10*time.Second)
		pos, _ := xiangqi.ParseFEN(xiangqi.StartFEN)
		for _, m := range []string{"h2e2", "h9g7"} {
			mv, _ := xiangqi.ParseICCS(m)
			pos.Make(mv)
		}
		bestMove(t, line, pos)
		out := s.close()
		for _, l := range strings.Split(out, "\n") {
			f := strings.Fields(l)
			for i := 0; i+1 < len(f); i++ {
				if f[0] == "info" && f[i] == "nodes" {
					if v, err := strconv.Atoi(f[i+1]); err != nil || v > n+1 {
						t.Errorf("go nodes %d: %q", n, l)
					}
				}
			}
		}
	}
}
