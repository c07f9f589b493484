package uci

import (
	"strings"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// runScript feeds input to a fresh server and returns its output.
func runScript(t *testing.T, input string) string {
	t.Helper()
	var out syncBuffer
	srv := NewServer(engine.New(engine.Options{HashMB: 1}), &out)
	if err := srv.Run(strings.NewReader(input)); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// An overlong line is reported and discarded whole: its start, a valid
// command, is not executed.
func TestOverlongLineIsDiscarded(t *testing.T) {
	for _, size := range []int{maxLine, 2 << 20} {
		long := "position startpos moves h2e2" + strings.Repeat(" ", size) + "junk"
		out := runScript(t, "uci\n"+long+"\nd\nquit\n")
		if !strings.Contains(out, "info string error: line longer than ") {
			t.Errorf("%d bytes: no error for the overlong line:\n%.2000s", len(long), out)
		}
		if !strings.Contains(out, "Fen: "+xiangqi.StartFEN) {
			t.Errorf("%d bytes: the overlong line was executed:\n%.2000s", len(long), out)
		}
	}
	// A line of exactly maxLine bytes is still a line.
	exact := "position startpos moves h2e2" + strings.Repeat(" ", maxLine-len("position startpos moves h2e2"))
	out := runScript(t, exact+"\r\nd\n")
	if strings.Contains(out, "error") || strings.Contains(out, "Fen: "+xiangqi.StartFEN) {
		t.Errorf("a line of %d bytes was refused:\n%.2000s", len(exact), out)
	}
}

// Errors quote the input they refuse cut short, never a huge line whole.
func TestErrorsDoNotEchoHugeInput(t *testing.T) {
	junk := strings.Repeat("x", 60000)
	lines := []string{
		junk,
		"go " + junk,
		"go depth " + junk,
		"go " + junk + " 5",
		"position " + junk,
		"position fen " + junk,
		"position fen 4k4/9/9/9/9/9/9/9/9/4K4 " + junk,
		"position startpos " + junk,
		"position startpos moves " + junk,
		"banmoves " + junk,
		"setoption name Hash value " + junk,
		"setoption name " + junk,
	}
	out := runScript(t, "uci\n"+strings.Join(lines, "\n")+"\n")
	n := 0
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "info string") {
			n++
			if len(l) > 400 {
				t.Errorf("a reply of %d bytes: %.200s…", len(l), l)
			}
		}
	}
	if n != len(lines) {
		t.Errorf("%d replies to %d bad lines:\n%.3000s", n, len(lines), out)
	}
}

// The end of the input stops whatever runs (a crashed GUI must not leave
// the engine searching): an infinite search prints its bestmove, a perft
// is interrupted, and Run returns.
func TestEndOfInputStopsTheSearch(t *testing.T) {
	for _, cmd := range []string{"go infinite", "go ponder", "go perft 15", "go depth 100"} {
		s := newSession(t)
		s.send("uci", "position startpos", cmd, "isready")
		s.expect("readyok", 5*time.Second)
		out := s.close() // fails the test if Run does not return within 10 s
		if cmd == "go perft 15" {
			if !strings.Contains(out, "info string perft interrupted") {
				t.Errorf("%s, then the end of the input:\n%s", cmd, out)
			}
			continue
		}
		if !strings.Contains(out, "bestmove ") {
			t.Errorf("%s, then the end of the input: no bestmove:\n%s", cmd, out)
		}
	}
}

// `position fen` wants the side to move: without it the position is
// refused (and the previous one kept), not silently Red to move.
func TestPositionFENNeedsTheSide(t *testing.T) {
	out := runScript(t, "uci\nposition startpos moves h2e2\nposition fen 4k4/9/9/9/9/9/9/9/9/3K5\nd\n"+
		"position fen 4k4/9/9/9/9/9/9/9/9/3K5 moves d0d1\nd\nposition fen 4k4/9/9/9/9/9/9/9/9/3K5 b\nd\n")
	if n := strings.Count(out, "info string error: position: bad FEN \"4k4/9/9/9/9/9/9/9/9/3K5\": no side to move"); n != 2 {
		t.Errorf("%d errors for the two FENs without side:\n%s", n, out)
	}
	if strings.Count(out, "Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1") != 2 ||
		!strings.Contains(out, "Fen: 4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1") {
		t.Errorf("positions:\n%s", out)
	}
}
