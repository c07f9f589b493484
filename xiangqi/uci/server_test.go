package uci

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// syncBuffer collects the server's output for the test to poll.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// session drives a Server through a pipe, as a GUI would.
type session struct {
	t    *testing.T
	in   *io.PipeWriter
	out  *syncBuffer
	done chan struct{}
	seen int
}

func newSession(t *testing.T) *session {
	pr, pw := io.Pipe()
	s := &session{t: t, in: pw, out: &syncBuffer{}, done: make(chan struct{})}
	srv := NewServer(engine.New(engine.Options{HashMB: 8}), s.out)
	go func() {
		defer close(s.done)
		if err := srv.Run(pr); err != nil {
			t.Errorf("Run: %v", err)
		}
	}()
	return s
}

func (s *session) send(lines ...string) {
	for _, l := range lines {
		if _, err := io.WriteString(s.in, l+"\n"); err != nil {
			s.t.Fatalf("send %q: %v", l, err)
		}
	}
}

// expect waits for a line starting with prefix after the last one matched
// and returns it.
func (s *session) expect(prefix string, within time.Duration) string {
	s.t.Helper()
	deadline := time.Now().Add(within)
	for {
		lines := strings.Split(s.out.String(), "\n")
		for i := s.seen; i < len(lines)-1; i++ {
			if strings.HasPrefix(lines[i], prefix) {
				s.seen = i + 1
				return lines[i]
			}
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("no line starting with %q within %v; output:\n%s", prefix, within, s.out.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func (s *session) close() string {
	s.in.Close()
	select {
	case <-s.done:
	case <-time.After(10 * time.Second):
		s.t.Fatal("server did not stop at the end of its input")
	}
	out := s.out.String()
	if strings.Contains(out, "internal error") {
		s.t.Errorf("server hit an internal error:\n%s", out)
	}
	return out
}

func bestMove(t *testing.T, line string, pos *xiangqi.Position) xiangqi.Move {
	t.Helper()
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "bestmove" {
		t.Fatalf("not a bestmove line: %q", line)
	}
	m, err := xiangqi.ParseICCS(f[1])
	if err != nil || !pos.IsLegal(m) {
		t.Fatalf("bestmove %q is not legal in %s", f[1], pos.FEN())
	}
	return m
}

func TestUCISession(t *testing.T) {
	s := newSession(t)
	s.send("uci")
	s.expect("id name ", time.Second)
	s.expect("uciok", time.Second)
	s.send("setoption name Hash value 16", "setoption name Threads value 2", "isready")
	s.expect("readyok", time.Second)
	s.send("ucinewgame", "position startpos moves h2e2 h9g7", "go depth 4")
	info := s.expect("info depth 4 ", 10*time.Second)
	for _, w := range []string{" seldepth ", " score cp ", " nodes ", " nps ", " hashfull ", " time ", " pv "} {
		if !strings.Contains(info, w) {
			t.Errorf("info line lacks %q: %s", w, info)
		}
	}
	p := xiangqi.NewPosition()
	p.Make(xiangqi.NewMove(xiangqi.NewSquare(7, 2), xiangqi.NewSquare(4, 2)))
	p.Make(xiangqi.NewMove(xiangqi.NewSquare(7, 9), xiangqi.NewSquare(6, 7)))
	bestMove(t, s.expect("bestmove ", 10*time.Second), p)

	// A GUI that sends movetime and depth together.
	s.send("position startpos", "go movetime 300 depth 3")
	bestMove(t, s.expect("bestmove ", 5*time.Second), xiangqi.NewPosition())

	s.send("position startpos", "go depth 3 searchmoves a0a1 i0i1")
	if m := bestMove(t, s.expect("bestmove ", 5*time.Second), xiangqi.NewPosition()).String(); m != "a0a1" && m != "i0i1" {
		t.Errorf("searchmoves a0a1 i0i1: played %s", m)
	}

	s.send("go perft 2")
	if got := s.expect("Nodes searched: ", 10*time.Second); got != "Nodes searched: 1920" {
		t.Errorf("perft 2: %q", got)
	}
	s.send("d")
	s.expect("Fen: "+xiangqi.StartFEN, time.Second)
	s.send("eval")
	s.expect("info string eval ", time.Second)
	s.send("quit")
	out := s.close()
	if strings.Contains(out, "bye") {
		t.Error("UCI quit answered bye")
	}
}

func TestUCCISession(t *testing.T) {
	s := newSession(t)
	s.send("ucci")
	s.expect("ucciok", time.Second)
	s.send("setoption hashsize 16", "setoption usemillisec true", "isready")
	s.expect("readyok", time.Second)
	s.send("position startpos", "banmoves h2e2 b2e2", "go time 2000 increment 0 opptime 2000 depth 5")
	line := s.expect("bestmove ", 10*time.Second)
	m := bestMove(t, line, xiangqi.NewPosition())
	if m.String() == "h2e2" || m.String() == "b2e2" {
		t.Errorf("played a banned move: %s", line)
	}
	if strings.Contains(s.out.String(), "score cp") {
		t.Error("UCCI info uses the UCI 'score cp' form")
	}
	s.send("probe")
	s.expect("pophash", time.Second)
	// Mated side: nobestmove.
	s.send("position fen 4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1 moves i0i9", "go depth 3")
	s.expect("nobestmove", 5*time.Second)
	s.send("quit")
	s.expect("bye", 5*time.Second)
	s.close()
}

func TestBothHandshakes(t *testing.T) {
	s := newSession(t)
	s.send("uci", "ucci")
	s.expect("uciok", time.Second)
	s.expect("ucciok", time.Second)
	s.send("quit")
	s.expect("bye", time.Second) // the last handshake was UCCI
	s.close()
}

func TestMalformedLines(t *testing.T) {
	s := newSession(t)
	s.send("uci")
	s.expect("uciok", time.Second)
	bad := []string{
		"position fen rnbakabnr/9/1c5c1 w",
		"position startpos moves h2h8",
		"position startpos moves zz",
		"position",
		"position middle",
		"go wtime abc",
		"go depth",
		"go frobnicate 3",
		"setoption name Hash value many",
		"banmoves a0a5",
		"frobnicate",
	}
	for _, l := range bad {
		s.send(l)
		s.expect("info string error: ", 2*time.Second)
	}
	s.send("isready")
	s.expect("readyok", time.Second)
	s.send("position startpos", "go depth 2")
	bestMove(t, s.expect("bestmove ", 5*time.Second), xiangqi.NewPosition())
	s.close()
}

func TestInfiniteAndPonder(t *testing.T) {
	s := newSession(t)
	s.send("uci", "position startpos", "go infinite")
	time.Sleep(300 * time.Millisecond)
	if strings.Contains(s.out.String(), "bestmove") {
		t.Fatal("bestmove before stop in go infinite")
	}
	s.send("stop")
	bestMove(t, s.expect("bestmove ", 5*time.Second), xiangqi.NewPosition())

	s.send("position startpos moves h2e2", "go ponder wtime 1000 btime 1000")
	time.Sleep(300 * time.Millisecond)
	if strings.Count(s.out.String(), "bestmove") != 1 {
		t.Fatal("bestmove while pondering")
	}
	start := time.Now()
	s.send("ponderhit")
	s.expect("bestmove ", 5*time.Second)
	if el := time.Since(start); el > 900*time.Millisecond {
		t.Errorf("after ponderhit with 1 s left the engine took %v", el)
	}
	s.close()
}

func TestClockNeverOverrun(t *testing.T) {
	s := newSession(t)
	s.send("uci", "position startpos")
	// Only the opponent's clock given: still a timed search.
	start := time.Now()
	s.send("go btime 300 binc 0")
	bestMove(t, s.expect("bestmove ", 5*time.Second), xiangqi.NewPosition())
	if el := time.Since(start); el > time.Second {
		t.Errorf("go btime 300 with Red to move took %v", el)
	}
	for _, ms := range []string{"2000", "400", "100", "30"} {
		start := time.Now()
		s.send("go wtime " + ms + " btime " + ms + " winc 0 binc 0")
		bestMove(t, s.expect("bestmove ", 5*time.Second), xiangqi.NewPosition())
		el := time.Since(start)
		limit, _ := time.ParseDuration(ms + "ms")
		// The exact allotment is TestBudget's; end to end the engine must
		// stay well inside the clock. The margin absorbs scheduling on a
		// loaded machine (go test runs packages in parallel on 2 cores).
		if el > limit/2+250*time.Millisecond {
			t.Errorf("wtime %s ms: took %v", ms, el)
		}
	}
	s.close()
}

func FuzzServer(f *testing.F) {
	for _, seed := range []string{
		"uci\nisready\nposition startpos moves h2e2\ngo depth 2\n",
		"ucci\nsetoption hashsize 1\nposition fen 4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1\ngo time 100\nprobe\nquit\n",
		"go perft 3\nstop\n",
		"position fen\ngo wtime -5 btime x\nsetoption name\nbanmoves\n",
		"go infinite\nponderhit\nstop\ngo ponder\nposition startpos\n",
		"setoption name Threads value 3\ngo nodes 500\nd\neval\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, input string) {
		var out syncBuffer
		srv := NewServer(engine.New(engine.Options{HashMB: 1}), &out)
		srv.maxHashMB = 4
		// Keep the fuzzer quick: cap searches by forcing a node limit.
		input = strings.ReplaceAll(input, "infinite", "nodes 2000")
		done := make(chan struct{})
		go func() {
			defer close(done)
			if err := srv.Run(strings.NewReader(input)); err != nil {
				t.Errorf("Run: %v", err)
			}
		}()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatalf("server did not finish on input %q", input)
		}
		if strings.Contains(out.String(), "internal error") {
			t.Fatalf("internal error on %q:\n%s", input, out.String())
		}
	})
}
