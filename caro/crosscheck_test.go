package caro_test

import (
	"math/rand/v2"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

// TestForbiddenAgreesWithEngine compares the renju forbidden points of this
// package (a direct reading of the rules) with the engine's (line tables)
// on random crowded positions: two independent implementations.
func TestForbiddenAgreesWithEngine(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	positions, forbidden := 300, 0
	if testing.Short() {
		positions = 60
	}
	for n := 0; n < positions; n++ {
		var black, white []caro.Point
		used := map[caro.Point]bool{}
		stones := 8 + rng.IntN(30)
		for len(black)+len(white) < stones {
			p := caro.Point{X: 3 + rng.IntN(9), Y: 3 + rng.IntN(9)}
			if used[p] {
				continue
			}
			used[p] = true
			// Black gets about two thirds: more of its patterns.
			if rng.IntN(3) > 0 {
				black = append(black, p)
			} else {
				white = append(white, p)
			}
		}
		b, err := caro.NewFromStones(15, 15, 5, caro.Renju, black, white, caro.Black)
		if err != nil {
			t.Fatal(err)
		}
		eb, err := engine.SetupBoard(15, 15, caro.Renju, b.History())
		if err != nil {
			t.Fatal(err)
		}
		blackColour := eb.SideToMove()
		for y := 0; y < 15; y++ {
			for x := 0; x < 15; x++ {
				p := caro.Point{X: x, Y: y}
				if b.At(p) != caro.Empty {
					continue
				}
				mine := caro.IsForbidden(b, p)
				theirs := eb.Forbidden(eb.Index(p), blackColour)
				if mine {
					forbidden++
				}
				if mine != theirs {
					t.Errorf("position %d, %v: caro says %v (%v), engine says %v\n%s", n, p, mine, caro.ForbiddenReason(b, p), theirs, b)
				}
			}
		}
	}
	if forbidden < positions/4 {
		t.Fatalf("only %d forbidden points seen: the positions test too little", forbidden)
	}
	t.Logf("%d positions, %d forbidden points", positions, forbidden)
}
