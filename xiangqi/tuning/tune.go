package tuning

import (
	"context"
	"io"
	"math"
	"runtime"
	"sync"

	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// Texel tuning: fit the evaluation weights so that a logistic function of
// the static value predicts the results of games (Red's score 1, ½ or 0)
// from their quiet positions. See docs/xiangqi-engine.md for the data and
// the outcome.

// Sample is a quiet position and the result of its game for Red.
type Sample struct {
	Pos    *xiangqi.Position
	Result float64
	Game   int // which game of the input it came from (0, 1, …)
}

// Param is one tunable weight: its name, where it lives, and whether
// it may go below zero (corrections may; penalties and bonuses keep their
// sign).
type Param struct {
	Name   string
	P      *int32
	Signed bool
}

// Params lists the tunable weights of w by name.
func Params(w *engine.Weights) []Param {
	return []Param{
		{"Tempo", &w.Tempo, false}, {"ChariotMobility", &w.ChariotMobility, false}, {"HorseMobility", &w.HorseMobility, false},
		{"HorseTrapped", &w.HorseTrapped, false}, {"CannonMobility", &w.CannonMobility, false},
		{"MissingAdvisor", &w.MissingAdvisor, false}, {"MissingElephant", &w.MissingElephant, false},
		{"HollowCannon", &w.HollowCannon, false}, {"CentralCannon", &w.CentralCannon, false},
		{"ConnectedPawns", &w.ConnectedPawns, false}, {"KingExposed", &w.KingExposed, false},
		{"KingAttack", &w.KingAttack, false},
		{"Material[Advisor]", &w.Material[xiangqi.Advisor], true}, {"Material[Elephant]", &w.Material[xiangqi.Elephant], true},
		{"Material[Horse]", &w.Material[xiangqi.Horse], true}, {"Material[Chariot]", &w.Material[xiangqi.Chariot], true},
		{"Material[Cannon]", &w.Material[xiangqi.Cannon], true}, {"Material[Pawn]", &w.Material[xiangqi.Pawn], true},
		{"HorseLate", &w.HorseLate, true}, {"CannonLate", &w.CannonLate, true}, {"PawnLate", &w.PawnLate, true},
	}
}

// CollectSamples reads games from PGN text and keeps, from each game with
// a result, the positions after ply skip that are quiet: not in check and
// with a quiescence value equal to the static value (engine.DefaultWeights).
func CollectSamples(r io.Reader, skip int) ([]Sample, error) {
	games, err := xiangqi.ParsePGN(r)
	if err != nil {
		return nil, err
	}
	e := engine.New(engine.Options{HashMB: 1})
	var out []Sample
	for gi, g := range games {
		var res float64
		switch g.Result {
		case xiangqi.RedWins:
			res = 1
		case xiangqi.BlackWins:
			res = 0
		case xiangqi.Draw:
			res = 0.5
		default:
			continue
		}
		p, err := xiangqi.ParseFEN(g.StartFEN)
		if err != nil {
			continue
		}
		for i, m := range g.Moves {
			if !p.IsLegal(m) {
				break
			}
			p.Make(m)
			if i+1 < skip || p.InCheck() {
				continue
			}
			if e.Quiescence(p) != engine.Evaluate(p) {
				continue
			}
			q, _ := xiangqi.ParseFEN(p.FEN())
			out = append(out, Sample{Pos: q, Result: res, Game: gi})
		}
	}
	return out, nil
}

// MeanSquaredError is the mean squared error of the logistic prediction
// 1/(1+10^(−k·v/400)) of the results, v being the static value for Red
// with weights w. The samples are shared out among the CPUs.
func MeanSquaredError(ps []Sample, w *engine.Weights, k float64) float64 {
	workers := max(1, min(runtime.GOMAXPROCS(0), len(ps)/1000))
	sums := make([]float64, workers)
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var sum float64
			for _, tp := range ps[i*len(ps)/workers : (i+1)*len(ps)/workers] {
				v := float64(engine.EvaluateWith(tp.Pos, w))
				if tp.Pos.SideToMove() == xiangqi.Black {
					v = -v
				}
				d := tp.Result - winProbability(v, k)
				sum += d * d
			}
			sums[i] = sum
		}()
	}
	wg.Wait()
	var sum float64
	for _, s := range sums {
		sum += s
	}
	return sum / float64(max(len(ps), 1))
}

// winProbability is the logistic 1/(1+10^(−k·v/400)): the chance of a
// win that a value v for Red stands for at scale k.
func winProbability(v, k float64) float64 { return 1 / (1 + math.Pow(10, -k*v/400)) }

// FitScale finds the k that minimises MeanSquaredError for w (a scan of
// 0.1–3 in steps of 0.05), so that the tuning fits the weights, not the
// scale.
func FitScale(ps []Sample, w *engine.Weights) float64 {
	best, bestErr := 1.0, math.Inf(1)
	for k := 0.1; k <= 3.0; k += 0.05 {
		if e := MeanSquaredError(ps, w, k); e < bestErr {
			best, bestErr = k, e
		}
	}
	return best
}

// Tune improves w by coordinate descent: each weight is moved by ±step while
// the error falls; steps halve down to 1. It returns the final error.
func Tune(ctx context.Context, ps []Sample, w *engine.Weights, k float64, log func(string, int32, float64)) float64 {
	best := MeanSquaredError(ps, w, k)
	for step := int32(16); step >= 1; step /= 2 {
		improved := true
		for improved {
			improved = false
			for _, prm := range Params(w) {
				if ctx.Err() != nil {
					return best
				}
				for _, dir := range []int32{step, -step} {
					old := *prm.P
					*prm.P = old + dir
					if *prm.P < 0 && !prm.Signed {
						*prm.P = old
						continue
					}
					if e := MeanSquaredError(ps, w, k); e < best {
						best = e
						improved = true
						if log != nil {
							log(prm.Name, *prm.P, e)
						}
						break
					}
					*prm.P = old
				}
			}
		}
	}
	return best
}
