package xiangqi

// Repetition rules.
//
// When a position recurs, the plies from its earliest counted occurrence to
// now form the cycle that is ruled on (Asian rules, simplified):
//
//  1. Perpetual check: a side that gave check with every one of its moves in
//     the cycle loses, unless the other side did the same (then draw).
//  2. Perpetual chase: otherwise, a side each of whose moves in the cycle
//     gave check or created a new chase loses, unless both sides did (draw).
//  3. Anything else ("idle" repetition) is a draw.
//
// A move chases when, after it, one of the mover's chariots, horses, cannons,
// advisors or elephants can legally capture an enemy piece that it could not
// capture before the move (pieces are followed by identity, so a piece that
// fled and was attacked again counts as a new threat), and the threat is
// real:
//   - the target is worth more than the attacker (a chariot attacked by a
//     horse, cannon, advisor or elephant; a horse or cannon attacked by an
//     advisor or elephant) — chased even when protected; or
//   - the target is unprotected (after the capture the opponent has no legal
//     recapture on that point) and cannot itself legally capture the
//     attacker (a mutual attack is an offer to exchange, not a chase).
// Not chases: attacks by the king or by pawns (both may chase freely), on
// the king (that is check), or on a pawn that has not crossed the river.
// Not ruled on (treated as idle): the finer Asian cases such as chasing with
// a pinned piece, "one check one idle", or the distinction between chasing
// the same piece and different pieces.

// RepetitionOutcome reports whether the current position has occurred n
// times (counting now) since the last capture and, if so, how the cycle is
// ruled. Outcome uses n = 3; a search may use n = 2 to score the first
// repetition by the same rules.
func (p *Position) RepetitionOutcome(n int) (Outcome, bool) {
	first := p.repetitionStart(n)
	if first < 0 {
		return Outcome{}, false
	}
	return p.ruleCycle(first), true
}

// repetitionStart returns the ply of the earliest of the n latest
// occurrences of the current position, or −1 if it has occurred fewer times.
func (p *Position) repetitionStart(n int) int {
	if n < 2 {
		n = 2
	}
	lo := len(p.hist) - p.halfmove
	if lo < 0 {
		lo = 0
	}
	count := 1
	for i := len(p.hist) - 4; i >= lo; i -= 2 {
		if p.hist[i].hash == p.hash {
			count++
			if count >= n {
				return i
			}
		}
	}
	return -1
}

// ruleCycle rules on the plies hist[first:].
func (p *Position) ruleCycle(first int) Outcome {
	end := len(p.hist)
	mover := func(j int) Color {
		if (end-j)%2 == 0 {
			return p.side
		}
		return p.side.Other()
	}
	gaveCheck := func(j int) bool {
		if j+1 < end {
			return p.hist[j+1].inCheck
		}
		return p.inCheck
	}
	allCheck := [2]bool{true, true}
	for j := first; j < end; j++ {
		if !gaveCheck(j) {
			allCheck[mover(j)] = false
		}
	}
	switch {
	case allCheck[Red] && allCheck[Black]:
		return Outcome{Draw, Repetition}
	case allCheck[Red]:
		return Outcome{BlackWins, PerpetualCheck}
	case allCheck[Black]:
		return Outcome{RedWins, PerpetualCheck}
	}

	// Replay the cycle to see which moves chased.
	moves := make([]Move, 0, end-first)
	for j := first; j < end; j++ {
		moves = append(moves, p.hist[j].move)
	}
	for j := len(moves) - 1; j >= 0; j-- {
		p.Unmake(moves[j])
	}
	allChase := [2]bool{true, true}
	var before, after []threat
	for _, m := range moves {
		s := p.side
		before = p.threats(s, before[:0])
		p.Make(m)
		if !p.inCheck {
			after = p.threats(s, after[:0])
			if !hasNewThreat(before, after) {
				allChase[s] = false
			}
		}
	}
	switch {
	case allChase[Red] && !allChase[Black]:
		return Outcome{BlackWins, PerpetualChase}
	case allChase[Black] && !allChase[Red]:
		return Outcome{RedWins, PerpetualChase}
	}
	return Outcome{Draw, Repetition}
}

// threat is a real threat of capture, by piece identity (slots).
type threat struct{ attacker, target uint8 }

func hasNewThreat(before, after []threat) bool {
outer:
	for _, a := range after {
		for _, b := range before {
			if a == b {
				continue outer
			}
		}
		return true
	}
	return false
}

// chaseRank orders pieces for "worth more than the attacker".
var chaseRank = [8]int{Advisor: 1, Elephant: 1, Pawn: 1, Horse: 2, Cannon: 2, Chariot: 3, King: 4}

// threats appends c's real threats (see the file comment) as if c were to
// move now. The position is unchanged on return.
func (p *Position) threats(c Color, dst []threat) []threat {
	saveSide, saveCheck := p.side, p.inCheck
	defer func() { p.side, p.inCheck = saveSide, saveCheck }()
	p.side = c
	p.inCheck = p.kingAttacked(p.KingSquare(c), c)
	var buf [64]Move
	for _, m := range p.GenerateCaptures(buf[:0]) {
		from, to := m.From(), m.To()
		a, t := p.board[from], p.board[to]
		switch a.Kind() {
		case King, Pawn:
			continue
		}
		if t.Kind() == King || (t.Kind() == Pawn && redHalf[to] == (t.Color() == Red)) {
			continue
		}
		if chaseRank[t.Kind()] <= chaseRank[a.Kind()] {
			if p.protectedAfter(m) || p.canCapture(c.Other(), to, from) {
				continue
			}
		}
		dst = append(dst, threat{p.slotOf[from], p.slotOf[to]})
	}
	return dst
}

// protectedAfter reports whether, after the side to move plays capture m,
// the opponent can legally take back on m.To().
func (p *Position) protectedAfter(m Move) bool {
	p.Make(m)
	var buf [64]Move
	found := false
	for _, r := range p.GenerateCaptures(buf[:0]) {
		if r.To() == m.To() {
			found = true
			break
		}
	}
	p.Unmake(m)
	return found
}

// canCapture reports whether c, if it were to move, could legally play from→to.
func (p *Position) canCapture(c Color, from, to Square) bool {
	saveSide, saveCheck := p.side, p.inCheck
	p.side = c
	p.inCheck = p.kingAttacked(p.KingSquare(c), c)
	var buf [64]Move
	found := false
	for _, m := range p.GenerateCaptures(buf[:0]) {
		if m == NewMove(from, to) {
			found = true
			break
		}
	}
	p.side, p.inCheck = saveSide, saveCheck
	return found
}
