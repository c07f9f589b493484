package engine

import (
	"context"
	"math"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// A time limit too large for a deadline in nanoseconds (MoveTime of 292
// years, the largest Duration) is a long limit, not an expired one: the
// search reaches its depth limit.
func TestHugeTimeLimitIsLong(t *testing.T) {
	e := New(Options{HashMB: 2})
	for _, lim := range []Limits{
		{MoveTime: math.MaxInt64, Depth: 4},
		{Clock: math.MaxInt64, Inc: math.MaxInt64, Depth: 4},
	} {
		res := e.Search(context.Background(), xiangqi.NewPosition(), lim, nil)
		if res.Depth != 4 {
			t.Errorf("limits %+v: stopped at depth %d", lim, res.Depth)
		}
	}
}

func TestBudget(t *testing.T) {
	for _, clock := range []time.Duration{0, time.Millisecond, 20 * time.Millisecond, 100 * time.Millisecond, time.Second, 10 * time.Second, 10 * time.Minute} {
		for _, inc := range []time.Duration{0, 100 * time.Millisecond, 2 * time.Second} {
			for _, mtg := range []int{0, 1, 5, 40} {
				soft, hard := budget(Limits{Clock: clock, Inc: inc, MovesToGo: mtg})
				if clock == 0 && inc == 0 {
					continue
				}
				if hard <= 0 || soft <= 0 || soft > hard {
					t.Errorf("clock %v inc %v mtg %d: soft %v hard %v", clock, inc, mtg, soft, hard)
				}
				if clock > 100*time.Millisecond && hard > clock-50*time.Millisecond {
					t.Errorf("clock %v inc %v mtg %d: hard limit %v leaves no margin", clock, inc, mtg, hard)
				}
			}
		}
	}
}

// The limits the protocol makes of the largest and smallest numbers a GUI
// may send (see xiangqi/uci's TestGoNumbersNeverOverflow) get a sane
// budget: a soft limit no later than the hard one, both positive and
// within MaxTime.
func TestBudgetOfExtremeLimits(t *testing.T) {
	for _, lim := range []Limits{
		{MoveTime: MaxTime}, {MoveTime: time.Millisecond}, {MoveTime: 1500 * time.Millisecond},
		{Clock: MaxTime, Inc: MaxTime}, {Clock: time.Minute, MovesToGo: 1000},
		{Clock: MaxTime, Inc: 2 * time.Second}, {Clock: time.Millisecond},
		{MoveTime: math.MaxInt64}, {Clock: math.MaxInt64, Inc: math.MaxInt64},
	} {
		soft, hard := budget(lim)
		if soft <= 0 || hard <= 0 || soft > hard || hard > MaxTime {
			t.Errorf("limits %+v: soft %v hard %v", lim, soft, hard)
		}
	}
}

// The zero Limits gets DefaultTime, as in the caro engine; a node or depth
// limit alone, Infinite and Ponder set no clock at all.
func TestZeroLimitsGetDefaultTime(t *testing.T) {
	soft, hard := budget(Limits{})
	wantSoft, wantHard := budget(Limits{MoveTime: DefaultTime})
	if soft != wantSoft || hard != wantHard || hard <= 0 {
		t.Errorf("zero Limits: soft %v hard %v, want %v %v", soft, hard, wantSoft, wantHard)
	}
	for _, lim := range []Limits{{Nodes: 3000}, {Depth: 4}, {Infinite: true}, {Ponder: true}} {
		if soft, hard := budget(lim); soft != 0 || hard != 0 {
			t.Errorf("limits %+v: soft %v hard %v, want no clock", lim, soft, hard)
		}
	}
	// A node limit alone bounds the search by nodes (checked every 1024).
	e := New(Options{HashMB: 1, Threads: 1})
	res := e.Search(context.Background(), xiangqi.NewPosition(), Limits{Nodes: 3000}, nil)
	if e.deadline.Load() != 0 || res.Nodes < 3000 || res.Nodes > 3000+2048 {
		t.Errorf("Limits{Nodes: 3000}: %d nodes, deadline %d", res.Nodes, e.deadline.Load())
	}
}

// BranchingFactor is the effective branching factor, as in the caro engine:
// the nodes of an iteration over those of the previous one.
func TestInfoBranchingFactorIsEffective(t *testing.T) {
	var infos []Info
	e := New(Options{HashMB: 1, Threads: 1})
	e.Search(context.Background(), xiangqi.NewPosition(), Limits{Depth: 5}, func(in Info) { infos = append(infos, in) })
	if len(infos) != 5 {
		t.Fatalf("%d iterations reported, want 5", len(infos))
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
		if in.MovesPerNode() <= in.BranchingFactor {
			t.Errorf("depth %d: %v moves per node, not above the effective branching factor %v", in.Depth, in.MovesPerNode(), in.BranchingFactor)
		}
		prev, prevIter = in.Nodes, iter
	}
}
