package tree_test

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/alphabeta-go/alphabeta/tree"
)

// Solve the lecture's tree with alpha-beta: the answer, the tracer's event
// stream (29 events, the last one leaving the root with v = 5), and the
// solution picture.
func Example() {
	t, err := tree.Parse("A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))")
	if err != nil {
		fmt.Println(err)
		return
	}
	s := tree.Solve(t, tree.Options{}) // alpha-beta, MAX at the root, fail-soft
	a := s.Answer()
	fmt.Println(a.Value, *a.Best, a.Evaluated, a.Pruned, a.Leaves)

	events := s.EventsJSON()
	b, _ := json.Marshal(events[len(events)-1])
	fmt.Println(len(events), string(b))

	scene := tree.Draw(s, tree.DrawOptions{Solution: true, Lang: tree.VI})
	var svg strings.Builder
	if err := scene.SVG(&svg); err != nil { // or scene.PNG(w, 2)
		fmt.Println(err)
	}
	fmt.Println(strings.HasPrefix(svg.String(), "<svg"), strings.Contains(svg.String(), "nhánh bị cắt"))
	// Output:
	// 5 0 [0.0.0 0.0.1 0.1.0 1.0.0 1.0.1] [0.1.1 1.1] 8
	// 29 {"kind":"exit","path":"","node":"A","player":"MAX","alpha":"-inf","beta":"+inf","new_alpha":"-inf","new_beta":"+inf","v":5,"value":0,"child":0,"skipped":[]}
	// true true
}

func ExampleParse_error() {
	_, err := tree.Parse("A(B(D(3 5),E(6,9)),C(F(2,4),G(7,8)))")
	fmt.Println(err)
	// Output:
	// tree: line 1, column 9: expected ',' or ')' after a child of D, found '5'
}

func ExampleSolution_Rows() {
	t, _ := tree.Parse("(((3,5),(6,9)),((2,4),(7,8)))")
	s := tree.Solve(t, tree.Options{})
	for _, r := range s.Rows()[4:6] {
		fmt.Println(strings.Join(r.Cells(tree.VI), " | "))
	}
	fmt.Println(s.Summary().Text(tree.EN))
	// Output:
	// 5 | B (MIN) | (−∞, +∞) | nhận D=5 | 5 | β=5 | xuống E
	// 6 | E (MAX) | (−∞, 5) | lá 6 | 6 | — | 6 ≥ β=5 → cắt lá 9; E=6
	// Root value = 5, best move: B. Alpha-beta evaluated 5 of 8 leaves; Knuth–Moore minimum for a uniform tree with b=2, d=3: 2^2 + 2^1 − 1 = 5 leaves.
}
