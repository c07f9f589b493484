package caro

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

func mustMoves(t *testing.T, s string) []Point {
	t.Helper()
	ms, err := ParseMoves(s)
	if err != nil {
		t.Fatal(err)
	}
	return ms
}

func TestTicTacToeGame(t *testing.T) {
	b := NewTicTacToe()
	if b.SideToMove() != Black || b.Over() {
		t.Fatal("new board: black (X) to move, game not over")
	}
	// X 0,0  O 1,0  X 0,1  O 1,1  X 0,2: X wins on the left column.
	for _, m := range mustMoves(t, "0,0 1,0 0,1 1,1") {
		if err := b.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Play(Point{0, 0}); err != ErrOccupied {
		t.Fatalf("occupied: got %v", err)
	}
	if err := b.Play(Point{3, 0}); err != ErrOutside {
		t.Fatalf("outside: got %v", err)
	}
	if err := b.Play(Point{0, 2}); err != nil {
		t.Fatal(err)
	}
	if !b.Over() || b.Winner() != Black || b.Reason() != Line {
		t.Fatalf("X should have won: over=%v winner=%v reason=%v", b.Over(), b.Winner(), b.Reason())
	}
	if got, want := b.WinLine(), []Point{{0, 0}, {0, 1}, {0, 2}}; !slices.Equal(got, want) {
		t.Fatalf("win line %v, want %v", got, want)
	}
	if err := b.Play(Point{2, 2}); err != ErrOver {
		t.Fatalf("move after the end: got %v", err)
	}
	if v := b.Evaluate(); v != 5 { // 1 + 4 empty cells
		t.Fatalf("Evaluate = %v, want 5", v)
	}
	if err := b.Undo(); err != nil || b.Over() || b.SideToMove() != Black || b.Stones() != 4 {
		t.Fatalf("undo: err=%v over=%v", err, b.Over())
	}
}

func TestDrawAndUndoRestoresHash(t *testing.T) {
	b := NewTicTacToe()
	h0 := b.Hash()
	// X O X / X O O / O X X: a draw.
	for _, m := range mustMoves(t, "0,0 1,0 2,0 1,1 0,1 2,1 1,2 0,2 2,2") {
		if err := b.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if !b.Over() || b.Winner() != Empty || b.Reason() != Full || b.Evaluate() != 0 {
		t.Fatalf("want a draw, got winner %v reason %v\n%s", b.Winner(), b.Reason(), b)
	}
	if len(b.Moves(nil)) != 0 {
		t.Fatal("no moves after the end")
	}
	for b.Undo() == nil {
	}
	if b.Hash() != h0 || b.Stones() != 0 || len(b.History()) != 0 {
		t.Fatal("undoing everything must restore the empty board")
	}
	if len(b.Moves(nil)) != 9 {
		t.Fatal("9 moves on the empty board")
	}
}

func TestNewRejectsBadSizes(t *testing.T) {
	for _, c := range []struct{ w, h, k int }{{2, 3, 3}, {33, 15, 5}, {15, 15, 1}, {5, 5, 6}, {3, 40, 3}} {
		if _, err := New(c.w, c.h, c.k, Freestyle); err == nil {
			t.Errorf("New(%d, %d, %d) accepted", c.w, c.h, c.k)
		}
	}
	if b, err := New(32, 5, 5, Caro); err != nil || b.Width() != 32 || b.Height() != 5 || b.K() != 5 || b.Rule() != Caro {
		t.Fatalf("rectangular 32×5: %v", err)
	}
}

// line plays black on the given row cells with white passing.
func rowBoard(t *testing.T, rule Rule, black, white []Point) *Board {
	t.Helper()
	b, err := NewFromStones(15, 15, 5, rule, black, white, Black)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func pts(xs []int, y int) []Point {
	var p []Point
	for _, x := range xs {
		p = append(p, Point{x, y})
	}
	return p
}

func TestRulesOnOneLine(t *testing.T) {
	// Black has 3,7 4,7 5,7 6,7; 8,7 too for the overline case.
	four := pts([]int{3, 4, 5, 6}, 7)
	split := pts([]int{3, 4, 5, 6, 8}, 7)
	blockers := pts([]int{2, 8}, 7)    // white on both ends of 3..7
	oneBlocker := pts([]int{2}, 7)     // white on one end
	blockSix := pts([]int{2, 9}, 7)    // white on both ends of 3..8
	edge := pts([]int{1, 2, 3, 4}, 14) // a four against no edge
	cases := []struct {
		name         string
		rule         Rule
		black, white []Point
		move         Point
		win          bool
	}{
		{"freestyle five", Freestyle, four, nil, Point{7, 7}, true},
		{"freestyle overline", Freestyle, split, nil, Point{7, 7}, true},
		{"standard five", Standard, four, nil, Point{7, 7}, true},
		{"standard overline", Standard, split, nil, Point{7, 7}, false},
		{"renju black overline", Renju, split, nil, Point{7, 7}, false},
		{"caro open five", Caro, four, nil, Point{7, 7}, true},
		{"caro five blocked one end", Caro, four, oneBlocker, Point{7, 7}, true},
		{"caro five blocked both ends", Caro, four, blockers, Point{7, 7}, false},
		{"caro overline blocked both ends", Caro, split, blockSix, Point{7, 7}, true},
		{"caro-exact overline", CaroExact, split, nil, Point{7, 7}, false},
		{"caro-exact five blocked both", CaroExact, four, blockers, Point{7, 7}, false},
		{"caro-exact five", CaroExact, four, oneBlocker, Point{7, 7}, true},
		{"caro edge does not block", Caro, edge, pts([]int{5}, 14), Point{0, 14}, true},
	}
	for _, c := range cases {
		b := rowBoard(t, c.rule, c.black, c.white)
		if got := b.WouldWin(c.move, Black); got != c.win {
			t.Errorf("%s: WouldWin = %v, want %v\n%s", c.name, got, c.win, b)
		}
		if err := b.Play(c.move); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := b.Winner() == Black; got != c.win {
			t.Errorf("%s: black won = %v, want %v", c.name, got, c.win)
		}
	}
}

func TestRenjuWhiteOverlineWins(t *testing.T) {
	b, err := NewFromStones(15, 15, 5, Renju, pts([]int{0, 1}, 0), pts([]int{3, 4, 5, 6, 8}, 7), White)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Play(Point{7, 7}); err != nil {
		t.Fatal(err)
	}
	if b.Winner() != White || len(b.WinLine()) != 6 {
		t.Fatalf("white's overline wins in renju: winner %v line %v", b.Winner(), b.WinLine())
	}
}

// TestCaroWinCheck runs the caro win-detection vectors (caro-wincheck.txt).
func TestCaroWinCheck(t *testing.T) {
	f, err := os.Open("testdata/caro-wincheck.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []string
	var black, white []Point
	name, checks := "", 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "BOARD "):
			name, rows, black, white = strings.TrimPrefix(line, "BOARD "), nil, nil, nil
		case strings.HasPrefix(line, "CHECK "):
			if len(rows) != 15 {
				t.Fatalf("board %s: %d rows", name, len(rows))
			}
			f := strings.Fields(line)
			if len(f) != 5 {
				t.Fatalf("bad check line %q", line)
			}
			p := mustMoves(t, f[2])[0]
			// The square's row number is 0-based here, unlike GomocupJudge's.
			if sq := fmt.Sprintf("%c%d", 'a'+p.X, p.Y); sq != f[1] {
				t.Fatalf("%s: square %s is not %v", name, f[1], p)
			}
			if rows[p.Y][p.X] != '!' {
				t.Fatalf("%s: %v is not a '!' square", name, p)
			}
			for _, rc := range []struct {
				field string
				rule  Rule
			}{{f[3], CaroExact}, {f[4], Caro}} {
				want := strings.HasSuffix(rc.field, "=WIN")
				b, err := NewFromStones(15, 15, 5, rc.rule, black, white, Black)
				if err != nil {
					t.Fatal(err)
				}
				if got := b.WouldWin(p, Black); got != want {
					t.Errorf("%s %s %v: WouldWin = %v, want %v", name, rc.rule, p, got, want)
				}
				if err := b.Play(p); err != nil {
					t.Fatal(err)
				}
				if got := b.Winner() == Black; got != want {
					t.Errorf("%s %s %v: Play won = %v, want %v", name, rc.rule, p, got, want)
				}
				if want && !slices.Contains(b.WinLine(), p) {
					t.Errorf("%s %s %v: win line %v misses the move", name, rc.rule, p, b.WinLine())
				}
				checks++
			}
		default:
			cells := strings.Fields(line)
			if len(cells) != 15 {
				t.Fatalf("board %s: row %q has %d cells", name, line, len(cells))
			}
			y := len(rows)
			var row []byte
			for x, c := range cells {
				row = append(row, c[0])
				switch c {
				case "X":
					black = append(black, Point{x, y})
				case "O":
					white = append(white, Point{x, y})
				}
			}
			rows = append(rows, string(row))
		}
	}
	if checks != 2*17 {
		t.Fatalf("ran %d checks, want 34", checks)
	}
}

// TestRuleChecksRuleFacts checks the facts about the rules in
// rule-checks.tsv; the engine's choices are tested in package engine.
func TestRuleChecksRuleFacts(t *testing.T) {
	checks := RuleChecks()
	if len(checks) != 8 {
		t.Fatalf("%d rule checks, want 8", len(checks))
	}
	for _, c := range checks {
		// The two notations of the position agree.
		if gj := mustMoves(t, c.GJ); !slices.Equal(gj, c.Moves) {
			t.Errorf("line %d: %s is %v, moves_pbrain %v", c.LineNum, c.GJ, gj, c.Moves)
		}
		b, err := c.Board()
		if err != nil {
			t.Fatalf("line %d: %v", c.LineNum, err)
		}
		if b.Over() {
			t.Fatalf("line %d: the position is already over", c.LineNum)
		}
		side := b.SideToMove()
		if last, _ := b.LastMove(); b.At(last) != side.Other() {
			t.Fatalf("line %d: side to move is not the colour that did not play last", c.LineNum)
		}
		for _, m := range c.Want {
			if b.At(m) != Empty || !b.Inside(m) {
				t.Errorf("line %d: expected move %v is not playable", c.LineNum, m)
			}
			if strings.HasPrefix(c.Note, "win:") && !b.WouldWin(m, side) {
				t.Errorf("line %d (%s): %v should win", c.LineNum, c.Rule, m)
			}
		}
		for _, m := range c.Avoid {
			if c.Rule == Renju && side == Black {
				if r := ForbiddenReason(b, m); r == NoForbid {
					t.Errorf("line %d: %v should be forbidden", c.LineNum, m)
				}
				nb := b.Clone()
				if err := nb.Play(m); err != nil || nb.Winner() != White || nb.Reason() != Forbidden {
					t.Errorf("line %d: playing forbidden %v: err %v winner %v", c.LineNum, m, err, nb.Winner())
				}
			}
		}
		if len(c.Want) > 0 && !c.Accepts(c.Want[0]) {
			t.Errorf("line %d: Accepts rejects its own answer", c.LineNum)
		}
		for _, m := range c.Avoid {
			if c.Accepts(m) {
				t.Errorf("line %d: Accepts takes a forbidden answer", c.LineNum)
			}
		}
	}
	// The rows whose point is a rule: exact five, caro's blocked five.
	std := checks[3]
	b, _ := std.Board()
	if b.WouldWin(Point{7, 12}, White) {
		t.Error("standard: white's six on x=7 must not win")
	}
	free, _ := NewFromMoves(15, 15, 5, Freestyle, std.Moves)
	if !free.WouldWin(Point{7, 12}, White) {
		t.Error("freestyle: white's six on x=7 wins")
	}
	caro := checks[7]
	b, _ = caro.Board()
	if b.WouldWin(Point{10, 7}, Black) {
		t.Error("caro: OXXXXXO must not win")
	}
	free, _ = NewFromMoves(15, 15, 5, Freestyle, caro.Moves)
	if !free.WouldWin(Point{10, 7}, Black) {
		t.Error("freestyle: the five at 6..10,7 wins")
	}
	if r := ForbiddenReason(mustBoard(t, checks[5]), Point{6, 8}); r != DoubleThree {
		t.Errorf("renju 6,8: %v, want double three", r)
	}
}

func mustBoard(t *testing.T, c RuleCheck) *Board {
	t.Helper()
	b, err := c.Board()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestOpenings(t *testing.T) {
	ops := Openings()
	if len(ops) != 41 {
		t.Fatalf("%d openings, want 41", len(ops))
	}
	fit15 := 0
	for i, o := range ops {
		ms, err := o.On(20, 20)
		if err != nil {
			t.Fatalf("opening %d on 20×20: %v", i+1, err)
		}
		if (ms[0] == Point{10, 10}) != (o[0] == Point{}) {
			t.Errorf("opening %d: %v starts at %v", i+1, o[0], ms[0])
		}
		if _, err := NewFromMoves(20, 20, 5, Freestyle, ms); err != nil {
			t.Errorf("opening %d: %v", i+1, err)
		}
		if _, err := o.On(15, 15); err == nil {
			fit15++
		}
	}
	// The last opening reaches dx = -8, one column past a 15×15 board.
	if fit15 != 40 {
		t.Errorf("%d openings fit on 15×15, want 40", fit15)
	}
	if _, err := ParseOffsets("0,0, 8,0", 15, 15); err == nil {
		t.Fatal("offset 8 is outside 15×15")
	}
}

func TestNewFromStonesSideToMove(t *testing.T) {
	black := mustMoves(t, "7,7 8,8")
	white := mustMoves(t, "6,6")
	for _, side := range []Stone{Black, White} {
		b, err := NewFromStones(15, 15, 5, Freestyle, black, white, side)
		if err != nil {
			t.Fatal(err)
		}
		if b.SideToMove() != side || b.Stones() != 3 || b.At(Point{8, 8}) != Black || b.At(Point{6, 6}) != White {
			t.Fatalf("to move %v: got %v\n%s", side, b.SideToMove(), b)
		}
	}
	if _, err := NewFromStones(15, 15, 5, Freestyle, black, black, Black); err == nil {
		t.Fatal("a point given to both sides must be an error")
	}
}
