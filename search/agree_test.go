package search_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"

	"github.com/alphabeta-go/alphabeta/search"
)

type algo struct {
	name string
	run  func(search.Game[int], search.Options) search.Result[int]
	// window searches with a root window from MAX's point of view; nil if
	// the algorithm has none.
	window func(search.Game[int], search.Options, search.Value, search.Value) search.Result[int]
	// firstBest: Best is the first root move with the root's value.
	firstBest bool
	// exactPV: the PV leads to a leaf whose static value is the root value
	// (no table cut-offs shorten it).
	exactPV bool
}

func withTable(o search.Options) search.Options {
	o.Table = search.NewTable(1 << 8) // small: replacement is exercised
	return o
}

func withTinyTable(o search.Options) search.Options {
	o.Table = search.NewTable(1 << 3) // replaced all the time
	return o
}

func allAlgos() []algo {
	return []algo{
		{"minimax", search.Minimax[int], nil, true, true},
		{"alphabeta", search.AlphaBeta[int], search.AlphaBetaWindow[int], true, true},
		{"negamax", search.Negamax[int], search.NegamaxWindow[int], true, true},
		{"pvs", search.PVS[int], search.PVSWindow[int], true, true},
		{"pvs+table",
			func(g search.Game[int], o search.Options) search.Result[int] { return search.PVS(g, withTable(o)) },
			func(g search.Game[int], o search.Options, a, b search.Value) search.Result[int] {
				return search.PVSWindow(g, withTable(o), a, b)
			}, true, false},
		{"iterative", // the default table is tested on tic-tac-toe: too big to make 10,000 times
			func(g search.Game[int], o search.Options) search.Result[int] {
				return search.IterativeDeepening(g, withTable(o))
			}, nil, false, false},
		{"iterative+aspiration",
			func(g search.Game[int], o search.Options) search.Result[int] {
				o.Aspiration = 1
				return search.IterativeDeepening(g, withTable(o))
			}, nil, false, false},
		{"iterative+tiny table",
			func(g search.Game[int], o search.Options) search.Result[int] {
				return search.IterativeDeepening(g, withTinyTable(o))
			}, nil, false, false},
	}
}

// randomTrees is how many random trees the agreement tests use
// (SEARCH_TREES overrides it; -short uses fewer).
func randomTrees(t *testing.T) int {
	if s := os.Getenv("SEARCH_TREES"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if testing.Short() {
		return 1000
	}
	return 10000
}

type treeCase struct {
	nodes []tnode
	root  search.Player
	o     search.Options
	kind  int // 0 plain, 1 hashed+noisy, 2 reversed order
}

func (c treeCase) game() search.Game[int] {
	g := newTreeGame(c.nodes, c.root)
	switch c.kind {
	case 1:
		return hashedTree{g}
	case 2:
		return reversedTree{g}
	}
	return g
}

// rootMoves is the root move list in the order searched.
func (c treeCase) rootMoves() []int {
	g := c.game()
	ms := g.Moves(nil)
	if o, ok := g.(search.Orderer[int]); ok {
		o.OrderMoves(ms)
	}
	return ms
}

func (c treeCase) String() string {
	return fmt.Sprintf("root %s kind %d depth %d quiescence %d, %d nodes", c.root, c.kind, c.o.Depth, c.o.Quiescence, len(c.nodes))
}

func randomCase(r *rand.Rand) treeCase {
	maxDepth := 1 + r.IntN(7)
	c := treeCase{
		nodes: randomTree(r, maxDepth, 1+r.IntN(5), 2+r.IntN(20)),
		root:  search.Player(r.IntN(2)),
		kind:  r.IntN(3),
	}
	if r.IntN(4) == 0 {
		// Transpositions, for the table.
		c.nodes = randomDAG(r, maxDepth, 1+r.IntN(6), 1+r.IntN(5), 2+r.IntN(20))
		c.kind = 1
	}
	if r.IntN(2) == 0 {
		c.o.Depth = 1 + r.IntN(maxDepth)
		if c.kind == 1 {
			c.o.Quiescence = []int{-1, 1, 2}[r.IntN(3)]
		}
	}
	return c
}

// rootChildValues are the minimax values of the root's children.
func rootChildValues(c treeCase) []search.Value {
	var vals []search.Value
	o := c.o
	o.Tracer = func(e *search.Event) {
		if e.Kind == search.Child && len(e.Path) == 0 {
			vals = append(vals, e.Value)
		}
	}
	search.Minimax(c.game(), o)
	return vals
}

// Every variant returns exactly minimax's value, with the cut rules of the
// lectures and of seed 003 (docs/lectures.md), fail-soft and fail-hard.
func TestRandomTreesAgreeWithMinimax(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	algos := allAlgos()
	flavours := []search.Options{{}, {FailHard: true}, {Strict: true}, {FailHard: true, Strict: true}}
	for n := range randomTrees(t) {
		c := randomCase(r)
		oracle := search.Minimax(c.game(), c.o)
		childVals := rootChildValues(c)
		for _, a := range algos[1:] {
			for _, f := range flavours {
				o := c.o
				o.FailHard, o.Strict = f.FailHard, f.Strict
				res := a.run(c.game(), o)
				where := fmt.Sprintf("tree %d (%v) %s %+v", n, c, a.name, f)
				if res.Value != oracle.Value {
					t.Fatalf("%s: value %v, minimax %v", where, res.Value, oracle.Value)
				}
				if a.firstBest && res.BestIndex != oracle.BestIndex {
					t.Fatalf("%s: best %d, minimax %d", where, res.BestIndex, oracle.BestIndex)
				}
				if (res.BestIndex < 0) != (oracle.BestIndex < 0) {
					t.Fatalf("%s: best %d, minimax %d", where, res.BestIndex, oracle.BestIndex)
				}
				if res.BestIndex >= 0 && (childVals[res.BestIndex] != oracle.Value || res.Best != c.rootMoves()[res.BestIndex]) {
					t.Fatalf("%s: best move %d (%d) has value %v, root %v", where, res.BestIndex, res.Best, childVals[res.BestIndex], oracle.Value)
				}
				if a.exactPV && c.o.Quiescence == 0 {
					checkPV(t, where, c, res)
				}
				if res.Stats.Evaluations > oracle.Stats.Evaluations && (a.name == "alphabeta" || a.name == "negamax") {
					t.Fatalf("%s: %d evaluations, minimax %d", where, res.Stats.Evaluations, oracle.Stats.Evaluations)
				}
			}
		}
	}
}

// checkPV plays the PV and checks that it ends on a leaf of the root's value.
func checkPV(t *testing.T, where string, c treeCase, res search.Result[int]) {
	t.Helper()
	g := newTreeGame(c.nodes, c.root)
	if len(res.PV) > 0 && res.PV[0] != res.Best {
		t.Fatalf("%s: PV %v does not start with best %d", where, res.PV, res.Best)
	}
	for _, m := range res.PV {
		if m < 0 || m >= len(g.cur().children) {
			t.Fatalf("%s: PV %v has an illegal move", where, res.PV)
		}
		g.Make(m)
	}
	atLimit := c.o.Depth > 0 && len(res.PV) == c.o.Depth
	if !g.Terminal() && !atLimit {
		t.Fatalf("%s: PV %v stops before a leaf", where, res.PV)
	}
	if g.Evaluate() != res.Value {
		t.Fatalf("%s: PV %v ends on %v, root value %v", where, res.PV, g.Evaluate(), res.Value)
	}
}

// Fail-soft: a result r ≤ α is an upper bound, r ≥ β a lower bound, and
// anything strictly inside the window exact. Fail-hard: the same, and r stays
// in [α, β].
func TestRandomWindowBounds(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var algos []algo
	for _, a := range allAlgos() {
		if a.window != nil {
			algos = append(algos, a)
		}
	}
	for n := range randomTrees(t) {
		c := randomCase(r)
		truth := search.Minimax(c.game(), c.o).Value
		// A narrow window near the true value, sometimes open on one side.
		alpha := search.Value(r.IntN(9) - 4)
		if !isInf(truth) {
			alpha += truth
		}
		beta := alpha + search.Value(1+r.IntN(3))
		switch r.IntN(8) {
		case 0:
			alpha = -search.Infinity
		case 1:
			beta = search.Infinity
		}
		for _, a := range algos {
			for _, f := range []search.Options{{}, {FailHard: true}, {Strict: true}} {
				o := c.o
				o.FailHard, o.Strict = f.FailHard, f.Strict
				v := a.window(c.game(), o, alpha, beta).Value
				where := fmt.Sprintf("tree %d (%v) %s %+v window (%v,%v) true %v", n, c, a.name, f, alpha, beta, truth)
				switch {
				case v <= alpha:
					if truth > v {
						t.Fatalf("%s: failed low with %v above the truth", where, v)
					}
				case v >= beta:
					if truth < v {
						t.Fatalf("%s: failed high with %v below the truth", where, v)
					}
				default:
					if v != truth {
						t.Fatalf("%s: %v inside the window but not exact", where, v)
					}
				}
				if f.FailHard && (v < alpha || v > beta) {
					t.Fatalf("%s: fail-hard %v outside the window", where, v)
				}
			}
		}
	}
}

func isInf(v search.Value) bool { return v > 1e300 || v < -1e300 }

// AlphaBeta (max/min form) and Negamax emit the same trace, step for step.
func TestNegamaxTraceEqualsAlphaBeta(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for n := range randomTrees(t) / 10 {
		c := randomCase(r)
		for _, f := range []search.Options{{}, {FailHard: true}, {Strict: true}} {
			o := c.o
			o.FailHard, o.Strict = f.FailHard, f.Strict
			var ab, ng record
			o.Tracer = ab.tracer()
			search.AlphaBeta(c.game(), o)
			o.Tracer = ng.tracer()
			search.Negamax(c.game(), o)
			if a, b := ab.lines(), ng.lines(); !slices.Equal(a, b) {
				t.Fatalf("tree %d (%v) %+v: traces differ\nalphabeta %q\nnegamax   %q", n, c, f, a, b)
			}
		}
	}
}

// Trace invariants on every algorithm: Enter/Exit nest, a node's Child
// events come in search order, the Exit value is the last V, and a Cut skips
// exactly the children after it.
func TestTraceWellFormed(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for n := range randomTrees(t) / 10 {
		c := randomCase(r)
		for _, a := range allAlgos() {
			var rec record
			o := c.o
			o.Tracer = rec.tracer()
			res := a.run(c.game(), o)
			type frame struct {
				path   string
				next   int
				v      search.Value
				cut    bool
				player search.Player
			}
			var stack []frame
			where := fmt.Sprintf("tree %d (%v) %s", n, c, a.name)
			for i, e := range rec.events {
				p := pathString(e.Path)
				switch e.Kind {
				case search.Enter:
					if len(stack) > 0 && !(len(e.Path) == len(stack) && pathString(e.Path[:len(e.Path)-1]) == stack[len(stack)-1].path) {
						t.Fatalf("%s: event %d enters %s inside %s", where, i, p, stack[len(stack)-1].path)
					}
					stack = append(stack, frame{path: p, v: e.V, player: e.Player})
				case search.Child, search.Cut:
					top := &stack[len(stack)-1]
					if top.path != p || top.cut {
						t.Fatalf("%s: event %d %s at %s, inside %s", where, i, e.Kind, p, top.path)
					}
					if e.Kind == search.Child {
						if e.Child < top.next-1 || e.Child > top.next {
							t.Fatalf("%s: event %d child %d after %d", where, i, e.Child, top.next)
						}
						top.next = e.Child + 1
						top.v = e.V
						if (top.player == search.Max && e.NewBeta != e.Beta) || (top.player == search.Min && e.NewAlpha != e.Alpha) {
							t.Fatalf("%s: event %d: MAX moves β or MIN moves α", where, i)
						}
					} else {
						top.cut = true
						if e.Child != top.next-1 || len(e.Skipped) == 0 || e.Skipped[0] != e.Child+1 {
							t.Fatalf("%s: event %d cut %d skipping %v", where, i, e.Child, e.Skipped)
						}
					}
				case search.Exit:
					top := stack[len(stack)-1]
					if top.path != p {
						t.Fatalf("%s: event %d exits %s inside %s", where, i, p, top.path)
					}
					if !o.FailHard && e.V != top.v {
						t.Fatalf("%s: event %d exit %v, last v %v", where, i, e.V, top.v)
					}
					stack = stack[:len(stack)-1]
				}
			}
			if len(stack) != 0 {
				t.Fatalf("%s: %d nodes not exited", where, len(stack))
			}
			last := rec.events[len(rec.events)-1]
			if len(last.Path) != 0 || (last.Kind != search.Exit && last.Kind != search.Leaf) || last.V != res.Value {
				t.Fatalf("%s: last event %+v, value %v", where, last, res.Value)
			}
		}
	}
}

// Knuth–Moore: best-first ordered uniform trees with distinct leaves make
// alpha-beta evaluate exactly b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves; no ordering does
// better.
func TestKnuthMoore(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for b := 1; b <= 5; b++ {
		for d := 0; d <= 7; d++ {
			if pow(b, d) > 20000 {
				continue
			}
			want := search.KnuthMooreMin(b, d)
			for rep := range 5 {
				root := search.Player(rep % 2)
				ordered := uniformTree(r, b, d, true, root)
				shuffled := uniformTree(r, b, d, false, root)
				for _, a := range allAlgos()[1:4] {
					for _, f := range []search.Options{{}, {FailHard: true}, {Strict: true}} {
						got := a.run(newTreeGame(ordered, root), f).Stats.Evaluations
						if got != want {
							t.Errorf("%s %+v b=%d d=%d root %s: %d leaves evaluated, Knuth–Moore %d", a.name, f, b, d, root, got, want)
						}
						if got := a.run(newTreeGame(shuffled, root), f).Stats.Evaluations; got < want {
							t.Errorf("%s %+v b=%d d=%d random order: %d leaves evaluated, below Knuth–Moore %d", a.name, f, b, d, got, want)
						}
					}
				}
				if got := search.Minimax(newTreeGame(ordered, root), search.Options{}).Stats.Evaluations; got != int64(pow(b, d)) {
					t.Errorf("minimax b=%d d=%d: %d leaves, want %d", b, d, got, pow(b, d))
				}
			}
		}
	}
}

func pow(b, d int) int {
	n := 1
	for range d {
		n *= b
	}
	return n
}
