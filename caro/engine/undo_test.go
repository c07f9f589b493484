package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
)

// sameState reports the first difference between the incremental state of
// two boards with the same stones ("" when none).
func sameState(a, b *Board) string {
	if a.hash != b.hash || a.side != b.side || a.total != b.total {
		return "hash, side or totals"
	}
	for p := range a.stone {
		if a.stone[p] != b.stone[p] || a.near[p] != b.near[p] || a.cand.has(p) != b.cand.has(p) {
			return "stones, near or candidates"
		}
		if a.stone[p] != cellEmpty {
			continue
		}
		for c := range 2 {
			if a.p4[p][c] != b.p4[p][c] || a.score[p][c] != b.score[p][c] {
				return "threat class or cell score"
			}
			if a.fives[c].has(p) != b.fives[c].has(p) || a.fours[c].has(p) != b.fours[c].has(p) || a.threes[c].has(p) != b.threes[c].has(p) {
				return "threat sets"
			}
			for d := range 4 {
				if a.line[p][c][d] != b.line[p][c][d] || a.code[d][p] != b.code[d][p] {
					return "line classes or codes"
				}
			}
		}
	}
	for c := range 2 {
		if a.fives[c].len() != b.fives[c].len() || a.fours[c].len() != b.fours[c].len() || a.threes[c].len() != b.threes[c].len() {
			return "threat set sizes"
		}
	}
	if a.cand.len() != b.cand.len() {
		return "candidate count"
	}
	return ""
}

// Any sequence of moves and take-backs leaves the board exactly as a board
// set up afresh from the moves that remain, for every rule.
func TestUndoRestoresEverything(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, rule := range allRules {
		for g := range 20 {
			size := 7 + r.IntN(9)
			b, err := NewBoard(size, size, rule)
			if err != nil {
				t.Fatal(err)
			}
			for step := range 120 {
				if step == 60 {
					// A new tuning empties the log: older stones are
					// taken back by recomputing.
					tu := tuningFor(defaultTuning, rule)
					tu.own++
					b.setTuning(tu)
					b.setTuning(tuningFor(defaultTuning, rule))
				}
				if len(b.moves) > 0 && r.IntN(3) == 0 {
					b.Undo()
				} else {
					var empty []int
					for y := range size {
						for x := range size {
							if p := b.index(x, y); b.stone[p] == cellEmpty {
								empty = append(empty, p)
							}
						}
					}
					if len(empty) == 0 {
						break
					}
					if r.IntN(10) == 0 {
						b.Play(-1)
					} else {
						b.Play(empty[r.IntN(len(empty))])
					}
				}
				pts := make([]caro.Point, len(b.moves))
				for i, m := range b.moves {
					pts[i] = b.Point(m)
				}
				fresh, err := SetupBoard(size, size, rule, pts)
				if err != nil {
					t.Fatal(err)
				}
				if d := sameState(b, fresh); d != "" {
					t.Fatalf("%v game %d step %d (%s): %s differs from a fresh board", rule, g, step, caro.FormatMoves(pts), d)
				}
			}
		}
	}
}
