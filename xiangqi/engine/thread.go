package engine

import (
	"sync/atomic"
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// thread is one searcher of the Lazy SMP pool, with its own position copy,
// ordering heuristics and counters.
type thread struct {
	e         *Engine
	pos       *xiangqi.Position
	id        int
	rootMoves []rootMove
	tech      Techniques // what the search may do (Options.techniques)
	noChase   bool       // Options.SimpleRepetition: cycles ruled without the chase rule

	nodes, evals, generated, expanded int64
	published                         int64
	seldepth                          int
	rootDepth                         int

	stack   [MaxPly + 2]frame
	killers [MaxPly + 2][2]xiangqi.Move
	history butterflyHistory
	counter [14][90]xiangqi.Move // the quiet move that last refuted a move (piece, destination)
	cont    continuationHistory
	capHist captureHistory
	noCont  pieceToHistory // the continuation of "no move" (the plies before the root), never written
	pv      [MaxPly + 2][MaxPly + 2]xiangqi.Move
	pvLen   [MaxPly + 2]int
	// evalCache remembers static values by position key: iterative
	// deepening and transpositions evaluate the same positions again.
	evalCache [evalCacheSize]evalEntry
	// corr corrects the static value by structure (corrhist.go); kept
	// from search to search like the histories, cleared with them.
	corr correctionHistory

	best     xiangqi.Move
	score    int // the last completed iteration's, the center of the next aspiration window
	maxDepth int
	info     Info
	total    atomic.Int64 // nodes, published every few thousand for node limits
}

type rootMove struct {
	move xiangqi.Move
}

func (t *thread) reset(e *Engine, pos *xiangqi.Position, id int, moves []xiangqi.Move) {
	t.e, t.id, t.tech, t.noChase = e, id, e.opt.techniques(), e.opt.SimpleRepetition
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
			t.history[i][j] /= historyKeepDiv
		}
	}
	t.best = moves[0]
	t.info = Info{}
	t.stack[0].keys = corrKeysOf(t.pos)
}

func (t *thread) stopped() bool { return t.e.stop.Load() }

// count counts a node and checks the limits every 1024 nodes, and at
// every node once the thread alone has reached a node limit. With one
// thread a node limit N therefore stops the search at its N-th node, or
// at the first node after it when the root's own count passed it (go
// nodes N reports at most N+1 nodes); with T threads the
// helpers publish their counts every 1024 nodes, so the total may pass N
// by less than 1024·T. Without a node limit the nodes visited are the
// same as before (the signature does not change).
func (t *thread) count() {
	t.nodes++
	if t.nodes&1023 != 0 && (t.e.lim.Nodes <= 0 || t.nodes < t.e.lim.Nodes) {
		return
	}
	t.total.Store(t.nodes)
	e := t.e
	if t.id != 0 {
		return
	}
	if e.tm.expired() {
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

// evaluate is the static value of the thread's position (remembered: a
// value found in the cache costs nothing).
func (t *thread) evaluate() int {
	t.evals++
	key := t.pos.Hash()
	c := &t.evalCache[key&(evalCacheSize-1)]
	if c.key == key {
		return int(c.value)
	}
	v := evaluate(t.pos, &t.e.weights)
	c.key, c.value = key, int32(v)
	return v
}

// evaluateStructure is evaluate and the position's indexes in the
// correction history (corrhist.go), kept by the search in the frame of
// its ply.
func (t *thread) evaluateStructure(ply int) (int, corrIndex) {
	return t.evaluate(), t.stack[ply].keys.index()
}

// evalCacheSize is the number of static values a thread remembers (a
// power of two; 256 KiB).
const evalCacheSize = 1 << 14

type evalEntry struct {
	key   uint64
	value int32
}

// iterate is iterative deepening (enginekit.Deepen, whose rule for an
// interrupted iteration it follows: a root move that finished in it and
// beat the last completed iteration's best is played). The main thread
// reports every iteration and asks the time manager whether to go on;
// helper threads (id > 0) start one ply deeper on odd ids so that the
// pool spreads out.
func (t *thread) iterate(report func(Info)) {
	e := t.e
	t.maxDepth = MaxPly - 10
	if e.lim.Depth > 0 {
		t.maxDepth = min(e.lim.Depth, t.maxDepth)
	}
	t.score = 0
	var done func(enginekit.Iteration[xiangqi.Move]) bool
	if t.id == 0 {
		done = func(it enginekit.Iteration[xiangqi.Move]) bool {
			t.info = t.makeInfo(it.Depth, it.Score)
			t.info.BranchingFactor = it.BranchingFactor
			if report != nil {
				report(t.info)
			}
			return t.stopped() || !e.tm.anotherIteration(time.Now(), it.Depth, t.best, it.Score, len(t.rootMoves))
		}
	}
	last := enginekit.Deepen[xiangqi.Move](t, t.maxDepth, nil, done)
	if last.Partial && last.Best != t.best {
		// rootSearch put it first and filled the PV; its score is never
		// taken, being a bound of a partial search.
		t.best = last.Best
		t.info.PV = append(t.info.PV[:0], t.pv[0][:t.pvLen[0]]...)
	}
}

// Iterate searches the root to the nominal depth (one more for odd helper
// threads) with aspiration windows around the previous score
// (enginekit.Root).
func (t *thread) Iterate(depth int) (score int, stopped bool) {
	d := depth
	if t.id > 0 && t.id&1 == 1 && depth > 1 {
		d = min(depth+1, t.maxDepth)
	}
	t.rootDepth = d
	var v int
	if d >= aspirationDepth && t.tech&Aspiration != 0 && abs(t.score) < MateBound {
		delta := aspirationDelta
		alpha, beta := t.score-delta, t.score+delta
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
			if delta > aspirationFullAt {
				alpha, beta = -Infinite, Infinite
			}
		}
	} else {
		v = t.rootSearch(-Infinite, Infinite, d)
	}
	if t.stopped() {
		return v, true
	}
	t.score = v
	t.best = t.rootMoves[0].move
	return v, false
}

// Best is the first root move, where rootSearch puts the best, and whether
// it finished inside the window: its PV starts with it (enginekit.Root).
func (t *thread) Best() (xiangqi.Move, bool) {
	m := t.rootMoves[0].move
	return m, t.pvLen[0] > 0 && t.pv[0][0] == m
}

// Nodes are the thread's nodes so far (enginekit.Root).
func (t *thread) Nodes() int64 { return t.nodes }

func (t *thread) makeInfo(depth, v int) Info {
	in := Info{Info: enginekit.Info[xiangqi.Move]{Depth: depth, Score: v, Time: t.e.tm.elapsed()}, SelDepth: t.seldepth}
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
	in.HashFull = t.e.tt.HashFull()
	in.PV = append([]xiangqi.Move(nil), t.pv[0][:t.pvLen[0]]...)
	if len(in.PV) == 0 {
		in.PV = []xiangqi.Move{t.rootMoves[0].move}
	}
	return in
}
