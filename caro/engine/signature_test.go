package engine

import (
	"context"
	"testing"
)

// searchSignature is Signature's total at this commit. A change to the
// search or the evaluation that is meant to change what it visits updates
// it (and says so in the commit, as Stockfish's bench does); any other
// change must leave it alone.
const searchSignature = 134_649

func TestSearchSignature(t *testing.T) {
	got, err := Signature(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got != searchSignature {
		t.Errorf("search signature %d nodes, want %d: the search visits other nodes than before", got, searchSignature)
	}
}
