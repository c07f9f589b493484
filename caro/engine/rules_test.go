package engine

import (
	"bufio"
	"context"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
)

var allRules = []caro.Rule{caro.Freestyle, caro.Standard, caro.Renju, caro.Caro, caro.CaroExact}

// randomGame plays n random moves near the centre on both boards (none a
// five, none forbidden under renju).
func randomGame(t *testing.T, r *rand.Rand, size int, rule caro.Rule, n int) (*Board, *caro.Board) {
	t.Helper()
	b, err := NewBoard(size, size, rule)
	if err != nil {
		t.Fatal(err)
	}
	cb, err := caro.New(size, size, 5, rule)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		spread := 3 + i/4
		x := size/2 + r.IntN(2*spread+1) - spread
		y := size/2 + r.IntN(2*spread+1) - spread
		pt := caro.Point{X: x, Y: y}
		p := b.Index(pt)
		if p < 0 || !b.Empty(p) || b.fives[b.side-1].has(p) || !b.legal(p, b.side) {
			continue // keep the game going: no winning (or, renju, forbidden) moves
		}
		if cb.Play(pt) != nil || cb.Over() {
			t.Fatalf("caro board refused %v", pt)
		}
		b.Play(p)
	}
	return b, cb
}

// The line tables agree with the caro package's rule code on every empty
// cell of random positions: which moves make a winning five, for both
// colours and all rules, and renju's forbidden points.
func TestTablesMatchRuleCode(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	games := 60
	if testing.Short() {
		games = 15
	}
	for _, rule := range allRules {
		for g := 0; g < games; g++ {
			size := 7 + r.IntN(9)
			b, cb := randomGame(t, r, size, rule, 10+r.IntN(50))
			for y := range size {
				for x := range size {
					pt := caro.Point{X: x, Y: y}
					p := b.Index(pt)
					if !b.Empty(p) {
						continue
					}
					for c := cellBlack; c <= cellWhite; c++ {
						got := b.p4[p][c-1] == pFive
						want := cb.WouldWin(pt, caro.Stone(c))
						if got != want {
							t.Fatalf("%v size %d moves %v: five for %d at %v: engine %v, rules %v",
								rule, size, cb.History(), c, pt, got, want)
						}
					}
					if rule == caro.Renju {
						got := b.Forbidden(p, cellBlack)
						want := caro.IsForbidden(cb, pt)
						if got != want {
							t.Fatalf("renju moves %v: forbidden %v: engine %v, rules %v (%v)",
								caro.FormatMoves(cb.History()), pt, got, want, caro.ForbiddenReason(cb, pt))
						}
					}
				}
			}
		}
	}
}

// The caro win-detection vectors, read directly.
func TestCaroWinCheckVectors(t *testing.T) {
	f, err := os.Open("testdata/caro-wincheck.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	var grid []string
	checks := 0
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "BOARD"):
			grid = grid[:0]
		case strings.HasPrefix(line, "CHECK"):
			fields := strings.Fields(line)
			if len(fields) != 5 {
				t.Fatalf("bad check %q", line)
			}
			xy, c5, c6 := fields[2], fields[3], fields[4]
			pts, err := caro.ParseMoves(xy)
			if err != nil || len(pts) != 1 {
				t.Fatalf("bad check %q", line)
			}
			for _, rc := range []struct {
				rule caro.Rule
				want bool
			}{{caro.CaroExact, c5 == "CARO5=WIN"}, {caro.Caro, c6 == "CARO6=WIN"}} {
				b, err := NewBoard(15, 15, rc.rule)
				if err != nil {
					t.Fatal(err)
				}
				for y, row := range grid {
					for x, ch := range strings.Fields(row) {
						switch ch {
						case "X":
							b.put(b.index(x, y), cellBlack)
						case "O":
							b.put(b.index(x, y), cellWhite)
						}
					}
				}
				got := b.p4[b.Index(pts[0])][0] == pFive
				if got != rc.want {
					t.Errorf("%s under %v: engine says win=%v", line, rc.rule, got)
				}
				checks++
			}
		case line == "" || strings.HasPrefix(line, "#"):
		default:
			grid = append(grid, line)
		}
	}
	if checks < 20 {
		t.Fatalf("only %d checks read", checks)
	}
}

func TestRuleChecks(t *testing.T) {
	e := New(Options{HashMB: 4})
	for _, c := range caro.RuleChecks() {
		pos := Position{Width: c.Size, Height: c.Size, Rule: c.Rule, Moves: c.Moves}
		r, err := e.Search(context.Background(), pos, Limits{Nodes: 10_000}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !c.Accepts(r.Move) {
			t.Errorf("%s (%s): played %v (%s), want %v avoid %v", c.Name, c.Note, r.Move, r.Source, c.Want, c.Avoid)
		}
	}
}

func TestTakesWinAndBlocksFive(t *testing.T) {
	e := New(Options{HashMB: 4})
	for _, rule := range allRules {
		// Black (to move) has four on row 7 (5,7 blocked by white at 4,7).
		win := Position{15, 15, rule, mustMoves(t, "5,7 0,0 6,7 0,2 7,7 0,4 8,7 4,7")}
		r, err := e.Search(context.Background(), win, Limits{Nodes: 20_000}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Move != (caro.Point{X: 9, Y: 7}) {
			t.Errorf("%v: black should complete the five at 9,7, played %v", rule, r.Move)
		}
		// White to move must stop black's four at 9,7; under caro 10,7 also
		// works: 9,7 would then make a five blocked at both ends.
		block := Position{15, 15, rule, mustMoves(t, "5,7 0,0 6,7 4,7 7,7 0,4 8,7")}
		r, err = e.Search(context.Background(), block, Limits{Nodes: 20_000}, nil)
		if err != nil {
			t.Fatal(err)
		}
		ok := r.Move == (caro.Point{X: 9, Y: 7})
		if rule == caro.Caro || rule == caro.CaroExact {
			ok = ok || r.Move == (caro.Point{X: 10, Y: 7})
		}
		if !ok {
			t.Errorf("%v: white must block at 9,7, played %v", rule, r.Move)
		}
	}
}

// blocks finds exactly the cells that stop every five of the attacker,
// compared with trying every empty cell (caro's far-end blocks included).
func TestBlocksMatchBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for g := 0; g < 400 && checked < 60; g++ {
		rule := allRules[g%len(allRules)]
		b, _ := randomGame(t, r, 11, rule, 20+r.IntN(40))
		for att := cellBlack; att <= cellWhite; att++ {
			if b.fives[att-1].len() == 0 {
				continue
			}
			checked++
			got := map[int]bool{}
			for _, q := range b.blocks(att, nil) {
				got[q] = true
			}
			for y := range 11 {
				for x := range 11 {
					q := b.index(x, y)
					if !b.Empty(q) {
						continue
					}
					b.put(q, 3-att)
					stops := b.fives[att-1].len() == 0
					b.take(q, 3-att)
					if stops != got[q] {
						t.Fatalf("%v: attacker %d, cell %v: stops=%v, blocks says %v", rule, att, b.Point(q), stops, got[q])
					}
				}
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d positions with a five threat", checked)
	}
}

// Freestyle line classes never depend on the cells five away, which is why
// a freestyle board does not refresh them (Board.reach).
func TestFreestyleIgnoresFifthCell(t *testing.T) {
	for c := cellBlack; c <= cellWhite; c++ {
		tab := tableFor(caro.Freestyle, c)
		far := uint32(3)<<(2*slotOf(-half)) | uint32(3)<<(2*slotOf(half))
		for code := uint32(0); code < 1<<(4*half); code += 7 {
			want := tab.lookup(code &^ far)
			for _, v := range []uint32{1, 2, 3} {
				for _, k := range []int{-half, half} {
					if got := tab.lookup(code&^far | v<<(2*slotOf(k))); got != want {
						t.Fatalf("colour %d code %x: class %v with %d at offset %d, %v without", c, code, got, v, k, want)
					}
				}
			}
		}
	}
}
