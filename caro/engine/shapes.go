package engine

import (
	_ "embed"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/alphabeta-go/alphabeta/caro"
)

// A cell's shape, for one colour, is the multiset of its four line classes
// (one per direction; which direction does not matter). The linear
// evaluation scores a shape as the sum of its line classes' weights plus
// its threat class's; a shape table (Weights.Shape) gives each of the 1365
// shapes a value of its own, learned from games, as Rapfi's classical
// evaluation does with its per-cell pattern codes: the sum cannot say that
// two open twos crossing are worth more than twice one, or that a blocked
// four beside a dead line is worth less.
const NumCellShapes = 1365 // C(12+3, 4): multisets of four of 12 classes

var (
	// shapeOfCombo maps the packed line classes of the four directions
	// ((l0·12 + l1)·12 + l2)·12 + l3 to their shape.
	shapeOfCombo [nCombos]uint16
	// shapeCombo is one packed combination of each shape (its classes in
	// ascending order).
	shapeCombo [NumCellShapes]uint16
)

func init() {
	index := map[[4]lineClass]uint16{}
	for a := range numLineClasses {
		for b := a; b < numLineClasses; b++ {
			for c := b; c < numLineClasses; c++ {
				for d := c; d < numLineClasses; d++ {
					s := uint16(len(index))
					l := [4]lineClass{a, b, c, d}
					index[l] = s
					shapeCombo[s] = uint16(comboIndex(&l))
				}
			}
		}
	}
	if len(index) != NumCellShapes {
		panic("engine: shape count")
	}
	for idx := range nCombos {
		var l [4]lineClass
		for i, k := 0, idx; i < 4; i, k = i+1, k/nLC {
			l[3-i] = lineClass(k % nLC)
		}
		// four elements: an insertion sort
		for i := 1; i < 4; i++ {
			for j := i; j > 0 && l[j] < l[j-1]; j-- {
				l[j], l[j-1] = l[j-1], l[j]
			}
		}
		shapeOfCombo[idx] = index[l]
	}
}

// linearShapeValue is what the linear weights give a shape: its line
// classes' weights and its threat class's (renjuBlack: as black under
// renju, where some shapes are forbidden points).
func linearShapeValue(cell *[numLineClasses]int32, p4 *[numP4]int32, combo int, renjuBlack bool) int32 {
	var cnt [numLineClasses]int8
	s := int32(0)
	for i, k := 0, combo; i < 4; i, k = i+1, k/nLC {
		cnt[k%nLC]++
		s += cell[k%nLC]
	}
	return s + p4[combine(&cnt, renjuBlack)]
}

// cellValueKey says what a table of cell values depends on.
type cellValueKey struct {
	cell       [numLineClasses]int32
	p4         [numP4]int32
	shape      *[NumCellShapes]int32
	renjuBlack bool
}

var (
	cellValueCache = map[cellValueKey]*[nCombos]int32{}
	cellValueMu    sync.Mutex
)

// cellValueCacheMax bounds the tables kept: a tuner trying many weights
// makes a new one for each, and a board keeps its own pointer.
const cellValueCacheMax = 64

// cellValues is the score of a cell for one colour under t, per packed
// combination of its four line classes: t.shape's value of its shape when
// t has a shape table, the linear weights' sum otherwise. Renju's black
// scores its forbidden points as the linear weights say, table or not (a
// shape table is learned on the other rules' threat classes). The tables
// are shared between boards and read only.
func cellValues(t *tuning, renjuBlack bool) *[nCombos]int32 {
	key := cellValueKey{cell: t.cellScore, p4: t.p4Score, shape: t.shape, renjuBlack: renjuBlack}
	cellValueMu.Lock()
	defer cellValueMu.Unlock()
	if v, ok := cellValueCache[key]; ok {
		return v
	}
	v := new([nCombos]int32)
	for idx := range nCombos {
		if t.shape != nil && !(renjuBlack && combinedTable[1][idx] == pForbid) {
			v[idx] = t.shape[shapeOfCombo[idx]]
		} else {
			v[idx] = linearShapeValue(&key.cell, &key.p4, idx, renjuBlack)
		}
	}
	if len(cellValueCache) >= cellValueCacheMax {
		clear(cellValueCache)
	}
	cellValueCache[key] = v
	return v
}

// LinearShapes is the shape table that scores every shape as the linear
// weights w.Line and w.Threat do (under a rule without forbidden points):
// where a learned table starts from.
func LinearShapes(w Weights) [NumCellShapes]int32 {
	var out [NumCellShapes]int32
	for s := range NumCellShapes {
		out[s] = linearShapeValue(&w.Line, &w.Threat, int(shapeCombo[s]), false)
	}
	return out
}

// ShapeClasses are the four line classes of shape s, ascending (dead, B1,
// F1, B2, F2, B3, F3, B4, F4, DF4, five, overline as 0 … 11).
func ShapeClasses(s int) [4]int {
	var l [4]int
	for i, k := 0, int(shapeCombo[s]); i < 4; i, k = i+1, k/nLC {
		l[3-i] = k % nLC
	}
	return l
}

// Shapes are a position's evaluation inputs for a shape table: the shape
// of every empty cell whose shape is not the empty one (all four lines
// dead), for the side to move (Mine) and the other side (Theirs). The
// evaluation is linear in the table: (Own·Σ Shape[Mine] − Opp·Σ Shape[Theirs]) / 2.
type Shapes struct {
	Mine, Theirs []uint16
	Quiet        bool // as Features.Quiet
}

// PositionShapes lists the shapes of a position's empty cells (see
// Shapes). Under renju, black's forbidden points are left out: a shape
// table does not score them.
func PositionShapes(pos Position) (Shapes, error) {
	b, err := SetupBoard(pos.Width, pos.Height, pos.Rule, pos.Moves)
	if err != nil {
		return Shapes{}, err
	}
	if b.cand.len() == 0 && b.stones() > 0 {
		return Shapes{}, ErrNotEvaluable
	}
	me, op := b.side-1, 2-b.side
	var s Shapes
	for y := range b.H {
		for x := range b.W {
			p := b.index(x, y)
			if b.stone[p] != cellEmpty {
				continue
			}
			for c, list := range [2]*[]uint16{&s.Mine, &s.Theirs} {
				colour := me
				if c == 1 {
					colour = op
				}
				if colour == 0 && b.p4[p][0] == pForbid && b.Rule == caro.Renju {
					continue
				}
				idx := comboIndex(&b.line[p][colour])
				if sh := shapeOfCombo[idx]; sh != 0 {
					*list = append(*list, sh)
				}
			}
		}
	}
	s.Quiet = b.fives[0].len()+b.fives[1].len() == 0 && !hasFlex4(b, b.side) && !hasFlex4(b, 3-b.side)
	return s, nil
}

// Evaluate is the evaluation of these shapes under table and the weights
// own and opp, as the engine computes it with Weights.Shape set.
func (s *Shapes) Evaluate(table *[NumCellShapes]int32, own, opp int64) int64 {
	var mine, theirs int64
	for _, k := range s.Mine {
		mine += int64(table[k])
	}
	for _, k := range s.Theirs {
		theirs += int64(table[k])
	}
	return (mine*own - theirs*opp) / 2
}

// freestyleShapeText is the freestyle shape table: the linear weights'
// values refined by Texel tuning on self-play positions labelled by
// searches of them (docs/caro-engine.md, Texel tuning item 8), one value
// per line in shape order, # comments allowed.
//
//go:embed data/freestyle-shapes.txt
var freestyleShapeText string

// freestyleShapes is the shape table freestyle plays with (nil: none, the
// linear weights).
var freestyleShapes = mustParseShapes(freestyleShapeText)

func mustParseShapes(text string) *[NumCellShapes]int32 {
	if strings.TrimSpace(text) == "" {
		return nil
	}
	t, err := ParseShapes(text)
	if err != nil {
		panic(err)
	}
	return t
}

// ErrShapeTable is wrapped by ParseShapes's errors.
var ErrShapeTable = errors.New("engine: bad shape table")

// ParseShapes reads a shape table written by WriteShapes: NumCellShapes
// integers, one a line (anything after # ignored; blank lines skipped).
func ParseShapes(text string) (*[NumCellShapes]int32, error) {
	var t [NumCellShapes]int32
	n := 0
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if k := strings.IndexByte(line, '#'); k >= 0 {
			line = line[:k]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if n == NumCellShapes {
			return nil, fmt.Errorf("line %d: more than %d values: %w", i+1, NumCellShapes, ErrShapeTable)
		}
		v, err := strconv.ParseInt(line, 10, 32)
		if err != nil || v < -1_000_000 || v > 1_000_000 {
			return nil, fmt.Errorf("line %d: want an integer within ±1000000, got %q: %w", i+1, line, ErrShapeTable)
		}
		t[n] = int32(v)
		n++
	}
	if n != NumCellShapes {
		return nil, fmt.Errorf("line %d: %d values, want %d: %w", len(lines), n, NumCellShapes, ErrShapeTable)
	}
	return &t, nil
}

// WriteShapes writes a shape table as ParseShapes reads it, each value
// followed by its shape's line classes as a comment.
func WriteShapes(t *[NumCellShapes]int32) string {
	var sb strings.Builder
	sb.WriteString("# caro shape table: one value per shape (its four line classes after the #)\n")
	for s := range NumCellShapes {
		l := ShapeClasses(s)
		fmt.Fprintf(&sb, "%d # %v %v %v %v\n", t[s], lineClass(l[0]), lineClass(l[1]), lineClass(l[2]), lineClass(l[3]))
	}
	return sb.String()
}
