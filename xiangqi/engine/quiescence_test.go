package engine

import (
	"context"
	"testing"

	"github.com/alphabeta-go/alphabeta/enginekit"
)

// Quiescence resolves captures and agrees with Evaluate on a quiet
// position; a search run before it on the same engine changes nothing
// (the search leaves its stop flag set).
func TestQuiescence(t *testing.T) {
	quiet := mustFEN(t, "3k5/4a4/4b4/9/9/9/9/4B4/4A4/3AK4 w - - 0 1")
	hanging := mustFEN(t, "4k4/9/9/9/4p4/9/9/9/9/3KR4 w - - 0 1") // the chariot takes the pawn
	e := New(Options{HashMB: 1})
	if q, v := e.Quiescence(quiet), Evaluate(quiet); q != v {
		t.Errorf("quiet position: quiescence %d, static %d", q, v)
	}
	q := e.Quiescence(hanging)
	if v := Evaluate(hanging); q <= v {
		t.Errorf("a free pawn: quiescence %d not above static %d", q, v)
	}
	e.Search(context.Background(), hanging, Limits{Limits: enginekit.Limits{Depth: 3}}, nil)
	if again := e.Quiescence(hanging); again != q {
		t.Errorf("after a search: quiescence %d, before %d", again, q)
	}
}

// SetWeights changes what the engine evaluates with; nil restores the
// defaults.
func TestSetWeights(t *testing.T) {
	p := mustFEN(t, "3k5/4a4/4b4/9/9/9/9/4B4/4A4/3AK4 w - - 0 1")
	w := DefaultWeights
	w.Tempo += 100
	if got, want := EvaluateWith(p, &w), Evaluate(p)+100; got != want {
		t.Errorf("EvaluateWith a tempo of +100: %d, want %d", got, want)
	}
	e := New(Options{HashMB: 1})
	e.SetWeights(&w)
	if got, want := e.Quiescence(p), Evaluate(p)+100; got != want {
		t.Errorf("engine with a tempo of +100: %d, want %d", got, want)
	}
	e.SetWeights(nil)
	if got, want := e.Quiescence(p), Evaluate(p); got != want {
		t.Errorf("engine back on the defaults: %d, want %d", got, want)
	}
}
