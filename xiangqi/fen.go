package xiangqi

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// StartFEN is the initial position.
const StartFEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

// NewPosition returns the initial position.
func NewPosition() *Position {
	p, err := ParseFEN(StartFEN)
	if err != nil {
		panic(err)
	}
	return p
}

// FENError is what ParseFEN returns for a FEN it rejects: the FEN and the
// reason, in English (Reason, Error) or Vietnamese (Vietnamese).
type FENError struct {
	FEN    string
	Reason string

	reason i18n.Message // Reason as a message of the package's catalogue
}

func (e *FENError) Error() string { return e.in("en") }

// Vietnamese is the error in Vietnamese.
func (e *FENError) Vietnamese() string { return e.in("vi") }

func (e *FENError) in(lang string) string {
	var reason any = e.Reason
	if e.reason.Format != "" {
		reason = e.reason
	}
	return tr(lang, "bad FEN %s: %s", quoteClipped(e.FEN, 100), reason)
}

// newFENError is the FENError of fen for the reason format with args, a
// message of the catalogue.
func newFENError(fen, format string, args ...any) *FENError {
	m := messages.Msg(format, args...)
	return &FENError{FEN: fen, Reason: m.String(), reason: m}
}

// quoteClipped quotes s cut to at most n bytes (and "…"), so that an error
// about a huge input does not repeat it whole.
func quoteClipped(s string, n int) string {
	if len(s) <= n {
		return strconv.Quote(s)
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return strconv.Quote(s[:n]) + "…"
}

func kindFromLetter(l byte) Kind {
	switch l | 0x20 {
	case 'k':
		return King
	case 'a':
		return Advisor
	case 'b', 'e':
		return Elephant
	case 'n', 'h':
		return Horse
	case 'r':
		return Chariot
	case 'c':
		return Cannon
	case 'p':
		return Pawn
	}
	return NoKind
}

// ParseFEN reads a xiangqi FEN. Besides the usual letters it accepts h for
// the horse, e for the elephant, r for Red to move, and missing trailing
// fields. It rejects, with a reason: bad syntax, wrong rank or file counts,
// a missing or extra king, more than 16 pieces a side, a piece on a point it
// can never reach (king or advisor outside its palace points, elephant off
// its seven points, soldier behind its starting rank), the two kings facing
// each other, and the side not to move being in check.
func ParseFEN(fen string) (*Position, error) {
	// bad is the error of a reason: a format of the catalogue and its
	// arguments.
	bad := func(format string, args ...any) (*Position, error) {
		return nil, newFENError(fen, format, args...)
	}
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return bad("empty")
	}
	if len(fields) > 6 {
		return bad("%d fields, want at most 6 (placement, side, -, -, halfmove clock, move number)", len(fields))
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 10 {
		return bad("%d ranks, want 10 separated by /", len(ranks))
	}
	p := &Position{hist: make([]undo, 0, 256), fullmove: 1}
	for s := range p.board {
		if !onBoard[s] {
			p.board[s] = offBoard
		}
	}
	var counts [2]int
	type placed struct {
		sq Square
		pc Piece
	}
	var pieces [2][]placed
	for i, row := range ranks {
		rank := 9 - i
		file := 0
		for j := 0; j < len(row); j++ {
			ch := row[j]
			if ch >= '1' && ch <= '9' {
				file += int(ch - '0')
				continue
			}
			k := kindFromLetter(ch)
			if k == NoKind {
				// Name the whole character, not its first byte: "ï", not
				// "\xc3" shown as "Ã".
				// A byte of no character is shown as the byte ("\xff").
				_, size := utf8.DecodeRuneInString(row[j:])
				return bad("rank %d: %q is not a piece letter (KABNRCP, also E for elephant and H for horse; lower case for Black)", rank, row[j:j+size])
			}
			if file > 8 {
				return bad("rank %d has more than 9 files", rank)
			}
			c := Red
			if ch >= 'a' {
				c = Black
			}
			pc := MakePiece(c, k)
			sq := NewSquare(file, rank)
			if why, ok := badPlace(pc, sq); !ok {
				return bad("%s on %s: %s", pc, sq, why)
			}
			counts[c]++
			pieces[c] = append(pieces[c], placed{sq, pc})
			file++
		}
		if file != 9 {
			return bad("rank %d has %d files, want 9", rank, file)
		}
	}
	for c := Red; c <= Black; c++ {
		kings := 0
		for _, x := range pieces[c] {
			if x.pc.Kind() == King {
				kings++
			}
		}
		switch {
		case kings == 0:
			return bad("%s has no king", c)
		case kings > 1:
			return bad("%s has %d kings", c, kings)
		case counts[c] > slotsPerSide:
			return bad("%s has %d pieces, at most 16", c, counts[c])
		}
		// Kings first (slot 0), then by kind so generation visits pieces in a
		// stable order.
		slot := int(c) * slotsPerSide
		for k := King; k <= Pawn; k++ {
			for _, x := range pieces[c] {
				if x.pc.Kind() == k {
					p.board[x.sq] = x.pc
					p.slotOf[x.sq] = uint8(slot)
					p.slotSq[slot] = x.sq
					p.slotPiece[slot] = x.pc
					slot++
				}
			}
		}
	}
	if len(fields) >= 2 {
		switch fields[1] {
		case "w", "r", "W", "R":
			p.side = Red
		case "b", "B":
			p.side = Black
		default:
			side := quoteClipped(fields[1], 20)
			return bad("side to move %s, want w (or r) for Red, b for Black", side)
		}
	}
	if len(fields) > 2 && fields[2] != "-" {
		return bad("castling field %s, want - (xiangqi has none)", quoteClipped(fields[2], 20))
	}
	if len(fields) > 3 && fields[3] != "-" {
		return bad("en passant field %s, want - (xiangqi has none)", quoteClipped(fields[3], 20))
	}
	if len(fields) >= 5 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > 100000 {
			v := quoteClipped(fields[4], 20)
			return bad("halfmove clock %s, want a number ≥ 0", v)
		}
		p.halfmove = n
	}
	if len(fields) >= 6 {
		n, err := strconv.Atoi(fields[5])
		if err != nil || n < 1 || n > 100000 {
			v := quoteClipped(fields[5], 20)
			return bad("move number %s, want a number ≥ 1", v)
		}
		p.fullmove = n
	}
	rk, bk := p.KingSquare(Red), p.KingSquare(Black)
	if rk.File() == bk.File() {
		facing := true
		for s := rk + north; s != bk; s += north {
			if p.board[s] != NoPiece {
				facing = false
				break
			}
		}
		if facing {
			return bad("the kings face each other on file %c with nothing between", 'a'+rk.File())
		}
	}
	other := p.side.Other()
	if p.kingAttacked(p.KingSquare(other), other) {
		return bad("%s is in check but it is %s's turn", other, p.side)
	}
	p.startSide = p.side
	p.hash = p.computeHash()
	p.inCheck = p.kingAttacked(p.KingSquare(p.side), p.side)
	return p, nil
}

// ParseFENStrict is ParseFEN for what people and GUIs type (the command
// line's --fen, the engine's `position fen`): it also requires the side to
// move, which ParseFEN takes to be Red when missing, a silent guess.
func ParseFENStrict(fen string) (*Position, error) {
	if len(strings.Fields(fen)) == 1 {
		return nil, newFENError(fen, "no side to move: add w (Red) or b (Black) after the placement")
	}
	return ParseFEN(fen)
}

// badPlace says why pc can never stand on sq (a message of the catalogue,
// and false), or true if it can.
func badPlace(pc Piece, sq Square) (why i18n.Message, ok bool) {
	c := pc.Color()
	ownHalf := redHalf[sq] == (c == Red)
	switch pc.Kind() {
	case King:
		if !inPalace[sq] || !ownHalf {
			return msg("a king never leaves its palace"), false
		}
	case Advisor:
		if !advisorSpot[sq] || !ownHalf {
			return msg("an advisor stays on the five points of its palace"), false
		}
	case Elephant:
		if !elephantSq[sq] || !ownHalf {
			return msg("an elephant stays on its seven points and never crosses the river"), false
		}
	case Pawn:
		r := sq.Rank()
		if c == Black {
			r = 9 - r
		}
		if r < 3 {
			return msg("a soldier never stands behind its starting rank"), false
		}
	}
	return i18n.Message{}, true
}

// FEN writes the position with the standard letters (n horse, b elephant,
// w for Red to move).
func (p *Position) FEN() string {
	var sb strings.Builder
	for rank := 9; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < 9; file++ {
			pc := p.board[NewSquare(file, rank)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(pc.Letter())
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			sb.WriteByte('/')
		}
	}
	if p.side == Red {
		sb.WriteString(" w - - ")
	} else {
		sb.WriteString(" b - - ")
	}
	sb.WriteString(strconv.Itoa(p.halfmove))
	sb.WriteByte(' ')
	sb.WriteString(strconv.Itoa(p.fullmove))
	return sb.String()
}

// String is the FEN.
func (p *Position) String() string { return p.FEN() }
