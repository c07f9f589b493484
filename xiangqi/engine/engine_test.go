package engine

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

func mustFEN(t testing.TB, fen string) *xiangqi.Position {
	t.Helper()
	p, err := xiangqi.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func playICCS(t testing.TB, p *xiangqi.Position, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := xiangqi.ParseICCS(s)
		if err != nil || !p.IsLegal(m) {
			t.Fatalf("move %s not legal in %s", s, p.FEN())
		}
		p.Make(m)
	}
}

func TestFindsMate(t *testing.T) {
	cases := []struct {
		fen  string
		best string
		mate int
	}{
		// Chariot to the back rank; the other chariot guards rank 8 and the
		// red king the d file (flying general).
		{"4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1", "i0i9", 1},
		// The same for Black, mirrored.
		{"3k4r/9/9/9/9/9/9/9/r8/4K4 b - - 0 1", "i9i0", 1},
	}
	for _, c := range cases {
		e := New(Options{HashMB: 4})
		res := e.Search(context.Background(), mustFEN(t, c.fen), Limits{Limits: enginekit.Limits{Depth: 6}}, nil)
		if res.Best.String() != c.best || res.Mate != c.mate {
			t.Errorf("%s: best %s mate %d, want %s mate %d", c.fen, res.Best, res.Mate, c.best, c.mate)
		}
	}
}

func TestMateInTwo(t *testing.T) {
	// Red: chariots a7 and b0 vs a bare king on e9 hemmed by the red king on
	// the d file. 1. Rb0-b8 (any waiting move keeping rank 8) then Ra7-a9#
	// style mates exist; the engine must report a mate in at most two.
	p := mustFEN(t, "4k4/9/R8/9/9/9/9/9/9/1R1K5 w - - 0 1")
	e := New(Options{HashMB: 4})
	res := e.Search(context.Background(), p, Limits{Limits: enginekit.Limits{Depth: 8}}, nil)
	if res.Mate <= 0 || res.Mate > 2 {
		t.Fatalf("mate = %d (score %d, pv %v), want a mate in ≤ 2", res.Mate, res.Score, res.PV)
	}
	// Play the PV out: it must end in checkmate.
	for _, m := range res.PV {
		if !p.IsLegal(m) {
			t.Fatalf("PV move %s illegal", m)
		}
		p.Make(m)
	}
	if o := p.Outcome(); o.Reason != xiangqi.Checkmate {
		t.Errorf("PV %v ends in %v, want checkmate", res.PV, o)
	}
}

func TestNoLegalMove(t *testing.T) {
	p := mustFEN(t, "4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1")
	playICCS(t, p, "i0i9")
	res := New(Options{HashMB: 1}).Search(context.Background(), p, Limits{Limits: enginekit.Limits{Depth: 3}}, nil)
	if res.Best != xiangqi.NoMove {
		t.Errorf("mated side got move %s", res.Best)
	}
}

func TestSearchRepetition(t *testing.T) {
	// Red checks with the chariot on every move; Black's king steps aside.
	p := mustFEN(t, "4k4/8R/9/9/9/9/9/9/9/3K5 w - - 0 1")
	if _, found := p.SearchRepetition(); found {
		t.Fatal("repetition at the start")
	}
	playICCS(t, p, "i8i9", "e9e8", "i9i8")
	if _, found := p.SearchRepetition(); found {
		t.Fatal("repetition after three plies")
	}
	playICCS(t, p, "e8e9")
	verdict, found := p.SearchRepetition()
	if !found || verdict != -1 {
		t.Fatalf("after a perpetual-check cycle: verdict %d found %v, want the checker (to move) to lose", verdict, found)
	}
	// One more ply: Black to move, Red was the checker.
	playICCS(t, p, "i8i9")
	verdict, found = p.SearchRepetition()
	if !found || verdict != 1 {
		t.Fatalf("black to move after red's perpetual checks: verdict %d found %v, want +1", verdict, found)
	}
	// Idle repetition: chariots shuffle without checks.
	q := mustFEN(t, "4k4/9/9/9/9/9/9/9/r8/R2K5 w - - 0 1")
	playICCS(t, q, "a0b0", "a1b1", "b0a0", "b1a1")
	if v, f := q.SearchRepetition(); !f || v != 0 {
		t.Errorf("idle repetition: verdict %d found %v, want a draw", v, f)
	}
}

func TestZugzwangGuard(t *testing.T) {
	p := mustFEN(t, "3k5/4a4/4b4/9/9/9/9/4B4/4A4/3AK4 w - - 0 1")
	th := &thread{pos: p}
	if ok, _ := th.hasNullMaterial(); ok {
		t.Error("null move allowed with only advisors and elephants")
	}
	q := mustFEN(t, "3k5/4a4/4b4/9/9/9/9/4B4/4A4/3AK1R2 w - - 0 1")
	th = &thread{pos: q}
	if ok, few := th.hasNullMaterial(); !ok || !few {
		t.Errorf("one chariot: ok %v few %v, want a null move with verification", ok, few)
	}
}

func TestEvaluateSymmetric(t *testing.T) {
	// Mirroring colours (and flipping the board) must negate nothing: the
	// side to move sees the same value.
	fens := [][2]string{
		{xiangqi.StartFEN, xiangqi.StartFEN},
		{"r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3",
			"r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R b - - 4 3"},
		{"3k5/4a4/4b4/9/9/2P6/9/4B4/4A4/3AK1R2 w - - 0 1", "2r1ka3/4a4/4b4/9/6p2/9/9/4B4/4A4/5K3 b - - 0 1"},
	}
	for _, f := range fens {
		a, b := Evaluate(mustFEN(t, f[0])), Evaluate(mustFEN(t, f[1]))
		if f[0] == f[1] {
			continue
		}
		if a != b {
			t.Errorf("mirror pair differs: %d (%s) vs %d (%s)", a, f[0], b, f[1])
		}
	}
}

func TestSearchAllocatesNothing(t *testing.T) {
	e := New(Options{HashMB: 2})
	p := mustFEN(t, "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3")
	e.Search(context.Background(), p, Limits{Limits: enginekit.Limits{Depth: 7}}, nil) // grow histories and stacks
	th := e.threads[0]
	th.rootDepth = 5
	allocs := testing.AllocsPerRun(5, func() {
		th.search(-Infinite, Infinite, 5, 1, true, false)
	})
	if allocs != 0 {
		t.Errorf("search allocates %.1f times per call", allocs)
	}
}

func TestNodeLimitAndCancel(t *testing.T) {
	e := New(Options{HashMB: 2})
	res := e.Search(context.Background(), xiangqi.NewPosition(), Limits{Limits: enginekit.Limits{Nodes: 20000}}, nil)
	if res.Best == xiangqi.NoMove || res.Nodes > 40000 {
		t.Errorf("node limit 20000: best %s nodes %d", res.Best, res.Nodes)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	res = e.Search(ctx, xiangqi.NewPosition(), Limits{Limits: enginekit.Limits{Infinite: true}}, nil)
	if time.Since(start) > 2*time.Second || res.Best == xiangqi.NoMove {
		t.Errorf("cancelled search: %v, best %s", time.Since(start), res.Best)
	}
}

func TestLazySMP(t *testing.T) {
	e := New(Options{HashMB: 8, Threads: 3})
	res := e.Search(context.Background(), xiangqi.NewPosition(), Limits{Limits: enginekit.Limits{Depth: 7}}, nil)
	if res.Best == xiangqi.NoMove || res.Depth != 7 {
		t.Errorf("3 threads: best %s depth %d", res.Best, res.Depth)
	}
}

// Games the match referee ended by perpetual chase: at the final position
// the search's repetition test must give the same verdict, allocating
// nothing.
func TestSearchRepetitionChase(t *testing.T) {
	f, err := os.Open("testdata/chase.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := xiangqi.ParsePGN(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) == 0 {
		t.Fatal("no games")
	}
	for i, g := range games {
		p, err := g.Position()
		if err != nil {
			t.Fatal(err)
		}
		o := p.Outcome()
		if o.Reason != xiangqi.PerpetualChase {
			t.Fatalf("game %d: outcome %v, want perpetual chase", i, o)
		}
		want := -1
		if (o.Result == xiangqi.RedWins) == (p.SideToMove() == xiangqi.Red) {
			want = 1
		}
		v, found := p.SearchRepetition()
		if !found || v != want {
			t.Errorf("game %d: SearchRepetition = %d, %v; want %d (%v)", i, v, found, want, o)
		}
		if a := testing.AllocsPerRun(10, func() { p.SearchRepetition() }); a != 0 {
			t.Errorf("game %d: SearchRepetition allocates %.1f times", i, a)
		}
		// Without the chase rule the same cycles are draws.
		if v, found := p.SearchRepetitionNoChase(); !found || v != 0 {
			t.Errorf("game %d: SearchRepetitionNoChase = %d, %v; want 0, true", i, v, found)
		}
	}
}

// A horse attacks an unprotected cannon on every move while the cannon
// steps back and forth. Red, to move, can complete the cycle: under the
// Asian rules Black's perpetual chase loses, so the search scores the
// repetition as Red's win; without the chase rule (Options.SimpleRepetition)
// it is a draw and the score is the position's own.
func TestSimpleRepetitionScoresChaseAsDraw(t *testing.T) {
	p := mustFEN(t, "5k3/9/9/9/9/5n1C1/9/9/9/3K5 b - - 0 1")
	for _, s := range strings.Fields("f4g6 h4h5 g6f4") {
		m, err := xiangqi.ParseICCS(s)
		if err != nil || !p.IsLegal(m) {
			t.Fatalf("move %s: %v", s, err)
		}
		p.Make(m)
	}
	lim := Limits{Limits: enginekit.Limits{Depth: 4}}
	asian := New(Options{HashMB: 1}).Search(context.Background(), p, lim, nil)
	if asian.Score < RuleWin-MaxPly || asian.Best.String() != "h5h4" {
		t.Errorf("Asian rules: best %s score %d, want h5h4 scored as a rule win (≥ %d)", asian.Best, asian.Score, RuleWin-MaxPly)
	}
	simple := New(Options{HashMB: 1, SimpleRepetition: true}).Search(context.Background(), p, lim, nil)
	if abs(simple.Score) >= MateBound/2 {
		t.Errorf("simple repetition: best %s score %d, want an ordinary score", simple.Best, simple.Score)
	}
}

// BenchmarkSearch searches the start position to depth 8 from an empty
// table; nodes/s is reported.
func BenchmarkSearch(b *testing.B) {
	var nodes int64
	var el time.Duration
	for i := 0; i < b.N; i++ {
		e := New(Options{HashMB: 16})
		res := e.Search(context.Background(), xiangqi.NewPosition(), Limits{Limits: enginekit.Limits{Depth: 8}}, nil)
		nodes += res.Nodes
		el += res.Time
	}
	b.ReportMetric(float64(nodes)/el.Seconds(), "nodes/s")
}

func BenchmarkEvaluate(b *testing.B) {
	p := mustFEN(b, "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Evaluate(p)
	}
}

// BenchmarkEvaluateMix evaluates the signature positions (opening, middle
// games, a check, endings) in turn: one op is one evaluation.
func BenchmarkEvaluateMix(b *testing.B) {
	var ps []*xiangqi.Position
	for _, fen := range signatureFENs {
		ps = append(ps, mustFEN(b, fen))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Evaluate(ps[i%len(ps)])
	}
}
