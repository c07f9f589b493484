package tuning

import (
	"context"
	"errors"
	"runtime"
	"sync"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// A game's result is a noisy label for its early positions: a game between
// two 8,000-node searches is often lost long after the position was fine.
// A search of the position itself is a label with less noise, and one that
// says what a deeper search thinks, which is what the evaluation is there to
// guess. LabelBySearch blends the two, as many engines' data pipelines do.

// labelClamp bounds a search score before it becomes a probability: a mate
// score and a winning one say the same thing here.
const labelClamp = 3000

// LabelBySearch replaces each sample's Result by
// lambda·Result + (1−lambda)·σ(k·s), where s is the score, for Red, of a
// search of the position limited to nodes nodes (the engine's default
// weights, a fresh table per game) and σ the logistic of MeanSquaredError.
// The searches are shared out among the CPUs by game, so the labels do not
// depend on the number of CPUs or the order of the games. It returns an
// error, and leaves the samples as they were, when ctx ends first.
func LabelBySearch(ctx context.Context, ps []Sample, nodes int64, lambda, k float64) error {
	if nodes <= 0 || !(lambda >= 0 && lambda <= 1) {
		return errors.New("label: want nodes > 0 and 0 ≤ lambda ≤ 1")
	}
	scores := make([]float64, len(ps))
	workers := max(1, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for wi := 0; wi < workers; wi++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := engine.New(engine.Options{HashMB: 4})
			last := -1
			for i := range ps {
				if ps[i].Game%workers != wi {
					continue
				}
				if ctx.Err() != nil {
					return
				}
				if ps[i].Game != last {
					e.Clear()
					last = ps[i].Game
				}
				res := e.Search(ctx, ps[i].Pos, engine.Limits{Limits: enginekit.Limits{Nodes: nodes}}, nil)
				s := float64(max(-labelClamp, min(labelClamp, res.Score)))
				if ps[i].Pos.SideToMove() == xiangqi.Black {
					s = -s
				}
				scores[i] = s
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	for i := range ps {
		ps[i].Result = lambda*ps[i].Result + (1-lambda)*winProbability(scores[i], k)
	}
	return nil
}
