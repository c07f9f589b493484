package xqtest

import (
	"slices"
	"testing"
)

// The positions depend on the seed only, and each has a legal move.
func TestRandomPositionsAreReproducible(t *testing.T) {
	fens := func(seed uint64) []string {
		var out []string
		for _, p := range RandomPositions(20, seed) {
			if !p.HasLegalMove() {
				t.Fatalf("%s: no legal move", p.FEN())
			}
			out = append(out, p.FEN())
		}
		return out
	}
	a, b, c := fens(11), fens(11), fens(12)
	if len(a) != 20 || !slices.Equal(a, b) {
		t.Errorf("seed 11 twice: %d and %d positions, equal %v", len(a), len(b), slices.Equal(a, b))
	}
	if slices.Equal(a, c) {
		t.Error("seeds 11 and 12 gave the same positions")
	}
}
