package engine

import (
	"context"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
)

// checkLine replays a VCF line on the caro package's own board (an
// independent implementation of the rules): every attacker move but the
// last must threaten a five, every defender move must be the only block,
// and the last attacker move must win.
func checkLine(t *testing.T, p Puzzle, line []caro.Point) {
	t.Helper()
	b, err := caro.NewFromMoves(p.Size, p.Size, 5, caro.Freestyle, p.Moves)
	if err != nil {
		t.Fatalf("%s: %v", p.ID, err)
	}
	att := b.SideToMove()
	for i, m := range line {
		if err := b.Play(m); err != nil {
			t.Fatalf("%s: line move %d (%v): %v", p.ID, i+1, m, err)
		}
		if b.Over() {
			if b.Winner() != att || i%2 != 0 {
				t.Fatalf("%s: line %v ends with the wrong winner", p.ID, line)
			}
			return
		}
		if i%2 == 0 {
			// The attacker's move must threaten a five.
			threat := false
			for y := 0; y < p.Size && !threat; y++ {
				for x := 0; x < p.Size && !threat; x++ {
					pt := caro.Point{X: x, Y: y}
					threat = b.At(pt) == caro.Empty && b.WouldWin(pt, att)
				}
			}
			if !threat {
				t.Fatalf("%s: line move %d (%v) is not a four: %v", p.ID, i+1, m, line)
			}
		}
	}
	t.Fatalf("%s: line %v does not end in a five", p.ID, line)
}

func TestVCFPuzzlesSubset(t *testing.T) {
	ps, err := VCFPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < 800 {
		t.Fatalf("only %d puzzles", len(ps))
	}
	step := 7
	if testing.Short() {
		step = 41
	}
	for i := 0; i < len(ps); i += step {
		p := ps[i]
		pos := p.Position()
		r, err := Solve(context.Background(), pos, SolveOptions{Nodes: 200_000})
		if err != nil {
			t.Fatal(err)
		}
		if !r.Win || (r.Kind != "vcf" && r.Kind != "five") {
			t.Errorf("%s: no VCF found (%+v)", p.ID, r)
			continue
		}
		checkLine(t, p, r.Line)
		// The first move keeps the win: after it and the forced block the
		// attacker still has a VCF (or has already won).
		after := append(append([]caro.Point(nil), pos.Moves...), r.Move)
		b, _ := SetupBoard(p.Size, p.Size, caro.Freestyle, after)
		for _, blk := range b.blocks(3-b.side, nil) {
			next := append(append([]caro.Point(nil), after...), b.Point(blk))
			r2, err := Solve(context.Background(), Position{p.Size, p.Size, caro.Freestyle, next}, SolveOptions{Nodes: 200_000})
			if err != nil || !r2.Win {
				t.Errorf("%s: after %v and block %v the win is gone", p.ID, r.Move, b.Point(blk))
			}
		}
	}
}

func TestSolveNoWinIsComplete(t *testing.T) {
	pos := Position{15, 15, caro.Freestyle, mustMoves(t, "7,7 8,8")}
	r, err := Solve(context.Background(), pos, SolveOptions{Nodes: 200_000})
	if err != nil {
		t.Fatal(err)
	}
	if r.Win || !r.Complete {
		t.Fatalf("two stones: want a complete no-win answer, got %+v", r)
	}
}

// BenchmarkVCFSuite solves the whole bundled suite once per iteration and
// reports the solve rate and the median time and nodes.
func BenchmarkVCFSuite(b *testing.B) {
	ps, err := VCFPuzzles()
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		st := RunSuite(context.Background(), ps, SolveOptions{Time: time.Second}, nil)
		b.ReportMetric(100*float64(st.Solved)/float64(st.Total), "%solved")
		b.ReportMetric(float64(st.MedianTime.Microseconds()), "median-µs")
		b.ReportMetric(float64(st.MedianNodes), "median-nodes")
	}
}

// The VCT suite (positions of the engine's games won by threats with
// threes): at least 95 % are solved as VCT within a node budget that takes
// well under a second on this machine (the bench reports the times), and
// none of them has a VCF.
func TestVCTPuzzles(t *testing.T) {
	ps, err := VCTPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < 100 {
		t.Fatalf("only %d VCT puzzles", len(ps))
	}
	step := 3
	if testing.Short() {
		step = 9
	}
	tried, solved := 0, 0
	for i := 0; i < len(ps); i += step {
		p := ps[i]
		tried++
		vcf, err := Solve(context.Background(), p.Position(), SolveOptions{Nodes: 100_000})
		if err != nil {
			t.Fatal(err)
		}
		if vcf.Win {
			t.Errorf("%s: has a VCF (%v), so it is no VCT puzzle", p.ID, vcf.Move)
		}
		r, err := Solve(context.Background(), p.Position(), SolveOptions{Nodes: 200_000, VCT: true})
		if err != nil {
			t.Fatal(err)
		}
		if r.Win && r.Kind == "vct" {
			solved++
		}
	}
	if solved*100 < tried*95 {
		t.Errorf("VCT suite: %d of %d solved within 200,000 nodes, want ≥ 95 %%", solved, tried)
	}
	t.Logf("VCT suite: %d of %d solved", solved, tried)
}
