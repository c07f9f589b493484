package engine

import (
	"context"
	"testing"
)

// signature is the total of Signature. It changes only with a change
// meant to change the search; record the new total in the commit that
// makes such a change.
const signature = 126948

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
const pureSignature = 377743

func TestPureSearchSignature(t *testing.T) {
	var total int64
	for _, fen := range signatureFENs {
		res := New(Options{HashMB: 16, Threads: 1, Pure: true}).Search(context.Background(), mustFEN(t, fen), Limits{Depth: 5}, nil)
		total += res.Nodes + res.Evaluations
	}
	if total != pureSignature {
		t.Errorf("pure search signature %d, want %d: the pure search visits other nodes than before", total, pureSignature)
	}
}
