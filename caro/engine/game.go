package engine

import (
	"context"

	"github.com/alphabeta-go/alphabeta/caro"
)

// GameResult is the outcome of PlayGame.
type GameResult struct {
	Winner caro.Stone // caro.Empty: a draw
	Reason string     // "five", "forbidden", "full", "error"
	Moves  []caro.Point
}

// Player is a searcher of caro positions: the strong Engine or the seed-002
// Baseline. Search answers for the side to move within lim; Clear forgets
// what earlier searches learned (a new game).
type Player interface {
	Search(ctx context.Context, pos Position, lim Limits, info func(Info)) (Result, error)
	Clear()
}

// PlayGame plays one game between two players from an opening (a move list,
// black first) and returns the outcome. Each move gets lim.
func PlayGame(ctx context.Context, black, white Player, w, h int, rule caro.Rule, opening []caro.Point, lim Limits) (GameResult, error) {
	b, err := SetupBoard(w, h, rule, opening)
	if err != nil {
		return GameResult{}, err
	}
	moves := append([]caro.Point(nil), opening...)
	for {
		if ctx.Err() != nil {
			return GameResult{Moves: moves}, ctx.Err()
		}
		side := caro.Stone(b.side)
		e := black
		if side == caro.White {
			e = white
		}
		r, err := e.Search(ctx, Position{Width: w, Height: h, Rule: rule, Moves: moves}, lim, nil)
		if err == ErrNoMove {
			return GameResult{Winner: caro.Empty, Reason: "full", Moves: moves}, nil
		}
		if err != nil {
			return GameResult{Moves: moves}, err
		}
		p := b.Index(r.Move)
		if p < 0 || !b.Empty(p) {
			return GameResult{Winner: side.Other(), Reason: "error", Moves: moves},
				messages.Errorf("%v played an illegal move %s", side, r.Move.Name())
		}
		moves = append(moves, r.Move)
		if b.Forbidden(p, int(side)) {
			return GameResult{Winner: caro.White, Reason: "forbidden", Moves: moves}, nil
		}
		b.Play(p)
		if b.isWinAfter(p) {
			return GameResult{Winner: side, Reason: "five", Moves: moves}, nil
		}
		if b.cand.len() == 0 && len(b.legalMoves(nil)) == 0 {
			return GameResult{Winner: caro.Empty, Reason: "full", Moves: moves}, nil
		}
	}
}
