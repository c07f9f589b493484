package engine

import (
	"context"
	"testing"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/internal/xqtest"
)

// checkInterrupted asserts what a stopped search must give: a legal move
// and no score that is not a score (a mate in 1000, ±Infinite).
func checkInterrupted(t *testing.T, pos *xiangqi.Position, res Result, reported []Info) {
	t.Helper()
	if res.Best == xiangqi.NoMove || !pos.IsLegal(res.Best) {
		t.Fatalf("%s: best move %v is not legal", pos.FEN(), res.Best)
	}
	for _, in := range append(reported, res.Info) {
		if in.Score <= -MateValue || in.Score >= MateValue || in.Mate > MaxPly || in.Mate < -MaxPly {
			t.Fatalf("%s: score %d (mate %d) of an interrupted search", pos.FEN(), in.Score, in.Mate)
		}
		if in.Depth == 0 && in.Mate != 0 {
			t.Fatalf("%s: a mate score without a completed iteration", pos.FEN())
		}
	}
}

// A search stopped before its first node has completed no iteration: it
// returns a legal move, reports nothing and claims no mate.
func TestStoppedBeforeFirstNode(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e := New(Options{HashMB: 1})
	for _, pos := range xqtest.RandomPositions(300, 11) {
		var reported []Info
		res := e.Search(ctx, pos, Limits{Limits: enginekit.Limits{Infinite: true}}, func(in Info) { reported = append(reported, in) })
		checkInterrupted(t, pos, res, reported)
		if len(reported) != 0 || res.Depth != 0 {
			t.Fatalf("%s: a search stopped before its first node reported depth %d (%d reports)", pos.FEN(), res.Depth, len(reported))
		}
	}
}
