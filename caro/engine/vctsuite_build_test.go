package engine

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
)

// TestBuildVCTSuite writes VCT puzzles found in played games: in each
// freestyle 15×15 game, walking back from the end, the last position of the
// winner to move that it wins by fours and threes but not by fours alone,
// both proved by the solver with a long node limit. It is the tool that made data/vct.tsv:
//
//	CARO_VCT_SGF='runs/*.sgf' CARO_VCT_OUT=vct.tsv go test -run BuildVCTSuite -v ./caro/engine
func TestBuildVCTSuite(t *testing.T) {
	pattern := os.Getenv("CARO_VCT_SGF")
	if pattern == "" {
		t.Skip("set CARO_VCT_SGF to a glob of match SGF files")
	}
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		t.Fatalf("no SGF files match %q", pattern)
	}
	result := regexp.MustCompile(`RE\[([BW])\+\]`)
	move := regexp.MustCompile(`;([BW])\[([a-o])([a-o])\]`)
	seen := map[string]bool{}
	var out strings.Builder
	out.WriteString("id\tsize\tside\tmoves\tmate_plies_reference\n")
	n := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		// Comments hold parentheses ("five in a row (freestyle)"): split on
		// each record's start instead of matching brackets.
		for _, g := range strings.Split(string(data), "(;GM[4]") {
			if !strings.Contains(g, "RU[freestyle]") || !strings.Contains(g, "SZ[15]") {
				continue
			}
			re := result.FindStringSubmatch(g)
			if re == nil {
				continue
			}
			var moves []caro.Point
			for _, m := range move.FindAllStringSubmatch(g, -1) {
				moves = append(moves, caro.Point{X: int(m[2][0] - 'a'), Y: int(m[3][0] - 'a')})
			}
			winner := "B"
			if re[1] == "W" {
				winner = "W"
			}
			// Walk back from the end while the winner still wins by fours
			// alone; the first position before that which the winner wins
			// only by threes is the puzzle.
			last := len(moves) - 1
			for k := last; k >= 4; k-- {
				side := "B"
				if k%2 == 1 {
					side = "W"
				}
				if side != winner {
					continue
				}
				pos := Position{15, 15, caro.Freestyle, moves[:k]}
				vcf, err := Solve(context.Background(), pos, SolveOptions{Nodes: 300_000})
				if err != nil {
					break
				}
				if vcf.Win {
					continue
				}
				if !vcf.Complete {
					break
				}
				vct, _ := Solve(context.Background(), pos, SolveOptions{Nodes: 2_000_000, VCT: true, MaxDepth: 12})
				if vct.Win && vct.Kind == "vct" {
					key := caro.FormatMoves(pos.Moves)
					if !seen[key] {
						seen[key] = true
						n++
						fmt.Fprintf(&out, "vct-%03d\t15\t%s\t%s\t%d\n", n, side, key, len(vct.Line))
						t.Logf("vct-%03d: %d plies, line of %d, %d nodes", n, k, len(vct.Line), vct.Nodes)
					}
				}
				break
			}
		}
	}
	t.Logf("%d VCT positions", n)
	if o := os.Getenv("CARO_VCT_OUT"); o != "" {
		if err := os.WriteFile(o, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
