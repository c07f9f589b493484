package engine

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// Score bands. Mate scores count plies from the root so that a shorter mate
// is preferred; RuleWin is the value of winning by the repetition rules
// (the opponent checked perpetually), below any mate.
const (
	MaxPly    = 120
	Infinite  = 32000
	MateValue = 30000
	MateBound = MateValue - 2*MaxPly // |score| ≥ MateBound is a mate
	RuleWin   = 20000
	maxMoves  = 192
)

// TimeLimitCap is the longest time limit a search honours, a cap on the
// Limits (enginekit.LongestLimit): longer MoveTime, Clock and Inc values
// are cut to it, so that deadlines stay far from the limits of time.Time
// and int64 nanoseconds. A day is more than any game gives one move;
// `infinite` is the way to search without a limit.
const TimeLimitCap = enginekit.LongestLimit

// DefaultTime is the time a search gets when its Limits set no limit at
// all: the zero Limits searches as one with MoveTime DefaultTime, as in the
// caro engine, so that a forgotten limit never searches without end.
const DefaultTime = enginekit.DefaultTime

// Limits bound a search: the kit's Limits, whose Depth, Nodes, MoveTime,
// Clock, Inc, MovesToGo and Infinite mean what they mean in the caro
// engine (a zero field is "no limit of this kind"; Limits that set none,
// and not Ponder, get DefaultTime), and the protocol's extras beside them.
// Infinite searches until Stop (UCI's go infinite).
type Limits struct {
	enginekit.Limits
	// Ponder is UCI's go ponder: the search thinks on the opponent's time,
	// with no time limit until PonderHit, when the time limits start to
	// count.
	Ponder bool
	// Exclude are root moves not to search (UCCI's banmoves).
	Exclude []xiangqi.Move
	// Only, when not empty, are the only root moves to search (UCI's
	// searchmoves).
	Only []xiangqi.Move
	// Overhead is kept in reserve on every move for the GUI's latency
	// (0: defaultOverhead).
	Overhead time.Duration
}

// Info is the state after a completed iteration (what UCI's info line
// says): the kit's Info, whose Depth, Score (for the side to move, engine
// units, ≈ centipawns), Nodes, Evaluations, Time, NPS, BranchingFactor and
// PV mean what they mean in the caro engine's (docs/architecture.md), and
// UCI's extras.
type Info struct {
	enginekit.Info[xiangqi.Move]
	SelDepth  int
	Mate      int   // moves to mate (negative: getting mated); 0 when not a mate score
	Generated int64 // moves generated
	Expanded  int64 // nodes whose moves were generated
	HashFull  int   // permille
}

// MovesPerNode is the average number of moves generated per expanded node
// (not the effective branching factor, which pruning makes far smaller).
func (i Info) MovesPerNode() float64 {
	if i.Expanded == 0 {
		return 0
	}
	return float64(i.Generated) / float64(i.Expanded)
}

// Result is what a search returns: the move to play (NoMove when there is
// no legal move), the expected reply for pondering and the last iteration.
type Result struct {
	Best, Ponder xiangqi.Move
	Info
}

// Options are the engine's settings that a GUI may change.
type Options struct {
	HashMB  int // transposition table size
	Threads int // search threads (Lazy SMP)
	// Pure searches with PlainAlphaBeta's techniques only (for the
	// lecture comparisons): no pruning, reductions, extensions,
	// quiescence or rule scores; the hash move, equal-depth table cuts,
	// killers, the histories, the countermove and PVS stay on.
	Pure bool
	// Off are techniques turned off (of AllTechniques, or of
	// PlainAlphaBeta when Pure); zero keeps them all.
	Off Techniques
	// SimpleRepetition makes the search score a repetition as a referee
	// without the chase rule does (`alphabeta match --repetition simple`,
	// fairy-stockfish): perpetual check loses, any other cycle draws.
	// False: the Asian rules of package xiangqi, chases included. Under a
	// referee of the other kind the engine would steer into cycles it
	// scores as won and the referee draws, or leave ones that save it.
	SimpleRepetition bool
}

// Engine is a xiangqi searcher with its transposition table. Its methods
// other than Stop and PonderHit must not be called concurrently.
type Engine struct {
	opt Options
	tt  *enginekit.Table

	stop atomic.Bool
	tm   timeManager
	lim  Limits

	threads []*thread
	quiet   *thread // Quiescence's, apart from the search threads
	weights Weights
}

// New returns an engine with the given options (zero values get defaults:
// 64 MB of hash, one thread).
func New(opt Options) *Engine {
	if opt.HashMB <= 0 {
		opt.HashMB = 64
	}
	if opt.Threads <= 0 {
		opt.Threads = 1
	}
	e := &Engine{opt: opt, weights: DefaultWeights}
	e.tt = enginekit.NewTable(opt.HashMB, ttReplacement)
	return e
}

// SetHash resizes (and clears) the transposition table.
func (e *Engine) SetHash(mb int) {
	if mb < 1 {
		mb = 1
	}
	e.opt.HashMB = mb
	e.tt = enginekit.NewTable(mb, ttReplacement)
}

// SetWeights makes the engine evaluate with w (nil: DefaultWeights), as
// self-play for tuning does.
func (e *Engine) SetWeights(w *Weights) {
	if w == nil {
		w = &DefaultWeights
	}
	e.weights = *w
	for _, t := range e.threads {
		t.evalCache = [evalCacheSize]evalEntry{}
	}
	if e.quiet != nil {
		e.quiet.evalCache = [evalCacheSize]evalEntry{}
	}
}

// SetSimpleRepetition sets Options.SimpleRepetition for the searches
// that follow.
func (e *Engine) SetSimpleRepetition(on bool) { e.opt.SimpleRepetition = on }

// SetThreads sets the number of search threads (1–256).
func (e *Engine) SetThreads(n int) { e.opt.Threads = max(1, min(n, 256)) }

// Options returns the current options.
func (e *Engine) Options() Options { return e.opt }

// Clear forgets everything learned (new game).
func (e *Engine) Clear() {
	e.tt.Clear()
	for _, t := range e.threads {
		t.history = butterflyHistory{}
		t.counter = [14][90]xiangqi.Move{}
		t.cont = continuationHistory{}
		t.capHist = captureHistory{}
		t.corr = correctionHistory{}
	}
}

// Stop asks a running search to return as soon as possible.
func (e *Engine) Stop() { e.stop.Store(true) }

// PonderHit turns a ponder search into a normal one: the time limits
// count from now.
func (e *Engine) PonderHit() {
	e.tm.ponderHit(time.Now(), e.lim)
}

// Quiescence is the value of p for the side to move once the capture
// search the engine runs at its horizon has resolved the exchanges (every
// evasion when in check): Evaluate(p) when p is quiet. Tuning keeps only
// the positions where the two agree. It must not run during a search.
func (e *Engine) Quiescence(p *xiangqi.Position) int {
	e.stop.Store(false)
	e.tm.lift()
	e.lim = Limits{}
	if e.quiet == nil {
		e.quiet = &thread{}
	}
	e.quiet.reset(e, p, 0, []xiangqi.Move{xiangqi.NoMove})
	return e.quiet.qsearch(-Infinite, Infinite, 0, 0)
}

// HashFull is the table's fill in permille.
func (e *Engine) HashFull() int { return e.tt.HashFull() }

// ProbeHash reports what the table knows about p (UCCI's probe).
func (e *Engine) ProbeHash(p *xiangqi.Position) (move xiangqi.Move, score, depth int, lower, upper, ok bool) {
	h, ok := e.tt.Probe(p.Hash())
	if !ok {
		return
	}
	return xiangqi.Move(h.Move), h.Score, h.Depth, h.Bound&enginekit.BoundLower != 0, h.Bound&enginekit.BoundUpper != 0, true
}

// Search searches pos (which it does not change) within lim, calling report
// after every completed iteration of the main thread. Cancelling ctx stops
// it like Stop. It always returns a legal move when there is one.
func (e *Engine) Search(ctx context.Context, pos *xiangqi.Position, lim Limits, report func(Info)) Result {
	return <-e.Go(ctx, pos, lim, report)
}

// Go starts a search like Search and returns at once; the result arrives on
// the channel. The limits, the stop flag and the ponder state are set before
// Go returns, so a Stop or PonderHit issued right after it is never lost.
func (e *Engine) Go(ctx context.Context, pos *xiangqi.Position, lim Limits, report func(Info)) <-chan Result {
	out := make(chan Result, 1)
	e.lim = lim
	// A context cancelled already stops the search before its first node
	// (the watcher goroutine of run might come too late).
	e.stop.Store(ctx != nil && ctx.Err() != nil)
	e.tm.begin(time.Now(), lim)
	e.tt.NewSearch()
	for len(e.threads) < e.opt.Threads {
		e.threads = append(e.threads, &thread{})
	}

	var rootMoves []xiangqi.Move
	var buf [maxMoves]xiangqi.Move
outer:
	for _, m := range pos.GenerateLegal(buf[:0]) {
		for _, x := range lim.Exclude {
			if x == m {
				continue outer
			}
		}
		if len(lim.Only) > 0 {
			found := false
			for _, x := range lim.Only {
				found = found || x == m
			}
			if !found {
				continue
			}
		}
		rootMoves = append(rootMoves, m)
	}
	if len(rootMoves) == 0 {
		out <- Result{}
		return out
	}
	// The hash move first: it is the answer when the search is stopped
	// before its first iteration completes.
	if h, ok := e.tt.Probe(pos.Hash()); ok && e.opt.techniques()&HashMove != 0 {
		for i, m := range rootMoves {
			if m == xiangqi.Move(h.Move) {
				copy(rootMoves[1:i+1], rootMoves[:i])
				rootMoves[0] = m
				break
			}
		}
	}
	pos = pos.Clone()
	go func() { out <- e.run(ctx, pos, rootMoves, report) }()
	return out
}

func (e *Engine) run(ctx context.Context, pos *xiangqi.Position, rootMoves []xiangqi.Move, report func(Info)) Result {
	ths := e.threads[:e.opt.Threads]
	stopCtx := make(chan struct{})
	if ctx != nil && ctx.Done() != nil {
		go func() {
			select {
			case <-ctx.Done():
				e.stop.Store(true)
			case <-stopCtx:
			}
		}()
	}
	defer close(stopCtx)

	var wg sync.WaitGroup
	for i, t := range ths {
		t.reset(e, pos, i, rootMoves)
		if i == 0 {
			continue
		}
		wg.Add(1)
		go func(t *thread) {
			defer wg.Done()
			t.iterate(nil)
		}(t)
	}
	main := ths[0]
	main.iterate(report)
	e.stop.Store(true)
	wg.Wait()

	res := Result{Best: main.best, Info: main.info}
	if res.Depth == 0 {
		// No iteration completed: the search has no score, only the
		// static one, and the move is the first of the root list (the
		// hash move) or one a partial first iteration found better.
		res.Info = Info{Info: enginekit.Info[xiangqi.Move]{Score: evaluate(pos, &e.weights), PV: []xiangqi.Move{res.Best}}}
	}
	res.Nodes, res.Evaluations, res.Generated, res.Expanded = 0, 0, 0, 0
	for _, t := range ths {
		res.Nodes += t.nodes
		res.Evaluations += t.evals
		res.Generated += t.generated
		res.Expanded += t.expanded
	}
	res.Time = e.tm.elapsed()
	res.HashFull = e.tt.HashFull()
	if len(res.PV) > 1 {
		res.Ponder = res.PV[1]
	} else {
		// Ask the table for the expected reply.
		p := pos.Clone()
		p.Make(res.Best)
		if h, ok := e.tt.Probe(p.Hash()); ok && h.Move != enginekit.NoMove && p.IsLegal(xiangqi.Move(h.Move)) {
			res.Ponder = xiangqi.Move(h.Move)
		}
	}
	return res
}
