package xiangqi

import "fmt"

// Color is a side: Red moves first and sits at the bottom (ranks 0–4).
type Color uint8

const (
	Red Color = iota
	Black
)

// Other is the opponent.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == Red {
		return "red"
	}
	return "black"
}

// Vietnamese is the side's name in Vietnamese: "Đỏ" or "Đen".
func (c Color) Vietnamese() string {
	if c == Red {
		return "Đỏ"
	}
	return "Đen"
}

// Kind is a piece type without its colour.
type Kind uint8

const (
	NoKind Kind = iota
	King
	Advisor
	Elephant
	Horse
	Chariot
	Cannon
	Pawn
)

var kindNames = [...]string{"none", "king", "advisor", "elephant", "horse", "chariot", "cannon", "pawn"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Piece is a coloured piece. Its code is a colour tag (8 for Red, 16 for
// Black) plus the Kind, so "is this square mine" is one AND on the board byte
// and the off-board sentinel (both tags set) is never empty and never capturable.
type Piece uint8

// NoPiece is an empty square.
const NoPiece Piece = 0

const (
	redTag   Piece = 8
	blackTag Piece = 16
	offBoard Piece = redTag | blackTag
)

// MakePiece returns the piece of colour c and kind k.
func MakePiece(c Color, k Kind) Piece { return redTag<<c | Piece(k) }

// Kind is the piece's kind (NoKind for an empty square).
func (p Piece) Kind() Kind { return Kind(p & 7) }

// Color is the piece's colour; meaningless for NoPiece.
func (p Piece) Color() Color { return Color(p >> 4 & 1) }

// Letter is the FEN letter: upper case for Red.
func (p Piece) Letter() byte {
	if p == NoPiece || p.Kind() == NoKind || p == offBoard {
		return '.'
	}
	l := "?kabnrcp"[p.Kind()]
	if p.Color() == Red {
		l -= 'a' - 'A'
	}
	return l
}

func (p Piece) String() string {
	if p == NoPiece {
		return "empty"
	}
	return p.Color().String() + " " + p.Kind().String()
}

// Vietnamese is the piece's name in Vietnamese: "Xe Đỏ", "Tướng Đen".
func (p Piece) Vietnamese() string {
	if p == NoPiece {
		return "trống"
	}
	return vnName[p.Kind()] + " " + p.Color().Vietnamese()
}

func tagOf(c Color) Piece { return redTag << c }

// Square is a point of the board. Internally the 9×10 board sits inside a
// 16×16 array (files at columns 3–11, ranks at rows 3–12) so that every move
// offset, the horse's two-step jumps included, lands on a sentinel instead of
// leaving the array; the uint8 type makes every index provably in bounds.
// Use NewSquare, File and Rank rather than the raw number.
type Square uint8

// NoSquare is the zero Square; it is off the board.
const NoSquare Square = 0

// NewSquare returns the point on file 0–8 (a–i, left to right from Red's
// side) and rank 0–9 (Red's back rank is 0). It panics on a point off the board.
func NewSquare(file, rank int) Square {
	if file < 0 || file > 8 || rank < 0 || rank > 9 {
		panic(fmt.Sprintf("xiangqi: square file %d rank %d off the board", file, rank))
	}
	return Square((rank+3)*16 + file + 3)
}

// File is 0–8 (a–i).
func (s Square) File() int { return int(s&15) - 3 }

// Rank is 0–9 from Red's back rank.
func (s Square) Rank() int { return int(s>>4) - 3 }

// OnBoard reports whether s is one of the 90 points.
func (s Square) OnBoard() bool { return onBoard[s] }

// String is the ICCS name, e.g. "e0"; "-" off the board.
func (s Square) String() string {
	if !s.OnBoard() {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('0' + s.Rank())})
}

// Index90 numbers the points 0–89 rank by rank from a0 (for tables and arrays
// of 90 entries); −1 off the board.
func (s Square) Index90() int {
	if !s.OnBoard() {
		return -1
	}
	return s.Rank()*9 + s.File()
}

// SquareFromIndex90 inverts Index90.
func SquareFromIndex90(i int) Square { return NewSquare(i%9, i/9) }

// ParseSquare reads an ICCS square name such as "e0" (upper case accepted).
func ParseSquare(s string) (Square, error) {
	if len(s) != 2 {
		return NoSquare, fmt.Errorf("square %q: want a file a–i and a rank 0–9, like e0", s)
	}
	f, r := int(s[0]|0x20)-'a', int(s[1])-'0'
	if f < 0 || f > 8 || r < 0 || r > 9 {
		return NoSquare, fmt.Errorf("square %q: want a file a–i and a rank 0–9, like e0", s)
	}
	return NewSquare(f, r), nil
}

// Move is a move packed in 16 bits: the from square in the low byte and the
// to square in the high byte. The zero Move is "no move".
type Move uint16

// NoMove is the zero Move.
const NoMove Move = 0

// NewMove packs a move.
func NewMove(from, to Square) Move { return Move(from) | Move(to)<<8 }

// From is the square the piece leaves.
func (m Move) From() Square { return Square(m) }

// To is the square the piece goes to.
func (m Move) To() Square { return Square(m >> 8) }

// String is the ICCS form, e.g. "h2e2"; "0000" for NoMove.
func (m Move) String() string {
	if m == NoMove || !m.From().OnBoard() || !m.To().OnBoard() {
		return "0000"
	}
	return m.From().String() + m.To().String()
}

// ParseICCS reads a coordinate move such as "h2e2" or "H2-E2". It checks the
// syntax only; use (*Position).ParseMove to also check legality.
func ParseICCS(s string) (Move, error) {
	if len(s) == 5 && s[2] == '-' {
		s = s[:2] + s[3:]
	}
	if len(s) != 4 {
		return NoMove, fmt.Errorf("move %q: want ICCS like h2e2", s)
	}
	from, err := ParseSquare(s[:2])
	if err != nil {
		return NoMove, fmt.Errorf("move %q: want ICCS like h2e2", s)
	}
	to, err := ParseSquare(s[2:])
	if err != nil {
		return NoMove, fmt.Errorf("move %q: want ICCS like h2e2", s)
	}
	return NewMove(from, to), nil
}

// Board geometry, computed once.
var (
	onBoard     [256]bool
	inPalace    [256]bool
	redHalf     [256]bool // ranks 0–4
	advisorSpot [256]bool // the five palace points advisors can reach
	elephantSq  [256]bool // the fourteen points elephants can reach
)

// Move tables. Lists end at the first zero entry; square 0 is off the board.
type (
	stepList [5]Square    // king, advisor, pawn: at most 4 targets
	legList  [9][2]Square // horse: target and leg, at most 8
	eyeList  [5][2]Square // elephant: target and eye, at most 4
)

var (
	kingSteps     [256]stepList
	advisorSteps  [256]stepList
	pawnSteps     [2][256]stepList
	horseJumps    [256]legList
	elephantJumps [256]eyeList
)

// Direction offsets in the 16-wide array (north = towards Black).
const (
	north Square = 16
	south Square = 256 - 16 // wraps in uint8 arithmetic
	east  Square = 1
	west  Square = 255
)

var orthogonal = [4]Square{north, south, east, west}

func init() {
	for r := 0; r < 10; r++ {
		for f := 0; f < 9; f++ {
			s := NewSquare(f, r)
			onBoard[s] = true
			redHalf[s] = r <= 4
			inPalace[s] = f >= 3 && f <= 5 && (r <= 2 || r >= 7)
		}
	}
	for _, fr := range [][2]int{{3, 0}, {5, 0}, {4, 1}, {3, 2}, {5, 2}} {
		advisorSpot[NewSquare(fr[0], fr[1])] = true
		advisorSpot[NewSquare(fr[0], 9-fr[1])] = true
	}
	for _, fr := range [][2]int{{2, 0}, {6, 0}, {0, 2}, {4, 2}, {8, 2}, {2, 4}, {6, 4}} {
		elephantSq[NewSquare(fr[0], fr[1])] = true
		elephantSq[NewSquare(fr[0], 9-fr[1])] = true
	}
	at := func(s Square, df, dr int) Square {
		f, r := s.File()+df, s.Rank()+dr
		if f < 0 || f > 8 || r < 0 || r > 9 {
			return NoSquare
		}
		return NewSquare(f, r)
	}
	for s := 0; s < 256; s++ {
		sq := Square(s)
		if !onBoard[sq] {
			continue
		}
		n := 0
		for _, d := range [][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
			if t := at(sq, d[0], d[1]); t != NoSquare && inPalace[t] && inPalace[sq] {
				kingSteps[sq][n] = t
				n++
			}
		}
		n = 0
		for _, d := range [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			if t := at(sq, d[0], d[1]); t != NoSquare && advisorSpot[t] && advisorSpot[sq] {
				advisorSteps[sq][n] = t
				n++
			}
		}
		n = 0
		for _, d := range [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			t := at(sq, 2*d[0], 2*d[1])
			if t != NoSquare && elephantSq[sq] && elephantSq[t] && redHalf[t] == redHalf[sq] {
				elephantJumps[sq][n] = [2]Square{t, at(sq, d[0], d[1])}
				n++
			}
		}
		n = 0
		for _, d := range [][2]int{{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}} {
			t := at(sq, d[0], d[1])
			if t == NoSquare {
				continue
			}
			var leg Square
			if d[0] == 1 || d[0] == -1 {
				leg = at(sq, 0, d[1]/2)
			} else {
				leg = at(sq, d[0]/2, 0)
			}
			horseJumps[sq][n] = [2]Square{t, leg}
			n++
		}
		for c := Red; c <= Black; c++ {
			fwd, crossed := 1, !redHalf[sq]
			if c == Black {
				fwd, crossed = -1, redHalf[sq]
			}
			n = 0
			if t := at(sq, 0, fwd); t != NoSquare {
				pawnSteps[c][sq][n] = t
				n++
			}
			if crossed {
				for _, df := range []int{-1, 1} {
					if t := at(sq, df, 0); t != NoSquare {
						pawnSteps[c][sq][n] = t
						n++
					}
				}
			}
		}
	}
}
