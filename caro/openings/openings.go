// Package openings makes random balanced caro/gomoku openings: a few stones
// near the centre, black and white in turn, that the project's engine finds
// about even at a fixed number of nodes. Match results that come from many
// such openings depend less on one opening book than those of the 41
// built-in ones (caro.Openings). The idea is the one of xiangqi self-play's
// random openings (xiangqi/tuning): random moves, kept when a shallow search
// finds the position balanced; here the search is at a fixed node count, so
// the openings depend on the seed alone, never on the machine's load.
package openings

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

// Options configure Generate.
type Options struct {
	Count     int       // openings wanted
	MinStones int       // fewest stones of an opening (default 3)
	MaxStones int       // most stones (default 5)
	Rule      caro.Rule // the rule they are balanced for (renju: no forbidden black stone)
	Size      int       // board side (default 15)
	Spread    int       // stones at offsets -Spread..Spread from the centre (default 3)
	Nodes     int64     // the engine's nodes per opening (required; the command's default is 20,000)
	Margin    int       // balanced: the engine's score within ±Margin (the command's default is 150)
	Seed      uint64    // the same seed and options give the same openings
	// Tries bounds the random positions drawn, balanced or not (default
	// 200 per opening wanted): Generate fails when they run out.
	Tries int
}

// Limits of the options (the command line checks them).
const (
	MaxCount  = 100_000
	MaxStones = 9
	MaxSpread = 5
	MaxNodes  = 100_000_000
)

// Opening is one generated opening: its moves as centre-relative offsets
// (black first) and the engine's score of it for the side to move.
type Opening struct {
	Offsets []caro.Point
	Score   int
}

// String writes the opening in the Gomocup offset format, "0,0, 1,0, 1,3",
// as caro.ReadOpenings, `alphabeta match --openings` and c-gomoku-cli's
// -openings type=offset read it.
func (o Opening) String() string {
	parts := make([]string, len(o.Offsets))
	for i, p := range o.Offsets {
		parts[i] = strconv.Itoa(p.X) + "," + strconv.Itoa(p.Y)
	}
	return strings.Join(parts, ", ")
}

// ErrTooFew is returned, with the openings found, when the tries run out
// before Count balanced openings are found.
var ErrTooFew = errors.New("too few balanced openings found")

func (o *Options) defaults() error {
	if o.MinStones == 0 {
		o.MinStones = 3
	}
	if o.MaxStones == 0 {
		o.MaxStones = max(5, o.MinStones)
	}
	if o.Size == 0 {
		o.Size = 15
	}
	if o.Spread == 0 {
		o.Spread = 3
	}
	if o.Tries == 0 {
		o.Tries = 200 * o.Count
	}
	switch {
	case o.Count < 1 || o.Count > MaxCount:
		return fmt.Errorf("count %d: want 1..%d", o.Count, MaxCount)
	case o.MinStones < 1 || o.MaxStones > MaxStones || o.MinStones > o.MaxStones:
		return fmt.Errorf("stones %d-%d: want 1 ≤ min ≤ max ≤ %d", o.MinStones, o.MaxStones, MaxStones)
	case o.Spread < 1 || o.Spread > MaxSpread:
		return fmt.Errorf("spread %d: want 1..%d", o.Spread, MaxSpread)
	case o.Size < 2*o.Spread+1 || o.Size > caro.MaxSize:
		return fmt.Errorf("size %d: want %d..%d for spread %d", o.Size, 2*o.Spread+1, caro.MaxSize, o.Spread)
	case (2*o.Spread+1)*(2*o.Spread+1) < o.MaxStones:
		return fmt.Errorf("spread %d leaves no room for %d stones", o.Spread, o.MaxStones)
	case o.Nodes < 1 || o.Nodes > MaxNodes:
		return fmt.Errorf("nodes %d: want 1..%d", o.Nodes, MaxNodes)
	case o.Margin < 0 || o.Margin >= engine.WinThreshold:
		return fmt.Errorf("margin %d: want 0..%d", o.Margin, engine.WinThreshold-1)
	case o.Tries < 1:
		return fmt.Errorf("tries %d: want at least 1", o.Tries)
	}
	if _, err := caro.New(o.Size, o.Size, 5, o.Rule); err != nil {
		return err
	}
	return nil
}

// Generate draws random openings and keeps the legal, quiet, balanced and
// new ones until it has opt.Count (see Candidate and Balanced); it calls
// found, if not nil, with each one kept. The result depends only on the
// options: one random stream and a cleared engine per position. It stops
// with ctx's error when ctx is cancelled, and with ErrTooFew when opt.Tries
// positions gave too few openings; both return the openings found so far.
func Generate(ctx context.Context, opt Options, found func(Opening)) ([]Opening, error) {
	if err := opt.defaults(); err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(opt.Seed, 0x6361726f)) // "caro"
	e := engine.New(engine.Options{HashMB: 4})
	seen := map[string]bool{}
	var out []Opening
	for try := 0; try < opt.Tries && len(out) < opt.Count; try++ {
		if err := ctx.Err(); err != nil {
			return out, err
		}
		offs, b := Candidate(rng, opt)
		if b == nil {
			continue
		}
		key := canonical(offs)
		if seen[key] {
			continue
		}
		seen[key] = true // balanced or not: never searched twice
		score, ok, err := Balanced(ctx, e, b, opt.Nodes, opt.Margin)
		if err != nil {
			return out, err
		}
		if !ok {
			continue
		}
		o := Opening{Offsets: offs, Score: score}
		out = append(out, o)
		if found != nil {
			found(o)
		}
	}
	if len(out) < opt.Count {
		return out, fmt.Errorf("%w: %d of %d in %d tries (widen --margin or --stones)", ErrTooFew, len(out), opt.Count, opt.Tries)
	}
	return out, nil
}

// Candidate draws one random opening: MinStones..MaxStones stones on
// distinct points at offsets -Spread..Spread from the centre, black first,
// and plays it on a board of the rule. It returns the offsets and the
// board, or a nil board when the opening is not quiet: a stone that ends
// the game (renju: a forbidden black point), or a side that could make a
// four or a five with its next stone.
func Candidate(rng *rand.Rand, opt Options) ([]caro.Point, *caro.Board) {
	n := opt.MinStones + rng.IntN(opt.MaxStones-opt.MinStones+1)
	side := 2*opt.Spread + 1
	b, err := caro.New(opt.Size, opt.Size, 5, opt.Rule)
	if err != nil {
		return nil, nil
	}
	offs := make([]caro.Point, 0, n)
	for len(offs) < n {
		o := caro.Point{X: rng.IntN(side) - opt.Spread, Y: rng.IntN(side) - opt.Spread}
		p := caro.Point{X: o.X + opt.Size/2, Y: o.Y + opt.Size/2}
		if b.At(p) != caro.Empty {
			continue
		}
		if err := b.Play(p); err != nil || b.Over() {
			return nil, nil
		}
		offs = append(offs, o)
	}
	for _, s := range []caro.Stone{caro.Black, caro.White} {
		for _, t := range b.Threats(s) {
			if t.Kind != caro.MakesThree {
				return nil, nil
			}
		}
	}
	return offs, b
}

// Balanced searches the position of b with a cleared engine at a fixed
// number of nodes and reports its score for the side to move and whether
// it lies within ±margin (a forced win found is never balanced).
func Balanced(ctx context.Context, e *engine.Engine, b *caro.Board, nodes int64, margin int) (int, bool, error) {
	e.Clear()
	res, err := e.Search(ctx, engine.PositionFromBoard(b), engine.Limits{Nodes: nodes}, nil)
	if err != nil {
		return 0, false, err
	}
	if err := ctx.Err(); err != nil {
		return 0, false, err
	}
	win := res.Score > engine.WinThreshold || res.Score < -engine.WinThreshold
	return res.Score, !win && -margin <= res.Score && res.Score <= margin, nil
}

// canonical names a position up to the board's eight symmetries about the
// centre: its stones by colour, sorted, under the smallest transformation.
// Two openings with one key are the same opening (played in another order,
// turned or mirrored).
func canonical(offs []caro.Point) string {
	best := ""
	for t := range 8 {
		var black, white []caro.Point
		for i, o := range offs {
			x, y := o.X, o.Y
			if t&1 != 0 {
				x = -x
			}
			if t&2 != 0 {
				y = -y
			}
			if t&4 != 0 {
				x, y = y, x
			}
			if i%2 == 0 {
				black = append(black, caro.Point{X: x, Y: y})
			} else {
				white = append(white, caro.Point{X: x, Y: y})
			}
		}
		less := func(a, b caro.Point) int {
			if a.Y != b.Y {
				return a.Y - b.Y
			}
			return a.X - b.X
		}
		slices.SortFunc(black, less)
		slices.SortFunc(white, less)
		k := caro.FormatMoves(black) + "/" + caro.FormatMoves(white)
		if best == "" || k < best {
			best = k
		}
	}
	return best
}

// Write writes the openings one a line in the Gomocup offset format.
func Write(w io.Writer, ops []Opening) error {
	for _, o := range ops {
		if _, err := fmt.Fprintln(w, o.String()); err != nil {
			return err
		}
	}
	return nil
}
