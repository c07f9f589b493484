// Command nim solves a small game of Nim with the alphabeta search library,
// imported from another module as any project would import it.
//
// Nim: heaps of stones; a move takes one or more stones from one heap; the
// player who takes the last stone wins. Theory says the side to move wins
// exactly when the XOR of the heap sizes is not zero, so the search's answer
// can be checked by hand.
package main

import (
	"fmt"
	"os"

	"github.com/alphabeta-go/alphabeta/search"
)

// move takes Take stones from heap Heap.
type move struct{ Heap, Take int }

// nim is a position: the heaps and who moves.
type nim struct {
	heaps  []int
	toMove search.Player
}

func (g *nim) Moves(dst []move) []move {
	dst = dst[:0]
	for h, n := range g.heaps {
		for take := n; take >= 1; take-- {
			dst = append(dst, move{h, take})
		}
	}
	return dst
}

func (g *nim) Make(m move)           { g.heaps[m.Heap] -= m.Take; g.toMove = g.toMove.Other() }
func (g *nim) Unmake(m move)         { g.heaps[m.Heap] += m.Take; g.toMove = g.toMove.Other() }
func (g *nim) ToMove() search.Player { return g.toMove }
func (g *nim) Terminal() bool        { return g.stones() == 0 }
func (g *nim) Evaluate() search.Value {
	if g.stones() > 0 {
		return 0 // never asked: the search goes to the end of the game
	}
	// The player to move faces an empty board: the other one took the last stone.
	if g.toMove == search.Max {
		return -1
	}
	return 1
}

func (g *nim) stones() int {
	n := 0
	for _, h := range g.heaps {
		n += h
	}
	return n
}

func main() {
	heaps := []int{1, 3, 5}
	g := &nim{heaps: heaps, toMove: search.Max}
	ab := search.AlphaBeta[move](g, search.Options{})
	mm := search.Minimax[move](g, search.Options{})
	xor := 0
	for _, h := range heaps {
		xor ^= h
	}
	fmt.Printf("Nim %v: value %v, best move %+v\n", heaps, ab.Value, ab.Best)
	fmt.Printf("leaves: minimax %d, alpha-beta %d\n", mm.Stats.Evaluations, ab.Stats.Evaluations)
	theory := search.Value(-1)
	if xor != 0 {
		theory = 1
	}
	if ab.Value != mm.Value || ab.Value != theory {
		fmt.Fprintf(os.Stderr, "nim: alpha-beta %v, minimax %v, theory %v disagree\n", ab.Value, mm.Value, theory)
		os.Exit(1)
	}
	fmt.Println("agrees with minimax and with the XOR rule")
}
