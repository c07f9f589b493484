package engine

import (
	"context"
	"testing"
	"time"

	"alphabeta/caro"
)

func mustMoves(t testing.TB, s string) []caro.Point {
	t.Helper()
	m, err := caro.ParseMoves(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestSearchQuick(t *testing.T) {
	e := New(Options{HashMB: 8})
	pos := Position{Width: 15, Height: 15, Rule: caro.Freestyle, Moves: mustMoves(t, "7,7 8,8 7,8 8,7")}
	r, err := e.Search(context.Background(), pos, Limits{Time: time.Second}, func(i Info) { t.Logf("%+v", i) })
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", r)
}
