package main

import (
	"bytes"
	"github.com/alphabeta-go/alphabeta/tree"
	"os"
	"strings"
	"testing"
)

func needDevZero(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
}

// Endless inputs are refused after limit+1 bytes, with an error naming the
// limit, by every command that reads a file (xiangqi play's load is
// xiangqi/play's TestLoadEndlessFile).
func TestEndlessFilesAreRefused(t *testing.T) {
	needDevZero(t)
	var out, errOut bytes.Buffer
	if code := tree.Main([]string{"solve", "@/dev/zero"}, strings.NewReader(""), &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "/dev/zero: input larger than 16777216 bytes") {
		t.Errorf("tree solve @/dev/zero: exit %d, %q", code, errOut.String())
	}
	errOut.Reset()
	if code := xiangqiTune([]string{"--pgn", "/dev/zero"}, &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "input larger than 67108864 bytes") {
		t.Errorf("xiangqi tune --pgn /dev/zero: exit %d, %q", code, errOut.String())
	}
	if code := runCaroBench([]string{"--file", "/dev/zero"}); code != 1 {
		t.Errorf("caro bench --file /dev/zero: exit %d", code)
	}
}
