// Package tictactoe solves and plays tic-tac-toe on the generic search
// library: the 3,3,3 board of package caro is a search.Game, and plain
// minimax over it visits the whole game tree, 549,946 nodes from the empty
// board. Command is `alphabeta tictactoe` (solve, play) over it.
package tictactoe

import (
	"errors"
	"fmt"
	"strings"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/search"
)

// Parse reads a board as "X.O......": nine cells row by row, X O or . (see
// caro.ParseGrid). The empty string is the empty board.
func Parse(s string) (*caro.Board, error) {
	if strings.TrimSpace(s) == "" {
		return caro.NewTicTacToe(), nil
	}
	b, err := caro.ParseGrid(s, 3, 3, 3, caro.Freestyle)
	if err != nil {
		// caro speaks of black and white stones; here they are X and O.
		msg := strings.TrimPrefix(err.Error(), "caro: board: ")
		msg = strings.NewReplacer("black", "X", "white", "O").Replace(msg)
		return nil, fmt.Errorf("board %q: %s", s, msg)
	}
	return b, nil
}

// Cells writes the board as Parse reads it.
func Cells(b *caro.Board) string {
	return strings.ReplaceAll(b.String(), "\n", "")
}

// Report is the result of Solve; its JSON form is the --json output.
type Report struct {
	Algo        string   `json:"algo"`
	Board       string   `json:"board"`
	ToMove      string   `json:"to_move"`
	Value       float64  `json:"value"`   // X's view: 0 draw, > 0 X wins, < 0 O wins
	Outcome     string   `json:"outcome"` // "draw", "X wins", "O wins"
	Plies       int      `json:"plies"`   // moves to the end with perfect play
	Best        string   `json:"best,omitempty"`
	BestIndex   int      `json:"best_index"` // -1 when the game is over
	PV          []string `json:"pv"`
	Nodes       int64    `json:"nodes"` // root included
	Evaluations int64    `json:"evaluations"`
	Cutoffs     int64    `json:"cutoffs"`
	TimeMS      float64  `json:"time_ms"`
}

// Algorithms are the names Solve accepts.
var Algorithms = []string{"minimax", "alphabeta"}

// Solve searches b to the end with the named algorithm and reports the value
// (from X's view: 0 a draw; a win is worth 1 + the empty cells left at the
// end, so quicker wins count more) and the counters. b is left as it was.
func Solve(b *caro.Board, algo string) (Report, error) {
	var r search.Result[caro.Point]
	switch algo {
	case "minimax":
		r = search.Minimax[caro.Point](b, search.Options{})
	case "alphabeta", "alpha-beta", "ab":
		algo = "alphabeta"
		r = search.AlphaBeta[caro.Point](b, search.Options{})
	default:
		return Report{}, fmt.Errorf("unknown algorithm %q (want minimax or alphabeta)", algo)
	}
	rep := Report{
		Algo:        algo,
		Board:       Cells(b),
		ToMove:      mark(b.SideToMove()),
		Value:       r.Value,
		BestIndex:   r.BestIndex,
		PV:          []string{},
		Nodes:       r.Stats.Nodes,
		Evaluations: r.Stats.Evaluations,
		Cutoffs:     r.Stats.Cutoffs,
		TimeMS:      float64(r.Stats.Elapsed.Microseconds()) / 1000,
	}
	empty := 9 - b.Stones()
	switch {
	case r.Value > 0:
		rep.Outcome, rep.Plies = "X wins", empty-(int(r.Value)-1)
	case r.Value < 0:
		rep.Outcome, rep.Plies = "O wins", empty-(int(-r.Value)-1)
	default:
		rep.Outcome = "draw"
		if !b.Over() {
			rep.Plies = empty
		}
	}
	if r.BestIndex >= 0 {
		rep.Best = r.Best.String()
	}
	for _, m := range r.PV {
		rep.PV = append(rep.PV, m.String())
	}
	return rep, nil
}

func mark(s caro.Stone) string {
	switch s {
	case caro.Black:
		return "X"
	case caro.White:
		return "O"
	}
	return "."
}

// BestMove is the perfect engine's move: alpha-beta to the end, which
// prefers the quickest win and the slowest loss.
func BestMove(b *caro.Board) (caro.Point, error) {
	if b.Over() {
		return caro.Point{}, errors.New("the game is over")
	}
	r := search.AlphaBeta[caro.Point](b, search.Options{})
	if r.BestIndex < 0 {
		return caro.Point{}, errors.New("no move")
	}
	return r.Best, nil
}
