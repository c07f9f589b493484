package enginekit

import (
	"sync/atomic"
	"unsafe"
)

// Bound says what a stored score is: a lower bound (the search failed
// high), an upper bound (it failed low) or the exact value.
type Bound uint8

const (
	BoundNone  Bound = 0
	BoundUpper Bound = 1 // score ≥ the true value: the search failed low
	BoundLower Bound = 2 // score ≤ the true value: the search failed high
	BoundExact Bound = BoundUpper | BoundLower
)

// NoMove is the move field of an entry with no best move.
const NoMove uint16 = 0

// Entry is what the table keeps of a position.
type Entry struct {
	Move  uint16 // the engine's encoding; NoMove for none
	Score int    // as stored: ScoreToTable's view (mate distances from the position)
	Depth int    // remaining depth searched, -128…127
	Bound Bound
}

// Replacement is how a store chooses which entry of a full bucket to
// overwrite when the position is not there already: the entry of least
// worth, where an entry is worth its depth less AgePenalty plies for each
// search since the one that stored it, at most MaxAgePenalty.
//
// The engines were tuned with different rules: caro lets any entry of an
// older search go first (AgePenalty = MaxAgePenalty = 64, more than any
// depth), xiangqi lets entries fade by 8 plies a search (AgePenalty 8,
// MaxAgePenalty 8·63).
type Replacement struct {
	AgePenalty    int
	MaxAgePenalty int
}

// slot holds one entry as two words, the key XORed with the data, so that
// threads share the table without locks: a torn write (one word from one
// writer, one from another) fails the key check and reads as a miss.
type slot struct {
	check atomic.Uint64
	data  atomic.Uint64
}

// bucketSlots entries share a bucket of 64 bytes, one cache line.
const bucketSlots = 4

// entryBytes is one slot's size.
const entryBytes = 16

// Table is a transposition table shared by every thread of a search. An
// entry packs into 64 bits: move 16 | score 32 | depth 8 | bound 2 |
// age 6 (the search that stored it, counted by NewSearch modulo 64).
type Table struct {
	slots   []slot
	mask    uint64 // bucket index mask
	age     atomic.Uint32
	replace Replacement
}

// NewTable returns the largest table of a power of two buckets that fits in
// mb MiB (at least 1).
func NewTable(mb int, r Replacement) *Table {
	mb = max(mb, 1)
	n := uint64(1) // buckets
	for n*2*bucketSlots*entryBytes <= uint64(mb)<<20 {
		n *= 2
	}
	return &Table{slots: make([]slot, n*bucketSlots), mask: n - 1, replace: r}
}

// Bytes is the memory the entries take.
func (t *Table) Bytes() int { return len(t.slots) * entryBytes }

// NewSearch starts a new age: entries of earlier searches lose worth.
func (t *Table) NewSearch() { t.age.Add(1) }

// Clear empties the table (a new game).
func (t *Table) Clear() {
	for i := range t.slots {
		t.slots[i].check.Store(0)
		t.slots[i].data.Store(0)
	}
	t.age.Store(0)
}

func pack(e Entry, age uint32) uint64 {
	return uint64(e.Move) | uint64(uint32(int32(e.Score)))<<16 | uint64(uint8(int8(e.Depth)))<<48 |
		uint64(e.Bound&3)<<56 | uint64(age&63)<<58
}

func unpack(v uint64) Entry {
	return Entry{
		Move:  uint16(v),
		Score: int(int32(uint32(v >> 16))),
		Depth: int(int8(uint8(v >> 48))),
		Bound: Bound(v >> 56 & 3),
	}
}

func ageOf(v uint64) uint32 { return uint32(v >> 58) }

func (t *Table) bucket(key uint64) []slot {
	i := (key & t.mask) * bucketSlots
	return t.slots[i : i+bucketSlots : i+bucketSlots]
}

// Prefetch asks the processor to start loading key's bucket into the
// cache: called as soon as a child position's key is known (right after
// the move is made), the load overlaps the work before the child's Probe
// instead of stalling it. It changes nothing the search sees.
func (t *Table) Prefetch(key uint64) {
	prefetch(uintptr(unsafe.Pointer(&t.slots[(key&t.mask)*bucketSlots])))
}

// Probe returns the entry of key, if the table has it.
func (t *Table) Probe(key uint64) (Entry, bool) {
	b := t.bucket(key)
	for i := range b {
		d := b[i].data.Load()
		if d != 0 && b[i].check.Load()^d == key {
			return unpack(d), true
		}
	}
	return Entry{}, false
}

// Store writes e for key. The same position's entry is replaced, keeping
// its move when e has none, unless it is from this search, much deeper
// (more than 2 plies) and e is not exact; else the first empty slot, else
// the slot of least worth (Replacement).
func (t *Table) Store(key uint64, e Entry) {
	b := t.bucket(key)
	age := t.age.Load() & 63
	victim, worst := 0, 1<<30
	for i := range b {
		d := b[i].data.Load()
		if d == 0 {
			// Slots fill in order and are never emptied but by Clear, so
			// the key cannot be further on.
			victim = i
			break
		}
		if b[i].check.Load()^d == key {
			old := unpack(d)
			if e.Move == NoMove {
				e.Move = old.Move
			}
			if ageOf(d) == age && old.Depth > e.Depth+2 && e.Bound != BoundExact {
				return
			}
			victim = i
			break
		}
		v := int(int8(uint8(d>>48))) - min(t.replace.AgePenalty*int((age-ageOf(d))&63), t.replace.MaxAgePenalty)
		if v < worst {
			victim, worst = i, v
		}
	}
	v := pack(e, age)
	b[victim].data.Store(v)
	b[victim].check.Store(key ^ v)
}

// HashFull is the permille of entries written in the current search, from
// a sample of the first 4000 (UCI's info hashfull).
func (t *Table) HashFull() int {
	n := min(len(t.slots), 4000)
	age := t.age.Load() & 63
	used := 0
	for i := range n {
		d := t.slots[i].data.Load()
		if d != 0 && ageOf(d) == age {
			used++
		}
	}
	return used * 1000 / n
}
