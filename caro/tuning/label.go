package tuning

import (
	"context"
	"errors"
	"runtime"
	"sync"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

// A game's result is a noisy label for a position many moves before the
// end; a search of the position is a label with less noise and says what a
// deeper search thinks, which is what the evaluation is there to guess.
// LabelShapeSamples blends the two (as xiangqi/tuning's LabelBySearch does).

// LabelShapeSamples replaces each sample's Result by
// lambda·Result + (1−lambda)·sigmoid(k·s), s being the score, for the side
// to move, of a search of the sample's position (games[Game], its first Ply
// moves, on a size×size board under rule) limited to nodes nodes with the
// rule's default weights; a proven win or loss counts as 1 or 0. A fresh
// table per game; the games are shared out among the CPUs by number, so the
// labels do not depend on how many there are. When ctx ends first it
// returns ctx's error and leaves the samples as they were.
func LabelShapeSamples(ctx context.Context, samples []ShapeSample, games []Game, size int, rule caro.Rule, nodes int64, lambda, k float64) error {
	if nodes <= 0 || !(lambda >= 0 && lambda <= 1) {
		return errors.New("label: want nodes > 0 and 0 ≤ lambda ≤ 1")
	}
	preds := make([]float64, len(samples))
	errs := make([]error, len(samples))
	workers := max(1, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for wi := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := engine.New(engine.Options{HashMB: 4})
			e.SetWeights(engine.DefaultWeightsFor(rule))
			last := -1
			for i := range samples {
				s := &samples[i]
				if s.Game%workers != wi {
					continue
				}
				if ctx.Err() != nil {
					return
				}
				if s.Game != last {
					e.Clear()
					last = s.Game
				}
				pos := engine.Position{Width: size, Height: size, Rule: rule, Moves: games[s.Game].Moves[:s.Ply]}
				res, err := e.Search(ctx, pos, engine.Limits{Nodes: nodes}, nil)
				switch {
				case err != nil:
					errs[i] = err
				case res.Score > engine.WinThreshold:
					preds[i] = 1
				case res.Score < -engine.WinThreshold:
					preds[i] = 0
				default:
					preds[i] = sigmoid(k * float64(res.Score))
				}
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	for i := range samples {
		samples[i].Result = lambda*samples[i].Result + (1-lambda)*preds[i]
	}
	return nil
}
