package engine

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
)

// TestSelfPlayVariants plays the default engine against variants from the
// bundled openings at a fixed node budget (so the result does not depend on
// the machine's load). Run with CARO_SELFPLAY=games, e.g.
// CARO_SELFPLAY=40 CARO_NODES=30000 go test -run SelfPlay -v ./caro/engine
func TestSelfPlayVariants(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("CARO_SELFPLAY"))
	if n <= 0 {
		t.Skip("set CARO_SELFPLAY to a number of games")
	}
	nodes, _ := strconv.ParseInt(os.Getenv("CARO_NODES"), 10, 64)
	if nodes <= 0 {
		nodes = 30000
	}
	lim := Limits{Nodes: nodes, MoveTime: 10 * time.Second}
	// CARO_MOVETIME (e.g. 200ms) plays by time instead, for changes whose
	// cost is not in nodes (root solvers, time use); both sides share the
	// machine's load within each game.
	if mt, err := time.ParseDuration(os.Getenv("CARO_MOVETIME")); err == nil && mt > 0 {
		lim = Limits{MoveTime: mt}
	}
	with := func(f func(*tuning)) tuning {
		t := defaultTuning
		f(&t)
		return t
	}
	variants := map[string]tuning{
		"null":      defaultTuning, // must score exactly 50 %
		"own1opp1":  with(func(t *tuning) { t.own, t.opp = 2, 2 }),
		"own2opp1":  with(func(t *tuning) { t.own, t.opp = 4, 2 }),
		"branch12":  with(func(t *tuning) { t.maxBranch = 12 }),
		"branch26":  with(func(t *tuning) { t.maxBranch = 26 }),
		"noRootVCF": with(func(t *tuning) { t.noRootVCF = true }),
		// Adopted in turn: 200, 300, 500 (from 80, 150, 300) scored 58 %
		// over 78 games, then 400, 600, 1000 56 %, then 800, 1200, 2000 55 %.
		"threatBonus4": with(func(t *tuning) {
			t.weightsSet = true
			t.p4Score[pFlex3x2], t.p4Score[pBlock4Flex3], t.p4Score[pFlex4] = 1600, 2400, 4000
		}),
		"quiesce2": with(func(t *tuning) { t.searchSet = true; t.quiesceDepth = 2 }),
		"quiesce6": with(func(t *tuning) { t.searchSet = true; t.quiesceDepth = 6 }),
		"block4up": with(func(t *tuning) { t.weightsSet = true; t.p4Score[pBlock4], t.p4Score[pBlock4Plus] = 40, 80 }),
		"f3up":     with(func(t *tuning) { t.weightsSet = true; t.cellScore[lF3], t.cellScore[lB3] = 45, 15 }),
		"fut600":   with(func(t *tuning) { t.futility, t.razor = 600, 600 }),
		"fut300":   with(func(t *tuning) { t.futility, t.razor = 300, 300 }),
	}
	// CARO_LINE and CARO_THREAT (comma-separated, as `alphabeta caro tune`
	// prints them) make the variant "weights".
	if line, threat := os.Getenv("CARO_LINE"), os.Getenv("CARO_THREAT"); line != "" && threat != "" {
		w := defaultTuning
		parse := func(s string, dst []int32) {
			for i, f := range strings.Split(s, ",") {
				v, err := strconv.Atoi(strings.TrimSpace(f))
				if err != nil || i >= len(dst) {
					t.Fatalf("bad weights %q", s)
				}
				dst[i] = int32(v)
			}
		}
		parse(line, w.cellScore[:])
		parse(threat, w.p4Score[:])
		w.weightsSet = true
		variants["weights"] = w
	}
	only := os.Getenv("CARO_VARIANT")
	var openings [][]caro.Point
	for _, o := range caro.Openings() {
		if m, err := o.On(15, 15); err == nil {
			openings = append(openings, m)
		}
	}
	for name, v := range variants {
		if only != "" && name != only {
			continue
		}
		base := New(Options{HashMB: 16})
		vari := New(Options{HashMB: 16})
		vari.tune = v
		score := 0.0
		for g := range n {
			black, white := base, vari
			if g%2 == 1 {
				black, white = vari, base
			}
			base.Clear()
			vari.Clear()
			r, err := PlayGame(context.Background(), black, white, 15, 15, caro.Freestyle, openings[(g/2)%len(openings)], lim)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case r.Winner == caro.Empty:
				score += 0.5
			case (r.Winner == caro.Black) == (g%2 == 0):
				score++
			}
		}
		t.Logf("default vs %s: %.1f/%d (%.1f%%)", name, score, n, 100*score/float64(n))
	}
}
