package search

// EventKind is what happened at one step of a traced search.
type EventKind uint8

const (
	// Enter: the search enters Node with the inherited window (Alpha, Beta)
	// and the initial V (−∞ at MAX, +∞ at MIN).
	Enter EventKind = iota
	// Leaf: Node is a leaf (depth limit, terminal or no moves); Value is its
	// static value.
	Leaf
	// Child: Node received Value from its child number Child. Alpha and Beta
	// are the window before the update, V the node's value after it, and
	// NewAlpha/NewBeta the window after it ("MAX raises α, MIN lowers β").
	Child
	// Cut: the node cuts off. Child is the child that caused it; Skipped
	// lists the indices of the children that are not searched. At MAX the
	// rule was V ≥ β, at MIN V ≤ α (or α > β in strict mode). A cut after
	// the last child prunes nothing and is not reported.
	Cut
	// Exit: the search leaves Node returning V.
	Exit
)

func (k EventKind) String() string {
	switch k {
	case Enter:
		return "enter"
	case Leaf:
		return "leaf"
	case Child:
		return "child"
	case Cut:
		return "cut"
	case Exit:
		return "exit"
	}
	return "?"
}

// Event is one step of a traced search. Path is the node's child indices from
// the root (the root's Path is empty). Path and Skipped are only valid during
// the call to the tracer: copy them to keep them.
type Event struct {
	Kind     EventKind
	Path     []int
	Player   Player // the type of the node: MAX or MIN
	Alpha    Value
	Beta     Value
	NewAlpha Value
	NewBeta  Value
	V        Value
	Value    Value
	Child    int
	Skipped  []int
}

// Tracer receives every step of a search. Every algorithm emits the same
// kinds of events with values and windows from MAX's point of view: Negamax
// emits exactly AlphaBeta's stream; PVS also shows its null-window searches
// and re-searches (each child's Child event comes after its last search);
// a position answered by the transposition table appears as a Leaf; a
// quiescence search is not traced step by step, its result is the Leaf
// value. A nil Tracer costs nothing: the
// algorithms test for nil before building an event.
type Tracer func(e *Event)
