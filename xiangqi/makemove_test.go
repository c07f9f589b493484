package xiangqi

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// checkInvariants verifies the redundant state against the board.
func checkInvariants(t testing.TB, p *Position) {
	t.Helper()
	if h := p.computeHash(); h != p.hash {
		t.Fatalf("%s: incremental hash %x, recomputed %x", p.FEN(), p.hash, h)
	}
	n := 0
	for s := 0; s < 256; s++ {
		pc := p.board[s]
		if !onBoard[s] {
			if pc != offBoard {
				t.Fatalf("sentinel at %d overwritten", s)
			}
			continue
		}
		if pc == NoPiece {
			continue
		}
		n++
		slot := p.slotOf[s]
		if p.slotSq[slot] != Square(s) || p.slotPiece[slot] != pc {
			t.Fatalf("%s: slot %d of %s says %s/%v", p.FEN(), slot, Square(s), p.slotSq[slot], p.slotPiece[slot])
		}
	}
	m := 0
	for _, s := range p.slotSq {
		if s != NoSquare {
			m++
		}
	}
	if n != m {
		t.Fatalf("%s: %d pieces on the board, %d in the lists", p.FEN(), n, m)
	}
	k := p.KingSquare(p.side)
	if got := p.kingAttacked(k, p.side); got != p.inCheck {
		t.Fatalf("%s: inCheck %v, attack test %v", p.FEN(), p.inCheck, got)
	}
	if p.kingAttacked(p.KingSquare(p.side.Other()), p.side.Other()) {
		t.Fatalf("%s: the side that just moved is in check", p.FEN())
	}
}

// playout plays random legal moves, checking make/unmake of every legal move
// at every ply, then unwinds the whole game.
func playout(t testing.TB, p *Position, choose func(n int) int, plies int) {
	var played []Move
	var fens []string
	var buf []Move
	for i := 0; i < plies; i++ {
		buf = p.GenerateLegal(buf[:0])
		if len(buf) == 0 {
			break
		}
		fen, hash := p.FEN(), p.hash
		for _, m := range buf {
			p.Make(m)
			checkInvariants(t, p)
			p.Unmake(m)
			if p.FEN() != fen || p.hash != hash {
				t.Fatalf("make/unmake %s changed %q into %q", m, fen, p.FEN())
			}
		}
		m := buf[choose(len(buf))]
		fens = append(fens, fen)
		played = append(played, m)
		p.Make(m)
	}
	for i := len(played) - 1; i >= 0; i-- {
		p.Unmake(played[i])
		if got := p.FEN(); got != fens[i] {
			t.Fatalf("unwinding ply %d: %q, want %q", i, got, fens[i])
		}
	}
	checkInvariants(t, p)
}

func TestRandomPlayouts(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	games := 60
	if testing.Short() {
		games = 10
	}
	for g := 0; g < games; g++ {
		playout(t, NewPosition(), r.IntN, 200)
	}
	for g := 0; g < games; g++ {
		playout(t, randomPlacement(r), r.IntN, 60)
	}
}

func FuzzPlayout(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, uint8(0))
	f.Add([]byte("xiangqi make and unmake"), uint8(3))
	fens := []string{StartFEN}
	for _, c := range loadPerft(f, "testdata/perft.tsv") {
		if c.depth == 1 {
			fens = append(fens, c.fen)
		}
	}
	f.Fuzz(func(t *testing.T, choices []byte, start uint8) {
		p, err := ParseFEN(fens[int(start)%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		i := 0
		playout(t, p, func(n int) int {
			if i >= len(choices) {
				return 0
			}
			i++
			return int(choices[i-1]) % n
		}, len(choices))
	})
}

func TestNoAllocations(t *testing.T) {
	p, err := ParseFEN("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]Move, 0, 128)
	caps := make([]Move, 0, 128)
	// Grow the history once, as a search does.
	moves := p.GenerateLegal(buf[:0])
	p.Make(moves[0])
	p.Unmake(moves[0])
	allocs := testing.AllocsPerRun(100, func() {
		moves := p.GenerateLegal(buf[:0])
		caps = p.GenerateCaptures(caps[:0])
		for _, m := range moves {
			if !p.IsLegal(m) {
				t.Fatal("IsLegal")
			}
			p.Make(m)
			p.Unmake(m)
		}
		_ = p.Perft(2)
	})
	if allocs != 0 {
		t.Errorf("movegen/make/unmake allocate %.1f times per run", allocs)
	}
}

func BenchmarkGenerateLegal(b *testing.B) {
	p := NewPosition()
	buf := make([]Move, 0, 128)
	b.ReportAllocs()
	for b.Loop() {
		buf = p.GenerateLegal(buf[:0])
	}
}

func BenchmarkMakeUnmake(b *testing.B) {
	p := NewPosition()
	moves := p.GenerateLegal(nil)
	p.Make(moves[0])
	p.Unmake(moves[0])
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range moves {
			p.Make(m)
			p.Unmake(m)
		}
	}
}

// BenchmarkPerft4 is perft 4 from the start (3,290,240 leaves).
func BenchmarkPerft4(b *testing.B) {
	p := NewPosition()
	b.ReportAllocs()
	for b.Loop() {
		if n := p.Perft(4); n != 3290240 {
			b.Fatal(n)
		}
	}
}

// BenchmarkPerft5 is the speed bar: perft 5 from the start (133,312,995 leaves).
func BenchmarkPerft5(b *testing.B) {
	p := NewPosition()
	b.ReportAllocs()
	for b.Loop() {
		if n := p.Perft(5); n != 133312995 {
			b.Fatal(n)
		}
	}
}

func Example() {
	p := NewPosition()
	m, _ := p.ParseMove("h2e2") // central cannon
	p.Make(m)
	fmt.Println(p.FEN())
	fmt.Println(p.Perft(1), "replies; in check:", p.InCheck())
	// Output:
	// rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1
	// 45 replies; in check: false
}

// TestIsLegalMatchesGenerator: IsLegal agrees with the generator on every
// from/to pair of random positions.
func TestIsLegalMatchesGenerator(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	n := 200
	if testing.Short() {
		n = 40
	}
	for i := 0; i < n; i++ {
		var p *Position
		if i%2 == 0 {
			p = randomPlacement(r)
		} else {
			p = randomGamePosition(r, StartFEN, r.IntN(120))
		}
		legal := map[Move]bool{}
		all := p.GenerateLegal(nil)
		for _, m := range all {
			legal[m] = true
		}
		caps, quiets := p.GenerateCaptures(nil), p.GenerateQuiets(nil)
		if len(caps)+len(quiets) != len(all) {
			t.Fatalf("%s: %d captures + %d quiets != %d moves", p.FEN(), len(caps), len(quiets), len(all))
		}
		for _, m := range caps {
			if !legal[m] || !p.IsCapture(m) {
				t.Fatalf("%s: capture %s", p.FEN(), m)
			}
		}
		for _, m := range quiets {
			if !legal[m] || p.IsCapture(m) {
				t.Fatalf("%s: quiet %s", p.FEN(), m)
			}
		}
		ev := p.GenerateEvasions(nil)
		if (p.InCheck() && len(ev) != len(all)) || (!p.InCheck() && len(ev) != 0) {
			t.Fatalf("%s: in check %v, %d evasions of %d moves", p.FEN(), p.InCheck(), len(ev), len(all))
		}
		for _, m := range all {
			gives := p.GivesCheck(m)
			p.Make(m)
			if p.InCheck() != gives {
				t.Fatalf("%s: GivesCheck(%s) = %v, but after it in check = %v", p.FEN(), m, gives, p.InCheck())
			}
			p.Unmake(m)
		}
		for a := 0; a < 90; a++ {
			for b := 0; b < 90; b++ {
				m := NewMove(SquareFromIndex90(a), SquareFromIndex90(b))
				if got := p.IsLegal(m); got != legal[m] {
					t.Fatalf("%s: IsLegal(%s) = %v, generator says %v", p.FEN(), m, got, legal[m])
				}
			}
		}
		for _, m := range []Move{NoMove, Move(0xFFFF), NewMove(0, SquareFromIndex90(4))} {
			if p.IsLegal(m) {
				t.Fatalf("IsLegal(%#x) on an off-board move", uint16(m))
			}
		}
	}
}
