// Package xqtest holds what the tests of several xiangqi packages
// (xiangqi/engine, xiangqi/uci) share: positions to search, made the same
// way from a seed. It imports only package xiangqi.
package xqtest

import (
	"math/rand/v2"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// RandomPositions plays n random games of up to 80 plies from the start
// position and keeps the position where each stopped (one with a legal
// move). The same n and seed give the same positions.
func RandomPositions(n int, seed uint64) []*xiangqi.Position {
	r := rand.New(rand.NewPCG(seed, 1))
	var out []*xiangqi.Position
	var buf []xiangqi.Move
	for len(out) < n {
		p := xiangqi.NewPosition()
		plies := r.IntN(81)
		for i := 0; i < plies; i++ {
			buf = p.GenerateLegal(buf[:0])
			if len(buf) == 0 {
				break
			}
			p.Make(buf[r.IntN(len(buf))])
		}
		if p.HasLegalMove() {
			out = append(out, p)
		}
	}
	return out
}
