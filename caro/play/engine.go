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
	return res.Move, Report(res, b, s.Lang), nil
}

// sourceNames says how the engine chose its move (Result.Source), in
// English and Vietnamese.
var sourceNames = map[string][2]string{
	"opening": {"opening (the centre)", "khai cuộc (ô giữa)"},
	"win":     {"a five", "thành năm"},
	"forced":  {"the only block", "nước chặn bắt buộc"},
	"vcf":     {"VCF (a win by continuous fours)", "VCF (thắng bằng chuỗi nước bốn)"},
	"vct":     {"VCT (a win by continuous threats)", "VCT (thắng bằng chuỗi đe dọa)"},
	"search":  {"alpha-beta search", "tìm kiếm alpha-beta"},
	"seed002": {"seed 002's engine", "máy của tài liệu 002"},
}

// scoreText writes a score for people: a number, or a proven win or loss
// in plies.
func scoreText(score int, vi bool) string {
	switch {
	case score > engine.WinThreshold && vi:
		return fmt.Sprintf("thắng sau %d lượt", engine.WinScore-score)
	case score > engine.WinThreshold:
		return fmt.Sprintf("win in %d plies", engine.WinScore-score)
	case score < -engine.WinThreshold && vi:
		return fmt.Sprintf("thua sau %d lượt", engine.WinScore+score)
	case score < -engine.WinThreshold:
		return fmt.Sprintf("loss in %d plies", engine.WinScore+score)
	}
	return fmt.Sprint(score)
}

// Report is the statistics line of a search in lang ("en" or "vi"), with
// the cells named as the board shows them (h8): how the move was chosen,
// depth, score, nodes, evaluations, branching factor, time, speed and the
// principal variation. The terms are the glossary's (docs/teaching.vi.md).
func Report(res engine.Result, b *caro.Board, lang string) string {
	vi := lang == "vi"
	var pv []string
	for _, p := range res.PV {
		pv = append(pv, cellName(b, p))
	}
	how := res.Source
	if n, ok := sourceNames[res.Source]; ok {
		how = n[0]
		if vi {
			how = n[1]
		}
	}
	format := "how: %s; depth %d, score %s, nodes %d, evaluations %d, branching factor %.2f, time %v, %d nodes/s; principal variation: %s"
	if vi {
		format = "cách chọn: %s; độ sâu %d, điểm %s, số nút %d, số lần lượng giá %d, hệ số phân nhánh %.2f, thời gian %v, %d nút/giây; biến chính: %s"
	}
	line := strings.Join(pv, " ")
	if line == "" {
		line = "—"
	}
	return fmt.Sprintf(format, how, res.Depth, scoreText(res.Score, vi), res.Nodes, res.Evaluations,
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
		line = append(line, cellName(b, p))
	}
	if vi {
		return fmt.Sprintf("thắng cưỡng bức (%s), bắt đầu ở %s: %s", strings.ToUpper(r.Kind), cellName(b, r.Move), strings.Join(line, " ")), nil
	}
	return fmt.Sprintf("forced win (%s) starting at %s: %s", strings.ToUpper(r.Kind), cellName(b, r.Move), strings.Join(line, " ")), nil
}
