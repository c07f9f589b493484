package main

import "github.com/alphabeta-go/alphabeta/caro/tictactoe"

func init() {
	register("tictactoe", "solve tic-tac-toe with minimax/alpha-beta, or play against the perfect engine", tictactoe.Command.Run)
}
