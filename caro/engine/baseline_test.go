package engine

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
)

// The baseline of the Caro group report (seed 002, docs/lectures.md) gives
// the recorded answers (move, score, nodes, evaluations) on positions of
// every rule and odd sizes.
func TestBaselineAnswers(t *testing.T) {
	data, err := os.ReadFile("testdata/seed002.tsv")
	if err != nil {
		t.Fatal(err)
	}
	rows := 0
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 8 {
			t.Fatalf("line %d: %d fields", i+1, len(f))
		}
		rule, err1 := caro.ParseRule(f[0])
		var w, h, depth int
		_, err2 := fmt.Sscanf(f[1]+" "+f[2], "%dx%d %d", &w, &h, &depth)
		moves, err3 := caro.ParseMoves(f[3])
		if err := errors.Join(err1, err2, err3); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		e := NewBaseline(depth)
		r, err := e.Search(context.Background(), Position{w, h, rule, moves}, Limits{Depth: 1}, nil)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		got := fmt.Sprintf("%v\t%d\t%d\t%d", r.Move, r.Score, r.Nodes, r.Evaluations)
		if want := strings.Join(f[4:], "\t"); got != want || r.Source != "seed002" {
			t.Errorf("line %d (%v %dx%d depth %d): got %q (%s), want %q", i+1, rule, w, h, depth, got, r.Source, want)
		}
		rows++
	}
	if rows < 40 {
		t.Fatalf("only %d positions", rows)
	}
}
