package engine

import "github.com/alphabeta-go/alphabeta/caro"

// Defences: which cells take away every threat point of the opponent,
// read from the line tables where they can tell (keepDefences, in the
// search's move generation).

// keepDefences filters the cells on the opponent's threat lines down to
// our own fours and those that take away every threat point: about two
// cells instead of five. When none is left (two threats apart, or under
// renju a defence forbidden to black), one playable cell is kept so that
// the search still sees the loss.
func (b *Board) keepDefences(moves []int) []int {
	own := &b.fours[b.side-1]
	n := 0
	kept := -1
	for _, q := range moves {
		if !b.legal(q, b.side) {
			continue // renju black: the cell kept below must be playable
		}
		if kept < 0 {
			kept = q
		}
		if own.has(q) || b.defends(q) {
			moves[n] = q
			n++
		}
	}
	if n == 0 && kept >= 0 {
		moves[0] = kept
		n = 1
	}
	return moves[:n]
}

// defends reports whether a stone of the side to move on the empty cell q
// leaves the opponent no threat point it may play. Under renju the line
// tables answer only when they find a threat point that surely survives;
// otherwise the cell is played (stopsThreatsPlaying), which cost half of
// the renju search's time when every cell was played.
func (b *Board) defends(q int) bool {
	stopped, exact := b.readStops(q)
	if !exact {
		return b.stopsThreatsPlaying(q)
	}
	return stopped
}

// readStops reports whether a stone of the side to move on the empty
// cell q leaves the opponent no threat point (a cell of class
// pBlock4Flex3 or above): for each of them, q is that cell or lies on a
// line that makes it a threat and breaks the line there. It reads the line tables
// instead of playing q (a stone only changes the classes of cells on its
// own four lines, and the side to move's stone never makes a threat of
// the opponent's).
//
// Under renju the tables are not always enough, and exact is
// false when q must be played to know: a threat point of black's that
// survives with two open threes through it (a double three, maybe
// forbidden); a white four whose five point black's stone on q may make
// forbidden; a point forbidden to black (a double four) that white's stone
// on q turns into a threat point.
func (b *Board) readStops(q int) (stopped, exact bool) {
	op, renju := 3-b.side, b.Rule == caro.Renju
	if renju && b.fives[op-1].len() > 0 {
		return false, false
	}
	maybe := false
	for _, t32 := range b.fours[op-1].list {
		t := int(t32)
		if t == q || !isThreatPoint(b.p4[t][op-1]) && !(renju && op == cellWhite) {
			continue // a stone never makes the other side's four a threat
		}
		v, l := b.classWith(op, q, t)
		if !isThreatPoint(v) {
			// A white four (no longer a four-three, say) whose five point
			// black may not play is a threat too.
			maybe = maybe || renju && op == cellWhite && v >= pBlock4 && v < pBlock4Flex3 && !b.fivePointsPlayable(q, t, &l)
			continue
		}
		if !renju || op == cellWhite || v == pFive {
			return false, true
		}
		if openThrees(&l) < 2 {
			return false, true
		}
		maybe = true
	}
	if maybe {
		return false, false
	}
	if renju && op == cellBlack {
		for d := range 4 {
			dd := b.dir[d]
			for k := -half; k <= half; k++ {
				e := q + k*dd
				if k == 0 || e < 0 || e >= len(b.stone) || b.stone[e] != cellEmpty || b.p4[e][cellBlack-1] != pForbid {
					continue
				}
				if v, _ := b.classWith(cellBlack, q, e); isThreatPoint(v) {
					return false, false
				}
			}
		}
	}
	return true, true
}

// openThrees counts the open threes among a cell's four line classes:
// with two or more, a black stone there may be a forbidden double three.
func openThrees(l *[4]lineClass) int {
	n := 0
	for _, c := range l {
		if c == lF3 {
			n++
		}
	}
	return n
}

// classWith is colour c's threat class of the empty cell t, and its line
// classes, with a stone of the side to move added on the empty cell q
// (read from the line tables, without playing q).
func (b *Board) classWith(c, q, t int) (uint8, [4]lineClass) {
	l := b.line[t][c-1]
	diff := q - t
	for d := range 4 {
		dd := b.dir[d]
		if diff%dd != 0 {
			continue
		}
		k := diff / dd
		if k == 0 || k > half || k < -half {
			continue
		}
		// The bit pair of the cell k steps along the line in t's code
		// (as put writes it).
		shift := 2 * (half - 1 + k)
		if k < 0 {
			shift = 2 * (half + k)
		}
		l[d] = b.table[c-1].lookup(b.code[d][t] | uint32(b.side)<<shift)
		comb := b.combined
		if c == cellWhite {
			comb = &combinedTable[0]
		}
		return comb[comboIndex(&l)], l
	}
	return b.p4[t][c-1], l
}

// fivePointsPlayable reports, for renju black to move about to play q,
// whether black may surely still play every five point of the white fours
// that white's stone on t would make (l: white's line classes at t with
// black's stone on q): none of them a double four or overline, nor on two
// open threes of black's.
func (b *Board) fivePointsPlayable(q, t int, l *[4]lineClass) bool {
	for d := range 4 {
		if l[d] != lB4 && l[d] != lDF4 {
			continue
		}
		step := b.dir[d]
		for k := -4; k <= 4; k++ {
			f := t + k*step
			if k == 0 || f == q || f < 0 || f >= len(b.stone) || b.stone[f] != cellEmpty || !b.whiteFiveWith(t, f, step) {
				continue
			}
			v, lf := b.classWith(cellBlack, q, f)
			if v == pFive {
				continue
			}
			if v == pForbid || openThrees(&lf) >= 2 {
				return false
			}
		}
	}
	return true
}

// stopsThreatsPlaying is stopsThreats for renju, found by playing q: there
// a stone also changes which cells are forbidden to black, and so which of
// white's fours black cannot block and which of black's threat points
// black may play, which the line tables of q's lines alone do not tell.
func (b *Board) stopsThreatsPlaying(q int) bool {
	me, op := b.side, 3-b.side
	b.put(q, me)
	stopped := !b.hasPlayableThreat(op)
	b.take(q, me)
	return stopped
}
