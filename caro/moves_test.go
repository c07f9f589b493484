package caro

import (
	"slices"
	"testing"
)

func TestParseMoves(t *testing.T) {
	good := []struct {
		in   string
		want []Point
	}{
		{"", nil},
		{"7,7 8,8", []Point{{7, 7}, {8, 8}}},
		{" 7,7;8,8\r\n9,9 ", []Point{{7, 7}, {8, 8}, {9, 9}}},
		{"0,0, 1,0, -1,-1", []Point{{0, 0}, {1, 0}, Pass}},
		{"h8h9", []Point{{7, 7}, {7, 8}}},
		{"a1 O15", []Point{{0, 0}, {14, 14}}},
	}
	for _, c := range good {
		got, err := ParseMoves(c.in)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("ParseMoves(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	for _, in := range []string{"7,7 8", "7;x", "7,7 8,8 h", "h0", "h", "a1 7,7", "12345,1", "--1,2", "7.5,1"} {
		if _, err := ParseMoves(in); err == nil {
			t.Errorf("ParseMoves(%q) accepted", in)
		}
	}
	if s := FormatMoves([]Point{{7, 7}, {8, 8}, Pass}); s != "7,7 8,8 -1,-1" {
		t.Errorf("FormatMoves = %q", s)
	}
	if ms, err := ParseOffsets("0,0, 1,-1, -7,7", 15, 15); err != nil || !slices.Equal(ms, []Point{{7, 7}, {8, 6}, {0, 14}}) {
		t.Errorf("ParseOffsets = %v, %v", ms, err)
	}
	if ms, err := ParseOffsets("0,0", 10, 6); err != nil || ms[0] != (Point{5, 3}) {
		t.Errorf("ParseOffsets on 10×6 = %v, %v", ms, err)
	}
}

func FuzzParseMoves(f *testing.F) {
	for _, s := range []string{"7,7 8,8", "0,0, 1,0, -1,-1", "h8h9i8", "7;7\r\n", "-", "a99", "1,2,3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ms, err := ParseMoves(s)
		if err != nil {
			if _, ok := err.(interface{ Vietnamese() string }); !ok {
				t.Fatalf("%q: error %v has no Vietnamese text", s, err)
			}
			return
		}
		// What parses formats and parses back to the same moves.
		again, err := ParseMoves(FormatMoves(ms))
		if err != nil || !slices.Equal(again, ms) {
			t.Fatalf("round trip of %q: %v -> %v, %v", s, ms, again, err)
		}
		// Playing them never panics.
		b, _ := New(15, 15, 5, Renju)
		_ = b.PlayMoves(ms)
	})
}

func TestPlayUndoDoNotAllocate(t *testing.T) {
	b, _ := NewGomoku(15, Renju)
	_ = b.PlayMoves([]Point{{7, 7}, {8, 8}, {6, 7}, {9, 9}, {7, 6}})
	moves := make([]Point, 0, 225)
	allocs := testing.AllocsPerRun(100, func() {
		moves = b.Moves(moves)
		for _, m := range moves[:40] {
			b.Make(m)
			_ = b.Evaluate()
			_ = IsForbidden(b, Point{7, 8})
			b.Unmake(m)
		}
	})
	if allocs != 0 {
		t.Fatalf("Moves/Make/Unmake/IsForbidden allocate %v times", allocs)
	}
}

func BenchmarkIsForbidden(b *testing.B) {
	board, _ := NewFromStones(15, 15, 5, Renju, []Point{{5, 7}, {6, 7}, {7, 8}, {7, 9}, {4, 5}, {4, 6}, {4, 8}, {4, 9}, {4, 10}}, nil, Black)
	for b.Loop() {
		IsForbidden(board, Point{7, 7})
	}
}
