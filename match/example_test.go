package match_test

import (
	"fmt"

	"github.com/alphabeta-go/alphabeta/match"
)

// The score of 60 wins, 100 draws and 40 losses, its Elo estimate with the
// 95 % interval, and an SPRT of 0 against 10 Elo.
func ExampleScore_Elo() {
	s := match.Score{Wins: 60, Draws: 100, Losses: 40}
	elo, margin := s.Elo()
	fmt.Printf("score %.1f%%, Elo %+.1f ± %.1f\n", 100*s.Ratio(), elo, margin)
	t := match.SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	lo, hi := t.Bounds()
	fmt.Printf("LLR %.2f in [%.2f, %.2f]: %q\n", t.LLR(s), lo, hi, t.Decide(s))
	// Output:
	// score 55.0%, Elo +34.9 ± 34.2
	// LLR 1.01 in [-2.94, 2.94]: ""
}

// A referee checks moves and ends games by the rules.
func ExampleGame() {
	g, _ := match.NewGame("xiangqi", "", 0, 0)
	r, _ := g.NewReferee(match.Opening{FEN: "4k4/R8/9/9/9/9/9/9/9/3K3R1 w - - 0 1"})
	fmt.Println(r.Play("h0h8"), r.Outcome().Over)
	fmt.Println(r.Play("e9e8"))
	r, _ = g.NewReferee(match.Opening{FEN: "4k4/R8/9/9/9/9/9/9/9/3K3R1 w - - 0 1"})
	_ = r.Play("h0h9")
	fmt.Printf("%+v\n", r.Outcome())
	// Output:
	// <nil> false
	// e9e8 is not legal in 4k4/R6R1/9/9/9/9/9/9/9/3K5 b - - 1 1
	// {Over:true Winner:0 Reason:checkmate}
}
