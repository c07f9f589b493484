package tuning

import (
	"context"
	"runtime"
	"testing"
)

// A search label blends with the result as asked, is the same whatever the
// number of CPUs, and varies with the position; a cancelled one changes
// nothing.
func TestLabelBySearch(t *testing.T) {
	ps := chaseSamples(t)
	if len(ps) > 60 {
		ps = ps[:60]
	}
	label := func(lambda float64, procs int) []Sample {
		t.Helper()
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		out := append([]Sample(nil), ps...)
		if err := LabelBySearch(context.Background(), out, 500, lambda, 1); err != nil {
			t.Fatal(err)
		}
		return out
	}
	same := label(1, 2)
	for i := range ps {
		if same[i].Result != ps[i].Result {
			t.Fatalf("lambda 1 changed sample %d: %v → %v", i, ps[i].Result, same[i].Result)
		}
	}
	one, two := label(0, 1), label(0, 2)
	half := label(0.5, 2)
	varied := false
	for i := range ps {
		if one[i].Result != two[i].Result {
			t.Fatalf("sample %d: label %v with one CPU, %v with two", i, one[i].Result, two[i].Result)
		}
		if r := one[i].Result; !(r > 0 && r < 1) {
			t.Fatalf("sample %d: search label %v outside (0, 1)", i, r)
		}
		if want := (ps[i].Result + one[i].Result) / 2; half[i].Result-want > 1e-12 || want-half[i].Result > 1e-12 {
			t.Fatalf("sample %d: lambda 0.5 gave %v, want %v", i, half[i].Result, want)
		}
		varied = varied || one[i].Result != one[0].Result
	}
	if !varied {
		t.Error("every search label is the same")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out := append([]Sample(nil), ps...)
	if err := LabelBySearch(ctx, out, 500, 0, 1); err == nil {
		t.Error("a cancelled labelling returned no error")
	}
	for i := range ps {
		if out[i].Result != ps[i].Result {
			t.Fatal("a cancelled labelling changed the samples")
		}
	}
	if err := LabelBySearch(context.Background(), out, 0, 0.5, 1); err == nil {
		t.Error("0 nodes accepted")
	}
}
