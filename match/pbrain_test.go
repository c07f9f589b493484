package match

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"
)

// The depth and score of a brain's MESSAGE line, as this project's brain
// and Rapfi say them.
func TestParseMessage(t *testing.T) {
	for _, c := range []struct {
		in    string
		depth int
		score string
	}{
		{"MESSAGE search depth 5 score 2907 nodes 3098 pv 7,8 9,7", 5, "+2907"},
		{"MESSAGE search depth 9 score -40 nodes 9", 9, "-40"},
		{"MESSAGE vcf depth 3 score win-in-5 nodes 12", 3, "+M5"},
		{"MESSAGE search depth 7 score loss-in-4 nodes 12", 7, "-M4"},
		{"MESSAGE Depth 15-16 | Eval -225 | Time 71ms | J8 H10 I7", 15, "-225"},
		{"MESSAGE Speed 411K | Depth 15-16 | Eval 38 | Node 30K | Time 73ms", 15, "+38"},
		{"MESSAGE Depth 22-30 | Eval +M13 | Time 80ms", 22, "+M13"},
		{"MESSAGE Depth 22-30 | Eval -M* | Time 80ms", 22, "-M*"},
		{"MESSAGE depth=4 score=12", 4, "+12"},
		{"MESSAGE hello", 0, ""},
		{"MESSAGE depth 3 score win-in-x", 3, ""},
		{"MESSAGE Depth 3 | Eval +Mx", 3, ""},
	} {
		d, s := parseMessage(c.in)
		if d != c.depth || s != c.score {
			t.Errorf("%q: depth %d score %q, want %d %q", c.in, d, s, c.depth, c.score)
		}
	}
}

// Positions asked back to back (caro tune's labelling: RESTART right after
// the brain's move, then the next position) reach a brain that loses a
// command coming too soon after its move, as Rapfi 0.43 does.
func TestPbrainBackToBack(t *testing.T) {
	var log bytes.Buffer
	p, err := NewPlayer(fake(t, "racy", "pbrain", "-racy", "-mode", "greedy"), PlayerConfig{Log: NewIOLog(&log)})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	moves := []string{"7,7", "8,8", "6,6", "9,9", "5,5", "4,4"}
	for i := 1; i <= len(moves); i++ {
		side := i % 2
		if err := p.NewGame(context.Background(), GameSetup{Game: "caro", Width: 15, Height: 15, Side: side, Limits: Limits{Nodes: 100, Timeout: time.Minute}}); err != nil {
			t.Fatalf("position %d: %v", i, err)
		}
		r, err := p.Play(context.Background(), Turn{Moves: moves[:i], Side: side}, time.Now().Add(time.Minute))
		if err != nil || r.Move == "" || r.Depth != 2 {
			t.Fatalf("position %d: %+v, %v", i, r, err)
		}
	}
	// One process for them all: no RESTART was lost (a lost one fails
	// its OK, and the brain is started again).
	if n := strings.Count(log.String(), "> START"); n != 1 {
		t.Errorf("the brain was started %d times:\n%s", n, log.String())
	}
}
