// Package engine is the xiangqi (cờ tướng) engine of the project: an
// evaluation grown from the seed's piece-square "pointtable", an
// alpha-beta searcher with the usual modern refinements, time management
// and the transposition table. The table, the time manager, the
// iterative-deepening driver and Info's common part are the engine kit's
// (package enginekit), with xiangqi's settings (params.go); the node
// search, move ordering and evaluation are the engine's own. The UCI and
// UCCI protocols that GUIs and match runners speak are package
// xiangqi/uci.
//
// # Search
//
// Iterative deepening with aspiration windows around the previous score;
// principal variation search; a transposition table sized in MB and shared
// lock-free by all threads (Lazy SMP, Options.Threads); quiescence over
// captures that searches every evasion when in check; move ordering by hash
// move, MVV-LVA for captures, two killers per ply and a history table;
// check and single-reply extensions; null move with a zugzwang guard (a
// side with no chariot, horse or cannon never passes; with at most two of
// them, or at depth ≥ 10, a fail-high is verified by a reduced search);
// late move reductions; reverse futility, futility and late-move pruning
// near the horizon; mate-distance pruning and mate scores counted in plies.
// Inside the search a position repeated since the last capture is scored
// by the perpetual-check rule (the side that checked on every move of the
// cycle loses, otherwise a draw), and 120 plies without capture draw;
// checkmate and stalemate both lose.
//
// Each of these is a named technique (Techniques) that Options.Off turns
// off on its own. Options.Pure is the preset PlainAlphaBeta: it turns off
// everything that prunes, reduces, extends, resolves the horizon by
// quiescence or scores by the rules, and keeps what only changes which
// nodes are visited (the hash move, equal-depth table cuts, killers, the
// histories, the countermove and PVS), so that the engine computes
// exactly the fixed-depth minimax value of the lecture algorithms in
// package search (see package xiangqi/nodes).
//
// # API
//
// Search (or Go, which returns at once) searches a position within Limits
// and calls a function after every iteration with an Info (depth, score,
// nodes, evaluations, branching factor, PV); a context cancels it.
// Info.ScoreText and Info.PVText write the score and the line for people.
// The search loop allocates nothing. Signature is the search's fingerprint:
// the total nodes of fixed-depth searches of fixed positions.
//
// Around the engine, each in its own package: the UCI/UCCI server
// (xiangqi/uci), the terminal game (xiangqi/play), self-play and Texel
// tuning (xiangqi/tuning, which uses Weights, SetWeights, EvaluateWith and
// Quiescence) and the lecture's node table (xiangqi/nodes).
package engine
