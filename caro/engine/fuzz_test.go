package engine

import (
	"testing"

	"alphabeta/caro"
	"alphabeta/caro/pbrain"
)

func FuzzReadPuzzles(f *testing.F) {
	f.Add([]byte("id\tsize\tside\tmoves\tmate_plies_reference\nx\t15\tB\t7,7 8,8\t3\n"))
	f.Add([]byte("x\t15\tW\t7,7\t1\r\n"))
	f.Add([]byte("x\t99\tQ\tz\t?\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := ReadPuzzles(data)
		if err != nil {
			return
		}
		for _, p := range ps {
			if p.Size < MinSize || p.Size > MaxSize {
				t.Fatalf("size %d accepted", p.Size)
			}
			// Setting the position up may fail, but must not panic.
			_, _ = SetupBoard(p.Size, p.Size, caro.Freestyle, p.Moves)
		}
	})
}

// Any protocol position becomes a move list that leaves the brain to move.
func FuzzPositionFromStones(f *testing.F) {
	f.Add(uint8(15), []byte{7, 7, 1, 8, 8, 0})
	f.Add(uint8(10), []byte{1, 1, 1, 2, 2, 1, 3, 3, 1})
	f.Fuzz(func(t *testing.T, size uint8, raw []byte) {
		n := int(size%28) + 5
		pos := pbrain.Position{Width: n, Height: n}
		seen := map[caro.Point]bool{}
		for i := 0; i+2 < len(raw); i += 3 {
			p := caro.Point{X: int(raw[i]) % n, Y: int(raw[i+1]) % n}
			if seen[p] {
				continue
			}
			seen[p] = true
			pos.Stones = append(pos.Stones, pbrain.Stone{P: p, Own: raw[i+2]&1 == 1})
		}
		ep := PositionFromStones(pos)
		b, err := SetupBoard(n, n, caro.Freestyle, ep.Moves)
		if err != nil {
			t.Fatalf("%v: %v", ep.Moves, err)
		}
		if caro.Stone(b.side) != pos.Colour() {
			t.Fatalf("brain is %v, side to move %d", pos.Colour(), b.side)
		}
		if b.stones() != len(pos.Stones) {
			t.Fatalf("%d stones placed, want %d", b.stones(), len(pos.Stones))
		}
	})
}
