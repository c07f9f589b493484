package engine

import (
	"math/rand/v2"
	"testing"
)

// The features under the default weights give exactly the engine's own
// evaluation, on random positions of every rule.
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
			if got, want := f.Evaluate(&w), int64(b.Evaluate()); got != want {
				t.Fatalf("%v: features evaluate to %d, the engine to %d", rule, got, want)
			}
		}
	}
}
