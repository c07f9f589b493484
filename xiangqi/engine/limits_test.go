package engine

import (
	"context"
	"math"
	"testing"
	"time"

	"alphabeta/xiangqi"
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
