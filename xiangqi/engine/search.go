package engine

import (
	"math"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// frame is one ply's scratch space.
type frame struct {
	moves  [maxMoves]xiangqi.Move
	scores [maxMoves]int32
	quiets [maxMoves]xiangqi.Move
	caps   [maxMoves]xiangqi.Move // the captures tried (capture history)
	eval   int
	// excluded is the move the next search of this ply must leave out (a
	// singular-extension check).
	excluded xiangqi.Move
	// cont is the continuation history of the move played from this ply
	// (by its piece and destination), for the plies below to consult.
	cont *pieceToHistory
	// movedPiece (pieceIndex, −1 for a null move) and movedTo (Index90) are
	// the move played from this ply, for the countermove table.
	movedPiece int8
	movedTo    int8
	// keys are the correction-history keys of this ply's position.
	keys corrKeys
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// rootSearch searches every root move; the best ends up first in
// t.rootMoves.
func (t *thread) rootSearch(alpha, beta, depth int) int {
	pos := t.pos
	t.pvLen[0] = 0
	t.nodes++
	t.expanded++
	t.generated += int64(len(t.rootMoves))
	best := -Infinite
	bestIdx := -1
	f := &t.stack[0]
	f.eval = -Infinite
	if t.tech&staticEvalUsers != 0 && !pos.InCheck() {
		f.eval = t.evaluate()
	}
	b := pos.BoardArray()
	for i := range t.rootMoves {
		m := t.rootMoves[i].move
		t.played(f, b[m.From()], m)
		t.stack[1].keys = f.keys.after(b, m)
		pos.Make(m)
		newDepth := depth - 1
		if t.tech&CheckExtension != 0 && pos.InCheck() {
			newDepth++
		}
		var v int
		if i == 0 || t.tech&PVS == 0 {
			v = -t.search(-beta, -alpha, newDepth, 1, true, false)
		} else {
			v = -t.search(-alpha-1, -alpha, newDepth, 1, true, true)
			if v > alpha && v < beta && !t.stopped() {
				v = -t.search(-beta, -alpha, newDepth, 1, true, false)
			}
		}
		pos.Unmake(m)
		if t.stopped() {
			break
		}
		if v > best {
			best = v
			if v > alpha {
				bestIdx = i
				alpha = v
				t.pv[0][0] = m
				copy(t.pv[0][1:], t.pv[1][1:t.pvLen[1]])
				t.pvLen[0] = max(t.pvLen[1], 1)
				// Move it to the front, keeping the others' order.
				rm := t.rootMoves[i]
				copy(t.rootMoves[1:i+1], t.rootMoves[:i])
				t.rootMoves[0] = rm
				if v >= beta {
					break
				}
			}
		}
	}
	if !t.stopped() && bestIdx >= 0 {
		bd := enginekit.BoundExact
		if best >= beta {
			bd = enginekit.BoundLower
		}
		t.e.tt.Store(t.pos.Hash(), enginekit.Entry{Move: uint16(t.rootMoves[0].move), Score: best, Depth: depth, Bound: bd})
	}
	return best
}

// lmrTable[d][n] is the late-move reduction at depth d for the n-th move.
var lmrTable [64][64]int8

func init() {
	for d := 1; d < 64; d++ {
		for n := 1; n < 64; n++ {
			r := lmrBase + math.Log(float64(d))*math.Log(float64(n))/lmrDiv
			lmrTable[d][n] = int8(r)
		}
	}
}

// hasNullMaterial is the zugzwang guard: a side with only a king,
// advisors, elephants and pawns must not pass.
func (t *thread) hasNullMaterial() (ok bool, few bool) {
	sq, pc := t.pos.PieceSlots()
	base := int(t.pos.SideToMove()) * 16
	n := 0
	for i := base + 1; i < base+16; i++ {
		if sq[i] == xiangqi.NoSquare {
			continue
		}
		switch pc[i].Kind() {
		case xiangqi.Chariot, xiangqi.Horse, xiangqi.Cannon:
			n++
		}
	}
	return n > 0, n <= 2
}

// search is the principal variation search below the root. cutNode says
// the node is expected to fail high (Stockfish's cut node): a child searched
// at reduced depth is one, a full-depth null-window child is the opposite
// of its parent, a PV child is not.
func (t *thread) search(alpha, beta, depth, ply int, allowNull, cutNode bool) int {
	pos := t.pos
	tech := t.tech
	t.pvLen[ply] = ply
	inCheck := pos.InCheck()
	if depth <= 0 && (!inCheck || tech&CheckExtension == 0) {
		if tech&Quiescence == 0 {
			t.count()
			if !pos.HasLegalMove() {
				return -MateValue + ply
			}
			return t.evaluate()
		}
		return t.qsearch(alpha, beta, ply, 0)
	}
	t.count()
	if t.stopped() {
		return 0
	}
	if ply > t.seldepth {
		t.seldepth = ply
	}
	pvNode := beta-alpha > 1
	if tech&RuleScores != 0 {
		if pos.HalfmoveClock() >= xiangqi.MoveLimitPlies {
			return 0
		}
		if pos.HalfmoveClock() >= repetitionMinPlies {
			var verdict int
			var found bool
			if t.noChase {
				verdict, found = pos.SearchRepetitionNoChase()
			} else {
				verdict, found = pos.SearchRepetition()
			}
			if found {
				switch verdict {
				case 1:
					return RuleWin - ply
				case -1:
					return -RuleWin + ply
				}
				return 0
			}
		}
	}
	if tech&MateDistancePruning != 0 {
		alpha = max(alpha, -MateValue+ply)
		beta = min(beta, MateValue-ply-1)
		if alpha >= beta {
			return alpha
		}
	}
	if ply >= MaxPly {
		return t.evaluate()
	}

	key := pos.Hash()
	ttMove := xiangqi.NoMove
	f := &t.stack[ply]
	// excluded is the move a singular-extension check leaves out; such a
	// search neither reads nor writes the table (its result is about a
	// different move set).
	excluded := f.excluded
	f.excluded = xiangqi.NoMove
	var tth enginekit.Entry
	ttFound := false
	if excluded == xiangqi.NoMove {
		tth, ttFound = t.e.tt.Probe(key)
	}
	if ttFound {
		ttMove = xiangqi.Move(tth.Move)
		if !pvNode && (tth.Depth > depth && tech&DeepTableCuts != 0 || tth.Depth == depth && tech&TableCuts != 0) {
			s := enginekit.ScoreFromTable(tth.Score, ply, MateBound)
			if tth.Bound == enginekit.BoundExact || (tth.Bound == enginekit.BoundLower && s >= beta) || (tth.Bound == enginekit.BoundUpper && s <= alpha) {
				return s
			}
		}
	}

	// Internal iterative reduction: no move from the table means this
	// node was never searched at this depth; a shallower search first is
	// cheaper than ordering its moves blind. Only PV nodes and deep
	// expected cut nodes (as Pikafish-HCE): elsewhere the node is likely
	// to fail low whatever its order.
	if tech&IterativeReduction != 0 && ttMove == xiangqi.NoMove && excluded == xiangqi.NoMove {
		switch {
		case pvNode:
			depth = max(depth-iirPVReduction, 1)
		case cutNode && depth >= iirCutDepth:
			depth--
		}
	}

	eval := -Infinite
	var structure corrIndex // the correction history's index pair
	if !inCheck && tech&staticEvalUsers != 0 {
		eval, structure = t.evaluateStructure(ply)
		if tech&CorrectionHistory != 0 {
			eval = t.corr.correct(eval, pos.SideToMove(), structure)
		}
	}
	f.eval = eval
	// improving: the static value is better than at our previous turn, so
	// this line is going our way and cutoffs are likelier.
	improving := !inCheck && ply >= 2 && eval > t.stack[ply-2].eval
	// The table's bound, where it lies on the far side of the static
	// value, is a better estimate for the pruning below.
	pruneEval := eval
	if ttFound && !inCheck && abs(tth.Score) < MateBound {
		s := enginekit.ScoreFromTable(tth.Score, ply, MateBound)
		if tth.Bound&enginekit.BoundLower != 0 && s > eval || tth.Bound&enginekit.BoundUpper != 0 && s < eval {
			pruneEval = s
		}
	}

	if !pvNode && !inCheck && excluded == xiangqi.NoMove {
		// Reverse futility: far above beta near the horizon.
		if tech&ReverseFutility != 0 && depth <= reverseFutilityDepth && pruneEval-reverseFutilityMargin*(depth-b2i(improving)) >= beta && beta > -MateBound && beta < MateBound {
			return pruneEval
		}
		// Null move with the zugzwang guard and verification.
		if ok, few := t.hasNullMaterial(); tech&NullMove != 0 && allowNull && ok && depth >= nullMoveDepth && pruneEval >= beta && beta < MateBound {
			r := nullMoveReduction + depth/nullMoveDepthDiv + min((pruneEval-beta)/nullMoveEvalDiv, nullMoveEvalMax)
			t.played(f, xiangqi.NoPiece, xiangqi.NoMove)
			t.stack[ply+1].keys = f.keys
			pos.MakeNull()
			v := -t.search(-beta, -beta+1, depth-1-r, ply+1, false, !cutNode)
			pos.UnmakeNull()
			if t.stopped() {
				return 0
			}
			if v >= beta {
				if v >= MateBound {
					v = beta
				}
				if !few && depth < nullMoveVerifyDepth {
					return v
				}
				// Verify: search this node at reduced depth without a null move.
				if w := t.search(beta-1, beta, depth-r, ply, false, false); w >= beta {
					return v
				}
				t.pvLen[ply] = ply
			}
		}
	}

	// Singular extension: when the table's move is much better than every
	// other (a search without it at half depth fails low below its value),
	// it is searched one ply deeper; when even the others beat beta, this
	// node cuts off (multi-cut); when it is not singular, it may be
	// searched shallower. ttExt is the plies added to the table's move.
	ttExt := 0
	if tech&SingularExtension != 0 && excluded == xiangqi.NoMove && ply > 0 && depth >= singularDepth && ttMove != xiangqi.NoMove &&
		tth.Depth >= depth-singularTTDepth && tth.Bound&enginekit.BoundLower != 0 && abs(tth.Score) < MateBound && ply < extensionDepthFactor*t.rootDepth {
		ttScore := enginekit.ScoreFromTable(tth.Score, ply, MateBound)
		singularBeta := ttScore - singularMarginDepth*depth
		f.excluded = ttMove
		v := t.search(singularBeta-1, singularBeta, (depth-1)/2, ply, false, cutNode)
		f.excluded = xiangqi.NoMove
		t.pvLen[ply] = ply
		if t.stopped() {
			return 0
		}
		switch {
		case v < singularBeta:
			ttExt = 1
		case singularBeta >= beta:
			return singularBeta
		case ttScore >= beta:
			// Not singular, and the table says it beats beta anyway:
			// a shallower search of it is likely to cut off too.
			ttExt = -singularFailHighReduction
		case ttScore <= alpha && ttScore <= v:
			// Not singular, and the table says it fails low: others
			// are as good.
			ttExt = -singularFailLowReduction
		}
	}

	// The table's move is tried before the others are generated: when it
	// cuts off, as it mostly does, the node never generates or orders its
	// moves. (In check the evasions are generated at once: the single-reply
	// extension needs their number.)
	ttFirst := tech&(HashMove|HashMoveFirst) == HashMove|HashMoveFirst && ttMove != xiangqi.NoMove && ttMove != excluded && !inCheck && pos.IsLegal(ttMove)
	var moves []xiangqi.Move
	var scores []int32
	t.expanded++
	if !ttFirst {
		moves, scores = t.orderedMoves(f, ply, ttMove)
		if len(moves) == 0 {
			return -MateValue + ply // checkmate and stalemate both lose
		}
	}

	b := pos.BoardArray()
	best := -Infinite
	bestMove := xiangqi.NoMove
	origAlpha := alpha
	quiets := 0
	caps := 0
	legal := 0
	for i := 0; ; i++ {
		var m xiangqi.Move
		var score int32
		switch {
		case ttFirst && i == 0:
			m, score = ttMove, scoreHash
		case ttFirst && i == 1:
			moves, scores = t.orderedMoves(f, ply, ttMove)
			t.pickMove(moves, scores, 0) // the table's move, searched already
			fallthrough
		default:
			if i < len(moves) {
				m = t.pickMove(moves, scores, i)
				score = scores[i]
			}
		}
		if m == xiangqi.NoMove { // every move was tried
			break
		}
		if m == excluded {
			continue
		}
		isCapture := b[m.To()] != xiangqi.NoPiece
		mover := b[m.From()]
		isKiller := score >= scoreKiller-1 && score < scoreCapture && !isCapture // killers and the countermove
		// Static exchange pruning near the horizon: a capture that loses
		// more than a little material, once a move has been searched
		// (checks are kept, below).
		seeBad := tech&SEEPruning != 0 && isCapture && !inCheck && depth <= seePruneDepth && legal > 0 && best > -MateBound &&
			score < scoreCapture && score != scoreHash && !seeAtLeast(pos, m, -seePruneMargin*depth)
		// A quiet move that leaves its piece to be taken at a loss, near
		// the horizon (by the depth the move would be searched at after
		// its reduction), is pruned too: tested once the move is made
		// and not pruned otherwise (the same moves are pruned either way).
		quietSEE := tech&SEEPruning != 0 && !isCapture && !inCheck && !isKiller && score != scoreHash && legal > 0 && best > -MateBound && depth <= seeQuietDepth
		quietThreshold := 0
		if quietSEE {
			d := max(depth-1-int(lmrTable[min(depth, 63)][min(legal+1, 63)]), 0)
			quietThreshold = -(seeQuietSquare*d*d + seeQuietLinear*d)
		}
		t.played(f, mover, m)
		t.stack[ply+1].keys = f.keys.after(b, m)
		pos.Make(m)
		t.e.tt.Prefetch(pos.Hash())
		givesCheck := pos.InCheck()
		legal++
		if seeBad && !givesCheck {
			pos.Unmake(m)
			continue
		}
		if !pvNode && !inCheck && !givesCheck && !isCapture && best > -MateBound && legal > 1 {
			// Futility and late-move pruning near the horizon.
			if tech&Futility != 0 && !isKiller {
				d := max(depth-1-int(lmrTable[min(depth, 63)][min(legal, 63)]), 0)
				if d < futilityDepth && eval+futilityBase+futilityPerPly*d+int(score)/futilityHistoryDiv <= alpha {
					pos.Unmake(m)
					continue
				}
			}
			if tech&LateMovePruning != 0 && depth <= lmpDepth && quiets >= (lmpBase+depth*depth)/(2-b2i(improving)) {
				pos.Unmake(m)
				continue
			}
		}
		if quietSEE && !givesCheck && !quietSEEAtLeast(pos, m, quietThreshold) {
			pos.Unmake(m)
			continue
		}
		newDepth := depth - 1
		if ttExt < 0 && m == ttMove {
			newDepth += ttExt
		} else if (givesCheck && tech&CheckExtension != 0 || inCheck && len(moves) == 1 && tech&SingleReplyExtension != 0 || ttExt > 0 && m == ttMove) && ply < extensionDepthFactor*t.rootDepth+extensionPlyMargin {
			newDepth++
		}
		var v int
		if legal == 1 || tech&PVS == 0 {
			v = -t.search(-beta, -alpha, newDepth, ply+1, true, !pvNode && !cutNode)
		} else {
			r := 0
			if tech&LMR != 0 && depth >= lmrDepth && !isCapture && !givesCheck && !inCheck && !isKiller && legal > lmrMoves {
				r = int(lmrTable[min(depth, 63)][min(legal, 63)])
				if pvNode {
					r--
				}
				if !improving {
					r++
				}
				r -= int(score) / lmrHistoryDiv // quiet moves: history and continuation history

				r = max(0, min(r, newDepth-1))
			}
			v = -t.search(-alpha-1, -alpha, newDepth-r, ply+1, true, r > 0 || !cutNode)
			// The re-search's depth follows the reduced result: a ply
			// deeper when it beat alpha by a margin, a ply shallower when
			// it stayed within newDepth of the best so far; no re-search
			// when that is no deeper than the reduced one. (A stopped
			// search returns 0, which is no reason to search again: a
			// node limit stops at its count.)
			if v > alpha && r > 0 && !t.stopped() {
				d := newDepth
				if v > alpha+lmrDeeperMargin+lmrDeeperPerPly*r {
					d++
				} else if v < best+newDepth {
					d--
				}
				if d > newDepth-r {
					v = -t.search(-alpha-1, -alpha, d, ply+1, true, !cutNode)
				}
			}
			if v > alpha && v < beta && !t.stopped() {
				v = -t.search(-beta, -alpha, newDepth, ply+1, true, false)
			}
		}
		pos.Unmake(m)
		if t.stopped() {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				bestMove = m
				if pvNode {
					t.pv[ply][ply] = m
					copy(t.pv[ply][ply+1:], t.pv[ply+1][ply+1:t.pvLen[ply+1]])
					t.pvLen[ply] = max(t.pvLen[ply+1], ply+1)
				}
				if v >= beta {
					if !isCapture {
						t.rewardQuiet(m, mover, depth, ply, f.quiets[:quiets])
					}
					if tech&CaptureHistory != 0 {
						t.rewardCaptures(b, m, isCapture, depth, f.caps[:caps])
					}
					break
				}
			}
		}
		if !isCapture {
			f.quiets[quiets] = m
			quiets++
		} else {
			f.caps[caps] = m
			caps++
		}
	}
	if best == -Infinite { // every move was pruned
		return alpha
	}
	if excluded != xiangqi.NoMove {
		return best
	}
	bd := enginekit.BoundUpper
	if best >= beta {
		bd = enginekit.BoundLower
	} else if best > origAlpha {
		bd = enginekit.BoundExact
	}
	// The result corrects the static value when it bounds it from the far
	// side and no capture decided it (corrhist.go).
	if tech&CorrectionHistory != 0 && eval != -Infinite && abs(best) < MateBound &&
		(bestMove == xiangqi.NoMove || b[bestMove.To()] == xiangqi.NoPiece) &&
		!(bd == enginekit.BoundLower && best <= eval) && !(bd == enginekit.BoundUpper && best >= eval) {
		t.corr.update(pos.SideToMove(), structure, best-eval, depth)
	}
	t.e.tt.Store(key, enginekit.Entry{Move: uint16(bestMove), Score: enginekit.ScoreToTable(best, ply, MateBound), Depth: depth, Bound: bd})
	return best
}

// orderedMoves generates the legal moves of the node at ply into its frame
// and scores them for pickMove.
func (t *thread) orderedMoves(f *frame, ply int, ttMove xiangqi.Move) ([]xiangqi.Move, []int32) {
	moves := t.pos.GenerateLegal(f.moves[:0])
	t.generated += int64(len(moves))
	scores := f.scores[:len(moves)]
	t.scoreMoves(moves, scores, ply, ttMove, true)
	return moves, scores
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// qsearch resolves captures (and every evasion when in check) so that the
// static evaluation is only taken on quiet positions.
func (t *thread) qsearch(alpha, beta, ply, qply int) int {
	pos := t.pos
	t.count()
	t.pvLen[ply] = ply
	if t.stopped() {
		return 0
	}
	if ply > t.seldepth {
		t.seldepth = ply
	}
	inCheck := pos.InCheck()
	if ply >= MaxPly || (inCheck && qply > qsearchCheckPlies) {
		return t.evaluate()
	}
	f := &t.stack[ply]
	// The table serves quiescence too: a bound from any depth settles a
	// null-window node, and its move is tried first. Xiangqi's capture
	// sequences meet the same positions again and again (the nodes to
	// depth 13 from the start fell by more than half).
	key := pos.Hash()
	alphaIn := alpha
	ttMove := xiangqi.NoMove
	if tth, ok := t.e.tt.Probe(key); ok {
		ttMove = xiangqi.Move(tth.Move)
		if beta-alpha == 1 && t.tech&TableCuts != 0 {
			s := enginekit.ScoreFromTable(tth.Score, ply, MateBound)
			if tth.Bound == enginekit.BoundExact || (tth.Bound == enginekit.BoundLower && s >= beta) || (tth.Bound == enginekit.BoundUpper && s <= alpha) {
				return s
			}
		}
	}
	best := -Infinite
	bestMove := xiangqi.NoMove
	stand := 0
	var moves []xiangqi.Move
	if inCheck {
		moves = pos.GenerateLegal(f.moves[:0])
		if len(moves) == 0 {
			return -MateValue + ply
		}
	} else {
		var structure corrIndex
		stand, structure = t.evaluateStructure(ply)
		if t.tech&CorrectionHistory != 0 {
			stand = t.corr.correct(stand, pos.SideToMove(), structure)
		}
		if stand >= beta {
			return stand
		}
		if stand > alpha {
			alpha = stand
		}
		best = stand
		moves = pos.GenerateCaptures(f.moves[:0])
	}
	t.expanded++
	t.generated += int64(len(moves))
	scores := f.scores[:len(moves)]
	t.scoreMoves(moves, scores, ply, ttMove, false)
	b := pos.BoardArray()
	for i := range moves {
		m := t.pickMove(moves, scores, i)
		if !inCheck {
			victim := b[m.To()].Kind()
			if stand+pieceValue[victim]+deltaMargin <= alpha {
				continue // delta pruning: even winning it does not reach alpha
			}
			if scores[i] < scoreCapture {
				break // loses material by static exchange, as do the rest
			}
		}
		t.stack[ply+1].keys = f.keys.after(b, m)
		pos.Make(m)
		t.e.tt.Prefetch(pos.Hash())
		v := -t.qsearch(-beta, -alpha, ply+1, qply+1)
		pos.Unmake(m)
		if t.stopped() {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				bestMove = m
				if v >= beta {
					break
				}
			}
		}
	}
	bd := enginekit.BoundExact
	switch {
	case best >= beta:
		bd = enginekit.BoundLower
	case best <= alphaIn:
		bd = enginekit.BoundUpper
	}
	// Depth 0: below every entry of the main search, which never cuts
	// off on it (its depths are 1 and more).
	t.e.tt.Store(key, enginekit.Entry{Move: uint16(bestMove), Score: enginekit.ScoreToTable(best, ply, MateBound), Depth: 0, Bound: bd})
	return best
}
