package uci

import (
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
	"github.com/alphabeta-go/alphabeta/xiangqi/internal/xqtest"
)

// Through the protocol: each `go nodes 1` is stopped almost at once by the
// next `position` (Run reads on while the search runs); the answer is a
// legal bestmove and never a mate score the search did not find (UCI
// `score mate 1000`, UCCI `score -32000`).
func TestProtocolInterruptedSearch(t *testing.T) {
	for _, ucci := range []bool{false, true} {
		var out syncBuffer
		srv := NewServer(engine.New(engine.Options{HashMB: 1}), &out)
		hello := "uci"
		if ucci {
			hello = "ucci"
		}
		var in strings.Builder
		positions := xqtest.RandomPositions(40, 13)
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
