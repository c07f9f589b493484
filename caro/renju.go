package caro

// Forbid is why a renju point is forbidden to black.
type Forbid int8

const (
	NoForbid    Forbid = iota
	Overline           // more than five in a row
	DoubleFour         // two or more fours at once
	DoubleThree        // two or more (free) threes at once
)

func (f Forbid) String() string {
	switch f {
	case Overline:
		return "overline"
	case DoubleFour:
		return "double four"
	case DoubleThree:
		return "double three"
	}
	return "not forbidden"
}

// Vietnamese is the forbidden shape's name in Vietnamese.
func (f Forbid) Vietnamese() string {
	switch f {
	case Overline:
		return "quá năm"
	case DoubleFour:
		return "bốn-bốn"
	case DoubleThree:
		return "ba-ba"
	}
	return "không cấm"
}

// IsForbidden reports whether black playing the empty point p is forbidden
// under renju: it makes an overline, two fours or two free threes, and no
// exact five. It is false under the other rules, for occupied points and
// outside the board. The side to move does not matter: it asks about black.
func IsForbidden(b *Board, p Point) bool { return ForbiddenReason(b, p) != NoForbid }

// ForbiddenReason is IsForbidden with the reason.
//
// A three is free only if it can become a straight four (a four with two
// winning points) by a move that is itself not forbidden: the definition is
// recursive, and so is this function.
func ForbiddenReason(b *Board, p Point) Forbid {
	if b.rule != Renju || !b.Inside(p) || b.At(p) != Empty {
		return NoForbid
	}
	i := p.Y*b.width + p.X
	b.cells[i] = Black
	f := b.forbiddenPlaced(p)
	b.cells[i] = Empty
	return f
}

// forbiddenPlaced judges black's stone already placed on p.
func (b *Board) forbiddenPlaced(p Point) Forbid {
	overline := false
	for _, d := range directions {
		n, _, _ := b.run(p, d, Black)
		if n == b.k {
			return NoForbid // an exact five wins whatever else it makes
		}
		if n > b.k {
			overline = true
		}
	}
	if overline {
		return Overline
	}
	fours, threes := 0, 0
	for _, d := range directions {
		if f := b.foursThrough(p, d); f > 0 {
			fours += f
			continue
		}
		if b.freeThreeThrough(p, d) {
			threes++
		}
	}
	switch {
	case fours >= 2:
		return DoubleFour
	case threes >= 2:
		return DoubleThree
	}
	return NoForbid
}

// fivePoints finds the empty points on p's line in direction d where one more
// black stone makes an exact five that contains p. There are at most two, one
// on each side of p.
func (b *Board) fivePoints(p, d Point) (n int, pts [2]Point) {
	for i := -(b.k - 1); i <= b.k-1; i++ {
		if i == 0 {
			continue
		}
		q := Point{p.X + i*d.X, p.Y + i*d.Y}
		if !b.Inside(q) || b.cells[q.Y*b.width+q.X] != Empty {
			continue
		}
		j := q.Y*b.width + q.X
		b.cells[j] = Black
		l, first, last := b.run(q, d, Black)
		b.cells[j] = Empty
		if l != b.k || !between(first, p, last, d) {
			continue
		}
		if n < 2 {
			pts[n] = q
		}
		n++
	}
	return n, pts
}

// between reports whether p lies on the segment first..last of direction d.
func between(first, p, last, d Point) bool {
	// Project on the direction's main axis (x unless the line is vertical).
	if d.X == 0 {
		return first.Y <= p.Y && p.Y <= last.Y
	}
	return first.X <= p.X && p.X <= last.X
}

// foursThrough counts the fours that black's stone on p makes in direction d:
// a straight four (two winning points k apart, e.g. .XXXX.) is one four; two
// winning points closer together (X.XXX.X) are two fours on one line.
func (b *Board) foursThrough(p, d Point) int {
	n, pts := b.fivePoints(p, d)
	if n == 2 && isStraight(pts, b.k) {
		return 1
	}
	return n
}

func isStraight(pts [2]Point, k int) bool {
	dx, dy := pts[1].X-pts[0].X, pts[1].Y-pts[0].Y
	if dx < 0 {
		dx = -dx
	}
	if dy < 0 {
		dy = -dy
	}
	return max(dx, dy) == k
}

// freeThreeThrough reports whether black's stone on p makes a free three in
// direction d: some empty point q of the line turns it into a straight four
// containing p, and black may play q (q is not forbidden).
func (b *Board) freeThreeThrough(p, d Point) bool {
	for i := -(b.k - 2); i <= b.k-2; i++ {
		if i == 0 {
			continue
		}
		q := Point{p.X + i*d.X, p.Y + i*d.Y}
		if !b.Inside(q) || b.cells[q.Y*b.width+q.X] != Empty {
			continue
		}
		j := q.Y*b.width + q.X
		b.cells[j] = Black
		free := false
		if n, pts := b.fivePoints(p, d); n == 2 && isStraight(pts, b.k) {
			free = b.forbiddenPlaced(q) == NoForbid
		}
		b.cells[j] = Empty
		if free {
			return true
		}
	}
	return false
}
