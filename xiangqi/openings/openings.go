// Package openings makes random balanced xiangqi openings for engine
// matches: a few random plies from the start position that the project's
// engine finds about even at a fixed number of nodes. Match results that
// come from many such openings depend less on one opening book than those
// of the 33 built-in ones (match/openings/xiangqi.txt). It is the idea of
// the random openings of xiangqi self-play (xiangqi/tuning, which draws
// them with RandomLine and Balanced), and of caro/openings: here the
// search is at a fixed node count with a cleared engine, so the openings
// depend on the seed and the options alone, never on the machine's load or
// on the openings searched before.
//
// The selection rule: each ply is drawn uniformly at random among the legal
// moves of its position that capture nothing, give no check and do not take
// back the same side's previous move (Quiet); a line that comes back to a
// position it passed is dropped; the final position must be new,
// counting its left-right mirror and transpositions (another move order)
// as the same, and unlike the positions of Options.Avoid; and it must be
// balanced: the engine, cleared and searching Options.Nodes nodes with one
// thread, scores it within ±Options.Margin for the side to move (engine
// units, about centipawns: a pawn before the river is 70–100, a chariot
// about 1,000), with no mate found. The balance search does the rest of
// the sorting: a line that leaves a piece hanging to the side to move
// scores beyond the margin.
package openings

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// Options configure Generate.
type Options struct {
	Count    int   // openings wanted
	MinPlies int   // fewest plies of an opening (default 4)
	MaxPlies int   // most plies (default 8, or MinPlies when that is more)
	Nodes    int64 // the engine's nodes per opening (required; the command's default is 20,000)
	Margin   int   // balanced: the engine's score within ±Margin for the side to move (the command's default is 60)
	Seed     uint64
	// Tries bounds the random lines drawn, balanced or not (default 200
	// per opening wanted): Generate fails with ErrTooFew when they run out.
	Tries int
	// Avoid are lines from the start position (the built-in openings, an
	// earlier file) whose positions, or their mirrors, are not to be
	// generated again.
	Avoid [][]xiangqi.Move
}

// Limits of the options (the command line checks them).
const (
	MaxCount  = 100_000
	MaxPlies  = 16
	MaxNodes  = 100_000_000
	MaxMargin = 5_000
)

// Opening is one generated opening: its moves from the start position and
// the engine's score of the position after them, for the side to move.
type Opening struct {
	Moves []xiangqi.Move
	Score int
}

// String writes the opening as ICCS moves separated by spaces, "h2e2 h9g7
// h0g2 i9h9": a line of an openings file for `alphabeta match --openings`
// (match.ReadOpenings).
func (o Opening) String() string {
	parts := make([]string, len(o.Moves))
	for i, m := range o.Moves {
		parts[i] = m.String()
	}
	return strings.Join(parts, " ")
}

// ErrTooFew is returned, with the openings found, when the tries run out
// before Count balanced openings are found.
var ErrTooFew = errors.New("too few balanced openings found")

func (o *Options) defaults() error {
	if o.MinPlies == 0 {
		o.MinPlies = 4
	}
	if o.MaxPlies == 0 {
		o.MaxPlies = max(8, o.MinPlies)
	}
	if o.Tries == 0 {
		o.Tries = 200 * o.Count
	}
	switch {
	case o.Count < 1 || o.Count > MaxCount:
		return fmt.Errorf("count %d: want 1..%d", o.Count, MaxCount)
	case o.MinPlies < 1 || o.MaxPlies > MaxPlies || o.MinPlies > o.MaxPlies:
		return fmt.Errorf("plies %d-%d: want 1 ≤ min ≤ max ≤ %d", o.MinPlies, o.MaxPlies, MaxPlies)
	case o.Nodes < 1 || o.Nodes > MaxNodes:
		return fmt.Errorf("nodes %d: want 1..%d", o.Nodes, MaxNodes)
	case o.Margin < 0 || o.Margin > MaxMargin:
		return fmt.Errorf("margin %d: want 0..%d", o.Margin, MaxMargin)
	case o.Tries < 1:
		return fmt.Errorf("tries %d: want at least 1", o.Tries)
	}
	return nil
}

// Generate draws random lines and keeps the quiet, new and balanced ones
// until it has opt.Count (the rule of the package comment; see RandomLine,
// Quiet and Balanced); it calls found, if not nil, with each one kept. The
// result depends only on the options: one random stream, and a cleared
// engine with one thread searching a fixed number of nodes per position. It
// stops with ctx's error when ctx is cancelled, and with ErrTooFew when
// opt.Tries lines gave too few openings; both return the openings found so
// far.
func Generate(ctx context.Context, opt Options, found func(Opening)) ([]Opening, error) {
	if err := opt.defaults(); err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for i, line := range opt.Avoid {
		p := xiangqi.NewPosition()
		for _, m := range line {
			if !p.IsLegal(m) {
				return nil, fmt.Errorf("avoided line %d: %v is not legal in %s", i+1, m, p.FEN())
			}
			p.Make(m)
		}
		seen[Key(p)] = true
	}
	rng := rand.New(rand.NewPCG(opt.Seed, 0x78717571)) // "xquq"
	e := engine.New(engine.Options{HashMB: 4, Threads: 1})
	var out []Opening
	for try := 0; try < opt.Tries && len(out) < opt.Count; try++ {
		if err := ctx.Err(); err != nil {
			return out, err
		}
		n := opt.MinPlies + rng.IntN(opt.MaxPlies-opt.MinPlies+1)
		p, line, ok := RandomLine(rng, n, Quiet)
		if !ok || repeats(line) {
			continue
		}
		key := Key(p)
		if seen[key] {
			continue
		}
		seen[key] = true // balanced or not: never searched twice
		e.Clear()
		score, ok, err := Balanced(ctx, e, p, engine.Limits{Limits: enginekit.Limits{Nodes: opt.Nodes}}, opt.Margin)
		if err != nil {
			return out, err
		}
		if !ok {
			continue
		}
		o := Opening{Moves: line, Score: score}
		out = append(out, o)
		if found != nil {
			found(o)
		}
	}
	if len(out) < opt.Count {
		return out, fmt.Errorf("%w: %d of %d in %d tries (widen --margin or --plies)", ErrTooFew, len(out), opt.Count, opt.Tries)
	}
	return out, nil
}

// RandomLine plays plies random moves from the start position, each drawn
// uniformly among the legal moves of its position that allow accepts (all
// of them when allow is nil). It returns the position after them and the
// moves, or ok false when a position on the way had no such move or the
// game ended (the position and moves played so far are returned then).
func RandomLine(rng *rand.Rand, plies int, allow func(p *xiangqi.Position, m xiangqi.Move) bool) (p *xiangqi.Position, line []xiangqi.Move, ok bool) {
	p = xiangqi.NewPosition()
	var moves []xiangqi.Move
	for range plies {
		moves = p.GenerateLegal(moves[:0])
		if allow != nil {
			k := 0
			for _, m := range moves {
				if allow(p, m) {
					moves[k] = m
					k++
				}
			}
			moves = moves[:k]
		}
		if len(moves) == 0 {
			return p, line, false
		}
		m := moves[rng.IntN(len(moves))]
		p.Make(m)
		line = append(line, m)
	}
	return p, line, p.Outcome().Result == xiangqi.Ongoing
}

// Quiet accepts the legal move m of p when it captures nothing, gives no
// check and does not take back the previous move of the side to move (a
// piece going back to the point it has just left): the moves of Generate's
// random lines.
func Quiet(p *xiangqi.Position, m xiangqi.Move) bool {
	if p.IsCapture(m) {
		return false
	}
	if h := p.History(); len(h) >= 2 && h[len(h)-2] == xiangqi.NewMove(m.To(), m.From()) {
		return false
	}
	return !p.GivesCheck(m)
}

// repeats reports whether the line from the start position comes back to
// a position it passed (the start position included).
func repeats(line []xiangqi.Move) bool {
	p := xiangqi.NewPosition()
	seen := map[uint64]bool{p.Hash(): true}
	for _, m := range line {
		p.Make(m)
		if seen[p.Hash()] {
			return true
		}
		seen[p.Hash()] = true
	}
	return false
}

// Balanced searches p with e within lim and reports the score for the side
// to move and whether it lies within ±margin (a mate found is never
// balanced). It does not clear e: Generate clears it before each position,
// so that a score does not depend on the searches before; self-play
// searches with the engine as its last game left it. The error is ctx's
// when it was cancelled (the score is then meaningless).
func Balanced(ctx context.Context, e *engine.Engine, p *xiangqi.Position, lim engine.Limits, margin int) (int, bool, error) {
	res := e.Search(ctx, p, lim, nil)
	if err := ctx.Err(); err != nil {
		return 0, false, err
	}
	return res.Score, res.Mate == 0 && -margin <= res.Score && res.Score <= margin, nil
}

// Key names p's position up to the board's left-right mirror: the pieces
// on the points, file by file, and the side to move, of p or of its mirror,
// whichever comes first. Two lines with one key reach the same position
// (in another order, or mirrored) and are the same opening.
func Key(p *xiangqi.Position) string {
	var a, b [91]byte
	for r := range 10 {
		for f := range 9 {
			c := p.At(xiangqi.NewSquare(f, r)).Letter()
			a[r*9+f] = c
			b[r*9+8-f] = c
		}
	}
	a[90], b[90] = 'w', 'w'
	if p.SideToMove() == xiangqi.Black {
		a[90], b[90] = 'b', 'b'
	}
	return min(string(a[:]), string(b[:]))
}

// Write writes the openings one a line as ICCS moves.
func Write(w io.Writer, ops []Opening) error {
	for _, o := range ops {
		if _, err := fmt.Fprintln(w, o.String()); err != nil {
			return err
		}
	}
	return nil
}
