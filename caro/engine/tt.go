package engine

import "sync/atomic"

// Bound kinds of a transposition-table score.
const (
	boundNone  = 0
	boundUpper = 1 // score <= stored (fail low)
	boundLower = 2 // score >= stored (fail high)
	boundExact = 3
)

// ttSlot holds one entry as two words, the key XORed with the data, so
// that threads can share the table without locks: a torn write fails the
// key check and reads as a miss.
type ttSlot struct {
	check atomic.Uint64
	data  atomic.Uint64
}

type transTable struct {
	slots []ttSlot
	mask  uint64
}

type ttData struct {
	move  int // -1 none
	score int
	depth int
	bound int
}

func newTransTable(mb int) *transTable {
	if mb <= 0 {
		mb = 16
	}
	n := 1
	for n*2*16 <= mb<<20 {
		n *= 2
	}
	return &transTable{slots: make([]ttSlot, n), mask: uint64(n - 1)}
}

func pack(d ttData) uint64 {
	return uint64(uint16(int16(d.move))) | uint64(uint32(int32(d.score)))<<16 |
		uint64(uint8(int8(d.depth)))<<48 | uint64(d.bound&3)<<56
}

func unpack(v uint64) ttData {
	return ttData{
		move:  int(int16(uint16(v))),
		score: int(int32(uint32(v >> 16))),
		depth: int(int8(uint8(v >> 48))),
		bound: int(v >> 56 & 3),
	}
}

func (t *transTable) probe(key uint64) (ttData, bool) {
	s := &t.slots[key&t.mask]
	d := s.data.Load()
	if s.check.Load()^d != key || d == 0 {
		return ttData{move: -1}, false
	}
	return unpack(d), true
}

func (t *transTable) store(key uint64, d ttData) {
	s := &t.slots[key&t.mask]
	old := s.data.Load()
	if s.check.Load()^old == key && d.move < 0 {
		d.move = unpack(old).move
	}
	v := pack(d)
	s.data.Store(v)
	s.check.Store(key ^ v)
}

func (t *transTable) clear() {
	for i := range t.slots {
		t.slots[i].check.Store(0)
		t.slots[i].data.Store(0)
	}
}
