// Package enginekit is the machinery both game engines (xiangqi/engine and
// caro/engine) share around their node searches: the transposition table
// (one entry encoding, bounds, mate-distance adjustment, sizing by MiB), the
// search limits, the time manager and the iterative-deepening driver with
// its Info.
//
// An engine keeps only what is its game's: the node search, move ordering
// and evaluation. The kit knows nothing of boards or moves: a move is an
// opaque uint16 in the table (NoMove, zero, means none) and a type
// parameter in the driver.
//
// The teaching library (package search) does not use the kit, on purpose:
// its table and driver work on any search.Game with float64 values, record
// whether a depth limit cut a result and trace every step for the lecture's
// views, while the kit's table packs an entry into two machine words that
// several threads share without locks. The two meet only in tests
// (xiangqi/nodes checks the xiangqi engine's plain search against search).
package enginekit
