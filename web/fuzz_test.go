package web

import (
	"strings"
	"testing"

	"alphabeta/xiangqi"
)

// FuzzParsePGN: any text either fails with an error or gives legal moves from
// a valid start, and what writePGN makes of the game reads back the same.
func FuzzParsePGN(f *testing.F) {
	f.Add("1. H2-E2 H7-E7 2. H0-G2 {a comment} (1... C8.5) B9-C7 *")
	f.Add("[FEN \"3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1\"]\n1. e0e1")
	f.Add("[Event \"x\"]\n1. C2.5 C8.5 2. H2+3 H8+7 1-0")
	f.Add("[FEN \"bad\"]")
	f.Add("{unclosed")
	f.Fuzz(func(t *testing.T, text string) {
		start, moves, tags, err := parsePGN(text)
		if err != nil {
			return
		}
		p, perr := xiangqi.ParseFEN(start)
		if perr != nil {
			t.Fatalf("start FEN %q rejected: %v", start, perr)
		}
		for _, m := range moves {
			if !p.IsLegal(m) {
				t.Fatalf("illegal move %v in %q", m, text)
			}
			p.Make(m)
		}
		g := &xiangqiGame{start: start, pos: p, tags: tags}
		out := writePGN(g)
		start2, moves2, _, err := parsePGN(out)
		if err != nil || start2 != start || len(moves2) != len(moves) {
			t.Fatalf("round trip of %q:\n%s\n→ %v, %d moves", text, out, err, len(moves2))
		}
		if strings.Count(out, "[Result ") != 1 {
			t.Fatalf("PGN without one Result tag:\n%s", out)
		}
	})
}
