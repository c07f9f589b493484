package engine

import (
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// Move ordering scores.
const (
	scoreHash       = 1 << 30
	scoreCapture    = 1 << 26
	scoreKiller     = 1 << 25
	scoreBadCapture = scoreKiller - 4096
	capHistBand     = 8192 // lifts the captures ordered by capture history above scoreCapture
)

var mvvValue = [8]int32{xiangqi.King: 50, xiangqi.Chariot: 40, xiangqi.Cannon: 20, xiangqi.Horse: 20, xiangqi.Advisor: 8, xiangqi.Elephant: 8, xiangqi.Pawn: 6}

var lvaValue = [8]int32{xiangqi.King: 1, xiangqi.Chariot: 5, xiangqi.Cannon: 4, xiangqi.Horse: 4, xiangqi.Advisor: 2, xiangqi.Elephant: 2, xiangqi.Pawn: 1}

// MVVLVA is the engine's order of captures among themselves: the most
// valuable victim first, and for one victim the least valuable attacker.
// (The lecture's node table, package xiangqi/nodes, orders its alpha-beta
// by it too.)
func MVVLVA(victim, attacker xiangqi.Kind) int32 {
	return mvvValue[victim]*16 - lvaValue[attacker]
}

// scoreMoves orders moves: the hash move, captures that do not lose
// material, killers and the countermove, losing captures, then quiet moves
// by their history. Quiet moves in the main search (withContinuation) also
// count the continuation histories of the two moves before them. A
// technique turned off (HashMove, Killers, Countermove, History,
// ContinuationHistory) adds nothing.
func (t *thread) scoreMoves(moves []xiangqi.Move, scores []int32, ply int, ttMove xiangqi.Move, withContinuation bool) {
	b := t.pos.BoardArray()
	if t.tech&HashMove == 0 {
		ttMove = xiangqi.NoMove
	}
	k0, k1 := xiangqi.NoMove, xiangqi.NoMove
	if t.tech&Killers != 0 {
		k0, k1 = t.killers[ply][0], t.killers[ply][1]
	}
	history := &t.history
	if t.tech&History == 0 {
		history = &noHistory
	}
	counter := xiangqi.NoMove
	c1, c2 := &t.noCont, &t.noCont
	if withContinuation {
		if t.tech&ContinuationHistory != 0 {
			c1, c2 = t.contAt(ply-1), t.contAt(ply-2)
		}
		if ply >= 1 && t.tech&Countermove != 0 {
			if prev := &t.stack[ply-1]; prev.movedPiece >= 0 {
				counter = t.counter[prev.movedPiece][prev.movedTo]
			}
		}
	}
	capHist := t.tech&CaptureHistory != 0
	for i, m := range moves {
		switch {
		case m == ttMove:
			scores[i] = scoreHash
		case b[m.To()] != xiangqi.NoPiece && capHist:
			// MVV-LVA in steps of 16 (a chariot over a horse is 5,120)
			// plus half the capture history (within ±8,192); the bands
			// stay apart: good captures above scoreCapture, losing
			// ones between the quiet moves and the killers.
			// Whether it loses material is settled when it is picked
			// (pickMove).
			v := MVVLVA(b[m.To()].Kind(), b[m.From()].Kind())*16 + int32(*t.capHistEntry(b, m))/2
			scores[i] = scoreCapture + capHistBand + v
		case b[m.To()] != xiangqi.NoPiece:
			scores[i] = scoreCapture + MVVLVA(b[m.To()].Kind(), b[m.From()].Kind())
		case m == k0:
			scores[i] = scoreKiller + 1
		case m == k1:
			scores[i] = scoreKiller
		case m == counter:
			scores[i] = scoreKiller - 1
		default:
			pi, to := pieceIndex(b[m.From()]), m.To().Index90()
			scores[i] = history[b[m.From()]][m.To()] + int32(c1[pi][to]) + int32(c2[pi][to])
		}
	}
}

// pickMove moves the best-scored move of moves[i:] to i (a selection
// sort step), with the static exchange test of the captures done here rather than
// when they were scored: a capture scored as good that loses material
// is moved down to the losing captures' band, which it would have had
// from the start, and the pick repeated. The order is the same as
// testing every capture first (the moves above the picked one all
// score as they would, and ties go to the same, first, index), and a
// node that cuts off early tests only what it tried.
func (t *thread) pickMove(moves []xiangqi.Move, scores []int32, i int) xiangqi.Move {
	for {
		bi := i + maxIndex(scores[i:])
		s := scores[bi]
		if s < scoreCapture || s >= scoreHash || seeAtLeast(t.pos, moves[bi], goodCaptureSEE) {
			moves[i], moves[bi] = moves[bi], moves[i]
			scores[i], scores[bi] = scores[bi], scores[i]
			return moves[i]
		}
		if t.tech&CaptureHistory != 0 {
			scores[bi] = s - scoreCapture - capHistBand + scoreKiller - 32768 // losing captures after the killers
		} else {
			scores[bi] = s - scoreCapture + scoreBadCapture
		}
	}
}

// maxIndex is the index of the first of the greatest scores (s is not
// empty).
func maxIndex(s []int32) int {
	bi, best := 0, s[0]
	for j, v := range s {
		if v > best {
			bi, best = j, v
		}
	}
	return bi
}
