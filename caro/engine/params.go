package engine

import (
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
)

// The search's settings, in one place (as Rapfi's search/ab/parameter.h):
// every margin, fraction and node budget of Search, each with why it is
// what it is. The evaluation's weights are in board.go (cellScore, p4Score
// and the rules' own), the per-rule switches in tuning (defaultTuning).
// Changing any of these changes the search: TestSearchSignature says so.

// Time: fractions of the time plan's soft time (Clock.Budget of the
// Limits' MoveTime and Clock) and of its critical extension
// (Clock.Extended).
const (
	// hardPercent of the allowed time (the aim: the soft time, or the
	// extension in a critical position) is when the main search stops:
	// the rest is the margin for unwinding and answering.
	hardPercent = 90
	// newIterationPercent: no new iteration starts after this share of the
	// aim has passed, since the next one takes about as long as all before
	// it.
	newIterationPercent = 50
	// vcfTimeDen, vctTimeDen: the VCF and VCT solvers at the root get
	// soft/20 and soft/16, measured from the start: a forced win is found
	// quickly or not at all.
	vcfTimeDen = 20
	vctTimeDen = 16
	// defenceTimeDen: the root defence against the opponent's VCF gets
	// soft/8, from when it starts (after the solvers).
	defenceTimeDen = 8
	// unstableDrop is the fall of the score between two iterations that
	// makes the search take more time (when the extension allows it).
	unstableDrop = 400
	// unstableMinDepth: the first iterations change their minds often
	// without meaning it; from this depth on a change counts.
	unstableMinDepth = 5
)

// timeRules are caro's rules for enginekit's time manager: the aim is the
// soft time, or the extension while the position is critical (a threat to
// answer, or from unstableMinDepth on an iteration that changed the best move or fell by
// more than unstableDrop); the hard deadline follows the aim at
// hardPercent; no iteration starts past newIterationPercent of the aim.
var timeRules = enginekit.TimeRules{
	NewIterationPercent: newIterationPercent,
	CriticalFrom:        unstableMinDepth,
	CriticalFall:        unstableDrop,
	HardPercent:         hardPercent,
}

// Node budgets of the threat solvers at the root: the default (a timed
// search), the share of a Limits.Nodes limit (Nodes/den, at least min),
// and the budget of a depth-limited search (which stays quick).
const (
	vcfNodes, vcfNodeDen, vcfMinNodes             = 200_000, 10, 1000
	vctNodes, vctNodeDen, vctMinNodes             = 300_000, 5, 1000
	defenceNodes, defenceNodeDen, defenceMinNodes = 200_000, 5, 2000
	// depthOnlySolverNodes is every root solver's budget when the search
	// has neither a time nor a node limit.
	depthOnlySolverNodes = 20_000
	// defencePassShareDen: the check that the opponent threatens a VCF
	// (after a pass) gets the defence budget / defencePassShareDen.
	defencePassShareDen = 4
	// defenceMoveNodes bounds the VCF check after each candidate defence.
	defenceMoveNodes = 5_000
)

// Threat solver.
const (
	// vcfDepth is the threat solver's limit on attacker moves in a VCF
	// search (fours only: the lines are long but narrow).
	vcfDepth = 30
	// vctDepth is the threat solver's limit on attacker moves in a VCT
	// search.
	vctDepth = 7
	// searchSolverTableBits: the engine's threat solver keeps a table of
	// 2^18 entries between searches.
	searchSolverTableBits = 18
)

// Transposition table.
const (
	// defaultHashMB is the table's size when Options.HashMB is not set.
	defaultHashMB = 16
	// ttWinBound is the score from which the table stores distances to
	// a win from the position (enginekit.ScoreToTable's mate): a proven
	// win is a score above WinThreshold.
	ttWinBound = WinThreshold + 1
)

// ttReplacement is caro's replacement rule: in a full bucket any entry of
// an older search goes before any of this one (its depth counts 64 less),
// then the shallowest, so that deep results survive the many shallow ones.
var ttReplacement = enginekit.Replacement{AgePenalty: 64, MaxAgePenalty: 64}

// Alpha-beta: pruning, reductions and extensions at a node.
const (
	// futilityMaxDepth: reverse futility (tuning.futility·depth) is tried
	// below this depth only.
	futilityMaxDepth = 7
	// razorMaxDepth: razoring (tuning.razor·depth) below this depth only.
	razorMaxDepth = 5
	// nullMoveMinDepth: null move from this depth; the reply is searched
	// nullMoveReduction + depth/nullMoveDepthDen shallower.
	nullMoveMinDepth  = 3
	nullMoveReduction = 3
	nullMoveDepthDen  = 3
	// fourExtensionMaxPly: a four (the reply is forced) is searched one
	// ply deeper up to this ply, so that the lines stay finite.
	fourExtensionMaxPly = 40
	// Late-move reductions: from the lmrFirstMove-th move (counted from
	// 0) at depth lmrMinDepth or more, a quiet move (one that makes no
	// open three or four) is searched one ply shallower, two from the
	// lmrDoubleMove-th, and one ply more from depth lmrDeepDepth
	// (+21.6 ± 22.7 Elo in 677 self-play games at 50,000 nodes).
	lmrFirstMove  = 4
	lmrMinDepth   = 3
	lmrDoubleMove = 10
	lmrDeepDepth  = 7
	// Late-move pruning: at a non-PV node that faces no threat, up to
	// depth lmpMaxDepth, the quiet moves after the first
	// lmpQuietMoves[depth] are not searched (the ordering puts the
	// threats and the good quiet moves first).
	lmpMaxDepth = 5
	// abortCheckMask: the clock and the stop flag are read every 512
	// nodes (time.Now costs more than a node's work).
	abortCheckMask = 511
)

// lmpQuietMoves[d] is how many quiet moves late-move pruning keeps at
// depth d: 3 + d² up to depth 3, then 14 and 16 at depths 4 and 5 (3 + d²
// would be 19 at depth 4, above the 18 a node keeps: no pruning). Depths 4
// and 5: +15.7 ± 19.1 Elo in 953 self-play games at 50,000 nodes.
var lmpQuietMoves = [lmpMaxDepth + 1]int{0, 4, 7, 12, 14, 16}

// Move ordering.
const (
	ttMoveBonus  = 1 << 28 // the table's move first, always
	killer1Bonus = 5000    // the killers next, ahead of most quiet moves
	killer2Bonus = 4000
	historyShift = 4 // history counts depth² per cut: scaled down by 16
)

// Move-ordering weights of the mover's and the opponent's threat class.
var attackOrder = [numP4]int{0, 40, 60, 150, 200, 500, 800, 2500, 1200, 1500, 10000, 30000, 1_000_000, -1_000_000}
var defendOrder = [numP4]int{0, 20, 30, 80, 100, 250, 400, 1200, 500, 600, 4000, 8000, 200_000, 0}

// The manager's clock (Clock, for the Gomocup brain).
const (
	// DefaultTurn is the turn time when the manager gives none.
	DefaultTurn = 5 * time.Second
	// MaxClockTime is the longest time a manager may set: larger values
	// (of any size) are cut to it rather than overflowing a
	// time.Duration. A day is more than any manager gives one game
	// (enginekit.LongestLimit).
	MaxClockTime = enginekit.LongestLimit
	// matchLeftDen: a move gets at most a ninth of the match time left
	// (games of five in a row are short: with a fifteenth the engine ended
	// most games having used a third of its time).
	matchLeftDen = 9
	// budgetMargin, budgetMarginDen: the soft time is less max(30 ms,
	// 1/20) for the answer to travel; at least minBudget.
	budgetMargin, budgetMarginDen = 30 * time.Millisecond, 20
	minBudget                     = 10 * time.Millisecond
	// hardMargin, hardMarginDen: the hard limit is less max(50 ms, 1/20);
	// at least minHard.
	hardMargin, hardMarginDen = 50 * time.Millisecond, 20
	minHard                   = 5 * time.Millisecond
	// criticalFactor, criticalHardDen: a critical position may take up to
	// 3× the soft time, within a third of the hard limit.
	criticalFactor, criticalHardDen = 3, 3
)
