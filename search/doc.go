// Package search holds the generic adversarial search algorithms of the
// project: plain minimax (the oracle), alpha-beta in the max/min form of the
// lectures and in negamax form (fail-hard and fail-soft), principal variation
// search, iterative deepening with a transposition table, quiescence search,
// search statistics, and a tracer that reports every step of a search as
// data.
//
// The teaching tool (package tree), tic-tac-toe (caro/tictactoe) and the
// lecture's node table on xiangqi positions (xiangqi/nodes) run on these
// functions, so what a student steps through is exactly what the library
// computes. The two engines (xiangqi/engine, caro/engine) have searches of
// their own, specialised for speed, and do not import this package; the
// xiangqi engine's plain search (its Options.Pure) is checked against
// Minimax and AlphaBeta here by xiangqi/nodes' TestTableAgrees.
//
// The engines share their table, limits, time manager and iterative
// deepening through package enginekit instead. The two stay apart on
// purpose: this package's Table and IterativeDeepening serve any Game with
// float64 values, remember whether a depth limit cut a result and trace
// every step for the lecture's views; the kit's table packs an entry into
// two machine words shared by threads without locks, and its driver runs
// an engine's own root search.
//
// "Seed 000" … "seed 004" in comments name the five lecture documents the
// project was built from; docs/lectures.md says what each is and what of it
// the code implements.
//
// # Games
//
// A game implements Game: moves are generated into a reusable slice, played
// with Make and taken back with Unmake. Values are always from MAX's point of
// view. Optional capabilities are found by type assertion: Orderer (move
// ordering, called after every move generation), Hasher (a key for the
// transposition table; it must tell apart positions with a different side
// to move) and Noisy (the moves quiescence search looks at).
//
// A node is a leaf when the game is over (Terminal), when it has no moves,
// or at the depth limit (Options.Depth plies below the root); a leaf takes
// its static value, Evaluate. Everything is counted in Stats: nodes (root
// included), evaluations, cut-offs, generated moves and expanded nodes
// (their ratio is the branching factor), the deepest ply and the time.
//
// # Algorithms
//
// Minimax (seed 000's Search(n, mode)) gives every MAX node the largest
// value of its children and every MIN node the smallest. It never prunes.
//
// AlphaBeta is the lectures' form (seed 004). Each node inherits the window
// (α, β) of its parent: α is what MAX is already sure of, β what MIN is
// already sure of; the root starts with (−∞, +∞). A MAX node starts with
// v = −∞, a MIN node with v = +∞. After each child's value:
//
//	MAX: v ← max(v, child); cut if v ≥ β, else α ← max(α, v)
//	MIN: v ← min(v, child); cut if v ≤ α, else β ← min(β, v)
//
// A cut skips the remaining children (a β-cut at MAX, an α-cut at MIN) and
// the node returns v. With Options.Strict the rule is seed 003's: update α
// (β) first, then cut only when α > β, so ties are searched. Returning v even
// when it lies outside the window is fail-soft: the result r of a search
// with window (α, β) is exact when α < r < β, an upper bound of the true
// value when r ≤ α and a lower bound when r ≥ β. With Options.FailHard
// every node clamps its result to its window [α, β]; the bounds still hold.
//
// Negamax is the same search written once for both sides: values are seen
// from the side to move, a child's value is negated and the window (α, β)
// becomes (−β, −α) one ply down. It visits the same nodes, cuts at the same
// places and emits the same trace (converted back to MAX's point of view)
// as AlphaBeta.
//
// PVS (principal variation search) searches the first move with the full
// window and every other one with a null window (α, α⁺), α⁺ being the next
// float64 above α, which only asks whether the move beats α; the few that do
// are searched again with the full window.
//
// IterativeDeepening runs PVS at depth 1, 2, … with a Table: a bounded
// transposition table of two-entry buckets (depth-preferred and
// always-replace) that answers positions already searched and puts the
// previous best move first. Every search honours Options.MaxNodes, MaxTime
// and Context (Result.Stopped); IterativeDeepening then returns its last
// completed depth.
//
// With Options.Quiescence and a game implementing Noisy, a non-terminal leaf
// at the depth limit is resolved by quiescence search: the side to move may
// stand pat on the static value or play a noisy move, recursively. Minimax
// does the same without pruning, so every search still agrees with it.
//
// On a uniform tree of branching b and depth d whose moves come best first,
// alpha-beta evaluates exactly KnuthMooreMin(b, d) = b^⌈d/2⌉ + b^⌊d/2⌋ − 1
// leaves instead of b^d, and with distinct leaf values no ordering does
// better.
//
// # Tracing
//
// Options.Tracer receives every step: Enter (a node with the inherited
// window and its initial v), Leaf (a leaf's value), Child (a value received
// by a node, with the window before and after and v after), Cut (with the
// skipped children) and Exit (the value returned). A nil Tracer costs
// nothing, and the search loop allocates nothing per node either way.
package search
