package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/cli/clitest"
	"github.com/alphabeta-go/alphabeta/match"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/openings"
)

// xiangqi openings writes the same openings for a seed, as ICCS lines that
// match.ReadOpenings (alphabeta match --openings) reads, none a built-in
// opening's position, and refuses flags out of range with exit status 2,
// in Vietnamese too.
func TestXiangqiOpenings(t *testing.T) {
	dir := t.TempDir()
	args := func(out string) []string {
		return []string{"--count", "4", "--nodes", "1500", "--plies", "2-6", "--seed", "5", "--out", out}
	}
	var texts [2]string
	for i := range texts {
		out := filepath.Join(dir, "o"+string(rune('a'+i))+".txt")
		if code := runXiangqiOpenings(args(out)); code != 0 {
			t.Fatalf("exit %d", code)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		texts[i] = string(b)
	}
	if texts[0] != texts[1] {
		t.Errorf("one seed, two outputs:\n%s\n%s", texts[0], texts[1])
	}
	game := match.NewXiangqi(match.RepetitionAsian)
	ops, errs := match.ReadOpenings(game, texts[0])
	if len(errs) > 0 || len(ops) != 4 {
		t.Fatalf("%d openings read back (%v):\n%s", len(ops), errs, texts[0])
	}
	builtin := map[string]bool{}
	for _, line := range builtinXiangqiLines() {
		builtin[openings.Key(replay(t, line))] = true
	}
	if len(builtin) < 30 {
		t.Fatalf("%d built-in positions", len(builtin))
	}
	for _, o := range ops {
		var line []xiangqi.Move
		for _, s := range o.Moves {
			m, _ := xiangqi.ParseICCS(s)
			line = append(line, m)
		}
		if n := len(line); o.FEN != "" || n < 2 || n > 6 || builtin[openings.Key(replay(t, line))] {
			t.Errorf("%q from %q: want 2-6 plies from the start, no built-in position", o.Moves, o.FEN)
		}
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--plies", "8-4"}, 2, `--plies "8-4": want N or MIN-MAX within 1..16`},
		{[]string{"--plies", "0"}, 2, `--plies "0"`},
		{[]string{"--plies", "x", "--lang", "vi"}, 2, `--plies "x": cần N hoặc MIN-MAX`},
		{[]string{"--count", "0"}, 2, "--count 0: want 1..100000"},
		{[]string{"--margin", "-1"}, 2, "--margin -1: want 0..5000"},
		{[]string{"--nodes", "0", "--lang", "vi"}, 2, "--nodes 0: cần từ 1 đến"},
		{[]string{"extra"}, 2, `unexpected argument "extra"`},
		{[]string{"--count", "30", "--nodes", "100", "--plies", "1", "--margin", "5000", "--out", filepath.Join(dir, "x")}, 1, "only "},
		{[]string{"--count", "30", "--nodes", "100", "--plies", "1", "--lang", "vi", "--out", filepath.Join(dir, "x")}, 1, "hãy nới --margin hoặc --plies"},
		{[]string{"--out", filepath.Join(dir, "no", "such"), "--lang", "vi"}, 1, "không có tệp"},
	} {
		var code int
		_, stderr := clitest.CaptureOutput(t, func() { code = runXiangqiOpenings(c.args) })
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("%q: exit %d, %q; want %d and %q", c.args, code, stderr, c.code, c.want)
		}
	}
}

// replay plays line from the start position.
func replay(t *testing.T, line []xiangqi.Move) *xiangqi.Position {
	t.Helper()
	p := xiangqi.NewPosition()
	for _, m := range line {
		if !p.IsLegal(m) {
			t.Fatalf("%v: %v is not legal in %s", line, m, p.FEN())
		}
		p.Make(m)
	}
	return p
}
