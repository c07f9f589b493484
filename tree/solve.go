package tree

import (
	"fmt"

	"github.com/alphabeta-go/alphabeta/search"
)

// Algo is the search run on the tree.
type Algo uint8

const (
	AlphaBeta Algo = iota // search.AlphaBeta, the lectures' max/min form
	Minimax               // search.Minimax, the oracle: prunes nothing
)

func (a Algo) String() string {
	if a == Minimax {
		return "minimax"
	}
	return "alphabeta"
}

// ParseAlgo reads "alphabeta" (or "alpha-beta", "ab") and "minimax".
func ParseAlgo(s string) (Algo, error) {
	switch s {
	case "alphabeta", "alpha-beta", "ab":
		return AlphaBeta, nil
	case "minimax":
		return Minimax, nil
	}
	return 0, fmt.Errorf("unknown algorithm %q (want minimax or alphabeta)", s)
}

// Options choose the search and its rules. The zero value is the lectures':
// alpha-beta, MAX at the root, fail-soft, cut when v ≥ β at MAX and v ≤ α at
// MIN.
type Options struct {
	Algo     Algo
	Root     search.Player // who moves at the root (search.Max or search.Min)
	FailHard bool          // clamp returned values to the window
	Strict   bool          // cut only when α > β (seed 003, docs/lectures.md)
}

// NodeResult is what the search did at one node.
type NodeResult struct {
	Player  search.Player
	Visited bool       // the search reached the node
	Pruned  bool       // the node lies in a cut subtree (CutRoot included)
	CutRoot bool       // the node is the root of a cut subtree
	CutOff  bool       // the node cut off its remaining children
	Entry   [2]float64 // the window (α, β) the node inherited
	Window  [2]float64 // the window when the node finished (MAX raised α, MIN lowered β)
	V       float64    // the value the node returned (a bound when a cut was involved)
	Exact   float64    // the node's minimax value
}

// Solution is one search of a tree, with the tracer's full event stream.
type Solution struct {
	Tree    *Tree
	Options Options
	Value   float64
	// Best is the index of the first root child whose minimax value equals
	// the root value; -1 when the root is a leaf.
	Best int
	// PV is the chosen path: from the root, the first child whose minimax
	// value equals its parent's, down to a leaf.
	PV        []int
	Evaluated []*Node      // leaves in the order the search evaluated them
	Pruned    []*Node      // roots of the cut subtrees, in visiting order
	Nodes     []NodeResult // indexed by Node.ID
	Events    []search.Event
	Stats     search.Stats
}

// Solve searches t with search.AlphaBeta or search.Minimax, tracing every
// step. The exact minimax value of every node comes from a second, traced
// search.Minimax run (the oracle), which also defines Best and PV.
func Solve(t *Tree, o Options) *Solution {
	s := &Solution{Tree: t, Options: o, Best: -1, Nodes: make([]NodeResult, len(t.Nodes)),
		Evaluated: []*Node{}, Pruned: []*Node{}}

	exact := func(e *search.Event) {
		switch e.Kind {
		case search.Leaf:
			s.Nodes[t.At(e.Path).ID].Exact = e.Value
		case search.Exit:
			s.Nodes[t.At(e.Path).ID].Exact = e.V
		}
	}
	record := func(e *search.Event) {
		c := *e
		c.Path = append([]int(nil), e.Path...)
		c.Skipped = append([]int(nil), e.Skipped...)
		s.Events = append(s.Events, c)
	}
	so := search.Options{FailHard: o.FailHard, Strict: o.Strict}
	var res search.Result[int]
	if o.Algo == Minimax {
		so.Tracer = func(e *search.Event) { exact(e); record(e) }
		res = search.Minimax[int](NewGame(t, o.Root), so)
	} else {
		search.Minimax[int](NewGame(t, o.Root), search.Options{Tracer: exact})
		so.Tracer = record
		res = search.AlphaBeta[int](NewGame(t, o.Root), so)
	}
	s.Value = res.Value
	s.Stats = res.Stats
	s.replay()

	n := t.Root
	for !n.IsLeaf() {
		want := s.Nodes[n.ID].Exact
		for i, c := range n.Children {
			if s.Nodes[c.ID].Exact == want {
				if n == t.Root {
					s.Best = i
				}
				s.PV = append(s.PV, i)
				n = c
				break
			}
		}
	}
	return s
}

// replay fills Nodes, Evaluated and Pruned from the event stream.
func (s *Solution) replay() {
	t := s.Tree
	for i := range s.Events {
		e := &s.Events[i]
		n := t.At(e.Path)
		r := &s.Nodes[n.ID]
		r.Player = e.Player
		switch e.Kind {
		case search.Enter:
			r.Visited = true
			r.Entry = [2]float64{e.Alpha, e.Beta}
			r.Window = r.Entry
			r.V = e.V
		case search.Leaf:
			r.Visited = true
			r.Entry = [2]float64{e.Alpha, e.Beta}
			r.Window = r.Entry
			r.V = e.Value
			s.Evaluated = append(s.Evaluated, n)
		case search.Child:
			r.Window = [2]float64{e.NewAlpha, e.NewBeta}
			r.V = e.V
		case search.Cut:
			r.CutOff = len(e.Skipped) > 0
			for _, k := range e.Skipped {
				c := n.Children[k]
				s.Pruned = append(s.Pruned, c)
				s.Nodes[c.ID].CutRoot = true
				s.markPruned(c)
			}
		case search.Exit:
			r.V = e.V
		}
	}
}

func (s *Solution) markPruned(n *Node) {
	s.Nodes[n.ID].Pruned = true
	s.Nodes[n.ID].Player = s.player(n)
	for _, c := range n.Children {
		s.markPruned(c)
	}
}

// player is the type of n: the root player at even depths.
func (s *Solution) player(n *Node) search.Player {
	if n.Depth%2 == 0 {
		return s.Options.Root
	}
	return s.Options.Root.Other()
}

// Player is the type of n (MAX or MIN) under the solution's root player.
func (s *Solution) Player(n *Node) search.Player { return s.player(n) }

// OnPV reports whether n lies on the chosen path.
func (s *Solution) OnPV(n *Node) bool {
	if len(n.Path) > len(s.PV) {
		return false
	}
	for i, c := range n.Path {
		if s.PV[i] != c {
			return false
		}
	}
	return true
}

// Summary counts what the search evaluated against the Knuth–Moore minimum.
type Summary struct {
	Algo       Algo
	Value      float64
	Best       *Node // nil when the root is a leaf
	Evaluated  int
	Leaves     int
	Uniform    bool
	B, D       int   // branching and depth when Uniform
	KnuthMoore int64 // b^⌈d/2⌉ + b^⌊d/2⌋ − 1 when Uniform
}

// Summary is the solution's numbers for the summary line.
func (s *Solution) Summary() Summary {
	sum := Summary{Algo: s.Options.Algo, Value: s.Value, Evaluated: len(s.Evaluated), Leaves: s.Tree.Leaves}
	if s.Best >= 0 {
		sum.Best = s.Tree.Root.Children[s.Best]
	}
	if b, d, ok := s.Tree.Uniform(); ok {
		sum.Uniform, sum.B, sum.D = true, b, d
		sum.KnuthMoore = search.KnuthMooreMin(b, d)
	}
	return sum
}

// Answer is the JSON object of "alphabeta tree solve --json". Its first five
// fields are the contract of the issue; the rest is extra information.
type Answer struct {
	Value     float64  `json:"value"`
	Best      *int     `json:"best"`
	Evaluated []string `json:"evaluated"`
	Pruned    []string `json:"pruned"`
	Leaves    int      `json:"leaves"`

	Algo          string `json:"algo"`
	Root          string `json:"root"`
	BestName      string `json:"best_name,omitempty"`
	PV            []int  `json:"pv"`
	KnuthMooreMin *int64 `json:"knuth_moore_min"`
	Uniform       bool   `json:"uniform"`
	Nodes         int64  `json:"nodes"`
	Cutoffs       int64  `json:"cutoffs"`
	Tree          string `json:"tree"`
}

// Answer is the solution as the JSON contract.
func (s *Solution) Answer() Answer {
	a := Answer{Value: s.Value, Evaluated: []string{}, Pruned: []string{}, Leaves: s.Tree.Leaves,
		Algo: s.Options.Algo.String(), Root: "max", PV: append([]int{}, s.PV...),
		Nodes: s.Stats.Nodes, Cutoffs: s.Stats.Cutoffs, Tree: s.Tree.Text(true)}
	if s.Options.Root == search.Min {
		a.Root = "min"
	}
	if s.Best >= 0 {
		best := s.Best
		a.Best = &best
		a.BestName = s.Tree.Root.Children[best].Label
	}
	for _, n := range s.Evaluated {
		a.Evaluated = append(a.Evaluated, n.PathString())
	}
	for _, n := range s.Pruned {
		a.Pruned = append(a.Pruned, n.PathString())
	}
	if sum := s.Summary(); sum.Uniform {
		km := sum.KnuthMoore
		a.KnuthMooreMin = &km
		a.Uniform = true
	}
	return a
}

// EventJSON is one step of the tracer's event stream in JSON, for a web UI
// that replays the search.
type EventJSON struct {
	Kind     string     `json:"kind"` // enter, leaf, child, cut, exit
	Path     string     `json:"path"`
	Node     string     `json:"node"`
	Player   string     `json:"player"`
	Alpha    JSONNumber `json:"alpha"`
	Beta     JSONNumber `json:"beta"`
	NewAlpha JSONNumber `json:"new_alpha"`
	NewBeta  JSONNumber `json:"new_beta"`
	V        JSONNumber `json:"v"`
	Value    JSONNumber `json:"value"`
	Child    int        `json:"child"`
	Skipped  []int      `json:"skipped"`
}

// EventsJSON is the event stream as JSON-ready values.
func (s *Solution) EventsJSON() []EventJSON {
	out := make([]EventJSON, 0, len(s.Events))
	for _, e := range s.Events {
		n := s.Tree.At(e.Path)
		out = append(out, EventJSON{Kind: e.Kind.String(), Path: PathString(e.Path), Node: n.Label,
			Player: e.Player.String(), Alpha: JSONNumber(e.Alpha), Beta: JSONNumber(e.Beta),
			NewAlpha: JSONNumber(e.NewAlpha), NewBeta: JSONNumber(e.NewBeta), V: JSONNumber(e.V),
			Value: JSONNumber(e.Value), Child: e.Child, Skipped: append([]int{}, e.Skipped...)})
	}
	return out
}
