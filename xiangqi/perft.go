package xiangqi

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
