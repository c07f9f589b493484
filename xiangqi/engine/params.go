package engine

import (
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// The search's settings and margins, in one place (as Rapfi's
// search/ab/parameter.h). Depths are in plies, scores in engine units
// (a pawn is about 100). Each is the value the engine was tested with; a
// change to any of them changes the search and its signature.

// Pruning near the horizon.
const (
	// Reverse futility returns eval when it is reverseFutilityMargin per
	// ply (a ply less when improving) above beta, up to this depth. Seven
	// plies and 90 a ply (three and 110 before) was part of the 2026-12-03
	// pruning set: +45 Elo in self-play at 40,000 nodes a move.
	reverseFutilityDepth  = 7
	reverseFutilityMargin = 90
	seePruneDepth         = 5   // captures losing material by SEE are pruned only this near the horizon
	seePruneMargin        = 100 // per ply of depth: the material a pruned capture may lose (about a pawn)
	goodCaptureSEE        = 0   // a capture that does not lose material is ordered before the killers
	// A quiet move searched at reduced depth d may lose at most
	// seeQuietSquare·d² + seeQuietLinear·d by SEE, up to this depth
	// (2026-12-05: +47 Elo in self-play at 40,000 nodes a move).
	seeQuietDepth  = 8
	seeQuietSquare = 30
	seeQuietLinear = 50
	// Internal iterative reduction: a node without a table move was never
	// searched this deep, so its moves are ordered blind and the next
	// iteration will find the table's move there. A PV node is searched
	// iirPVReduction plies shallower (at least 1), an expected cut node
	// from depth iirCutDepth one ply shallower, other nodes at full
	// depth (as Pikafish-HCE).
	iirPVReduction = 3
	iirCutDepth    = 8
)

// Futility pruning (Pikafish-HCE's parent-node rule): a quiet move, not a
// killer, whose late-move-reduced depth d is below futilityDepth is not
// searched when the static value plus futilityBase + futilityPerPly·d plus
// its history over futilityHistoryDiv cannot reach alpha: the reduced depth
// says how far it would be searched, and the history how likely it is to
// surprise. (It replaced margins of 150, 300 and 500 at depths 1–3.)
const (
	futilityDepth      = 12
	futilityBase       = 105
	futilityPerPly     = 125
	futilityHistoryDiv = 80
)

// Late-move pruning: at depth d ≤ lmpDepth, once (lmpBase + d²) quiet
// moves were tried (half as many when not improving) the later quiet
// moves are pruned (the Stockfish family's move-count rule; it replaced a
// table of 8, 14, 22, 32 moves at depths 1–4).
const (
	lmpDepth = 6
	lmpBase  = 4
)

// Null move.
const (
	nullMoveDepth       = 2   // no null move below it: the reduced search would be quiescence at once
	nullMoveReduction   = 3   // the null move's base reduction R (2 before the 2026-12-03 pruning set)
	nullMoveDepthDiv    = 3   // R grows by a ply every this many plies of depth (4 before)
	nullMoveEvalDiv     = 200 // and by a ply for each this much eval is above beta,
	nullMoveEvalMax     = 3   // at most this many (one ply at 200 or more before)
	nullMoveVerifyDepth = 10  // from this depth a fail-high is verified even with material to spare
)

// Extensions.
const (
	singularDepth       = 8 // singular extension only from this depth: its test search costs half the depth
	singularTTDepth     = 3 // the table entry must be at most this much shallower than the node
	singularMarginDepth = 2 // per ply of depth: how far below the table's score the others must fail
	// The table's move is searched this much shallower when the singular
	// test found others as good and the table's score is at least beta
	// (or at most alpha and the others' result), as Pikafish-HCE.
	singularFailHighReduction = 2
	singularFailLowReduction  = 1
	extensionDepthFactor      = 2 // no singular test from this many times the root depth on; extensions stop a few plies later
	extensionPlyMargin        = 4 // extensions stop at extensionDepthFactor·rootDepth + this ply, so that checks cannot extend forever
)

// Late-move reductions: lmrTable[d][n] = lmrBase + ln d · ln n / lmrDiv.
const (
	lmrBase       = 1.0   // 0.75 before the 2026-12-03 pruning set
	lmrDiv        = 1.9   // 2.25 before
	lmrDepth      = 3     // no reduction below this depth
	lmrMoves      = 3     // the first this many moves are never reduced
	lmrHistoryDiv = 12000 // a quiet move's history (with continuations) over this is reduced a ply less (more if negative)
	// A reduced search that beats alpha by lmrDeeperMargin plus
	// lmrDeeperPerPly per ply of reduction is re-searched a ply deeper than
	// the move's depth (2026-12-05: +54 Elo in self-play at 40,000 nodes).
	lmrDeeperMargin = 40
	lmrDeeperPerPly = 4
)

// Quiescence.
const (
	qsearchCheckPlies = 6   // evasions are searched up to this many plies into quiescence, then eval
	deltaMargin       = 200 // a capture whose victim plus this cannot raise stand pat to alpha is skipped
)

// pieceValue is a rough material value for pruning margins (delta pruning).
var pieceValue = [8]int{xiangqi.Chariot: 850, xiangqi.Cannon: 400, xiangqi.Horse: 400, xiangqi.Advisor: 90, xiangqi.Elephant: 90, xiangqi.Pawn: 100, xiangqi.King: 5000}

// ttReplacement is the table's rule for a full bucket: an entry is worth
// its depth less 8 plies for each search since it was stored, so that old
// entries fade instead of going first (enginekit.Replacement; caro's rule
// differs).
var ttReplacement = enginekit.Replacement{AgePenalty: 8, MaxAgePenalty: 8 * 63}

// Repetitions: no position can repeat within fewer plies since the last
// capture, so the search looks for a cycle only from this clock on.
const repetitionMinPlies = 4

// Aspiration windows.
const (
	aspirationDepth  = 5    // from this depth an iteration searches a window around the previous score
	aspirationDelta  = 60   // the window's half width at first; doubled after every fail
	aspirationFullAt = 1000 // once delta passes it the window is opened fully
)

// History.
const (
	historyBonusPerDepth = 300     // historyBonus = min(300·depth − 250, 2400)
	historyBonusOffset   = 250     // a cutoff at depth 1 moves an entry by 50 only
	historyBonusMax      = 2400    // from depth 9 on every cutoff counts the same
	historyMax           = 1 << 14 // bound of every history entry
	historyKeepDiv       = 8       // a new search keeps an eighth of the history: old lessons fade
)

// Correction history (corrhist.go).
const (
	corrSize     = 1 << 14   // entries per side and table (a power of two, at most 1<<16): 512 KiB a thread
	corrGrain    = 256       // an entry counts in 1/256 of an evaluation unit
	corrLimit    = 32 * 1024 // entries stay within ±corrLimit (±128 units)
	corrDepthDiv = 8         // a result moves its entry by diff·depth/8 (within a quarter of corrLimit)
)

// The time policy (timeManager, budget).
const (
	defaultOverhead = 50 * time.Millisecond // kept in reserve for the GUI's latency when Limits.Overhead is 0

	// An 18th of the clock. A 25th gained 28 ± 34 Elo in self-play over a
	// 35th (3 s + 0.03 s), but with it the engine still ended its 200
	// games against fairy-stockfish at 10 s + 0.1 s having used 67 % of
	// its time (0.30 s a move in the first ten moves) where
	// fairy-stockfish used 87 % (0.43 s).
	movesPlanned = 18
	// Half the increment only (incrementShare): the clock then settles
	// near 12 increments instead of running down to a few, which keeps a
	// reserve for moments when the process is not scheduled.
	incrementShare = 2
	hardClockShare = 5                // the hard limit is at most a fifth of the clock
	hardPerSoft    = 3                // and at most three soft limits
	clockReserve   = 10               // never use the last tenth of the clock (the process may be descheduled on a busy machine)
	minTime        = time.Millisecond // the least a limit becomes, however little is left

	stabilityDepth      = 4   // the soft limit is scaled from this depth on (before, the best move changes anyway)
	unstableScale       = 150 // percent of the soft limit while the best move changes
	stableScale         = 70  // percent once the best move has held stableIterations iterations
	stableIterations    = 4   // iterations without a change of the best move that make it stable
	scoreDropMargin     = 30  // a score that fell by more than this since the previous iteration
	scoreDropScale      = 40  // gets this many percent more
	newIterationPercent = 60  // no new iteration after 60 % of the (scaled) soft limit: it would not finish
	singleMoveDepth     = 2   // with one legal move, stop after this depth (it still gives a score and a ponder move)
	mateDepthMargin     = 2   // stop once the depth is this many plies past a mate found: a shorter one is unlikely
)
