package tuning

import (
	"context"
	"testing"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

func TestSelfPlayGamesAreLegalAndReproducible(t *testing.T) {
	opt := SelfPlayOptions{Games: 3, Nodes: 600, RandomPlies: 6, MaxPlies: 120, Seed: 7}
	play := func() []*xiangqi.Game {
		var gs []*xiangqi.Game
		if err := SelfPlay(context.Background(), opt, func(g *xiangqi.Game) { gs = append(gs, g) }); err != nil {
			t.Fatal(err)
		}
		return gs
	}
	first := play()
	if len(first) != opt.Games {
		t.Fatalf("got %d games, want %d", len(first), opt.Games)
	}
	for i, g := range first {
		if g.Result == xiangqi.Ongoing {
			t.Errorf("game %d has no result", i)
		}
		start, err := xiangqi.ParseFEN(g.StartFEN)
		if err != nil {
			t.Fatalf("game %d: start FEN: %v", i, err)
		}
		if start.FEN() == xiangqi.StartFEN {
			t.Errorf("game %d: random opening plies were not played", i)
		}
		end, err := g.Position()
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		if len(g.Moves) > opt.MaxPlies {
			t.Errorf("game %d: %d plies, limit %d", i, len(g.Moves), opt.MaxPlies)
		}
		// A game ended by a rule must end in a position where that rule holds.
		if out := end.Outcome(); out.Result != xiangqi.Ongoing && out.Result != g.Result {
			t.Errorf("game %d: record says %v, final position says %v", i, g.Result, out.Result)
		}
	}
	// Workers = 1 and the same seed: the same games again.
	second := play()
	for i := range first {
		if first[i].StartFEN != second[i].StartFEN || len(first[i].Moves) != len(second[i].Moves) {
			t.Fatalf("game %d differs between two runs with the same seed", i)
		}
	}
}

func TestSelfPlayStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	n := 0
	err := SelfPlay(ctx, SelfPlayOptions{Games: 5, Nodes: 500}, func(*xiangqi.Game) { n++ })
	if err != nil || n != 0 {
		t.Fatalf("cancelled self-play: err %v, %d games", err, n)
	}
	if err := SelfPlay(context.Background(), SelfPlayOptions{}, func(*xiangqi.Game) {}); err == nil {
		t.Error("zero games accepted")
	}
}
