package web

import (
	"context"
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// xiangqiEngineName names the searcher behind the xiangqi page.
const xiangqiEngineName = engine.Name

// xqEngines keeps idle engines (each with its transposition table) for reuse;
// an engine is used by one search at a time, and the search semaphore bounds
// how many exist.
var xqEngines = make(chan *engine.Engine, 64)

func getXiangqiEngine() *engine.Engine {
	select {
	case e := <-xqEngines:
		return e
	default:
		return engine.New(engine.Options{HashMB: 32, Threads: 1})
	}
}

func putXiangqiEngine(e *engine.Engine) {
	select {
	case xqEngines <- e:
	default:
	}
}

// xiangqiSearch finds a move for p's side to move within think and depth,
// calling info after each completed iteration.
func xiangqiSearch(ctx context.Context, p *xiangqi.Position, think time.Duration, depth int, info func(xqInfoJSON)) (xiangqi.Move, xqInfoJSON) {
	eng := getXiangqiEngine()
	defer putXiangqiEngine(eng)
	toInfo := func(i engine.Info) xqInfoJSON {
		j := xqInfoJSON{Depth: i.Depth, Score: i.Score, Mate: i.Mate, Nodes: i.Nodes, Evaluations: i.Evaluations,
			BF: i.BranchingFactor, TimeMS: float64(i.Time.Microseconds()) / 1000, NPS: i.NPS()}
		j.PV, j.PVText = i.PVText(p)
		j.PVMoves = pvNotations(p, i.PV)
		return j
	}
	res := eng.Search(ctx, p.Clone(), engine.Limits{Limits: enginekit.Limits{Depth: depth, MoveTime: think}}, func(i engine.Info) { info(toInfo(i)) })
	return res.Best, toInfo(res.Info)
}

// pvNotations writes a principal variation from p in every notation, up to
// its first move that is not legal (as PVText stops).
func pvNotations(p *xiangqi.Position, pv []xiangqi.Move) []xqMoveJSON {
	q, out := p.Clone(), []xqMoveJSON{}
	for _, m := range pv {
		if !q.IsLegal(m) {
			break
		}
		out = append(out, moveNotations(q, m))
		q.Make(m)
	}
	return out
}
