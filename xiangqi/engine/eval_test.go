package engine

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// mirrorFEN is fen with the colours swapped and the board turned half round
// (Red's a0 becomes Black's i9), the side to move swapped too.
func mirrorFEN(fen string) string {
	fields := strings.Fields(fen)
	ranks := strings.Split(fields[0], "/")
	out := make([]string, len(ranks))
	for i, r := range ranks {
		b := []byte(r)
		for j := range b {
			c := b[len(b)-1-j]
			switch {
			case c >= 'a' && c <= 'z':
				c -= 'a' - 'A'
			case c >= 'A' && c <= 'Z':
				c += 'a' - 'A'
			}
			out[len(ranks)-1-i] += string(c)
		}
	}
	fields[0] = strings.Join(out, "/")
	if fields[1] == "b" {
		fields[1] = "w"
	} else {
		fields[1] = "b"
	}
	return strings.Join(fields, " ")
}

// TestEvaluateMirror: the evaluation does not depend on which colour is
// which — every position of 20 random games is worth the same to the side
// to move as its colour mirror is.
func TestEvaluateMirror(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var moves []xiangqi.Move
	for game := 0; game < 20; game++ {
		p := xiangqi.NewPosition()
		for ply := 0; ply < 120; ply++ {
			q := mustFEN(t, mirrorFEN(p.FEN()))
			if a, b := Evaluate(p), Evaluate(q); a != b {
				t.Fatalf("%s: %d, mirrored %s: %d", p.FEN(), a, q.FEN(), b)
			}
			moves = p.GenerateLegal(moves[:0])
			if len(moves) == 0 {
				break
			}
			p.Make(moves[rng.IntN(len(moves))])
		}
	}
}

func TestEvaluateAllocatesNothing(t *testing.T) {
	p := mustFEN(t, "r3k4/9/9/9/3R5/4p4/2P6/4C1N2/9/5K3 b - - 0 1")
	if a := testing.AllocsPerRun(100, func() { Evaluate(p) }); a != 0 {
		t.Errorf("Evaluate allocates %.1f times per call", a)
	}
}
