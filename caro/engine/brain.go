package engine

import (
	"context"
	"fmt"
	"strings"

	"alphabeta/caro"
	"alphabeta/caro/pbrain"
)

// Brain plays the Gomocup protocol (package pbrain) with an Engine.
type Brain struct {
	opts Options
	eng  *Engine
	name string
}

// NewBrain returns a protocol brain around a new engine.
func NewBrain(opts Options) *Brain {
	return &Brain{opts: opts, eng: New(opts), name: "pbrain-alphabeta"}
}

// About answers ABOUT.
func (b *Brain) About() string {
	return fmt.Sprintf(`name="%s", version="%s", author="alphabeta project", country="VN", www="", email=""`, b.name, brainVersion)
}

// NewGame starts a game: sizes 5..32 are played, the table is cleared.
func (b *Brain) NewGame(w, h int) error {
	if w < MinSize || h < MinSize || w > MaxSize || h > MaxSize {
		return fmt.Errorf("unsupported size %dx%d (this brain plays %d..%d)", w, h, MinSize, MaxSize)
	}
	b.eng.Clear()
	return nil
}

// Move searches the request's position within its time budget and reports
// the statistics of the search as a MESSAGE.
func (b *Brain) Move(ctx context.Context, req *pbrain.Request) (caro.Point, error) {
	if mem := req.Limits.MaxMemory; mem > 0 {
		// Keep the table within a third of the memory the manager allows.
		if want := int(mem / 3 >> 20); want < b.hashMB() {
			b.opts.HashMB = max(1, want)
			b.eng = New(b.opts)
		}
	}
	pos := PositionFromStones(req.Position)
	res, err := b.eng.Search(ctx, pos, Limits{Time: req.Limits.Budget()}, nil)
	if err != nil {
		return caro.Point{}, err
	}
	req.Messagef("%s", res.Summary())
	return res.Move, nil
}

func (b *Brain) hashMB() int {
	if b.opts.HashMB <= 0 {
		return 16
	}
	return b.opts.HashMB
}

// Summary is a one-line report of a search: source, depth, score, nodes,
// evaluations, branching factor, time, speed and the principal line.
func (r Result) Summary() string {
	var pv []string
	for _, p := range r.PV {
		pv = append(pv, p.String())
	}
	return fmt.Sprintf("%s depth %d score %s nodes %d evals %d bf %.2f time %v nps %d pv %s",
		r.Source, r.Depth, ScoreString(r.Score), r.Nodes, r.Evaluations, r.BranchingFactor,
		r.Elapsed.Round(1e5), r.NPS, strings.Join(pv, " "))
}

// ScoreString writes a score, wins as "win in N" (plies) and losses as
// "loss in N".
func ScoreString(s int) string {
	switch {
	case s > WinThreshold:
		return fmt.Sprintf("win-in-%d", WinScore-s)
	case s < -WinThreshold:
		return fmt.Sprintf("loss-in-%d", WinScore+s)
	}
	return fmt.Sprint(s)
}

// PositionFromStones turns the protocol's position (stones with owners, in
// any order) into a move list, black first, inserting passes where the
// counts do not alternate, so that the brain is the side to move.
func PositionFromStones(p pbrain.Position) Position {
	me := p.Colour()
	var black, white []caro.Point
	for _, s := range p.Stones {
		if s.Own == (me == caro.Black) {
			black = append(black, s.P)
		} else {
			white = append(white, s.P)
		}
	}
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
	if (len(moves)%2 == 0) != (me == caro.Black) {
		moves = append(moves, caro.Pass)
	}
	return Position{Width: p.Width, Height: p.Height, Rule: p.Rule, Moves: moves}
}

// swapThreshold is how bad white's position must look (to the side to move,
// white) before the brain takes black in Swap2.
const swapThreshold = -600

// Swap2 answers the Swap2 opening: with no stones it proposes the first
// three (a short opening, centred); with three or five it searches white's
// move and swaps (takes black) when white's position looks bad.
func (b *Brain) Swap2(ctx context.Context, req *pbrain.Request) ([]caro.Point, bool, error) {
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
	res, err := b.eng.Search(ctx, PositionFromStones(p), Limits{Time: req.Limits.Budget()}, nil)
	if err != nil {
		return nil, false, err
	}
	if res.Score < swapThreshold {
		return nil, true, nil
	}
	return []caro.Point{res.Move}, false, nil
}
