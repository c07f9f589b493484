package engine

import (
	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// Position is what the engine is asked about: a board and the moves played
// on it, black first, strictly alternating ({-1,-1} is a pass).
type Position struct {
	Width, Height int
	Rule          caro.Rule
	Moves         []caro.Point
}

// PositionFromBoard is the game on a rules board as the engine takes it:
// its size, rule and history (copied, passes included).
func PositionFromBoard(b *caro.Board) Position {
	return Position{Width: b.Width(), Height: b.Height(), Rule: b.Rule(), Moves: append([]caro.Point(nil), b.History()...)}
}

// messages is the Vietnamese of the package's errors (i18n.Catalogue).
var messages = i18n.Catalogue{
	"board %d×%d: each side must be %d..%d":   "bàn cờ %d×%d: mỗi cạnh phải từ %d đến %d",
	"the game is over (%v): nothing to solve": "ván đã kết thúc (%v): không có gì để giải",
	"move %d (%s) is off the %d×%d board":     "nước %d (%s) nằm ngoài bàn cờ %d×%d",
	"move %d (%s) is on an occupied point":    "nước %d (%s) vào ô đã có quân",
	"%v played an illegal move %s":            "%v đi nước không hợp lệ %s",
	"unknown rule %v":                         "không có luật %v",
}

// offBoard and occupied refuse move i (0-based) of a position, m, off a w×h board
// or on an occupied point: the point named as the boards label it
// (caro.Point.Name, h8), in English and Vietnamese.
func offBoard(i int, m caro.Point, w, h int) error {
	return messages.Errorf("move %d (%s) is off the %d×%d board", i+1, m.Name(), w, h)
}

func occupied(i int, m caro.Point) error {
	return messages.Errorf("move %d (%s) is on an occupied point", i+1, m.Name())
}

// CheckSize refuses a board the engine cannot play on (a side outside
// MinSize..MaxSize), in English and Vietnamese.
func CheckSize(w, h int) error {
	if w < MinSize || h < MinSize || w > MaxSize || h > MaxSize {
		return messages.Errorf("board %d×%d: each side must be %d..%d", w, h, MinSize, MaxSize)
	}
	return nil
}

// NewPosition is the game of moves (black first) on a w×h board under
// rule, with a side to move: the rules' board judges the game, and a
// finished one is refused (as the web API and `alphabeta caro solve` do).
// Errors are in English and Vietnamese.
func NewPosition(w, h int, rule caro.Rule, moves []caro.Point) (Position, error) {
	if err := CheckSize(w, h); err != nil {
		return Position{}, err
	}
	b, err := caro.NewFromMoves(w, h, 5, rule, moves)
	if err != nil {
		return Position{}, err
	}
	if b.Over() {
		return Position{}, messages.Errorf("the game is over (%v): nothing to solve", b.Ending())
	}
	return Position{Width: w, Height: h, Rule: rule, Moves: moves}, nil
}
