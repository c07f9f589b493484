package search_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/alphabeta-go/alphabeta/search"
)

// tnode is one node of an explicit test tree.
type tnode struct {
	children []int32
	value    search.Value // leaf value, or static value at the depth limit
	noisy    int          // the first noisy children are the noisy moves
}

// treeGame walks an explicit tree; a move is a child index.
type treeGame struct {
	nodes []tnode
	stack []int32 // path of node ids, the current node on top
	root  search.Player
}

func newTreeGame(nodes []tnode, root search.Player) *treeGame {
	return &treeGame{nodes: nodes, stack: append(make([]int32, 0, 64), 0), root: root}
}

func (t *treeGame) cur() *tnode { return &t.nodes[t.stack[len(t.stack)-1]] }

func (t *treeGame) Moves(dst []int) []int {
	dst = dst[:0]
	for i := range t.cur().children {
		dst = append(dst, i)
	}
	return dst
}

func (t *treeGame) Make(m int)   { t.stack = append(t.stack, t.cur().children[m]) }
func (t *treeGame) Unmake(m int) { t.stack = t.stack[:len(t.stack)-1] }
func (t *treeGame) ToMove() search.Player {
	if len(t.stack)%2 == 1 {
		return t.root
	}
	return t.root.Other()
}
func (t *treeGame) Terminal() bool         { return len(t.cur().children) == 0 }
func (t *treeGame) Evaluate() search.Value { return t.cur().value }

// hashedTree adds the Hasher and Noisy capabilities.
type hashedTree struct{ *treeGame }

func (t hashedTree) Hash() uint64 {
	return uint64(t.stack[len(t.stack)-1])*0x9E3779B97F4A7C15 + 12345
}

func (t hashedTree) NoisyMoves(dst []int) []int {
	dst = dst[:0]
	for i := range t.cur().noisy {
		dst = append(dst, i)
	}
	return dst
}

// reversedTree adds an Orderer that searches the children right to left.
type reversedTree struct{ *treeGame }

func (t reversedTree) OrderMoves(ms []int) { slices.Reverse(ms) }

// parseTree reads the test notation "((3,5),(6,9))": a leaf is a number,
// an inner node a parenthesised list; "x:" before a list gives the inner
// node a static value x (default 0).
func parseTree(s string) []tnode {
	s = strings.ReplaceAll(s, " ", "")
	nodes := []tnode{{}}
	pos := 0
	var parse func(id int32)
	parse = func(id int32) {
		start := pos
		for pos < len(s) && strings.IndexByte("(),", s[pos]) < 0 {
			pos++
		}
		text := s[start:pos]
		if pos < len(s) && s[pos] == '(' {
			if strings.HasSuffix(text, ":") {
				v, err := strconv.ParseFloat(strings.TrimSuffix(text, ":"), 64)
				if err != nil {
					panic(err)
				}
				nodes[id].value = v
			}
			pos++
			for {
				child := int32(len(nodes))
				nodes = append(nodes, tnode{})
				nodes[id].children = append(nodes[id].children, child)
				parse(child)
				if s[pos] == ')' {
					pos++
					return
				}
				pos++ // ','
			}
		}
		v, err := strconv.ParseFloat(text, 64)
		if err != nil {
			panic(fmt.Sprintf("bad leaf %q at %d in %s", text, start, s))
		}
		nodes[id].value = v
	}
	parse(0)
	return nodes
}

// randomTree builds a random tree: up to maxDepth plies, 1..maxBranch
// children per inner node, leaves anywhere with some probability, values
// from a small set (many duplicates), occasionally ±∞, and some noisy
// children.
func randomTree(r *rand.Rand, maxDepth, maxBranch, values int) []tnode {
	nodes := []tnode{{}}
	var grow func(id int32, depth int)
	grow = func(id int32, depth int) {
		nodes[id].value = randomValue(r, values)
		if depth == maxDepth || (depth > 0 && r.IntN(5) == 0) {
			return
		}
		n := 1 + r.IntN(maxBranch)
		for range n {
			child := int32(len(nodes))
			nodes = append(nodes, tnode{})
			nodes[id].children = append(nodes[id].children, child)
			grow(child, depth+1)
		}
		nodes[id].noisy = r.IntN(n + 1)
	}
	grow(0, 0)
	return nodes
}

// randomDAG builds a random game graph with transpositions: the nodes of a
// level are shared by the nodes of the level above, so a position is
// reached along many paths, always at the same ply.
func randomDAG(r *rand.Rand, depth, width, maxBranch, values int) []tnode {
	nodes := []tnode{{}}
	level := []int32{0}
	for d := 0; d < depth; d++ {
		next := make([]int32, 1+r.IntN(width))
		for i := range next {
			next[i] = int32(len(nodes))
			nodes = append(nodes, tnode{value: randomValue(r, values)})
		}
		for _, id := range level {
			if d > 0 && r.IntN(6) == 0 {
				continue // a leaf above the last level
			}
			n := 1 + r.IntN(maxBranch)
			for range n {
				nodes[id].children = append(nodes[id].children, next[r.IntN(len(next))])
			}
			nodes[id].noisy = r.IntN(n + 1)
		}
		level = next
	}
	nodes[0].value = randomValue(r, values)
	return nodes
}

func randomValue(r *rand.Rand, values int) search.Value {
	switch r.IntN(60) {
	case 0:
		return search.Infinity
	case 1:
		return -search.Infinity
	}
	return search.Value(r.IntN(values) - values/2)
}

// uniformTree is a tree of branching b and depth d with distinct leaf values
// in random order, its children sorted best-first (MAX: highest value first,
// MIN: lowest first) when ordered is set.
func uniformTree(r *rand.Rand, b, d int, ordered bool, root search.Player) []tnode {
	nodes := []tnode{{}}
	var leaves []int32
	var grow func(id int32, depth int)
	grow = func(id int32, depth int) {
		if depth == d {
			leaves = append(leaves, id)
			return
		}
		for range b {
			child := int32(len(nodes))
			nodes = append(nodes, tnode{})
			nodes[id].children = append(nodes[id].children, child)
			grow(child, depth+1)
		}
	}
	grow(0, 0)
	for i, v := range r.Perm(len(leaves)) {
		nodes[leaves[i]].value = search.Value(v)
	}
	if ordered {
		var order func(id int32, p search.Player) search.Value
		order = func(id int32, p search.Player) search.Value {
			n := &nodes[id]
			if len(n.children) == 0 {
				return n.value
			}
			vals := map[int32]search.Value{}
			for _, c := range n.children {
				vals[c] = order(c, p.Other())
			}
			slices.SortFunc(n.children, func(a, c int32) int {
				if p == search.Max {
					return int(vals[c] - vals[a])
				}
				return int(vals[a] - vals[c])
			})
			return vals[n.children[0]]
		}
		order(0, root)
	}
	return nodes
}
