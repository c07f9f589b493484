package play

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

// Strong is the Engine of package caro/engine.
type Strong struct {
	Engine   *engine.Engine
	Time     time.Duration // per move
	HintTime time.Duration // per hint (default Time)
	// Nodes, when > 0, bounds every move and hint in place of the times: with
	// one thread the engine then plays the same moves on any machine.
	Nodes int64
	Lang  string
}

// Move searches b for its side to move.
func (s *Strong) Move(ctx context.Context, b *caro.Board, hint bool) (caro.Point, string, error) {
	lim := engine.Limits{MoveTime: s.Time}
	switch {
	case s.Nodes > 0:
		lim = engine.Limits{Nodes: s.Nodes}
	case hint && s.HintTime > 0:
		lim.MoveTime = s.HintTime
	}
	res, err := s.Engine.Search(ctx, engine.PositionFromBoard(b), lim, nil)
	if err != nil {
		return caro.Point{}, "", err
	}
	return res.Move, Report(res, b, s.Lang), nil
}

// sourceName says how the engine chose its move (Result.Source), as a
// message of the catalogue; an unknown source is said as it is.
func sourceName(source string) any {
	switch source {
	case "opening":
		return messages.Msg("opening (the centre)")
	case "win":
		return messages.Msg("a five")
	case "forced":
		return messages.Msg("the only block")
	case "vcf":
		return messages.Msg("VCF (a win by continuous fours)")
	case "vct":
		return messages.Msg("VCT (a win by continuous threats)")
	case "search":
		return messages.Msg("alpha-beta search")
	case "seed002":
		return messages.Msg("seed 002's engine")
	}
	return source
}

// scoreText writes a score for people in lang: a number, or a proven win
// or loss in plies.
func scoreText(score int, lang string) string {
	switch {
	case score > engine.WinThreshold:
		return tr(lang, "win in %d plies", engine.WinScore-score)
	case score < -engine.WinThreshold:
		return tr(lang, "loss in %d plies", engine.WinScore+score)
	}
	return fmt.Sprint(score)
}

// Report is the statistics line of a search in lang ("en" or "vi"), with
// the cells named as the board shows them (h8): how the move was chosen,
// depth, score, nodes, evaluations, branching factor, time, speed and the
// principal variation. The terms are the glossary's (docs/teaching.vi.md).
func Report(res engine.Result, b *caro.Board, lang string) string {
	var pv []string
	for _, p := range res.PV {
		pv = append(pv, cellName(b, p))
	}
	line := strings.Join(pv, " ")
	if line == "" {
		line = "—"
	}
	return tr(lang, "how: %s; depth %d, score %s, nodes %d, evaluations %d, branching factor %.2f, time %v, %d nodes/s; principal variation: %s",
		sourceName(res.Source), res.Depth, scoreText(res.Score, lang), res.Nodes, res.Evaluations,
		res.BranchingFactor, res.Time.Round(100*time.Microsecond), res.NPS(), line)
}

// cellName names a cell as the board is drawn: h8 (column letter, row from
// the top), or the protocol's x,y on boards wider than the alphabet.
func cellName(b *caro.Board, p caro.Point) string {
	if b.Width() <= 26 {
		return fmt.Sprintf("%c%d", 'a'+p.X, p.Y+1)
	}
	return p.String()
}

// Solve looks for a forced win (VCF, then VCT) within a second.
func (s *Strong) Solve(ctx context.Context, b *caro.Board) (string, error) {
	r, err := engine.Solve(ctx, engine.PositionFromBoard(b), engine.SolveOptions{Time: time.Second, VCT: true})
	if err != nil {
		return "", err
	}
	if !r.Win {
		if r.Complete {
			return tr(s.Lang, "no forced win found (VCF/VCT)"), nil
		}
		return tr(s.Lang, "no forced win found within 1 s"), nil
	}
	var line []string
	for _, p := range r.Line {
		line = append(line, cellName(b, p))
	}
	return tr(s.Lang, "forced win (%s) starting at %s: %s", strings.ToUpper(r.Kind), cellName(b, r.Move), strings.Join(line, " ")), nil
}
