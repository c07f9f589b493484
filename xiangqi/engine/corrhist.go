package engine

import (
	"math/rand/v2"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// Correction history. The static evaluation misjudges some structures the
// same way again and again (a pawn chain, a bare palace), and the searches
// of such positions say by how much. Each thread keeps, per side to move, a
// running average of (search result − static value) indexed by a key of
// the pawns, kings, advisors and elephants, and a second one indexed by the
// material (how many of each piece either side has, wherever they stand);
// the static value the search prunes by, and quiescence's stand-pat, add
// both. A node updates it when its
// result is a bound on the far side of the static value (a fail high above
// it, a fail low below it, or exact), and not when its best move is a
// capture (the result then says more about the capture than the
// position). The idea is Stockfish's; the numbers (params.go) are this
// engine's. Measured: docs/strength.md, "Issue #28, tenth pass" (the
// structure table) and "twelfth pass" (the material table).

// correctionHistory[side][key mod corrSize] is the average correction, in
// 1/corrGrain units: sides 0 and 1 by structure key, 2 and 3 (materialTable
// + side) by material key.
type correctionHistory [4][corrSize]int32

// materialTable is the first index of the material-keyed tables.
const materialTable = 2

// corrIndex is a position's pair of correction-history indexes: the
// structure key's in the low 16 bits, the material key's above them.
type corrIndex = uint32

// structureKeys are the Zobrist keys of structureIndex, by piece code and
// square (fixed: the same search on every run). Square 0 (NoSquare) is
// never occupied, so its column serves as the material keys: the sum of
// them over the pieces on the board depends on the material alone.
var structureKeys = func() (k [32][256]uint64) {
	r := rand.New(rand.NewPCG(7, 11))
	for i := range k {
		for j := range k[i] {
			k[i][j] = r.Uint64()
		}
	}
	return k
}()

// structureIndex is the correction history's index pair of p: a key of its
// pawns, kings, advisors and elephants and a key of its material, each
// modulo corrSize.
func structureIndex(p *xiangqi.Position) corrIndex {
	sq, pc := p.PieceSlots()
	var structure, material uint64
	for i := range 32 {
		s := sq[i]
		if s == xiangqi.NoSquare {
			continue
		}
		switch pc[i].Kind() {
		case xiangqi.Pawn, xiangqi.King, xiangqi.Advisor, xiangqi.Elephant:
			structure ^= structureKeys[pc[i]&31][s]
		}
		material += structureKeys[pc[i]&31][xiangqi.NoSquare]
	}
	return uint32(structure&(corrSize-1)) | uint32(material&(corrSize-1))<<16
}

// correct is the static value raw of a position of index pair i with side
// s to move, corrected by both tables (and kept off the mate scores).
func (c *correctionHistory) correct(raw int, s xiangqi.Color, i corrIndex) int {
	v := raw + int(c[s][i&0xffff]+c[materialTable+s][i>>16])/corrGrain
	return max(min(v, MateBound-1), -MateBound+1)
}

// update moves both of i's entries toward diff (search result − corrected static
// value), by more the deeper the search: the bonus diff·depth/corrDepthDiv
// (in grains, within a quarter of the limit), less the entry's own share of it
// so that each stays within ±corrLimit.
func (c *correctionHistory) update(s xiangqi.Color, i corrIndex, diff, depth int) {
	b := int32(max(min(diff*corrGrain*depth/corrDepthDiv, corrLimit/4), -corrLimit/4))
	for _, e := range [2]*int32{&c[s][i&0xffff], &c[materialTable+s][i>>16]} {
		*e += b - *e*abs32(b)/corrLimit
	}
}

func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}
