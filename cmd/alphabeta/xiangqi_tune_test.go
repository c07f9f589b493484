package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

func TestXiangqiSelfPlayThenTune(t *testing.T) {
	pgn := filepath.Join(t.TempDir(), "sp.pgn")
	var out, errOut bytes.Buffer
	if code := xiangqiSelfPlay([]string{"--games", "4", "--nodes", "400", "--maxplies", "160", "--out", pgn}, &out, &errOut); code != 0 {
		t.Fatalf("selfplay exit %d: %s", code, errOut.String())
	}
	progress := 0
	for _, line := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(line, "game ") {
			progress++
		}
	}
	if progress != 4 {
		t.Errorf("want 4 progress lines, got:\n%s", out.String())
	}
	f, err := os.Open(pgn)
	if err != nil {
		t.Fatal(err)
	}
	games, err := xiangqi.ParsePGN(f)
	f.Close()
	if err != nil || len(games) != 4 {
		t.Fatalf("PGN: %d games, err %v", len(games), err)
	}
	out.Reset()
	errOut.Reset()
	if code := xiangqiTune([]string{"--pgn", pgn, "--time", "2s"}, &out, &errOut); code != 0 {
		t.Fatalf("tune exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{"quiet positions", "k = ", "error ", "Material[Chariot]", "HorseLate"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("tune output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestXiangqiTuneBadInput(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := xiangqiTune(nil, &out, &errOut); code != 2 {
		t.Errorf("no --pgn: exit %d", code)
	}
	bad := filepath.Join(t.TempDir(), "bad.pgn")
	os.WriteFile(bad, []byte("[Event \"x\"]\n1. z9z9 *\n"), 0o644)
	errOut.Reset()
	if code := xiangqiTune([]string{"--pgn", bad}, &out, &errOut); code == 0 {
		t.Errorf("a PGN without usable games was accepted: %s", out.String())
	}
	if code := xiangqiSelfPlay([]string{"--games", "1"}, &out, &errOut); code != 2 {
		t.Errorf("selfplay without --out: exit %d", code)
	}
}
