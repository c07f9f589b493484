package engine

import (
	"errors"
	"math/rand/v2"

	"github.com/alphabeta-go/alphabeta/caro"
)

// Combined threat class of a move on a cell for one colour, over its four
// lines (the naming follows the usual A..L scheme of gomoku engines).
const (
	pNone        uint8 = iota
	pFlex2             // L: one open two
	pBlock3            // K: one closed three
	pFlex2x2           // J: two open twos
	pBlock3Plus        // I: closed three and another two/three
	pFlex3             // H: one open three
	pFlex3Plus         // G: open three and a closed three or open two
	pFlex3x2           // F: two open threes (renju black: maybe forbidden)
	pBlock4            // E: a four
	pBlock4Plus        // D: four and a closed three or open two
	pBlock4Flex3       // C: four and open three
	pFlex4             // B: open four, or two fours
	pFive              // A: five
	pForbid            // renju black: overline or double four
	numP4
)

// Board limits.
const (
	MinSize = 5
	MaxSize = 32
)

var directions = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}

// cellSet is a set of cell indices with O(1) add and remove.
type cellSet struct {
	list []int32
	pos  []int32 // index in list + 1; 0 = absent
}

func newCellSet(n int) cellSet { return cellSet{list: make([]int32, 0, 64), pos: make([]int32, n)} }

func (s *cellSet) add(c int) {
	if s.pos[c] != 0 {
		return
	}
	s.list = append(s.list, int32(c))
	s.pos[c] = int32(len(s.list))
}

func (s *cellSet) remove(c int) {
	i := s.pos[c]
	if i == 0 {
		return
	}
	last := s.list[len(s.list)-1]
	s.list[i-1] = last
	s.pos[last] = i
	s.list = s.list[:len(s.list)-1]
	s.pos[c] = 0
}

func (s *cellSet) has(c int) bool { return s.pos[c] != 0 }
func (s *cellSet) len() int       { return len(s.list) }

func (s *cellSet) clone() cellSet {
	return cellSet{list: append(make([]int32, 0, cap(s.list)), s.list...), pos: append([]int32(nil), s.pos...)}
}

// Board is the engine's own board: a padded one-dimensional array with, per
// empty cell, direction and colour, the line class a stone there would make,
// kept up to date incrementally on every move.
type Board struct {
	W, H   int
	Rule   caro.Rule
	stride int
	dir    [4]int
	stone  []uint8
	code   [4][]uint32
	line   [][2][4]lineClass // [cell][colour-1][direction]: a cell's eight in one word
	p4     [][2]uint8        // [cell][colour-1]: the threat classes
	score  [][2]int32        // [cell][colour-1]: the cell scores
	total  [2]int64
	table  [2]*lineTable
	// combined is black's row of combinedTable (renju black has its own).
	combined *[nCombos]uint8
	// value[c] is colour c's score of a cell by its packed line classes
	// (cellValues of tune).
	value  [2]*[nCombos]int32
	near   []uint8 // stones within Chebyshev distance 2
	cand   cellSet // empty cells near stones
	fives  [2]cellSet
	fours  [2]cellSet
	threes [2]cellSet
	hash   uint64
	zob    *[2][]uint64
	moves  []int // -1 = pass
	side   int   // colour to move: cellBlack or cellWhite
	evals  int64
	tune   tuning
	// reach is how far a stone can change other cells' line classes: five
	// cells, except in freestyle, where the fifth never matters (no rule
	// looks past a five there).
	reach int
	// undoLog holds what each put changed (the cells' old classes and
	// scores), so that take restores it instead of recomputing: take is
	// half of the search's time otherwise. undoMarks[i] marks where the i-th
	// logged put begins; stones put before setTuning emptied the
	// log are taken back by recomputing.
	undoLog   []undoRec
	undoMarks []undoMark
}

// undoMark is where a put's records begin in the undo log, and the score
// totals before it (take puts them back whole instead of summing the
// records' differences).
type undoMark struct {
	log   int32
	total [2]int64
}

// undoRec is one cell's state before a put changed it: the line classes of
// one direction (dir ≥ 0), or, for the stone's own cell (dir < 0), only its
// threat classes and scores.
type undoRec struct {
	cell  int32
	dir   int8
	line  [2]lineClass
	p4    [2]uint8
	score [2]int32
}

// tuning holds the engine's adjustable constants (tests compare variants).
type tuning struct {
	own, opp  int64 // evaluation weights of the side to move and the opponent
	maxBranch int   // quiet moves searched at a node
	noRootVCF bool  // skip the root defence against the opponent's VCF
	// quiesceDepth bounds the threat quiescence search (plies).
	quiesceDepth int
	// nullMove turns on null-move pruning at quiet non-PV nodes.
	nullMove bool
	// exactDefences keeps, against an open three or a four-three point,
	// only the cells that take away every threat point (and own fours).
	exactDefences bool
	// Pruning of quiet non-PV nodes (0 turns each off): reverse futility
	// (eval - futility·depth ≥ beta returns eval, depth < 7) and razoring
	// (eval + razor·depth ≤ alpha drops to quiescence, depth < 5).
	futility, razor int
	cellScore       [numLineClasses]int32
	p4Score         [numP4]int32
	// shape, when not nil, scores a cell by its shape instead of the sum
	// of cellScore and p4Score (shapes.go).
	shape *[NumCellShapes]int32
	// weightsSet says the weights (cellScore, p4Score) were chosen by the
	// caller (SetWeights, a test's variant): tuningFor keeps them under
	// every rule. Unset, the rule's own weights are played (ruleWeights).
	weightsSet bool
	// searchSet says quiesceDepth, nullMove and exactDefences were chosen
	// by the caller: tuningFor keeps them. Unset, freestyle and renju get
	// the settings measured against PentaZen (pentaZenQuiesceDepth, null
	// move, exact defences).
	searchSet bool
}

var defaultTuning = tuning{own: 3, opp: 2, maxBranch: 18, quiesceDepth: 4, futility: 600, razor: 600,
	cellScore: cellScore, p4Score: p4Score}

var zobristCache = map[int]*[2][]uint64{}

// checkGame refuses a board size or rule the engine does not play.
func checkGame(w, h int, rule caro.Rule) error {
	if w < MinSize || h < MinSize || w > MaxSize || h > MaxSize {
		return CheckSize(w, h)
	}
	if rule < caro.Freestyle || rule > caro.CaroExact {
		return messages.Errorf("unknown rule %v", rule)
	}
	return nil
}

// NewBoard returns an empty board.
func NewBoard(w, h int, rule caro.Rule) (*Board, error) {
	if err := checkGame(w, h, rule); err != nil {
		return nil, err
	}
	b := &Board{W: w, H: h, Rule: rule, stride: w + half, side: cellBlack, tune: tuningFor(defaultTuning, rule)}
	n := (h + 2*half + 1) * b.stride
	for d, v := range directions {
		b.dir[d] = v[0] + v[1]*b.stride
	}
	b.stone = make([]uint8, n)
	for i := range b.stone {
		b.stone[i] = cellWall
	}
	for y := range h {
		for x := range w {
			b.stone[b.index(x, y)] = cellEmpty
		}
	}
	for d := range 4 {
		b.code[d] = make([]uint32, n)
	}
	b.line = make([][2][4]lineClass, n)
	b.p4 = make([][2]uint8, n)
	b.score = make([][2]int32, n)
	for c := range 2 {
		b.fives[c] = newCellSet(n)
		b.fours[c] = newCellSet(n)
		b.threes[c] = newCellSet(n)
		b.table[c] = tableFor(rule, c+1)
	}
	b.near = make([]uint8, n)
	b.cand = newCellSet(n)
	b.reach = half
	if rule == caro.Freestyle {
		b.reach = half - 1
	}
	b.combined = &combinedTable[0]
	if rule == caro.Renju {
		b.combined = &combinedTable[1]
	}
	b.setValues()
	tablesMu.Lock()
	z, ok := zobristCache[n]
	if !ok {
		z = new([2][]uint64)
		r := rand.New(rand.NewPCG(uint64(n), 0x9e3779b97f4a7c15))
		for c := range 2 {
			z[c] = make([]uint64, n)
			for i := range z[c] {
				z[c][i] = r.Uint64()
			}
		}
		zobristCache[n] = z
	}
	tablesMu.Unlock()
	b.zob = z
	for y := range h {
		for x := range w {
			p := b.index(x, y)
			for d := range 4 {
				var code uint32
				for k := -half; k <= half; k++ {
					if k != 0 {
						code |= uint32(b.stone[p+k*b.dir[d]]) << (2 * slotOf(k))
					}
				}
				b.code[d][p] = code
			}
			b.refreshCell(p)
		}
	}
	return b, nil
}

// setTuning changes the engine constants and recomputes the cell scores.
func (b *Board) setTuning(t tuning) {
	b.tune = t
	b.setValues()
	// The logged scores are the old tuning's: older stones are taken back
	// by recomputing.
	b.undoLog, b.undoMarks = b.undoLog[:0], b.undoMarks[:0]
	for y := range b.H {
		for x := range b.W {
			if p := b.index(x, y); b.stone[p] == cellEmpty {
				b.recombine(p)
			}
		}
	}
}

// setValues points the cell-score tables at the tuning's.
func (b *Board) setValues() {
	b.value[0] = cellValues(&b.tune, b.Rule == caro.Renju)
	b.value[1] = cellValues(&b.tune, false)
}

// Clone returns an independent copy (for search threads).
func (b *Board) Clone() *Board {
	c := *b
	c.stone = append([]uint8(nil), b.stone...)
	for d := range 4 {
		c.code[d] = append([]uint32(nil), b.code[d]...)
	}
	for k := range 2 {
		c.fives[k] = b.fives[k].clone()
		c.fours[k] = b.fours[k].clone()
		c.threes[k] = b.threes[k].clone()
	}
	c.line = append([][2][4]lineClass(nil), b.line...)
	c.p4 = append([][2]uint8(nil), b.p4...)
	c.score = append([][2]int32(nil), b.score...)
	c.near = append([]uint8(nil), b.near...)
	c.cand = b.cand.clone()
	c.moves = append([]int(nil), b.moves...)
	c.undoLog = append([]undoRec(nil), b.undoLog...)
	c.undoMarks = append([]undoMark(nil), b.undoMarks...)
	return &c
}

func (b *Board) index(x, y int) int { return (y+half)*b.stride + x + half }

// Point converts a cell index back to coordinates.
func (b *Board) Point(p int) caro.Point {
	if p < 0 {
		return caro.Point{X: -1, Y: -1}
	}
	return caro.Point{X: p%b.stride - half, Y: p/b.stride - half}
}

// Index converts coordinates to a cell index, or -1 off the board.
func (b *Board) Index(pt caro.Point) int {
	if pt.X < 0 || pt.Y < 0 || pt.X >= b.W || pt.Y >= b.H {
		return -1
	}
	return b.index(pt.X, pt.Y)
}

// SideToMove is cellBlack (1) or cellWhite (2).
func (b *Board) SideToMove() int { return b.side }

// Empty reports whether a board cell is free.
func (b *Board) Empty(p int) bool { return p >= 0 && p < len(b.stone) && b.stone[p] == cellEmpty }

// MoveCount is the number of plies played (passes included).
func (b *Board) MoveCount() int { return len(b.moves) }

// Hash is the Zobrist key of the position (stones and side to move).
func (b *Board) Hash() uint64 { return b.hash }

// Evaluation weights: per line class of a cell (dead, B1, F1, B2, F2, B3,
// F3, B4, F4, DF4, five, overline) and per threat class (none, L..A, forbidden).
var (
	// Texel-tuned on 40,954 quiet positions of 1,500 self-play games
	// (docs/caro-engine.md); the hand-set values were line 0, 1, 2, 4, 10,
	// 12, 30, 34, … and threat 0, 0, 2, 8, 8, 12, 30, 800, 10, 30, ….
	cellScore = [numLineClasses]int32{0, 0, 1, -4, 51, 38, 76, 91, 200, 200, 1000, 0}
	p4Score   = [numP4]int32{0, -38, -33, -2, 16, 18, 86, 792, 21, 76, 1200, 2000, 2000, 0}

	// Renju's own weights (black's forbidden points change what a shape
	// is worth): Texel-tuned in three rounds on renju self-play games at
	// 8,000 nodes a move and games against PentaZen, 90,644 quiet
	// positions in the third (docs/caro-engine.md).
	renjuCellScore = [numLineClasses]int32{0, 12, -1, 10, 48, 65, 89, 183, 200, 200, 1000, 0}
	renjuP4Score   = [numP4]int32{0, -54, -77, -63, -2, 92, 144, 733, 27, 177, 1200, 2000, 2000, 0}

	// Freestyle's own weights: the ones above re-fitted on 30,907 quiet
	// positions of 1,200 freestyle games against PentaZen played by the
	// search as of 3a0b3d3 (docs/caro-engine.md).
	freestyleCellScore = [numLineClasses]int32{0, -13, 6, 8, 39, 65, 75, 171, 200, 200, 1000, 0}
	freestyleP4Score   = [numP4]int32{0, -38, -38, -17, -3, 33, 105, 775, 41, 137, 1200, 2000, 2000, 0}
)

// tuningFor is t for a game under rule: the rule's own weights unless the
// caller chose weights (weightsSet), and under freestyle and renju the
// search settings measured against PentaZen unless the caller chose them
// (searchSet). Whether something was chosen is said by the flags, never
// read from the values: a caller who chose the default weights keeps them.
func tuningFor(t tuning, rule caro.Rule) tuning {
	if !t.weightsSet {
		t.cellScore, t.p4Score = ruleWeights(rule)
		t.shape = nil
		if rule == caro.Freestyle {
			t.shape = freestyleShapes
		}
	}
	if !t.searchSet && (rule == caro.Freestyle || rule == caro.Renju) {
		// Measured against PentaZen under freestyle and renju (a shallower
		// quiescence, null-move pruning and exact defences buy depth
		// there); the caro rules keep the search their strength rows were
		// measured with.
		t.quiesceDepth, t.nullMove, t.exactDefences = pentaZenQuiesceDepth, true, true
	}
	return t
}

// ruleWeights are the weights the engine plays with under rule: renju's
// and freestyle's own, the common ones under the other rules.
func ruleWeights(rule caro.Rule) ([numLineClasses]int32, [numP4]int32) {
	switch rule {
	case caro.Renju:
		return renjuCellScore, renjuP4Score
	case caro.Freestyle:
		return freestyleCellScore, freestyleP4Score
	}
	return cellScore, p4Score
}

// pentaZenQuiesceDepth is the quiescence depth under the rules measured
// against PentaZen (freestyle and renju).
const pentaZenQuiesceDepth = 2

// refreshCell recomputes the threat data of an empty cell from its codes.
func (b *Board) refreshCell(p int) {
	for c := range 2 {
		t := b.table[c]
		for d := range 4 {
			b.line[p][c][d] = t.lookup(b.code[d][p])
		}
	}
	b.recombine(p)
}

// refreshDir is refreshCell when only direction d changed; logged (in
// put), it first logs the cell's state for take. A colour whose class did
// not change keeps its threat class and score: only the other is
// recombined. This is the put's inner loop.
func (b *Board) refreshDir(p, d int, logged bool) {
	code := b.code[d][p]
	l0, l1 := b.table[0].lookup(code), b.table[1].lookup(code)
	cell := &b.line[p]
	o0, o1 := cell[0][d], cell[1][d]
	if l0 == o0 && l1 == o1 {
		return
	}
	if logged {
		b.logCell(p, d, o0, o1)
	}
	if l0 != o0 {
		cell[0][d] = l0
		b.recombineColour(0, p)
	}
	if l1 != o1 {
		cell[1][d] = l1
		b.recombineColour(1, p)
	}
}

// logCell appends cell p's state to the undo log: its threat classes and
// scores, and its old line classes o0, o1 in direction d (d < 0: none).
// The fields are stored one by one into the slice: a record built on the
// stack and copied whole is read back with wide loads that the CPU cannot
// forward from the narrow stores that built it, a stall that cost a tenth
// of the search's time.
func (b *Board) logCell(p, d int, o0, o1 lineClass) {
	n := len(b.undoLog)
	if n < cap(b.undoLog) {
		b.undoLog = b.undoLog[:n+1]
	} else {
		b.undoLog = append(b.undoLog, undoRec{})
	}
	r := &b.undoLog[n]
	r.cell, r.dir = int32(p), int8(d)
	r.line[0], r.line[1] = o0, o1
	r.p4 = b.p4[p]
	r.score = b.score[p]
}

func (b *Board) recombine(p int) {
	b.recombineColour(0, p)
	b.recombineColour(1, p)
}

// recombineColour recomputes one colour's threat class and score of cell p
// from its four line classes, and keeps the score total and the threat sets
// up to date.
func (b *Board) recombineColour(c, p int) {
	idx := comboIndex(&b.line[p][c])
	v := b.combined[idx]
	if c == 1 {
		v = combinedTable[0][idx]
	}
	s := b.value[c][idx]
	b.total[c] += int64(s - b.score[p][c])
	b.score[p][c] = s
	old := b.p4[p][c]
	b.p4[p][c] = v
	if old == v {
		return
	}
	if set := b.setOf(c, old); set != nil {
		set.remove(p)
	}
	if set := b.setOf(c, v); set != nil {
		set.add(p)
	}
}

const (
	nLC     = int(numLineClasses)
	nCombos = nLC * nLC * nLC * nLC
)

// comboIndex is the index of a cell's four line classes (one colour's) in
// the combination tables.
func comboIndex(l *[4]lineClass) int {
	return ((int(l[0])*nLC+int(l[1]))*nLC+int(l[2]))*nLC + int(l[3])
}

// combinedTable[renjuBlack][l0,l1,l2,l3] is combine() of four line classes.
var combinedTable = func() (t [2][nCombos]uint8) {
	for idx := range len(t[0]) {
		var cnt [numLineClasses]int8
		i := idx
		for range 4 {
			cnt[i%nLC]++
			i /= nLC
		}
		t[0][idx] = combine(&cnt, false)
		t[1][idx] = combine(&cnt, true)
	}
	return t
}()

func combine(n *[numLineClasses]int8, renjuBlack bool) uint8 {
	if n[lFive] > 0 {
		return pFive
	}
	if renjuBlack {
		if n[lOver] > 0 || n[lDF4] > 0 || n[lF4]+n[lB4] >= 2 {
			return pForbid
		}
	}
	switch {
	case n[lF4] > 0 || n[lDF4] > 0 || n[lB4] >= 2:
		return pFlex4
	case n[lB4] == 1:
		switch {
		case n[lF3] > 0:
			return pBlock4Flex3
		case n[lB3]+n[lF2] > 0:
			return pBlock4Plus
		}
		return pBlock4
	case n[lF3] >= 2:
		return pFlex3x2
	case n[lF3] == 1:
		if n[lB3]+n[lF2] > 0 {
			return pFlex3Plus
		}
		return pFlex3
	case n[lB3] > 0 && n[lB3]+n[lF2] >= 2:
		return pBlock3Plus
	case n[lF2] >= 2:
		return pFlex2x2
	case n[lB3] > 0:
		return pBlock3
	case n[lF2] > 0:
		return pFlex2
	}
	return pNone
}

// restoreCell gives cell p back both colours' threat classes and scores
// for take, which restores the score totals itself.
func (b *Board) restoreCell(p int, v [2]uint8, s [2]int32) {
	b.score[p] = s
	old := b.p4[p]
	if old == v {
		return
	}
	b.p4[p] = v
	for c := range 2 {
		if old[c] == v[c] {
			continue
		}
		if set := b.setOf(c, old[c]); set != nil {
			set.remove(p)
		}
		if set := b.setOf(c, v[c]); set != nil {
			set.add(p)
		}
	}
}

// setOf returns the threat set a class belongs to (a dummy for none).
func (b *Board) setOf(c int, v uint8) *cellSet {
	switch {
	case v == pFive:
		return &b.fives[c]
	case v >= pBlock4 && v <= pFlex4:
		return &b.fours[c]
	case v >= pFlex3 && v <= pFlex3x2:
		return &b.threes[c]
	}
	return nil
}

func (b *Board) clearCell(p int) {
	for c := range 2 {
		b.total[c] -= int64(b.score[p][c])
		b.score[p][c] = 0
		if set := b.setOf(c, b.p4[p][c]); set != nil {
			set.remove(p)
		}
		b.p4[p][c] = pNone
	}
}

// Play puts a stone of the side to move on p (or passes when p < 0).
// The caller guarantees p is empty.
func (b *Board) Play(p int) {
	c := b.side
	b.side = 3 - c
	b.hash ^= 1
	b.moves = append(b.moves, p)
	if p >= 0 {
		b.put(p, c)
	}
}

// Undo takes back the last move.
func (b *Board) Undo() {
	p := b.moves[len(b.moves)-1]
	b.moves = b.moves[:len(b.moves)-1]
	b.side = 3 - b.side
	b.hash ^= 1
	if p >= 0 {
		b.take(p, b.side)
	}
}

// put places a stone of colour c without touching the move list or side.
func (b *Board) put(p, c int) {
	b.undoMarks = append(b.undoMarks, undoMark{log: int32(len(b.undoLog)), total: b.total})
	b.logCell(p, -1, 0, 0)
	b.stone[p] = uint8(c)
	b.hash ^= b.zob[c-1][p]
	b.clearCell(p)
	b.cand.remove(p)
	for d := range 4 {
		dd := b.dir[d]
		code := b.code[d]
		// seen ORs the contents passed on each side: once a black and a
		// white stone (or a wall, 3) lie between p and a cell, neither
		// colour's class there can see p (a class looks only up to the
		// first opponent stone or wall), so only the codes change.
		var seenAfter, seenBefore uint8
		for k := 1; k <= half; k++ {
			q := p + k*dd
			code[q] |= uint32(c) << (2 * (half - k))
			if seenAfter != cellWall {
				if s := b.stone[q]; s != cellEmpty {
					seenAfter |= s
				} else if k <= b.reach {
					b.refreshDir(q, d, true)
				}
			}
			q = p - k*dd
			code[q] |= uint32(c) << (2 * (half - 1 + k))
			if seenBefore != cellWall {
				if s := b.stone[q]; s != cellEmpty {
					seenBefore |= s
				} else if k <= b.reach {
					b.refreshDir(q, d, true)
				}
			}
		}
	}
	b.nearAdd(p)
}

// take removes the stone of colour c on p (the inverse of put): it puts
// back what put logged, newest first.
func (b *Board) take(p, c int) {
	if len(b.undoMarks) == 0 {
		b.takeRecompute(p, c)
		return
	}
	b.stone[p] = cellEmpty
	b.hash ^= b.zob[c-1][p]
	for d := range 4 {
		dd := b.dir[d]
		code := b.code[d]
		for k := 1; k <= half; k++ {
			code[p+k*dd] &^= 3 << (2 * (half - k))
			code[p-k*dd] &^= 3 << (2 * (half - 1 + k))
		}
	}
	um := b.undoMarks[len(b.undoMarks)-1]
	b.undoMarks = b.undoMarks[:len(b.undoMarks)-1]
	mark := int(um.log)
	for i := len(b.undoLog) - 1; i >= mark; i-- {
		r := &b.undoLog[i]
		q := int(r.cell)
		if r.dir >= 0 {
			b.line[q][0][r.dir], b.line[q][1][r.dir] = r.line[0], r.line[1]
		}
		b.restoreCell(q, r.p4, r.score)
	}
	b.undoLog = b.undoLog[:mark]
	b.total = um.total
	b.nearRemove(p)
}

// takeRecompute is take for a stone put before the log began: every
// touched cell is recomputed from the codes.
func (b *Board) takeRecompute(p, c int) {
	b.stone[p] = cellEmpty
	b.hash ^= b.zob[c-1][p]
	for d := range 4 {
		dd := b.dir[d]
		code := b.code[d]
		for k := 1; k <= half; k++ {
			q := p + k*dd
			code[q] &^= 3 << (2 * (half - k))
			if b.stone[q] == cellEmpty && k <= b.reach {
				b.refreshDir(q, d, false)
			}
			q = p - k*dd
			code[q] &^= 3 << (2 * (half - 1 + k))
			if b.stone[q] == cellEmpty && k <= b.reach {
				b.refreshDir(q, d, false)
			}
		}
	}
	b.refreshCell(p)
	b.nearRemove(p)
}

// nearAdd counts a stone put on p in the near counts of the cells around
// it. Every empty cell already near a stone is a candidate, so only a
// count that leaves zero adds one.
//
// Every cell within Chebyshev distance 2 of a real cell lies in the
// array (half rows of padding above and below, half columns between
// rows), and on a padded row it cannot wrap onto a real cell of another
// row: the padding is 5 wide. Walls are counted too: no one reads their
// counts, and skipping them costs more than counting them.
func (b *Board) nearAdd(p int) {
	stride := b.stride
	for dy := -2; dy <= 2; dy++ {
		row := p + dy*stride
		near, stone := (*[5]uint8)(b.near[row-2:row+3]), (*[5]uint8)(b.stone[row-2:row+3])
		for i := range near {
			near[i]++
			if near[i] == 1 && stone[i] == cellEmpty {
				b.cand.add(row - 2 + i)
			}
		}
	}
}

// nearRemove takes a stone on p (already emptied) out of the near counts:
// a cell whose count reaches zero stops being a candidate, and p becomes
// one if another stone is still near (added at its place in the scan: the
// candidates' order breaks ties in move ordering).
func (b *Board) nearRemove(p int) {
	stride := b.stride
	for dy := -2; dy <= 2; dy++ {
		row := p + dy*stride
		near, stone := (*[5]uint8)(b.near[row-2:row+3]), (*[5]uint8)(b.stone[row-2:row+3])
		for i := range near {
			near[i]--
			if stone[i] != cellEmpty {
				continue
			}
			if near[i] == 0 {
				b.cand.remove(row - 2 + i)
			} else if row-2+i == p {
				b.cand.add(p)
			}
		}
	}
}

// Evaluate scores the position for the side to move.
func (b *Board) Evaluate() int {
	b.evals++
	me, op := b.side-1, 2-b.side
	return int((b.total[me]*b.tune.own - b.total[op]*b.tune.opp) / 2)
}

// SetupBoard builds a board from a move list (black first, passes as -1,-1).
func SetupBoard(w, h int, rule caro.Rule, moves []caro.Point) (*Board, error) {
	b, err := NewBoard(w, h, rule)
	if err != nil {
		return nil, err
	}
	for i, m := range moves {
		if m.X == -1 && m.Y == -1 {
			b.Play(-1)
			continue
		}
		p := b.Index(m)
		if p < 0 {
			return nil, offBoard(i, m, w, h)
		}
		if b.stone[p] != cellEmpty {
			return nil, occupied(i, m)
		}
		b.Play(p)
	}
	return b, nil
}

// ErrNoMove is returned when the side to move has no legal move: the board
// is full, or (renju) every empty point is forbidden to black.
var ErrNoMove = errors.New("no legal move: the board is full or every empty point is forbidden to black")
