package tuning

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
	"github.com/alphabeta-go/alphabeta/internal/cli"
)

// ShapeSample is one quiet position of a game as a shape table sees it,
// with the game's result for the side to move.
type ShapeSample struct {
	S      engine.Shapes
	Result float64
	// Game and Ply say where it came from: the game's index in the list
	// given to ShapeSamples and the moves played before it.
	Game, Ply int
}

// ShapeSamples collects the quiet positions of games for shape tuning,
// as Samples does for the linear weights.
func ShapeSamples(games []Game, size int, rule caro.Rule, skip int) ([]ShapeSample, error) {
	var out []ShapeSample
	for gi, g := range games {
		for k := skip; k < len(g.Moves); k++ {
			s, err := engine.PositionShapes(engine.Position{Width: size, Height: size, Rule: rule, Moves: g.Moves[:k]})
			if err == engine.ErrNotEvaluable {
				break
			}
			if err != nil {
				return nil, fmt.Errorf("game %d: %v", gi+1, err)
			}
			if !s.Quiet {
				continue
			}
			out = append(out, ShapeSample{S: s, Result: resultFor(g, k), Game: gi, Ply: k})
		}
	}
	return out, nil
}

// resultFor is game g's result for the side to move after k plies.
func resultFor(g Game, k int) float64 {
	if g.Winner == caro.Empty {
		return 0.5
	}
	toMove := caro.Black
	if k%2 == 1 {
		toMove = caro.White
	}
	if g.Winner == toMove {
		return 1
	}
	return 0
}

// ShapeError is the mean squared error of sigmoid(k·eval) under the shape
// table t and the weights own and opp.
func ShapeError(samples []ShapeSample, t *[engine.NumCellShapes]int32, own, opp int64, k float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	sum := 0.0
	for i := range samples {
		d := sigmoid(k*float64(samples[i].S.Evaluate(t, own, opp))) - samples[i].Result
		sum += d * d
	}
	return sum / float64(len(samples))
}

// fitShapeScale is FitScale for a shape table.
func fitShapeScale(samples []ShapeSample, t *[engine.NumCellShapes]int32, own, opp int64) float64 {
	return fitLogScale(1e-6, 1e-1, func(k float64) float64 { return ShapeError(samples, t, own, opp, k) })
}

// shapeTunable reports whether shape s is learned: not the empty shape
// (the value of nothing stays nothing), nor one with a five or an overline
// (fixed, and absent from quiet positions anyway).
func shapeTunable(s int) bool {
	if s == 0 {
		return false
	}
	for _, c := range engine.ShapeClasses(s) {
		if c >= 10 {
			return false
		}
	}
	return true
}

// ShapeResult is what TuneShapes found.
type ShapeResult struct {
	Table *[engine.NumCellShapes]int32
	// Scale is the k of sigmoid(k·eval), fitted for the start.
	Scale float64
	// Before and After are the training error of the start and of Table;
	// HeldBefore and HeldAfter the same on the held-out samples.
	Before, After, HeldBefore, HeldAfter float64
	// Seen is how many shapes occur in the training samples.
	Seen int
}

// TuneShapes learns a shape table from train, starting from start (the
// linear weights' table, engine.LinearShapes, or an earlier one): Texel's
// method, with Adam on each shape's value and an L2 pull toward start
// (opt.L2 per unit²: shapes seen a few times move little). held is
// scored, never trained on: a table that gains on train and loses on held
// has learned the games, not the shapes.
func TuneShapes(train, held []ShapeSample, start *[engine.NumCellShapes]int32, own, opp int64, opt TuneOptions) ShapeResult {
	if opt.Epochs <= 0 {
		opt.Epochs = 300
	}
	if opt.Rate <= 0 {
		opt.Rate = 1
	}
	if opt.L2 <= 0 {
		opt.L2 = 1e-7
	}
	const n = engine.NumCellShapes
	k := fitShapeScale(train, start, own, opp)
	res := ShapeResult{Scale: k, Before: ShapeError(train, start, own, opp, k), HeldBefore: ShapeError(held, start, own, opp, k)}
	var w, w0, m, v [n]float64
	var seen [n]bool
	for s := range n {
		w[s] = float64(start[s])
	}
	w0 = w
	for i := range train {
		for _, s := range train[i].S.Mine {
			seen[s] = true
		}
		for _, s := range train[i].S.Theirs {
			seen[s] = true
		}
	}
	for s := range n {
		if seen[s] {
			res.Seen++
		}
	}
	fo, fp := float64(own)/2, float64(opp)/2
	const b1, b2, eps = 0.9, 0.999, 1e-8
	for epoch := 1; epoch <= opt.Epochs; epoch++ {
		var grad [n]float64
		for i := range train {
			sm := &train[i].S
			e := 0.0
			for _, s := range sm.Mine {
				e += fo * w[s]
			}
			for _, s := range sm.Theirs {
				e -= fp * w[s]
			}
			p := sigmoid(k * e)
			c := 2 * (p - train[i].Result) * p * (1 - p) * k
			for _, s := range sm.Mine {
				grad[s] += c * fo
			}
			for _, s := range sm.Theirs {
				grad[s] -= c * fp
			}
		}
		c1, c2 := 1-math.Pow(b1, float64(epoch)), 1-math.Pow(b2, float64(epoch))
		for s := range n {
			if !seen[s] || !shapeTunable(s) {
				continue
			}
			g := grad[s]/float64(len(train)) + 2*opt.L2*(w[s]-w0[s])
			m[s] = b1*m[s] + (1-b1)*g
			v[s] = b2*v[s] + (1-b2)*g*g
			w[s] -= opt.Rate * (m[s] / c1) / (math.Sqrt(v[s]/c2) + eps)
		}
	}
	out := new([n]int32)
	for s := range n {
		out[s] = int32(math.Round(w[s]))
	}
	res.Table = out
	res.After = ShapeError(train, out, own, opp, k)
	res.HeldAfter = ShapeError(held, out, own, opp, k)
	return res
}

// TuneShapeFiles is `alphabeta caro tune --shapes FILE`: it reads the
// games as TuneFiles does, holds out every holdout-th game (0: none),
// tunes a shape table for opt.Rule starting from the rule's table (or its
// linear weights where it has none), writes it to the file at path (engine.WriteShapes) and prints
// the errors on out. With opt.LabelNodes the positions are labelled by
// searches first (LabelShapeSamples), which ctx can stop.
func TuneShapeFiles(ctx context.Context, names []string, skip, holdout int, path string, opt TuneOptions, out io.Writer) error {
	var games []Game
	for _, name := range names {
		data, err := cli.ReadFileLimited(name, MaxGamesFile)
		if err != nil {
			return err
		}
		gs, err := ReadGames(strings.NewReader(string(data)))
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		games = append(games, gs...)
	}
	var trainGames, heldGames []Game
	for i, g := range games {
		if holdout > 0 && i%holdout == holdout-1 {
			heldGames = append(heldGames, g)
		} else {
			trainGames = append(trainGames, g)
		}
	}
	train, err := ShapeSamples(trainGames, 15, opt.Rule, skip)
	if err != nil {
		return err
	}
	held, err := ShapeSamples(heldGames, 15, opt.Rule, skip)
	if err != nil {
		return err
	}
	if len(train) == 0 {
		return errors.New("no quiet positions in the games")
	}
	w := engine.DefaultWeightsFor(opt.Rule)
	start, from := engine.LinearShapes(w), "the linear weights"
	if w.Shape != nil {
		start, from = *w.Shape, "the rule's shape table"
	}
	var heldResults []ShapeSample // held out, labelled by the results alone
	if opt.LabelEngine != "" || opt.LabelScores != "" {
		heldResults = append([]ShapeSample(nil), held...)
		if err := labelByEngine(ctx, opt, train, held, trainGames, heldGames, out); err != nil {
			return fmt.Errorf("labelling stopped: %w", err)
		}
	} else if opt.LabelNodes > 0 {
		heldResults = append([]ShapeSample(nil), held...)
		k := fitShapeScale(train, &start, w.Own, w.Opp)
		fmt.Fprintf(out, "k %.6g on the results; labelling %d positions by %d-node searches (lambda %.2f)\n", k, len(train)+len(held), opt.LabelNodes, opt.Lambda)
		t := time.Now()
		if err := LabelShapeSamples(ctx, train, trainGames, 15, opt.Rule, opt.LabelNodes, opt.Lambda, k); err != nil {
			return fmt.Errorf("labelling stopped: %w", err)
		}
		if err := LabelShapeSamples(ctx, held, heldGames, 15, opt.Rule, opt.LabelNodes, opt.Lambda, k); err != nil {
			return fmt.Errorf("labelling stopped: %w", err)
		}
		fmt.Fprintf(out, "labelled in %.0f s\n", time.Since(t).Seconds())
	}
	r := TuneShapes(train, held, &start, w.Own, w.Opp, opt)
	if err := os.WriteFile(path, []byte(engine.WriteShapes(r.Table)), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(out, "%d games (%d held out), %d + %d quiet positions, %d shapes seen, k %.6g, from %s\n", len(games), len(heldGames), len(train), len(held), r.Seen, r.Scale, from)
	fmt.Fprintf(out, "error %.6f → %.6f, held out %.6f → %.6f\n", r.Before, r.After, r.HeldBefore, r.HeldAfter)
	if len(heldResults) > 0 {
		// Each table with the scale that suits it best on these results.
		errFor := func(t *[engine.NumCellShapes]int32) float64 {
			return ShapeError(heldResults, t, w.Own, w.Opp, fitShapeScale(heldResults, t, w.Own, w.Opp))
		}
		fmt.Fprintf(out, "held out against the results alone %.6f → %.6f\n", errFor(&start), errFor(r.Table))
	}
	fmt.Fprintf(out, "shape table written to %s\n", path)
	return nil
}
