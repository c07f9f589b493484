package engine

import (
	"math/rand/v2"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// Correction history. The static evaluation misjudges some structures the
// same way again and again (a pawn chain, a bare palace), and the searches
// of such positions say by how much. Each thread keeps, per side to move, a
// running average of (search result − static value) indexed by a key of
// the pawns, kings, advisors and elephants; the static value the search
// prunes by, and quiescence's stand-pat, add it. A node updates it when its
// result is a bound on the far side of the static value (a fail high above
// it, a fail low below it, or exact), and not when its best move is a
// capture (the result then says more about the capture than the
// position). The idea is Stockfish's; the numbers (params.go) are this
// engine's. Measured: docs/strength.md, "Issue #28, tenth pass".

// correctionHistory[side][structure key mod corrSize] is the average
// correction, in 1/corrGrain units.
type correctionHistory [2][corrSize]int32

// structureKeys are the Zobrist keys of structureIndex, by piece code and
// square (fixed: the same search on every run).
var structureKeys = func() (k [32][256]uint64) {
	r := rand.New(rand.NewPCG(7, 11))
	for i := range k {
		for j := range k[i] {
			k[i][j] = r.Uint64()
		}
	}
	return k
}()

// structureIndex is the correction history's index of p: a key of its
// pawns, kings, advisors and elephants, modulo corrSize.
func structureIndex(p *xiangqi.Position) uint32 {
	sq, pc := p.PieceSlots()
	var k uint64
	for i := range 32 {
		s := sq[i]
		if s == xiangqi.NoSquare {
			continue
		}
		switch pc[i].Kind() {
		case xiangqi.Pawn, xiangqi.King, xiangqi.Advisor, xiangqi.Elephant:
			k ^= structureKeys[pc[i]&31][s]
		}
	}
	return uint32(k & (corrSize - 1))
}

// correct is the static value raw of a position of structure index i
// with side s to move, corrected (and kept off the mate scores).
func (c *correctionHistory) correct(raw int, s xiangqi.Color, i uint32) int {
	v := raw + int(c[s][i])/corrGrain
	return max(min(v, MateBound-1), -MateBound+1)
}

// update moves entry i toward diff (search result − corrected static
// value), by more the deeper the search: the bonus diff·depth/corrDepthDiv
// (in grains, within a quarter of the limit), less the entry's own share of it
// so that it stays within ±corrLimit.
func (c *correctionHistory) update(s xiangqi.Color, i uint32, diff, depth int) {
	e := &c[s][i]
	b := int32(max(min(diff*corrGrain*depth/corrDepthDiv, corrLimit/4), -corrLimit/4))
	*e += b - *e*abs32(b)/corrLimit
}

func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}
