package match

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is one of Count deterministic slices of a match's schedule
// (--shard K/N), so that N machines can play one match together. The
// schedule is cut by game pairs (both colours of one opening for one
// pairing), never inside a pair, so that the pentanomial counts stay whole:
// pair unit u, counted in schedule order, belongs to shard u mod N + 1.
// Every game keeps its round, opening and colours from the whole match;
// `alphabeta match merge` adds the shards' summaries back into the whole
// match's result. The zero Shard is the whole match.
type Shard struct {
	Index int `json:"index"` // 1..Count
	Count int `json:"count"`
}

// ParseShard reads "K/N" with 1 ≤ K ≤ N.
func ParseShard(s string) (Shard, error) {
	k, n, ok := strings.Cut(strings.TrimSpace(s), "/")
	ki, err1 := strconv.Atoi(k)
	ni, err2 := strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil {
		return Shard{}, fmt.Errorf("--shard %q: want K/N, e.g. 2/8", s)
	}
	sh := Shard{Index: ki, Count: ni}
	return sh, sh.Validate()
}

// Validate reports a shard outside 1..Count.
func (s Shard) Validate() error {
	if s == (Shard{}) {
		return nil
	}
	if s.Count < 1 || s.Index < 1 || s.Index > s.Count {
		return fmt.Errorf("--shard %d/%d: want K/N with 1 <= K <= N", s.Index, s.Count)
	}
	return nil
}

// Partial reports whether the shard is less than the whole match.
func (s Shard) Partial() bool { return s.Count > 1 }

// Has reports whether pair unit u (0-based, in schedule order) is in the
// shard.
func (s Shard) Has(u int) bool {
	if !s.Partial() {
		return true
	}
	return u%s.Count == s.Index-1
}

func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

// describe is prefix and "K/N" for a partial shard, "" otherwise.
func (s Shard) describe(prefix string) string {
	if !s.Partial() {
		return ""
	}
	return prefix + s.String()
}
