package engine

import (
	"context"
	"fmt"
	"os"
	"strings"
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

// TestTexelTune is the tuning run itself, on the PGN files listed in
// XQ_TUNE_PGN (comma-separated); it prints the tuned weights.
func TestTexelTune(t *testing.T) {
	files := os.Getenv("XQ_TUNE_PGN")
	if files == "" {
		t.Skip("set XQ_TUNE_PGN=a.pgn,b.pgn to tune")
	}
	var ps []TunePosition
	for _, name := range strings.Split(files, ",") {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := CollectTunePositions(f, 10)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, got...)
	}
	w := DefaultWeights
	k := FitScale(ps, &w)
	before := TuneError(ps, &w, k)
	after := Tune(context.Background(), ps, &w, k, func(name string, v int32, e float64) {
		t.Logf("%s = %d  error %.6f", name, v, e)
	})
	t.Logf("%d positions, k = %.2f, error %.6f → %.6f", len(ps), k, before, after)
	fmt.Printf("%+v\n", w)
}
