package engine

import (
	"math/rand/v2"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// Correction history. The static evaluation misjudges some structures the
// same way again and again (a pawn chain, a bare palace), and the searches
// of such positions say by how much. Each thread keeps, per side to move, a
// running average of (search result − static value) indexed by a key of
// the pawns, kings, advisors and elephants, a second one indexed by the
// material (how many of each piece either side has, wherever they stand),
// and one per colour indexed by where that colour's pieces other than its
// pawns stand; the static value the search prunes by, and quiescence's
// stand-pat, add the first two and half of each of the last two. A node updates it when its
// result is a bound on the far side of the static value (a fail high above
// it, a fail low below it, or exact), and not when its best move is a
// capture (the result then says more about the capture than the
// position). The idea is Stockfish's; the numbers (params.go) are this
// engine's. Measured: docs/strength.md, "Issue #28, tenth pass" (the
// structure table) and "twelfth pass" (the material and pieces tables).

// correctionHistory[table + side][key mod corrSize] is the average
// correction, in 1/corrGrain units, of the tables below, each kept per side
// to move.
type correctionHistory [8][corrSize]int32

const (
	structureTable   = 0 // by the structure key
	materialTable    = 2 // by the material key
	redPiecesTable   = 4 // by the key of red's pieces other than pawns
	blackPiecesTable = 6 // by the key of black's pieces other than pawns
)

// corrIndex is a position's four correction-history indexes, 16 bits each
// from the low end: structure, material, red's pieces, black's pieces.
type corrIndex = uint64

// structureKeys are the Zobrist keys of corrKeys, by piece code and
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

// corrKeys are the keys behind a position's four correction-history
// indexes: of its pawns, kings, advisors and elephants, of its material
// (a sum, so that it depends on the count of each piece alone), and of
// each colour's pieces other than pawns. The search keeps them per ply,
// updated by each move (after), rather than summing the board at every
// evaluation.
type corrKeys struct {
	structure, material uint64
	pieces              [2]uint64 // by colour
}

// corrKeysOf computes p's keys from its pieces.
func corrKeysOf(p *xiangqi.Position) corrKeys {
	sq, pc := p.PieceSlots()
	var k corrKeys
	for i := range 32 {
		if s := sq[i]; s != xiangqi.NoSquare {
			k.add(pc[i], s)
		}
	}
	return k
}

// add puts piece pc on s into the keys (corrKeysOf; after takes a
// captured piece out).
func (k *corrKeys) add(pc xiangqi.Piece, s xiangqi.Square) {
	k.toggle(pc, s)
	k.material += structureKeys[pc&31][xiangqi.NoSquare]
}

// toggle adds or removes pc on s in the structure and pieces keys.
func (k *corrKeys) toggle(pc xiangqi.Piece, s xiangqi.Square) {
	switch pc.Kind() {
	case xiangqi.Pawn:
		k.structure ^= structureKeys[pc&31][s]
	case xiangqi.King, xiangqi.Advisor, xiangqi.Elephant:
		k.structure ^= structureKeys[pc&31][s]
		k.pieces[pc.Color()] ^= structureKeys[pc&31][s]
	default:
		k.pieces[pc.Color()] ^= structureKeys[pc&31][s]
	}
}

// after is the keys of the position after m is played on board b (before
// it is made there).
func (k corrKeys) after(b *[256]xiangqi.Piece, m xiangqi.Move) corrKeys {
	from, to := m.From(), m.To()
	pc := b[from]
	k.toggle(pc, from)
	k.toggle(pc, to)
	if victim := b[to]; victim != xiangqi.NoPiece {
		k.toggle(victim, to)
		k.material -= structureKeys[victim&31][xiangqi.NoSquare]
	}
	return k
}

// index is the four indexes, each key modulo corrSize.
func (k *corrKeys) index() corrIndex {
	const m = corrSize - 1
	return k.structure&m | (k.material&m)<<16 | (k.pieces[xiangqi.Red]&m)<<32 | (k.pieces[xiangqi.Black]&m)<<48
}

// correct is the static value raw of a position of indexes i with side s
// to move, corrected by the tables (and kept off the mate scores).
func (c *correctionHistory) correct(raw int, s xiangqi.Color, i corrIndex) int {
	pieces := c[redPiecesTable+s][i>>32&0xffff] + c[blackPiecesTable+s][i>>48]
	v := raw + int(c[structureTable+s][i&0xffff]+c[materialTable+s][i>>16&0xffff]+pieces/2)/corrGrain
	return max(min(v, MateBound-1), -MateBound+1)
}

// update moves each of i's four entries toward diff (search result − corrected static
// value), by more the deeper the search: the bonus diff·depth/corrDepthDiv
// (in grains, within a quarter of the limit), less the entry's own share of it
// so that each stays within ±corrLimit.
func (c *correctionHistory) update(s xiangqi.Color, i corrIndex, diff, depth int) {
	b := int32(max(min(diff*corrGrain*depth/corrDepthDiv, corrLimit/4), -corrLimit/4))
	for _, e := range [4]*int32{&c[structureTable+s][i&0xffff], &c[materialTable+s][i>>16&0xffff],
		&c[redPiecesTable+s][i>>32&0xffff], &c[blackPiecesTable+s][i>>48]} {
		*e += b - *e*abs32(b)/corrLimit
	}
}

func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}
