package match

import (
	"os"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// fairy-stockfish's perft counts agree with the rules package's; skipped
// when it is not installed (CI installs it).
func TestPerftPeerAgrees(t *testing.T) {
	const fsf = "/usr/games/fairy-stockfish"
	if _, err := os.Stat(fsf); err != nil {
		t.Skip("no fairy-stockfish")
	}
	e, err := StartPerftPeer(fsf, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, fen := range []string{xiangqi.StartFEN, "4k4/9/9/9/9/9/9/9/9/3K1R3 b - - 0 1"} {
		p, err := xiangqi.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		n, _, err := e.Perft(fen, 3)
		if err != nil || n != p.Perft(3) {
			t.Errorf("%s: peer %d (%v), ours %d", fen, n, err, p.Perft(3))
		}
	}
}

// A program that is not an engine is an error, not a hang.
func TestPerftPeerNotAnEngine(t *testing.T) {
	if _, err := StartPerftPeer("/bin/true", 2*time.Second); err == nil {
		t.Error("/bin/true accepted as a UCCI engine")
	}
	if _, err := StartPerftPeer("/nonexistent/engine", time.Second); err == nil {
		t.Error("a missing program accepted")
	}
}

// BenchPerft counts and reports each run (no peer here); MedianTime is
// the middle value.
func TestBenchPerft(t *testing.T) {
	var reported []int
	runs, err := BenchPerft(xiangqi.NewPosition(), 2, 3, nil, func(i int, r PerftRun) { reported = append(reported, i) })
	if err != nil || len(runs) != 3 || runs[2].Nodes != 1920 || runs[0].Peer != 0 || len(reported) != 3 || reported[2] != 3 {
		t.Errorf("runs %+v, reported %v, err %v", runs, reported, err)
	}
	if m := MedianTime([]time.Duration{3, 1, 2}); m != 2 {
		t.Errorf("median of 3 1 2: %v", m)
	}
	if m := MedianTime([]time.Duration{4, 1, 2, 3}); m != 2 {
		t.Errorf("median of 4 1 2 3: %v", m)
	}
}
