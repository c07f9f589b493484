package engine

import (
	"context"
	"fmt"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
)

// The baseline player is a plain implementation of seed 002, the Caro
// group report (docs/lectures.md, "Seed 002"): it counts runs of stones by
// length and open ends, scores the position with the report's table, looks
// at the cells next to stones (openArea), first plays a win, then blocks
// the opponent's win, and otherwise runs fixed-depth minimax with
// alpha-beta. It exists to be beaten: the strong engine is measured
// against it.

// Style selects the player: the strong Engine or the seed-002 Baseline
// (NewPlayer).
type Style int

const (
	// StyleStrong is the real engine: threat tables, VCF/VCT, alpha-beta.
	StyleStrong Style = iota
	// StyleSeed002 is the baseline of the Caro group report (seed 002 in
	// docs/lectures.md): its evaluation table, candidates next to stones,
	// fixed-depth minimax with alpha-beta.
	StyleSeed002
)

// ParseStyle reads "strong" or "seed002".
func ParseStyle(s string) (Style, error) {
	switch s {
	case "strong", "", "default":
		return StyleStrong, nil
	case "seed002", "baseline":
		return StyleSeed002, nil
	}
	return 0, fmt.Errorf("unknown style %q (want strong or seed002)", s)
}

// NewPlayer returns the player of style: New(opts) for StyleStrong, the
// seed-002 Baseline at its default depth for StyleSeed002.
func NewPlayer(style Style, opts Options) Player {
	if style == StyleSeed002 {
		return NewBaseline(0)
	}
	return New(opts)
}

// The Caro group report's evaluation table (docs/lectures.md, seed 002).
const (
	seedWin             = 100000
	seedOpenFour        = 10000 // an open four, or two half-open fours
	seedFourOpenThree   = 5000
	seedTwoOpenThrees   = 3000
	seedOpenThreeThree  = 1000
	seedHalfFour        = 500
	seedOpenThree       = 200
	seedTwoOpenTwos     = 100
	seedHalfThree       = 50
	seedTwoHalfTwos     = 10
	seedOpenTwo         = 5
	seedHalfTwo         = 3
	seedInfinity        = 1 << 30
	seedCandidateRadius = 1
)

// Baseline is the seed-002 player, the baseline the strong engine (Engine)
// is measured against: a Player of its own, with its own board (stones
// only: the Board's threat tables play no part in it). It searches to
// Depth and ignores every other limit but the context.
type Baseline struct {
	Depth int // fixed search depth (default 2)
}

// NewBaseline returns the seed-002 player searching to depth (default 2).
func NewBaseline(depth int) *Baseline {
	if depth <= 0 {
		depth = 2
	}
	return &Baseline{Depth: depth}
}

// Clear does nothing: the baseline learns nothing between searches.
func (p *Baseline) Clear() {}

// seedBoard is the baseline's board: the stones on a padded array laid out
// as the Board's (a wall around the board, cell index (y+half)·stride +
// x + half), so that runs stop at the wall.
type seedBoard struct {
	W, H   int
	Rule   caro.Rule
	stride int
	dir    [4]int
	stone  []uint8
	moves  []int // -1 = pass
	side   uint8 // colour to move
}

// newSeedBoard sets up the position, refusing what SetupBoard refuses.
func newSeedBoard(pos Position) (*seedBoard, error) {
	w, h := pos.Width, pos.Height
	if err := checkGame(w, h, pos.Rule); err != nil {
		return nil, err
	}
	b := &seedBoard{W: w, H: h, Rule: pos.Rule, stride: w + half, side: cellBlack}
	for d, v := range directions {
		b.dir[d] = v[0] + v[1]*b.stride
	}
	b.stone = make([]uint8, (h+2*half+1)*b.stride)
	for i := range b.stone {
		b.stone[i] = cellWall
	}
	for y := range h {
		for x := range w {
			b.stone[b.index(x, y)] = cellEmpty
		}
	}
	for i, m := range pos.Moves {
		if m.X == -1 && m.Y == -1 {
			b.Play(-1)
			continue
		}
		if m.X < 0 || m.Y < 0 || m.X >= w || m.Y >= h {
			return nil, offBoard(i, m, w, h)
		}
		p := b.index(m.X, m.Y)
		if b.stone[p] != cellEmpty {
			return nil, occupied(i, m)
		}
		b.Play(p)
	}
	return b, nil
}

func (b *seedBoard) index(x, y int) int { return (y+half)*b.stride + x + half }

func (b *seedBoard) point(p int) caro.Point {
	return caro.Point{X: p%b.stride - half, Y: p/b.stride - half}
}

// Play puts a stone of the side to move on p (-1: a pass).
func (b *seedBoard) Play(p int) {
	if p >= 0 {
		b.stone[p] = b.side
	}
	b.moves = append(b.moves, p)
	b.side = 3 - b.side
}

// Undo takes back the last move.
func (b *seedBoard) Undo() {
	p := b.moves[len(b.moves)-1]
	b.moves = b.moves[:len(b.moves)-1]
	b.side = 3 - b.side
	if p >= 0 {
		b.stone[p] = cellEmpty
	}
}

// stones counts the stones on the board.
func (b *seedBoard) stones() int {
	n := 0
	for _, m := range b.moves {
		if m >= 0 {
			n++
		}
	}
	return n
}

// seedPlayer runs the Caro group report's algorithm on a seedBoard.
type seedPlayer struct {
	b     *seedBoard
	nodes int64
	evals int64
}

type seedCounts struct {
	win                  bool
	openFour, halfFour   int
	openThree, halfThree int
	openTwo, halfTwo     int
}

// runWins applies the rule to a run of n stones of colour c with ends a, b
// (the cells just past the run: cellEmpty, a colour, or cellWall).
func runWins(rule caro.Rule, c uint8, n int, a, b uint8) bool {
	if n < 5 {
		return false
	}
	exact := rule == caro.Standard || rule == caro.CaroExact || rule == caro.Renju && c == cellBlack
	if n > 5 {
		return !exact
	}
	if rule == caro.Caro || rule == caro.CaroExact {
		o := 3 - c
		return !(a == o && b == o)
	}
	return true
}

// count finds the runs of c: each run is measured once, from its first
// stone, in each direction.
func (s *seedPlayer) count(c uint8) seedCounts {
	var k seedCounts
	b := s.b
	for y := range b.H {
		for x := range b.W {
			p := b.index(x, y)
			if b.stone[p] != c {
				continue
			}
			for _, dd := range b.dir {
				if b.stone[p-dd] == c {
					continue // not the start of a run
				}
				n := 0
				for b.stone[p+n*dd] == c {
					n++
				}
				// Runs stop at the wall around the board, so the ends are
				// always inside the padded array.
				before, after := b.stone[p-dd], b.stone[p+n*dd]
				if n >= 5 {
					if runWins(b.Rule, c, n, before, after) {
						k.win = true
					}
					continue
				}
				open := 0
				if before == cellEmpty {
					open++
				}
				if after == cellEmpty {
					open++
				}
				switch {
				case open == 0 || n < 2:
				case n == 4 && open == 2:
					k.openFour++
				case n == 4:
					k.halfFour++
				case n == 3 && open == 2:
					k.openThree++
				case n == 3:
					k.halfThree++
				case n == 2 && open == 2:
					k.openTwo++
				case n == 2:
					k.halfTwo++
				}
			}
		}
	}
	return k
}

// score is the Caro group report's table: the first matching line counts.
func (k seedCounts) score() int {
	switch {
	case k.win:
		return seedWin
	case k.openFour >= 1 || k.halfFour >= 2:
		return seedOpenFour
	case k.openThree >= 1 && k.halfFour >= 1:
		return seedFourOpenThree
	case k.openThree >= 2:
		return seedTwoOpenThrees
	case k.openThree >= 1 && k.halfThree >= 1:
		return seedOpenThreeThree
	case k.halfFour >= 1:
		return seedHalfFour
	case k.openThree >= 1:
		return seedOpenThree
	case k.openTwo >= 2:
		return seedTwoOpenTwos
	case k.halfThree >= 1:
		return seedHalfThree
	case k.halfTwo >= 2:
		return seedTwoHalfTwos
	case k.openTwo >= 1:
		return seedOpenTwo
	case k.halfTwo >= 1:
		return seedHalfTwo
	}
	return 0
}

func (s *seedPlayer) eval(max uint8) int {
	s.evals++
	return s.count(max).score() - s.count(3-max).score()
}

// wins reports whether c playing the empty cell p makes a winning line.
func (s *seedPlayer) wins(p int, c uint8) bool {
	b := s.b
	for _, dd := range b.dir {
		lo, hi := 0, 0
		for b.stone[p-(lo+1)*dd] == c {
			lo++
		}
		for b.stone[p+(hi+1)*dd] == c {
			hi++
		}
		if runWins(b.Rule, c, lo+hi+1, b.stone[p-(lo+1)*dd], b.stone[p+(hi+1)*dd]) {
			return true
		}
	}
	return false
}

// openArea lists the empty cells next to a stone, row by row.
func (s *seedPlayer) openArea() []int {
	var out []int
	b := s.b
	for y := range b.H {
		for x := range b.W {
			p := b.index(x, y)
			if b.stone[p] != cellEmpty {
				continue
			}
		near:
			for dy := -seedCandidateRadius; dy <= seedCandidateRadius; dy++ {
				for dx := -seedCandidateRadius; dx <= seedCandidateRadius; dx++ {
					if v := b.stone[p+dy*b.stride+dx]; v == cellBlack || v == cellWhite {
						out = append(out, p)
						break near
					}
				}
			}
		}
	}
	return out
}

// minimax with alpha-beta: max is the colour that moves at the root, toMove
// the board's side to move.
func (s *seedPlayer) minimax(depth int, toMove, max uint8, alpha, beta int) int {
	s.nodes++
	if depth == 0 {
		return s.eval(max)
	}
	moves := s.openArea()
	if len(moves) == 0 {
		return s.eval(max)
	}
	for _, m := range moves {
		if s.wins(m, toMove) {
			if toMove == max {
				return seedWin + depth
			}
			return -seedWin - depth
		}
	}
	if toMove == max {
		for _, m := range moves {
			s.b.Play(m)
			v := s.minimax(depth-1, 3-toMove, max, alpha, beta)
			s.b.Undo()
			if v > alpha {
				alpha = v
			}
			if alpha >= beta {
				break
			}
		}
		return alpha
	}
	for _, m := range moves {
		s.b.Play(m)
		v := s.minimax(depth-1, 3-toMove, max, alpha, beta)
		s.b.Undo()
		if v < beta {
			beta = v
		}
		if alpha >= beta {
			break
		}
	}
	return beta
}

// Search plays the report's algorithm: the centre on an empty board, a
// win, a block of the opponent's win, else fixed-depth minimax. Only the
// context stops it (between root moves); lim and info are not used.
func (p *Baseline) Search(ctx context.Context, pos Position, lim Limits, info func(Info)) (Result, error) {
	start := time.Now()
	depth := p.Depth
	if depth <= 0 {
		depth = 2
	}
	b, err := newSeedBoard(pos)
	if err != nil {
		return Result{}, err
	}
	s := &seedPlayer{b: b}
	me := b.side
	res := Result{Source: "seed002", Info: Info{Depth: depth}}
	finish := func(m int, score int) (Result, error) {
		res.Move = b.point(m)
		res.Score, res.PV = score, []caro.Point{res.Move}
		res.Nodes, res.Evaluations, res.Time = s.nodes, s.evals, time.Since(start)
		return res, nil
	}
	if b.stones() == 0 {
		return finish(b.index(b.W/2, b.H/2), 0) // the report starts in the middle
	}
	moves := s.openArea()
	if len(moves) == 0 {
		for y := range b.H {
			for x := range b.W {
				if p := b.index(x, y); b.stone[p] == cellEmpty {
					return finish(p, 0)
				}
			}
		}
		return Result{}, ErrNoMove
	}
	// 1) win now; 2) block the opponent's win.
	for _, m := range moves {
		if s.wins(m, me) {
			return finish(m, seedWin)
		}
	}
	for _, m := range moves {
		if s.wins(m, 3-me) {
			return finish(m, 0)
		}
	}
	best, bestScore := moves[0], -seedInfinity
	for _, m := range moves {
		if ctx.Err() != nil {
			break
		}
		b.Play(m)
		v := s.minimax(depth-1, 3-me, me, bestScore, seedInfinity)
		b.Undo()
		if v > bestScore {
			best, bestScore = m, v
		}
	}
	return finish(best, bestScore)
}
