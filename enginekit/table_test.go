package enginekit

import (
	"math/rand/v2"
	"testing"
)

func TestTableSizing(t *testing.T) {
	for _, c := range []struct{ mb, bytes int }{{0, 1 << 20}, {1, 1 << 20}, {3, 2 << 20}, {16, 16 << 20}, {100, 64 << 20}} {
		if got := NewTable(c.mb, Replacement{}).Bytes(); got != c.bytes {
			t.Errorf("NewTable(%d MiB) takes %d bytes, want %d", c.mb, got, c.bytes)
		}
	}
}

func TestTableRoundTrip(t *testing.T) {
	tt := NewTable(1, Replacement{AgePenalty: 8, MaxAgePenalty: 8 * 63})
	tt.NewSearch()
	r := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		key := r.Uint64() | 1
		e := Entry{Move: uint16(r.IntN(1 << 16)), Score: r.IntN(2_000_001) - 1_000_000, Depth: r.IntN(256) - 128, Bound: Bound(1 + r.IntN(3))}
		tt.Store(key, e)
		got, ok := tt.Probe(key)
		if !ok || got != e {
			t.Fatalf("stored %+v, probed %+v (found %v)", e, got, ok)
		}
	}
	if _, ok := tt.Probe(12345); ok {
		t.Error("a key never stored was found")
	}
}

// A store keeps the old move when it brings none, and keeps a much deeper
// entry of the same search over a shallower bound.
func TestTableSamePosition(t *testing.T) {
	tt := NewTable(1, Replacement{AgePenalty: 64, MaxAgePenalty: 64})
	tt.NewSearch()
	tt.Store(7, Entry{Move: 42, Score: 10, Depth: 9, Bound: BoundExact})
	tt.Store(7, Entry{Move: NoMove, Score: 5, Depth: 3, Bound: BoundLower})
	if e, _ := tt.Probe(7); e.Score != 10 || e.Depth != 9 {
		t.Errorf("a shallow bound replaced a deep exact entry of the same search: %+v", e)
	}
	tt.Store(7, Entry{Move: NoMove, Score: 5, Depth: 3, Bound: BoundExact})
	if e, _ := tt.Probe(7); e != (Entry{Move: 42, Score: 5, Depth: 3, Bound: BoundExact}) {
		t.Errorf("an exact entry without a move: got %+v, want the new score with the old move", e)
	}
	tt.NewSearch()
	tt.Store(7, Entry{Move: 9, Score: 1, Depth: 1, Bound: BoundUpper})
	if e, _ := tt.Probe(7); e.Move != 9 || e.Depth != 1 {
		t.Errorf("an entry of an older search was kept: %+v", e)
	}
}

// In a full bucket the victim is the entry of least worth: depth less the
// age penalty.
func TestTableReplacement(t *testing.T) {
	mask := NewTable(1, Replacement{}).mask
	key := func(i uint64) uint64 { return 5 + (i << 32 &^ mask) } // all in bucket 5
	for _, c := range []struct {
		name  string
		r     Replacement
		depth [bucketSlots]int
		age   [bucketSlots]int // searches ago
		want  int              // the slot replaced
	}{
		{"caro: an older entry goes before any of this search", Replacement{64, 64}, [4]int{3, 20, 5, 4}, [4]int{0, 1, 0, 0}, 1},
		{"caro: among older ones the shallowest", Replacement{64, 64}, [4]int{30, 20, 5, 4}, [4]int{3, 1, 0, 0}, 1},
		{"xiangqi: 8 plies a search", Replacement{8, 8 * 63}, [4]int{3, 20, 5, 4}, [4]int{0, 1, 0, 0}, 0},
		{"xiangqi: two searches ago", Replacement{8, 8 * 63}, [4]int{3, 20, 5, 14}, [4]int{0, 3, 0, 2}, 1},
	} {
		tt := NewTable(1, c.r)
		// Fill slot i at the search that makes it age[i] searches old.
		for s := 5; s >= 0; s-- {
			tt.NewSearch()
			for i := range bucketSlots {
				if c.age[i] == s {
					tt.Store(key(uint64(i)), Entry{Move: uint16(i + 1), Depth: c.depth[i], Bound: BoundExact})
				}
			}
		}
		tt.Store(key(99), Entry{Move: 100, Depth: 1, Bound: BoundUpper})
		if _, ok := tt.Probe(key(uint64(c.want))); ok {
			t.Errorf("%s: slot %d survived", c.name, c.want)
		}
		if _, ok := tt.Probe(key(99)); !ok {
			t.Errorf("%s: the new entry is missing", c.name)
		}
	}
}

func TestHashFull(t *testing.T) {
	tt := NewTable(1, Replacement{8, 8 * 63})
	tt.NewSearch()
	if tt.HashFull() != 0 {
		t.Fatal("an empty table is not empty")
	}
	for i := range uint64(1000) {
		tt.Store(i, Entry{Move: 1, Depth: 1, Bound: BoundExact})
	}
	if h := tt.HashFull(); h != 250 {
		t.Errorf("1000 keys in the first 1000 buckets: hashfull %d, want 250 (1000 of the 4000 sampled slots)", h)
	}
	tt.NewSearch()
	if h := tt.HashFull(); h != 0 {
		t.Errorf("a new search counts only its own entries: hashfull %d", h)
	}
}

func TestScoreTable(t *testing.T) {
	const mate = 29000
	for _, c := range []struct{ score, ply, stored int }{
		{100, 5, 100}, {-28999, 3, -28999}, {29990, 4, 29994}, {-29990, 4, -29994}, {29000, 2, 29002},
	} {
		if got := ScoreToTable(c.score, c.ply, mate); got != c.stored {
			t.Errorf("ScoreToTable(%d, %d) = %d, want %d", c.score, c.ply, got, c.stored)
		}
		if got := ScoreFromTable(c.stored, c.ply, mate); got != c.score {
			t.Errorf("ScoreFromTable(%d, %d) = %d, want %d", c.stored, c.ply, got, c.score)
		}
	}
}

func TestStoreProbeDoNotAllocate(t *testing.T) {
	tt := NewTable(1, Replacement{8, 8 * 63})
	if n := testing.AllocsPerRun(100, func() {
		tt.Store(77, Entry{Move: 3, Score: 4, Depth: 5, Bound: BoundLower})
		tt.Probe(77)
	}); n != 0 {
		t.Errorf("Store and Probe allocate %v times", n)
	}
}
