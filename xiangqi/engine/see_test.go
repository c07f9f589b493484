package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

func TestSEE(t *testing.T) {
	cases := []struct {
		fen  string
		move string
		want int
	}{
		// Cannon takes a horse, the chariot takes the cannon back.
		{xiangqi.StartFEN, "h2h9", 400 - 450},
		// Undefended pawn.
		{"4k4/9/9/9/4p4/9/9/9/9/3KR4 w - - 0 1", "e0e5", 100},
		// Pawn defended by a pawn next to it across the river (Black's pawn
		// on d4 is across and may step sideways): chariot for pawn.
		{"4k4/9/9/9/9/3pp4/9/9/9/3KR4 w - - 0 1", "e0e4", 100 - 900},
		// A horse defends through a free leg but not a blocked one.
		{"4k4/9/9/9/2n6/9/3p5/9/9/3R1K3 w - - 0 1", "d0d3", 100 - 900},
		{"4k4/9/9/9/2n6/2P6/3p5/9/9/3R1K3 w - - 0 1", "d0d3", 100},
		// The chariot alone loses itself for a pawn; the cannon, jumping
		// over its own chariot, takes safely: if the black chariot takes the
		// cannon, the red chariot takes it.
		{"3rk4/9/9/9/9/3p5/9/9/3R5/3C1K3 w - - 0 1", "d1d4", 100 - 900},
		{"3rk4/9/9/9/9/3p5/9/9/3R5/3C1K3 w - - 0 1", "d0d4", 100},
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		m, err := xiangqi.ParseICCS(c.move)
		if err != nil || !p.IsLegal(m) {
			t.Fatalf("%s: %s not legal", c.fen, c.move)
		}
		if got := see(p, m); got != c.want {
			t.Errorf("%s %s: see %d, want %d", c.fen, c.move, got, c.want)
		}
	}
}

// TestSEEAtLeastAgrees checks the early-stopping threshold tests against
// the full exchange, over every capture (seeAtLeast) and every quiet move
// (quietSEEAtLeast, after the move) of positions met in random games
// from the start and from the signature's positions, at thresholds from
// well below to well above the piece values.
func TestSEEAtLeastAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	thresholds := []int{-20000, -1000, -901, -900, -500, -450, -400, -350, -200, -101, -100, -99, -50, -1, 0, 1, 50, 99, 100, 101, 200, 250, 300, 350, 400, 450, 500, 800, 900, 901, 1000, 20000}
	var moves []xiangqi.Move
	checked := 0
	for _, fen := range append([]string{xiangqi.StartFEN}, signatureFENs[:]...) {
		for game := 0; game < 10; game++ {
			p := mustFEN(t, fen)
			for ply := 0; ply < 120; ply++ {
				for _, m := range p.GenerateCaptures(moves[:0]) {
					full := see(p, m)
					for _, th := range thresholds {
						if got := seeAtLeast(p, m, th); got != (full >= th) {
							t.Fatalf("%s %s: seeAtLeast(%d) = %v, see = %d", p.FEN(), m, th, got, full)
						}
						checked++
					}
				}
				moves = p.GenerateLegal(moves[:0])
				if len(moves) == 0 {
					break
				}
				// Quiet moves: the test asked after the move is made.
				for _, m := range moves {
					if p.BoardArray()[m.To()] != xiangqi.NoPiece {
						continue
					}
					full := see(p, m)
					p.Make(m)
					for _, th := range thresholds {
						if got := quietSEEAtLeast(p, m, th); got != (full >= th) {
							t.Fatalf("%s %s: quietSEEAtLeast(%d) = %v, see = %d", p.FEN(), m, th, got, full)
						}
						checked++
					}
					p.Unmake(m)
				}
				p.Make(moves[r.IntN(len(moves))])
			}
		}
	}
	if checked < 100000 {
		t.Errorf("only %d comparisons", checked)
	}
	t.Logf("%d comparisons", checked)
}
