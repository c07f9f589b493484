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
	rules := []caro.Rule{caro.Freestyle, caro.Standard, caro.Caro, caro.CaroExact}
	r := rand.New(rand.NewPCG(11, 12))
	checked := 0
	for g := range 800 {
		rule := rules[g%len(rules)]
		b, _ := randomGame(t, r, 9+r.IntN(7), rule, 6+r.IntN(40))
		op := 3 - b.side
		if b.fives[op-1].len() > 0 || !hasFlex4(b, op) {
			continue
		}
		for _, q := range b.legalMoves(nil) {
			b.Play(q)
			want := !hasFlex4(b, op)
			b.Undo()
			if got := b.stopsThreats(q); got != want {
				t.Fatalf("%v game %d, %v: stopsThreats(%v) = %v, playing it says %v", rule, g, b.points(b.moves), b.Point(q), got, want)
			}
			checked++
		}
	}
	t.Logf("%d cells checked", checked)
	if checked < 1000 {
		t.Fatalf("only %d cells checked", checked)
	}
}
