package main

import "github.com/alphabeta-go/alphabeta/internal/cli"

// caroGroup holds the subcommands of `alphabeta caro`; each file adds its
// own with registerCaro from an init function.
var caroGroup = cli.NewGroup("caro", "alphabeta caro — Caro and Gomoku on m,n,k boards (rules: freestyle, standard, renju, caro, caro-exact)", vietnamese)

func registerCaro(name, summary string, run func(args []string) int) {
	caroGroup.Add(name, summary, run)
}

func init() {
	register("caro", "Caro/Gomoku (m,n,k boards): play, engine, solve, …: alphabeta caro help", caroGroup.Run)
}
