package pbrain

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

// heldInput is a script whose end is held back until release is closed: the
// end of the input cancels a running search, which would make the brain's
// answers depend on how fast the machine is.
type heldInput struct {
	r       io.Reader
	release chan struct{}
}

func (h *heldInput) Read(p []byte) (int, error) {
	n, err := h.r.Read(p)
	if err == io.EOF {
		if n > 0 {
			return n, nil
		}
		<-h.release
	}
	return n, err
}

func holdScript(t *testing.T, lines ...string) io.Reader {
	h := &heldInput{r: strings.NewReader(strings.Join(lines, "\r\n") + "\r\n"), release: make(chan struct{})}
	t.Cleanup(func() { close(h.release) })
	return h
}

// answers are the lines of out other than MESSAGE and DEBUG.
func answers(out string) []string {
	var as []string
	for _, l := range strings.Split(out, "\r\n") {
		if l != "" && !strings.HasPrefix(l, "MESSAGE") && !strings.HasPrefix(l, "DEBUG") {
			as = append(as, l)
		}
	}
	return as
}

// serveScript runs a session of the engine brain; the script must end with
// END after a command that does not search (END right after a search would
// cancel it).
func serveScript(t *testing.T, b Brain, lines ...string) []string {
	t.Helper()
	var out bytes.Buffer
	if err := Serve(context.Background(), b, holdScript(t, lines...), &out); err != nil {
		t.Fatal(err)
	}
	return answers(out.String())
}

// testBrain searches a fixed number of nodes a move, so that its moves do
// not depend on the machine.
func testBrain() *EngineBrain {
	b := NewEngineBrain(engine.Options{HashMB: 4})
	b.Limits = engine.Limits{Nodes: 5_000}
	return b
}

// A scripted Gomocup session: the brain answers every turn with a legal
// move, takes the win when it has one, and survives junk.
func TestEngineBrainSession(t *testing.T) {
	as := serveScript(t, testBrain(),
		"START 15",
		"INFO rule 0",
		"BEGIN",
		"TURN 7,8",
		"FOO bar",
		"BOARD",
		"7,7,1", "8,7,1", "9,7,1", "10,7,1",
		"7,8,2", "8,8,2", "9,8,2",
		"DONE",
		"ABOUT",
		"END",
	)
	if len(as) != 6 {
		t.Fatalf("answers: %q", as)
	}
	if as[0] != "OK" || as[1] != "7,7" {
		t.Errorf("START/BEGIN: %q", as[:2])
	}
	second, err := caro.ParseMoves(as[2])
	if err != nil || len(second) != 1 || second[0] == (caro.Point{X: 7, Y: 7}) || second[0] == (caro.Point{X: 7, Y: 8}) {
		t.Errorf("TURN answer %q", as[2])
	}
	if !strings.HasPrefix(as[3], "UNKNOWN") {
		t.Errorf("junk: %q", as[3])
	}
	if as[4] != "6,7" && as[4] != "11,7" {
		t.Errorf("BOARD with an open four: played %q, want 6,7 or 11,7", as[4])
	}
	if !strings.Contains(as[5], "pbrain-alphabeta") {
		t.Errorf("ABOUT: %q", as[5])
	}
}

func TestEngineBrainRejectsBadSizes(t *testing.T) {
	b := NewEngineBrain(engine.Options{HashMB: 1})
	if err := b.NewGame(4, 15); err == nil {
		t.Error("4x15 accepted")
	}
	if err := b.NewGame(20, 20); err != nil {
		t.Error(err)
	}
}

func TestEngineBrainSwap2(t *testing.T) {
	as := serveScript(t, testBrain(),
		"START 15",
		"SWAP2BOARD", "DONE", // propose an opening
		"SWAP2BOARD", "7,7", "0,0", "8,7", "14,14", "9,7", "DONE", // black has an open three: swap
		"SWAP2BOARD", "0,0", "7,7", "14,14", "8,7", "0,14", "DONE", // white is better: play on
		"ABOUT",
		"END",
	)
	if len(as) != 5 || as[0] != "OK" {
		t.Fatalf("answers %q", as)
	}
	if ms, err := caro.ParseMoves(as[1]); err != nil || len(ms) != 3 {
		t.Errorf("opening proposal %q", as[1])
	}
	if as[2] != "SWAP" {
		t.Errorf("facing black's open three: %q, want SWAP", as[2])
	}
	if ms, err := caro.ParseMoves(as[3]); err != nil || len(ms) != 1 {
		t.Errorf("white ahead: %q, want a move", as[3])
	}
}

// With no limits of its own the brain passes the manager's clock: the turn
// time as MoveTime, the match time left as Clock (the engine's time plan
// turns them into the budget and the critical extension, checked against
// the old numbers in caro/engine's TestClockGivesTheOldNumbers).
func TestEngineBrainLimits(t *testing.T) {
	b := NewEngineBrain(engine.Options{HashMB: 1})
	req := &Request{Limits: Limits{TurnTimeout: 2 * time.Second}}
	if got, want := b.limits(req), (engine.Limits{MoveTime: 2 * time.Second}); got != want {
		t.Errorf("manager's time: %+v, want %+v", got, want)
	}
	match := &Request{Limits: Limits{TurnTimeout: 10100 * time.Millisecond, TimeLeft: 10 * time.Second, TimeLeftSet: true}}
	if got, want := b.limits(match), (engine.Limits{MoveTime: 10100 * time.Millisecond, Clock: 10 * time.Second}); got != want {
		t.Errorf("match clock: %+v, want %+v", got, want)
	}
	// time_left 0: given, nothing left, the least positive clock.
	none := &Request{Limits: Limits{TurnTimeout: time.Second, TimeLeftSet: true}}
	if got, want := b.limits(none), (engine.Limits{MoveTime: time.Second, Clock: time.Nanosecond}); got != want {
		t.Errorf("nothing left: %+v, want %+v", got, want)
	}
	b.Limits.Nodes = 500
	if got := b.limits(req); got != (engine.Limits{Nodes: 500}) {
		t.Errorf("own node limit: %+v", got)
	}
}

// Main serves the protocol with the flags of both commands; with --nodes
// the moves are the same in every run.
func TestMain(t *testing.T) {
	script := []string{"START 15", "INFO timeout_turn 100000", "BEGIN", "TURN 8,8", "TURN 6,6", "TURN 9,9", "ABOUT", "END"}
	var first []string
	for run := range 2 {
		var out, errOut bytes.Buffer
		if code := Main("pbrain-alphabeta", []string{"--nodes", "3000", "--hash", "2"}, holdScript(t, script...), &out, &errOut); code != 0 {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
		as := answers(out.String())
		if len(as) != 6 || as[0] != "OK" || !strings.Contains(as[5], "pbrain-alphabeta") {
			t.Fatalf("answers %q", as)
		}
		if run == 0 {
			first = as
		} else if strings.Join(as, " ") != strings.Join(first, " ") {
			t.Errorf("--nodes: run 1 played %q, run 2 %q", first, as)
		}
	}
	for _, c := range []struct {
		args []string
		want int
		err  string
	}{
		{[]string{"-h"}, 0, "Usage: x [--threads N]"},
		{[]string{"--style", "nope"}, 2, `x: unknown style "nope"`},
		{[]string{"--hash", "17592186044416"}, 2, "x: --hash 17592186044416: want 1..4096 (MiB)"},
		{[]string{"--hash", "0"}, 2, "x: --hash 0: want 1..4096"},
		{[]string{"--threads", "1000000"}, 2, "x: --threads 1000000: want 1..256"},
		{[]string{"--nodes", "-1"}, 2, "x: --nodes -1"},
		{[]string{"--nodes", "z"}, 2, "invalid value"},
		{[]string{"extra"}, 2, `x: unexpected argument "extra"`},
	} {
		var out, errOut bytes.Buffer
		code := Main("x", c.args, strings.NewReader("ABOUT\n"), &out, &errOut)
		if code != c.want || !strings.Contains(errOut.String(), c.err) {
			t.Errorf("%v: exit %d, stderr %q; want %d, %q", c.args, code, errOut.String(), c.want, c.err)
		}
		if out.Len() > 0 {
			t.Errorf("%v: served the protocol: %q", c.args, out.String())
		}
	}
}

// --style seed002 builds the baseline's brain: its moves are the seed-002
// player's, and a memory limit leaves it the baseline.
func TestMainStyleSeed002(t *testing.T) {
	script := []string{"START 15", "INFO max_memory 10000000", "BEGIN", "TURN 8,8", "TURN 6,6", "TURN 9,9", "END"}
	var out, errOut bytes.Buffer
	if code := Main("x", []string{"--style", "seed002"}, holdScript(t, script...), &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var want bytes.Buffer
	if err := Serve(context.Background(), NewBaselineBrain(2), holdScript(t, script...), &want); err != nil {
		t.Fatal(err)
	}
	got, exp := answers(out.String()), answers(want.String())
	if strings.Join(got, " ") != strings.Join(exp, " ") || len(got) != 5 {
		t.Errorf("--style seed002 answered %q, the baseline brain %q", got, exp)
	}
	for _, l := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(l, "MESSAGE") && !strings.Contains(l, "seed002") {
			t.Errorf("not the baseline's search: %q", l)
		}
	}
}

// Any protocol position becomes a move list that leaves the brain to move.
func FuzzEnginePosition(f *testing.F) {
	f.Add(uint8(15), []byte{7, 7, 1, 8, 8, 0})
	f.Add(uint8(10), []byte{1, 1, 1, 2, 2, 1, 3, 3, 1})
	f.Fuzz(func(t *testing.T, size uint8, raw []byte) {
		n := int(size%28) + 5
		pos := Position{Width: n, Height: n}
		seen := map[caro.Point]bool{}
		for i := 0; i+2 < len(raw); i += 3 {
			p := caro.Point{X: int(raw[i]) % n, Y: int(raw[i+1]) % n}
			if seen[p] {
				continue
			}
			seen[p] = true
			pos.Stones = append(pos.Stones, Stone{P: p, Own: raw[i+2]&1 == 1})
		}
		ep := pos.EnginePosition()
		b, err := engine.SetupBoard(n, n, caro.Freestyle, ep.Moves)
		if err != nil {
			t.Fatalf("%v: %v", ep.Moves, err)
		}
		if caro.Stone(b.SideToMove()) != pos.Colour() {
			t.Fatalf("brain is %v, side to move %d", pos.Colour(), b.SideToMove())
		}
		placed := 0
		for _, s := range pos.Stones {
			if !b.Empty(b.Index(s.P)) {
				placed++
			}
		}
		if placed != len(pos.Stones) || b.MoveCount() != len(ep.Moves) {
			t.Fatalf("%d of %d stones placed in %d moves", placed, len(pos.Stones), b.MoveCount())
		}
		// Black plays the even moves: the brain's stones have its colour.
		colour := map[caro.Point]caro.Stone{}
		for i, m := range ep.Moves {
			if m != caro.Pass {
				colour[m] = caro.Stone(1 + i%2)
			}
		}
		for _, s := range pos.Stones {
			if (colour[s.P] == pos.Colour()) != s.Own {
				t.Fatalf("stone %v (own %v) got colour %v; the brain is %v", s.P, s.Own, colour[s.P], pos.Colour())
			}
		}
	})
}

// The manager's max_depth and max_node cap every search (so that match
// --depth and --nodes mean for caro what they mean for xiangqi), the
// brain's own limits too; timeout_turn 0 asks for a fast search.
func TestEngineBrainManagerCaps(t *testing.T) {
	b := NewEngineBrain(engine.Options{HashMB: 1})
	cases := []struct {
		l    Limits
		want engine.Limits
	}{
		{Limits{TurnTimeout: time.Minute, TurnTimeoutSet: true, MaxDepth: 2}, engine.Limits{MoveTime: time.Minute, Depth: 2}},
		{Limits{TurnTimeout: time.Minute, TurnTimeoutSet: true, MaxNodes: 1000}, engine.Limits{MoveTime: time.Minute, Nodes: 1000}},
		{Limits{TurnTimeoutSet: true}, engine.Limits{Depth: FastDepth, Nodes: FastNodes}},
		{Limits{TurnTimeoutSet: true, MaxNodes: 300, MaxDepth: 9}, engine.Limits{Depth: FastDepth, Nodes: 300}},
		{Limits{TurnTimeoutSet: true, MaxDepth: 1}, engine.Limits{Depth: 1, Nodes: FastNodes}},
		{Limits{}, engine.Limits{}}, // the engine's time plan gives DefaultTurn
	}
	for _, c := range cases {
		if got := b.limits(&Request{Limits: c.l}); got != c.want {
			t.Errorf("%+v: %+v, want %+v", c.l, got, c.want)
		}
	}
	b.Limits = engine.Limits{Nodes: 5000, Depth: 4}
	if got := b.limits(&Request{Limits: Limits{MaxNodes: 700, MaxDepth: 9}}); got != (engine.Limits{Nodes: 700, Depth: 4}) {
		t.Errorf("own limits under the manager's caps: %+v", got)
	}
}

// summaries are the engine's MESSAGE lines of a session's output: depth
// and nodes of each move's search.
func summaries(t *testing.T, out string) (depths, nodes []int64) {
	t.Helper()
	for _, l := range strings.Split(out, "\r\n") {
		f := strings.Fields(l)
		if len(f) == 0 || f[0] != "MESSAGE" {
			continue
		}
		for i := 1; i+1 < len(f); i++ {
			v, err := strconv.ParseInt(f[i+1], 10, 64)
			switch {
			case f[i] == "depth" && err == nil:
				depths = append(depths, v)
			case f[i] == "nodes" && err == nil:
				nodes = append(nodes, v)
			}
		}
	}
	return depths, nodes
}

// A game under INFO max_depth and under INFO max_node, as alphabeta match
// sends them for --depth 2 and --nodes 1000 (with a minute a turn): no
// search goes past the depth, none past the node limit and the shares of
// the root's threat solvers (caro/engine's TestNodeLimitBound), where the
// brain once searched to depth 14 and 6.3 M nodes.
func TestEngineBrainMaxDepthAndNodes(t *testing.T) {
	game := []string{"BEGIN", "TURN 0,0", "TURN 14,14", "TURN 0,14", "ABOUT", "END"}
	for _, c := range []struct {
		info         string
		depth, nodes int64
	}{
		{"INFO max_depth 2", 2, 0},
		{"INFO max_node 1000", 0, 1000 + 1000 + 1000},
	} {
		var out bytes.Buffer
		script := append([]string{"START 15", "INFO timeout_match 0", "INFO timeout_turn 60000", c.info}, game...)
		if err := Serve(context.Background(), NewEngineBrain(engine.Options{HashMB: 4}), holdScript(t, script...), &out); err != nil {
			t.Fatal(err)
		}
		depths, nodes := summaries(t, out.String())
		if len(nodes) != 4 || len(answers(out.String())) != 6 || strings.Contains(out.String(), "ERROR") {
			t.Fatalf("%s: %q", c.info, out.String())
		}
		for i := range nodes {
			if (c.depth > 0 && depths[i] > c.depth) || (c.nodes > 0 && nodes[i] > c.nodes) {
				t.Errorf("%s: move %d searched to depth %d, %d nodes", c.info, i+1, depths[i], nodes[i])
			}
		}
	}
}

// INFO timeout_turn 0, "as fast as possible": every answer of a game comes
// from a search within FastDepth plies and a few FastNodes (milliseconds;
// the test checks the limits, not the clock), and is a move on an empty
// cell (the Server checks); a win and a forced block are still played.
func TestEngineBrainTimeoutTurnZero(t *testing.T) {
	pr, pw := io.Pipe()
	var out safeBuffer
	done := make(chan error, 1)
	go func() { done <- Serve(context.Background(), NewEngineBrain(engine.Options{HashMB: 4}), pr, &out) }()
	send := func(l string) { _, _ = io.WriteString(pw, l+"\r\n") }
	wait := func(n int) time.Duration {
		start := time.Now()
		for len(answers(out.String())) < n {
			if time.Since(start) > 10*time.Second {
				t.Fatalf("no answer %d: %q", n, out.String())
			}
			time.Sleep(100 * time.Microsecond)
		}
		return time.Since(start)
	}
	send("START 15")
	send("INFO timeout_turn 0")
	wait(1)
	var slowest time.Duration
	turns := []string{"BEGIN", "TURN 0,0", "TURN 14,14", "TURN 0,14", "TURN 14,0"}
	for i, l := range turns {
		send(l)
		slowest = max(slowest, wait(2+i))
	}
	// Four in a row for the opponent on row 0: the brain blocks at once.
	send("BOARD")
	for _, l := range []string{"0,0,2", "1,0,2", "2,0,2", "3,0,2", "7,7,1", "8,8,1", "6,6,1", "14,14,1"} {
		send(l)
	}
	send("DONE")
	slowest = max(slowest, wait(2+len(turns)))
	send("END")
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	as := answers(out.String())
	if strings.Contains(out.String(), "ERROR") {
		t.Errorf("session: %q", out.String())
	}
	if last := as[len(as)-1]; last != "4,0" {
		t.Errorf("facing a four: played %s, want 4,0", last)
	}
	depths, nodes := summaries(t, out.String())
	for i, d := range depths {
		if d > FastDepth {
			t.Errorf("move %d: depth %d under timeout_turn 0", i+1, d)
		}
	}
	for i, n := range nodes { // the search's FastNodes and its solvers' shares
		if n > 5*FastNodes {
			t.Errorf("move %d: %d nodes under timeout_turn 0", i+1, n)
		}
	}
	// The limits above are what make the move fast; the time is only
	// reported (a loaded machine, or the race detector, may take long).
	t.Logf("slowest answer %v", slowest)
}

// INFO max_memory sizes the table: a third of it, never more than --hash,
// the smallest table (1 MiB) when a third is less; max_memory 0 (no limit)
// gives the brain its --hash back.
func TestEngineBrainMaxMemory(t *testing.T) {
	const mib = 1 << 20
	for _, c := range []struct {
		mem  int64
		hash int
		want int
	}{
		{0, 64, 64}, {1, 64, 1}, {3 * mib, 64, 1}, {30 * mib, 64, 10}, {30 * mib, 4, 4}, {1 << 62, 64, 64},
	} {
		if got := TableMB(c.mem, c.hash); got != c.want {
			t.Errorf("max_memory %d, --hash %d: %d MiB, want %d", c.mem, c.hash, got, c.want)
		}
	}
	b := NewEngineBrain(engine.Options{HashMB: 16})
	b.Limits = engine.Limits{Nodes: 200}
	for _, c := range []struct {
		mem   int64
		bytes int
	}{
		{30 * mib, 8 * mib}, {100_000, mib}, {0, 16 * mib}, {48 * mib, 16 * mib},
	} {
		as := serveScript(t, b, "START 15", fmt.Sprintf("INFO max_memory %d", c.mem), "BEGIN", "ABOUT", "END")
		if len(as) != 3 {
			t.Fatalf("max_memory %d: %q", c.mem, as)
		}
		got := b.strong.TableBytes()
		if got > c.bytes || got < c.bytes/2 {
			t.Errorf("max_memory %d: table of %d bytes, want at most %d", c.mem, got, c.bytes)
		}
		if c.mem > 3*mib && int64(got) > c.mem/3 {
			t.Errorf("max_memory %d: table of %d bytes, more than a third", c.mem, got)
		}
	}
}
