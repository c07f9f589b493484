package engine

import (
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
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
