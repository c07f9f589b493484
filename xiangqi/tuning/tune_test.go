package tuning

import (
	"context"
	"math"
	"os"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

func TestTuneReducesError(t *testing.T) {
	ps := chaseSamples(t)
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

// The linear fit of the weights and the tables lowers the real
// evaluation's error, keeps the tables left-right symmetric and leaves the
// points no piece can reach as they were.
func TestTuneLinearTables(t *testing.T) {
	ps := chaseSamples(t)
	w := engine.DefaultWeights
	k := FitScale(ps, &w)
	before, after := TuneLinear(context.Background(), ps, &w, k, LinearOptions{Epochs: 60, Tables: true, L2: 1e-6})
	if after >= before {
		t.Errorf("linear tuning did not lower the error: %f → %f", before, after)
	}
	if w.Table == engine.DefaultWeights.Table {
		t.Error("the tables did not change")
	}
	for kind := range w.Table {
		for i := range 90 {
			row, file := i/9, i%9
			if w.Table[kind][i] != w.Table[kind][row*9+8-file] {
				t.Fatalf("table %d is not symmetric at row %d, file %d", kind, row, file)
			}
			if !reachable(xiangqi.Kind(kind), row, file) && w.Table[kind][i] != engine.DefaultWeights.Table[kind][i] {
				t.Fatalf("table %d changed at the unreachable row %d, file %d", kind, row, file)
			}
		}
	}
}

// The linearised value of a sample is the evaluation's: moving a weight
// moves the value by x·(the move).
func TestLineariseMatchesEvaluation(t *testing.T) {
	ps := chaseSamples(t)
	w := engine.DefaultWeights
	tables := tableParams()
	ls := linearise(ps[:40], &w, tables)
	scalars := len(Params(&w))
	for s, l := range ls {
		for i, j := range l.idx {
			moved := w
			if int(j) < scalars {
				*Params(&moved)[j].P += 48
			} else {
				tables[int(j)-scalars].add(&moved, 48)
			}
			want := redValue(ps[s].Pos, &moved)
			if got := l.v0 + float64(l.x[i])*48; math.Abs(got-want) > 2 {
				t.Fatalf("sample %d, weight %d: linear value %.1f, evaluation %.1f", s, j, got, want)
			}
		}
	}
}

// chaseSamples are the quiet positions of the match referee's games
// (testdata shared with the engine's tests).
func chaseSamples(t *testing.T) []Sample {
	t.Helper()
	f, err := os.Open("../engine/testdata/chase.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ps, err := CollectSamples(f, 10)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}
