package xiangqi

// Result is how a game stands.
type Result int8

const (
	Ongoing Result = iota
	RedWins
	BlackWins
	Draw
)

func (r Result) String() string {
	return [...]string{"ongoing", "red wins", "black wins", "draw"}[r]
}

// Vietnamese is the result in Vietnamese.
func (r Result) Vietnamese() string {
	return [...]string{"đang chơi", "Đỏ thắng", "Đen thắng", "hòa"}[r]
}

// PGN is the result as written in PGN: "1-0", "0-1", "1/2-1/2" or "*".
func (r Result) PGN() string {
	return [...]string{"*", "1-0", "0-1", "1/2-1/2"}[r]
}

// Reason says which rule ended the game.
type Reason int8

const (
	NoReason       Reason = iota
	Checkmate             // no legal move and in check: loss
	Stalemate             // no legal move, not in check: loss in xiangqi
	PerpetualCheck        // the side that checked on every move of a threefold repetition loses
	PerpetualChase        // the side that chased on every move of a threefold repetition loses
	Repetition            // threefold repetition otherwise: draw
	MoveLimit             // 120 plies (60 moves) without a capture: draw
	NoAttackers           // neither side has a piece that can cross the river: draw
)

func (r Reason) String() string {
	return [...]string{"", "checkmate", "stalemate", "perpetual check", "perpetual chase",
		"repetition", "60 moves without capture", "no attacking pieces"}[r]
}

// Vietnamese is the rule's name in Vietnamese.
func (r Reason) Vietnamese() string {
	return [...]string{"", "chiếu bí", "hết nước đi", "chiếu mãi", "đuổi bắt mãi",
		"lặp lại nước đi", "60 nước không ăn quân", "không còn quân tấn công"}[r]
}

// Outcome is a finished (or ongoing) game's result and the rule behind it.
type Outcome struct {
	Result Result
	Reason Reason
}

// MoveLimitPlies is the number of plies without a capture that draws.
const MoveLimitPlies = 120

func winFor(c Color) Result {
	if c == Red {
		return RedWins
	}
	return BlackWins
}

// Outcome applies the rules that end a game, in this order: no legal move
// (checkmate or stalemate, a loss for the side to move), a threefold
// repetition (ruled by RepetitionOutcome), 120 plies without a capture
// (draw), no attacking piece on either side (draw).
func (p *Position) Outcome() Outcome {
	if !p.HasLegalMove() {
		if p.inCheck {
			return Outcome{winFor(p.side.Other()), Checkmate}
		}
		return Outcome{winFor(p.side.Other()), Stalemate}
	}
	if o, ok := p.RepetitionOutcome(3); ok {
		return o
	}
	if p.halfmove >= MoveLimitPlies {
		return Outcome{Draw, MoveLimit}
	}
	if !p.hasAttackers(Red) && !p.hasAttackers(Black) {
		return Outcome{Draw, NoAttackers}
	}
	return Outcome{}
}

// hasAttackers reports whether c has a chariot, horse, cannon or pawn.
func (p *Position) hasAttackers(c Color) bool {
	base := int(c) * slotsPerSide
	for i := base; i < base+slotsPerSide; i++ {
		if p.slotSq[i] == NoSquare {
			continue
		}
		switch p.slotPiece[i].Kind() {
		case Horse, Chariot, Cannon, Pawn:
			return true
		}
	}
	return false
}
