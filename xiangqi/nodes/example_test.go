package nodes_test

import (
	"context"
	"fmt"

	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/nodes"
)

// The lecture's comparison on the start position at depths 1 and 2.
func ExampleTable() {
	rows, err := nodes.Table(context.Background(), xiangqi.NewPosition(), 2, 2)
	if err != nil {
		panic(err)
	}
	for _, r := range rows {
		fmt.Printf("depth %d: minimax %d leaves, alpha-beta %d, ideal %d, same value: %v\n",
			r.Depth, r.Minimax, r.AlphaBeta, r.Ideal, r.Agree)
	}
	// Output:
	// depth 1: minimax 44 leaves, alpha-beta 44, ideal 44, same value: true
	// depth 2: minimax 1920 leaves, alpha-beta 1117, ideal 87, same value: true
}
