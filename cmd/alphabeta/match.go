package main

import (
	"os"

	"github.com/alphabeta-go/alphabeta/match"
)

func init() {
	register("match", "engine-vs-engine matches for xiangqi (UCI, UCCI, xboard) and caro (pbrain), Elo and SPRT", func(args []string) int {
		return match.Main(args, os.Stdout, os.Stderr)
	})
}
