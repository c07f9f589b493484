package engine

import (
	"context"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
)

// The zero Limits gets DefaultTime, as in the xiangqi engine, and so do
// Limits that set only what caro does not read (Inc, MovesToGo); a node or
// depth limit alone and Infinite get no clock.
func TestZeroLimitsGetDefaultTime(t *testing.T) {
	if got := withDefault(Limits{}); got != (Limits{MoveTime: DefaultTime}) {
		t.Errorf("zero Limits: %+v", got)
	}
	if got := withDefault(Limits{Inc: time.Second, MovesToGo: 3}); got != (Limits{MoveTime: DefaultTime, Inc: time.Second, MovesToGo: 3}) {
		t.Errorf("Inc and MovesToGo alone: %+v", got)
	}
	for _, lim := range []Limits{{Nodes: 3000}, {Depth: 2}, {Infinite: true}, {MoveTime: time.Second}, {Clock: time.Minute}} {
		if got := withDefault(lim); got != lim {
			t.Errorf("%+v became %+v", lim, got)
		}
	}
	// A MoveTime is the move's time, all of it: the aim is less the
	// clock's margin, max(30 ms, 5 %).
	for _, c := range []struct{ move, soft time.Duration }{
		{time.Second, 950 * time.Millisecond}, {300 * time.Millisecond, 270 * time.Millisecond}, {DefaultTime, DefaultTime * 19 / 20},
	} {
		if p := newTimePlan(Limits{MoveTime: c.move}, time.Time{}); p.soft != c.soft || p.extended != c.soft {
			t.Errorf("MoveTime %v: soft %v extended %v, want %v and no extension", c.move, p.soft, p.extended, c.soft)
		}
	}
	// A node limit alone bounds the search by nodes: the main search's
	// limit plus the threat solvers' shares of it.
	e := New(Options{HashMB: 8, Threads: 1})
	pos := Position{Width: 15, Height: 15, Rule: caro.Freestyle, Moves: mustMoves(t, "7,7 8,8 7,8 8,7 6,6")}
	r, err := e.Search(context.Background(), pos, Limits{Nodes: 3000}, nil)
	if err != nil || r.Depth < 1 || r.Nodes > 2*3000 {
		t.Errorf("Limits{Nodes: 3000}: depth %d, %d nodes, %v", r.Depth, r.Nodes, err)
	}
}

// Infinite searches until the context is cancelled.
func TestInfiniteSearchesUntilCancelled(t *testing.T) {
	e := New(Options{HashMB: 8, Threads: 1})
	pos := Position{Width: 15, Height: 15, Rule: caro.Freestyle, Moves: mustMoves(t, "7,7 8,8 7,8 8,7 6,6")}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r, err := e.Search(ctx, pos, Limits{Infinite: true}, func(in Info) {
		if in.Depth == 3 {
			cancel()
		}
	})
	if err != nil || r.Depth < 3 || r.Depth >= maxPly/2 {
		t.Errorf("cancelled at depth 3: depth %d, %v", r.Depth, err)
	}
}

// BranchingFactor is the effective branching factor, as in the xiangqi
// engine: the nodes of an iteration over those of the previous one.
func TestInfoBranchingFactorIsEffective(t *testing.T) {
	e := New(Options{HashMB: 8, Threads: 1})
	pos := Position{Width: 15, Height: 15, Rule: caro.Freestyle, Moves: mustMoves(t, "7,7 8,8 7,8 8,7")}
	var infos []Info
	r, err := e.Search(context.Background(), pos, Limits{Depth: 5}, func(i Info) { infos = append(infos, i) })
	if err != nil || len(infos) != 5 {
		t.Fatalf("%d iterations reported, want 5 (%v)", len(infos), err)
	}
	if infos[0].BranchingFactor != 0 {
		t.Errorf("depth 1: branching factor %v, want 0", infos[0].BranchingFactor)
	}
	var prev, prevIter int64
	for _, in := range infos {
		iter := in.Nodes - prev
		if prevIter > 0 {
			if want := float64(iter) / float64(prevIter); in.BranchingFactor != want {
				t.Errorf("depth %d: branching factor %v, want %d/%d = %v", in.Depth, in.BranchingFactor, iter, prevIter, want)
			}
		}
		prev, prevIter = in.Nodes, iter
	}
	if r.BranchingFactor != infos[4].BranchingFactor {
		t.Errorf("result's branching factor %v, last iteration's %v", r.BranchingFactor, infos[4].BranchingFactor)
	}
	if n := (Info{Nodes: 3000, Time: 2 * time.Second}).NPS(); n != 1500 {
		t.Errorf("NPS of 3000 nodes in 2 s: %d", n)
	}
	if (Info{Nodes: 5}).NPS() != 0 || (Result{Info: Info{Nodes: 5}}).NPS() != 0 {
		t.Error("NPS without time is not 0")
	}
}

// A node limit N bounds a one-thread search: the main search stops at its
// N-th node (checked at every node once reached), and the root's threat
// solvers, whose nodes Result.Nodes counts too, spend at most their shares
// (N/vcfNodeDen, N/vctNodeDen, at least vcfMinNodes and vctMinNodes). The
// root defence's budget (N/defenceNodeDen, at least defenceMinNodes) is
// not in Result.Nodes. The move is legal however small N is.
func TestNodeLimitBound(t *testing.T) {
	positions := []string{"7,7", "7,7 8,8 7,8 8,7 6,6", "7,7 8,7 8,10 9,6 7,9 7,6 6,8 5,7 9,11 10,12 9,9 9,8", "7,7 6,6 7,5 6,8 5,9 7,8 6,5 8,7 5,8"}
	var limits []int64
	for n := int64(1); n <= 40; n++ {
		limits = append(limits, n)
	}
	limits = append(limits, 511, 512, 513, 1000, 3000, 10000, 50000)
	e := New(Options{HashMB: 1, Threads: 1})
	for _, ms := range positions {
		pos := Position{Width: 15, Height: 15, Rule: caro.Freestyle, Moves: mustMoves(t, ms)}
		for _, n := range limits {
			e.Clear()
			r, err := e.Search(context.Background(), pos, Limits{Nodes: n}, nil)
			bound := n + max(vcfMinNodes, n/vcfNodeDen) + max(vctMinNodes, n/vctNodeDen)
			if err != nil || r.Nodes > bound {
				t.Errorf("%s, nodes %d: %d nodes (bound %d), %v", ms, n, r.Nodes, bound, err)
			}
			b, _ := SetupBoard(15, 15, caro.Freestyle, pos.Moves)
			if !b.Empty(b.Index(r.Move)) {
				t.Errorf("%s, nodes %d: move %v is taken", ms, n, r.Move)
			}
		}
	}
}
