package engine

import (
	"errors"
	"fmt"

	"github.com/alphabeta-go/alphabeta/caro"
)

// Numbers of the evaluation's features: line classes of a cell (dead, B1,
// F1, B2, F2, B3, F3, B4, F4, DF4, five, overline) and threat classes of a
// cell (none, L … A, forbidden).
const (
	NumLineClasses   = int(numLineClasses)
	NumThreatClasses = int(numP4)
	NumFeatures      = NumLineClasses + NumThreatClasses
)

// Weights are the evaluation's numbers. Every empty cell scores, for each
// colour, Line[class] for each of its four lines plus Threat[class] of the
// combined threat; a colour's total is the sum over the cells, and the
// evaluation for the side to move is (Own·mine − Opp·theirs)/2.
type Weights struct {
	Own, Opp int64
	Line     [NumLineClasses]int32
	Threat   [NumThreatClasses]int32
	// Shape, when not nil, replaces Line and Threat: a cell scores, for
	// each colour, Shape[its shape] (shapes.go; renju's black forbidden
	// points keep the linear score). Features.Evaluate is the linear
	// evaluation only: with Shape set, Shapes.Evaluate is the engine's.
	Shape *[NumCellShapes]int32
}

// DefaultWeights are the weights the engine plays with under freestyle
// (under the other rules: DefaultWeightsFor).
func DefaultWeights() Weights { return DefaultWeightsFor(caro.Freestyle) }

// DefaultWeightsFor are the weights the engine plays with under rule.
func DefaultWeightsFor(rule caro.Rule) Weights {
	t := tuningFor(defaultTuning, rule)
	return Weights{Own: t.own, Opp: t.opp, Line: t.cellScore, Threat: t.p4Score, Shape: t.shape}
}

// SetWeights makes the engine evaluate with w from its next search on,
// under every rule: weights set here are never swapped for the rule's own
// (DefaultWeightsFor), even when they equal some default.
func (e *Engine) SetWeights(w Weights) {
	e.tune.own, e.tune.opp = w.Own, w.Opp
	e.tune.cellScore, e.tune.p4Score, e.tune.shape = w.Line, w.Threat, w.Shape
	e.tune.weightsSet = true
}

// Features are a position's evaluation inputs: for the side to move (Mine)
// and the other side (Theirs), how many times each line class and threat
// class occurs over the empty cells (line classes first, NumLineClasses of
// them, then the threat classes). The evaluation is linear in the weights
// given them: Σ_k (Own·Mine[k] − Opp·Theirs[k])·w[k] / 2.
type Features struct {
	Mine, Theirs [NumFeatures]int32
	// Quiet is true when neither side can make a five or has an open-four
	// point (an open three) on the board: the static evaluation then
	// speaks for the position, with no tactics to resolve first.
	Quiet bool
}

// ErrNotEvaluable is returned by PositionFeatures for a finished game.
var ErrNotEvaluable = errors.New("engine: the position is won or the board is full")

// PositionFeatures counts the evaluation's features of a position.
func PositionFeatures(pos Position) (Features, error) {
	b, err := SetupBoard(pos.Width, pos.Height, pos.Rule, pos.Moves)
	if err != nil {
		return Features{}, err
	}
	if b.cand.len() == 0 && b.stones() > 0 {
		return Features{}, ErrNotEvaluable
	}
	me, op := b.side-1, 2-b.side
	var f Features
	for y := range b.H {
		for x := range b.W {
			p := b.index(x, y)
			if b.stone[p] != cellEmpty {
				continue
			}
			for d := range 4 {
				f.Mine[b.line[p][me][d]]++
				f.Theirs[b.line[p][op][d]]++
			}
			f.Mine[NumLineClasses+int(b.p4[p][me])]++
			f.Theirs[NumLineClasses+int(b.p4[p][op])]++
		}
	}
	f.Quiet = b.fives[0].len()+b.fives[1].len() == 0 && !hasFlex4(b, b.side) && !hasFlex4(b, 3-b.side)
	return f, nil
}

// Evaluate is the evaluation of these features under w, as the engine
// computes it incrementally.
func (f *Features) Evaluate(w *Weights) int64 {
	var mine, theirs int64
	for k := range NumFeatures {
		wk := int64(w.Threat[max(0, k-NumLineClasses)])
		if k < NumLineClasses {
			wk = int64(w.Line[k])
		}
		mine += int64(f.Mine[k]) * wk
		theirs += int64(f.Theirs[k]) * wk
	}
	return (mine*w.Own - theirs*w.Opp) / 2
}

// String writes the weights as Go-like text (for the tuner's report).
func (w Weights) String() string {
	return fmt.Sprintf("Own %d Opp %d Line %v Threat %v", w.Own, w.Opp, w.Line, w.Threat)
}
