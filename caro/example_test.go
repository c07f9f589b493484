package caro_test

import (
	"fmt"

	"github.com/alphabeta-go/alphabeta/caro"
)

func Example() {
	b, _ := caro.NewGomoku(15, caro.Caro)
	moves, _ := caro.ParseMoves("7,7 5,7 6,7 5,8 8,7 5,6 9,7 11,7")
	_ = b.PlayMoves(moves)
	// Black's 10,7 makes five between two white stones: no win in caro.
	fmt.Println(b.WouldWin(caro.Point{X: 10, Y: 7}, caro.Black))

	r, _ := caro.NewFromStones(15, 15, 5, caro.Renju,
		[]caro.Point{{X: 5, Y: 7}, {X: 6, Y: 7}, {X: 7, Y: 8}, {X: 7, Y: 9}}, nil, caro.Black)
	fmt.Println(caro.ForbiddenReason(r, caro.Point{X: 7, Y: 7}))
	// Output:
	// false
	// double three
}

func ExampleBoard_Play() {
	b := caro.NewTicTacToe()
	for _, m := range []caro.Point{{X: 1, Y: 1}, {X: 0, Y: 0}, {X: 2, Y: 0}, {X: 0, Y: 2}, {X: 0, Y: 1}, {X: 2, Y: 1}, {X: 1, Y: 0}, {X: 1, Y: 2}, {X: 2, Y: 2}} {
		if err := b.Play(m); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Print(b)
	fmt.Println(b.Winner(), b.Reason(), caro.FormatMoves(b.WinLine()))
	// Output:
	// OXX
	// XXO
	// OOX
	// empty full board
}
