package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
)

// defends, read from the line tables under the rules other than renju,
// agrees with playing the cell and asking whether the opponent still has a
// threat point, on random boards of those rules.
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
			if got := b.defends(q); got != want {
				t.Fatalf("%v game %d, %v: defends(%v) = %v, playing it says %v", rule, g, b.points(b.moves), b.Point(q), got, want)
			}
			checked++
		}
	}
	t.Logf("%d cells checked", checked)
	if checked < 1000 {
		t.Fatalf("only %d cells checked", checked)
	}
}

// Under renju the defences are found by playing each cell: the kept cells
// are the side's own fours and those after which the opponent has no threat
// point it may play, every other cell is dropped, and the board is as it
// was afterwards.
func TestRenjuDefencesByPlaying(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	checked := 0
	for g := range 1200 {
		b, _ := randomGame(t, r, 9+r.IntN(7), caro.Renju, 6+r.IntN(40))
		op := 3 - b.side
		if b.fives[op-1].len() > 0 || !hasFlex4(b, op) {
			continue
		}
		hash := b.hash
		p4 := slices.Clone(b.p4)
		moves := b.legalMoves(nil)
		kept := b.keepDefences(append([]int(nil), moves...))
		if b.hash != hash || !slices.Equal(p4, b.p4) {
			t.Fatalf("game %d: keepDefences changed the board", g)
		}
		want := 0
		for _, q := range moves {
			b.Play(q)
			stops := !b.hasPlayableThreat(op)
			b.Undo()
			if stops || b.fours[b.side-1].has(q) {
				want++
				if !slices.Contains(kept, q) {
					t.Fatalf("game %d, %v: %v stops every threat but was dropped", g, b.points(b.moves), b.Point(q))
				}
			}
			checked++
		}
		if want > 0 && len(kept) != want {
			t.Fatalf("game %d, %v: kept %v, want %d cells", g, b.points(b.moves), b.points(kept), want)
		}
	}
	t.Logf("%d cells checked", checked)
	if checked < 1000 {
		t.Fatalf("only %d cells checked", checked)
	}
}

// Under renju the line tables answer for a cell only where they are sure;
// that answer agrees with playing the cell, on random renju boards.
func TestRenjuReadStopsAgreesWithPlaying(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	checked, read := 0, 0
	for g := range 1500 {
		b, _ := randomGame(t, r, 9+r.IntN(7), caro.Renju, 6+r.IntN(40))
		op := 3 - b.side
		if b.fives[op-1].len() > 0 || !hasFlex4(b, op) {
			continue
		}
		for _, q := range b.legalMoves(nil) {
			if !b.legal(q, b.side) {
				continue
			}
			want := b.stopsThreatsPlaying(q)
			if got, exact := b.readStops(q); exact {
				read++
				if got != want {
					t.Fatalf("game %d, %v: readStops(%v) = %v, playing it says %v", g, b.points(b.moves), b.Point(q), got, want)
				}
			}
			checked++
		}
	}
	t.Logf("%d cells checked, %d read from the tables", checked, read)
	if checked < 1000 || read < checked/3 {
		t.Fatalf("only %d cells checked, %d read", checked, read)
	}
}
