package engine

import (
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
