package xiangqi

// Legal move generation.
//
// Pseudo-legal moves come from the per-square tables and sliding loops; each
// is then kept or dropped by one of two tests:
//
//   - Fast path (not in check, not a king move): before generating, the
//     squares where a change of occupancy could expose our king are marked
//     (leaveMark: our piece on a line to the king whose departure would let
//     a chariot, the other king or a cannon through, or that blocks the leg
//     of an enemy horse aimed at the king; enterMark: the empty points
//     between our king and an enemy cannon, where a new piece would become
//     the cannon's screen). A move touching no mark is legal: no other
//     change of occupancy can create an attack on the king.
//   - Slow path (in check, king moves, marked squares): play the move on the
//     board array only and test the king square directly.
//
// In ordinary positions almost every move takes the fast path, which is why
// perft with bulk counting needs no make/unmake at the last ply.

// GenerateLegal appends the legal moves of the side to move to dst and
// returns it. It allocates nothing when dst has room.
func (p *Position) GenerateLegal(dst []Move) []Move {
	n := len(dst)
	dst = p.generatePseudo(dst, true, true)
	return p.filterLegal(dst, n)
}

// GenerateCaptures appends the legal captures (for quiescence search).
func (p *Position) GenerateCaptures(dst []Move) []Move {
	n := len(dst)
	dst = p.generatePseudo(dst, false, true)
	return p.filterLegal(dst, n)
}

// GenerateQuiets appends the legal moves that capture nothing (with
// GenerateCaptures, for staged move generation in a search).
func (p *Position) GenerateQuiets(dst []Move) []Move {
	n := len(dst)
	dst = p.generatePseudo(dst, true, false)
	return p.filterLegal(dst, n)
}

// GenerateEvasions appends the legal moves when the side to move is in
// check (every legal move is then an evasion); when not in check it returns
// dst unchanged.
func (p *Position) GenerateEvasions(dst []Move) []Move {
	if !p.inCheck {
		return dst
	}
	return p.GenerateLegal(dst)
}

// HasLegalMove reports whether the side to move can move at all.
func (p *Position) HasLegalMove() bool {
	var buf [128]Move
	return len(p.GenerateLegal(buf[:0])) > 0
}

// IsLegal reports whether m is a legal move in the position. It checks the
// piece's movement rule directly and tries the move on the board, without
// generating the move list, so it is cheap enough to validate hash and
// killer moves in a search.
func (p *Position) IsLegal(m Move) bool {
	from, to := m.From(), m.To()
	if !onBoard[from] || !onBoard[to] || from == to {
		return false
	}
	pc := p.board[from]
	if pc == NoPiece || pc.Color() != p.side || p.board[to]&tagOf(p.side) != 0 {
		return false
	}
	if !p.canReach(from, to, pc) {
		return false
	}
	return p.safeAfter(m, p.slotSq[int(p.side)*slotsPerSide], p.side)
}

// canReach reports whether pc on from moves to to by its movement rule (the
// destination is known to be empty or an enemy piece).
func (p *Position) canReach(from, to Square, pc Piece) bool {
	b := &p.board
	switch pc.Kind() {
	case King:
		return inSteps(&kingSteps[from], to)
	case Advisor:
		return inSteps(&advisorSteps[from], to)
	case Pawn:
		return inSteps(&pawnSteps[pc.Color()][from], to)
	case Elephant:
		for _, j := range elephantJumps[from] {
			if j[0] == to {
				return b[j[1]] == NoPiece
			}
		}
		return false
	case Horse:
		for _, j := range horseJumps[from] {
			if j[0] == to {
				return b[j[1]] == NoPiece
			}
		}
		return false
	case Chariot, Cannon:
		var d Square
		switch {
		case from.File() == to.File() && to > from:
			d = north
		case from.File() == to.File():
			d = south
		case from.Rank() == to.Rank() && to > from:
			d = east
		case from.Rank() == to.Rank():
			d = west
		default:
			return false
		}
		between := 0
		for s := from + d; s != to; s += d {
			if b[s] != NoPiece {
				between++
			}
		}
		if pc.Kind() == Chariot {
			return between == 0
		}
		if b[to] == NoPiece {
			return between == 0
		}
		return between == 1
	}
	return false
}

func inSteps(steps *stepList, to Square) bool {
	for _, t := range steps {
		if t == to {
			return true
		}
		if t == NoSquare {
			return false
		}
	}
	return false
}

// GivesCheck reports whether the legal move m checks the opponent.
func (p *Position) GivesCheck(m Move) bool {
	p.Make(m)
	c := p.inCheck
	p.Unmake(m)
	return c
}

// IsCapture reports whether m takes a piece in this position.
func (p *Position) IsCapture(m Move) bool { return p.board[m.To()] != NoPiece }

// filterLegal drops the illegal moves of dst[start:].
func (p *Position) filterLegal(dst []Move, start int) []Move {
	us := p.side
	k := p.slotSq[int(us)*slotsPerSide]
	out := start
	if p.inCheck {
		for _, m := range dst[start:] {
			if p.safeAfter(m, k, us) {
				dst[out] = m
				out++
			}
		}
		return dst[:out]
	}
	p.markDanger(k, us)
	st := p.stamp
	for _, m := range dst[start:] {
		from, to := m.From(), m.To()
		if from == k || p.leaveMark[from] == st || p.enterMark[to] == st {
			if !p.safeAfter(m, k, us) {
				continue
			}
		}
		dst[out] = m
		out++
	}
	return dst[:out]
}

// safeAfter plays m on the board array only and reports whether our king
// (on k before the move) is then safe.
func (p *Position) safeAfter(m Move, k Square, us Color) bool {
	from, to := m.From(), m.To()
	b := &p.board
	pc, captured := b[from], b[to]
	b[to], b[from] = pc, NoPiece
	if from == k {
		k = to
	}
	safe := !p.kingAttacked(k, us)
	b[from], b[to] = pc, captured
	return safe
}

// markDanger sets leaveMark and enterMark for the current node (see the file
// comment). Precondition: our king on k is not in check.
func (p *Position) markDanger(k Square, us Color) {
	p.stamp++
	if p.stamp == 0 { // wrapped: old marks could collide with new stamps
		p.leaveMark = [256]uint32{}
		p.enterMark = [256]uint32{}
		p.stamp = 1
	}
	st := p.stamp
	own, them := tagOf(us), tagOf(us.Other())
	chariot, cannon, king := them|Piece(Chariot), them|Piece(Cannon), them|Piece(King)
	b := &p.board
	for _, d := range orthogonal {
		s1 := k + d
		for b[s1] == NoPiece {
			s1 += d
		}
		x1 := b[s1]
		if x1 == offBoard {
			continue
		}
		if x1 == cannon { // a piece dropped in front of it becomes its screen
			for s := k + d; s != s1; s += d {
				p.enterMark[s] = st
			}
		}
		s2 := s1 + d
		for b[s2] == NoPiece {
			s2 += d
		}
		x2 := b[s2]
		if x2 == offBoard {
			continue
		}
		s3 := s2 + d
		for b[s3] == NoPiece {
			s3 += d
		}
		x3 := b[s3]
		if x1&own != 0 && (x2 == chariot || x2 == king || x3 == cannon) {
			p.leaveMark[s1] = st
		}
		if x2&own != 0 && x3 == cannon {
			p.leaveMark[s2] = st
		}
	}
	horse := them | Piece(Horse)
	for _, d := range [4][2]Square{{north, east}, {north, west}, {south, east}, {south, west}} {
		leg := k + d[0] + d[1]
		if b[leg]&own != 0 && b[leg] != offBoard &&
			(b[leg+d[0]] == horse || b[leg+d[1]] == horse) {
			p.leaveMark[leg] = st
		}
	}
}

// generatePseudo appends the pseudo-legal quiet moves and/or captures.
func (p *Position) generatePseudo(dst []Move, quiets, captures bool) []Move {
	us := p.side
	own := tagOf(us)
	b := &p.board
	base := int(us) * slotsPerSide
	for i := base; i < base+slotsPerSide; i++ {
		from := p.slotSq[i]
		if from == NoSquare {
			continue
		}
		fm := Move(from)
		switch p.slotPiece[i].Kind() {
		case Chariot:
			for _, d := range orthogonal {
				t := from + d
				for b[t] == NoPiece {
					if quiets {
						dst = append(dst, fm|Move(t)<<8)
					}
					t += d
				}
				if captures && b[t]&own == 0 {
					dst = append(dst, fm|Move(t)<<8)
				}
			}
		case Cannon:
			for _, d := range orthogonal {
				t := from + d
				for b[t] == NoPiece {
					if quiets {
						dst = append(dst, fm|Move(t)<<8)
					}
					t += d
				}
				if b[t] == offBoard || !captures {
					continue
				}
				t += d
				for b[t] == NoPiece {
					t += d
				}
				if b[t]&own == 0 {
					dst = append(dst, fm|Move(t)<<8)
				}
			}
		case Horse:
			jumps := &horseJumps[from]
			for j := range jumps {
				t := jumps[j][0]
				if t == NoSquare {
					break
				}
				if b[jumps[j][1]] == NoPiece && b[t]&own == 0 && (b[t] == NoPiece && quiets || b[t] != NoPiece && captures) {
					dst = append(dst, fm|Move(t)<<8)
				}
			}
		case Pawn:
			dst = appendSteps(dst, b, &pawnSteps[us][from], fm, own, quiets, captures)
		case Advisor:
			dst = appendSteps(dst, b, &advisorSteps[from], fm, own, quiets, captures)
		case Elephant:
			jumps := &elephantJumps[from]
			for j := range jumps {
				t := jumps[j][0]
				if t == NoSquare {
					break
				}
				if b[jumps[j][1]] == NoPiece && b[t]&own == 0 && (b[t] == NoPiece && quiets || b[t] != NoPiece && captures) {
					dst = append(dst, fm|Move(t)<<8)
				}
			}
		case King:
			dst = appendSteps(dst, b, &kingSteps[from], fm, own, quiets, captures)
		}
	}
	return dst
}

func appendSteps(dst []Move, b *[256]Piece, steps *stepList, fm Move, own Piece, quiets, captures bool) []Move {
	for _, t := range steps {
		if t == NoSquare {
			break
		}
		if b[t]&own == 0 && (b[t] == NoPiece && quiets || b[t] != NoPiece && captures) {
			dst = append(dst, fm|Move(t)<<8)
		}
	}
	return dst
}
