package tree

import "github.com/alphabeta-go/alphabeta/search"

// Game is an explicit tree seen as a search.Game: the moves at a node are its
// child indices 0..n-1, Make descends into a child and Unmake climbs back, the
// root player moves first and the levels alternate, and a leaf evaluates to
// its value (from MAX's point of view).
type Game struct {
	root  search.Player
	stack []*Node
}

var _ search.Game[int] = (*Game)(nil)

// NewGame positions a game at the root of t, where root moves (MAX in the
// lectures).
func NewGame(t *Tree, root search.Player) *Game {
	stack := make([]*Node, 1, t.Height+1)
	stack[0] = t.Root
	return &Game{root: root, stack: stack}
}

func (g *Game) top() *Node { return g.stack[len(g.stack)-1] }

// Moves appends the child indices of the current node.
func (g *Game) Moves(dst []int) []int {
	dst = dst[:0]
	for i := range g.top().Children {
		dst = append(dst, i)
	}
	return dst
}

// Make descends into child i.
func (g *Game) Make(i int) { g.stack = append(g.stack, g.top().Children[i]) }

// Unmake climbs back to the parent.
func (g *Game) Unmake(int) { g.stack = g.stack[:len(g.stack)-1] }

// ToMove is the root player at even depths, the other one at odd depths.
func (g *Game) ToMove() search.Player {
	if (len(g.stack)-1)%2 == 0 {
		return g.root
	}
	return g.root.Other()
}

// Terminal reports whether the current node is a leaf.
func (g *Game) Terminal() bool { return g.top().IsLeaf() }

// Evaluate is the leaf's value.
func (g *Game) Evaluate() search.Value { return g.top().Value }

// Node is the node the game is at.
func (g *Game) Node() *Node { return g.top() }
