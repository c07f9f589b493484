package tuning

import (
	"context"
	"os"
	"testing"
	"time"

	"alphabeta/xiangqi/engine"
)

func TestTuneReducesError(t *testing.T) {
	f, err := os.Open("../engine/testdata/chase.pgn") // games of the match referee, shared with the engine's tests
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ps, err := CollectSamples(f, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < 50 {
		t.Fatalf("only %d quiet positions", len(ps))
	}
	w := engine.DefaultWeights
	k := FitScale(ps, &w)
	before := MeanSquaredError(ps, &w, k)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	after := Tune(ctx, ps, &w, k, nil)
	if after > before {
		t.Errorf("tuning raised the error: %f → %f", before, after)
	}
	if engine.DefaultWeights == w && after < before {
		t.Error("error fell but the weights did not change")
	}
}
