package caro

// ThreatKind classifies what one stone makes.
type ThreatKind int8

const (
	// MakesFive: the stone wins at once (under the board's rule).
	MakesFive ThreatKind = iota + 1
	// MakesOpenFour: afterwards two or more points win at once; one block
	// cannot stop it (an open four, or two fours).
	MakesOpenFour
	// MakesFour: afterwards exactly one point wins: the opponent must block.
	MakesFour
	// MakesThree: afterwards a point of the same line makes an open four
	// (or a double four): the opponent must answer at once.
	MakesThree
)

func (k ThreatKind) String() string {
	switch k {
	case MakesFive:
		return "five"
	case MakesOpenFour:
		return "open four"
	case MakesFour:
		return "four"
	case MakesThree:
		return "three"
	}
	return "none"
}

// Threat is a point where a side's stone makes a threat.
type Threat struct {
	P    Point
	Kind ThreatKind
}

// Threats lists the points where s's stone would make a five, an open four
// (or double four), a four or a three (one more stone on its line makes an
// open four), judged by the board's own rule (a caro five
// blocked at both ends does not count; renju forbidden points are left out
// for black). The board is left as it was.
func (b *Board) Threats(s Stone) []Threat {
	var out []Threat
	if b.Over() || (s != Black && s != White) {
		return out
	}
	for y := 0; y < b.height; y++ {
		for x := 0; x < b.width; x++ {
			p := Point{x, y}
			if b.cells[y*b.width+x] != Empty || !b.nearStone(p, s) {
				continue
			}
			if b.WouldWin(p, s) {
				out = append(out, Threat{p, MakesFive})
				continue
			}
			if b.rule == Renju && s == Black && IsForbidden(b, p) {
				continue
			}
			wins := b.newWinningPoints(p, s)
			switch {
			case wins >= 2:
				out = append(out, Threat{p, MakesOpenFour})
			case wins == 1:
				out = append(out, Threat{p, MakesFour})
			case b.makesThree(p, s):
				out = append(out, Threat{p, MakesThree})
			}
		}
	}
	return out
}

// nearStone reports whether a stone of s lies within k-1 cells of p on one
// of its lines (only such points can make a threat with s's stones).
func (b *Board) nearStone(p Point, s Stone) bool {
	for _, d := range directions {
		for i := 1; i < b.k; i++ {
			if b.at(p.X+i*d.X, p.Y+i*d.Y) == s || b.at(p.X-i*d.X, p.Y-i*d.Y) == s {
				return true
			}
		}
	}
	return false
}

// newWinningPoints counts the empty points on p's lines where s would win
// at once after a stone on p, and not before it.
func (b *Board) newWinningPoints(p Point, s Stone) int {
	i := p.Y*b.width + p.X
	n := 0
	for _, d := range directions {
		for j := -(b.k - 1); j < b.k; j++ {
			q := Point{p.X + j*d.X, p.Y + j*d.Y}
			if j == 0 || !b.Inside(q) || b.At(q) != Empty || b.WouldWin(q, s) {
				continue
			}
			b.cells[i] = s
			win := b.WouldWin(q, s) && !(b.rule == Renju && s == Black && IsForbidden(b, q))
			b.cells[i] = Empty
			if win {
				n++
			}
		}
	}
	return n
}

// makesThree reports whether s's stone on p creates a point on p's lines
// that makes an open four (two new winning points) and did not before.
func (b *Board) makesThree(p Point, s Stone) bool {
	i := p.Y*b.width + p.X
	for _, d := range directions {
		for j := -(b.k - 1); j < b.k; j++ {
			q := Point{p.X + j*d.X, p.Y + j*d.Y}
			if j == 0 || !b.Inside(q) || b.At(q) != Empty {
				continue
			}
			if b.rule == Renju && s == Black && IsForbidden(b, q) {
				continue
			}
			if b.newWinningPoints(q, s) >= 2 {
				continue // an open four there already
			}
			b.cells[i] = s
			open := b.newWinningPoints(q, s) >= 2
			b.cells[i] = Empty
			if open {
				return true
			}
		}
	}
	return false
}
