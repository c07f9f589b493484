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

// bucketSlots entries share one bucket (64 bytes, a cache line): a store
// replaces the same position, else the shallowest entry of an older search,
// else the shallowest, so that deep results survive the many shallow ones.
const bucketSlots = 4

type transTable struct {
	slots []ttSlot
	mask  uint64 // bucket index mask
	age   atomic.Uint32
}

type ttData struct {
	move  int // -1 none
	score int
	depth int
	bound int
	age   int // the search that stored it (6 bits)
}

func newTransTable(mb int) *transTable {
	if mb <= 0 {
		mb = 16
	}
	n := 1
	for n*2*16*bucketSlots <= mb<<20 {
		n *= 2
	}
	return &transTable{slots: make([]ttSlot, n*bucketSlots), mask: uint64(n - 1)}
}

func pack(d ttData) uint64 {
	return uint64(uint16(int16(d.move))) | uint64(uint32(int32(d.score)))<<16 |
		uint64(uint8(int8(d.depth)))<<48 | uint64(d.bound&3)<<56 | uint64(d.age&63)<<58
}

func unpack(v uint64) ttData {
	return ttData{
		move:  int(int16(uint16(v))),
		score: int(int32(uint32(v >> 16))),
		depth: int(int8(uint8(v >> 48))),
		bound: int(v >> 56 & 3),
		age:   int(v >> 58),
	}
}

func (t *transTable) bucket(key uint64) []ttSlot {
	i := (key & t.mask) * bucketSlots
	return t.slots[i : i+bucketSlots : i+bucketSlots]
}

// newSearch starts a new age: entries of earlier searches are replaced first.
func (t *transTable) newSearch() { t.age.Add(1) }

func (t *transTable) probe(key uint64) (ttData, bool) {
	for i := range bucketSlots {
		s := &t.bucket(key)[i]
		d := s.data.Load()
		if d != 0 && s.check.Load()^d == key {
			return unpack(d), true
		}
	}
	return ttData{move: -1}, false
}

func (t *transTable) store(key uint64, d ttData) {
	b := t.bucket(key)
	age := int(t.age.Load() & 63)
	d.age = age
	victim, worst := 0, 1<<30
	for i := range bucketSlots {
		s := &b[i]
		old := s.data.Load()
		if old == 0 {
			if worst > -1<<20 {
				victim, worst = i, -1<<20
			}
			continue
		}
		if s.check.Load()^old == key {
			od := unpack(old)
			if d.move < 0 {
				d.move = od.move
			}
			// Keep a deeper exact result of this search over a shallower bound.
			if od.age == age && od.depth > d.depth+2 && d.bound != boundExact {
				return
			}
			victim = i
			break
		}
		od := unpack(old)
		v := od.depth
		if od.age != age {
			v -= 64 // older searches go first
		}
		if v < worst {
			victim, worst = i, v
		}
	}
	v := pack(d)
	b[victim].data.Store(v)
	b[victim].check.Store(key ^ v)
}

func (t *transTable) clear() {
	for i := range t.slots {
		t.slots[i].check.Store(0)
		t.slots[i].data.Store(0)
	}
}
