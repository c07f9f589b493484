package engine

// Techniques is a set of the search's techniques, each of which can be
// turned off on its own (Options.Off) to see what it is worth: the
// lecture's node counts (package xiangqi/nodes) turn off all but those of
// PlainAlphaBeta. The default engine searches with AllTechniques.
type Techniques uint32

// The techniques. The first seven are move ordering and the alpha-beta
// refinements that leave the fixed-depth value alone; the others prune,
// reduce, extend or score the tree otherwise than plain alpha-beta.
const (
	// HashMove tries the table's move first (below the root; at the root
	// the engine puts it first before the search starts).
	HashMove Techniques = 1 << iota
	// TableCuts: a table entry of the node's depth settles a non-PV node
	// (in quiescence an entry of any depth settles a null-window node).
	TableCuts
	// DeepTableCuts: so does an entry of a deeper search, which may have
	// seen more than this depth would.
	DeepTableCuts
	// Killers tries the two quiet moves that last cut off at this ply
	// right after the good captures.
	Killers
	// History orders the quiet moves by how often each (piece,
	// destination) cut off before.
	History
	// ContinuationHistory adds to a quiet move's history how well it
	// answered the two moves before it.
	ContinuationHistory
	// Countermove tries the quiet move that last refuted the previous
	// move with the killers.
	Countermove
	// PVS (principal variation search) searches every move after the
	// first with a null window, and again with the full window only when
	// it beats alpha.
	PVS
	// Aspiration searches each iteration from depth 5 in a window around
	// the previous score.
	Aspiration
	// Quiescence resolves captures (and checks) at the horizon instead of
	// taking the static evaluation there.
	Quiescence
	// CheckExtension searches a move that gives check a ply deeper (and a
	// side in check at the horizon its evasions).
	CheckExtension
	// SingleReplyExtension searches the only evasion from check a ply
	// deeper.
	SingleReplyExtension
	// SingularExtension searches the table's move a ply deeper when every
	// other move is much worse (and cuts off when even they beat beta).
	SingularExtension
	// NullMove passes and cuts off when the position stays above beta
	// (with the zugzwang guard and verification).
	NullMove
	// ReverseFutility returns the static value near the horizon when it is
	// far above beta.
	ReverseFutility
	// Futility skips quiet moves near the horizon that cannot raise the
	// static value to alpha.
	Futility
	// LateMovePruning skips the late quiet moves near the horizon.
	LateMovePruning
	// SEEPruning skips captures near the horizon that lose material by
	// static exchange.
	SEEPruning
	// LMR (late move reductions) searches late quiet moves less deep first
	// (needs PVS: the reduced search is a null-window one).
	LMR
	// MateDistancePruning cuts a node that cannot beat a mate already
	// found nearer the root.
	MateDistancePruning
	// RuleScores scores repetitions by the perpetual-check rule and 120
	// plies without capture as a draw inside the search.
	RuleScores
	// IterativeReduction searches a node without a table move shallower:
	// a PV node by iirPVReduction plies, an expected cut node from
	// iirCutDepth by one.
	IterativeReduction
	// HashMoveFirst searches the table's move before the node generates
	// and orders its other moves, which a cutoff by it then spares (needs
	// HashMove; not in check, where the evasions are generated at once).
	HashMoveFirst
	// CorrectionHistory adds to the static value what the searches of
	// positions with the same pawns, kings, advisors and elephants found
	// it to be off by (a running average per side, see corrhist.go).
	CorrectionHistory
	// CaptureHistory orders captures by MVV-LVA and by how often each
	// (piece, destination, victim) cut off before, instead of MVV-LVA
	// alone (see history.go).
	CaptureHistory

	// AllTechniques is the default engine's set.
	AllTechniques = CaptureHistory<<1 - 1

	// PlainAlphaBeta is the set Options.Pure searches with: the hash move,
	// equal-depth table cuts, killers, the histories, the countermove and
	// PVS, all of which change which nodes are visited but not the value
	// of a fixed-depth search. Everything that prunes, reduces, extends,
	// resolves the horizon by quiescence or scores by the game's rules is
	// off: the engine computes the fixed-depth minimax value of the lecture
	// algorithms in package search (package xiangqi/nodes compares them),
	// and evaluates only the leaves.
	PlainAlphaBeta = HashMove | TableCuts | Killers | History | ContinuationHistory | Countermove | PVS

	// staticEvalUsers need the static evaluation of inner nodes (for
	// their margins or for "improving"); with none of them on, only the
	// leaves are evaluated.
	staticEvalUsers = ReverseFutility | NullMove | Futility | LateMovePruning | LMR
)

// Has reports whether every technique of u is in t.
func (t Techniques) Has(u Techniques) bool { return t&u == u }

// techniques is the set the engine searches with: AllTechniques less
// Options.Off, or PlainAlphaBeta less Options.Off when Options.Pure.
func (o Options) techniques() Techniques {
	t := AllTechniques
	if o.Pure {
		t = PlainAlphaBeta
	}
	return t &^ o.Off
}

var techniqueNames = [...]string{"HashMove", "TableCuts", "DeepTableCuts", "Killers", "History", "ContinuationHistory",
	"Countermove", "PVS", "Aspiration", "Quiescence", "CheckExtension", "SingleReplyExtension", "SingularExtension",
	"NullMove", "ReverseFutility", "Futility", "LateMovePruning", "SEEPruning", "LMR", "MateDistancePruning", "RuleScores", "IterativeReduction", "HashMoveFirst",
	"CorrectionHistory", "CaptureHistory"}

// String names the techniques of t, joined by "|" ("none" for the empty
// set).
func (t Techniques) String() string {
	s := ""
	for i, name := range techniqueNames {
		if t&(1<<i) != 0 {
			if s != "" {
				s += "|"
			}
			s += name
		}
	}
	if s == "" {
		return "none"
	}
	return s
}
