package engine

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
)

func mustMoves(t testing.TB, s string) []caro.Point {
	t.Helper()
	m, err := caro.ParseMoves(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestSearchReportsIterations(t *testing.T) {
	e := New(Options{HashMB: 8})
	pos := Position{Width: 15, Height: 15, Rule: caro.Freestyle, Moves: mustMoves(t, "7,7 8,8 7,8 8,7")}
	var infos []Info
	r, err := e.Search(context.Background(), pos, Limits{Depth: 5}, func(i Info) { infos = append(infos, i) })
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) != 5 || r.Depth != 5 || infos[len(infos)-1].Depth != r.Depth || r.Source != "search" {
		t.Fatalf("want an info per iteration ending at the result's depth, 5: %+v / %+v", infos, r)
	}
	for i, in := range infos {
		if in.Depth != i+1 || len(in.PV) == 0 || in.Nodes <= 0 {
			t.Errorf("info %d: %+v", i, in)
		}
	}
}

func TestSearchThreadsAndLimits(t *testing.T) {
	e := New(Options{HashMB: 8, Threads: 2})
	pos := Position{Width: 15, Height: 15, Rule: caro.Freestyle, Moves: mustMoves(t, "7,7 8,8 7,8 8,7 6,6")}
	b, _ := SetupBoard(15, 15, caro.Freestyle, pos.Moves)
	// A node limit bounds the main thread. With two threads the move may
	// differ from run to run, but depth 2 is reached far below the limit.
	r, err := e.Search(context.Background(), pos, Limits{Nodes: 20_000}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p := b.Index(r.Move); p < 0 || !b.Empty(p) {
		t.Fatalf("illegal move %v", r.Move)
	}
	if r.Depth < 2 || r.Nodes == 0 || len(r.PV) == 0 {
		t.Errorf("poor statistics: %+v", r)
	}
	// A time limit is honoured: without it the search would go on to
	// depth 64. The bound is generous, for a loaded machine under -race.
	start := time.Now()
	r, err = e.Search(context.Background(), pos, Limits{MoveTime: 300 * time.Millisecond}, nil)
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("search took %v with a 300ms limit", el)
	}
	if err != nil || !b.Empty(b.Index(r.Move)) {
		t.Errorf("time-limited search: %+v, %v", r, err)
	}
	// A depth limit is honoured.
	r, err = e.Search(context.Background(), pos, Limits{Depth: 3}, nil)
	if err != nil || r.Depth != 3 {
		t.Errorf("depth-limited search: %+v, %v", r, err)
	}
	// A cancelled context still gives a legal move.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err = e.Search(ctx, pos, Limits{}, nil)
	if err != nil || !b.Empty(b.Index(r.Move)) {
		t.Errorf("cancelled search: %+v, %v", r, err)
	}
}

func TestSearchRejectsBadPositions(t *testing.T) {
	e := New(Options{HashMB: 1})
	for _, pos := range []Position{
		{Width: 3, Height: 15, Rule: caro.Freestyle},
		{Width: 15, Height: 15, Rule: caro.Freestyle, Moves: mustMoves(t, "7,7 7,7")},
		{Width: 15, Height: 15, Rule: caro.Freestyle, Moves: mustMoves(t, "15,0")},
		{Width: 15, Height: 15, Rule: caro.Rule(9)},
	} {
		if _, err := e.Search(context.Background(), pos, Limits{Depth: 1}, nil); err == nil {
			t.Errorf("%+v: want an error", pos)
		}
	}
}

// The engine finds a winning first move from VCF puzzles through the normal
// search path too.
func TestSearchPlaysVCF(t *testing.T) {
	ps, _ := VCFPuzzles()
	e := New(Options{HashMB: 8})
	for i := 3; i < len(ps); i += 97 {
		p := ps[i]
		r, err := e.Search(context.Background(), p.Position(), Limits{Nodes: 200_000}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Score <= WinThreshold {
			t.Errorf("%s: no win found: %+v", p.ID, r)
			continue
		}
		after := append(append([]caro.Point(nil), p.Moves...), r.Move)
		b, _ := SetupBoard(15, 15, caro.Freestyle, after)
		if b.isWinAfter(b.Index(r.Move)) {
			continue
		}
		blocks := b.blocks(3-b.side, nil)
		if len(blocks) == 0 {
			continue // an open four or double four
		}
		for _, blk := range blocks {
			next := append(append([]caro.Point(nil), after...), b.Point(blk))
			r2, _ := Solve(context.Background(), Position{15, 15, caro.Freestyle, next}, SolveOptions{Nodes: 200_000, VCT: true})
			if !r2.Win {
				t.Errorf("%s: %v does not keep the win", p.ID, r.Move)
			}
		}
	}
}

func TestHotPathsDoNotAllocate(t *testing.T) {
	b, err := SetupBoard(15, 15, caro.Freestyle, mustMoves(t, "7,7 8,8 7,8 8,7 6,6 9,9"))
	if err != nil {
		t.Fatal(err)
	}
	p := b.index(5, 5)
	if n := testing.AllocsPerRun(100, func() {
		b.Play(p)
		_ = b.Evaluate()
		b.Undo()
	}); n != 0 {
		t.Errorf("Play/Evaluate/Undo allocate %v times", n)
	}
	s := newSearcher(b, newTransTable(1))
	var stop atomic.Bool
	s.stop = &stop
	s.negamax(3, 0, -WinScore, WinScore) // warm the buffers
	if n := testing.AllocsPerRun(10, func() { s.negamax(3, 0, -WinScore, WinScore) }); n != 0 {
		t.Errorf("negamax allocates %v times", n)
	}
	ts := newThreatSolver(b, 10)
	ts.att = b.side
	ts.attack(3, 0, true)
	if n := testing.AllocsPerRun(10, func() { ts.attack(3, 0, true) }); n != 0 {
		t.Errorf("threat search allocates %v times", n)
	}
	// Renju's search, where the defences against a three are read from the
	// line tables or found by playing the cell.
	rb, err := SetupBoard(15, 15, caro.Renju, mustMoves(t, "7,7 7,8 9,5 6,8 8,6 6,7 8,8 8,9 5,6 6,5 10,4"))
	if err != nil {
		t.Fatal(err)
	}
	rs := newSearcher(rb, newTransTable(1))
	rs.stop = &stop
	rs.negamax(4, 0, -WinScore, WinScore)
	if n := testing.AllocsPerRun(10, func() { rs.negamax(4, 0, -WinScore, WinScore) }); n != 0 {
		t.Errorf("renju negamax allocates %v times", n)
	}
}

// BenchmarkSearchDepth9 searches a middle-game position to depth 9 with a
// fresh table each time.
func BenchmarkSearchDepth9(b *testing.B) {
	pos := Position{15, 15, caro.Freestyle, mustMoves(b, "7,7 8,7 8,10 7,6 9,8 8,5 8,8 6,7 9,4")}
	var nodes int64
	var el time.Duration
	for b.Loop() {
		e := New(Options{HashMB: 16})
		r, err := e.Search(context.Background(), pos, Limits{Depth: 9}, nil)
		if err != nil {
			b.Fatal(err)
		}
		nodes += r.Nodes
		el += r.Time
	}
	b.ReportMetric(float64(nodes)/el.Seconds(), "nodes/s")
}

func BenchmarkPlayUndo(b *testing.B) {
	bd, err := SetupBoard(15, 15, caro.Freestyle, mustMoves(b, "7,7 8,7 8,10 7,6 9,8 8,5 8,8 6,7 9,4"))
	if err != nil {
		b.Fatal(err)
	}
	p := bd.index(9, 9)
	for b.Loop() {
		bd.Play(p)
		bd.Undo()
	}
}

// Whole games on odd boards under every rule: every move is legal and the
// games end (a five, a forbidden move, or a full board).
//
// The full run plays each board at a fixed depth and at a fixed node count.
// Under -short the two wide boards play one of them each, the cheaper, so
// that every board, rule and kind of limit is still played: the 32×32 game
// to depth 2 runs about 180 moves (minutes under -race) and the 32×7 one
// at 3,000 nodes fills the board (over 200 moves).
func TestGamesOnOddBoards(t *testing.T) {
	e1 := New(Options{HashMB: 2})
	e2 := New(Options{HashMB: 2, Threads: 2})
	depth, nodes := Limits{Depth: 2}, Limits{Nodes: 3000}
	boards := []struct {
		w, h  int
		short Limits // the one limit played under -short (zero: both)
	}{{5, 5, Limits{}}, {6, 9, Limits{}}, {32, 7, depth}, {32, 32, nodes}}
	for i, bd := range boards {
		sz := [2]int{bd.w, bd.h}
		rule := allRules[i%len(allRules)]
		for _, lim := range []Limits{depth, nodes} {
			if testing.Short() && bd.short != (Limits{}) && lim != bd.short {
				continue
			}
			start := time.Now()
			r, err := PlayGame(context.Background(), e1, e2, sz[0], sz[1], rule, nil, lim)
			t.Logf("%dx%d %v %+v: %s after %d moves, %v", sz[0], sz[1], rule, lim, r.Reason, len(r.Moves), time.Since(start))
			if err != nil {
				t.Fatalf("%dx%d %v: %v", sz[0], sz[1], rule, err)
			}
			if r.Reason == "" || (r.Winner == caro.Empty) != (r.Reason == "full") {
				t.Errorf("%dx%d %v: odd outcome %+v", sz[0], sz[1], rule, r)
			}
		}
	}
}

// Under renju the engine never plays a forbidden point as black.
func TestRenjuEngineAvoidsForbidden(t *testing.T) {
	e := New(Options{HashMB: 4})
	openings := caro.Openings()
	games := 3
	if testing.Short() {
		games = 1
	}
	for g := range games {
		op, err := openings[g%len(openings)].On(15, 15)
		if err != nil {
			continue
		}
		r, err := PlayGame(context.Background(), e, e, 15, 15, caro.Renju, op, Limits{Nodes: 2000})
		if err != nil {
			t.Fatal(err)
		}
		if r.Reason == "forbidden" {
			t.Fatalf("black played a forbidden point: %s", caro.FormatMoves(r.Moves))
		}
	}
}
