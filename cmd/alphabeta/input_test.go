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
// limit, by every command that reads a file (xiangqi play's load is
// xiangqi/play's TestLoadEndlessFile).
func TestEndlessFilesAreRefused(t *testing.T) {
	needDevZero(t)
	if _, errs, code := runTreeCmd(t, "", "solve", "@/dev/zero"); code != 2 || !strings.Contains(errs, "/dev/zero: input larger than 16777216 bytes") {
		t.Errorf("tree solve @/dev/zero: exit %d, %q", code, errs)
	}
	var out, errOut bytes.Buffer
	if code := xiangqiTune([]string{"--pgn", "/dev/zero"}, &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "input larger than 67108864 bytes") {
		t.Errorf("xiangqi tune --pgn /dev/zero: exit %d, %q", code, errOut.String())
	}
	if code := runCaroBench([]string{"--file", "/dev/zero"}); code != 1 {
		t.Errorf("caro bench --file /dev/zero: exit %d", code)
	}
}
