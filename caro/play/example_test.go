package play_test

import (
	"fmt"

	"github.com/alphabeta-go/alphabeta/caro/play"
)

func ExampleParsePoint() {
	for _, s := range []string{"h8", "7,7", "a15"} {
		p, err := play.ParsePoint(s)
		fmt.Println(s, "->", p, err)
	}
	// Output:
	// h8 -> 7,7 <nil>
	// 7,7 -> 7,7 <nil>
	// a15 -> 0,14 <nil>
}
