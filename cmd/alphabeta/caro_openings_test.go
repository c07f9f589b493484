package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/internal/cli/clitest"
)

// caro openings writes the same openings for a seed, in the offset format
// that caro.ReadOpenings (and alphabeta match --openings) reads, and
// refuses flags out of range with exit status 2, in Vietnamese too.
func TestCaroOpenings(t *testing.T) {
	dir := t.TempDir()
	args := func(out string) []string {
		return []string{"--count", "3", "--nodes", "1500", "--margin", "200", "--seed", "5", "--rule", "renju", "--out", out}
	}
	var texts [2]string
	for i := range texts {
		out := filepath.Join(dir, "o"+string(rune('a'+i))+".txt")
		if code := runCaroOpenings(args(out)); code != 0 {
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
	ops, err := caro.ReadOpenings(strings.NewReader(texts[0]))
	if err != nil || len(ops) != 3 {
		t.Fatalf("%d openings read back (%v):\n%s", len(ops), err, texts[0])
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--stones", "5-3"}, 2, `--stones "5-3": want N or MIN-MAX`},
		{[]string{"--stones", "x"}, 2, `--stones "x"`},
		{[]string{"--count", "0"}, 2, "--count 0: want 1..100000"},
		{[]string{"--spread", "1", "--stones", "10"}, 2, "--stones"},
		{[]string{"--size", "5"}, 2, "--size 5: want 7..32"},
		{[]string{"--rule", "chess", "--lang", "vi"}, 2, `không có luật "chess"`},
		{[]string{"--nodes", "0", "--lang", "vi"}, 2, "--nodes 0: cần từ 1 đến"},
		{[]string{"--count", "5", "--nodes", "200", "--margin", "0", "--stones", "1", "--spread", "1", "--out", filepath.Join(dir, "x")}, 1, "only "},
		{[]string{"--out", filepath.Join(dir, "no", "such"), "--lang", "vi"}, 1, "không có tệp"},
	} {
		var code int
		_, stderr := clitest.CaptureOutput(t, func() { code = runCaroOpenings(c.args) })
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("%q: exit %d, %q; want %d and %q", c.args, code, stderr, c.code, c.want)
		}
	}
}
