package openings

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

// small is a quick generation: few openings, few nodes.
func small(rule caro.Rule, seed uint64) Options {
	return Options{Count: 4, Rule: rule, Nodes: 2000, Margin: 200, Seed: seed}
}

func generate(t *testing.T, opt Options) []Opening {
	t.Helper()
	ops, err := Generate(context.Background(), opt, nil)
	if err != nil {
		t.Fatal(err)
	}
	return ops
}

func text(ops []Opening) string {
	var b strings.Builder
	if err := Write(&b, ops); err != nil {
		panic(err)
	}
	return b.String()
}

// The same seed and options give the same openings; another seed others.
func TestGenerateDeterministic(t *testing.T) {
	a := text(generate(t, small(caro.Freestyle, 7)))
	b := text(generate(t, small(caro.Freestyle, 7)))
	c := text(generate(t, small(caro.Freestyle, 8)))
	if a != b {
		t.Errorf("seed 7 twice:\n%s\n%s", a, b)
	}
	if a == c {
		t.Errorf("seeds 7 and 8 give the same openings:\n%s", a)
	}
	if n := strings.Count(a, "\n"); n != 4 {
		t.Errorf("%d lines, want 4:\n%s", n, a)
	}
}

// Every opening is legal (renju: no forbidden black stone), near the
// centre, of 3–5 stones, quiet (no side can make a four), balanced by the
// engine's own search and new up to the board's symmetries; it reads back
// through the suites' reader in the same offsets.
func TestGenerateOpenings(t *testing.T) {
	for _, rule := range []caro.Rule{caro.Freestyle, caro.Renju} {
		opt := small(rule, 3)
		opt.Count = 6
		ops := generate(t, opt)
		back, err := caro.ReadOpenings(strings.NewReader(text(ops)))
		if err != nil || len(back) != len(ops) {
			t.Fatalf("%v: read back %d openings (%v), want %d", rule, len(back), err, len(ops))
		}
		seen := map[string]bool{}
		e := engine.New(engine.Options{HashMB: 4})
		for i, o := range ops {
			if n := len(o.Offsets); n < 3 || n > 5 {
				t.Errorf("%v %s: %d stones", rule, o, n)
			}
			for j, p := range o.Offsets {
				if p.X < -3 || p.X > 3 || p.Y < -3 || p.Y > 3 || back[i][j] != p {
					t.Errorf("%v %s: stone %d at %v (read back %v)", rule, o, j+1, p, back[i][j])
				}
			}
			pts, err := caro.Opening(o.Offsets).On(15, 15)
			if err != nil {
				t.Fatal(err)
			}
			b, err := caro.NewFromMoves(15, 15, 5, rule, pts)
			if err != nil || b.Over() {
				t.Fatalf("%v %s: %v, over %v", rule, o, err, b != nil && b.Over())
			}
			for _, s := range []caro.Stone{caro.Black, caro.White} {
				for _, th := range b.Threats(s) {
					if th.Kind != caro.MakesThree {
						t.Errorf("%v %s: %v can make a %v at %v", rule, o, s, th.Kind, th.P)
					}
				}
			}
			score, ok, err := Balanced(context.Background(), e, b, opt.Nodes, opt.Margin)
			if err != nil || !ok || score != o.Score {
				t.Errorf("%v %s: score %d (kept with %d), balanced %v, %v", rule, o, score, o.Score, ok, err)
			}
			k := canonical(o.Offsets)
			if seen[k] {
				t.Errorf("%v %s: the same as an earlier opening", rule, o)
			}
			seen[k] = true
		}
	}
}

// The key of an opening does not change when it is turned, mirrored or
// played in another order, and tells the colours apart.
func TestCanonical(t *testing.T) {
	base := []caro.Point{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 1, Y: 2}}
	turned := []caro.Point{{X: 0, Y: 0}, {X: 0, Y: 1}, {X: -2, Y: 1}} // (x,y) → (-y,x)
	reordered := []caro.Point{{X: 1, Y: 2}, {X: 1, Y: 0}, {X: 0, Y: 0}}
	swapped := []caro.Point{{X: 1, Y: 0}, {X: 0, Y: 0}, {X: 1, Y: 2}}
	if canonical(base) != canonical(turned) || canonical(base) != canonical(reordered) {
		t.Errorf("keys %q %q %q differ", canonical(base), canonical(turned), canonical(reordered))
	}
	if canonical(base) == canonical(swapped) {
		t.Errorf("colours swapped, same key %q", canonical(base))
	}
}

// Options out of range are refused; a margin nothing meets runs out of
// tries with the openings found so far.
func TestGenerateErrors(t *testing.T) {
	for _, opt := range []Options{
		{Count: 0, Nodes: 1},
		{Count: 1, Nodes: 0},
		{Count: 1, Nodes: 1, MinStones: 5, MaxStones: 3},
		{Count: 1, Nodes: 1, Spread: 9},
		{Count: 1, Nodes: 1, Size: 5},
		{Count: 1, Nodes: 1, Margin: -1},
	} {
		if _, err := Generate(context.Background(), opt, nil); err == nil || errors.Is(err, ErrTooFew) {
			t.Errorf("%+v: err %v, want a refusal", opt, err)
		}
	}
	opt := Options{Count: 50, Nodes: 500, Margin: 0, Tries: 30, Seed: 1}
	ops, err := Generate(context.Background(), opt, nil)
	if !errors.Is(err, ErrTooFew) || len(ops) >= 50 {
		t.Errorf("margin 0, 30 tries: %d openings, %v", len(ops), err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Generate(ctx, small(caro.Freestyle, 1), nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
