package search

import "unsafe"

// bound says what a stored value is: the exact value, a lower bound (the
// search failed high) or an upper bound (it failed low).
type bound uint8

const (
	empty bound = iota
	exact
	lower
	upper
)

// unlimitedDepth is the remaining depth recorded for a search without a
// depth limit: its values are final whatever depth is asked later.
const unlimitedDepth = 1<<15 - 1

// DefaultTableEntries is the size of the table IterativeDeepening creates
// when Options.Table is nil (64 Ki entries, 1.5 MiB). A caller that wants
// another size passes its own, made by NewTable or NewTableMB.
const DefaultTableEntries = 1 << 16

type entry struct {
	key   uint64
	value Value // negamax view: from the side to move
	depth int16 // plies searched below the position
	move  int16 // index of the best move in the game's (ordered) move list
	bound bound
	age   uint8 // the search (NewSearch count) that stored it
	// limited: the depth limit cut the search below the position somewhere;
	// if not, the result holds whatever depth is asked.
	limited bool
}

// Table is a bounded transposition table: it remembers, by the game's Hash,
// the value, the bound type, the depth and the best move of positions
// already searched.
//
// Its size is fixed at creation (a power of two of entries). Entries are
// grouped in buckets of two slots: the first slot keeps the deepest result
// (depth-preferred: it is replaced by a result at least as deep, or by any
// result once it is from an older search), the second is always replaced.
// A position is looked for in both slots of its bucket; the full 64-bit key
// is stored, so a false hit needs two positions with the same key.
//
// A Table is not safe for concurrent use; it can be reused across searches
// of the same game (call NewSearch between them, IterativeDeepening does).
type Table struct {
	entries []entry
	mask    uint64 // bucket index mask
	age     uint8
	used    int
}

// NewTable returns a table of at most n entries (rounded down to a power of
// two, at least 2).
func NewTable(n int) *Table {
	size := 2
	for size*2 <= n {
		size *= 2
	}
	return &Table{entries: make([]entry, size), mask: uint64(size/2 - 1)}
}

// NewTableMB returns the largest table that fits in mb mebibytes.
func NewTableMB(mb int) *Table {
	return NewTable(mb << 20 / int(unsafe.Sizeof(entry{})))
}

// Len is the number of entries the table holds at most.
func (t *Table) Len() int { return len(t.entries) }

// Bytes is the memory used by the entries.
func (t *Table) Bytes() int { return len(t.entries) * int(unsafe.Sizeof(entry{})) }

// Used is the number of slots filled so far.
func (t *Table) Used() int { return t.used }

// Clear empties the table.
func (t *Table) Clear() {
	clear(t.entries)
	t.used = 0
}

// NewSearch marks the start of a new search: older entries become the first
// to be replaced.
func (t *Table) NewSearch() { t.age++ }

func (t *Table) bucket(key uint64) int {
	// Mix the key so that games with weak hashes still spread.
	h := key * 0x9E3779B97F4A7C15
	return int((h>>32^h)&t.mask) * 2
}

func (t *Table) probe(key uint64) (entry, bool) {
	i := t.bucket(key)
	if e := t.entries[i]; e.bound != empty && e.key == key {
		return e, true
	}
	if e := t.entries[i+1]; e.bound != empty && e.key == key {
		return e, true
	}
	return entry{}, false
}

func (t *Table) store(key uint64, v Value, depth int, b bound, move int, limited bool) {
	if depth > unlimitedDepth {
		depth = unlimitedDepth
	}
	if move > 1<<15-1 {
		move = -1
	}
	e := entry{key: key, value: v, depth: int16(depth), move: int16(move), bound: b, age: t.age, limited: limited}
	i := t.bucket(key)
	slot := &t.entries[i]
	if slot.bound != empty && slot.key != key && slot.age == t.age && int(slot.depth) > depth {
		slot = &t.entries[i+1]
	}
	if slot.bound == empty {
		t.used++
	}
	*slot = e
}
