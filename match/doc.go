// Package match runs engine-vs-engine matches for xiangqi and caro/gomoku
// and referees them with the project's rules code (packages xiangqi and
// caro): the engine behind `alphabeta match`.
//
// The pieces:
//
//   - Process: an engine program in its own process group, line I/O with
//     deadlines, killed as a group so nothing is left behind.
//   - Player: one engine in one protocol. UCI (0-based ICCS moves, as
//     Pikafish), UCCI (ElephantEye; fairy-stockfish's default), xboard/CECP
//     (maxqi, sjaakii: both write xiangqi squares a0..i9, the same as ICCS)
//     and the Gomocup pbrain protocol for caro.
//   - Referee and Game: the position of one game, legal moves, and the end
//     of the game by the rules (xiangqi: mate and stalemate lose, perpetual
//     check loses, other threefold repetitions draw, 120 plies without a
//     capture draw; caro: a line by the chosen rule, full board draw).
//   - Run: the schedule (pairs of games from one opening with colours
//     reversed, round robin or gauntlet), concurrency, clocks and forfeits
//     (an illegal move, a time loss past the margin, a crash, garbage, a
//     failed start each lose the game with the reason recorded, and the
//     engine is restarted), PGN/SGF records, --resume, the summary.
//   - PerftPeer: a UCCI engine driven for `go perft`, the peer that
//     `alphabeta xiangqi bench` times ours against.
//   - Score and SPRT: Elo with a 95 % interval from the trinomial (per
//     game, as cutechess) or pentanomial (per game pair, as fastchess)
//     variance, and the GSPRT log-likelihood ratio.
//
// Ranks: ICCS and both xboard engines count xiangqi ranks 0..9 from Red's
// side. fairy-stockfish in plain UCI mode counts them 1..10; use it with
// proto=ucci (its default mode), where it counts 0..9.
package match
