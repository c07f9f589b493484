// Package xiangqi is the rules core of Chinese chess (cờ tướng): board,
// FEN, legal move generation, make/unmake with an incremental Zobrist hash,
// perft, the rules that end a game (mate, stalemate, perpetual check and
// chase, the 60-move rule, no attackers), notations (ICCS, WXF, Chinese,
// Vietnamese) and PGN.
//
// # Representation
//
// The 9×10 board lives in a 16×16 mailbox of Piece bytes (files at columns
// 3–11, ranks at rows 3–12) with an off-board sentinel around it, as in
// ElephantEye. Why this and not 128-bit bitboards or a bare 90-entry array:
//
//   - Sliding pieces and the cannon's screen are a simple walk that stops on
//     the sentinel, and the horse's and elephant's jumps (two points away)
//     never leave the array, so no move needs a bounds or wrap-around test.
//   - Square is a uint8 and the board a [256] array, so the Go compiler drops
//     every bounds check on board accesses.
//   - A piece byte is a colour tag (8 Red, 16 Black) plus the kind; the
//     sentinel carries both tags. "Empty or enemy" is then b[t]&own == 0 and
//     the sentinel is neither.
//   - The short-range pieces take their targets (with the horse's leg and the
//     elephant's eye) from per-square tables, which also encode the palace,
//     the river and the pawn's sideways step after crossing.
//   - Each side keeps a piece list of 16 slots (king in slot 0), so the
//     generator visits pieces without scanning the 90 points.
//
// Legality is decided without make/unmake for almost every move: before
// generating, the few points where a change could expose the king (a piece
// on a line to the king in front of an enemy chariot, king or cannon screen,
// a point in front of an enemy cannon, a piece on an enemy horse's leg) are
// marked, and only moves touching a mark, king moves and check evasions are
// tried on the board. That makes perft's last ply a pure count. Make and
// Unmake touch a handful of bytes, keep a history stack (the repetition
// rules need it) and allocate nothing once the stack has grown.
//
// Squares are named as in ICCS: files a–i from Red's left, ranks 0–9 from
// Red's back rank. Red is search.Max when a Position is used as a
// search.Game.
package xiangqi
