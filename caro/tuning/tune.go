package tuning

import (
	"fmt"
	"math"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

// Sample is one quiet position of a game: its evaluation features and the
// game's result for the side to move (1 win, 0.5 draw, 0 loss).
type Sample struct {
	F      engine.Features
	Result float64
}

// Samples collects the quiet positions of games (see engine.Features),
// skipping the first skip plies of each (the opening, which the games
// share).
func Samples(games []Game, size int, rule caro.Rule, skip int) ([]Sample, error) {
	var out []Sample
	for gi, g := range games {
		for k := skip; k < len(g.Moves); k++ {
			f, err := engine.PositionFeatures(engine.Position{Width: size, Height: size, Rule: rule, Moves: g.Moves[:k]})
			if err == engine.ErrNotEvaluable {
				break
			}
			if err != nil {
				return nil, fmt.Errorf("game %d: %v", gi+1, err)
			}
			if !f.Quiet {
				continue
			}
			out = append(out, Sample{F: f, Result: resultFor(g, k)})
		}
	}
	return out, nil
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// MeanSquaredError of the predictions sigmoid(k·eval) under w.
func MeanSquaredError(samples []Sample, w *engine.Weights, k float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	sum := 0.0
	for i := range samples {
		d := sigmoid(k*float64(samples[i].F.Evaluate(w))) - samples[i].Result
		sum += d * d
	}
	return sum / float64(len(samples))
}

// FitScale finds the k that best turns evaluations under w into results
// (a golden-section search on log k).
func FitScale(samples []Sample, w *engine.Weights) float64 {
	return fitLogScale(1e-6, 1e-1, func(k float64) float64 { return MeanSquaredError(samples, w, k) })
}

// fitLogScale is the k in [lo, hi] at which errFor is least, found by a
// golden-section search on log k (errFor is taken to have one minimum).
func fitLogScale(lo, hi float64, errFor func(k float64) float64) float64 {
	lo, hi = math.Log(lo), math.Log(hi)
	f := func(x float64) float64 { return errFor(math.Exp(x)) }
	g := (math.Sqrt(5) - 1) / 2
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := f(a), f(b)
	for range 60 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = f(a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = f(b)
		}
	}
	return math.Exp((lo + hi) / 2)
}

// tunable reports whether feature k's weight is learned: the classes a
// quiet position cannot have (fives, renju's overline and forbidden
// points) and the empty classes (dead line, no threat) keep their values.
func tunable(k int) bool {
	switch k {
	case 0, 10, 11, // dead, five, overline
		engine.NumLineClasses + 0, engine.NumLineClasses + 12, engine.NumLineClasses + 13: // none, five, forbidden
		return false
	}
	return true
}

// TuneOptions bound Tune.
type TuneOptions struct {
	Epochs int     // passes of gradient descent (default 300)
	Rate   float64 // Adam's step, in weight units (default 1)
	L2     float64 // pull toward the starting weights, per unit² (default 1e-7)
	// Rule is the games' rule (TuneFiles: which positions, and whose
	// weights to start from; default freestyle).
	Rule caro.Rule
	// LabelNodes, when positive, labels each position of a shape fit by a
	// search of that many nodes blended with the game's result,
	// Lambda·result + (1−Lambda)·sigmoid(k·score) (LabelShapeSamples; k
	// fitted on the results first).
	LabelNodes int64
	Lambda     float64
	// LabelEngine, when not empty, is the Gomocup brain (a match engine
	// spec, e.g. "name=rapfi cmd=./pbrain-rapfi proto=pbrain") whose
	// LabelNodes-node searches label the positions instead of the engine's
	// own (labelByEngine; its scores' scale fitted on the results).
	LabelEngine string
	// LabelScores, when not empty, keeps LabelEngine's scores in the files
	// LabelScores.train and LabelScores.held: read when they exist, written
	// after the engine's run when they do not.
	LabelScores string
}

// Tune learns the line and threat weights from samples by minimising the
// mean squared error of sigmoid(k·eval) against the results (Texel's
// method; k stays as FitScale found it for start), with Adam on the
// evaluation's linear features. Own and Opp are kept. It returns the
// weights (rounded) and the errors before and after.
func Tune(samples []Sample, start engine.Weights, opt TuneOptions) (engine.Weights, float64, float64) {
	if opt.Epochs <= 0 {
		opt.Epochs = 300
	}
	if opt.Rate <= 0 {
		opt.Rate = 1
	}
	if opt.L2 <= 0 {
		opt.L2 = 1e-7
	}
	k := FitScale(samples, &start)
	before := MeanSquaredError(samples, &start, k)
	const n = engine.NumFeatures
	var w, w0, m, v [n]float64
	for i := range n {
		if i < engine.NumLineClasses {
			w[i] = float64(start.Line[i])
		} else {
			w[i] = float64(start.Threat[i-engine.NumLineClasses])
		}
	}
	w0 = w
	// x[i] is sample i's linear input: eval = Σ_k x[i][k]·w[k].
	xs := make([][n]float64, len(samples))
	for i := range samples {
		for j := range n {
			xs[i][j] = (float64(start.Own)*float64(samples[i].F.Mine[j]) - float64(start.Opp)*float64(samples[i].F.Theirs[j])) / 2
		}
	}
	const b1, b2, eps = 0.9, 0.999, 1e-8
	for epoch := 1; epoch <= opt.Epochs; epoch++ {
		var grad [n]float64
		for i := range samples {
			e := 0.0
			for j := range n {
				e += xs[i][j] * w[j]
			}
			p := sigmoid(k * e)
			c := 2 * (p - samples[i].Result) * p * (1 - p) * k
			for j := range n {
				grad[j] += c * xs[i][j]
			}
		}
		for j := range n {
			if !tunable(j) {
				continue
			}
			g := grad[j]/float64(len(samples)) + 2*opt.L2*(w[j]-w0[j])
			m[j] = b1*m[j] + (1-b1)*g
			v[j] = b2*v[j] + (1-b2)*g*g
			mh := m[j] / (1 - math.Pow(b1, float64(epoch)))
			vh := v[j] / (1 - math.Pow(b2, float64(epoch)))
			w[j] -= opt.Rate * mh / (math.Sqrt(vh) + eps)
		}
	}
	out := start
	for j := range n {
		r := int32(math.Round(w[j]))
		if j < engine.NumLineClasses {
			out.Line[j] = r
		} else {
			out.Threat[j-engine.NumLineClasses] = r
		}
	}
	return out, before, MeanSquaredError(samples, &out, k)
}
