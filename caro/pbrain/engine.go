package pbrain

import (
	"context"
	"fmt"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

// EngineBrain is a Brain, with Swap2, that plays with a player of package
// caro/engine: the strong Engine (NewEngineBrain) or the seed-002 Baseline
// (NewBaselineBrain).
type EngineBrain struct {
	// Limits, when not zero, bound every search in place of the manager's
	// time budget: with one thread, a Nodes or Depth limit makes the
	// brain's moves the same on any machine (tests, reproducible matches).
	// The manager's hard limit still stops a search.
	Limits engine.Limits

	opts engine.Options
	eng  engine.Player
	// strong is eng when it is the strong Engine, whose table the
	// manager's memory limit sizes; nil for the baseline.
	strong *engine.Engine
	// tableSize is the MiB the strong engine's table was last made with
	// under a memory limit (0: hashMB).
	tableSize int
	name      string
}

// NewEngineBrain returns a brain around a new strong engine.
func NewEngineBrain(opts engine.Options) *EngineBrain {
	e := engine.New(opts)
	return &EngineBrain{opts: opts, eng: e, strong: e, name: "pbrain-alphabeta"}
}

// NewBaselineBrain returns a brain around the seed-002 baseline searching
// to depth (0: its default): `pbrain-alphabeta --style seed002`.
func NewBaselineBrain(depth int) *EngineBrain {
	return &EngineBrain{eng: engine.NewBaseline(depth), name: "pbrain-alphabeta"}
}

// About answers ABOUT.
func (b *EngineBrain) About() string {
	return fmt.Sprintf(`name="%s", version="%s", author="alphabeta project", country="VN", www="", email=""`, b.name, brainVersion)
}

// NewGame starts a game: the engine's sizes are played, its table is cleared.
func (b *EngineBrain) NewGame(w, h int) error {
	if w < engine.MinSize || h < engine.MinSize || w > engine.MaxSize || h > engine.MaxSize {
		return fmt.Errorf("unsupported size %dx%d (this brain plays %d..%d)", w, h, engine.MinSize, engine.MaxSize)
	}
	b.eng.Clear()
	return nil
}

// Move searches the request's position within its limits and reports the
// statistics of the search as a MESSAGE.
func (b *EngineBrain) Move(ctx context.Context, req *Request) (caro.Point, error) {
	if b.strong != nil {
		if mb := TableMB(req.Limits.MaxMemory, b.hashMB()); mb != b.tableMB() {
			opts := b.opts
			opts.HashMB = mb
			b.tableSize = mb
			b.strong = engine.New(opts)
			b.eng = b.strong
		}
	}
	res, err := b.eng.Search(ctx, req.Position.EnginePosition(), b.limits(req), nil)
	if err != nil {
		return caro.Point{}, err
	}
	req.Messagef("%s", res.Summary())
	return res.Move, nil
}

// limits are the search limits of a request: the brain's own, or the
// manager's clock as Limits (engine.Clock.Limits: MoveTime the turn time,
// Clock the match time left, "time_left 0" as the least positive clock),
// from which the engine's time plan takes the budget, and up to three
// times it within a third of the hard limit for a critical position.
//
// Under "timeout_turn 0" the search is a fast one (Limits.Search:
// FastDepth, FastNodes), and the manager's max_depth and max_node cap
// every search, the brain's own Limits included.
func (b *EngineBrain) limits(req *Request) engine.Limits {
	if b.Limits != (engine.Limits{}) {
		return req.Limits.Cap(b.Limits)
	}
	return req.Limits.Search()
}

// TableMB is the transposition table's size in MiB under the manager's
// max_memory (bytes, 0: no limit) for a brain set up with hashMB: a third
// of max_memory (the rest is the program's own and the threat solver's),
// no more than hashMB, and when a third is less than 1 MiB the smallest
// table, 1 MiB.
func TableMB(maxMemory int64, hashMB int) int {
	if maxMemory <= 0 {
		return hashMB
	}
	return int(max(1, min(int64(hashMB), maxMemory/3>>20)))
}

// tableMB is the size the strong engine's table was made with.
func (b *EngineBrain) tableMB() int {
	if b.tableSize > 0 {
		return b.tableSize
	}
	return b.hashMB()
}

func (b *EngineBrain) hashMB() int {
	if b.opts.HashMB <= 0 {
		return 16
	}
	return b.opts.HashMB
}

// swapThreshold is how bad white's position must look (to the side to move,
// white) before the brain takes black in Swap2.
const swapThreshold = -600

// Swap2 answers the Swap2 opening: with no stones it proposes the first
// three (a short opening, centred); with three or five it searches white's
// move and swaps (takes black) when white's position looks bad.
func (b *EngineBrain) Swap2(ctx context.Context, req *Request) ([]caro.Point, bool, error) {
	p := req.Position
	if len(p.Stones) == 0 {
		for _, o := range caro.Openings() {
			if moves, err := o.On(p.Width, p.Height); err == nil && len(moves) == 3 {
				return moves, false, nil
			}
		}
		cx, cy := p.Width/2, p.Height/2
		return []caro.Point{{X: cx, Y: cy}, {X: cx + 1, Y: cy}, {X: cx + 1, Y: cy + 2}}, false, nil
	}
	res, err := b.eng.Search(ctx, p.EnginePosition(), b.limits(req), nil)
	if err != nil {
		return nil, false, err
	}
	if res.Score < swapThreshold {
		return nil, true, nil
	}
	return []caro.Point{res.Move}, false, nil
}

// EnginePosition is the position as the engine takes it: a move list, black
// first, with passes inserted where the counts of the stones do not
// alternate, so that the brain is the side to move. The stones of each
// colour keep the order in which they arrived.
func (p Position) EnginePosition() engine.Position {
	black, white := p.stonesByColour()
	moves := make([]caro.Point, 0, len(black)+len(white)+2)
	for i := 0; i < len(black) || i < len(white); i++ {
		if i < len(black) {
			moves = append(moves, black[i])
		} else {
			moves = append(moves, caro.Pass)
		}
		if i < len(white) {
			moves = append(moves, white[i])
		} else if i+1 < len(black) {
			moves = append(moves, caro.Pass)
		}
	}
	if (len(moves)%2 == 0) != (p.Colour() == caro.Black) {
		moves = append(moves, caro.Pass)
	}
	return engine.Position{Width: p.Width, Height: p.Height, Rule: p.Rule, Moves: moves}
}

// stonesByColour splits the stones into black's and white's, the brain
// having the colour Colour gives it.
func (p Position) stonesByColour() (black, white []caro.Point) {
	brainBlack := p.Colour() == caro.Black
	for _, s := range p.Stones {
		if s.Own == brainBlack {
			black = append(black, s.P)
		} else {
			white = append(white, s.P)
		}
	}
	return black, white
}
