package uci

import (
	"sync/atomic"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// maxMoves bounds the legal moves of a xiangqi position (the most known is
// far below it).
const maxMoves = 192

// perftDivide counts the leaves below each root move like xiangqi's Divide,
// but checks stop between nodes so that the protocol's `stop` (or the end of
// the input) interrupts a deep `go perft`. ok is false when interrupted.
func perftDivide(pos *xiangqi.Position, depth int, stop *atomic.Bool, each func(m xiangqi.Move, n uint64)) (total uint64, ok bool) {
	var bufs [16][maxMoves]xiangqi.Move
	var rec func(d int) uint64
	rec = func(d int) uint64 {
		moves := pos.GenerateLegal(bufs[d][:0])
		if d == 1 {
			return uint64(len(moves))
		}
		if stop.Load() {
			return 0
		}
		var n uint64
		for _, m := range moves {
			pos.Make(m)
			n += rec(d - 1)
			pos.Unmake(m)
		}
		return n
	}
	if depth < 1 {
		return 1, true
	}
	var root [maxMoves]xiangqi.Move
	for _, m := range pos.GenerateLegal(root[:0]) {
		var n uint64 = 1
		if depth > 1 {
			pos.Make(m)
			n = rec(depth - 1)
			pos.Unmake(m)
		}
		if stop.Load() {
			return total, false
		}
		each(m, n)
		total += n
	}
	return total, true
}
