package engine

import (
	"context"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// BenchmarkSearchNodes searches the start position and a middle game
// (signatureFENs[2]) with one thread to a fixed node count from an empty
// table: the same nodes on every machine, so nodes/s and a CPU profile
// (-cpuprofile) compare the cost of two versions of the search.
func BenchmarkSearchNodes(b *testing.B) {
	var ps []*xiangqi.Position
	for _, fen := range []string{xiangqi.StartFEN, signatureFENs[2]} {
		ps = append(ps, mustFEN(b, fen))
	}
	var nodes int64
	var el time.Duration
	for i := 0; i < b.N; i++ {
		for _, p := range ps {
			e := New(Options{HashMB: 16, Threads: 1})
			res := e.Search(context.Background(), p, Limits{Limits: enginekit.Limits{Nodes: 500000}}, nil)
			nodes += res.Nodes
			el += res.Time
		}
	}
	b.ReportMetric(float64(nodes)/el.Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}
