package engine

import (
	"context"

	"github.com/alphabeta-go/alphabeta/caro"
)

// SignatureDepth is the depth of the searches Signature runs.
const SignatureDepth = 7

// signaturePositions are middle games of the built-in openings under each
// rule the engine knows (moves black first).
var signaturePositions = []struct {
	rule  caro.Rule
	moves string
}{
	{caro.Freestyle, "7,7 8,7 8,10 9,6 7,9 7,6 6,8 5,7 9,11 10,12 9,9 9,8"},
	{caro.Freestyle, "7,7 8,8 7,10 7,6 8,9 9,8 7,9 7,8 6,8 8,7 10,9 6,9"},
	{caro.Freestyle, "7,7 6,6 7,5 6,8 5,9 7,8 6,5 8,7 5,8 5,6 6,7 4,6"},
	{caro.Renju, "7,7 8,8 7,10 7,6 8,9 9,8 7,9 7,8 6,8 8,7 10,9 6,9"},
	{caro.Caro, "7,7 8,7 8,10 9,6 7,9 7,6 6,8 5,7 9,11 10,12 9,9 9,8"},
	{caro.Standard, "7,7 6,6 7,5 6,8 5,9 7,8 6,5 8,7 5,8 5,6 6,7 4,6"},
}

// SignaturePositions is the number of positions Signature searches.
var SignaturePositions = len(signaturePositions)

// Signature searches fixed positions to SignatureDepth with one thread and
// a fresh table each, and returns the total number of nodes (root solvers
// included). Like Stockfish's bench signature, it changes exactly when the
// search or the evaluation changes what it visits, so an unintended change
// shows at once (TestSearchSignature; `alphabeta caro bench --signature`).
func Signature(ctx context.Context) (int64, error) {
	var total int64
	for _, sp := range signaturePositions {
		moves, err := caro.ParseMoves(sp.moves)
		if err != nil {
			panic("engine: bad signature position: " + err.Error())
		}
		res, err := New(Options{HashMB: 16, Threads: 1}).Search(ctx, Position{Width: 15, Height: 15, Rule: sp.rule, Moves: moves}, Limits{Depth: SignatureDepth}, nil)
		if err != nil {
			return total, err
		}
		if err := ctx.Err(); err != nil {
			return total, err
		}
		total += res.Nodes
	}
	return total, nil
}
