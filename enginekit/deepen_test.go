package enginekit

import "testing"

// fakeRoot plays a script: the best move and score of each depth, and the
// depth at which it is interrupted.
type fakeRoot struct {
	best      []int // by depth
	score     []int
	stopAt    int  // the depth interrupted (0: never)
	partialOK bool // whether the interrupted iteration finished a root move
	nodes     int64
	depth     int
}

func (f *fakeRoot) Iterate(depth int) (int, bool) {
	f.depth = depth
	f.nodes += int64(10 << depth)
	return f.score[depth], depth == f.stopAt
}

func (f *fakeRoot) Best() (int, bool) {
	if f.depth == f.stopAt {
		return f.best[f.depth], f.partialOK
	}
	return f.best[f.depth], true
}

func (f *fakeRoot) Nodes() int64 { return f.nodes }

func TestDeepen(t *testing.T) {
	script := func() *fakeRoot {
		return &fakeRoot{best: []int{0, 11, 12, 13, 14, 15}, score: []int{0, 1, 2, 3, 4, 5}}
	}
	r := script()
	var seen []int
	it := Deepen[int](r, 5, nil, func(it Iteration[int]) bool { seen = append(seen, it.Depth); return false })
	if it.Depth != 5 || it.Best != 15 || it.Score != 5 || it.Partial || len(seen) != 5 || it.BranchingFactor != 2 {
		t.Errorf("to depth 5: %+v, reported %v", it, seen)
	}

	r = script()
	it = Deepen[int](r, 5, nil, func(it Iteration[int]) bool { return it.Depth == 3 })
	if it.Depth != 3 || it.Best != 13 {
		t.Errorf("done at depth 3: %+v", it)
	}

	// Interrupted at depth 4 after a root move finished: its move, the
	// score and depth of depth 3.
	r = script()
	r.stopAt, r.partialOK = 4, true
	it = Deepen[int](r, 5, nil, nil)
	if it != (Iteration[int]{Depth: 3, Score: 3, Best: 14, BranchingFactor: 2, Partial: true}) {
		t.Errorf("interrupted with a finished root move: %+v", it)
	}
	// … and before any finished: depth 3's answer.
	r = script()
	r.stopAt = 4
	it = Deepen[int](r, 5, nil, nil)
	if it != (Iteration[int]{Depth: 3, Score: 3, Best: 13, BranchingFactor: 2}) {
		t.Errorf("interrupted with no finished root move: %+v", it)
	}
	// Interrupted in the first iteration with nothing finished: no move.
	r = script()
	r.stopAt = 1
	if it = Deepen[int](r, 5, nil, nil); it != (Iteration[int]{}) {
		t.Errorf("interrupted at depth 1: %+v", it)
	}
}
