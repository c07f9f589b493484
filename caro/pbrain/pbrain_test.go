package pbrain

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

// firstEmpty is a trivial brain: the first empty cell in reading order. It
// records what it was given.
type firstEmpty struct {
	sizes []string
	reqs  []Request
	info  []string
}

func (b *firstEmpty) About() string { return `name="first-empty", version="1"` }

func (b *firstEmpty) NewGame(w, h int) error {
	if w < 5 || h < 5 {
		return errors.New("too small")
	}
	b.sizes = append(b.sizes, fmt.Sprintf("%dx%d", w, h))
	return nil
}

func (b *firstEmpty) Move(ctx context.Context, req *Request) (caro.Point, error) {
	b.reqs = append(b.reqs, *req)
	board, err := req.Board()
	if err != nil {
		return caro.Point{}, err
	}
	req.Debugf("thinking about\n%d stones", board.Stones())
	for y := 0; y < board.Height(); y++ {
		for x := 0; x < board.Width(); x++ {
			if p := (caro.Point{X: x, Y: y}); board.At(p) == caro.Empty {
				return p, nil
			}
		}
	}
	return caro.Point{}, errors.New("board full")
}

func (b *firstEmpty) Info(k, v string) { b.info = append(b.info, k+"="+v) }

func run(t *testing.T, brain Brain, input string) []string {
	t.Helper()
	var out bytes.Buffer
	if err := Serve(context.Background(), brain, strings.NewReader(input), &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if text != "" && !strings.HasSuffix(text, "\r\n") {
		t.Fatalf("output does not end in CR LF: %q", text)
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSuffix(text, "\r\n"), "\r\n") {
		if l != "" && !strings.HasPrefix(l, "DEBUG ") {
			lines = append(lines, l)
		}
	}
	return lines
}

func expect(t *testing.T, got []string, want ...string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d lines %q, want %q", len(got), got, want)
	}
	for i := range want {
		if strings.HasSuffix(want[i], "*") {
			if !strings.HasPrefix(got[i], strings.TrimSuffix(want[i], "*")) {
				t.Errorf("line %d: got %q, want %q", i+1, got[i], want[i])
			}
		} else if got[i] != want[i] {
			t.Errorf("line %d: got %q, want %q", i+1, got[i], want[i])
		}
	}
}

func TestGameFlow(t *testing.T) {
	b := &firstEmpty{}
	out := run(t, b, "START 15\r\nBEGIN\r\nturn 7,7\r\nTURN 1,0\r\nABOUT\r\nEND\r\nTURN 3,3\r\n")
	expect(t, out, "OK", "0,0", "1,0*", "ERROR TURN: 1,0 is occupied", `name="first-empty", version="1"`)
	if len(b.reqs) != 2 {
		t.Fatalf("%d moves asked", len(b.reqs))
	}
	r := b.reqs[1].Position
	want := []Stone{{caro.Point{X: 0, Y: 0}, true}, {caro.Point{X: 7, Y: 7}, false}}
	if len(r.Stones) != 2 || r.Stones[0] != want[0] || r.Stones[1] != want[1] {
		t.Fatalf("second request stones %v, want %v", r.Stones, want)
	}
	if r.Colour() != caro.Black {
		t.Fatal("the brain that began is black")
	}
	board, err := r.Board()
	if err != nil || board.SideToMove() != caro.Black || board.At(caro.Point{X: 7, Y: 7}) != caro.White || len(board.History()) != 2 {
		t.Fatalf("board: %v\n%s", err, board)
	}
}

func TestErrorsAndJunk(t *testing.T) {
	b := &firstEmpty{}
	out := run(t, b, strings.Join([]string{
		"TURN 7,7", // before START
		"FOO bar",  // unknown
		"",         // blank: ignored
		"START 40", // too big
		"START x",  // malformed
		"START 4",  // the brain refuses
		"RECTSTART 20,15",
		"TURN 20,3",    // outside
		"TURN 7",       // malformed
		"TURN -1,2",    // outside
		"TAKEBACK 3,3", // nothing there
		"INFO timeout_turn soon",
		"TURN 19,14",
		"TAKEBACK 19,14",
		"\x00\xff junk",
		"END",
	}, "\n"))
	expect(t, out,
		"ERROR no game: send START first",
		`UNKNOWN command "FOO"`,
		"ERROR unsupported size*",
		"ERROR START wants*",
		"ERROR too small",
		"OK",
		"ERROR TURN: 20,3 is outside the 20x15 board",
		"ERROR TURN: want x,y*",
		"ERROR TURN: -1,2 is outside*",
		"ERROR TAKEBACK: no stone on 3,3",
		"ERROR INFO timeout_turn*",
		"0,0",
		"OK",
		"UNKNOWN*",
	)
	if len(b.reqs) != 1 || b.reqs[0].Position.Width != 20 || b.reqs[0].Position.Height != 15 || b.reqs[0].Position.Colour() != caro.White {
		t.Fatalf("RECTSTART 20,15 then TURN: %+v", b.reqs)
	}
}

func TestBoardAndInfo(t *testing.T) {
	b := &firstEmpty{}
	out := run(t, b, "START 15\nINFO rule 4\nINFO timeout_turn 2000\nINFO time_left 60000\nINFO max_memory 83886080\nINFO game_type 1\nINFO folder /tmp\nINFO rule x\n"+
		"BOARD\n7,7,2\n0,0,1\nnonsense\n8,8,2\n7,7,1\n99,1,1\n3,3,3\nDONE\nEND\n")
	expect(t, out, "OK", "ERROR INFO rule*",
		`ERROR BOARD line "nonsense"*`, `ERROR BOARD line "7,7,1": 7,7 is occupied`, `ERROR BOARD line "99,1,1"*`,
		"1,0")
	req := b.reqs[0]
	p := req.Position
	if p.Rule != caro.Renju || req.Limits.RuleCode != 4 {
		t.Errorf("rule %v", p.Rule)
	}
	l := req.Limits
	if l.TurnTimeout != 2*time.Second || l.TimeLeft != time.Minute || !l.TimeLeftSet || l.MaxMemory != 83886080 || l.GameType != 1 {
		t.Errorf("limits %+v", l)
	}
	if bud := l.Budget(); bud > 2*time.Second || bud < time.Second {
		t.Errorf("budget %v for 2 s a turn and 60 s left", bud)
	}
	own, opp := p.Counts()
	if own != 1 || opp != 2 || p.Colour() != caro.White {
		t.Errorf("counts %d %d colour %v", own, opp, p.Colour())
	}
	board, err := p.Board()
	if err != nil || board.SideToMove() != caro.White || board.At(caro.Point{X: 0, Y: 0}) != caro.White || board.At(caro.Point{X: 8, Y: 8}) != caro.Black || board.Rule() != caro.Renju {
		t.Fatalf("board %v\n%s", err, board)
	}
	if strings.Join(b.info, " ") != "rule=4 timeout_turn=2000 time_left=60000 max_memory=83886080 game_type=1 folder=/tmp" {
		t.Errorf("info passed on: %q", b.info)
	}
	for code, want := range map[string]caro.Rule{"0": caro.Freestyle, "1": caro.Standard, "8": caro.Caro, "9": caro.CaroExact, "2": caro.Freestyle} {
		b := &firstEmpty{}
		run(t, b, "START 15\nINFO rule "+code+"\nBEGIN\n")
		if got := b.reqs[0].Position.Rule; got != want {
			t.Errorf("INFO rule %s: %v, want %v", code, got, want)
		}
	}
}

func TestLimits(t *testing.T) {
	cases := []struct {
		l          Limits
		budget     time.Duration
		hard       time.Duration
		budgetNote string
	}{
		{Limits{}, DefaultTurn - DefaultTurn/20, 0, "defaults"},
		{Limits{TurnTimeout: time.Second}, 950 * time.Millisecond, 950 * time.Millisecond, "1 s a turn"},
		{Limits{TurnTimeout: 5 * time.Second, TimeLeft: 3 * time.Second, TimeLeftSet: true}, 3*time.Second/9 - 30*time.Millisecond, 2850 * time.Millisecond, "little time left"},
		{Limits{TurnTimeout: 100 * time.Millisecond}, 70 * time.Millisecond, 50 * time.Millisecond, "fast"},
		{Limits{TimeLeft: 0, TimeLeftSet: true}, 10 * time.Millisecond, 0, "no time left"},
	}
	for _, c := range cases {
		if got := c.l.Budget(); got != c.budget {
			t.Errorf("%s: Budget %v, want %v", c.budgetNote, got, c.budget)
		}
		if got := c.l.HardLimit(); got != c.hard {
			t.Errorf("%s: HardLimit %v, want %v", c.budgetNote, got, c.hard)
		}
	}
}

func TestTakebackAndRestart(t *testing.T) {
	b := &firstEmpty{}
	out := run(t, b, "START 10\nTURN 0,0\nTAKEBACK 1,0\nTAKEBACK 0,0\nBEGIN\nRESTART\nBEGIN\n")
	expect(t, out, "OK", "1,0", "OK", "OK", "0,0", "OK", "0,0")
	if n := len(b.reqs[1].Position.Stones); n != 0 {
		t.Fatalf("after two takebacks the board has %d stones", n)
	}
	if len(b.sizes) != 2 {
		t.Fatalf("RESTART must start a new game: %v", b.sizes)
	}
}

func TestSwap2(t *testing.T) {
	b := &firstEmpty{}
	out := run(t, b, "START 15\nSWAP2BOARD\nDONE\nSWAP2BOARD\n7,7\n8,8\n9,7\nDONE\nSWAP2BOARD\n1\nDONE\n")
	expect(t, out, "OK", "7,7 8,8 6,9", "0,0", `ERROR SWAP2BOARD line "1"*`, "7,7 8,8 6,9")
	p := b.reqs[0].Position
	if len(p.Stones) != 3 || p.Colour() != caro.White {
		t.Fatalf("3-stone swap2: the brain plays white on %v", p.Stones)
	}
	// After proposing three stones, the opponent takes white and plays: the
	// brain is black.
	b = &firstEmpty{}
	out = run(t, b, "START 15\nSWAP2BOARD\nDONE\nTURN 0,5\n")
	expect(t, out, "OK", "7,7 8,8 6,9", "0,0")
	if c := b.reqs[0].Position.Colour(); c != caro.Black {
		t.Fatalf("brain colour %v, want black", c)
	}
	if own, _ := b.reqs[0].Position.Counts(); own != 2 {
		t.Fatalf("the brain owns %d stones, want the two black ones", own)
	}
}

// stubborn thinks until its context is done.
type stubborn struct {
	firstEmpty
	stopped chan time.Duration
}

func (s *stubborn) Move(ctx context.Context, req *Request) (caro.Point, error) {
	start := time.Now()
	<-ctx.Done()
	s.stopped <- time.Since(start)
	return caro.Point{X: 3, Y: 3}, nil
}

func TestEndStopsThinking(t *testing.T) {
	s := &stubborn{stopped: make(chan time.Duration, 1)}
	pr, pw := io.Pipe()
	defer pw.Close()
	done := make(chan error)
	var out safeBuffer
	go func() { done <- Serve(context.Background(), s, pr, &out) }()
	_, _ = io.WriteString(pw, "START 15\nBEGIN\n")
	time.Sleep(50 * time.Millisecond)
	_, _ = io.WriteString(pw, "END\n")
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("END did not stop the search")
	}
	<-s.stopped
	if got := out.String(); got != "OK\r\n3,3\r\n" {
		t.Fatalf("output %q: the move found so far is answered", got)
	}
}

// deadlined thinks until its context is done and reports how long after
// the command arrived the context's deadline was.
type deadlined struct {
	firstEmpty
	deadline chan time.Duration
}

func (d *deadlined) Move(ctx context.Context, req *Request) (caro.Point, error) {
	dl, ok := ctx.Deadline()
	<-ctx.Done()
	if !ok {
		d.deadline <- -1
	} else {
		d.deadline <- dl.Sub(req.Started)
	}
	return caro.Point{X: 3, Y: 3}, nil
}

// The turn time stops a search that does not stop by itself: the input stays
// open (its end, like END, would cancel the search at once), and the
// search's context has the hard limit as its deadline.
func TestTurnTimeIsEnforced(t *testing.T) {
	d := &deadlined{deadline: make(chan time.Duration, 1)}
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	var out safeBuffer
	go func() { done <- Serve(context.Background(), d, pr, &out) }()
	_, _ = io.WriteString(pw, "START 15\nINFO timeout_turn 300\nBEGIN\n")
	hard := Limits{TurnTimeout: 300 * time.Millisecond}.HardLimit()
	select {
	case got := <-d.deadline:
		// The deadline is set just after the command's time is taken.
		if got < hard || got > hard+5*time.Second {
			t.Errorf("deadline %v after the command, want the hard limit %v", got, hard)
		}
	case <-time.After(10 * time.Second): // generous: the deadline is 250 ms
		t.Fatal("the turn time did not stop the search")
	}
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "OK\r\n3,3\r\n" {
		t.Fatalf("output %q", got)
	}
}

type safeBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *safeBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *safeBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// An overlong line is refused whole with ERROR, never cut and executed;
// the session goes on.
func TestOverlongLine(t *testing.T) {
	long := "TURN " + strings.Repeat("7", 200000) + ",7\n"
	out := run(t, &firstEmpty{}, "START 15\n"+long+"ABOUT\n")
	expect(t, out, "OK", "ERROR line longer than 65536 bytes ignored", `name="first-empty", version="1"`)

	// Its start is a valid command: cut, it would play 7,7.
	junk := strings.Repeat(" ", 70000) + "junk"
	out = run(t, &firstEmpty{}, "START 15\nTURN 7,7"+junk+"\nABOUT\nEND\n")
	expect(t, out, "OK", "ERROR line longer than 65536 bytes ignored", `name="first-empty", version="1"`)

	// Inside a BOARD block: the stone of the overlong line is not placed.
	b := &firstEmpty{}
	out = run(t, b, "START 15\nBOARD\n0,0,2"+junk+"\n5,5,2\nDONE\nEND\n")
	expect(t, out, "OK", "ERROR line longer than 65536 bytes ignored", "0,0")

	// At the end of the input, without a line end.
	out = run(t, &firstEmpty{}, "START 15\nTURN 7,7"+junk)
	expect(t, out, "OK", "ERROR line longer than 65536 bytes ignored")

	// A line of exactly maxLine bytes with its LF is still a line.
	exact := "ABOUT" + strings.Repeat(" ", maxLine-len("ABOUT")-1) + "\n"
	out = run(t, &firstEmpty{}, exact)
	expect(t, out, `name="first-empty", version="1"`)
}

// untilCancelled thinks until its context is done, then plays the first
// empty cell.
type untilCancelled struct {
	firstEmpty
	cancelled int
}

func (u *untilCancelled) Move(ctx context.Context, req *Request) (caro.Point, error) {
	<-ctx.Done()
	u.cancelled++
	return u.firstEmpty.Move(ctx, req)
}

// The end of the input (a crashed manager) stops the search even with a
// turn time beyond int64 milliseconds; the lines already read are still
// answered, each search cancelled at once.
func TestEndOfInputStopsThinking(t *testing.T) {
	u := &untilCancelled{}
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	var out safeBuffer
	go func() { done <- Serve(context.Background(), u, pr, &out) }()
	_, _ = io.WriteString(pw, "START 15\nINFO timeout_turn 99999999999999999999\nINFO timeout_match 9223372036854775807\nBEGIN\n")
	pw.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the brain kept thinking after its input ended")
	}
	if got := out.String(); !strings.HasPrefix(got, "OK\r\n") || !strings.HasSuffix(got, "0,0\r\n") || strings.Contains(got, "ERROR") {
		t.Fatalf("output %q", got)
	}

	// Scripted input without END: every search is cancelled, every line answered.
	u = &untilCancelled{}
	lines := run(t, u, "START 15\nBEGIN\nTURN 1,1\nTURN 2,2\nABOUT\n")
	expect(t, lines, "OK", "0,0", "1,0", "2,0", `name="first-empty", version="1"`)
	if u.cancelled != 3 {
		t.Errorf("%d of 3 searches cancelled", u.cancelled)
	}
}

// INFO times of any size become durations without overflow, cut to MaxTime.
func TestInfoTimesSaturate(t *testing.T) {
	b := &firstEmpty{}
	out := run(t, b, "START 15\nINFO timeout_turn 9223372036854775807\nINFO timeout_match 99999999999999999999\n"+
		"INFO time_left 9223372036854776\nINFO max_memory 99999999999999999999\nBEGIN\nEND\n")
	expect(t, out, "OK", "0,0")
	l := b.reqs[0].Limits
	if l.TurnTimeout != MaxTime || l.MatchTimeout != MaxTime || l.TimeLeft != MaxTime || l.MaxMemory != math.MaxInt64 {
		t.Errorf("limits %+v", l)
	}
	if bud, hard := l.Budget(), l.HardLimit(); bud <= 0 || hard <= 0 || bud > MaxTime || hard > MaxTime {
		t.Errorf("budget %v hard limit %v", bud, hard)
	}
	huge := Limits{TurnTimeout: math.MaxInt64, TimeLeft: math.MaxInt64, TimeLeftSet: true}
	if bud, hard := huge.Budget(), huge.HardLimit(); bud <= 0 || hard <= 0 || bud > MaxTime || hard > MaxTime {
		t.Errorf("%+v: budget %v hard limit %v", huge, bud, hard)
	}
	out = run(t, b, "INFO timeout_turn -5\nINFO time_left 12x\n")
	expect(t, out, `ERROR INFO timeout_turn: want milliseconds, got "-5"`, `ERROR INFO time_left: want milliseconds, got "12x"`)
}

type panicky struct{ firstEmpty }

func (p *panicky) Move(context.Context, *Request) (caro.Point, error) { panic("oops") }

func TestBrainFailureIsAnError(t *testing.T) {
	out := run(t, &panicky{}, "START 15\nBEGIN\nABOUT\n")
	expect(t, out, "OK", "ERROR brain failed: oops", `name="first-empty", version="1"`)
}

func FuzzServe(f *testing.F) {
	for _, s := range []string{
		"START 15\nBEGIN\nTURN 7,7\nEND\n",
		"START 15\r\nBOARD\r\n7,7,1\r\n8,8,2\r\nDONE\r\n",
		"RECTSTART 5,7\nSWAP2BOARD\n1,1\n2,2\n3,3\nDONE\nTAKEBACK 1,1\n",
		"START 5\nINFO rule 4\nTURN 4,4\nTURN 0,0\nTURN 1,1\nTURN 2,2\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var out bytes.Buffer
		if err := Serve(context.Background(), &firstEmpty{}, strings.NewReader(in), &out); err != nil {
			t.Fatal(err)
		}
	})
}

// INFO max_node and max_depth become MaxNodes and MaxDepth (0: no limit,
// larger than int64: saturated), timeout_turn 0 a fast move; negative or
// malformed numbers are answered ERROR and change nothing.
func TestInfoSearchLimits(t *testing.T) {
	b := &firstEmpty{}
	out := run(t, b, "START 15\nINFO max_node 1000\nINFO max_depth 2\nINFO timeout_turn 0\nINFO max_node -1\nINFO max_depth x\nBEGIN\n"+
		"INFO max_node 99999999999999999999\nINFO max_depth 99999999999999999999\nINFO timeout_turn 5\nTURN 7,7\nEND\n")
	expect(t, out, "OK", `ERROR INFO max_node: want a number, 0 for no limit, got "-1"`, `ERROR INFO max_depth: want a number, 0 for no limit, got "x"`, "0,0", "1,0")
	l := b.reqs[0].Limits
	if l.MaxNodes != 1000 || l.MaxDepth != 2 || !l.Fast() {
		t.Errorf("limits %+v", l)
	}
	if got := l.Search(); got != (engine.Limits{Depth: 2, Nodes: 1000}) {
		t.Errorf("fast search capped: %+v", got)
	}
	l = b.reqs[1].Limits
	if l.MaxNodes != math.MaxInt64 || l.MaxDepth != maxDepthLimit || l.Fast() {
		t.Errorf("limits %+v", l)
	}
}
