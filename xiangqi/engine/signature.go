package engine

import (
	"context"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// signatureFENs are the positions of Signature: the start, an opening, a
// middle game, a side in check, an endgame with one chariot and a mate in
// two.
var signatureFENs = [...]string{
	xiangqi.StartFEN,
	"r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3",
	"2bakab2/9/2n1c1n2/p1p1p3p/6p2/2P6/P3P1P1P/1CN1C1N2/9/2BAKAB2 b - - 0 12",
	"2bakab1r/9/4Rr2n/2p1p4/pn4p1p/6B2/P1P1P1PcP/8C/4RN1C1/1NBAK4 b - - 6 14",
	"3k5/4a4/4b4/9/9/2P6/9/4B4/4A4/3AK1R2 w - - 0 1",
	"4k4/9/R8/9/9/9/9/9/9/1R1K5 w - - 0 1",
}

// SignatureDepth is the depth of every search of Signature.
const SignatureDepth = 8

// Signature searches each of its positions to SignatureDepth, each with a
// fresh engine (one thread, 16 MB of hash), and returns the total of their
// nodes. The total depends only on which nodes the search visits, not on
// the machine or its load: a change to the search, the evaluation or the
// move ordering that was meant to leave play alone must leave it unchanged
// (Stockfish's bench signature). It returns ctx's error if ctx is
// cancelled before the end.
func Signature(ctx context.Context) (int64, error) {
	var total int64
	for _, fen := range signatureFENs {
		pos, err := xiangqi.ParseFEN(fen)
		if err != nil {
			panic("engine: bad signature FEN: " + err.Error())
		}
		res := New(Options{HashMB: 16, Threads: 1}).Search(ctx, pos, Limits{Limits: enginekit.Limits{Depth: SignatureDepth}}, nil)
		if err := ctx.Err(); err != nil {
			return total, err
		}
		total += res.Nodes
	}
	return total, nil
}
