package engine

import (
	"testing"
	"time"

	"alphabeta/caro"
)

func TestVCFQuick(t *testing.T) {
	ps := loadPuzzles(t)
	solved := 0
	start := time.Now()
	var nodes int64
	for _, p := range ps {
		b, err := SetupBoard(p.size, p.size, caro.Freestyle, p.moves)
		if err != nil {
			t.Fatal(err)
		}
		if b.side != p.side {
			t.Fatalf("%s: side", p.id)
		}
		s := newThreatSolver(b, 16)
		s.deadline = time.Now().Add(time.Second)
		win, m := s.solve(false, 20)
		nodes += s.nodes
		if win && m >= 0 {
			solved++
		} else {
			t.Logf("%s unsolved (ref %d plies) nodes %d", p.id, p.plies, s.nodes)
		}
	}
	t.Logf("solved %d/%d in %v, nodes %d", solved, len(ps), time.Since(start), nodes)
}
