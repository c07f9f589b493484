package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// TestCorrKeysAfter checks the keys the search carries from ply to ply
// against the keys summed from the board, along random games (captures
// of every kind included) from the start and the signature's positions.
func TestCorrKeysAfter(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 4))
	var moves []xiangqi.Move
	captures := 0
	for _, fen := range append([]string{xiangqi.StartFEN}, signatureFENs[:]...) {
		for game := 0; game < 10; game++ {
			p := mustFEN(t, fen)
			k := corrKeysOf(p)
			for ply := 0; ply < 150; ply++ {
				moves = p.GenerateLegal(moves[:0])
				if len(moves) == 0 {
					break
				}
				m := moves[r.IntN(len(moves))]
				if p.BoardArray()[m.To()] != xiangqi.NoPiece {
					captures++
				}
				k = k.after(p.BoardArray(), m)
				p.Make(m)
				if want := corrKeysOf(p); k != want {
					t.Fatalf("%s after %s: keys %+v, want %+v", p.FEN(), m, k, want)
				}
			}
		}
	}
	if captures < 500 {
		t.Errorf("only %d captures played", captures)
	}
}
