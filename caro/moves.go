package caro

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// ParseMoves reads a move list. Two spellings are accepted:
//
//   - numbers, taken in pairs x,y (0-based, the pbrain coordinates):
//     "7,7 8,8 9,9", "7,7; 8,8", "0,0, 1,0, -1,-1" (commas, semicolons and
//     white space all separate; -1,-1 is a pass, other negatives are kept
//     for centre-relative offsets, see ParseOffsets);
//   - letter+number squares as GomocupJudge writes them: "h8h9i8", column
//     a = x 0, row 1 = y 0 (rows counted from the top).
//
// It checks the syntax only; Board.Play checks the moves. An error has a
// Vietnamese method, as every error of this package.
func ParseMoves(s string) ([]Point, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return nil, nil
	}
	if c := t[0] | 0x20; c >= 'a' && c <= 'z' {
		return parseLetterMoves(t)
	}
	var nums []int
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';':
			i++
		case c == '-' || c == '+' || (c >= '0' && c <= '9'):
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			v, err := strconv.Atoi(s[i:j])
			if err != nil || j-i > 4 {
				return nil, errorf("caro: move list: bad number %q at column %d", s[i:j], i+1)
			}
			nums = append(nums, v)
			i = j
		default:
			return nil, errorf("caro: move list: unexpected %q at column %d (want pairs x,y)", rune(c), i+1)
		}
	}
	if len(nums)%2 != 0 {
		return nil, errorf("caro: move list: %d numbers, want pairs x,y", len(nums))
	}
	moves := make([]Point, len(nums)/2)
	for i := range moves {
		moves[i] = Point{nums[2*i], nums[2*i+1]}
	}
	return moves, nil
}

func parseLetterMoves(s string) ([]Point, error) {
	var moves []Point
	for i := 0; i < len(s); {
		c := s[i]
		if c == ' ' || c == ',' || c == ';' || c == '\t' || c == '\n' || c == '\r' {
			i++
			continue
		}
		l := c | 0x20
		if l < 'a' || l > 'z' {
			return nil, errorf("caro: move list: expected a column letter at column %d, got %q", i+1, rune(c))
		}
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i+1 || j-i > 3 {
			return nil, errorf("caro: move list: square %q at column %d needs a row number 1..99", s[i:j], i+1)
		}
		row, _ := strconv.Atoi(s[i+1 : j])
		if row < 1 {
			return nil, errorf("caro: move list: row %d at column %d (rows start at 1)", row, i+2)
		}
		moves = append(moves, Point{int(l - 'a'), row - 1})
		i = j
	}
	return moves, nil
}

// FormatMoves writes moves as ParseMoves reads them: "7,7 8,8".
func FormatMoves(moves []Point) string {
	var sb strings.Builder
	for i, m := range moves {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(strconv.Itoa(m.X))
		sb.WriteByte(',')
		sb.WriteString(strconv.Itoa(m.Y))
	}
	return sb.String()
}

// ParseOffsets reads a centre-relative move list ("0,0, 1,0, 1,3", as in the
// opening suites) for a width×height board: x = dx + width/2, y = dy +
// height/2 (halves rounded down). Points that fall outside are an error.
func ParseOffsets(s string, width, height int) ([]Point, error) {
	moves, err := ParseMoves(s)
	if err != nil {
		return nil, err
	}
	return FromOffsets(moves, width, height)
}

// FromOffsets turns centre-relative offsets into points of a width×height board.
func FromOffsets(offsets []Point, width, height int) ([]Point, error) {
	moves := make([]Point, len(offsets))
	for i, o := range offsets {
		p := Point{o.X + width/2, o.Y + height/2}
		if p.X < 0 || p.Y < 0 || p.X >= width || p.Y >= height {
			return nil, fmt.Errorf("caro: offset %d,%d is outside a %d×%d board", o.X, o.Y, width, height)
		}
		moves[i] = p
	}
	return moves, nil
}

// PlayMoves plays a move list from the board's current position and says
// which move failed, by its number and the point's Name (in English and
// Vietnamese, like every error here).
func (b *Board) PlayMoves(moves []Point) error {
	for i, m := range moves {
		if b.Over() {
			return &i18n.Error{Message: msg("move %d (%v) comes after the end of the game (%v)", i+1, m.Name(), b.Ending()), Is: ErrOver}
		}
		if err := b.Play(m); err != nil {
			return &i18n.Error{Message: msg("move %d (%v)", i+1, m.Name()), Err: err}
		}
	}
	return nil
}

// NewFromMoves makes a board and plays moves on it.
func NewFromMoves(width, height, k int, rule Rule, moves []Point) (*Board, error) {
	b, err := New(width, height, k, rule)
	if err != nil {
		return nil, err
	}
	if err := b.PlayMoves(moves); err != nil {
		return nil, err
	}
	return b, nil
}

// NewFromStones sets up a position from the stones of each side, in no
// particular order (as the Gomocup BOARD command gives them), with toMove to
// play. The position is taken as it is: the stones are not judged, so a line
// already on the board does not end the game. The history interleaves the
// stones, black first, with passes where one side has fewer.
func NewFromStones(width, height, k int, rule Rule, black, white []Point, toMove Stone) (*Board, error) {
	b, err := New(width, height, k, rule)
	if err != nil {
		return nil, err
	}
	if toMove != Black && toMove != White {
		return nil, fmt.Errorf("caro: side to move must be black or white")
	}
	var seq []Point
	for i := 0; i < max(len(black), len(white)); i++ {
		for _, side := range [2][]Point{black, white} {
			if i < len(side) {
				seq = append(seq, side[i])
			} else {
				seq = append(seq, Pass)
			}
		}
	}
	if toMove == White {
		if n := len(seq); n > 0 && seq[n-1] == Pass {
			seq = seq[:n-1]
		} else {
			seq = append(seq, Pass)
		}
	}
	for _, p := range seq {
		if err := b.place(p); err != nil {
			return nil, &i18n.Error{Message: msg("stone %v", p.Name()), Err: err}
		}
	}
	return b, nil
}
