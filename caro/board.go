package caro

import (
	"fmt"
	"strings"

	"github.com/alphabeta-go/alphabeta/search"
)

// Stone is the content of a cell and names the two sides: Black moves first
// in gomoku and caro, and is X in tic-tac-toe.
type Stone int8

const (
	Empty Stone = iota
	Black
	White
)

// Other is the opponent's colour (Empty stays Empty).
func (s Stone) Other() Stone {
	switch s {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

func (s Stone) String() string {
	switch s {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "empty"
}

// Vietnamese is the stone's colour in Vietnamese: "Đen" or "Trắng".
func (s Stone) Vietnamese() string {
	switch s {
	case Black:
		return "Đen"
	case White:
		return "Trắng"
	}
	return "trống"
}

// Size limits of a board, each side.
const (
	MinSize = 3
	MaxSize = 32
)

// Pass is the move that places no stone; move lists write it -1,-1.
var Pass = Point{-1, -1}

// Reason says how a game ended.
type Reason int8

const (
	NotOver   Reason = iota
	Line             // a winning line (WinLine)
	Forbidden        // renju: black played a forbidden point and lost
	Full             // the board is full: a draw
	NoMove           // renju: every empty point is forbidden to black, to move: a draw
)

func (r Reason) String() string {
	switch r {
	case Line:
		return "line"
	case Forbidden:
		return "forbidden move"
	case Full:
		return "full board"
	case NoMove:
		return "no legal move"
	}
	return "not over"
}

// Errors of Play and Undo (with a Vietnamese method, like every error of
// this package).
var (
	ErrOutside  error = errorf("caro: point outside the board")
	ErrOccupied error = errorf("caro: point already occupied")
	ErrOver     error = errorf("caro: the game is over")
	ErrNoMoves  error = errorf("caro: no move to take back")
)

// Board is an m,n,k game: Width×Height cells, K in a row wins under Rule.
// The zero value is not usable; use New.
//
// Play and Undo are the make/unmake of the search and do not allocate.
type Board struct {
	width, height, k int
	rule             Rule
	cells            []Stone // y*width + x
	history          []Point
	stones           int
	hash             uint64

	// The result, decided by the last move (no move is allowed after it).
	reason    Reason
	winner    Stone
	forbid    Forbid
	winStart  Point // first cell of the winning line
	winDir    Point
	winLength int
}

// New makes an empty board. Sides are MinSize..MaxSize; k is 2..max(width, height).
func New(width, height, k int, rule Rule) (*Board, error) {
	if width < MinSize || width > MaxSize || height < MinSize || height > MaxSize {
		return nil, errorf("caro: board %d×%d: each side must be %d..%d", width, height, MinSize, MaxSize)
	}
	if k < 2 || (k > width && k > height) {
		return nil, errorf("caro: %d in a row does not fit on a %d×%d board", k, width, height)
	}
	if rule < Freestyle || rule > CaroExact {
		return nil, errorf("caro: unknown rule %v", rule)
	}
	return &Board{
		width: width, height: height, k: k, rule: rule,
		cells:   make([]Stone, width*height),
		history: make([]Point, 0, width*height+16),
	}, nil
}

// NewTicTacToe is the 3×3 board with three in a row.
func NewTicTacToe() *Board {
	b, _ := New(3, 3, 3, Freestyle)
	return b
}

// NewGomoku is a size×size board with five in a row under rule.
func NewGomoku(size int, rule Rule) (*Board, error) { return New(size, size, 5, rule) }

// Clone is an independent copy.
func (b *Board) Clone() *Board {
	c := *b
	c.cells = append([]Stone(nil), b.cells...)
	c.history = append(make([]Point, 0, cap(b.history)), b.history...)
	return &c
}

func (b *Board) Width() int  { return b.width }
func (b *Board) Height() int { return b.height }
func (b *Board) K() int      { return b.k }
func (b *Board) Rule() Rule  { return b.rule }

// Inside reports whether p is a cell of the board.
func (b *Board) Inside(p Point) bool {
	return p.X >= 0 && p.Y >= 0 && p.X < b.width && p.Y < b.height
}

// At is the stone at p (Empty outside the board).
func (b *Board) At(p Point) Stone {
	if !b.Inside(p) {
		return Empty
	}
	return b.cells[p.Y*b.width+p.X]
}

func (b *Board) at(x, y int) Stone {
	if x < 0 || y < 0 || x >= b.width || y >= b.height {
		return Empty
	}
	return b.cells[y*b.width+x]
}

// History is the moves played so far (passes included); do not modify it.
func (b *Board) History() []Point { return b.history }

// LastMove is the last move played, ok false at the start.
func (b *Board) LastMove() (p Point, ok bool) {
	if len(b.history) == 0 {
		return Point{}, false
	}
	return b.history[len(b.history)-1], true
}

// Stones is the number of stones on the board.
func (b *Board) Stones() int { return b.stones }

// SideToMove is the colour that plays next: Black on an empty board, then
// alternating (a pass counts as a move).
func (b *Board) SideToMove() Stone {
	if len(b.history)%2 == 0 {
		return Black
	}
	return White
}

// Over reports whether the game has ended.
func (b *Board) Over() bool { return b.reason != NotOver }

// Winner is the side that won, Empty while the game goes on or after a draw.
func (b *Board) Winner() Stone { return b.winner }

// Reason says how the game ended (NotOver while it goes on).
func (b *Board) Reason() Reason { return b.reason }

// ForbiddenReason is why black's last move was forbidden when Reason is Forbidden.
func (b *Board) ForbiddenReason() Forbid { return b.forbid }

// Ending is how a game ended, for a person: String in English ("black won
// with move 9, a line of 5"), Vietnamese in Vietnamese. A game not over
// has the zero Ending.
type Ending struct {
	Reason Reason
	Winner Stone
	Moves  int    // the moves played, the last one ending the game
	Line   int    // Line: the stones of the winning line
	Forbid Forbid // Forbidden: black's forbidden shape
}

// Ending says how the game on b ended.
func (b *Board) Ending() Ending {
	return Ending{Reason: b.reason, Winner: b.winner, Moves: len(b.history), Line: len(b.WinLine()), Forbid: b.forbid}
}

func (e Ending) String() string {
	switch e.Reason {
	case Line:
		return fmt.Sprintf("%v won with move %d, a line of %d", e.Winner, e.Moves, e.Line)
	case Forbidden:
		return fmt.Sprintf("black's move %d is forbidden, a %v: white wins", e.Moves, e.Forbid)
	case Full:
		return fmt.Sprintf("the board is full after %d moves", e.Moves)
	case NoMove:
		return fmt.Sprintf("black has no legal move after %d moves (every empty point is forbidden): a draw", e.Moves)
	}
	return "not over"
}

// Vietnamese is the ending in Vietnamese.
func (e Ending) Vietnamese() string {
	switch e.Reason {
	case Line:
		return fmt.Sprintf("%s thắng ở nước %d, một hàng %d quân", e.Winner.Vietnamese(), e.Moves, e.Line)
	case Forbidden:
		return fmt.Sprintf("nước %d của Đen phạm luật cấm (%s): Trắng thắng", e.Moves, e.Forbid.Vietnamese())
	case Full:
		return fmt.Sprintf("bàn cờ đã kín sau %d nước", e.Moves)
	case NoMove:
		return fmt.Sprintf("Đen hết nước đi hợp lệ sau %d nước (mọi điểm trống đều là điểm cấm): hòa", e.Moves)
	}
	return "chưa kết thúc"
}

// WinLine is the cells of the winning line from one end to the other, nil
// unless the game ended with a line.
func (b *Board) WinLine() []Point {
	if b.reason != Line {
		return nil
	}
	line := make([]Point, b.winLength)
	for i := range line {
		line[i] = Point{b.winStart.X + i*b.winDir.X, b.winStart.Y + i*b.winDir.Y}
	}
	return line
}

// Play puts the side to move's stone on p (or passes, p == Pass) and decides
// whether the move ends the game.
func (b *Board) Play(p Point) error {
	if b.reason != NotOver {
		return ErrOver
	}
	if err := b.place(p); err != nil || p == Pass {
		return err
	}
	b.judge(p, b.At(p))
	return nil
}

// place plays p without judging it (setting a position up).
func (b *Board) place(p Point) error {
	if p == Pass {
		b.history = append(b.history, p)
		return nil
	}
	if !b.Inside(p) {
		return ErrOutside
	}
	i := p.Y*b.width + p.X
	if b.cells[i] != Empty {
		return ErrOccupied
	}
	s := b.SideToMove()
	b.cells[i] = s
	b.stones++
	b.hash ^= zobrist[s-1][p.Y*MaxSize+p.X]
	b.history = append(b.history, p)
	return nil
}

// Undo takes back the last move.
func (b *Board) Undo() error {
	n := len(b.history)
	if n == 0 {
		return ErrNoMoves
	}
	p := b.history[n-1]
	b.history = b.history[:n-1]
	b.reason, b.winner, b.forbid, b.winLength = NotOver, Empty, NoForbid, 0
	if p == Pass {
		return nil
	}
	i := p.Y*b.width + p.X
	b.hash ^= zobrist[b.cells[i]-1][p.Y*MaxSize+p.X]
	b.cells[i] = Empty
	b.stones--
	return nil
}

// judge decides the result after s played p.
func (b *Board) judge(p Point, s Stone) {
	for _, d := range directions {
		n, first, _ := b.run(p, d, s)
		if b.lineWins(n, first, d, s) {
			b.reason, b.winner = Line, s
			b.winStart, b.winDir, b.winLength = first, d, n
			return
		}
	}
	if b.rule == Renju && s == Black {
		if f := b.forbiddenPlaced(p); f != NoForbid {
			b.reason, b.winner, b.forbid = Forbidden, White, f
			return
		}
	}
	if b.stones == b.width*b.height {
		b.reason = Full
		return
	}
	if b.rule == Renju && s == White && !b.blackCanMove() {
		b.reason = NoMove
	}
}

// blackCanMove reports whether some empty point is not forbidden to black
// (renju). It stops at the first such point, so it is quick but for the
// last few empty points of a crowded board.
func (b *Board) blackCanMove() bool {
	for y := range b.height {
		for x := range b.width {
			if b.cells[y*b.width+x] == Empty && ForbiddenReason(b, Point{x, y}) == NoForbid {
				return true
			}
		}
	}
	return false
}

// directions are the four line directions: horizontal, vertical, the
// diagonal down-right and the diagonal up-right.
var directions = [4]Point{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// run measures the unbroken line of s through p in direction d (p counts as
// s): its length and its first and last cells.
func (b *Board) run(p, d Point, s Stone) (n int, first, last Point) {
	first, last = p, p
	n = 1
	for b.at(first.X-d.X, first.Y-d.Y) == s {
		first = Point{first.X - d.X, first.Y - d.Y}
		n++
	}
	for b.at(last.X+d.X, last.Y+d.Y) == s {
		last = Point{last.X + d.X, last.Y + d.Y}
		n++
	}
	return n, first, last
}

// lineWins applies the rule to an unbroken line of n stones of s starting at
// first in direction d.
func (b *Board) lineWins(n int, first, d Point, s Stone) bool {
	if n < b.k {
		return false
	}
	switch b.rule {
	case Freestyle:
		return true
	case Standard:
		return n == b.k
	case Renju:
		return n == b.k || s == White
	case Caro, CaroExact:
		if n > b.k {
			return b.rule == Caro
		}
		opp := s.Other()
		before := b.at(first.X-d.X, first.Y-d.Y) == opp
		after := b.at(first.X+n*d.X, first.Y+n*d.Y) == opp
		return !(before && after)
	}
	return false
}

// WouldWin reports whether s playing the empty point p would win by a line
// under the board's rule (a renju forbidden move does not win).
func (b *Board) WouldWin(p Point, s Stone) bool {
	if !b.Inside(p) || b.At(p) != Empty || s == Empty {
		return false
	}
	i := p.Y*b.width + p.X
	b.cells[i] = s
	defer func() { b.cells[i] = Empty }()
	for _, d := range directions {
		n, first, _ := b.run(p, d, s)
		if b.lineWins(n, first, d, s) {
			return true
		}
	}
	return false
}

// Hash is a Zobrist key of the stones (the side to move follows from them
// when nobody passes).
func (b *Board) Hash() uint64 { return b.hash }

// zobrist holds the keys per colour and cell of the largest board.
var zobrist = func() (z [2][MaxSize * MaxSize]uint64) {
	x := uint64(0x9E3779B97F4A7C15)
	for c := range z {
		for i := range z[c] {
			// splitmix64: fixed keys, the same in every run.
			x += 0x9E3779B97F4A7C15
			v := x
			v = (v ^ (v >> 30)) * 0xBF58476D1CE4E5B9
			v = (v ^ (v >> 27)) * 0x94D049BB133111EB
			z[c][i] = v ^ (v >> 31)
		}
	}
	return z
}()

// String draws the board: X black, O white, . empty, one row a line.
func (b *Board) String() string {
	var sb strings.Builder
	for y := 0; y < b.height; y++ {
		for x := 0; x < b.width; x++ {
			switch b.at(x, y) {
			case Black:
				sb.WriteByte('X')
			case White:
				sb.WriteByte('O')
			default:
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// The search.Game implementation: Black is MAX.

var _ search.Game[Point] = (*Board)(nil)
var _ search.Hasher = (*Board)(nil)

// Moves appends every empty cell (none once the game is over).
func (b *Board) Moves(dst []Point) []Point {
	dst = dst[:0]
	if b.reason != NotOver {
		return dst
	}
	for y := 0; y < b.height; y++ {
		for x := 0; x < b.width; x++ {
			if b.cells[y*b.width+x] == Empty {
				dst = append(dst, Point{x, y})
			}
		}
	}
	return dst
}

// Make plays m; an illegal move is a bug of the caller and panics.
func (b *Board) Make(m Point) {
	if err := b.Play(m); err != nil {
		panic(fmt.Sprintf("caro: Make(%v): %v", m, err))
	}
}

// Unmake takes back m, the last move.
func (b *Board) Unmake(Point) {
	if err := b.Undo(); err != nil {
		panic("caro: Unmake: " + err.Error())
	}
}

// ToMove: Black (the first player) is MAX.
func (b *Board) ToMove() search.Player {
	if b.SideToMove() == Black {
		return search.Max
	}
	return search.Min
}

// Terminal reports whether the game is over.
func (b *Board) Terminal() bool { return b.reason != NotOver }

// Evaluate is the value from Black's (MAX's) view: 0 for a draw or an
// unfinished game, and for a win 1 + the number of empty cells, so that a
// quicker win (and a slower loss) is worth more.
func (b *Board) Evaluate() search.Value {
	if b.reason == NotOver || b.winner == Empty {
		return 0
	}
	v := search.Value(1 + b.width*b.height - b.stones)
	if b.winner == White {
		return -v
	}
	return v
}
