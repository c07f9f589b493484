package search_test

import (
	"fmt"
	"strings"

	"github.com/alphabeta-go/alphabeta/search"
)

// node is an explicit game tree: a leaf has a value, an inner node children.
type node struct {
	value    float64
	children []*node
}

// treeWalk plays a game on an explicit tree; a move is a child index.
type treeWalk struct {
	path []*node // from the root to the current node
}

func (t *treeWalk) cur() *node { return t.path[len(t.path)-1] }
func (t *treeWalk) Moves(dst []int) []int {
	dst = dst[:0]
	for i := range t.cur().children {
		dst = append(dst, i)
	}
	return dst
}
func (t *treeWalk) Make(m int)             { t.path = append(t.path, t.cur().children[m]) }
func (t *treeWalk) Unmake(int)             { t.path = t.path[:len(t.path)-1] }
func (t *treeWalk) Terminal() bool         { return len(t.cur().children) == 0 }
func (t *treeWalk) Evaluate() search.Value { return t.cur().value }
func (t *treeWalk) ToMove() search.Player {
	if len(t.path)%2 == 1 {
		return search.Max // the root and every second level
	}
	return search.Min
}

func inner(children ...*node) *node { return &node{children: children} }
func leaves(values ...float64) *node {
	n := &node{}
	for _, v := range values {
		n.children = append(n.children, &node{value: v})
	}
	return n
}

// The worked example of the lecture (seed 004, docs/lectures.md): A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8))).
func ExampleAlphaBeta() {
	root := inner(inner(leaves(3, 5), leaves(6, 9)), inner(leaves(2, 4), leaves(7, 8)))

	var steps []string
	trace := func(e *search.Event) {
		switch e.Kind {
		case search.Leaf:
			steps = append(steps, fmt.Sprint(e.Value))
		case search.Cut:
			steps = append(steps, fmt.Sprintf("cut%v@%v", e.Skipped, e.Path))
		}
	}
	res := search.AlphaBeta[int](&treeWalk{path: []*node{root}}, search.Options{Tracer: trace})
	fmt.Println("value", res.Value, "best move", res.Best, "PV", res.PV)
	fmt.Println(strings.Join(steps, " "))
	fmt.Println("leaves evaluated", res.Stats.Evaluations, "Knuth–Moore minimum", search.KnuthMooreMin(2, 3))

	mm := search.Minimax[int](&treeWalk{path: []*node{root}}, search.Options{})
	fmt.Println("minimax", mm.Value, "after", mm.Stats.Evaluations, "leaves")
	// Output:
	// value 5 best move 0 PV [0 0 1]
	// 3 5 6 cut[1]@[0 1] 2 4 cut[1]@[1]
	// leaves evaluated 5 Knuth–Moore minimum 5
	// minimax 5 after 8 leaves
}
