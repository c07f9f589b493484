package engine

import (
	"sync/atomic"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// Transposition table shared by all search threads (Lazy SMP).
//
// Each entry is two 64-bit words written and read atomically: the data and
// the key XOR the data. A reader that sees a torn entry (one word from one
// writer, one from another) gets a key that does not match and treats it as
// a miss, so no lock is needed and the race detector stays quiet.
//
// Data layout: move 16 bits | score 16 bits (int16) | depth 8 bits |
// bound 2 bits | generation 6 bits.

type bound uint8

const (
	boundNone  bound = 0
	boundUpper bound = 1 // score ≤ true value's upper bound (failed low)
	boundLower bound = 2 // failed high
	boundExact bound = 3
)

const bucketSize = 4

type ttEntry struct {
	check atomic.Uint64 // key ^ data
	data  atomic.Uint64
}

// table is the shared transposition table.
type table struct {
	entries []ttEntry
	mask    uint64 // bucket index mask
	gen     uint8
}

func newTable(mb int) *table {
	if mb < 1 {
		mb = 1
	}
	n := uint64(mb) << 20 / 16 / bucketSize // buckets
	// round down to a power of two
	p := uint64(1)
	for p*2 <= n {
		p *= 2
	}
	return &table{entries: make([]ttEntry, p*bucketSize), mask: p - 1}
}

func (t *table) clear() {
	for i := range t.entries {
		t.entries[i].check.Store(0)
		t.entries[i].data.Store(0)
	}
	t.gen = 0
}

func (t *table) newSearch() { t.gen = (t.gen + 1) & 63 }

type ttHit struct {
	move  xiangqi.Move
	score int
	depth int
	bound bound
}

func pack(m xiangqi.Move, score, depth int, b bound, gen uint8) uint64 {
	return uint64(m) | uint64(uint16(int16(score)))<<16 | uint64(uint8(depth))<<32 | uint64(b)<<40 | uint64(gen)<<42
}

func unpack(d uint64) ttHit {
	return ttHit{
		move:  xiangqi.Move(d),
		score: int(int16(uint16(d >> 16))),
		depth: int(int8(uint8(d >> 32))),
		bound: bound(d >> 40 & 3),
	}
}

func (t *table) probe(key uint64) (ttHit, bool) {
	b := t.entries[(key&t.mask)*bucketSize:][:bucketSize]
	for i := range b {
		d := b[i].data.Load()
		if b[i].check.Load()^d == key && d != 0 {
			return unpack(d), true
		}
	}
	return ttHit{}, false
}

// store writes an entry, replacing the same key, else the shallowest or
// oldest entry of the bucket.
func (t *table) store(key uint64, m xiangqi.Move, score, depth int, bd bound) {
	b := t.entries[(key&t.mask)*bucketSize:][:bucketSize]
	gen := t.gen
	victim, worst := 0, 1<<30
	for i := range b {
		d := b[i].data.Load()
		if d == 0 || b[i].check.Load()^d == key {
			if d != 0 && m == xiangqi.NoMove {
				m = xiangqi.Move(d) // keep the old best move
			}
			if d != 0 && bd != boundExact && int(int8(uint8(d>>32))) > depth+2 && uint8(d>>42&63) == gen {
				return // keep a much deeper entry from this search
			}
			victim = i
			break
		}
		age := int((gen - uint8(d>>42&63)) & 63)
		v := int(int8(uint8(d>>32))) - 8*age
		if v < worst {
			worst, victim = v, i
		}
	}
	d := pack(m, score, depth, bd, gen)
	b[victim].data.Store(d)
	b[victim].check.Store(key ^ d)
}

// hashfull is the permille of entries used by the current generation (from
// a sample), as UCI's info hashfull.
func (t *table) hashfull() int {
	n := min(len(t.entries), 4000)
	used := 0
	for i := 0; i < n; i++ {
		d := t.entries[i].data.Load()
		if d != 0 && uint8(d>>42&63) == t.gen {
			used++
		}
	}
	return used * 1000 / n
}
