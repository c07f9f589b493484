package engine

import (
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// pieceToHistory scores a move by its piece (pieceIndex) and destination
// (Index90).
type pieceToHistory [14][90]int16

// continuationHistory[p][s] is the history of the moves that follow a move
// of piece p to point s: it learns which replies work against which move.
type continuationHistory [14][90]pieceToHistory

// butterflyHistory scores a quiet move by its piece and destination
// (Square).
type butterflyHistory [24][256]int32

// captureHistory scores a capture by its piece (pieceIndex), destination
// (Index90) and victim's kind: which captures cut off before. It orders
// captures of like victims among themselves, and can put a capture that
// keeps cutting off before one of a somewhat bigger victim.
type captureHistory [14][90][8]int16

// capHistEntry is capture m's entry (m's destination holds its victim).
func (t *thread) capHistEntry(b *[256]xiangqi.Piece, m xiangqi.Move) *int16 {
	return &t.capHist[pieceIndex(b[m.From()])][m.To().Index90()][b[m.To()].Kind()]
}

// rewardCaptures moves the capture history after a cutoff by move best
// (a capture, or a quiet move: then none is rewarded) and penalises the
// captures tried before it.
func (t *thread) rewardCaptures(b *[256]xiangqi.Piece, best xiangqi.Move, bestIsCapture bool, depth int, tried []xiangqi.Move) {
	bonus := historyBonus(depth)
	if bestIsCapture {
		addHistory(t.capHistEntry(b, best), bonus)
	}
	for _, q := range tried {
		addHistory(t.capHistEntry(b, q), -bonus)
	}
}

// noHistory is the history of a search without History: all zero, never
// written.
var noHistory butterflyHistory

// pieceIndex numbers the 14 pieces 0–13 (red chariot … black pawn).
func pieceIndex(p xiangqi.Piece) int { return int(p&7) - 1 + 7*int(p>>4&1) }

// contAt is the continuation history of the move played from ply (none
// before the root).
func (t *thread) contAt(ply int) *pieceToHistory {
	if ply < 0 || t.stack[ply].cont == nil {
		return &t.noCont
	}
	return t.stack[ply].cont
}

// played records in frame f that piece p plays m from f's ply (NoPiece:
// a null move).
func (t *thread) played(f *frame, p xiangqi.Piece, m xiangqi.Move) {
	if p == xiangqi.NoPiece {
		f.cont, f.movedPiece, f.movedTo = &t.noCont, -1, 0
		return
	}
	pi, to := pieceIndex(p), m.To().Index90()
	f.cont, f.movedPiece, f.movedTo = &t.cont[pi][to], int8(pi), int8(to)
}

// historyBonus is how much a cutoff at depth moves a history entry.
func historyBonus(depth int) int {
	return min(historyBonusPerDepth*depth-historyBonusOffset, historyBonusMax)
}

// addHistory moves entry h by bonus, less the nearer it is to the bound
// (the "gravity" update: entries stay within ±historyMax and old lessons
// fade as new ones arrive).
func addHistory[T int16 | int32](h *T, bonus int) {
	v := int(*h)
	v += bonus - v*abs(bonus)/historyMax
	*h = T(v)
}

// rewardQuiet updates the killers, the countermove and the histories after
// quiet move m cut off, and penalises the quiet moves tried before it.
func (t *thread) rewardQuiet(m xiangqi.Move, mover xiangqi.Piece, depth, ply int, tried []xiangqi.Move) {
	if t.killers[ply][0] != m {
		t.killers[ply][1] = t.killers[ply][0]
		t.killers[ply][0] = m
	}
	if ply >= 1 {
		if prev := &t.stack[ply-1]; prev.movedPiece >= 0 {
			t.counter[prev.movedPiece][prev.movedTo] = m
		}
	}
	bonus := historyBonus(depth)
	t.updateQuiet(mover, m, ply, bonus)
	b := t.pos.BoardArray()
	for _, q := range tried {
		t.updateQuiet(b[q.From()], q, ply, -bonus)
	}
}

// updateQuiet moves the history and the two continuation histories of a
// quiet move of piece p by bonus.
func (t *thread) updateQuiet(p xiangqi.Piece, m xiangqi.Move, ply, bonus int) {
	addHistory(&t.history[p][m.To()], bonus)
	pi, to := pieceIndex(p), m.To().Index90()
	if c := t.contAt(ply - 1); c != &t.noCont {
		addHistory(&c[pi][to], bonus)
	}
	if c := t.contAt(ply - 2); c != &t.noCont {
		addHistory(&c[pi][to], bonus)
	}
}
