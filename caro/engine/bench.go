package engine

import (
	"context"
	"errors"

	"github.com/alphabeta-go/alphabeta/caro"
)

// BaselineScore is the strong engine's score in games against the
// baseline player (Baseline).
type BaselineScore struct {
	Games, Wins, Losses, Draws int
}

// Percent is the score in percent, a draw counting half.
func (s BaselineScore) Percent() float64 {
	if s.Games == 0 {
		return 0
	}
	return 100 * (float64(s.Wins) + float64(s.Draws)/2) / float64(s.Games)
}

// BaselineMatch says how PlayBaseline plays: n games on a size×size board
// under Rule, each move limited by Limits, the baseline searching to
// BaselineDepth.
type BaselineMatch struct {
	Games, Size   int
	Rule          caro.Rule
	Limits        Limits
	BaselineDepth int
}

// PlayBaseline plays strong against the baseline of the Caro group report
// (`alphabeta caro bench --games`): the colours alternate, each pair of
// games starts from the next built-in opening that fits the board, and
// strong's table is cleared before each game. lost, when not nil, is told
// of each game strong loses (numbered from 1) with the colour it had.
func PlayBaseline(ctx context.Context, strong *Engine, m BaselineMatch, lost func(game int, strongColor caro.Stone, moves []caro.Point)) (BaselineScore, error) {
	var openings [][]caro.Point
	for _, o := range caro.Openings() {
		if moves, err := o.On(m.Size, m.Size); err == nil {
			openings = append(openings, moves) // some openings need a larger board
		}
	}
	if len(openings) == 0 {
		return BaselineScore{}, errors.New("no opening fits the board")
	}
	base := NewBaseline(m.BaselineDepth)
	var s BaselineScore
	for g := range m.Games {
		op := openings[(g/2)%len(openings)]
		var black, white Player = strong, base
		strongColor := caro.Black
		if g%2 == 1 {
			black, white, strongColor = base, strong, caro.White
		}
		strong.Clear()
		r, err := PlayGame(ctx, black, white, m.Size, m.Size, m.Rule, op, m.Limits)
		if err != nil {
			return s, err
		}
		s.Games++
		switch r.Winner {
		case strongColor:
			s.Wins++
		case caro.Empty:
			s.Draws++
		default:
			s.Losses++
			if lost != nil {
				lost(g+1, strongColor, r.Moves)
			}
		}
	}
	return s, nil
}
