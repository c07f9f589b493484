package engine

import (
	"context"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
)

// BenchmarkSearchNodes searches the signature positions (every rule) with
// one thread to a fixed node count from an empty table: the same nodes on
// every machine, so nodes/s and a CPU profile (-cpuprofile) compare the
// cost of two versions of the search.
func BenchmarkSearchNodes(b *testing.B) {
	var nodes int64
	var el time.Duration
	for b.Loop() {
		for _, sp := range signaturePositions {
			moves, err := caro.ParseMoves(sp.moves)
			if err != nil {
				b.Fatal(err)
			}
			e := New(Options{HashMB: 16, Threads: 1})
			start := time.Now()
			res, err := e.Search(context.Background(), Position{Width: 15, Height: 15, Rule: sp.rule, Moves: moves}, Limits{Nodes: 400_000}, nil)
			el += time.Since(start)
			if err != nil {
				b.Fatal(err)
			}
			nodes += res.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/el.Seconds(), "nodes/s")
}
