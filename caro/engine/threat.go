package engine

import (
	"github.com/alphabeta-go/alphabeta/caro"
	"sync/atomic"
	"time"
)

// threatEntry is one slot of the threat-search transposition table.
type threatEntry struct {
	key   uint64
	move  int32
	depth int8 // budget (attacker moves) the result was proved with
	win   bool
}

// threatSolver searches for a forced win by continuous fours (VCF) or by
// fours and open threes (VCT). The attacker moves first; the defender's
// replies are all the moves that could refute the threat: blocks of a five,
// cells on the lines of an open three, and counter fours.
type threatSolver struct {
	b        *Board
	att      int
	tt       []threatEntry
	mask     uint64
	nodes    int64
	maxNodes int64
	// ticks counts every node, never reset, so that the clock is read
	// every 1,024 nodes even across many small searches (nodes is reset
	// for each).
	ticks    uint32
	deadline time.Time
	stop     *atomic.Bool
	aborted  bool
	mark     []uint32
	stamp    uint32
	buf      [][]int // per-ply move buffers
}

func newThreatSolver(b *Board, ttBits int) *threatSolver {
	n := 1 << ttBits
	return &threatSolver{b: b, tt: make([]threatEntry, n), mask: uint64(n - 1), mark: make([]uint32, len(b.stone))}
}

const (
	modeVCF = 0x5bd1e995_0000_0001
	modeVCT = 0x27d4eb2f_0000_0002
)

func (s *threatSolver) probe(key uint64) *threatEntry { return &s.tt[key&s.mask] }

func (s *threatSolver) moves(ply int) []int {
	for len(s.buf) <= ply {
		s.buf = append(s.buf, make([]int, 0, 64))
	}
	return s.buf[ply][:0]
}

func (s *threatSolver) checkAbort() bool {
	if s.aborted {
		return true
	}
	s.nodes++
	s.ticks++
	if s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.aborted = true
	}
	if s.ticks&1023 == 0 {
		if (!s.deadline.IsZero() && time.Now().After(s.deadline)) || (s.stop != nil && s.stop.Load()) {
			s.aborted = true
		}
	}
	return s.aborted
}

// solve runs iterative deepening up to maxDepth attacker moves. It returns
// whether the side to move (the attacker) wins, and the first move.
func (s *threatSolver) solve(vct bool, maxDepth int) (bool, int) {
	s.att = s.b.side
	if f := s.b.fives[s.att-1]; f.len() > 0 {
		return true, int(f.list[0])
	}
	for depth := 1; depth <= maxDepth; depth++ {
		if s.attack(depth, 0, false) {
			return true, s.bestMove(vct)
		}
		if vct && s.attack(depth, 0, true) {
			return true, s.bestMove(true)
		}
		if s.aborted {
			break
		}
	}
	return false, -1
}

func (s *threatSolver) bestMove(vct bool) int {
	b := s.b
	if f := b.fives[b.side-1]; f.len() > 0 {
		return int(f.list[0])
	}
	for _, mode := range []uint64{modeVCF, modeVCT} {
		if mode == modeVCT && !vct {
			continue
		}
		e := s.probe(b.hash ^ mode)
		if e.key == b.hash^mode && e.win && e.move >= 0 {
			return int(e.move)
		}
	}
	return -1
}

// line reconstructs a winning line from the table (attacker move, the first
// defence, and so on until the five).
func (s *threatSolver) line(vct bool) []int {
	b := s.b
	var line []int
	for len(line) < 200 {
		m := s.bestMove(vct)
		if m < 0 || b.stone[m] != cellEmpty {
			break
		}
		b.Play(m)
		line = append(line, m)
		if b.isWinAfter(m) {
			break
		}
		defs := s.defences(0, vct)
		if len(defs) == 0 {
			// Nothing stops the threat: let any reply pass and finish.
			if f := b.fives[3-b.side-1]; f.len() > 0 {
				b.Play(-1)
				line = append(line, -1)
				five := int(f.list[0])
				b.Play(five)
				line = append(line, five)
			}
			break
		}
		b.Play(defs[0])
		line = append(line, defs[0])
	}
	for range line {
		b.Undo()
	}
	return line
}

// isWinAfter reports whether the stone just played on p made a winning five.
func (b *Board) isWinAfter(p int) bool {
	c := int(b.stone[p])
	dirs := b.dir
	for d := range 4 {
		dd := dirs[d]
		lo, hi := p, p
		for b.stone[lo-dd] == uint8(c) {
			lo -= dd
		}
		for b.stone[hi+dd] == uint8(c) {
			hi += dd
		}
		n := (hi-lo)/dd + 1
		if n < 5 {
			continue
		}
		exact := b.Rule == caro.Standard || b.Rule == caro.Renju && c == cellBlack || b.Rule == caro.CaroExact
		if n > 5 {
			if !exact {
				return true
			}
			continue
		}
		if b.Rule == caro.Caro || b.Rule == caro.CaroExact {
			opp := uint8(3 - c)
			if b.stone[lo-dd] == opp && b.stone[hi+dd] == opp {
				continue
			}
		}
		return true
	}
	return false
}

// attack: the attacker is to move with a budget of depth attacker moves.
func (s *threatSolver) attack(depth, ply int, vct bool) bool {
	b := s.b
	att := s.att
	if b.fives[att-1].len() > 0 {
		return true
	}
	if depth <= 0 || s.checkAbort() {
		return false
	}
	mode := uint64(modeVCF)
	if vct {
		mode = modeVCT
	}
	key := b.hash ^ mode
	e := s.probe(key)
	if e.key == key && (e.win || int(e.depth) >= depth) {
		return e.win
	}
	moves := s.moves(ply)
	def := 3 - att
	forced := b.fives[def-1].len() > 0
	if forced {
		// The defender has a four: only its blocks can be played, and in VCF
		// only if they are fours too.
		moves = b.blocks(def, moves)
	} else {
		for _, m := range b.fours[att-1].list {
			moves = append(moves, int(m))
		}
		if vct {
			for _, m := range b.threes[att-1].list {
				moves = append(moves, int(m))
			}
		}
	}
	s.order(moves, att)
	s.buf[ply] = moves
	win, best := false, int32(-1)
	for i := 0; i < len(moves) && !win; i++ {
		m := moves[i]
		if b.stone[m] != cellEmpty || !b.legal(m, att) {
			continue
		}
		if forced && !vct && b.p4[m][att-1] < pBlock4 {
			continue
		}
		b.Play(m)
		if b.fives[def-1].len() == 0 && (b.fives[att-1].len() > 0 || vct) {
			win = s.defend(depth-1, ply+1, vct)
		}
		b.Undo()
		if win {
			best = int32(m)
		}
	}
	if !s.aborted || win {
		*e = threatEntry{key: key, move: best, depth: int8(depth), win: win}
	}
	return win
}

// defences lists the defender's candidate replies (the side to move is the
// defender): blocks of a five, or cells on the attacker's threat lines and
// the defender's counter fours. nil means there is no threat to answer.
func (s *threatSolver) defences(ply int, vct bool) []int {
	b := s.b
	att := 3 - b.side
	moves := s.moves(ply)
	if b.fives[att-1].len() > 0 {
		return b.blocks(att, moves)
	}
	if !vct {
		return nil
	}
	s.stamp++
	threat := false
	for _, t := range b.fours[att-1].list {
		v := b.p4[t][att-1]
		if v < pBlock4Flex3 || !b.legal(int(t), att) {
			continue
		}
		threat = true
		moves = b.lineCells(int(t), att, lF3, moves, s.mark, s.stamp)
	}
	if !threat {
		return nil
	}
	def := b.side
	for _, m := range b.fours[def-1].list {
		if s.mark[m] != s.stamp {
			s.mark[m] = s.stamp
			moves = append(moves, int(m))
		}
	}
	return moves
}

// defend: the defender is to move after an attacker threat.
func (s *threatSolver) defend(depth, ply int, vct bool) bool {
	b := s.b
	def := b.side
	if b.fives[def-1].len() > 0 {
		return false
	}
	moves := s.defences(ply, vct)
	if len(moves) == 0 {
		// A five nobody can stop wins; no threat at all does not.
		return b.fives[3-def-1].len() > 0
	}
	s.order(moves, def)
	s.buf[ply] = moves
	for i := 0; i < len(moves); i++ {
		m := moves[i]
		if !b.legal(m, def) {
			continue // renju: black may not defend on a forbidden point
		}
		b.Play(m)
		win := s.attack(depth, ply+1, vct)
		b.Undo()
		if !win {
			return false
		}
	}
	return true
}

// order sorts moves by the mover's threat class, strongest first
// (insertion sort: the lists are short and this must not allocate).
func (s *threatSolver) order(moves []int, c int) {
	orderByThreat(s.b, moves, c)
}

func orderByThreat(b *Board, moves []int, c int) {
	key := func(m int) int { return int(b.p4[m][c-1])*16 + int(b.p4[m][2-c]) }
	for i := 1; i < len(moves); i++ {
		m := moves[i]
		k := key(m)
		j := i
		for j > 0 && key(moves[j-1]) < k {
			moves[j] = moves[j-1]
			j--
		}
		moves[j] = m
	}
}
