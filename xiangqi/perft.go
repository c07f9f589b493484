package xiangqi

import (
	"fmt"
	"io"
	"time"
)

// Perft counts the leaf nodes of the legal move tree to the given depth,
// counting the last ply's moves without making them ("bulk counting", as
// other engines' perft does). Depth 0 is 1.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if p.perftBufs == nil {
		p.perftBufs = new([perftMaxDepth][]Move)
	}
	if depth >= perftMaxDepth {
		depth = perftMaxDepth - 1
	}
	return p.perft(depth, p.perftBufs)
}

const perftMaxDepth = 64

func (p *Position) perft(depth int, bufs *[perftMaxDepth][]Move) uint64 {
	if bufs[depth] == nil {
		bufs[depth] = make([]Move, 0, 128)
	}
	moves := p.GenerateLegal(bufs[depth][:0])
	bufs[depth] = moves
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		p.Make(m)
		n += p.perft(depth-1, bufs)
		p.Unmake(m)
	}
	return n
}

// DivideEntry is one root move and its subtree's leaf count.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide is Perft split by root move, in generation order.
func (p *Position) Divide(depth int) []DivideEntry {
	if p.perftBufs == nil {
		p.perftBufs = new([perftMaxDepth][]Move)
	}
	bufs := p.perftBufs
	moves := p.GenerateLegal(nil)
	out := make([]DivideEntry, 0, len(moves))
	for _, m := range moves {
		var n uint64 = 1
		if depth > 1 {
			p.Make(m)
			n = p.perft(min(depth, perftMaxDepth)-1, bufs)
			p.Unmake(m)
		}
		out = append(out, DivideEntry{m, n})
	}
	return out
}

// WritePerft is `alphabeta xiangqi perft`: it counts p's perft to depth
// and writes `nodes N time T nps R` (T in seconds) on w, after one `MOVE:
// N` line per root move (ICCS) with divide.
func (p *Position) WritePerft(w io.Writer, depth int, divide bool) {
	start := time.Now()
	var nodes uint64
	if divide {
		for _, e := range p.Divide(depth) {
			fmt.Fprintf(w, "%s: %d\n", e.Move, e.Nodes)
			nodes += e.Nodes
		}
	} else {
		nodes = p.Perft(depth)
	}
	el := time.Since(start)
	fmt.Fprintf(w, "nodes %d time %.3f nps %d\n", nodes, el.Seconds(), NPS(nodes, el))
}

// NPS is nodes per second over d (0 when d is not positive).
func NPS(nodes uint64, d time.Duration) uint64 {
	if d <= 0 {
		return 0
	}
	return uint64(float64(nodes) / d.Seconds())
}
