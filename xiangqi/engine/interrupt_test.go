package engine

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"alphabeta/xiangqi"
)

// randomPositions plays n random games of up to 80 plies from the start
// position and keeps the position where each stopped (one with a legal move).
func randomPositions(n int, seed uint64) []*xiangqi.Position {
	r := rand.New(rand.NewPCG(seed, 1))
	var out []*xiangqi.Position
	var buf [maxMoves]xiangqi.Move
	for len(out) < n {
		p := xiangqi.NewPosition()
		plies := r.IntN(81)
		for i := 0; i < plies; i++ {
			ms := p.GenerateLegal(buf[:0])
			if len(ms) == 0 {
				break
			}
			p.Make(ms[r.IntN(len(ms))])
		}
		if p.HasLegalMove() {
			out = append(out, p)
		}
	}
	return out
}

// checkInterrupted asserts what a stopped search must give: a legal move
// and no score that is not a score (a mate in 1000, ±Infinite).
func checkInterrupted(t *testing.T, pos *xiangqi.Position, res Result, reported []Info) {
	t.Helper()
	if res.Best == xiangqi.NoMove || !pos.IsLegal(res.Best) {
		t.Fatalf("%s: best move %v is not legal", pos.FEN(), res.Best)
	}
	for _, in := range append(reported, res.Info) {
		if in.Score <= -MateValue || in.Score >= MateValue || in.Mate > MaxPly || in.Mate < -MaxPly {
			t.Fatalf("%s: score %d (mate %d) of an interrupted search", pos.FEN(), in.Score, in.Mate)
		}
		if in.Depth == 0 && in.Mate != 0 {
			t.Fatalf("%s: a mate score without a completed iteration", pos.FEN())
		}
	}
}

// A search stopped before its first node has completed no iteration: it
// returns a legal move, reports nothing and claims no mate.
func TestStoppedBeforeFirstNode(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e := New(Options{HashMB: 1})
	for _, pos := range randomPositions(300, 11) {
		var reported []Info
		res := e.Search(ctx, pos, Limits{Infinite: true}, func(in Info) { reported = append(reported, in) })
		checkInterrupted(t, pos, res, reported)
		if len(reported) != 0 || res.Depth != 0 {
			t.Fatalf("%s: a search stopped before its first node reported depth %d (%d reports)", pos.FEN(), res.Depth, len(reported))
		}
	}
}

// Through the protocol: each `go nodes 1` is stopped almost at once by the
// next `position` (Run reads on while the search runs); the answer is a
// legal bestmove and never a mate score the search did not find (UCI
// `score mate 1000`, UCCI `score -32000`).
func TestProtocolInterruptedSearch(t *testing.T) {
	for _, ucci := range []bool{false, true} {
		var out syncBuffer
		srv := NewServer(New(Options{HashMB: 1}), &out)
		hello := "uci"
		if ucci {
			hello = "ucci"
		}
		var in strings.Builder
		positions := randomPositions(40, 13)
		in.WriteString(hello + "\n")
		for _, p := range positions {
			in.WriteString("position fen " + p.FEN() + "\ngo nodes 1\nisready\n")
		}
		if err := srv.Run(strings.NewReader(in.String())); err != nil {
			t.Fatal(err)
		}
		i := 0
		for _, line := range strings.Split(out.String(), "\n") {
			f := strings.Fields(line)
			if len(f) == 0 {
				continue
			}
			switch f[0] {
			case "info":
				if strings.Contains(line, "score mate 1000") || strings.Contains(line, "score -32000") || strings.Contains(line, "score 32000") {
					t.Fatalf("ucci %v: %s", ucci, line)
				}
			case "bestmove":
				bestMove(t, line, positions[i])
				i++
			}
		}
		if i != len(positions) {
			t.Fatalf("ucci %v: %d bestmoves for %d searches:\n%s", ucci, i, len(positions), out.String())
		}
	}
}
