package engine

import (
	"sync"

	"github.com/alphabeta-go/alphabeta/caro"
)

// Cell contents. The 2-bit values double as the digits of a window code.
const (
	cellEmpty = 0
	cellBlack = 1
	cellWhite = 2
	cellWall  = 3
)

// half is the number of cells looked at on each side of a cell along a
// line. Five reaches four cells away; the fifth decides overlines (exact
// five) and whether a caro five is blocked at both ends.
const half = 5

// lineClass is what one move does on one line through the cell, for one
// colour: the threat it makes there. The order is strength.
type lineClass uint8

const (
	lDead lineClass = iota // no five can ever pass through the cell on this line
	lB1                    // one more move makes lB2
	lF1                    // one more move makes lF2
	lB2                    // one more move makes a closed three (lB3)
	lF2                    // open two: one more move makes an open three
	lB3                    // closed three: one more move makes a (closed) four
	lF3                    // open three: one more move makes an open four
	lB4                    // four: one winning point, one move stops it
	lF4                    // open four: no single move stops it
	lDF4                   // two different fours on the same line (renju: a double four)
	lFive                  // a winning five
	lOver                  // renju black: an overline (forbidden); never a win
	numLineClasses
)

var lineClassNames = [...]string{"dead", "B1", "F1", "B2", "F2", "B3", "F3", "B4", "F4", "DF4", "five", "overline"}

func (c lineClass) String() string {
	if int(c) < len(lineClassNames) {
		return lineClassNames[c]
	}
	return "?"
}

// lineTable maps a window code (the ten neighbours of a cell along a line,
// two bits each: offsets -5..-1 then +1..+5) to the line class of a stone
// placed on the cell. Only the cells up to the first blocker on each side
// matter, so each half maps to one of 94 canonical halves and the class
// table is 94×94: everything stays in the first-level cache.
type lineTable struct {
	left, right [1 << (2 * half)]uint16 // half code -> canonical id × stride / id
	class       []lineClass
}

func (t *lineTable) lookup(code uint32) lineClass {
	return t.class[t.left[code&(1<<(2*half)-1)]+t.right[code>>(2*half)]]
}

// slotOf is the bit slot of the neighbour at offset k (k in -5..-1, 1..5).
func slotOf(k int) uint {
	if k < 0 {
		return uint(k + half)
	}
	return uint(k + half - 1)
}

type tableKey struct {
	rule  caro.Rule
	color int
}

var (
	tablesMu sync.Mutex
	tables   = map[tableKey]*lineTable{}
)

// tableFor returns the (shared, read-only) line table of a rule and colour,
// building it on first use (a few tens of milliseconds).
func tableFor(rule caro.Rule, color int) *lineTable {
	tablesMu.Lock()
	defer tablesMu.Unlock()
	key := tableKey{rule, color}
	if t, ok := tables[key]; ok {
		return t
	}
	t := buildTable(rule, color)
	tables[key] = t
	return t
}

// lineBuilder classifies an 11-cell line, centre at index half, by brute
// force on the definitions, memoised on a canonical code: beyond the first
// opponent stone or wall on each side nothing can matter.
type lineBuilder struct {
	rule       caro.Rule
	own        uint8
	opp        uint8
	memo       map[uint32]lineClass
	exact      bool // an overline is not a five
	caro       bool // a five blocked at both ends by the opponent is not a win
	renjuBlack bool
}

func buildTable(rule caro.Rule, color int) *lineTable {
	b := &lineBuilder{rule: rule, own: uint8(color), opp: uint8(3 - color), memo: map[uint32]lineClass{}}
	switch rule {
	case caro.Standard:
		b.exact = true
	case caro.Renju:
		b.exact = color == cellBlack
		b.renjuBlack = color == cellBlack
	case caro.Caro:
		b.caro = true
	case caro.CaroExact:
		b.caro, b.exact = true, true
	}
	t := new(lineTable)
	// Canonical halves: cells listed from the centre outwards.
	canonHalf := func(h uint32) uint32 {
		var out uint32
		blocked := false
		for k := range half {
			v := h >> (2 * k) & 3
			if blocked {
				v = cellWall
			} else if v != cellEmpty && v != uint32(b.own) {
				blocked = true
			}
			out |= v << (2 * k)
		}
		return out
	}
	var halves []uint32
	ids := map[uint32]int{}
	idOf := func(h uint32) int {
		c := canonHalf(h)
		if id, ok := ids[c]; ok {
			return id
		}
		ids[c] = len(halves)
		halves = append(halves, c)
		return ids[c]
	}
	// Left code: slot 0 is offset -5, slot 4 is offset -1; reverse it so
	// that both halves read from the centre outwards.
	var leftID, rightID [1 << (2 * half)]int
	for h := range uint32(1 << (2 * half)) {
		var rev uint32
		for k := range half {
			rev |= (h >> (2 * k) & 3) << (2 * (half - 1 - k))
		}
		leftID[h] = idOf(rev)
		rightID[h] = idOf(h)
	}
	n := len(halves)
	t.class = make([]lineClass, n*n)
	var line [2*half + 1]uint8
	for li, lh := range halves {
		for ri, rh := range halves {
			for k := 1; k <= half; k++ {
				line[half-k] = uint8(lh >> (2 * (k - 1)) & 3)
				line[half+k] = uint8(rh >> (2 * (k - 1)) & 3)
			}
			line[half] = b.own
			t.class[li*n+ri] = b.classify(line)
		}
	}
	for h := range 1 << (2 * half) {
		t.left[h] = uint16(leftID[h] * n)
		t.right[h] = uint16(rightID[h])
	}
	return t
}

// canonical blanks out (as walls) what lies beyond the first blocker on
// each side, and encodes the line as a key.
func (b *lineBuilder) canonical(line *[2*half + 1]uint8) [2*half + 1]uint8 {
	l := *line
	for _, step := range [2]int{-1, 1} {
		blocked := false
		for k := 1; k <= half; k++ {
			i := half + step*k
			if blocked {
				l[i] = cellWall
				continue
			}
			if l[i] != cellEmpty && l[i] != b.own {
				blocked = true
			}
		}
	}
	return l
}

func key(l *[2*half + 1]uint8) uint32 {
	var k uint32
	for i := range l {
		k = k<<2 | uint32(l[i])
	}
	return k
}

// fiveAt reports whether the run through the centre wins, and its extent.
func (b *lineBuilder) run(l *[2*half + 1]uint8) (lo, hi int) {
	lo, hi = half, half
	for lo > 0 && l[lo-1] == b.own {
		lo--
	}
	for hi < 2*half && l[hi+1] == b.own {
		hi++
	}
	return lo, hi
}

func (b *lineBuilder) isFive(l *[2*half + 1]uint8) bool {
	lo, hi := b.run(l)
	n := hi - lo + 1
	switch {
	case n < 5:
		return false
	case n > 5:
		return !b.exact
	}
	if b.caro {
		// Cells outside the window cannot be reached by a run of five
		// through the centre, so lo-1 and hi+1 are inside.
		return !(l[lo-1] == b.opp && l[hi+1] == b.opp)
	}
	return true
}

func (b *lineBuilder) isOverline(l *[2*half + 1]uint8) bool {
	lo, hi := b.run(l)
	return hi-lo+1 > 5
}

// winPoints lists the empty cells that would complete a winning five through
// the centre, and the stones of each four (as a bit mask, the point left out).
func (b *lineBuilder) winPoints(l *[2*half + 1]uint8, pts *[2 * half]int, fours *[2 * half]uint32) int {
	n := 0
	for i := range l {
		if l[i] != cellEmpty {
			continue
		}
		l[i] = b.own
		if b.isFive(l) {
			lo, hi := b.run(l)
			var m uint32
			for j := lo; j <= hi; j++ {
				if j != i {
					m |= 1 << j
				}
			}
			pts[n], fours[n] = i, m
			n++
		}
		l[i] = cellEmpty
	}
	return n
}

func (b *lineBuilder) classify(l [2*half + 1]uint8) lineClass {
	k := key(&l)
	if c, ok := b.memo[k]; ok {
		return c
	}
	c := b.classifyUncached(&l)
	b.memo[k] = c
	return c
}

func (b *lineBuilder) classifyUncached(l *[2*half + 1]uint8) lineClass {
	if b.isFive(l) {
		return lFive
	}
	if b.renjuBlack && b.isOverline(l) {
		return lOver
	}
	var pts [2 * half]int
	var fours [2 * half]uint32
	if n := b.winPoints(l, &pts, &fours); n > 0 {
		for i := 1; i < n && b.renjuBlack; i++ {
			// Two different fours on one line only matter as renju's
			// double four; otherwise they are as good as an open four.
			if fours[i] != fours[0] {
				return lDF4
			}
		}
		// Open four: no single opponent stone takes away every winning point.
		for r := range l {
			if l[r] != cellEmpty {
				continue
			}
			l[r] = b.opp
			alive := false
			for i := 0; i < n && !alive; i++ {
				w := pts[i]
				if w == r {
					continue
				}
				l[w] = b.own
				alive = b.isFive(l)
				l[w] = cellEmpty
			}
			l[r] = cellEmpty
			if !alive {
				return lB4
			}
		}
		return lF4
	}
	best := lDead
	for e := range l {
		if l[e] != cellEmpty {
			continue
		}
		l[e] = b.own
		c := b.classify(b.canonical(l))
		l[e] = cellEmpty
		if c == lOver {
			continue
		}
		if c > best {
			best = c
		}
	}
	switch best {
	case lFive, lDF4, lF4:
		return lF3
	case lB4:
		return lB3
	case lF3:
		return lF2
	case lB3:
		return lB2
	case lF2:
		return lF1
	case lB2:
		return lB1
	}
	return lDead
}
