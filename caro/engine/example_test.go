package engine_test

import (
	"context"
	"fmt"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

// Black to move wins by continuous fours.
func ExampleSolve() {
	moves, _ := caro.ParseMoves("6,3 7,3 6,4 7,5 8,4 8,5 5,5 4,6 9,5 9,6 6,6 6,7 8,6 9,7 10,6 10,7 11,6 12,7 5,7 5,8 7,7 6,8 8,9 8,8")
	pos := engine.Position{Width: 15, Height: 15, Rule: caro.Freestyle, Moves: moves}
	r, err := engine.Solve(context.Background(), pos, engine.SolveOptions{Nodes: 100_000})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Win, r.Kind, r.Move)
	// Output: true vcf 4,4
}

// The engine completes an open four.
func ExampleEngine_Search() {
	e := engine.New(engine.Options{HashMB: 4})
	moves, _ := caro.ParseMoves("7,7 7,8 8,7 8,8 9,7 9,8 10,7 10,8")
	pos := engine.Position{Width: 15, Height: 15, Rule: caro.Freestyle, Moves: moves}
	r, err := e.Search(context.Background(), pos, engine.Limits{Depth: 4}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Source, r.Move.Y)
	// Output: win 7
}
