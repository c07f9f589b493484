package engine

import (
	"context"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
)

// PlayBaseline plays the games asked for, alternating colours, and its
// score adds up; the strong engine does not lose to the baseline.
func TestPlayBaseline(t *testing.T) {
	strong := New(Options{HashMB: 2})
	var lost []int
	s, err := PlayBaseline(context.Background(), strong, BaselineMatch{Games: 2, Size: 15, Rule: caro.Freestyle, Limits: Limits{Nodes: 2000}, BaselineDepth: 1},
		func(game int, _ caro.Stone, _ []caro.Point) { lost = append(lost, game) })
	if err != nil {
		t.Fatal(err)
	}
	if s.Games != 2 || s.Wins+s.Losses+s.Draws != 2 || s.Losses != len(lost) {
		t.Errorf("score %+v, lost %v", s, lost)
	}
	if s.Losses > 0 {
		t.Errorf("the strong engine lost games %v to the baseline", lost)
	}
	if p := (BaselineScore{Games: 4, Wins: 2, Draws: 1, Losses: 1}).Percent(); p != 62.5 {
		t.Errorf("Percent = %v, want 62.5", p)
	}
}
