package engine

import "github.com/alphabeta-go/alphabeta/caro"

// Board queries of the search: stones, legal moves and threat points.

// stones counts the stones on the board (passes are not stones).
func (b *Board) stones() int {
	n := 0
	for _, m := range b.moves {
		if m >= 0 {
			n++
		}
	}
	return n
}

// points converts cell indices to coordinates.
func (b *Board) points(ps []int) []caro.Point {
	out := make([]caro.Point, len(ps))
	for i, p := range ps {
		out[i] = b.Point(p)
	}
	return out
}

// legalMoves lists every empty cell the side to move may play.
func (b *Board) legalMoves(dst []int) []int {
	for y := range b.H {
		for x := range b.W {
			p := b.index(x, y)
			if b.stone[p] == cellEmpty && b.legal(p, b.side) {
				dst = append(dst, p)
			}
		}
	}
	return dst
}

// hasFlex4 reports whether colour c has a move that wins unless answered
// at once: an open four, a four-three, or (renju, white) a four whose five
// point black may not play.
func hasFlex4(b *Board, c int) bool {
	for _, t := range b.fours[c-1].list {
		if isThreatPoint(b.p4[t][c-1]) {
			return true
		}
	}
	return c == cellWhite && b.Rule == caro.Renju && b.forbiddenFourPoint() >= 0
}

// isThreatPoint reports whether a cell of threat class v wins unless
// answered at once: a four-three, an open four or a five, not a point
// renju forbids.
func isThreatPoint(v uint8) bool { return v >= pBlock4Flex3 && v != pForbid }

// forbiddenFourPoint is a cell where white (renju) makes a four whose five
// point black may not play, or -1. Black cannot block such a four, so it
// wins like an open four: the games black lost to PentaZen under renju
// ended this way two times in five.
func (b *Board) forbiddenFourPoint() int {
	for _, t := range b.fours[cellWhite-1].list {
		if v := b.p4[t][cellWhite-1]; v >= pBlock4 && v < pBlock4Flex3 && b.forbiddenFour(int(t)) {
			return int(t)
		}
	}
	return -1
}

// forbiddenFour reports whether white, playing the empty cell t under
// renju, makes a four whose five point is forbidden to black. (White's
// stone at t lies on the four's own line, where black has no shape, so
// the five point's status is read on the board as it is.)
func (b *Board) forbiddenFour(t int) bool {
	for d := range 4 {
		if c := b.line[t][cellWhite-1][d]; c != lB4 && c != lDF4 {
			continue
		}
		step := b.dir[d]
		for k := -4; k <= 4; k++ {
			f := t + k*step
			if k == 0 || f < 0 || f >= len(b.stone) || b.stone[f] != cellEmpty {
				continue
			}
			if b.whiteFiveWith(t, f, step) && !b.legal(f, cellBlack) {
				return true
			}
		}
	}
	return false
}

// whiteFiveWith reports whether white stones on the empty cells t and f
// (on one line, step apart) would make five or more in a row through t.
func (b *Board) whiteFiveWith(t, f, step int) bool {
	white := func(q int) bool {
		return q == t || q == f || (q >= 0 && q < len(b.stone) && b.stone[q] == cellWhite)
	}
	n := 1
	for q := t + step; white(q); q += step {
		n++
	}
	for q := t - step; white(q); q -= step {
		n++
	}
	return n >= 5
}

// hasPlayableThreat is hasFlex4 counting, for renju black, only the threat
// points black may play.
func (b *Board) hasPlayableThreat(c int) bool {
	for _, t := range b.fours[c-1].list {
		if isThreatPoint(b.p4[t][c-1]) && b.legal(int(t), c) {
			return true
		}
	}
	return c == cellWhite && b.Rule == caro.Renju && b.forbiddenFourPoint() >= 0
}
