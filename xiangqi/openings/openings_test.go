package openings

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/match"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// small is a quick generation: few openings, few nodes.
func small(seed uint64) Options {
	return Options{Count: 4, Nodes: 2000, Margin: 60, Seed: seed}
}

func generate(t *testing.T, opt Options) []Opening {
	t.Helper()
	ops, err := Generate(context.Background(), opt, nil)
	if err != nil {
		t.Fatal(err)
	}
	return ops
}

func text(ops []Opening) string {
	var b strings.Builder
	if err := Write(&b, ops); err != nil {
		panic(err)
	}
	return b.String()
}

// mirror is m reflected left-right (file f to 8-f).
func mirror(m xiangqi.Move) xiangqi.Move {
	f, t := m.From(), m.To()
	return xiangqi.NewMove(xiangqi.NewSquare(8-f.File(), f.Rank()), xiangqi.NewSquare(8-t.File(), t.Rank()))
}

// The same seed and options give the same openings; another seed others.
func TestGenerateDeterministic(t *testing.T) {
	a := text(generate(t, small(7)))
	b := text(generate(t, small(7)))
	c := text(generate(t, small(8)))
	if a != b {
		t.Errorf("seed 7 twice:\n%s\n%s", a, b)
	}
	if a == c {
		t.Errorf("seeds 7 and 8 give the same openings:\n%s", a)
	}
	if n := strings.Count(a, "\n"); n != 4 {
		t.Errorf("%d lines, want 4:\n%s", n, a)
	}
}

// Every opening reads back through match.ReadOpenings as the same moves
// from the start position, replays legally with every ply quiet (no
// capture, no check, no take-back) and no position repeated, has a number
// of plies in range, is new up to the mirror and balanced by the engine's
// own search: a fresh engine gives the score Generate's cleared one gave.
func TestGenerateOpenings(t *testing.T) {
	opt := small(3)
	opt.Count, opt.MinPlies, opt.MaxPlies = 6, 3, 6
	ops := generate(t, opt)
	back, errs := match.ReadOpenings(match.NewXiangqi(match.RepetitionAsian), text(ops))
	if len(errs) > 0 || len(back) != len(ops) {
		t.Fatalf("read back %d openings (%v), want %d:\n%s", len(back), errs, len(ops), text(ops))
	}
	seen := map[string]bool{}
	for i, o := range ops {
		if n := len(o.Moves); n < 3 || n > 6 {
			t.Errorf("%s: %d plies, want 3-6", o, n)
		}
		if back[i].FEN != "" || strings.Join(back[i].Moves, " ") != o.String() {
			t.Errorf("%s: read back as %q from %q", o, back[i].Moves, back[i].FEN)
		}
		p := xiangqi.NewPosition()
		for _, m := range o.Moves {
			if !p.IsLegal(m) || !Quiet(p, m) {
				t.Fatalf("%s: %v not legal or not quiet in %s", o, m, p.FEN())
			}
			p.Make(m)
		}
		if repeats(o.Moves) || p.Outcome().Result != xiangqi.Ongoing {
			t.Errorf("%s: repeats a position or ends the game", o)
		}
		score, ok, err := Balanced(context.Background(), engine.New(engine.Options{HashMB: 4, Threads: 1}), p,
			engine.Limits{Limits: enginekit.Limits{Nodes: opt.Nodes}}, opt.Margin)
		if err != nil || !ok || score != o.Score {
			t.Errorf("%s: score %d (kept with %d), balanced %v, %v", o, score, o.Score, ok, err)
		}
		k := Key(p)
		if seen[k] {
			t.Errorf("%s: the same as an earlier opening", o)
		}
		seen[k] = true
	}
}

// Avoided lines are not generated again, mirrored or not, and the others
// do not change: the random stream and each search are independent of
// what was searched before.
func TestGenerateAvoid(t *testing.T) {
	ops := generate(t, small(11))
	mirrored := slices.Clone(ops[0].Moves)
	for i, m := range mirrored {
		mirrored[i] = mirror(m)
	}
	opt := small(11)
	opt.Avoid = [][]xiangqi.Move{mirrored}
	again := generate(t, opt)
	if got, want := text(again[:3]), text(ops[1:]); got != want {
		t.Errorf("avoiding the first (mirrored):\n%s\nwant the rest first:\n%s", text(again), want)
	}
	if again[3].String() == ops[0].String() {
		t.Errorf("the avoided %s came back", ops[0])
	}
}

// The key does not change when the position is mirrored or reached in
// another order, and tells the sides to move apart.
func TestKey(t *testing.T) {
	play := func(moves string) *xiangqi.Position {
		p := xiangqi.NewPosition()
		for _, s := range strings.Fields(moves) {
			m, err := xiangqi.ParseICCS(s)
			if err != nil || !p.IsLegal(m) {
				t.Fatalf("%s: %v", s, err)
			}
			p.Make(m)
		}
		return p
	}
	base := Key(play("c3c4 h9g7 h0g2 g6g5"))
	if k := Key(play("h0g2 g6g5 c3c4 h9g7")); k != base {
		t.Errorf("transposed: %q, want %q", k, base)
	}
	if k := Key(play("g3g4 b9c7 b0c2 c6c5")); k != base {
		t.Errorf("mirrored: %q, want %q", k, base)
	}
	if k := Key(play("h2e2 h9g7 h0g2")); k == Key(play("h2e2 h9g7 h0g2 i9h9 g2h0")) {
		t.Errorf("different positions, one key %q", k)
	}
	black, err := xiangqi.ParseFEN(strings.Replace(xiangqi.StartFEN, " w ", " b ", 1))
	if err != nil || Key(xiangqi.NewPosition()) == Key(black) {
		t.Errorf("the start with Red and with Black to move share a key (%v)", err)
	}
}

// With any legal move allowed (self-play's use), RandomLine draws among
// all of them: the line need not be quiet. With Quiet, none captures or
// checks.
func TestRandomLine(t *testing.T) {
	captured := false
	for seed := range uint64(40) {
		_, line, _ := RandomLine(rand.New(rand.NewPCG(seed, 0)), 12, nil)
		p := xiangqi.NewPosition()
		for _, m := range line {
			captured = captured || p.IsCapture(m)
			p.Make(m)
		}
	}
	if !captured {
		t.Error("40 random lines of 12 plies, any move allowed: no capture")
	}
	for seed := range uint64(20) {
		p, line, ok := RandomLine(rand.New(rand.NewPCG(seed, 0)), 8, Quiet)
		if !ok || len(line) != 8 || p.Ply() != 8 || p.Count(xiangqi.Red, xiangqi.Pawn)+p.Count(xiangqi.Black, xiangqi.Pawn) != 10 {
			t.Errorf("seed %d: %v, ok %v, %s", seed, line, ok, p.FEN())
		}
	}
}

// Options out of range are refused; a margin nothing meets runs out of
// tries with the openings found so far; a cancelled context stops it.
func TestGenerateErrors(t *testing.T) {
	bad, _ := xiangqi.ParseICCS("a0a5")
	for _, opt := range []Options{
		{Count: 0, Nodes: 1},
		{Count: 1, Nodes: 0},
		{Count: 1, Nodes: 1, MinPlies: 8, MaxPlies: 4},
		{Count: 1, Nodes: 1, MaxPlies: MaxPlies + 1},
		{Count: 1, Nodes: 1, Margin: -1},
		{Count: 1, Nodes: 1, Margin: MaxMargin + 1},
		{Count: 1, Nodes: 1, Tries: -1},
		{Count: 1, Nodes: 1, Avoid: [][]xiangqi.Move{{bad}}},
	} {
		if _, err := Generate(context.Background(), opt, nil); err == nil || errors.Is(err, ErrTooFew) {
			t.Errorf("%+v: err %v, want a refusal", opt, err)
		}
	}
	opt := Options{Count: 50, Nodes: 300, Margin: 0, Tries: 30, Seed: 1}
	ops, err := Generate(context.Background(), opt, nil)
	if !errors.Is(err, ErrTooFew) || len(ops) >= 50 {
		t.Errorf("margin 0, 30 tries: %d openings, %v", len(ops), err)
	}
	// One ply: fewer distinct quiet first moves (up to the mirror) than 40.
	opt = Options{Count: 40, Nodes: 100, Margin: MaxMargin, MinPlies: 1, MaxPlies: 1, Tries: 400, Seed: 1}
	ops, err = Generate(context.Background(), opt, nil)
	if !errors.Is(err, ErrTooFew) || len(ops) == 0 || len(ops) >= 40 {
		t.Errorf("one ply, 40 wanted: %d openings, %v", len(ops), err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Generate(ctx, small(1), nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
