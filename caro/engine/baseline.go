package engine

import (
	"context"
	"time"

	"alphabeta/caro"
)

// The baseline player is a plain implementation of seed 002 (a student
// caro report): it counts runs of stones by length and open ends, scores
// the position with the report's table, looks at the cells next to stones
// (openArea), first plays a win, then blocks the opponent's win, and
// otherwise runs fixed-depth minimax with alpha-beta. It exists to be
// beaten: the strong engine is measured against it.

// Seed 002's evaluation table.
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

type seedBoard struct {
	w, h  int
	rule  caro.Rule
	cells []int8
	nodes int64
	evals int64
}

func (s *seedBoard) at(x, y int) int8 {
	if x < 0 || y < 0 || x >= s.w || y >= s.h {
		return -1
	}
	return s.cells[y*s.w+x]
}

type seedCounts struct {
	win                  bool
	openFour, halfFour   int
	openThree, halfThree int
	openTwo, halfTwo     int
}

// runWins applies the rule to a run of n stones of colour c with ends a, b
// (the cells just past the run: -1 edge, 0 empty, else a colour).
func runWins(rule caro.Rule, c int8, n int, a, b int8) bool {
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

func (s *seedBoard) count(c int8) seedCounts {
	var k seedCounts
	for _, d := range directions {
		dx, dy := d[0], d[1]
		for y := range s.h {
			for x := range s.w {
				if s.at(x, y) != c || s.at(x-dx, y-dy) == c {
					continue // not the start of a run
				}
				n := 0
				for s.at(x+n*dx, y+n*dy) == c {
					n++
				}
				a, b := s.at(x-dx, y-dy), s.at(x+n*dx, y+n*dy)
				if n >= 5 {
					if runWins(s.rule, c, n, a, b) {
						k.win = true
					}
					continue
				}
				open := 0
				if a == 0 {
					open++
				}
				if b == 0 {
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

// score is seed 002's table: the first matching line counts.
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

func (s *seedBoard) eval(max int8) int {
	s.evals++
	return s.count(max).score() - s.count(3-max).score()
}

// wins reports whether c playing (x, y) makes a winning line.
func (s *seedBoard) wins(x, y int, c int8) bool {
	s.cells[y*s.w+x] = c
	defer func() { s.cells[y*s.w+x] = 0 }()
	for _, d := range directions {
		dx, dy := d[0], d[1]
		lo, hi := 0, 0
		for s.at(x-(lo+1)*dx, y-(lo+1)*dy) == c {
			lo++
		}
		for s.at(x+(hi+1)*dx, y+(hi+1)*dy) == c {
			hi++
		}
		if runWins(s.rule, c, lo+hi+1, s.at(x-(lo+1)*dx, y-(lo+1)*dy), s.at(x+(hi+1)*dx, y+(hi+1)*dy)) {
			return true
		}
	}
	return false
}

// openArea lists the empty cells next to a stone.
func (s *seedBoard) openArea() []int {
	var out []int
	for y := range s.h {
		for x := range s.w {
			if s.at(x, y) != 0 {
				continue
			}
		near:
			for dy := -seedCandidateRadius; dy <= seedCandidateRadius; dy++ {
				for dx := -seedCandidateRadius; dx <= seedCandidateRadius; dx++ {
					if v := s.at(x+dx, y+dy); v > 0 {
						out = append(out, y*s.w+x)
						break near
					}
				}
			}
		}
	}
	return out
}

// minimax with alpha-beta: max is the colour that moves at the root.
func (s *seedBoard) minimax(depth int, toMove, max int8, alpha, beta int) int {
	s.nodes++
	if depth == 0 {
		return s.eval(max)
	}
	moves := s.openArea()
	if len(moves) == 0 {
		return s.eval(max)
	}
	for _, m := range moves {
		if s.wins(m%s.w, m/s.w, toMove) {
			if toMove == max {
				return seedWin + depth
			}
			return -seedWin - depth
		}
	}
	if toMove == max {
		for _, m := range moves {
			s.cells[m] = toMove
			v := s.minimax(depth-1, 3-toMove, max, alpha, beta)
			s.cells[m] = 0
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
		s.cells[m] = toMove
		v := s.minimax(depth-1, 3-toMove, max, alpha, beta)
		s.cells[m] = 0
		if v < beta {
			beta = v
		}
		if alpha >= beta {
			break
		}
	}
	return beta
}

func searchBaseline(ctx context.Context, pos Position, depth int, start time.Time) (Result, error) {
	s := &seedBoard{w: pos.Width, h: pos.Height, rule: pos.Rule, cells: make([]int8, pos.Width*pos.Height)}
	me := int8(cellBlack)
	for _, m := range pos.Moves {
		if m.X >= 0 {
			s.cells[m.Y*s.w+m.X] = me
		}
		me = 3 - me
	}
	res := Result{Source: "seed002", Depth: depth}
	finish := func(m int, score int) (Result, error) {
		res.Move = caro.Point{X: m % s.w, Y: m / s.w}
		res.Score, res.PV = score, []caro.Point{res.Move}
		res.Nodes, res.Evaluations, res.Elapsed = s.nodes, s.evals, time.Since(start)
		return res, nil
	}
	if s.openAreaEmptyBoard() {
		return finish((s.h/2)*s.w+s.w/2, 0) // the seed starts in the middle
	}
	moves := s.openArea()
	if len(moves) == 0 {
		for i, v := range s.cells {
			if v == 0 {
				return finish(i, 0)
			}
		}
		return Result{}, ErrNoMove
	}
	// 1) win now; 2) block the opponent's win.
	for _, m := range moves {
		if s.wins(m%s.w, m/s.w, me) {
			return finish(m, seedWin)
		}
	}
	for _, m := range moves {
		if s.wins(m%s.w, m/s.w, 3-me) {
			return finish(m, 0)
		}
	}
	best, bestScore := moves[0], -seedInfinity
	for _, m := range moves {
		if ctx.Err() != nil {
			break
		}
		s.cells[m] = me
		v := s.minimax(depth-1, 3-me, me, bestScore, seedInfinity)
		s.cells[m] = 0
		if v > bestScore {
			best, bestScore = m, v
		}
	}
	return finish(best, bestScore)
}

func (s *seedBoard) openAreaEmptyBoard() bool {
	for _, v := range s.cells {
		if v != 0 {
			return false
		}
	}
	return true
}
