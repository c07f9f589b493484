package search_test

import (
	"runtime"
	"testing"

	"github.com/alphabeta-go/alphabeta/search"
)

// The search loop allocates nothing per node: a search allocates the same
// few buffers whether it visits a thousand nodes or a hundred times more.
func TestAllocsPerSearchDoNotGrowWithNodes(t *testing.T) {
	runs := []struct {
		name string
		run  func(g search.Game[int], o search.Options) search.Result[int]
	}{
		{"minimax", search.Minimax[int]},
		{"alphabeta", search.AlphaBeta[int]},
		{"negamax", search.Negamax[int]},
		{"pvs", search.PVS[int]},
		{"pvs+table", func(g search.Game[int], o search.Options) search.Result[int] {
			o.Table = search.NewTable(1 << 10)
			return search.PVS(g, o)
		}},
		{"iterative", func(g search.Game[int], o search.Options) search.Result[int] {
			o.Table = search.NewTable(1 << 10)
			return search.IterativeDeepening(g, o)
		}},
	}
	for _, r := range runs {
		var nodes [2]int64
		var allocs [2]float64
		for i, b := range []int{2, 8} {
			g := &uniform{b: b, d: 6, path: make([]uint64, 0, 16)}
			allocs[i] = testing.AllocsPerRun(5, func() { nodes[i] = r.run(g, search.Options{}).Stats.Nodes })
		}
		if nodes[1] < 50*nodes[0] {
			t.Fatalf("%s: %d and %d nodes: trees too alike", r.name, nodes[0], nodes[1])
		}
		// The wider tree needs longer move lists (one append growth per ply
		// and doubling), never anything per node.
		if allocs[1] > allocs[0]+2*6 || allocs[0] > 60 {
			t.Errorf("%s: %v allocations for %d nodes, %v for %d nodes", r.name, allocs[0], nodes[0], allocs[1], nodes[1])
		}
		t.Logf("%s: %v allocs for %d nodes, %v for %d nodes", r.name, allocs[0], nodes[0], allocs[1], nodes[1])
	}
}

// Tracing reuses its event, path and skipped buffers too.
func TestTracingAllocsPerSearch(t *testing.T) {
	var events int
	tr := func(e *search.Event) { events++ }
	var allocs [2]float64
	for i, b := range []int{2, 8} {
		g := &uniform{b: b, d: 6, path: make([]uint64, 0, 16)}
		allocs[i] = testing.AllocsPerRun(5, func() { search.AlphaBeta[int](g, search.Options{Tracer: tr}) })
	}
	if allocs[1] > allocs[0]+2*6+3 || events < 1000 {
		t.Errorf("traced alpha-beta: %v allocations with branching 2, %v with 8 (%d events)", allocs[0], allocs[1], events)
	}
}

func benchSearch(b *testing.B, run func(search.Game[int], search.Options) search.Result[int], g search.Game[int], o search.Options) {
	b.ReportAllocs()
	var nodes int64
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for b.Loop() {
		nodes += run(g, o).Stats.Nodes
	}
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(nodes), "allocs/node")
}

func BenchmarkMinimaxTicTacToe(b *testing.B) {
	benchSearch(b, search.Minimax[int], newTTT("........."), search.Options{})
}

func BenchmarkAlphaBetaTicTacToe(b *testing.B) {
	benchSearch(b, search.AlphaBeta[int], newTTT("........."), search.Options{})
}

func BenchmarkAlphaBetaUniform(b *testing.B) {
	benchSearch(b, search.AlphaBeta[int], &uniform{b: 8, d: 6}, search.Options{})
}

func BenchmarkNegamaxUniform(b *testing.B) {
	benchSearch(b, search.Negamax[int], &uniform{b: 8, d: 6}, search.Options{})
}

func BenchmarkPVSUniform(b *testing.B) {
	benchSearch(b, search.PVS[int], &uniform{b: 8, d: 6}, search.Options{})
}

func BenchmarkIterativeDeepeningUniform(b *testing.B) {
	table := search.NewTable(1 << 14)
	run := func(g search.Game[int], o search.Options) search.Result[int] {
		table.Clear() // every search starts afresh
		return search.IterativeDeepening(g, o)
	}
	benchSearch(b, run, &uniform{b: 8, d: 6}, search.Options{Table: table})
}

func BenchmarkAlphaBetaTraced(b *testing.B) {
	benchSearch(b, search.AlphaBeta[int], &uniform{b: 8, d: 6}, search.Options{Tracer: func(*search.Event) {}})
}
