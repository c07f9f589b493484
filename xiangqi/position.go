package xiangqi

// slotsPerSide is the size of each side's piece list: a side starts with 16
// pieces and xiangqi has no promotion, so it can never have more.
const slotsPerSide = 16

// undo is what Unmake needs to restore a move exactly, plus what the
// repetition rules need to know about each ply.
type undo struct {
	hash     uint64 // hash before the move
	move     Move
	captured Piece
	capSlot  uint8
	inCheck  bool  // side to move was in check before the move
	halfmove int32 // plies without capture before the move
}

// Position is a xiangqi position with its game history since it was set up.
//
// The zero Position is not usable; get one from ParseFEN or NewPosition.
// A Position is not safe for concurrent use; give each goroutine its own
// (Clone).
type Position struct {
	board  [256]Piece // offBoard on the sentinel squares
	slotOf [256]uint8 // for an occupied square, its index into slotSq

	// Piece lists: slot i < 16 is Red's, 16–31 Black's; slot 0 and 16 are
	// the kings. A captured piece keeps its slot with square NoSquare.
	slotSq    [2 * slotsPerSide]Square
	slotPiece [2 * slotsPerSide]Piece

	side      Color
	hash      uint64
	inCheck   bool
	halfmove  int // plies since the last capture
	fullmove  int // as in FEN: starts at 1, increases after Black's move
	startSide Color

	hist []undo

	perftBufs *[perftMaxDepth][]Move // move lists per ply, kept between Perft calls

	// Legality marks for the node being generated (see movegen.go).
	stamp     uint32
	leaveMark [256]uint32
	enterMark [256]uint32
}

// Zobrist keys: one per piece code and square, plus the side to move.
var (
	zobrist     [32][256]uint64
	zobristSide uint64
)

func init() {
	x := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 { // splitmix64: fixed seed, so hashes are reproducible
		x += 0x9E3779B97F4A7C15
		z := x
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	for p := range zobrist {
		for s := range zobrist[p] {
			if onBoard[s] {
				zobrist[p][s] = next()
			}
		}
	}
	zobristSide = next()
}

// SideToMove is the side whose turn it is.
func (p *Position) SideToMove() Color { return p.side }

// At is the piece on s (NoPiece when empty or off the board).
func (p *Position) At(s Square) Piece {
	if !onBoard[s] {
		return NoPiece
	}
	return p.board[s]
}

// KingSquare is where c's king stands.
func (p *Position) KingSquare(c Color) Square { return p.slotSq[int(c)*slotsPerSide] }

// Hash is the Zobrist key of the placement and side to move.
func (p *Position) Hash() uint64 { return p.hash }

// InCheck reports whether the side to move is in check (a facing king counts).
func (p *Position) InCheck() bool { return p.inCheck }

// HalfmoveClock is the number of plies since the last capture.
func (p *Position) HalfmoveClock() int { return p.halfmove }

// FullmoveNumber is the FEN move number.
func (p *Position) FullmoveNumber() int { return p.fullmove }

// Ply is the number of moves made since the position was set up.
func (p *Position) Ply() int { return len(p.hist) }

// LastMove is the last move made, or NoMove.
func (p *Position) LastMove() Move {
	if len(p.hist) == 0 {
		return NoMove
	}
	return p.hist[len(p.hist)-1].move
}

// History returns the moves made since setup, oldest first (a fresh slice).
func (p *Position) History() []Move {
	out := make([]Move, len(p.hist))
	for i, u := range p.hist {
		out[i] = u.move
	}
	return out
}

// Pieces calls fn for every piece on the board, Red's first.
func (p *Position) Pieces(fn func(s Square, pc Piece)) {
	for i, s := range p.slotSq {
		if s != NoSquare {
			fn(s, p.slotPiece[i])
		}
	}
}

// Count is the number of pieces of colour c and kind k on the board.
func (p *Position) Count(c Color, k Kind) int {
	n := 0
	base := int(c) * slotsPerSide
	for i := base; i < base+slotsPerSide; i++ {
		if p.slotSq[i] != NoSquare && p.slotPiece[i].Kind() == k {
			n++
		}
	}
	return n
}

// Clone returns an independent copy, history included.
func (p *Position) Clone() *Position {
	q := *p
	q.perftBufs = nil
	q.hist = make([]undo, len(p.hist), cap(p.hist))
	copy(q.hist, p.hist)
	return &q
}

// computeHash recomputes the key from scratch (used by setup and tests).
func (p *Position) computeHash() uint64 {
	var h uint64
	for i, s := range p.slotSq {
		if s != NoSquare {
			h ^= zobrist[p.slotPiece[i]][s]
		}
	}
	if p.side == Black {
		h ^= zobristSide
	}
	return h
}

// Make plays m, which must be legal (or at least pseudo-legal: a piece of the
// side to move going to an empty or enemy square). It never allocates once
// the history has grown to the game's length.
func (p *Position) Make(m Move) {
	from, to := m.From(), m.To()
	pc := p.board[from]
	captured := p.board[to]
	p.hist = append(p.hist, undo{
		hash: p.hash, move: m, captured: captured, capSlot: p.slotOf[to],
		inCheck: p.inCheck, halfmove: int32(p.halfmove),
	})
	h := p.hash ^ zobrist[pc][from] ^ zobrist[pc][to] ^ zobristSide
	if captured != NoPiece {
		h ^= zobrist[captured][to]
		p.slotSq[p.slotOf[to]] = NoSquare
		p.halfmove = 0
	} else {
		p.halfmove++
	}
	slot := p.slotOf[from]
	p.slotSq[slot] = to
	p.slotOf[to] = slot
	p.board[to] = pc
	p.board[from] = NoPiece
	p.hash = h
	if p.side == Black {
		p.fullmove++
	}
	p.side ^= 1
	p.inCheck = p.checkAfter(from, to, pc)
}

// checkAfter reports whether the side to move is in check after the other
// side moved pc from→to. The opponent's king was safe before the move (the
// position was legal), so only lines and horse legs through from or to can
// have changed; when neither touches the king's file, rank or diagonal
// neighbours, only the moved piece itself (a horse) can give check.
func (p *Position) checkAfter(from, to Square, pc Piece) bool {
	k := p.slotSq[int(p.side)*slotsPerSide]
	if lineOrLeg[int(from)-int(k)+256] || lineOrLeg[int(to)-int(k)+256] || (from^k)&0xF0 == 0 || (to^k)&0xF0 == 0 {
		return p.kingAttacked(k, p.side)
	}
	// Off the king's lines only a horse can check (a pawn's attacks run
	// along its file and rank).
	if pc.Kind() == Horse {
		leg := horseCheckLeg[int(k)-int(to)+256]
		return leg != 0 && p.board[to+Square(leg)] == NoPiece
	}
	return false
}

// Tables indexed by a square difference + 256: lineOrLeg marks the same
// file and the king's diagonal neighbours (ranks are tested with a mask);
// horseCheckLeg gives, for a horse standing at king−d, the offset from the
// horse to its leg (0 when d is not a horse jump).
var (
	lineOrLeg     [512]bool
	horseCheckLeg [512]int8
)

func init() {
	for d := -9 * 16; d <= 9*16; d += 16 {
		lineOrLeg[d+256] = true
	}
	for _, d := range []int{15, 17, -15, -17} {
		lineOrLeg[d+256] = true
	}
	for _, j := range [][2]int{{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}} {
		d := j[1]*16 + j[0] // the horse jumps by d to reach the king
		var leg int
		if j[0] == 1 || j[0] == -1 {
			leg = j[1] / 2 * 16
		} else {
			leg = j[0] / 2
		}
		horseCheckLeg[d+256] = int8(leg)
	}
}

// Unmake takes back m, which must be the last move made.
func (p *Position) Unmake(m Move) {
	n := len(p.hist) - 1
	u := &p.hist[n]
	from, to := m.From(), m.To()
	pc := p.board[to]
	slot := p.slotOf[to]
	p.board[from] = pc
	p.slotOf[from] = slot
	p.slotSq[slot] = from
	p.board[to] = u.captured
	if u.captured != NoPiece {
		p.slotOf[to] = u.capSlot
		p.slotSq[u.capSlot] = to
	}
	p.side ^= 1
	if p.side == Black {
		p.fullmove--
	}
	p.hash = u.hash
	p.inCheck = u.inCheck
	p.halfmove = int(u.halfmove)
	p.hist = p.hist[:n]
}

// MakeNull passes the turn (for null-move search); undo with UnmakeNull.
// It must not be played while in check.
func (p *Position) MakeNull() {
	p.hist = append(p.hist, undo{hash: p.hash, inCheck: p.inCheck, halfmove: int32(p.halfmove)})
	p.hash ^= zobristSide
	p.halfmove++
	if p.side == Black {
		p.fullmove++
	}
	p.side ^= 1
	p.inCheck = p.kingAttacked(p.slotSq[int(p.side)*slotsPerSide], p.side)
}

// UnmakeNull takes back MakeNull.
func (p *Position) UnmakeNull() {
	n := len(p.hist) - 1
	u := &p.hist[n]
	p.side ^= 1
	if p.side == Black {
		p.fullmove--
	}
	p.hash = u.hash
	p.inCheck = u.inCheck
	p.halfmove = int(u.halfmove)
	p.hist = p.hist[:n]
}

// kingAttacked reports whether the king of colour c standing on k is attacked
// by the other side: a chariot or the other king on an open line, a cannon
// with exactly one screen, a horse whose leg is free, or a pawn.
// Only valid for squares in c's palace (enemy pawns there have crossed).
func (p *Position) kingAttacked(k Square, c Color) bool {
	them := tagOf(c.Other())
	chariot, cannon, king := them|Piece(Chariot), them|Piece(Cannon), them|Piece(King)
	b := &p.board
	for _, d := range orthogonal {
		t := k + d
		for b[t] == NoPiece {
			t += d
		}
		x := b[t]
		if x == chariot || x == king {
			return true
		}
		if x == offBoard {
			continue
		}
		t += d
		for b[t] == NoPiece {
			t += d
		}
		if b[t] == cannon {
			return true
		}
	}
	horse := them | Piece(Horse)
	// A horse checks from (±1,±2) or (±2,±1); its leg is then the king's
	// diagonal neighbour between them.
	if b[k+north+east] == NoPiece && (b[k+north+north+east] == horse || b[k+north+east+east] == horse) {
		return true
	}
	if b[k+north+west] == NoPiece && (b[k+north+north+west] == horse || b[k+north+west+west] == horse) {
		return true
	}
	if b[k+south+east] == NoPiece && (b[k+south+south+east] == horse || b[k+south+east+east] == horse) {
		return true
	}
	if b[k+south+west] == NoPiece && (b[k+south+south+west] == horse || b[k+south+west+west] == horse) {
		return true
	}
	pawn := them | Piece(Pawn)
	fwd := Square(north) // an enemy pawn attacks Red's king from the north
	if c == Black {
		fwd = south
	}
	return b[k+fwd] == pawn || b[k+east] == pawn || b[k+west] == pawn
}
