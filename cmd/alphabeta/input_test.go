package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func needDevZero(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
}

func TestReadFileLimited(t *testing.T) {
	p := filepath.Join(t.TempDir(), "ten")
	if err := os.WriteFile(p, []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := readFileLimited(p, 10); err != nil || len(b) != 10 {
		t.Errorf("10 bytes, limit 10: %d, %v", len(b), err)
	}
	if _, err := readFileLimited(p, 9); err == nil || !strings.Contains(err.Error(), "ten: input larger than 9 bytes") {
		t.Errorf("10 bytes, limit 9: %v", err)
	}
	if _, err := readFileLimited(filepath.Join(t.TempDir(), "none"), 9); err == nil {
		t.Error("a missing file was read")
	}
}

// Endless inputs are refused after limit+1 bytes, with an error naming the
// limit, by every command that reads a file.
func TestEndlessFilesAreRefused(t *testing.T) {
	needDevZero(t)
	if _, errs, code := runTreeCmd(t, "", "solve", "@/dev/zero"); code != 2 || !strings.Contains(errs, "/dev/zero: input larger than 16777216 bytes") {
		t.Errorf("tree solve @/dev/zero: exit %d, %q", code, errs)
	}
	var out, errOut bytes.Buffer
	if code := xiangqiTune([]string{"--pgn", "/dev/zero"}, &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "input larger than 67108864 bytes") {
		t.Errorf("xiangqi tune --pgn /dev/zero: exit %d, %q", code, errOut.String())
	}
	g, buf := newTestPlay("en")
	if code := g.loop(strings.NewReader("load /dev/zero\nquit\n")); code != 0 || !strings.Contains(buf.String(), "input larger than 16777216 bytes") {
		t.Errorf("play: load /dev/zero: exit %d:\n%s", code, buf.String())
	}
	if code := runCaroBench([]string{"--file", "/dev/zero"}); code != 1 {
		t.Errorf("caro bench --file /dev/zero: exit %d", code)
	}
}

// An overlong line typed to xiangqi play is refused and the game goes on.
func TestPlayOverlongLine(t *testing.T) {
	g, out := newTestPlay("en")
	long := "h2e2" + strings.Repeat(" ", maxInputLine)
	if code := g.loop(strings.NewReader(long + "\nh2e2\nquit\n")); code != 0 {
		t.Fatalf("exit code %d", code)
	}
	text := out.String()
	if !strings.Contains(text, "Not a legal move: a line longer than 65536 bytes") || !strings.Contains(text, "Engine plays") || !strings.Contains(text, "Bye.") {
		t.Errorf("output:\n%.3000s", text)
	}
	if len(g.pos.History()) != 2 || g.pos.History()[0].String() != "h2e2" {
		t.Errorf("history %v, want h2e2 and the reply", g.pos.History())
	}
}
