package search_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/search"
)

// ttt is a minimal tic-tac-toe for the tests (the real one is package
// caro's): X is MAX and moves first; a move is a square 0..8.
type ttt struct {
	cells [9]int8 // 0 empty, 1 X, 2 O
	n     int     // pieces on the board
	key   uint64
}

var tttZobrist = func() (z [9][3]uint64) {
	r := rand.New(rand.NewPCG(42, 42))
	for i := range z {
		for j := range z[i] {
			z[i][j] = r.Uint64()
		}
	}
	return z
}()

var tttLines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

func newTTT(board string) *ttt {
	g := &ttt{}
	for i, c := range board {
		switch c {
		case 'X':
			g.cells[i], g.n = 1, g.n+1
		case 'O':
			g.cells[i], g.n = 2, g.n+1
		}
		g.key ^= tttZobrist[i][g.cells[i]]
	}
	return g
}

func (g *ttt) winner() int8 {
	for _, l := range tttLines {
		if c := g.cells[l[0]]; c != 0 && c == g.cells[l[1]] && c == g.cells[l[2]] {
			return c
		}
	}
	return 0
}

func (g *ttt) Moves(dst []int) []int {
	dst = dst[:0]
	for i, c := range g.cells {
		if c == 0 {
			dst = append(dst, i)
		}
	}
	return dst
}

func (g *ttt) Make(m int) {
	c := int8(1 + g.n%2)
	g.key ^= tttZobrist[m][0] ^ tttZobrist[m][c]
	g.cells[m] = c
	g.n++
}

func (g *ttt) Unmake(m int) {
	g.n--
	g.key ^= tttZobrist[m][0] ^ tttZobrist[m][g.cells[m]]
	g.cells[m] = 0
}

func (g *ttt) ToMove() search.Player { return search.Player(g.n % 2) }
func (g *ttt) Terminal() bool        { return g.n == 9 || g.winner() != 0 }
func (g *ttt) Hash() uint64          { return g.key }

func (g *ttt) Evaluate() search.Value {
	switch g.winner() {
	case 1:
		return 1
	case 2:
		return -1
	}
	return 0
}

func TestTicTacToe(t *testing.T) {
	mm := search.Minimax[int](newTTT("........."), search.Options{})
	if mm.Value != 0 || mm.Stats.Nodes != 549946 || mm.BestIndex != 0 {
		t.Fatalf("minimax: value %v, %d nodes (want 0, 549946), best %d", mm.Value, mm.Stats.Nodes, mm.BestIndex)
	}
	if mm.Stats.Evaluations != 255168 { // the number of complete games
		t.Errorf("minimax evaluated %d leaves, want 255168", mm.Stats.Evaluations)
	}
	algos := append(allAlgos(), algo{name: "iterative, default table", run: search.IterativeDeepening[int]})
	for _, a := range algos[1:] {
		g := newTTT(".........")
		res := a.run(g, search.Options{})
		if res.Value != 0 || res.Stats.Nodes >= mm.Stats.Nodes/5 {
			t.Errorf("%s: value %v, %d nodes", a.name, res.Value, res.Stats.Nodes)
		}
		if *g != *newTTT(".........") {
			t.Errorf("%s: board not restored", a.name)
		}
		t.Logf("%s: %d nodes, %d evaluations, %d cut-offs, %d table cuts, depth %d", a.name, res.Stats.Nodes, res.Stats.Evaluations, res.Stats.Cutoffs, res.Stats.TableCuts, res.Depth)
	}
	// X to move wins at once on square 2; anything else loses to O on 5.
	for _, a := range allAlgos() {
		res := a.run(newTTT("XX.OO...."), search.Options{})
		if res.Value != 1 || res.Best != 2 || len(res.PV) == 0 || res.PV[0] != 2 {
			t.Errorf("%s: value %v best %d PV %v, want 1, square 2", a.name, res.Value, res.Best, res.PV)
		}
	}
}

// The table's cut-offs make a depth-limited tic-tac-toe search agree with
// Minimax at every depth (a position is always met at the same ply).
func TestTicTacToeDepths(t *testing.T) {
	table := search.NewTable(1 << 12)
	for d := 1; d <= 9; d++ {
		o := search.Options{Depth: d}
		want := search.Minimax[int](newTTT("X........"), o).Value
		for _, a := range allAlgos()[1:] {
			if got := a.run(newTTT("X........"), o).Value; got != want {
				t.Errorf("%s depth %d: %v, minimax %v", a.name, d, got, want)
			}
		}
		table.Clear()
		o.Table = table
		if got := search.IterativeDeepening[int](newTTT("X........"), o); got.Value != want || got.Depth != min(d, 8) {
			t.Errorf("iterative depth %d: %v at depth %d, minimax %v", d, got.Value, got.Depth, want)
		}
	}
}

func TestLimits(t *testing.T) {
	res := search.AlphaBeta[int](newTTT("........."), search.Options{MaxNodes: 1000})
	if !res.Stopped || res.Stats.Nodes > 1001 {
		t.Errorf("MaxNodes: stopped %v after %d nodes", res.Stopped, res.Stats.Nodes)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res = search.Minimax[int](newTTT("........."), search.Options{Context: ctx})
	if !res.Stopped || res.Stats.Nodes != 0 {
		t.Errorf("cancelled: stopped %v after %d nodes", res.Stopped, res.Stats.Nodes)
	}
	start := time.Now()
	big := &uniform{b: 30, d: 30}
	res = search.AlphaBeta[int](big, search.Options{MaxTime: 20 * time.Millisecond})
	if el := time.Since(start); !res.Stopped || el > 2*time.Second {
		t.Errorf("MaxTime: stopped %v after %v", res.Stopped, el)
	}
	// Iterative deepening keeps its last completed iteration.
	id := search.IterativeDeepening[int](big, search.Options{MaxNodes: 50000})
	if !id.Stopped || id.Depth < 2 || id.BestIndex < 0 || id.BestIndex >= 30 || len(id.PV) < id.Depth {
		t.Errorf("iterative with MaxNodes: stopped %v depth %d best %d PV %v", id.Stopped, id.Depth, id.BestIndex, id.PV)
	}
	full := search.AlphaBeta[int](big, search.Options{Depth: id.Depth})
	if id.Value != full.Value {
		t.Errorf("iterative stopped at depth %d: value %v, alpha-beta %v", id.Depth, id.Value, full.Value)
	}
	if len(big.path) != 0 {
		t.Errorf("stopped search left %d moves on the board", len(big.path))
	}
	// Stopped before depth 1 completes: still a legal move.
	id = search.IterativeDeepening[int](newTTT("X........"), search.Options{MaxNodes: 3})
	if !id.Stopped || id.Depth != 0 || id.BestIndex != 0 || id.Best != 1 {
		t.Errorf("stopped at once: %+v", id)
	}
	// A game that is over is a leaf whatever the limits.
	id = search.IterativeDeepening[int](newTTT("XXXOO...."), search.Options{})
	if id.Value != 1 || id.BestIndex != -1 || id.Stopped {
		t.Errorf("terminal root: %+v", id)
	}
}

func TestIterativeDeepeningReport(t *testing.T) {
	var depths []int
	var values []search.Value
	res := search.IterativeDeepeningReport[int](newTTT("X........"), search.Options{Depth: 5}, func(r search.Result[int]) {
		depths = append(depths, r.Depth)
		values = append(values, r.Value)
		if len(r.PV) == 0 || len(r.PV) > r.Depth || r.PV[0] != r.Best {
			t.Errorf("depth %d: PV %v best %d", r.Depth, r.PV, r.Best)
		}
	})
	if !slices.Equal(depths, []int{1, 2, 3, 4, 5}) || values[4] != res.Value || res.Depth != 5 || len(res.PV) != 5 {
		t.Errorf("reported depths %v values %v, result %+v", depths, values, res)
	}
	for d := 1; d <= 5; d++ {
		if want := search.Minimax[int](newTTT("X........"), search.Options{Depth: d}).Value; values[d-1] != want {
			t.Errorf("depth %d reported %v, minimax %v", d, values[d-1], want)
		}
	}
}

func TestStatsString(t *testing.T) {
	st := search.Stats{Nodes: 300, Evaluations: 200, Cutoffs: 10, Generated: 250, Expanded: 100, MaxDepth: 4, Elapsed: time.Millisecond}
	want := "nodes 300, evaluations 200, cut-offs 10, branching 2.50, max depth 4, 1ms, 300000 nodes/s"
	if got := st.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if (search.Stats{}).NPS() != 0 || (search.Stats{}).BranchingFactor() != 0 {
		t.Error("empty stats divide by zero")
	}
}

func TestTable(t *testing.T) {
	tb := search.NewTable(1000)
	if tb.Len() != 512 || tb.Bytes() != 512*24 {
		t.Errorf("NewTable(1000): %d entries, %d bytes", tb.Len(), tb.Bytes())
	}
	if n := search.NewTableMB(3).Len(); n != 1<<17 {
		t.Errorf("NewTableMB(3): %d entries", n)
	}
	g := newTTT(".........")
	search.IterativeDeepening[int](g, search.Options{Table: tb})
	if tb.Used() == 0 || tb.Used() > tb.Len() {
		t.Errorf("used %d of %d", tb.Used(), tb.Len())
	}
	// A second search with the filled table is answered mostly from it.
	res := search.IterativeDeepening[int](g, search.Options{Table: tb})
	if res.Value != 0 || res.Stats.TableCuts == 0 {
		t.Errorf("second search: value %v, %d table cuts", res.Value, res.Stats.TableCuts)
	}
	tb.Clear()
	if tb.Used() != 0 {
		t.Errorf("cleared table uses %d", tb.Used())
	}
}

// uniform is an implicit uniform tree: branching b, depth d, leaf values
// from a hash of the path. It allocates nothing.
type uniform struct {
	b, d int
	path []uint64 // node ids from the root's child down
}

func (u *uniform) id() uint64 {
	if len(u.path) == 0 {
		return 1
	}
	return u.path[len(u.path)-1]
}

func (u *uniform) Moves(dst []int) []int {
	dst = dst[:0]
	for i := range u.b {
		dst = append(dst, i)
	}
	return dst
}
func (u *uniform) Make(m int)   { u.path = append(u.path, u.id()*uint64(u.b+1)+uint64(m)+1) }
func (u *uniform) Unmake(m int) { u.path = u.path[:len(u.path)-1] }
func (u *uniform) ToMove() search.Player {
	return search.Player(len(u.path) % 2)
}
func (u *uniform) Terminal() bool { return len(u.path) >= u.d }
func (u *uniform) Evaluate() search.Value {
	h := u.id() * 0x9E3779B97F4A7C15
	return search.Value((h>>40)%1000) - 500
}
func (u *uniform) Hash() uint64 { return u.id() }
