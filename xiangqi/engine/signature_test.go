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
