package web

import (
	"context"
	"time"

	"alphabeta/search"
	"alphabeta/xiangqi"
)

// xiangqiEngineName names the searcher behind the xiangqi page.
//
// Until package xiangqi/engine exports its search, the page plays with the
// library's own iterative deepening (PVS, transposition table, quiescence)
// on the rules core's material evaluation, with captures ordered first.
const xiangqiEngineName = "search.IterativeDeepening (material)"

// xiangqiSearch finds a move for p's side to move within think and depth,
// calling info after each completed iteration. p is searched in place and
// left as it was.
func xiangqiSearch(ctx context.Context, p *xiangqi.Position, think time.Duration, depth int, info func(xqInfoJSON)) (xiangqi.Move, xqInfoJSON) {
	start := time.Now()
	sign := 1
	if p.SideToMove() == xiangqi.Black {
		sign = -1
	}
	var last xqInfoJSON
	toInfo := func(r search.Result[xiangqi.Move]) xqInfoJSON {
		el := time.Since(start)
		i := xqInfoJSON{Depth: r.Depth, Score: sign * int(r.Value), Nodes: r.Stats.Nodes, Evaluations: r.Stats.Evaluations,
			BF: r.Stats.BranchingFactor(), TimeMS: float64(el.Microseconds()) / 1000}
		if i.Score >= xiangqi.WinValue-1000 {
			i.Mate = 1
		} else if i.Score <= -xiangqi.WinValue+1000 {
			i.Mate = -1
		}
		if el > 0 {
			i.NPS = int64(float64(r.Stats.Nodes) / el.Seconds())
		}
		i.PV, i.PVText = pvText(p, r.PV)
		return i
	}
	o := search.Options{Depth: depth, MaxTime: think, Context: ctx, Quiescence: 8, Table: search.NewTableMB(16)}
	res := search.IterativeDeepeningReport[xiangqi.Move](orderedGame{p}, o, func(r search.Result[xiangqi.Move]) {
		last = toInfo(r)
		info(last)
	})
	if last.Depth == 0 {
		last = toInfo(res)
	}
	return res.Best, last
}
