package caro

import "fmt"

// ParseGrid reads a position drawn cell by cell, row by row: X (black, the
// first player), O (white; 0 too) and . (empty; _ and - too), letters in
// either case. White space, '/' and '|' between cells are ignored, so
// "X.O......", "X.O/.../..." and a multi-line drawing all work. The side to
// move follows from the counts (X moves first), and a line already on the
// board ends the game as if it had just been made.
func ParseGrid(s string, width, height, k int, rule Rule) (*Board, error) {
	var black, white []Point
	n := 0
	for i, c := range s {
		switch c {
		case ' ', '\t', '\r', '\n', '/', '|':
			continue
		case 'X', 'x', 'B', 'b':
			black = append(black, Point{n % max(width, 1), n / max(width, 1)})
		case 'O', 'o', '0', 'W', 'w':
			white = append(white, Point{n % max(width, 1), n / max(width, 1)})
		case '.', '_', '-':
		default:
			return nil, fmt.Errorf("caro: board: unexpected %q at column %d (want X, O or .)", c, i+1)
		}
		n++
	}
	if n != width*height {
		return nil, fmt.Errorf("caro: board: %d cells, want %d (%d×%d)", n, width*height, width, height)
	}
	toMove := Black
	switch len(black) - len(white) {
	case 0:
	case 1:
		toMove = White
	default:
		return nil, fmt.Errorf("caro: board: %d X and %d O; X moves first, so X has as many stones as O or one more", len(black), len(white))
	}
	b, err := NewFromStones(width, height, k, rule, black, white, toMove)
	if err != nil {
		return nil, err
	}
	if err := b.settle(); err != nil {
		return nil, err
	}
	return b, nil
}

// settle decides the result of a position that was set up: a winning line
// on the board ends the game (it must belong to the side that moved last),
// and so does a full board.
func (b *Board) settle() error {
	last := b.SideToMove().Other()
	for y := 0; y < b.height; y++ {
		for x := 0; x < b.width; x++ {
			s := b.at(x, y)
			if s == Empty {
				continue
			}
			for _, d := range directions {
				p := Point{x, y}
				if b.at(x-d.X, y-d.Y) == s {
					continue // measure each line once, from its first cell
				}
				n, first, _ := b.run(p, d, s)
				if !b.lineWins(n, first, d, s) {
					continue
				}
				if s != last {
					return fmt.Errorf("caro: board: %v has a line but %v moved last", s, last)
				}
				if b.reason == Line && (b.winStart != first || b.winDir != d) {
					continue // keep the first line found
				}
				b.reason, b.winner = Line, s
				b.winStart, b.winDir, b.winLength = first, d, n
			}
		}
	}
	if b.reason == NotOver && b.stones == b.width*b.height {
		b.reason = Full
	}
	if b.reason == NotOver && b.rule == Renju && b.SideToMove() == Black && !b.blackCanMove() {
		b.reason = NoMove
	}
	return nil
}
