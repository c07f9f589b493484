package engine_test

import (
	"context"
	"fmt"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// Find a mate in one: Red's chariot goes to the back rank while the other
// chariot holds rank 8 and the red king (flying general) the d file.
func Example() {
	pos, err := xiangqi.ParseFEN("4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1")
	if err != nil {
		panic(err)
	}
	e := engine.New(engine.Options{HashMB: 4})
	res := e.Search(context.Background(), pos, engine.Limits{Limits: enginekit.Limits{Depth: 4}}, nil)
	fmt.Println(res.Best, pos.WXF(res.Best), "mate in", res.Mate)
	// Output: i0i9 R1+9 mate in 1
}
