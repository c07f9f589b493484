package engine

import (
	"context"
	"testing"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// signature is the total of Signature. It changes only with a change
// meant to change the search; record the new total in the commit that
// makes such a change.
const signature = 27474

// TestSearchSignature fails on an unintended change to which nodes the
// search visits (see Signature).
func TestSearchSignature(t *testing.T) {
	got, err := Signature(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got != signature {
		t.Errorf("search signature %d, want %d: the search visits other nodes than before", got, signature)
	}
}

func TestSignatureStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Signature(ctx); err == nil {
		t.Error("a cancelled signature returned no error")
	}
}

// pureSignature is the nodes plus evaluations of Signature's positions
// searched to depth 5 with Options.Pure: the plain alpha-beta that
// xiangqi/nodes compares with the lecture algorithms. It changes only with
// a change meant to change that search.
const pureSignature = 361304

func TestPureSearchSignature(t *testing.T) {
	var total int64
	for _, fen := range signatureFENs {
		res := New(Options{HashMB: 16, Threads: 1, Pure: true}).Search(context.Background(), mustFEN(t, fen), Limits{Limits: enginekit.Limits{Depth: 5}}, nil)
		total += res.Nodes + res.Evaluations
	}
	if total != pureSignature {
		t.Errorf("pure search signature %d, want %d: the pure search visits other nodes than before", total, pureSignature)
	}
}

// Options.Pure is the preset PlainAlphaBeta: the same search as turning
// off every other technique.
func TestPureIsPlainAlphaBeta(t *testing.T) {
	if got := (Options{Pure: true}).techniques(); got != PlainAlphaBeta {
		t.Errorf("Pure searches with %b, want PlainAlphaBeta %b", got, PlainAlphaBeta)
	}
	pos := mustFEN(t, signatureFENs[2])
	a := New(Options{HashMB: 4, Pure: true}).Search(context.Background(), pos, Limits{Limits: enginekit.Limits{Depth: 4}}, nil)
	b := New(Options{HashMB: 4, Off: AllTechniques &^ PlainAlphaBeta}).Search(context.Background(), pos, Limits{Limits: enginekit.Limits{Depth: 4}}, nil)
	if a.Nodes != b.Nodes || a.Evaluations != b.Evaluations || a.Score != b.Score || a.Best != b.Best {
		t.Errorf("Pure: %d nodes %d evaluations score %d %s; Off all but PlainAlphaBeta: %d %d %d %s",
			a.Nodes, a.Evaluations, a.Score, a.Best, b.Nodes, b.Evaluations, b.Score, b.Best)
	}
}

// Turning off one of PlainAlphaBeta's techniques changes which nodes the
// pure search visits, never its fixed-depth value; turning off any one
// technique of the full search still gives a legal move.
func TestTechniquesOneByOne(t *testing.T) {
	for _, fen := range []string{signatureFENs[1], signatureFENs[3]} {
		pos := mustFEN(t, fen)
		pure := New(Options{HashMB: 4, Pure: true}).Search(context.Background(), pos, Limits{Limits: enginekit.Limits{Depth: 3}}, nil)
		for u := Techniques(1); u <= AllTechniques; u <<= 1 {
			if PlainAlphaBeta.Has(u) {
				r := New(Options{HashMB: 4, Pure: true, Off: u}).Search(context.Background(), pos, Limits{Limits: enginekit.Limits{Depth: 3}}, nil)
				if r.Score != pure.Score {
					t.Errorf("%s: Pure without %v: score %d, want %d", fen, u, r.Score, pure.Score)
				}
			}
			r := New(Options{HashMB: 4, Off: u}).Search(context.Background(), pos, Limits{Limits: enginekit.Limits{Depth: 5}}, nil)
			if r.Best == xiangqi.NoMove || !pos.IsLegal(r.Best) || r.Depth != 5 {
				t.Errorf("%s: without %v: best %s depth %d", fen, u, r.Best, r.Depth)
			}
		}
	}
}

func TestTechniquesString(t *testing.T) {
	if AllTechniques != 1<<len(techniqueNames)-1 {
		t.Errorf("AllTechniques %b: %d names", AllTechniques, len(techniqueNames))
	}
	if s := PlainAlphaBeta.String(); s != "HashMove|TableCuts|Killers|History|ContinuationHistory|Countermove|PVS" {
		t.Errorf("PlainAlphaBeta is %q", s)
	}
	if s := (RuleScores | Quiescence).String(); s != "Quiescence|RuleScores" {
		t.Errorf("got %q", s)
	}
	if s := Techniques(0).String(); s != "none" {
		t.Errorf("got %q", s)
	}
}
