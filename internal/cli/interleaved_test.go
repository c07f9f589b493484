package cli

import (
	"flag"
	"io"
	"slices"
	"testing"
)

func TestParseInterleaved(t *testing.T) {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	divide := fs.Bool("divide", false, "")
	pos, err := ParseInterleaved(fs, []string{"4", "--divide", "x", "--", "--y"})
	if err != nil || !*divide || !slices.Equal(pos, []string{"4", "x", "--y"}) {
		t.Fatalf("got %v %v divide=%v", pos, err, *divide)
	}
	if _, err := ParseInterleaved(fs, []string{"1", "--nope"}); err == nil {
		t.Error("an unknown flag after an argument parsed")
	}
}
