package engine

import (
	"math/rand/v2"
	"testing"

	"alphabeta/caro"
)

// stopsThreats, read from the line tables, agrees with playing the cell and
// asking whether the opponent still has a threat point, on random boards
// of every rule it serves.
func TestStopsThreatsMatchesPlaying(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	checked := 0
	for _, rule := range allRules {
		if rule == caro.Renju {
			continue
		}
		for g := range 40 {
			size := 9 + r.IntN(7)
			b, err := NewBoard(size, size, rule)
			if err != nil {
				t.Fatal(err)
			}
			for range 10 + r.IntN(40) {
				legal := b.legalMoves(nil)
				if len(legal) == 0 || b.fives[0].len()+b.fives[1].len() > 0 {
					break
				}
				b.Play(legal[r.IntN(len(legal))])
				op := 3 - b.side
				if b.fives[op-1].len() > 0 || !hasFlex4(b, op) {
					continue
				}
				for _, q := range b.legalMoves(nil) {
					want := func() bool {
						b.Play(q)
						defer b.Undo()
						return !hasFlex4(b, op)
					}()
					if got := b.stopsThreats(q); got != want {
						t.Fatalf("%v game %d, %v: stopsThreats(%v) = %v, playing it says %v", rule, g, b.points(b.moves), b.Point(q), got, want)
					}
					checked++
				}
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d cells checked", checked)
	}
}
