package engine

import (
	"context"
	"os"
	"testing"
	"time"
)

func TestTuneReducesError(t *testing.T) {
	f, err := os.Open("testdata/chase.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ps, err := CollectTunePositions(f, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < 50 {
		t.Fatalf("only %d quiet positions", len(ps))
	}
	w := DefaultWeights
	k := FitScale(ps, &w)
	before := TuneError(ps, &w, k)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	after := Tune(ctx, ps, &w, k, nil)
	if after > before {
		t.Errorf("tuning raised the error: %f → %f", before, after)
	}
	if DefaultWeights == w && after < before {
		t.Error("error fell but the weights did not change")
	}
}
