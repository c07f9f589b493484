package play

import (
	"context"
	"fmt"
	"strings"
	"time"

	"alphabeta/caro"
	"alphabeta/caro/engine"
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
	lim := engine.Limits{Time: s.Time}
	switch {
	case s.Nodes > 0:
		lim = engine.Limits{Nodes: s.Nodes}
	case hint && s.HintTime > 0:
		lim.Time = s.HintTime
	}
	res, err := s.Engine.Search(ctx, engine.PositionFromBoard(b), lim, nil)
	if err != nil {
		return caro.Point{}, "", err
	}
	return res.Move, res.Summary(), nil
}

// Solve looks for a forced win (VCF, then VCT) within a second.
func (s *Strong) Solve(ctx context.Context, b *caro.Board) (string, error) {
	r, err := engine.Solve(ctx, engine.PositionFromBoard(b), engine.SolveOptions{Time: time.Second, VCT: true})
	if err != nil {
		return "", err
	}
	vi := s.Lang == "vi"
	if !r.Win {
		switch {
		case vi && r.Complete:
			return "không tìm thấy thắng cưỡng bức (VCF/VCT)", nil
		case vi:
			return "không tìm thấy thắng cưỡng bức trong 1 giây", nil
		case r.Complete:
			return "no forced win found (VCF/VCT)", nil
		}
		return "no forced win found within 1 s", nil
	}
	var line []string
	for _, p := range r.Line {
		line = append(line, fmt.Sprintf("%c%d", 'a'+p.X, p.Y+1))
	}
	if b.Width() > 26 {
		line = strings.Fields(caro.FormatMoves(r.Line))
	}
	if vi {
		return fmt.Sprintf("thắng cưỡng bức (%s), bắt đầu %v: %s", strings.ToUpper(r.Kind), r.Move, strings.Join(line, " ")), nil
	}
	return fmt.Sprintf("forced win (%s) starting at %v: %s", strings.ToUpper(r.Kind), r.Move, strings.Join(line, " ")), nil
}
