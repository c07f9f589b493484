// Package uci is the text protocol of the xiangqi engine: UCI as Pikafish
// speaks it and UCCI, its Chinese-chess dialect, as ElephantEye speaks it,
// chosen by the handshake (`uci` or `ucci`). A Server reads commands, keeps
// the position and the options, and drives an Engine, the small interface
// it declares for what it needs of a searcher (package xiangqi/engine
// provides one), as CounterGo's uci package does. Beyond the standards it
// answers `d` (the board, FEN and key), `eval` (the static value) and
// `go perft N`.
//
// Bad input never stops the server: a malformed, illegal or overlong line
// is answered with `info string error: …` and ignored; the end of the input
// stops a running search or perft and ends Run.
package uci
