package xiangqi

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

type perftCase struct {
	fen   string
	depth int
	nodes uint64
}

func loadPerft(t testing.TB, path string) []perftCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []perftCase
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") || strings.HasPrefix(text, "fen\t") {
			continue
		}
		cols := strings.Split(text, "\t")
		if len(cols) < 3 {
			t.Fatalf("%s:%d: want tab-separated fen, depth, nodes (and an optional note)", path, line)
		}
		d, err1 := strconv.Atoi(cols[1])
		n, err2 := strconv.ParseUint(cols[2], 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s:%d: bad depth or count", path, line)
		}
		out = append(out, perftCase{cols[0], d, n})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// perftShortLimit: under -short, rows with more leaves than this are skipped.
const perftShortLimit = 2_000_000

func runPerftFile(t *testing.T, path string) {
	cases := loadPerft(t, path)
	if len(cases) == 0 {
		t.Fatalf("%s: no cases", path)
	}
	for _, c := range cases {
		if testing.Short() && c.nodes > perftShortLimit {
			continue
		}
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Errorf("%s: %v", c.fen, err)
			continue
		}
		if got := p.Perft(c.depth); got != c.nodes {
			t.Errorf("perft(%q, %d) = %d, want %d", c.fen, c.depth, got, c.nodes)
		}
	}
}

// TestPerftShared runs the shared suite (16 positions agreed by two engines).
func TestPerftShared(t *testing.T) { runPerftFile(t, "testdata/perft.tsv") }

// TestPerftExtra runs positions chosen for stalemates, mates, flying-general
// pins, cannon screens and checks, horse legs and discovered checks, with
// counts from fairy-stockfish.
func TestPerftExtra(t *testing.T) { runPerftFile(t, "testdata/perft-extra.tsv") }

// WritePerft writes the divide lines and the total of `alphabeta xiangqi
// perft`: 44 root moves and 1,920 leaves at depth 2.
func TestWritePerft(t *testing.T) {
	var b strings.Builder
	NewPosition().WritePerft(&b, 2, true)
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 45 || !strings.HasPrefix(lines[44], "nodes 1920 time ") || !strings.Contains(lines[0], ": ") {
		t.Errorf("perft 2 --divide:\n%s", b.String())
	}
	if NPS(1000, 0) != 0 || NPS(1000, time.Second/2) != 2000 {
		t.Errorf("NPS: %d, %d", NPS(1000, 0), NPS(1000, time.Second/2))
	}
}
