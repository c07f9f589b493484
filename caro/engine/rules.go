package engine

import "github.com/alphabeta-go/alphabeta/caro"

// forbiddenDepth bounds the recursion of the renju free-three definition
// (a three is free only if a point that makes it a straight four is itself
// not forbidden, and so on).
const forbiddenDepth = 4

// Forbidden reports whether black may not play p under renju (overline,
// double four, or double three counting only real free threes). It is
// always false for the other rules and for white.
func (b *Board) Forbidden(p int, color int) bool {
	if b.Rule != caro.Renju || color != cellBlack || b.stone[p] != cellEmpty {
		return false
	}
	return b.forbidden(p, forbiddenDepth)
}

func (b *Board) forbidden(p int, depth int) bool {
	switch b.p4[p][0] {
	case pForbid:
		return true
	case pFive:
		return false
	}
	n := 0
	for d := range 4 {
		if b.line[p][0][d] == lF3 {
			n++
		}
	}
	if n < 2 {
		return false
	}
	if depth <= 0 {
		return true
	}
	b.put(p, cellBlack)
	real := 0
	for d := range 4 {
		if b.line[p][0][d] != lF3 {
			continue
		}
		if b.freeThree(p, d, depth) {
			real++
		}
	}
	b.take(p, cellBlack)
	return real >= 2
}

// freeThree reports whether the black three through p (already placed) on
// direction d can become a straight four on a point that is not forbidden.
func (b *Board) freeThree(p, d, depth int) bool {
	dd := b.dir[d]
	for k := -half; k <= half; k++ {
		e := p + k*dd
		if k == 0 || b.stone[e] != cellEmpty || b.line[e][0][d] != lF4 {
			continue
		}
		if !b.forbidden(e, depth-1) {
			return true
		}
	}
	return false
}

// legal reports whether the side c may play the empty cell p.
func (b *Board) legal(p, c int) bool {
	return b.Rule != caro.Renju || c != cellBlack || !b.forbidden(p, forbiddenDepth)
}

// blocks appends to dst the cells where colour def can stop every five
// point of the attacker att (empty when there is nothing to stop, or when
// nothing stops it). Under caro a five can also be stopped by closing its
// far end, so candidates along the line are tried.
func (b *Board) blocks(att int, dst []int) []int {
	fives := &b.fives[att-1]
	if fives.len() == 0 {
		return dst
	}
	if b.Rule != caro.Caro && b.Rule != caro.CaroExact {
		if fives.len() == 1 {
			dst = append(dst, int(fives.list[0]))
		}
		return dst
	}
	f := int(fives.list[0])
	def := 3 - att
	try := func(q int) {
		if b.stone[q] != cellEmpty {
			return
		}
		for _, x := range dst {
			if x == q {
				return
			}
		}
		b.put(q, def)
		ok := fives.len() == 0
		b.take(q, def)
		if ok {
			dst = append(dst, q)
		}
	}
	try(f)
	// Besides f itself, only a stone just past an end of the run that f
	// would complete can make that five blocked at both ends.
	a := uint8(att)
	for d := range 4 {
		if b.line[f][att-1][d] != lFive {
			continue
		}
		dd := b.dir[d]
		lo, hi := f-dd, f+dd
		for b.stone[lo] == a {
			lo -= dd
		}
		for b.stone[hi] == a {
			hi += dd
		}
		try(lo)
		try(hi)
	}
	return dst
}

// lineCells appends the empty cells within reach of p along every direction
// where colour c has at least class min there.
func (b *Board) lineCells(p, c int, min lineClass, dst []int, mark []uint32, stamp uint32) []int {
	if mark[p] != stamp && b.stone[p] == cellEmpty {
		mark[p] = stamp
		dst = append(dst, p)
	}
	for d := range 4 {
		if b.line[p][c-1][d] < min {
			continue
		}
		dd := b.dir[d]
		for k := -half; k <= half; k++ {
			q := p + k*dd
			if b.stone[q] == cellEmpty && mark[q] != stamp {
				mark[q] = stamp
				dst = append(dst, q)
			}
		}
	}
	return dst
}
