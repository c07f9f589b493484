package nodes

import (
	"context"
	"testing"

	"alphabeta/xiangqi"
)

// The lecture algorithms of package search and the engine's Pure search
// must find the same value at small depths with the same evaluation.
func TestTableAgrees(t *testing.T) {
	fens := []string{
		xiangqi.StartFEN,
		"r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3",
		"3k5/4a4/4b4/9/9/9/9/4B4/4A4/3AK1R2 w - - 0 1",
		"4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1", // mate in one
	}
	maxDepth, mmMax := 4, 3
	if testing.Short() {
		maxDepth, mmMax = 3, 2
	}
	for _, fen := range fens {
		pos, err := xiangqi.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		d := maxDepth
		if fen == xiangqi.StartFEN || fen[0] == 'r' {
			d = min(d, 3)
		}
		rows, err := Table(context.Background(), pos, d, mmMax)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			if !r.Agree {
				t.Errorf("%s depth %d: algorithms disagree\n%s", fen, r.Depth, Format(rows))
			}
			if r.Minimax > 0 && r.AlphaBeta > r.Minimax {
				t.Errorf("%s depth %d: alpha-beta visited more nodes (%d) than minimax (%d)", fen, r.Depth, r.AlphaBeta, r.Minimax)
			}
		}
		t.Logf("%s\n%s", fen, Format(rows))
	}
}
