package engine

import "github.com/alphabeta-go/alphabeta/xiangqi"

// Static exchange evaluation: the material balance of the sequence of
// captures on one point, each side taking with its least valuable attacker
// and free to stop. It works on a copy of the board so that chariots and
// cannons see through (or lose) screens as pieces leave; pins are ignored.

var seeValue = [8]int{xiangqi.Pawn: 100, xiangqi.Advisor: 200, xiangqi.Elephant: 200,
	xiangqi.Horse: 400, xiangqi.Cannon: 450, xiangqi.Chariot: 900, xiangqi.King: 20000}

// see returns the exchange value of capture m for the side making it.
func see(pos *xiangqi.Position, m xiangqi.Move) int {
	b := *pos.BoardArray()
	from, to := m.From(), m.To()
	var gain [34]int
	gain[0] = seeValue[b[to].Kind()]
	attacker := b[from]
	b[to], b[from] = attacker, xiangqi.NoPiece
	side := attacker.Color().Other()
	d := 0
	for d < 32 {
		sq, k := leastAttacker(&b, to, side)
		if sq == xiangqi.NoSquare {
			break
		}
		d++
		gain[d] = seeValue[b[to].Kind()] - gain[d-1]
		if k == xiangqi.King {
			// The king may take only if nothing recaptures.
			b[to], b[sq] = b[sq], xiangqi.NoPiece
			if s2, _ := leastAttacker(&b, to, side.Other()); s2 != xiangqi.NoSquare {
				d--
			}
			break
		}
		b[to], b[sq] = b[sq], xiangqi.NoPiece
		side = side.Other()
	}
	for d > 0 {
		gain[d-1] = -max(-gain[d-1], gain[d])
		d--
	}
	return gain[0]
}

// seeAtLeast reports whether see(pos, m) >= threshold, stopping as soon
// as the answer is known rather than playing the exchange out: the
// side to capture next already stands on the far side of the threshold
// whatever the rest of the sequence does once even its opponent's
// cheapest capture cannot turn it (cheap at once when the victim is
// worth the attacker and the threshold). TestSEEAtLeastAgrees checks it
// against see.
func seeAtLeast(pos *xiangqi.Position, m xiangqi.Move, threshold int) bool {
	b := pos.BoardArray()
	from, to := m.From(), m.To()
	// swap is what the side that just captured stands to lose, measured
	// from the threshold, if the piece on the point is taken.
	swap := seeValue[b[to].Kind()] - threshold
	if swap < 0 {
		return false // even keeping the victim for nothing falls short
	}
	swap = seeValue[b[from].Kind()] - swap
	if swap <= 0 {
		return true // even losing the attacker for it reaches the threshold
	}
	bb := *b
	bb[to], bb[from] = bb[from], xiangqi.NoPiece
	return exchangeAtLeast(&bb, to, swap)
}

// quietSEEAtLeast is seeAtLeast of quiet move m, asked after m was made on
// pos: the board is then the one seeAtLeast plays the exchange on, so
// the search can decide first whether the move is pruned anyway.
func quietSEEAtLeast(pos *xiangqi.Position, m xiangqi.Move, threshold int) bool {
	b := pos.BoardArray()
	to := m.To()
	swap := -threshold // no victim
	if swap < 0 {
		return false
	}
	swap = seeValue[b[to].Kind()] - swap
	if swap <= 0 {
		return true
	}
	bb := *b
	return exchangeAtLeast(&bb, to, swap)
}

// exchangeAtLeast plays out seeAtLeast's exchange on board bb, where a
// piece has just moved to point to and swap is what its side stands to
// lose there, measured from the threshold.
func exchangeAtLeast(bb *[256]xiangqi.Piece, to xiangqi.Square, swap int) bool {
	side := bb[to].Color()
	res := 1 // 1: the threshold is reached if the exchange stops here
	for {
		side = side.Other()
		sq, k := leastAttacker(bb, to, side)
		if sq == xiangqi.NoSquare {
			break
		}
		res ^= 1
		if k == xiangqi.King {
			// The king may take only if nothing recaptures.
			bb[to], bb[sq] = bb[sq], xiangqi.NoPiece
			if s2, _ := leastAttacker(bb, to, side.Other()); s2 != xiangqi.NoSquare {
				res ^= 1
			}
			break
		}
		if swap = seeValue[k] - swap; swap < res {
			break
		}
		bb[to], bb[sq] = bb[sq], xiangqi.NoPiece
	}
	return res == 1
}

// leastAttacker finds side c's least valuable piece that attacks point s
// on board b (pseudo-legally).
func leastAttacker(b *[256]xiangqi.Piece, s xiangqi.Square, c xiangqi.Color) (xiangqi.Square, xiangqi.Kind) {
	mk := func(k xiangqi.Kind) xiangqi.Piece { return xiangqi.MakePiece(c, k) }
	// Pawns: from behind, or from the side once across the river.
	pawn := mk(xiangqi.Pawn)
	back, crossed := dSouth, !xiangqi.InRedHalf(s)
	if c == xiangqi.Black {
		back, crossed = dNorth, xiangqi.InRedHalf(s)
	}
	if b[s+back] == pawn {
		return s + back, xiangqi.Pawn
	}
	if crossed {
		if b[s+dEast] == pawn {
			return s + dEast, xiangqi.Pawn
		}
		if b[s+dWest] == pawn {
			return s + dWest, xiangqi.Pawn
		}
	}
	f, r := s.File(), s.Rank()
	inPalace := f >= 3 && f <= 5 && ((c == xiangqi.Red && r <= 2) || (c == xiangqi.Black && r >= 7))
	if inPalace {
		adv := mk(xiangqi.Advisor)
		for _, d := range [4]xiangqi.Square{dNorth + dEast, dNorth + dWest, dSouth + dEast, dSouth + dWest} {
			if b[s+d] == adv {
				return s + d, xiangqi.Advisor
			}
		}
	}
	if ownHalf := xiangqi.InRedHalf(s) == (c == xiangqi.Red); ownHalf {
		el := mk(xiangqi.Elephant)
		for _, d := range [4]xiangqi.Square{dNorth + dEast, dNorth + dWest, dSouth + dEast, dSouth + dWest} {
			if b[s+d] == xiangqi.NoPiece && xiangqi.IsOnBoard(s+d) && b[s+d+d] == el {
				return s + d + d, xiangqi.Elephant
			}
		}
	}
	horse := mk(xiangqi.Horse)
	for _, j := range horseAttacks {
		if b[s+j[0]] == horse && b[s+j[1]] == xiangqi.NoPiece {
			return s + j[0], xiangqi.Horse
		}
	}
	cannon, chariot := mk(xiangqi.Cannon), mk(xiangqi.Chariot)
	var cannonSq, chariotSq xiangqi.Square
	for _, d := range dirs {
		t := s + d
		for b[t] == xiangqi.NoPiece {
			t += d
		}
		if b[t] == chariot && chariotSq == xiangqi.NoSquare {
			chariotSq = t
		}
		if b[t] == offBoard {
			continue
		}
		t += d
		for b[t] == xiangqi.NoPiece {
			t += d
		}
		if b[t] == cannon && cannonSq == xiangqi.NoSquare {
			cannonSq = t
		}
	}
	if cannonSq != xiangqi.NoSquare {
		return cannonSq, xiangqi.Cannon
	}
	if chariotSq != xiangqi.NoSquare {
		return chariotSq, xiangqi.Chariot
	}
	if inPalace {
		king := mk(xiangqi.King)
		for _, d := range dirs {
			if b[s+d] == king {
				return s + d, xiangqi.King
			}
		}
	}
	return xiangqi.NoSquare, xiangqi.NoKind
}

// horseAttacks lists, for a target point, where an attacking horse stands
// and the leg point that must be empty: the leg is next to the horse,
// towards the target along the long side of the jump.
var horseAttacks [8][2]xiangqi.Square

func init() {
	i := 0
	for _, d := range [8][2]int{{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}} {
		// horse at s - (dx,dy) jumping by (dx,dy); its leg is horse + long/2.
		dx, dy := d[0], d[1]
		horse := off(-dx, -dy)
		var leg xiangqi.Square
		if dy == 2 || dy == -2 {
			leg = off(-dx, -dy+dy/2)
		} else {
			leg = off(-dx+dx/2, -dy)
		}
		horseAttacks[i] = [2]xiangqi.Square{horse, leg}
		i++
	}
}

// off is the mailbox offset of a (file, rank) displacement.
func off(df, dr int) xiangqi.Square { return xiangqi.Square(uint8(int8(dr*16 + df))) }
