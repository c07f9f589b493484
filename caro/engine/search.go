package engine

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/enginekit"
)

// Scores. A win in n plies scores WinScore-n; anything above WinThreshold
// is a proven win.
const (
	WinScore     = 1_000_000
	WinThreshold = WinScore - 1000
	maxPly       = 128
)

// newTransTable is the engine's transposition table: mb MiB (default
// defaultHashMB), replacing by caro's rule (ttReplacement). A move is
// stored as cell+1, so that enginekit.NoMove (0) is no move.
func newTransTable(mb int) *enginekit.Table {
	if mb <= 0 {
		mb = defaultHashMB
	}
	return enginekit.NewTable(mb, ttReplacement)
}

// Options configure an Engine.
type Options struct {
	HashMB  int // transposition table size in MiB (default 16)
	Threads int // search threads, Lazy SMP (default 1)
}

// Info is reported after each completed iteration: enginekit's Info, the
// one both engines report (Depth, Score, Nodes, Evaluations, Time, NPS,
// BranchingFactor, PV; docs/architecture.md), with the PV in board points.
// Nodes count the main search's threads only (the threat solvers' come in
// Result.Nodes).
type Info = enginekit.Info[caro.Point]

// Engine is a reusable searcher; its transposition table persists between
// searches. An Engine must not run two searches at once.
type Engine struct {
	opts Options
	tune tuning
	// ts is the threat solver, kept (with its table) between searches on
	// boards of the same size and rule.
	ts     *threatSolver
	tsGame [3]int
	tt     *enginekit.Table
	mu     sync.Mutex
}

// New returns an engine.
func New(opts Options) *Engine {
	if opts.Threads <= 0 {
		opts.Threads = 1
	}
	return &Engine{opts: opts, tune: defaultTuning, tt: newTransTable(opts.HashMB)}
}

// TableBytes is the memory the transposition table's entries take.
func (e *Engine) TableBytes() int { return e.tt.Bytes() }

// Clear forgets what previous searches learned (a new game).
func (e *Engine) Clear() {
	e.tt.Clear()
	e.ts = nil
}

// threatSolver returns the engine's threat solver, set up for b.
func (e *Engine) threatSolver(b *Board) *threatSolver {
	game := [3]int{b.W, b.H, int(b.Rule)}
	if e.ts == nil || e.tsGame != game {
		e.ts, e.tsGame = newThreatSolver(b, searchSolverTableBits), game
	}
	ts := e.ts
	ts.b = b
	ts.nodes, ts.maxNodes, ts.aborted = 0, 0, false
	ts.deadline, ts.stop = time.Time{}, nil
	return ts
}

// forcedWin runs the threat solver within bud for a forced win by fours
// (vct false: VCF) or by threats (VCT), and returns the first move of the
// win it proved (-1, false when none). ts.nodes are the nodes it spent.
func (ts *threatSolver) forcedWin(vct bool, bud solverBudget) (int, bool) {
	ts.nodes, ts.aborted = 0, false
	ts.maxNodes, ts.deadline = bud.nodes, bud.deadline
	depth := vcfDepth
	if vct {
		depth = vctDepth
	}
	win, m := ts.solve(vct, depth)
	return m, win && m >= 0
}

// ErrBusy is returned when Search is called during another search.
var ErrBusy = errors.New("engine: a search is already running")

// Search finds a move for the side to move. info, if not nil, is called
// after each iteration. It returns within Limits.MoveTime (plus a little).
func (e *Engine) Search(ctx context.Context, pos Position, lim Limits, info func(Info)) (Result, error) {
	if !e.mu.TryLock() {
		return Result{}, ErrBusy
	}
	defer e.mu.Unlock()
	start := time.Now()
	b, err := SetupBoard(pos.Width, pos.Height, pos.Rule, pos.Moves)
	if err != nil {
		return Result{}, err
	}
	if t := tuningFor(e.tune, pos.Rule); t != b.tune {
		b.setTuning(t)
	}
	var res Result
	done := func(p int, src string) (Result, error) {
		res.Move = b.Point(p)
		res.Source = src
		res.Time = time.Since(start)
		if len(res.PV) == 0 {
			res.PV = []caro.Point{res.Move}
		}
		return res, nil
	}
	me, op := b.side, 3-b.side
	if f := b.fives[me-1]; f.len() > 0 {
		res.Score = WinScore - 1
		return done(int(f.list[0]), "win")
	}
	if b.stones() == 0 {
		return done(b.index(b.W/2, b.H/2), "opening")
	}
	legal := b.legalMoves(nil)
	if len(legal) == 0 {
		return Result{}, ErrNoMove
	}
	if b.fives[op-1].len() > 0 {
		blocks := b.blocks(op, nil)
		n := 0
		for _, m := range blocks {
			if b.legal(m, me) {
				blocks[n] = m
				n++
			}
		}
		if n == 0 {
			// Lost: still block one of the fives.
			res.Score = -(WinScore - 2)
			for _, f := range b.fives[op-1].list {
				if b.legal(int(f), me) {
					return done(int(f), "forced")
				}
			}
			return done(legal[0], "forced")
		}
		if n == 1 {
			return done(blocks[0], "forced")
		}
	}
	plan := newTimePlan(lim, start)
	var stop atomic.Bool
	defer stopOnDone(ctx, &stop)()
	// Threat search first: a forced win by fours, then by threes.
	if b.fives[op-1].len() == 0 {
		ts := e.threatSolver(b)
		ts.stop = &stop
		for _, vct := range [2]bool{false, true} {
			bud, src := plan.vcf(), "vcf"
			if vct {
				bud, src = plan.vct(), "vct"
			}
			m, win := ts.forcedWin(vct, bud)
			res.Nodes += ts.nodes
			if win {
				res.PV = b.points(ts.line(vct))
				res.Score = WinScore - len(res.PV)
				return done(m, src)
			}
		}
	}
	r := e.alphaBeta(b, plan, &stop, info)
	r.Nodes += res.Nodes
	r.Time = time.Since(start)
	if r.Move == (caro.Point{X: -1, Y: -1}) {
		// Not even depth 1 finished: take the best-ordered move.
		s := newSearcher(b, e.tt)
		oppFive := b.fives[op-1].len() > 0
		if moves := s.genMoves(0, oppFive, oppFive || hasFlex4(b, op), -1); len(moves) > 0 {
			r.Move = b.Point(moves[0])
		} else {
			r.Move = b.Point(legal[0])
		}
	}
	return r, nil
}

// searcher is one thread's alpha-beta state.
type searcher struct {
	b         *Board
	tt        *enginekit.Table
	nodes     int64
	deadline  time.Time
	stop      *atomic.Bool
	maxNodes  int64
	aborted   bool
	pv        [maxPly + 1][maxPly + 1]int
	pvLen     [maxPly + 1]int
	moveBuf   [maxPly + 1][]int
	scoreBuf  [maxPly + 1][]int
	killers   [maxPly + 1][2]int
	history   []int32
	mark      []uint32
	stamp     uint32
	helper    bool
	rootScore int // score of the best root move finished in this iteration
	// tm, for the main thread, moves its deadline between iterations.
	tm *enginekit.TimeManager
	// rootMoves, when not nil, are the only moves searched at the root.
	rootMoves []int
	shared    atomic.Int64 // nodes, published for the main thread's reports
}

func newSearcher(b *Board, tt *enginekit.Table) *searcher {
	s := &searcher{b: b, tt: tt, history: make([]int32, len(b.stone)), mark: make([]uint32, len(b.stone))}
	for i := range s.moveBuf {
		s.moveBuf[i] = make([]int, 0, 64)
		s.scoreBuf[i] = make([]int, 0, 64)
		s.killers[i] = [2]int{-1, -1}
	}
	return s
}

func (s *searcher) abort() bool {
	if s.aborted {
		return true
	}
	// A node limit is exact: checked at every node once reached (the
	// stop flag and the clock every abortCheckMask+1 nodes).
	if s.nodes&abortCheckMask == 0 || (s.maxNodes > 0 && s.nodes >= s.maxNodes) {
		s.shared.Store(s.nodes)
		if s.stop.Load() || (!s.deadline.IsZero() && time.Now().After(s.deadline)) ||
			(s.maxNodes > 0 && s.nodes >= s.maxNodes) {
			s.aborted = true
			s.stop.Store(true)
		}
	}
	return s.aborted
}

func (e *Engine) alphaBeta(b *Board, plan timePlan, stop *atomic.Bool, info func(Info)) Result {
	start := plan.start
	maxDepth := plan.lim.Depth
	if maxDepth <= 0 || maxDepth > maxPly/2 {
		maxDepth = maxPly / 2
	}
	var rootMoves []int
	if !b.tune.noRootVCF {
		bud := plan.defence(time.Now())
		rootMoves = rootDefences(e.threatSolver(b), stop, bud.deadline, bud.nodes)
	}
	e.tt.NewSearch()
	main := newSearcher(b, e.tt)
	main.rootMoves = rootMoves
	threatened := rootMoves != nil || b.fives[2-b.side].len() > 0 || hasFlex4(b, 3-b.side)
	tm := plan.timeManager(threatened)
	main.tm = tm
	main.deadline = tm.HardDeadline()
	main.stop = stop
	main.maxNodes = plan.lim.Nodes
	var helpers []*searcher
	var wg sync.WaitGroup
	var helperStop atomic.Bool
	for i := 1; i < e.opts.Threads; i++ {
		h := newSearcher(b.Clone(), e.tt)
		h.stop = &helperStop
		h.rootMoves = rootMoves
		h.helper = true
		helpers = append(helpers, h)
		wg.Add(1)
		go func(h *searcher, offset int) {
			defer wg.Done()
			for d := 1 + offset%2; d <= maxDepth && !h.aborted; d++ {
				h.root(d, -WinScore, WinScore)
			}
		}(h, i)
	}
	res := Result{Move: caro.Point{X: -1, Y: -1}, Source: "search"}
	last := enginekit.Deepen[int](main, maxDepth, tm, func(it enginekit.Iteration[int]) bool {
		res.Move, res.Score, res.Depth = b.Point(it.Best), it.Score, it.Depth
		res.PV = b.points(main.pv[0][:main.pvLen[0]])
		res.BranchingFactor = it.BranchingFactor
		nodes := main.nodes
		for _, h := range helpers {
			nodes += h.shared.Load()
		}
		res.Nodes, res.Evaluations = nodes, b.evals
		if info != nil {
			info(Info{Depth: it.Depth, Score: it.Score, Nodes: nodes, Evaluations: b.evals, Time: time.Since(start),
				BranchingFactor: res.BranchingFactor, PV: res.PV})
		}
		return it.Score > WinThreshold || it.Score < -WinThreshold
	})
	if last.Partial {
		// enginekit's rule for an interrupted iteration: a root move it
		// finished is played, with its PV; the score and depth stay the
		// last completed iteration's, a partial score being only a bound.
		res.Move = b.Point(last.Best)
		res.PV = b.points(main.pv[0][:main.pvLen[0]])
	}
	helperStop.Store(true)
	wg.Wait()
	res.Nodes = main.nodes
	res.Evaluations = b.evals
	for _, h := range helpers {
		res.Nodes += h.nodes
		res.Evaluations += h.b.evals
	}
	return res
}

// Iterate, Best and Nodes are the main thread's root search as
// enginekit.Deepen drives it (moves are cells).
func (s *searcher) Iterate(depth int) (int, bool) {
	if s.tm != nil {
		s.deadline = s.tm.HardDeadline() // the time manager may have moved it
	}
	score, _ := s.root(depth, -WinScore, WinScore)
	return score, s.aborted
}

// Best is the iteration's best root move; after an interruption, the first
// root move it finished, if any scored above a proven loss.
func (s *searcher) Best() (int, bool) {
	if s.aborted {
		if s.pvLen[0] > 0 && s.rootScore > -WinThreshold {
			return s.pv[0][0], true
		}
		return -1, false
	}
	if s.pvLen[0] == 0 {
		return -1, true
	}
	return s.pv[0][0], true
}

// Nodes are the thread's nodes so far.
func (s *searcher) Nodes() int64 { return s.nodes }

// root searches the root and returns the score and best move.
func (s *searcher) root(depth, alpha, beta int) (int, int) {
	score := s.negamax(depth, 0, alpha, beta)
	if s.pvLen[0] == 0 {
		return score, -1
	}
	return score, s.pv[0][0]
}

func (s *searcher) negamax(depth, ply, alpha, beta int) int {
	b := s.b
	s.pvLen[ply] = 0
	s.nodes++
	if s.abort() {
		return 0
	}
	me, op := b.side, 3-b.side
	if f := b.fives[me-1]; f.len() > 0 {
		s.pv[ply][0] = int(f.list[0])
		s.pvLen[ply] = 1
		return WinScore - ply - 1
	}
	oppFive := b.fives[op-1].len() > 0
	if ply >= maxPly-2 {
		return b.Evaluate()
	}
	// Mate-distance pruning.
	if a := -(WinScore - ply); alpha < a {
		alpha = a
		if alpha >= beta {
			return alpha
		}
	}
	if bb := WinScore - ply - 1; beta > bb {
		beta = bb
		if alpha >= beta {
			return beta
		}
	}
	if depth <= 0 && !oppFive {
		return s.quiesce(ply, alpha, beta, b.tune.quiesceDepth)
	}
	if depth < 0 {
		depth = 0
	}
	ttMove := -1
	if d, ok := s.tt.Probe(b.hash); ok {
		ttMove = int(d.Move) - 1 // the table stores cell+1: NoMove is 0
		if ply > 0 && d.Depth >= depth {
			sc := enginekit.ScoreFromTable(d.Score, ply, ttWinBound)
			switch {
			case d.Bound == enginekit.BoundExact,
				d.Bound == enginekit.BoundLower && sc >= beta,
				d.Bound == enginekit.BoundUpper && sc <= alpha:
				if ttMove >= 0 && b.stone[ttMove] == cellEmpty {
					s.pv[ply][0] = ttMove
					s.pvLen[ply] = 1
				}
				return sc
			}
		}
	}
	pvNode := beta-alpha > 1
	threatened := oppFive || hasFlex4(b, op)
	if !pvNode && !threatened && ply > 0 {
		eval := b.Evaluate()
		if f := b.tune.futility; f > 0 && depth < futilityMaxDepth && eval-f*depth >= beta && eval < WinThreshold {
			return eval
		}
		if r := b.tune.razor; r > 0 && depth < razorMaxDepth && eval+r*depth <= alpha {
			return s.quiesce(ply, alpha, beta, b.tune.quiesceDepth)
		}
		// Null move: an extra stone never hurts in gomoku, so when passing
		// still holds beta, a move will too (not after a pass: two in a row
		// would search nothing).
		if b.tune.nullMove && depth >= nullMoveMinDepth && eval >= beta && b.moves[len(b.moves)-1] >= 0 {
			b.Play(-1)
			sc := -s.negamax(depth-nullMoveReduction-depth/nullMoveDepthDen, ply+1, -beta, -beta+1)
			b.Undo()
			if s.aborted {
				return 0
			}
			if sc >= beta {
				if sc > WinThreshold {
					sc = beta // an unverified win is not a win
				}
				return sc
			}
		}
	}
	moves := s.genMoves(ply, oppFive, threatened, ttMove)
	if len(moves) == 0 {
		if oppFive {
			return -(WinScore - ply - 2)
		}
		if threatened {
			// Renju black whose every defence is forbidden: lost, not
			// a draw.
			return -(WinScore - ply - 4)
		}
		return 0 // board full: a draw
	}
	best, bestMove := -WinScore, -1
	origAlpha := alpha
	// Late-move pruning: how many quiet moves this node searches (all of
	// them unless it is a shallow non-PV node with no threat to answer).
	quietLimit := len(moves)
	if !pvNode && !threatened && ply > 0 && depth <= lmpMaxDepth {
		quietLimit = lmpQuietMoves[depth]
	}
	quiets := 0
	for i, m := range moves {
		// The move's own threat class, read before Play empties the
		// cell's patterns.
		quiet := b.p4[m][me-1] < pFlex3
		if quiet {
			if i > 0 && quiets >= quietLimit && best > -WinThreshold {
				continue
			}
			quiets++
		}
		b.Play(m)
		ext := 0
		if b.fives[me-1].len() > 0 && ply < fourExtensionMaxPly {
			ext = 1 // a four: the reply is forced, look one deeper
		}
		nd := depth - 1 + ext
		var sc int
		if i == 0 {
			sc = -s.negamax(nd, ply+1, -beta, -alpha)
		} else {
			r := 0
			if i >= lmrFirstMove && depth >= lmrMinDepth && ext == 0 && quiet && !oppFive {
				r = 1
				if i >= lmrDoubleMove {
					r = 2
				}
				if depth >= lmrDeepDepth {
					r++
				}
			}
			sc = -s.negamax(nd-r, ply+1, -alpha-1, -alpha)
			if sc > alpha && r > 0 {
				sc = -s.negamax(nd, ply+1, -alpha-1, -alpha)
			}
			if sc > alpha && sc < beta {
				sc = -s.negamax(nd, ply+1, -beta, -alpha)
			}
		}
		b.Undo()
		if s.aborted {
			return 0
		}
		if sc > best {
			best, bestMove = sc, m
			if sc > alpha {
				alpha = sc
				if ply == 0 {
					s.rootScore = sc
				}
				s.pv[ply][0] = m
				copy(s.pv[ply][1:], s.pv[ply+1][:s.pvLen[ply+1]])
				s.pvLen[ply] = s.pvLen[ply+1] + 1
			}
		}
		if alpha >= beta {
			if s.killers[ply][0] != m {
				s.killers[ply][1] = s.killers[ply][0]
				s.killers[ply][0] = m
			}
			s.history[m] += int32(depth * depth)
			break
		}
	}
	bound := enginekit.BoundExact
	switch {
	case best <= origAlpha:
		bound = enginekit.BoundUpper
	case best >= beta:
		bound = enginekit.BoundLower
	}
	s.tt.Store(b.hash, enginekit.Entry{Move: uint16(bestMove + 1), Score: enginekit.ScoreToTable(best, ply, ttWinBound), Depth: depth, Bound: bound})
	return best
}

// genMoves generates and orders the moves of a node: only blocks when the
// opponent has a five to make; only defences and our own fours when the
// opponent has an open-four point (threatened, as the caller computed
// oppFive || hasFlex4 of the opponent); otherwise the cells near stones,
// best first, capped.
func (s *searcher) genMoves(ply int, oppFive, threatened bool, ttMove int) []int {
	b := s.b
	me, op := b.side, 3-b.side
	moves := s.moveBuf[ply][:0]
	capped := false
	switch {
	case ply == 0 && s.rootMoves != nil:
		moves = append(moves, s.rootMoves...)
	case oppFive:
		moves = b.blocks(op, moves)
	case threatened:
		s.stamp++
		for _, t := range b.fours[op-1].list {
			if b.p4[t][op-1] >= pBlock4Flex3 && b.legal(int(t), op) {
				moves = b.lineCells(int(t), op, lF3, moves, s.mark, s.stamp)
			}
		}
		if op == cellWhite && b.Rule == caro.Renju {
			// Black takes white's forbidden-four points itself.
			for _, t := range b.fours[op-1].list {
				if v := b.p4[t][op-1]; v >= pBlock4 && v < pBlock4Flex3 && s.mark[t] != s.stamp && b.forbiddenFour(int(t)) {
					s.mark[t] = s.stamp
					moves = append(moves, int(t))
				}
			}
		}
		if b.tune.exactDefences {
			moves = b.keepDefences(moves)
		}
		for _, m := range b.fours[me-1].list {
			if s.mark[m] != s.stamp {
				s.mark[m] = s.stamp
				moves = append(moves, int(m))
			}
		}
	default:
		for _, m := range b.cand.list {
			moves = append(moves, int(m))
		}
		capped = true
	}
	// Drop illegal moves (renju black) and score the rest.
	scores := s.scoreBuf[ply][:0]
	n := 0
	for _, m := range moves {
		if !b.legal(m, me) {
			continue
		}
		moves[n] = m
		n++
		sc := attackOrder[b.p4[m][me-1]] + defendOrder[b.p4[m][op-1]] +
			int(b.score[m][me-1]) + int(b.score[m][op-1])/2 + int(s.history[m]>>historyShift)
		switch m {
		case ttMove:
			sc += ttMoveBonus
		case s.killers[ply][0]:
			sc += killer1Bonus
		case s.killers[ply][1]:
			sc += killer2Bonus
		}
		scores = append(scores, sc)
	}
	moves = moves[:n]
	if capped && n > b.tune.maxBranch {
		// Only the best maxBranch are searched: select them, in order.
		for i := range b.tune.maxBranch {
			best := i
			for j := i + 1; j < n; j++ {
				if scores[j] > scores[best] {
					best = j
				}
			}
			moves[i], moves[best] = moves[best], moves[i]
			scores[i], scores[best] = scores[best], scores[i]
		}
		moves = moves[:b.tune.maxBranch]
	} else {
		for i := 1; i < n; i++ {
			m, sc := moves[i], scores[i]
			j := i
			for j > 0 && scores[j-1] < sc {
				moves[j], scores[j] = moves[j-1], scores[j-1]
				j--
			}
			moves[j], scores[j] = m, sc
		}
	}
	s.moveBuf[ply], s.scoreBuf[ply] = moves, scores
	return moves
}

// quiesce resolves threats at the horizon: the side to move stands pat on
// the evaluation unless the opponent has an open three (or a four-three)
// to answer; it may also try its own double threats.
func (s *searcher) quiesce(ply, alpha, beta, qd int) int {
	b := s.b
	s.pvLen[ply] = 0
	s.nodes++
	if s.abort() {
		return 0
	}
	me, op := b.side, 3-b.side
	if f := b.fives[me-1]; f.len() > 0 {
		return WinScore - ply - 1
	}
	oppFive := b.fives[op-1].len() > 0
	if !oppFive && b.fours[op-1].len() == 0 {
		// An open-four point we can play wins: the opponent has no fours
		// to delay it.
		for _, t := range b.fours[me-1].list {
			if b.p4[t][me-1] == pFlex4 && b.legal(int(t), me) {
				return WinScore - ply - 3
			}
		}
		if me == cellWhite && b.Rule == caro.Renju && b.forbiddenFourPoint() >= 0 {
			return WinScore - ply - 3
		}
	}
	if ply >= maxPly-2 {
		return b.Evaluate()
	}
	threatened := oppFive || hasFlex4(b, op)
	best := -WinScore
	var moves []int
	if threatened {
		if qd <= 0 {
			return b.Evaluate()
		}
		moves = s.genMoves(ply, oppFive, true, -1)
		if len(moves) == 0 {
			if oppFive {
				return -(WinScore - ply - 2)
			}
			return -(WinScore - ply - 4) // renju: every defence is forbidden
		}
	} else {
		best = b.Evaluate()
		if best >= beta || qd <= 0 {
			return best
		}
		alpha = max(alpha, best)
		moves = s.moveBuf[ply][:0]
		for _, t := range b.fours[me-1].list {
			if v := b.p4[t][me-1]; v >= pBlock4Flex3 && v <= pFlex4 && b.legal(int(t), me) {
				moves = append(moves, int(t))
			}
		}
		for _, t := range b.threes[me-1].list {
			if b.p4[t][me-1] == pFlex3x2 && b.legal(int(t), me) {
				moves = append(moves, int(t))
			}
		}
		s.moveBuf[ply] = moves
	}
	for _, m := range moves {
		b.Play(m)
		sc := -s.quiesce(ply+1, -beta, -alpha, qd-1)
		b.Undo()
		if s.aborted {
			return 0
		}
		if sc > best {
			best = sc
			if sc > alpha {
				alpha = sc
			}
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

// rootDefences returns the moves after which the opponent no longer has a
// forced win by continuous fours, when the opponent threatens one after a
// pass (nil when there is no such threat,
// or when nothing stops it or the budget runs out: then every move is
// searched).
func rootDefences(ts *threatSolver, stop *atomic.Bool, deadline time.Time, budget int64) []int {
	b := ts.b
	ts.stop = stop
	ts.deadline = deadline
	ts.nodes, ts.aborted, ts.maxNodes = 0, false, budget/defencePassShareDen
	b.Play(-1)
	threat, _ := ts.solve(false, vcfDepth)
	b.Undo()
	if !threat || ts.aborted {
		return nil
	}
	spent := ts.nodes
	var keep []int
	me := b.side
	for _, m := range append([]int32(nil), b.cand.list...) {
		if !b.legal(int(m), me) {
			continue
		}
		if ts.stop.Load() || (!deadline.IsZero() && time.Now().After(deadline)) {
			return nil // out of time: search every move
		}
		b.Play(int(m))
		ts.nodes, ts.aborted, ts.maxNodes = 0, false, min(defenceMoveNodes, budget-spent)
		win, _ := ts.solve(false, vcfDepth)
		b.Undo()
		spent += ts.nodes
		if spent >= budget || (ts.aborted && ts.stop.Load()) {
			return nil // out of budget: search every move
		}
		if !win {
			keep = append(keep, int(m))
		}
	}
	if len(keep) == 0 {
		return nil
	}
	return keep
}
