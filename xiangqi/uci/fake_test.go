package uci

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// fakeEngine is an Engine that records what the server asks of it and
// answers a search with its move when that is legal (no move otherwise).
type fakeEngine struct {
	move  string // ICCS
	mu    sync.Mutex
	calls []string
}

func (f *fakeEngine) record(format string, a ...any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, fmt.Sprintf(format, a...))
}

func (f *fakeEngine) Go(ctx context.Context, pos *xiangqi.Position, lim engine.Limits, report func(engine.Info)) <-chan engine.Result {
	f.record("Go %s depth %d nodes %d", pos.FEN(), lim.Depth, lim.Nodes)
	out := make(chan engine.Result, 1)
	res := engine.Result{}
	if m, err := xiangqi.ParseICCS(f.move); err == nil && pos.IsLegal(m) {
		res.Best = m
		res.Info = engine.Info{Info: enginekit.Info[xiangqi.Move]{Depth: 1, Score: 7, Nodes: 1, PV: []xiangqi.Move{m}}}
		report(res.Info)
	}
	out <- res
	return out
}

func (f *fakeEngine) Stop()            {}
func (f *fakeEngine) PonderHit()       { f.record("PonderHit") }
func (f *fakeEngine) Clear()           { f.record("Clear") }
func (f *fakeEngine) SetHash(mb int)   { f.record("SetHash %d", mb) }
func (f *fakeEngine) SetThreads(n int) { f.record("SetThreads %d", n) }
func (f *fakeEngine) SetSimpleRepetition(on bool) {
	f.record("SetSimpleRepetition %v", on)
}
func (f *fakeEngine) ProbeHash(*xiangqi.Position) (xiangqi.Move, int, int, bool, bool, bool) {
	f.record("ProbeHash")
	return xiangqi.NoMove, 0, 0, false, false, false
}

// The server drives any Engine through the interface alone: options,
// new games, searches and probes become calls, and the fake's result its
// bestmove.
func TestServerDrivesAnyEngine(t *testing.T) {
	f := &fakeEngine{move: "h9g7"}
	var out syncBuffer
	in := "uci\nsetoption name Hash value 16\nsetoption name Threads value 2\n" +
		"setoption name Repetition value simple\nsetoption name Repetition value chase\nsetoption name Repetition value Asian\nucinewgame\n" +
		"position startpos moves h2e2\ngo depth 3 nodes 500\nisready\nprobe\nquit\n"
	if err := NewServer(f, &out).Run(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	want := []string{"SetHash 16", "SetThreads 2", "SetSimpleRepetition true", "SetSimpleRepetition false", "Clear",
		"Go rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1 depth 3 nodes 500", "ProbeHash"}
	if strings.Join(f.calls, "\n") != strings.Join(want, "\n") {
		t.Errorf("calls:\n%s\nwant:\n%s", strings.Join(f.calls, "\n"), strings.Join(want, "\n"))
	}
	for _, line := range []string{"info depth 1 seldepth 0 score cp 7 nodes 1 ", "pv h9g7\n", "bestmove h9g7\n", "pophash\n", `Asian or Simple, got "chase"`} {
		if !strings.Contains(out.String(), line) {
			t.Errorf("output lacks %q:\n%s", line, out.String())
		}
	}
}
