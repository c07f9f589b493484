package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
)

// The features under the default weights give exactly the engine's own
// evaluation, on random positions of every rule: the linear features where
// the rule has no shape table, the shapes where it has one.
func TestFeaturesEvaluateAsTheEngine(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, rule := range allRules {
		w := DefaultWeightsFor(rule)
		for range 20 {
			b, cb := randomGame(t, r, 15, rule, 5+r.IntN(30))
			f, err := PositionFeatures(Position{15, 15, rule, cb.History()})
			if err != nil {
				continue
			}
			got := f.Evaluate(&w)
			if w.Shape != nil {
				s, err := PositionShapes(Position{15, 15, rule, cb.History()})
				if err != nil {
					t.Fatal(err)
				}
				got = s.Evaluate(w.Shape, w.Own, w.Opp)
			}
			if want := int64(b.Evaluate()); got != want {
				t.Fatalf("%v: features evaluate to %d, the engine to %d", rule, got, want)
			}
		}
	}
}

// oldTuningFor is tuningFor before the weightsSet and searchSet flags: it
// read "chosen" from values that differ from the defaults.
func oldTuningFor(t tuning, rule caro.Rule) tuning {
	if t.cellScore == cellScore && t.p4Score == p4Score {
		switch rule {
		case caro.Renju:
			t.cellScore, t.p4Score = renjuCellScore, renjuP4Score
		case caro.Freestyle:
			t.cellScore, t.p4Score = freestyleCellScore, freestyleP4Score
		}
	}
	if (rule == caro.Freestyle || rule == caro.Renju) && t.quiesceDepth == defaultTuning.quiesceDepth &&
		t.nullMove == defaultTuning.nullMove && t.exactDefences == defaultTuning.exactDefences {
		t.quiesceDepth, t.nullMove, t.exactDefences = pentaZenQuiesceDepth, true, true
	}
	return t
}

// The explicit flags give the old settings wherever the old rule could
// tell a choice: the engine's own tuning, and weights or search settings
// that differ from the defaults and are marked as chosen; what the flags
// add is that chosen weights equal to the defaults are kept too.
func TestTuningForIsExplicit(t *testing.T) {
	w := DefaultWeights()
	other := defaultTuning
	other.p4Score[pFlex4]++
	for _, rule := range allRules {
		cases := []struct {
			name string
			t    tuning
		}{
			{"default", defaultTuning},
			{"own/opp", func() tuning { t := defaultTuning; t.own, t.opp = 4, 2; return t }()},
			{"weights", func() tuning { t := other; t.weightsSet = true; return t }()},
			{"quiesce", func() tuning { t := defaultTuning; t.quiesceDepth, t.searchSet = 6, true; return t }()},
			{"nullMove", func() tuning { t := defaultTuning; t.nullMove, t.searchSet = true, true; return t }()},
		}
		for _, c := range cases {
			got, want := tuningFor(c.t, rule), oldTuningFor(c.t, rule)
			if want := (rule == caro.Freestyle && !c.t.weightsSet); (got.shape == freestyleShapes && got.shape != nil) != (want && freestyleShapes != nil) {
				t.Errorf("%v, %s: shape table %p", rule, c.name, got.shape)
			}
			got.weightsSet, got.searchSet, got.shape = false, false, nil
			want.weightsSet, want.searchSet, want.shape = false, false, nil
			if got != want {
				t.Errorf("%v, %s: tuningFor %+v, before %+v", rule, c.name, got, want)
			}
		}
		// Weights chosen by SetWeights stay under every rule, even the
		// common defaults that the old rule could not tell from no choice.
		e := New(Options{HashMB: 1})
		e.SetWeights(Weights{Own: 3, Opp: 2, Line: cellScore, Threat: p4Score})
		if got := tuningFor(e.tune, rule); got.cellScore != cellScore || got.p4Score != p4Score {
			t.Errorf("%v: weights set to the common defaults were swapped", rule)
		}
		e.SetWeights(w)
		if got := tuningFor(e.tune, rule); got.cellScore != w.Line || got.p4Score != w.Threat || got.shape != w.Shape {
			t.Errorf("%v: weights set were swapped", rule)
		}
	}
}
