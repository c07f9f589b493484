package xiangqi

// Read-only views of the position's internals for the engine (package
// xiangqi/engine), which evaluates and searches millions of positions a
// second and so cannot afford callbacks or copies. Callers must not modify
// what these return.

// BoardArray is the 16×16 mailbox (see Square): NoPiece on empty points,
// a sentinel with both colour tags off the board. Read only.
func (p *Position) BoardArray() *[256]Piece { return &p.board }

// PieceSlots returns the piece lists: slots 0–15 are Red's (0 the king),
// 16–31 Black's (16 the king); a captured piece's square is NoSquare.
// Read only.
func (p *Position) PieceSlots() (*[2 * slotsPerSide]Square, *[2 * slotsPerSide]Piece) {
	return &p.slotSq, &p.slotPiece
}

// IsOnBoard reports whether s is one of the 90 points (a table look-up).
func IsOnBoard(s Square) bool { return onBoard[s] }

// InRedHalf reports whether s is on Red's side of the river (ranks 0–4).
func InRedHalf(s Square) bool { return redHalf[s] }

// SquareAttacked reports whether the king of colour c, if it stood on k
// (a point of c's palace), would be attacked. Cheap: no move generation.
func (p *Position) SquareAttacked(k Square, c Color) bool { return p.kingAttacked(k, c) }

// SearchRepetition is the repetition test used inside a search: it looks for
// an earlier occurrence of the current position since the last capture (and
// since the last null move, which breaks any cycle) and, when there is one,
// rules on the cycle as Outcome does (perpetual check, then perpetual chase):
//
//	+1: the side to move wins (the opponent checked, or checked and chased,
//	    on each of its moves),
//	−1: the side to move loses,
//	 0: draw.
//
// found is false when the position has not occurred before. Allocates
// nothing for cycles of up to 64 plies (longer ones are ruled a draw
// unless perpetual check).
func (p *Position) SearchRepetition() (verdict int, found bool) {
	return p.searchRepetition(true)
}

// SearchRepetitionNoChase is SearchRepetition under the simple rule that
// referees who do not know the chase rule apply (fairy-stockfish, `alphabeta
// match --repetition simple`): perpetual check loses, any other cycle is a
// draw.
func (p *Position) SearchRepetitionNoChase() (verdict int, found bool) {
	return p.searchRepetition(false)
}

func (p *Position) searchRepetition(chaseRule bool) (verdict int, found bool) {
	end := len(p.hist)
	lo := end - p.halfmove
	if lo < 0 {
		lo = 0
	}
	first := -1
	for i := end - 1; i >= lo; i-- {
		if p.hist[i].move == NoMove { // null move
			break
		}
		if (end-i)%2 == 0 && end-i >= 4 && p.hist[i].hash == p.hash {
			first = i
			break
		}
	}
	if first < 0 {
		return 0, false
	}
	// Ply j (a move in hist[first:end]) was made by the side to move now when
	// end−j is even. It gave check when the position after it is in check.
	allCheck := [2]bool{true, true} // [0] = side to move now, [1] = opponent
	for j := first; j < end; j++ {
		check := p.inCheck
		if j+1 < end {
			check = p.hist[j+1].inCheck
		}
		if !check {
			allCheck[(end-j)&1] = false
		}
	}
	switch {
	case allCheck[0] && allCheck[1]:
		return 0, true
	case allCheck[0]:
		return -1, true
	case allCheck[1]:
		return 1, true
	}
	if !chaseRule || end-first > 64 {
		return 0, true
	}
	// Replay the cycle to see which moves chased (as ruleCycle does).
	var moves [64]Move
	n := end - first
	for j := 0; j < n; j++ {
		moves[j] = p.hist[first+j].move
	}
	for j := n - 1; j >= 0; j-- {
		p.Unmake(moves[j])
	}
	us := p.side // moves[0] is made by the side to move now (n is even)
	allChase := [2]bool{true, true}
	var beforeBuf, afterBuf [64]threat
	for j := 0; j < n; j++ {
		s := p.side
		if !allChase[s] {
			p.Make(moves[j])
			continue
		}
		before := p.threats(s, beforeBuf[:0])
		p.Make(moves[j])
		if !p.inCheck {
			after := p.threats(s, afterBuf[:0])
			if !hasNewThreat(before, after) {
				allChase[s] = false
			}
		}
	}
	switch {
	case allChase[us] && !allChase[us.Other()]:
		return -1, true
	case allChase[us.Other()] && !allChase[us]:
		return 1, true
	}
	return 0, true
}
