package engine

import (
	"context"
	"math"
	"sync"
	"sync/atomic"
	"time"

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

// MaxTime is the longest time limit a search honours: longer MoveTime,
// Clock and Inc values are cut to it, so that deadlines stay far from the
// limits of time.Time and int64 nanoseconds. A day is more than any game
// gives one move; `infinite` is the way to search without a limit.
const MaxTime = 24 * time.Hour

// DefaultTime is the time a search gets when its Limits set no limit at
// all: the zero Limits is Limits{MoveTime: DefaultTime}, as in the caro
// engine, so that a forgotten limit never searches without end.
const DefaultTime = 5 * time.Second

// Limits bound a search. A zero field is "no limit of this kind"; when no
// field limits the search (neither Depth, Nodes, MoveTime, Clock nor Inc,
// and not Infinite or Ponder) it gets DefaultTime. Infinite searches until
// Stop (UCI's go infinite).
type Limits struct {
	Depth     int            // maximum nominal depth in plies
	Nodes     int64          // stop after about this many nodes
	MoveTime  time.Duration  // exactly this long for the move
	Clock     time.Duration  // remaining time on the side to move's clock
	Inc       time.Duration  // increment per move
	MovesToGo int            // moves until the next time control (0 = sudden death)
	Infinite  bool           // search until Stop
	Ponder    bool           // pondering: no time limit until PonderHit
	Exclude   []xiangqi.Move // root moves not to search (UCCI banmoves)
	Only      []xiangqi.Move // if not empty, search only these root moves (UCI searchmoves)
	// Overhead is kept in reserve on every move for the GUI's latency.
	Overhead time.Duration
}

// Info is the state after a completed iteration (what UCI's info line says).
// Depth, Score, Nodes, Evaluations, Time, NPS, BranchingFactor and PV mean
// what they mean in the caro engine's Info (docs/architecture.md).
type Info struct {
	Depth, SelDepth int
	Score           int // for the side to move, engine units (≈ centipawns/4·pawn)
	Mate            int // moves to mate (negative: getting mated); 0 when not a mate score
	Nodes           int64
	Evaluations     int64
	Generated       int64 // moves generated
	Expanded        int64 // nodes whose moves were generated
	Time            time.Duration
	HashFull        int // permille
	// BranchingFactor is the effective branching factor: the main
	// thread's nodes of this iteration / those of the previous one (0
	// after the first).
	BranchingFactor float64
	PV              []xiangqi.Move
}

// NPS is nodes per second.
func (i Info) NPS() int64 {
	if i.Time <= 0 {
		return 0
	}
	return int64(float64(i.Nodes) / i.Time.Seconds())
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
	HashMB  int  // transposition table size
	Threads int  // search threads (Lazy SMP)
	Pure    bool // plain alpha-beta: no pruning, reductions, extensions, quiescence or rule scores (for the lecture comparisons)
}

// Engine is a xiangqi searcher with its transposition table. Its methods
// other than Stop and PonderHit must not be called concurrently.
type Engine struct {
	opt Options
	tt  *table

	stop      atomic.Bool
	deadline  atomic.Int64 // hard limit, unix nanoseconds; 0 = none
	soft      atomic.Int64 // soft limit: no new iteration after it; 0 = none
	pondering atomic.Bool
	lim       Limits
	start     time.Time

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
	e.tt = newTable(opt.HashMB)
	return e
}

// SetHash resizes (and clears) the transposition table.
func (e *Engine) SetHash(mb int) {
	if mb < 1 {
		mb = 1
	}
	e.opt.HashMB = mb
	e.tt = newTable(mb)
}

// SetWeights makes the engine evaluate with w (nil: DefaultWeights), as
// self-play for tuning does.
func (e *Engine) SetWeights(w *Weights) {
	if w == nil {
		w = &DefaultWeights
	}
	e.weights = *w
}

// SetThreads sets the number of search threads (1–256).
func (e *Engine) SetThreads(n int) { e.opt.Threads = max(1, min(n, 256)) }

// Options returns the current options.
func (e *Engine) Options() Options { return e.opt }

// Clear forgets everything learned (new game).
func (e *Engine) Clear() {
	e.tt.clear()
	for _, t := range e.threads {
		t.history = [24][256]int32{}
		t.counter = [14][90]xiangqi.Move{}
		t.cont = continuationHistory{}
	}
}

// Stop asks a running search to return as soon as possible.
func (e *Engine) Stop() { e.stop.Store(true) }

// PonderHit turns a ponder search into a normal one: the time limits
// count from now.
func (e *Engine) PonderHit() {
	e.setDeadlines(time.Now())
	e.pondering.Store(false)
}

// Quiescence is the value of p for the side to move once the capture
// search the engine runs at its horizon has resolved the exchanges (every
// evasion when in check): Evaluate(p) when p is quiet. Tuning keeps only
// the positions where the two agree. It must not run during a search.
func (e *Engine) Quiescence(p *xiangqi.Position) int {
	e.stop.Store(false)
	e.deadline.Store(0)
	e.lim = Limits{}
	if e.quiet == nil {
		e.quiet = &thread{}
	}
	e.quiet.reset(e, p, 0, []xiangqi.Move{xiangqi.NoMove})
	return e.quiet.qsearch(-Infinite, Infinite, 0, 0)
}

// HashFull is the table's fill in permille.
func (e *Engine) HashFull() int { return e.tt.hashfull() }

// ProbeHash reports what the table knows about p (UCCI's probe).
func (e *Engine) ProbeHash(p *xiangqi.Position) (move xiangqi.Move, score, depth int, lower, upper, ok bool) {
	h, ok := e.tt.probe(p.Hash())
	if !ok {
		return
	}
	return h.move, h.score, h.depth, h.bound&boundLower != 0, h.bound&boundUpper != 0, true
}

func (e *Engine) setDeadlines(now time.Time) {
	soft, hard := budget(e.lim)
	if hard > 0 {
		e.deadline.Store(now.Add(hard).UnixNano())
	} else {
		e.deadline.Store(0)
	}
	if soft > 0 {
		e.soft.Store(now.Add(soft).UnixNano())
	} else {
		e.soft.Store(0)
	}
}

// budget turns limits into a soft limit (start no new iteration after it)
// and a hard one (stop at once). Zero means none.
func budget(l Limits) (soft, hard time.Duration) {
	over := min(l.Overhead, MaxTime)
	if over <= 0 {
		over = 50 * time.Millisecond
	}
	l.MoveTime, l.Clock, l.Inc = min(l.MoveTime, MaxTime), min(l.Clock, MaxTime), min(l.Inc, MaxTime)
	if l.MoveTime > 0 {
		hard = max(l.MoveTime-over, time.Millisecond)
		return hard, hard
	}
	if l.Clock <= 0 && l.Inc <= 0 && l.Depth <= 0 && l.Nodes <= 0 && !l.Infinite && !l.Ponder {
		l.MoveTime = DefaultTime
		return budget(l)
	}
	if l.Clock > 0 || l.Inc > 0 {
		clock := l.Clock
		// A 25th of the clock: with a 35th the engine ended its games having
		// used two thirds of its time where fairy-stockfish used 86 %
		// (3 s + 0.03 s); the 25th gained 28 ± 34 Elo in self-play.
		const movesPlanned = 25
		mtg := movesPlanned
		if l.MovesToGo > 0 {
			mtg = min(l.MovesToGo, movesPlanned)
		}
		// Half the increment only: the clock then settles near 12 increments
		// instead of running down to a few, which keeps a reserve for
		// moments when the process is not scheduled.
		soft = clock/time.Duration(mtg) + l.Inc/2
		hard = min(clock/5, soft*3)
		if l.MovesToGo == 1 {
			hard = clock - over
		}
		// Never use the last of the clock: keep the overhead and a tenth
		// (the process may be descheduled on a busy machine).
		limit := clock - over - clock/10
		if hard > limit {
			hard = limit
		}
		if hard < time.Millisecond {
			hard = time.Millisecond
		}
		soft = min(soft, hard)
		if l.MovesToGo == 1 {
			soft = hard
		}
		return soft, hard
	}
	return 0, 0
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
	e.start = time.Now()
	e.lim = lim
	// A context cancelled already stops the search before its first node
	// (the watcher goroutine of run might come too late).
	e.stop.Store(ctx != nil && ctx.Err() != nil)
	e.pondering.Store(lim.Ponder)
	if lim.Ponder || lim.Infinite {
		e.deadline.Store(0)
		e.soft.Store(0)
	} else {
		e.setDeadlines(e.start)
	}
	e.tt.newSearch()
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
	if h, ok := e.tt.probe(pos.Hash()); ok {
		for i, m := range rootMoves {
			if m == h.move {
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
		res.Info = Info{Score: evaluate(pos, &e.weights), PV: []xiangqi.Move{res.Best}}
	}
	res.Nodes, res.Evaluations, res.Generated, res.Expanded = 0, 0, 0, 0
	for _, t := range ths {
		res.Nodes += t.nodes
		res.Evaluations += t.evals
		res.Generated += t.generated
		res.Expanded += t.expanded
	}
	res.Time = time.Since(e.start)
	res.HashFull = e.tt.hashfull()
	if len(res.PV) > 1 {
		res.Ponder = res.PV[1]
	} else {
		// Ask the table for the expected reply.
		p := pos.Clone()
		p.Make(res.Best)
		if h, ok := e.tt.probe(p.Hash()); ok && h.move != xiangqi.NoMove && p.IsLegal(h.move) {
			res.Ponder = h.move
		}
	}
	return res
}

// frame is one ply's scratch space.
type frame struct {
	moves  [maxMoves]xiangqi.Move
	scores [maxMoves]int32
	quiets [maxMoves]xiangqi.Move
	eval   int
	// excluded is the move the next search of this ply must leave out (a
	// singular-extension check).
	excluded xiangqi.Move
	// cont is the continuation history of the move played from this ply
	// (by its piece and destination), for the plies below to consult.
	cont *pieceToHistory
	// movedPiece (pieceIndex, −1 for a null move) and movedTo (Index90) are
	// the move played from this ply, for the countermove table.
	movedPiece int8
	movedTo    int8
}

// pieceToHistory scores a move by its piece (pieceIndex) and destination
// (Index90).
type pieceToHistory [14][90]int16

// continuationHistory[p][s] is the history of the moves that follow a move
// of piece p to point s: it learns which replies work against which move.
type continuationHistory [14][90]pieceToHistory

// pieceIndex numbers the 14 pieces 0–13 (red chariot … black pawn).
func pieceIndex(p xiangqi.Piece) int { return int(p&7) - 1 + 7*int(p>>4&1) }

// thread is one searcher of the Lazy SMP pool, with its own position copy,
// ordering heuristics and counters.
type thread struct {
	e         *Engine
	pos       *xiangqi.Position
	id        int
	rootMoves []rootMove
	pure      bool

	nodes, evals, generated, expanded int64
	published                         int64
	seldepth                          int
	rootDepth                         int

	stack   [MaxPly + 2]frame
	killers [MaxPly + 2][2]xiangqi.Move
	history [24][256]int32
	counter [14][90]xiangqi.Move // the quiet move that last refuted a move (piece, destination)
	cont    continuationHistory
	noCont  pieceToHistory // the continuation of "no move" (the plies before the root), never written
	pv      [MaxPly + 2][MaxPly + 2]xiangqi.Move
	pvLen   [MaxPly + 2]int

	best  xiangqi.Move
	info  Info
	total atomic.Int64 // nodes, published every few thousand for node limits
}

type rootMove struct {
	move xiangqi.Move
}

func (t *thread) reset(e *Engine, pos *xiangqi.Position, id int, moves []xiangqi.Move) {
	t.e, t.id, t.pure = e, id, e.opt.Pure
	t.pos = pos.Clone()
	t.rootMoves = t.rootMoves[:0]
	for _, m := range moves {
		t.rootMoves = append(t.rootMoves, rootMove{move: m})
	}
	t.nodes, t.evals, t.generated, t.expanded, t.published = 0, 0, 0, 0, 0
	t.total.Store(0)
	t.seldepth = 0
	t.killers = [MaxPly + 2][2]xiangqi.Move{}
	for i := range t.history {
		for j := range t.history[i] {
			t.history[i][j] /= 8
		}
	}
	t.best = moves[0]
	t.info = Info{}
}

func (t *thread) stopped() bool { return t.e.stop.Load() }

// count counts a node and, every 1024 nodes, checks the limits.
func (t *thread) count() {
	t.nodes++
	if t.nodes&1023 != 0 {
		return
	}
	t.total.Store(t.nodes)
	e := t.e
	if t.id != 0 {
		return
	}
	if d := e.deadline.Load(); d != 0 && time.Now().UnixNano() >= d {
		e.stop.Store(true)
	}
	if e.lim.Nodes > 0 {
		var n int64
		for _, th := range e.threads[:e.opt.Threads] {
			n += th.total.Load()
		}
		if n >= e.lim.Nodes {
			e.stop.Store(true)
		}
	}
}

func (t *thread) evaluate() int {
	t.evals++
	return evaluate(t.pos, &t.e.weights)
}

// iterate is iterative deepening with aspiration windows. Helper threads
// (id > 0) start one ply deeper on odd ids so that the pool spreads out.
func (t *thread) iterate(report func(Info)) {
	e := t.e
	maxDepth := MaxPly - 10
	if e.lim.Depth > 0 {
		maxDepth = min(e.lim.Depth, maxDepth)
	}
	score := 0
	var prevNodes int64 // of the previous iteration, for BranchingFactor
	stable := 0         // iterations the best move has not changed
	prevBest := xiangqi.NoMove
	prevScore := 0
	for depth := 1; depth <= maxDepth; depth++ {
		before := t.nodes
		d := depth
		if t.id > 0 && t.id&1 == 1 && depth > 1 {
			d = min(depth+1, maxDepth)
		}
		t.rootDepth = d
		var v int
		if d >= 5 && !t.pure && abs(score) < MateBound {
			delta := 60
			alpha, beta := score-delta, score+delta
			for {
				v = t.rootSearch(alpha, beta, d)
				if t.stopped() {
					break
				}
				if v <= alpha {
					beta = (alpha + beta) / 2
					alpha = max(v-delta, -Infinite)
				} else if v >= beta {
					beta = min(v+delta, Infinite)
				} else {
					break
				}
				delta += delta
				if delta > 1000 {
					alpha, beta = -Infinite, Infinite
				}
			}
		} else {
			v = t.rootSearch(-Infinite, Infinite, d)
		}
		if t.stopped() {
			// An interrupted iteration counts only if it already found a
			// better move than the previous one (rootSearch put it first
			// and filled the PV); its score is never taken, being a bound
			// of a partial search (-Infinite when no root move finished).
			if t.rootMoves[0].move != t.best && t.pvLen[0] > 0 && t.pv[0][0] == t.rootMoves[0].move {
				t.best = t.rootMoves[0].move
				t.info.PV = append(t.info.PV[:0], t.pv[0][:t.pvLen[0]]...)
			}
			break
		}
		score = v
		t.best = t.rootMoves[0].move
		if t.id != 0 {
			continue
		}
		t.info = t.makeInfo(d, v)
		iterNodes := t.nodes - before
		if prevNodes > 0 {
			t.info.BranchingFactor = float64(iterNodes) / float64(prevNodes)
		}
		prevNodes = iterNodes
		if report != nil {
			report(t.info)
		}
		if t.stopped() {
			break
		}
		// Stop early when the next iteration would not finish in time, when
		// there is one legal move, or when a mate is found.
		if e.pondering.Load() || e.lim.Infinite {
			continue
		}
		now := time.Now().UnixNano()
		if s := e.soft.Load(); s != 0 {
			elapsed := now - e.start.UnixNano()
			budget := s - e.start.UnixNano()
			if depth >= 4 {
				// Spend more while the best move keeps changing or the
				// score falls, less once it has held for a while; the
				// hard deadline still bounds it.
				if t.best == prevBest {
					stable++
				} else {
					stable = 0
				}
				scale := int64(100)
				switch {
				case stable == 0:
					scale = 150
				case stable >= 4:
					scale = 70
				}
				if v < prevScore-30 {
					scale += 40
				}
				budget = budget * scale / 100
			}
			prevBest, prevScore = t.best, v
			if now >= e.start.UnixNano()+budget || elapsed > budget*6/10 {
				break
			}
			if len(t.rootMoves) == 1 && depth >= 2 {
				break
			}
			if abs(v) >= MateBound && depth > (MateValue-abs(v))+2 {
				break
			}
		}
	}
}

func (t *thread) makeInfo(depth, v int) Info {
	in := Info{Depth: depth, SelDepth: t.seldepth, Score: v, Time: time.Since(t.e.start)}
	if v >= MateBound {
		in.Mate = (MateValue - v + 1) / 2
	} else if v <= -MateBound {
		in.Mate = -(MateValue + v) / 2
	}
	for _, th := range t.e.threads[:t.e.opt.Threads] {
		if th == t {
			in.Nodes += t.nodes
		} else {
			in.Nodes += th.total.Load()
		}
	}
	in.Evaluations, in.Generated, in.Expanded = t.evals, t.generated, t.expanded
	in.HashFull = t.e.tt.hashfull()
	in.PV = append([]xiangqi.Move(nil), t.pv[0][:t.pvLen[0]]...)
	if len(in.PV) == 0 {
		in.PV = []xiangqi.Move{t.rootMoves[0].move}
	}
	return in
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// rootSearch searches every root move; the best ends up first in
// t.rootMoves.
func (t *thread) rootSearch(alpha, beta, depth int) int {
	pos := t.pos
	t.pvLen[0] = 0
	t.nodes++
	t.expanded++
	t.generated += int64(len(t.rootMoves))
	best := -Infinite
	bestIdx := -1
	f := &t.stack[0]
	f.eval = -Infinite
	if !t.pure && !pos.InCheck() {
		f.eval = t.evaluate()
	}
	b := pos.BoardArray()
	for i := range t.rootMoves {
		m := t.rootMoves[i].move
		t.played(f, b[m.From()], m)
		pos.Make(m)
		newDepth := depth - 1
		if !t.pure && pos.InCheck() {
			newDepth++
		}
		var v int
		if i == 0 {
			v = -t.search(-beta, -alpha, newDepth, 1, true)
		} else {
			v = -t.search(-alpha-1, -alpha, newDepth, 1, true)
			if v > alpha && v < beta && !t.stopped() {
				v = -t.search(-beta, -alpha, newDepth, 1, true)
			}
		}
		pos.Unmake(m)
		if t.stopped() {
			break
		}
		if v > best {
			best = v
			if v > alpha {
				bestIdx = i
				alpha = v
				t.pv[0][0] = m
				copy(t.pv[0][1:], t.pv[1][1:t.pvLen[1]])
				t.pvLen[0] = max(t.pvLen[1], 1)
				// Move it to the front, keeping the others' order.
				rm := t.rootMoves[i]
				copy(t.rootMoves[1:i+1], t.rootMoves[:i])
				t.rootMoves[0] = rm
				if v >= beta {
					break
				}
			}
		}
	}
	if !t.stopped() && bestIdx >= 0 {
		bd := boundExact
		if best >= beta {
			bd = boundLower
		}
		t.e.tt.store(t.pos.Hash(), t.rootMoves[0].move, best, depth, bd)
	}
	return best
}

// Move ordering scores.
const (
	scoreHash       = 1 << 30
	scoreCapture    = 1 << 26
	scoreKiller     = 1 << 25
	scoreBadCapture = scoreKiller - 4096
	historyMax      = 1 << 14 // bound of every history entry
)

// contAt is the continuation history of the move played from ply (none
// before the root).
func (t *thread) contAt(ply int) *pieceToHistory {
	if ply < 0 || t.stack[ply].cont == nil {
		return &t.noCont
	}
	return t.stack[ply].cont
}

// played records in frame f that piece p plays m from f's ply (NoPiece:
// a null move).
func (t *thread) played(f *frame, p xiangqi.Piece, m xiangqi.Move) {
	if p == xiangqi.NoPiece {
		f.cont, f.movedPiece, f.movedTo = &t.noCont, -1, 0
		return
	}
	pi, to := pieceIndex(p), m.To().Index90()
	f.cont, f.movedPiece, f.movedTo = &t.cont[pi][to], int8(pi), int8(to)
}

// historyBonus is how much a cutoff at depth moves a history entry.
func historyBonus(depth int) int { return min(300*depth-250, 2400) }

// addHistory moves entry h by bonus, less the nearer it is to the bound
// (the "gravity" update: entries stay within ±historyMax and old lessons
// fade as new ones arrive).
func addHistory[T int16 | int32](h *T, bonus int) {
	v := int(*h)
	v += bonus - v*abs(bonus)/historyMax
	*h = T(v)
}

var mvvValue = [8]int32{xiangqi.King: 50, xiangqi.Chariot: 40, xiangqi.Cannon: 20, xiangqi.Horse: 20, xiangqi.Advisor: 8, xiangqi.Elephant: 8, xiangqi.Pawn: 6}
var lvaValue = [8]int32{xiangqi.King: 1, xiangqi.Chariot: 5, xiangqi.Cannon: 4, xiangqi.Horse: 4, xiangqi.Advisor: 2, xiangqi.Elephant: 2, xiangqi.Pawn: 1}

// MVVLVA is the engine's order of captures among themselves: the most
// valuable victim first, and for one victim the least valuable attacker.
// (The lecture's node table, package xiangqi/nodes, orders its alpha-beta
// by it too.)
func MVVLVA(victim, attacker xiangqi.Kind) int32 {
	return mvvValue[victim]*16 - lvaValue[attacker]
}

// pieceValue is a rough material value for pruning margins.
var pieceValue = [8]int{xiangqi.Chariot: 850, xiangqi.Cannon: 400, xiangqi.Horse: 400, xiangqi.Advisor: 90, xiangqi.Elephant: 90, xiangqi.Pawn: 100, xiangqi.King: 5000}

// scoreMoves orders moves: the hash move, captures that do not lose
// material, killers and the countermove, losing captures, then quiet moves
// by their history. Quiet moves in the main search (withContinuation) also
// count the continuation histories of the two moves before them.
func (t *thread) scoreMoves(moves []xiangqi.Move, scores []int32, ply int, ttMove xiangqi.Move, withContinuation bool) {
	b := t.pos.BoardArray()
	k0, k1 := t.killers[ply][0], t.killers[ply][1]
	counter := xiangqi.NoMove
	c1, c2 := &t.noCont, &t.noCont
	if withContinuation {
		c1, c2 = t.contAt(ply-1), t.contAt(ply-2)
		if ply >= 1 {
			if prev := &t.stack[ply-1]; prev.movedPiece >= 0 {
				counter = t.counter[prev.movedPiece][prev.movedTo]
			}
		}
	}
	for i, m := range moves {
		switch {
		case m == ttMove:
			scores[i] = scoreHash
		case b[m.To()] != xiangqi.NoPiece:
			mvv := MVVLVA(b[m.To()].Kind(), b[m.From()].Kind())
			if seeAtLeast(t.pos, m, 0) {
				scores[i] = scoreCapture + mvv
			} else {
				scores[i] = scoreBadCapture + mvv // losing captures after the killers
			}
		case m == k0:
			scores[i] = scoreKiller + 1
		case m == k1:
			scores[i] = scoreKiller
		case m == counter:
			scores[i] = scoreKiller - 1
		default:
			pi, to := pieceIndex(b[m.From()]), m.To().Index90()
			scores[i] = t.history[b[m.From()]][m.To()] + int32(c1[pi][to]) + int32(c2[pi][to])
		}
	}
}

// pick moves the best-scored move of moves[i:] to i (selection sort step).
func pick(moves []xiangqi.Move, scores []int32, i int) xiangqi.Move {
	bi := i
	for j := i + 1; j < len(moves); j++ {
		if scores[j] > scores[bi] {
			bi = j
		}
	}
	moves[i], moves[bi] = moves[bi], moves[i]
	scores[i], scores[bi] = scores[bi], scores[i]
	return moves[i]
}

// lmrTable[d][n] is the late-move reduction at depth d for the n-th move.
var lmrTable [64][64]int8

func init() {
	for d := 1; d < 64; d++ {
		for n := 1; n < 64; n++ {
			r := 0.75 + math.Log(float64(d))*math.Log(float64(n))/2.25
			lmrTable[d][n] = int8(r)
		}
	}
}

// hasNullMaterial is the zugzwang guard: a side with only a king,
// advisors, elephants and pawns must not pass.
func (t *thread) hasNullMaterial() (ok bool, few bool) {
	sq, pc := t.pos.PieceSlots()
	base := int(t.pos.SideToMove()) * 16
	n := 0
	for i := base + 1; i < base+16; i++ {
		if sq[i] == xiangqi.NoSquare {
			continue
		}
		switch pc[i].Kind() {
		case xiangqi.Chariot, xiangqi.Horse, xiangqi.Cannon:
			n++
		}
	}
	return n > 0, n <= 2
}

func toTT(v, ply int) int {
	if v >= MateBound {
		return v + ply
	}
	if v <= -MateBound {
		return v - ply
	}
	return v
}

func fromTT(v, ply int) int {
	if v >= MateBound {
		return v - ply
	}
	if v <= -MateBound {
		return v + ply
	}
	return v
}

// search is the principal variation search below the root.
func (t *thread) search(alpha, beta, depth, ply int, allowNull bool) int {
	pos := t.pos
	t.pvLen[ply] = ply
	inCheck := pos.InCheck()
	if depth <= 0 && (!inCheck || t.pure) {
		if t.pure {
			t.count()
			if !pos.HasLegalMove() {
				return -MateValue + ply
			}
			return t.evaluate()
		}
		return t.qsearch(alpha, beta, ply, 0)
	}
	t.count()
	if t.stopped() {
		return 0
	}
	if ply > t.seldepth {
		t.seldepth = ply
	}
	pvNode := beta-alpha > 1
	if !t.pure {
		if pos.HalfmoveClock() >= xiangqi.MoveLimitPlies {
			return 0
		}
		if pos.HalfmoveClock() >= 4 {
			if verdict, found := pos.SearchRepetition(); found {
				switch verdict {
				case 1:
					return RuleWin - ply
				case -1:
					return -RuleWin + ply
				}
				return 0
			}
		}
		// Mate distance pruning.
		alpha = max(alpha, -MateValue+ply)
		beta = min(beta, MateValue-ply-1)
		if alpha >= beta {
			return alpha
		}
	}
	if ply >= MaxPly {
		return t.evaluate()
	}

	key := pos.Hash()
	ttMove := xiangqi.NoMove
	f := &t.stack[ply]
	// excluded is the move a singular-extension check leaves out; such a
	// search neither reads nor writes the table (its result is about a
	// different move set).
	excluded := f.excluded
	f.excluded = xiangqi.NoMove
	var tth ttHit
	ttFound := false
	if excluded == xiangqi.NoMove {
		tth, ttFound = t.e.tt.probe(key)
	}
	if ttFound {
		ttMove = tth.move
		if !pvNode && (tth.depth > depth && !t.pure || tth.depth == depth) {
			s := fromTT(tth.score, ply)
			if tth.bound == boundExact || (tth.bound == boundLower && s >= beta) || (tth.bound == boundUpper && s <= alpha) {
				return s
			}
		}
	}

	eval := -Infinite
	if !inCheck && !t.pure {
		eval = t.evaluate()
	}
	f.eval = eval
	// improving: the static value is better than at our previous turn, so
	// this line is going our way and cutoffs are likelier.
	improving := !inCheck && ply >= 2 && eval > t.stack[ply-2].eval

	if !pvNode && !inCheck && !t.pure && excluded == xiangqi.NoMove {
		// Reverse futility: far above beta near the horizon.
		if depth <= 3 && eval-110*depth+40*b2i(improving) >= beta && beta > -MateBound && beta < MateBound {
			return eval
		}
		// Null move with the zugzwang guard and verification.
		if ok, few := t.hasNullMaterial(); allowNull && ok && depth >= 2 && eval >= beta && beta < MateBound {
			r := 2 + depth/4
			if eval-beta > 200 {
				r++
			}
			t.played(f, xiangqi.NoPiece, xiangqi.NoMove)
			pos.MakeNull()
			v := -t.search(-beta, -beta+1, depth-1-r, ply+1, false)
			pos.UnmakeNull()
			if t.stopped() {
				return 0
			}
			if v >= beta {
				if v >= MateBound {
					v = beta
				}
				if !few && depth < 10 {
					return v
				}
				// Verify: search this node at reduced depth without a null move.
				if w := t.search(beta-1, beta, depth-r, ply, false); w >= beta {
					return v
				}
				t.pvLen[ply] = ply
			}
		}
	}

	// Singular extension: when the table's move is much better than every
	// other (a search without it at half depth fails low below its value),
	// it is searched one ply deeper; when even the others beat beta, this
	// node cuts off (multi-cut).
	extendTT := false
	if !t.pure && excluded == xiangqi.NoMove && ply > 0 && depth >= 8 && ttMove != xiangqi.NoMove &&
		tth.depth >= depth-3 && tth.bound&boundLower != 0 && abs(tth.score) < MateBound && ply < 2*t.rootDepth {
		ttScore := fromTT(tth.score, ply)
		singularBeta := ttScore - 2*depth
		f.excluded = ttMove
		v := t.search(singularBeta-1, singularBeta, (depth-1)/2, ply, false)
		f.excluded = xiangqi.NoMove
		t.pvLen[ply] = ply
		if t.stopped() {
			return 0
		}
		if v < singularBeta {
			extendTT = true
		} else if singularBeta >= beta {
			return singularBeta
		}
	}

	moves := pos.GenerateLegal(f.moves[:0])
	t.expanded++
	t.generated += int64(len(moves))
	if len(moves) == 0 {
		return -MateValue + ply // checkmate and stalemate both lose
	}
	scores := f.scores[:len(moves)]
	t.scoreMoves(moves, scores, ply, ttMove, true)

	b := pos.BoardArray()
	best := -Infinite
	bestMove := xiangqi.NoMove
	origAlpha := alpha
	quiets := 0
	legal := 0
	for i := range moves {
		m := pick(moves, scores, i)
		if m == excluded {
			continue
		}
		isCapture := b[m.To()] != xiangqi.NoPiece
		mover := b[m.From()]
		isKiller := scores[i] >= scoreKiller-1 && scores[i] < scoreCapture && !isCapture // killers and the countermove
		// Static exchange pruning near the horizon: a capture that loses
		// more than a little material, once a move has been searched
		// (checks are kept, below).
		seeBad := !t.pure && isCapture && !inCheck && depth <= 5 && legal > 0 && best > -MateBound &&
			scores[i] < scoreCapture && scores[i] != scoreHash && !seeAtLeast(pos, m, -100*depth)
		t.played(f, mover, m)
		pos.Make(m)
		givesCheck := pos.InCheck()
		legal++
		if seeBad && !givesCheck {
			pos.Unmake(m)
			continue
		}
		if !t.pure && !pvNode && !inCheck && !givesCheck && !isCapture && best > -MateBound && legal > 1 {
			// Futility and late-move pruning near the horizon.
			if depth <= 3 && eval+futilityMargin[depth] <= alpha {
				pos.Unmake(m)
				continue
			}
			if depth <= 4 && quiets >= lmpLimit[depth]*(2+b2i(improving))/3 {
				pos.Unmake(m)
				continue
			}
		}
		newDepth := depth - 1
		if !t.pure && (givesCheck || (inCheck && len(moves) == 1) || (extendTT && m == ttMove)) && ply < 2*t.rootDepth+4 {
			newDepth++
		}
		var v int
		if legal == 1 {
			v = -t.search(-beta, -alpha, newDepth, ply+1, true)
		} else {
			r := 0
			if !t.pure && depth >= 3 && !isCapture && !givesCheck && !inCheck && !isKiller && legal > 3 {
				r = int(lmrTable[min(depth, 63)][min(legal, 63)])
				if pvNode {
					r--
				}
				if !improving {
					r++
				}
				r -= int(scores[i]) / 12000 // quiet moves: history and continuation history

				r = max(0, min(r, newDepth-1))
			}
			v = -t.search(-alpha-1, -alpha, newDepth-r, ply+1, true)
			if v > alpha && r > 0 {
				v = -t.search(-alpha-1, -alpha, newDepth, ply+1, true)
			}
			if v > alpha && v < beta {
				v = -t.search(-beta, -alpha, newDepth, ply+1, true)
			}
		}
		pos.Unmake(m)
		if t.stopped() {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				bestMove = m
				if pvNode {
					t.pv[ply][ply] = m
					copy(t.pv[ply][ply+1:], t.pv[ply+1][ply+1:t.pvLen[ply+1]])
					t.pvLen[ply] = max(t.pvLen[ply+1], ply+1)
				}
				if v >= beta {
					if !isCapture {
						t.rewardQuiet(m, mover, depth, ply, f.quiets[:quiets])
					}
					break
				}
			}
		}
		if !isCapture {
			f.quiets[quiets] = m
			quiets++
		}
	}
	if best == -Infinite { // every move was pruned
		return alpha
	}
	if excluded != xiangqi.NoMove {
		return best
	}
	bd := boundUpper
	if best >= beta {
		bd = boundLower
	} else if best > origAlpha {
		bd = boundExact
	}
	t.e.tt.store(key, bestMove, toTT(best, ply), depth, bd)
	return best
}

var futilityMargin = [4]int{0, 150, 300, 500}
var lmpLimit = [5]int{0, 8, 14, 22, 32}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// rewardQuiet updates the killers, the countermove and the histories after
// quiet move m cut off, and penalises the quiet moves tried before it.
func (t *thread) rewardQuiet(m xiangqi.Move, mover xiangqi.Piece, depth, ply int, tried []xiangqi.Move) {
	if t.killers[ply][0] != m {
		t.killers[ply][1] = t.killers[ply][0]
		t.killers[ply][0] = m
	}
	if ply >= 1 {
		if prev := &t.stack[ply-1]; prev.movedPiece >= 0 {
			t.counter[prev.movedPiece][prev.movedTo] = m
		}
	}
	bonus := historyBonus(depth)
	t.updateQuiet(mover, m, ply, bonus)
	b := t.pos.BoardArray()
	for _, q := range tried {
		t.updateQuiet(b[q.From()], q, ply, -bonus)
	}
}

// updateQuiet moves the history and the two continuation histories of a
// quiet move of piece p by bonus.
func (t *thread) updateQuiet(p xiangqi.Piece, m xiangqi.Move, ply, bonus int) {
	addHistory(&t.history[p][m.To()], bonus)
	pi, to := pieceIndex(p), m.To().Index90()
	if c := t.contAt(ply - 1); c != &t.noCont {
		addHistory(&c[pi][to], bonus)
	}
	if c := t.contAt(ply - 2); c != &t.noCont {
		addHistory(&c[pi][to], bonus)
	}
}

// qsearch resolves captures (and every evasion when in check) so that the
// static evaluation is only taken on quiet positions.
func (t *thread) qsearch(alpha, beta, ply, qply int) int {
	pos := t.pos
	t.count()
	t.pvLen[ply] = ply
	if t.stopped() {
		return 0
	}
	if ply > t.seldepth {
		t.seldepth = ply
	}
	inCheck := pos.InCheck()
	if ply >= MaxPly || (inCheck && qply > 6) {
		return t.evaluate()
	}
	f := &t.stack[ply]
	// The table serves quiescence too: a bound from any depth settles a
	// null-window node, and its move is tried first. Xiangqi's capture
	// sequences meet the same positions again and again (the nodes to
	// depth 13 from the start fell by more than half).
	key := pos.Hash()
	alphaIn := alpha
	ttMove := xiangqi.NoMove
	if tth, ok := t.e.tt.probe(key); ok {
		ttMove = tth.move
		if beta-alpha == 1 {
			s := fromTT(tth.score, ply)
			if tth.bound == boundExact || (tth.bound == boundLower && s >= beta) || (tth.bound == boundUpper && s <= alpha) {
				return s
			}
		}
	}
	best := -Infinite
	bestMove := xiangqi.NoMove
	stand := 0
	var moves []xiangqi.Move
	if inCheck {
		moves = pos.GenerateLegal(f.moves[:0])
		if len(moves) == 0 {
			return -MateValue + ply
		}
	} else {
		stand = t.evaluate()
		if stand >= beta {
			return stand
		}
		if stand > alpha {
			alpha = stand
		}
		best = stand
		moves = pos.GenerateCaptures(f.moves[:0])
	}
	t.expanded++
	t.generated += int64(len(moves))
	scores := f.scores[:len(moves)]
	t.scoreMoves(moves, scores, ply, ttMove, false)
	b := pos.BoardArray()
	for i := range moves {
		m := pick(moves, scores, i)
		if !inCheck {
			victim := b[m.To()].Kind()
			if stand+pieceValue[victim]+200 <= alpha {
				continue // delta pruning: even winning it does not reach alpha
			}
			if scores[i] < scoreCapture {
				continue // loses material by static exchange
			}
		}
		pos.Make(m)
		v := -t.qsearch(-beta, -alpha, ply+1, qply+1)
		pos.Unmake(m)
		if t.stopped() {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				bestMove = m
				if v >= beta {
					break
				}
			}
		}
	}
	bd := boundExact
	switch {
	case best >= beta:
		bd = boundLower
	case best <= alphaIn:
		bd = boundUpper
	}
	// Depth 0: below every entry of the main search, which never cuts
	// off on it (its depths are 1 and more).
	t.e.tt.store(key, bestMove, toTT(best, ply), 0, bd)
	return best
}
