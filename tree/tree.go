// Package tree is the teaching tool of the project: explicit game trees as in
// the lectures, searched by the library's own minimax and alpha-beta (package
// search), with the step-by-step α/β/v table, pictures and exercises.
//
// A tree is written as A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8))) or as nested
// JSON; Parse reads both. Solve runs search.Minimax or search.AlphaBeta on
// the tree through the Game adapter and records the tracer's event stream;
// everything else (the trace rows in English and Vietnamese, the SVG and PNG
// pictures, the JSON answer) is rendered from that one stream, so there is no
// second teaching-only implementation of the algorithms. Main is the
// command `alphabeta tree` over all of it (its flags, English and
// Vietnamese messages and help), as match.Main is `alphabeta match`.
package tree

import (
	"math"
	"strconv"
	"strings"
)

// Node is a node of an explicit game tree: a leaf with a Value (from MAX's
// point of view) or an inner node with Children, searched left to right.
type Node struct {
	Name     string // as written; "" if unnamed
	Value    float64
	Children []*Node

	// Filled in by New.
	ID     int    // preorder index, 0 at the root
	Label  string // Name, or a generated letter name for unnamed inner nodes
	Path   []int  // child indices from the root; empty at the root
	Depth  int    // 0 at the root
	Parent *Node
}

// IsLeaf reports whether n has no children.
func (n *Node) IsLeaf() bool { return len(n.Children) == 0 }

// PathString is the node's path joined by ".", "" at the root: the JSON
// contract's name for a node.
func (n *Node) PathString() string { return PathString(n.Path) }

// PathString joins child indices with ".".
func PathString(path []int) string {
	var b strings.Builder
	for i, c := range path {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(strconv.Itoa(c))
	}
	return b.String()
}

// Tree is a parsed tree with its nodes indexed.
type Tree struct {
	Root   *Node
	Nodes  []*Node // preorder: Nodes[n.ID] == n
	Leaves int
	Height int // depth of the deepest leaf
}

// New indexes the tree under root: IDs, paths, depths, parents, and labels.
// Unnamed inner nodes get the letters A, B, C, … in breadth-first order, as
// in the lecture's example, skipping names the tree already uses.
func New(root *Node) *Tree {
	t := &Tree{Root: root}
	var walk func(n, parent *Node, path []int)
	walk = func(n, parent *Node, path []int) {
		n.ID = len(t.Nodes)
		n.Parent = parent
		n.Path = path
		n.Depth = len(path)
		n.Label = n.Name
		t.Nodes = append(t.Nodes, n)
		if n.IsLeaf() {
			t.Leaves++
			t.Height = max(t.Height, n.Depth)
		}
		for i, c := range n.Children {
			cp := make([]int, len(path)+1)
			copy(cp, path)
			cp[len(path)] = i
			walk(c, n, cp)
		}
	}
	walk(root, nil, nil)

	used := map[string]bool{}
	for _, n := range t.Nodes {
		if n.Name != "" {
			used[n.Name] = true
		}
	}
	seq := 0
	queue := []*Node{root}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if n.Label == "" && (!n.IsLeaf() || n == root) {
			for {
				name := letterName(seq)
				seq++
				if !used[name] {
					n.Label = name
					break
				}
			}
		}
		queue = append(queue, n.Children...)
	}
	return t
}

// letterName is A, B, …, Z, AA, AB, … for 0, 1, 2, ….
func letterName(i int) string {
	s := ""
	for i++; i > 0; i = (i - 1) / 26 {
		s = string(rune('A'+(i-1)%26)) + s
	}
	return s
}

// At returns the node at path, or nil if there is none.
func (t *Tree) At(path []int) *Node {
	n := t.Root
	for _, i := range path {
		if i < 0 || i >= len(n.Children) {
			return nil
		}
		n = n.Children[i]
	}
	return n
}

// Uniform reports whether every inner node has the same number of children b
// and every leaf is at the same depth d, the shape the Knuth–Moore formula
// is about. A single leaf is not uniform.
func (t *Tree) Uniform() (b, d int, ok bool) {
	if t.Root.IsLeaf() {
		return 0, 0, false
	}
	b = len(t.Root.Children)
	for _, n := range t.Nodes {
		if n.IsLeaf() {
			if n.Depth != t.Height {
				return 0, 0, false
			}
		} else if len(n.Children) != b {
			return 0, 0, false
		}
	}
	return b, t.Height, true
}

// String is the tree in the bracket notation, with the names as written.
func (t *Tree) String() string { return t.Text(false) }

// Text is the tree in the bracket notation. With labels, unnamed inner nodes
// carry their generated names, so that the text matches the trace table.
func (t *Tree) Text(labels bool) string {
	var b strings.Builder
	var write func(n *Node)
	write = func(n *Node) {
		name := n.Name
		if labels {
			name = n.Label
		}
		if n.IsLeaf() {
			if name != "" {
				b.WriteString(name)
				b.WriteByte('=')
			}
			b.WriteString(FormatNumber(n.Value))
			return
		}
		b.WriteString(name)
		b.WriteByte('(')
		for i, c := range n.Children {
			if i > 0 {
				b.WriteByte(',')
			}
			write(c)
		}
		b.WriteByte(')')
	}
	write(t.Root)
	return b.String()
}

// FormatNumber writes a value as an integer when it is integral ("5", not
// "5.0"), the shortest exact decimal otherwise, and ±∞ as "+∞"/"−∞" like the
// lecture notes.
func FormatNumber(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "+∞"
	case math.IsInf(v, -1):
		return "−∞"
	case v == math.Trunc(v) && math.Abs(v) < 1e15:
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}
