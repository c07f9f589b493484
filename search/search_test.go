package search_test

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/search"
)

const seed004 = "(((3,5),(6,9)),((2,4),(7,8)))"

// record is a tracer that keeps a copy of every event.
type record struct{ events []search.Event }

func (r *record) tracer() search.Tracer {
	return func(e *search.Event) {
		c := *e
		c.Path = slices.Clone(e.Path)
		c.Skipped = slices.Clone(e.Skipped)
		r.events = append(r.events, c)
	}
}

func pathString(p []int) string {
	s := make([]string, len(p))
	for i, x := range p {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ".")
}

func (r *record) leaves() []string {
	var out []string
	for _, e := range r.events {
		if e.Kind == search.Leaf {
			out = append(out, fmt.Sprintf("%s=%g", pathString(e.Path), e.Value))
		}
	}
	return out
}

func (r *record) cuts() []string {
	var out []string
	for _, e := range r.events {
		if e.Kind == search.Cut {
			out = append(out, fmt.Sprintf("%s:%d%v", pathString(e.Path), e.Child, e.Skipped))
		}
	}
	return out
}

func fmtV(v search.Value) string {
	switch {
	case math.IsInf(v, 1):
		return "+inf"
	case math.IsInf(v, -1):
		return "-inf"
	}
	return fmt.Sprint(v)
}

// lines renders events compactly for golden comparisons.
func (r *record) lines() []string {
	var out []string
	for _, e := range r.events {
		s := fmt.Sprintf("%s %s %s (%s,%s) v=%s", e.Kind, pathString(e.Path), e.Player, fmtV(e.Alpha), fmtV(e.Beta), fmtV(e.V))
		switch e.Kind {
		case search.Leaf:
			s += " value=" + fmtV(e.Value)
		case search.Child:
			s += fmt.Sprintf(" child=%d value=%s new=(%s,%s)", e.Child, fmtV(e.Value), fmtV(e.NewAlpha), fmtV(e.NewBeta))
		case search.Cut:
			s += fmt.Sprintf(" child=%d skipped=%v", e.Child, e.Skipped)
		}
		out = append(out, s)
	}
	return out
}

// The worked example of seed 004 (docs/lectures.md): root 5 through B, leaves 3,5,6,2,4
// evaluated, leaf 9 cut at E, G cut at C.
func TestSeed004(t *testing.T) {
	want := []string{
		"enter  MAX (-inf,+inf) v=-inf",
		"enter 0 MIN (-inf,+inf) v=+inf",
		"enter 0.0 MAX (-inf,+inf) v=-inf",
		"leaf 0.0.0 MIN (-inf,+inf) v=3 value=3",
		"child 0.0 MAX (-inf,+inf) v=3 child=0 value=3 new=(3,+inf)",
		"leaf 0.0.1 MIN (3,+inf) v=5 value=5",
		"child 0.0 MAX (3,+inf) v=5 child=1 value=5 new=(5,+inf)",
		"exit 0.0 MAX (-inf,+inf) v=5",
		"child 0 MIN (-inf,+inf) v=5 child=0 value=5 new=(-inf,5)",
		"enter 0.1 MAX (-inf,5) v=-inf",
		"leaf 0.1.0 MIN (-inf,5) v=6 value=6",
		"child 0.1 MAX (-inf,5) v=6 child=0 value=6 new=(-inf,5)",
		"cut 0.1 MAX (-inf,5) v=6 child=0 skipped=[1]",
		"exit 0.1 MAX (-inf,5) v=6",
		"child 0 MIN (-inf,5) v=5 child=1 value=6 new=(-inf,5)",
		"exit 0 MIN (-inf,+inf) v=5",
		"child  MAX (-inf,+inf) v=5 child=0 value=5 new=(5,+inf)",
		"enter 1 MIN (5,+inf) v=+inf",
		"enter 1.0 MAX (5,+inf) v=-inf",
		"leaf 1.0.0 MIN (5,+inf) v=2 value=2",
		"child 1.0 MAX (5,+inf) v=2 child=0 value=2 new=(5,+inf)",
		"leaf 1.0.1 MIN (5,+inf) v=4 value=4",
		"child 1.0 MAX (5,+inf) v=4 child=1 value=4 new=(5,+inf)",
		"exit 1.0 MAX (5,+inf) v=4",
		"child 1 MIN (5,+inf) v=4 child=0 value=4 new=(5,+inf)",
		"cut 1 MIN (5,+inf) v=4 child=0 skipped=[1]",
		"exit 1 MIN (5,+inf) v=4",
		"child  MAX (5,+inf) v=5 child=1 value=4 new=(5,+inf)",
		"exit  MAX (-inf,+inf) v=5",
	}
	nodes := parseTree(seed004)
	for _, algo := range []struct {
		name string
		run  func(search.Game[int], search.Options) search.Result[int]
	}{
		{"alphabeta", search.AlphaBeta[int]},
		{"negamax", search.Negamax[int]},
	} {
		t.Run(algo.name, func(t *testing.T) {
			var rec record
			res := algo.run(newTreeGame(nodes, search.Max), search.Options{Tracer: rec.tracer()})
			if res.Value != 5 || res.BestIndex != 0 || res.Best != 0 {
				t.Errorf("value %v best %d/%d, want 5 best 0", res.Value, res.BestIndex, res.Best)
			}
			if !slices.Equal(res.PV, []int{0, 0, 1}) {
				t.Errorf("PV %v, want [0 0 1]", res.PV)
			}
			if got := rec.lines(); !slices.Equal(got, want) {
				t.Errorf("trace:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
			st := res.Stats
			if st.Evaluations != 5 || st.Cutoffs != 2 || st.Nodes != 11 || st.Expanded != 6 || st.Generated != 12 || st.MaxDepth != 3 {
				t.Errorf("stats %+v", st)
			}
			if st.Evaluations != search.KnuthMooreMin(2, 3) {
				t.Errorf("seed tree is best-first ordered: %d evaluations, Knuth–Moore %d", st.Evaluations, search.KnuthMooreMin(2, 3))
			}
		})
	}
}

func TestSeed004Minimax(t *testing.T) {
	var rec record
	res := search.Minimax(newTreeGame(parseTree(seed004), search.Max), search.Options{Tracer: rec.tracer()})
	if res.Value != 5 || res.BestIndex != 0 {
		t.Errorf("value %v best %d", res.Value, res.BestIndex)
	}
	want := []string{"0.0.0=3", "0.0.1=5", "0.1.0=6", "0.1.1=9", "1.0.0=2", "1.0.1=4", "1.1.0=7", "1.1.1=8"}
	if got := rec.leaves(); !slices.Equal(got, want) {
		t.Errorf("leaves %v", got)
	}
	if c := rec.cuts(); len(c) != 0 {
		t.Errorf("minimax cut %v", c)
	}
	if res.Stats.Nodes != 15 || res.Stats.Evaluations != 8 || res.Stats.BranchingFactor() != 2 {
		t.Errorf("stats %+v", res.Stats)
	}
}

// With MIN at the root and the strict rule of seed 003 (docs/lectures.md).
func TestSeed004Variants(t *testing.T) {
	nodes := parseTree(seed004)
	cases := []struct {
		root   search.Player
		o      search.Options
		value  search.Value
		leaves string
		cuts   string
	}{
		{search.Max, search.Options{}, 5, "0.0.0=3 0.0.1=5 0.1.0=6 1.0.0=2 1.0.1=4", "0.1:0[1] 1:0[1]"},
		{search.Max, search.Options{Strict: true}, 5, "0.0.0=3 0.0.1=5 0.1.0=6 1.0.0=2 1.0.1=4", "0.1:0[1] 1:0[1]"},
		{search.Max, search.Options{FailHard: true}, 5, "0.0.0=3 0.0.1=5 0.1.0=6 1.0.0=2 1.0.1=4", "0.1:0[1] 1:0[1]"},
		// MIN root: min(max(min(3,5),min(6,9)), max(min(2,4),min(7,8))) = min(6,7) = 6.
		{search.Min, search.Options{}, 6, "0.0.0=3 0.0.1=5 0.1.0=6 0.1.1=9 1.0.0=2 1.0.1=4 1.1.0=7 1.1.1=8", ""},
		{search.Min, search.Options{Depth: 2}, 0, "0.0=0 0.1=0 1.0=0", "1:0[1]"},
	}
	for i, c := range cases {
		for _, run := range []func(search.Game[int], search.Options) search.Result[int]{search.AlphaBeta[int], search.Negamax[int]} {
			var rec record
			c.o.Tracer = rec.tracer()
			res := run(newTreeGame(nodes, c.root), c.o)
			if res.Value != c.value {
				t.Errorf("case %d: value %v, want %v", i, res.Value, c.value)
			}
			if got := strings.Join(rec.leaves(), " "); got != c.leaves {
				t.Errorf("case %d: leaves %s, want %s", i, got, c.leaves)
			}
			if got := strings.Join(rec.cuts(), " "); got != c.cuts {
				t.Errorf("case %d: cuts %s, want %s", i, got, c.cuts)
			}
		}
	}
}

// With the strict rule a tie does not cut: v = β is not enough.
func TestStrictTie(t *testing.T) {
	nodes := parseTree("((5,9),(5,1))")
	var rec record
	search.AlphaBeta(newTreeGame(nodes, search.Max), search.Options{Tracer: rec.tracer()})
	if got := strings.Join(rec.cuts(), " "); got != "1:0[1]" {
		t.Errorf("lecture rule cuts %q, want 1:0[1]", got)
	}
	rec = record{}
	res := search.AlphaBeta(newTreeGame(nodes, search.Max), search.Options{Strict: true, Tracer: rec.tracer()})
	if got := strings.Join(rec.cuts(), " "); got != "" || res.Value != 5 || res.Stats.Evaluations != 4 {
		t.Errorf("strict cuts %q value %v evals %d", got, res.Value, res.Stats.Evaluations)
	}
}

func TestRootLeaf(t *testing.T) {
	nodes := parseTree("7")
	for _, run := range allAlgos() {
		var rec record
		res := run.run(newTreeGame(nodes, search.Max), search.Options{Tracer: rec.tracer()})
		if res.Value != 7 || res.BestIndex != -1 || len(res.PV) != 0 || res.Stats.Nodes != 1 || res.Stats.Evaluations != 1 {
			t.Errorf("%s: %+v", run.name, res)
		}
		if got := rec.lines(); len(got) != 1 || got[0] != "leaf  MAX (-inf,+inf) v=7 value=7" {
			t.Errorf("%s: trace %q", run.name, got)
		}
	}
	// Fail-hard clamps a leaf root to the window.
	if r := search.AlphaBetaWindow(newTreeGame(nodes, search.Max), search.Options{FailHard: true}, 1, 3); r.Value != 3 {
		t.Errorf("fail-hard root leaf %v, want 3", r.Value)
	}
}

func TestKnuthMooreMin(t *testing.T) {
	for _, c := range []struct {
		b, d int
		want int64
	}{{2, 3, 5}, {2, 0, 1}, {1, 9, 1}, {3, 1, 3}, {3, 2, 5}, {10, 4, 199}, {40, 5, 65599}, {1 << 40, 4, math.MaxInt64}} {
		if got := search.KnuthMooreMin(c.b, c.d); got != c.want {
			t.Errorf("KnuthMooreMin(%d,%d) = %d, want %d", c.b, c.d, got, c.want)
		}
	}
}

// Seed 001's figures for b = 40 (docs/lectures.md): at depth 4 the ideal
// alpha-beta evaluates 2·40² − 1 = 3,199 leaves against minimax's
// 40⁴ = 2,560,000 (about 800 times fewer). At depth 5 the lecture writes
// 40³ + 40^(5/2) − 1 = 74,118 (1,382 times fewer); the Knuth–Moore count
// is 40³ + 40² − 1 = 65,599 against 102,400,000, about 1,561 times fewer.
func TestSeed001Figures(t *testing.T) {
	if got := search.KnuthMooreMin(40, 4); got != 3199 {
		t.Errorf("KnuthMooreMin(40, 4) = %d, want 3199", got)
	}
	if got := search.KnuthMooreMin(40, 5); got != 65599 {
		t.Errorf("KnuthMooreMin(40, 5) = %d, want 65599", got)
	}
	if r := math.Round(2560000 / float64(search.KnuthMooreMin(40, 4))); r != 800 {
		t.Errorf("minimax/alpha-beta at depth 4: %v, want 800", r)
	}
	if r := math.Round(102400000 / float64(search.KnuthMooreMin(40, 5))); r != 1561 {
		t.Errorf("minimax/alpha-beta at depth 5: %v, want 1561", r)
	}
}
