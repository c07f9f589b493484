package xiangqi

import (
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/search"
)

func play(t *testing.T, fen string, moves string) *Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range strings.Fields(moves) {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("after %v: %v", p.History(), err)
		}
		p.Make(m)
	}
	return p
}

func TestRepetitionRulings(t *testing.T) {
	cases := []struct {
		name, fen, cycle string
		want             Outcome
	}{
		{
			// Red checks with the chariot on every move; Black's king steps aside.
			"perpetual check", "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1",
			"f0f9 e9e8 f9f8 e8e9 f8f9 e9e8 f9f8 e8e9 f8f9",
			Outcome{BlackWins, PerpetualCheck},
		},
		{
			// Black's horse attacks the unprotected red cannon on every move;
			// the cannon steps back and forth and attacks nothing.
			"perpetual chase", "5k3/9/9/9/9/5n1C1/9/9/9/3K5 b - - 0 1",
			"f4g6 h4h5 g6f4 h5h4 f4g6 h4h5 g6f4 h5h4",
			Outcome{RedWins, PerpetualChase},
		},
		{
			// The same dance, but a chariot behind protects the cannon, which is
			// attacked by a horse (equal rank): no chase, so a draw.
			"protected target is no chase", "5k3/9/9/9/9/5n1C1/9/9/9/3K3R1 b - - 0 1",
			"f4g6 h4h5 g6f4 h5h4 f4g6 h4h5 g6f4 h5h4",
			Outcome{Draw, Repetition},
		},
		{
			// A horse chasing a chariot is a chase even though the chariot is
			// protected (by the other chariot on h0).
			"horse chases protected chariot", "5k3/9/8n/9/9/7R1/9/9/9/3K3R1 b - - 0 1",
			"i7g6 h4h5 g6i7 h5h4 i7g6 h4h5 g6i7 h5h4",
			Outcome{RedWins, PerpetualChase},
		},
		{
			// Chariot against chariot: each attack is mutual (an offer to
			// exchange), so nobody chases.
			"mutual attack is no chase", "r4k3/9/9/9/9/R8/9/9/9/3K5 w - - 0 1",
			"a4b4 a9b9 b4a4 b9a9 a4b4 a9b9 b4a4 b9a9",
			Outcome{Draw, Repetition},
		},
		{
			// Both sides check on every move (each block uncovers or makes a
			// cannon check): mutual perpetual check is a draw.
			"mutual perpetual check", "3c5/N3k2c1/9/7n1/4n4/9/1r1C5/9/3KR3N/4C4 w - - 0 1",
			"d3e3 e5d7 e3d3 d7e5 d3e3 e5d7 e3d3 d7e5",
			Outcome{Draw, Repetition},
		},
		{
			"idle repetition", "3k5/9/9/p8/9/9/P8/9/9/4K4 w - - 0 1",
			"e0e1 d9d8 e1e0 d8d9 e0e1 d9d8 e1e0 d8d9",
			Outcome{Draw, Repetition},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			moves := strings.Fields(c.cycle)
			p := play(t, c.fen, strings.Join(moves[:len(moves)-1], " "))
			if o := p.Outcome(); o.Result != Ongoing {
				t.Fatalf("one ply early: %v, want ongoing", o)
			}
			p = play(t, c.fen, c.cycle)
			if o := p.Outcome(); o != c.want {
				t.Errorf("Outcome = %v (%v), want %v (%v)", o.Result, o.Reason, c.want.Result, c.want.Reason)
			}
			if o, ok := p.RepetitionOutcome(2); !ok || o != c.want {
				t.Errorf("RepetitionOutcome(2) = %v, %v; want %v", o, ok, c.want)
			}
			// The replay inside the ruling must leave the position unchanged.
			fen := p.FEN()
			p.Outcome()
			if p.FEN() != fen || len(p.History()) != len(moves) {
				t.Errorf("ruling changed the position")
			}
		})
	}
}

// The mutual perpetual check case above really checks on every ply.
func TestMutualPerpetualCheckChecksEveryPly(t *testing.T) {
	p := play(t, "3c5/N3k2c1/9/7n1/4n4/9/1r1C5/9/3KR3N/4C4 w - - 0 1", "")
	for _, s := range strings.Fields("d3e3 e5d7 e3d3 d7e5") {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		p.Make(m)
		if !p.InCheck() {
			t.Fatalf("%s gives no check", s)
		}
	}
}

func TestMateAndStalemateLose(t *testing.T) {
	seen := map[Reason]int{}
	for _, c := range loadPerft(t, "testdata/perft-extra.tsv") {
		if c.depth != 1 || c.nodes != 0 {
			continue
		}
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		o := p.Outcome()
		want := Outcome{winFor(p.SideToMove().Other()), Stalemate}
		if p.InCheck() {
			want.Reason = Checkmate
		}
		if o != want {
			t.Errorf("%s: %v, want %v", c.fen, o, want)
		}
		if !p.Terminal() {
			t.Errorf("%s: not terminal", c.fen)
		}
		seen[o.Reason]++
	}
	if seen[Checkmate] == 0 || seen[Stalemate] == 0 {
		t.Errorf("suite lacks mates or stalemates: %v", seen)
	}
}

func TestMoveLimitAndNoAttackers(t *testing.T) {
	p := play(t, "3k5/9/9/p8/9/9/P8/9/9/4K4 w - - 119 80", "")
	if o := p.Outcome(); o.Result != Ongoing {
		t.Fatalf("119 plies: %v", o)
	}
	p = play(t, "3k5/9/9/p8/9/9/P8/9/9/4K4 w - - 119 80", "a3a4")
	if o := p.Outcome(); o != (Outcome{Draw, MoveLimit}) {
		t.Errorf("120 plies: %v (%v)", o.Result, o.Reason)
	}
	// A capture resets the count.
	p = play(t, "3k5/9/9/9/9/9/9/9/4p4/4K4 w - - 119 80", "e0e1")
	if o := p.Outcome(); o.Result != Draw || o.Reason != NoAttackers {
		t.Errorf("capture of the last pawn: %v (%v), want draw by no attackers", o.Result, o.Reason)
	}
	if p.HalfmoveClock() != 0 {
		t.Errorf("halfmove clock %d after a capture", p.HalfmoveClock())
	}
	p = play(t, "3ak4/4a4/4b4/9/9/9/9/4B4/4A4/3AK4 w - - 0 1", "")
	if o := p.Outcome(); o != (Outcome{Draw, NoAttackers}) {
		t.Errorf("advisors and elephants only: %v", o)
	}
	p = play(t, "3ak4/4a4/4b4/9/9/9/9/4B4/4A4/3AK1R2 w - - 0 1", "")
	if o := p.Outcome(); o.Result != Ongoing {
		t.Errorf("a chariot can still win: %v", o)
	}
}

func TestSearchGame(t *testing.T) {
	p := NewPosition()
	if p.ToMove() != 0 { // search.Max
		t.Fatal("Red should be Max")
	}
	if p.Terminal() || p.Evaluate() != 0 {
		t.Errorf("start: terminal %v value %v", p.Terminal(), p.Evaluate())
	}
	// Red to move can win a chariot: material shows it after the capture.
	q := play(t, "3k5/9/9/9/9/9/9/9/r8/R3K4 w - - 0 1", "a0a1")
	if v := q.Evaluate(); v != 900 {
		t.Errorf("after winning the chariot Evaluate = %v, want 900", v)
	}
}

// TestGenericSearch runs the lecture algorithms of package search on xiangqi.
func TestGenericSearch(t *testing.T) {
	p := play(t, "3k5/R8/9/9/9/9/9/9/9/R3K4 w - - 0 1", "")
	r := search.AlphaBeta[Move](p, search.Options{Depth: 1})
	if r.Value != WinValue {
		t.Errorf("mate in one: value %v, want %v", r.Value, WinValue)
	}
	// a0a9 mates; e0e1 stalemates (the king may not step to e9 facing Red's).
	p.Make(r.Best)
	if o := p.Outcome(); o.Result != RedWins {
		t.Errorf("after %s: %v", r.Best, o)
	}
	for _, fen := range []string{StartFEN, "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1"} {
		p := play(t, fen, "")
		fenBefore := p.FEN()
		mm := search.Minimax[Move](p, search.Options{Depth: 2})
		ab := search.AlphaBeta[Move](p, search.Options{Depth: 2})
		if mm.Value != ab.Value {
			t.Errorf("%s: minimax %v, alpha-beta %v", fen, mm.Value, ab.Value)
		}
		if p.FEN() != fenBefore {
			t.Errorf("search changed the position")
		}
	}
}
