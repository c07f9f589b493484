package engine

import (
	"fmt"
	"strings"

	"github.com/alphabeta-go/alphabeta/caro"
)

// Result is the engine's answer: the move, how it was chosen, and the
// search's totals under Info's names, for the whole search (Nodes counts
// the threat solvers' too), as the xiangqi engine's Result embeds its Info.
type Result struct {
	Move caro.Point
	// Source says how the move was chosen: "opening", "win" (a five),
	// "forced" (the only block), "vcf", "vct", "search" or "seed002".
	Source string
	Info   // Score: side to move's view; > WinThreshold: proven win
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
		r.Time.Round(1e5), r.NPS(), strings.Join(pv, " "))
}

// ScoreString writes a score, a win in N plies as "win-in-N" and a loss as
// "loss-in-N".
func ScoreString(s int) string {
	switch {
	case s > WinThreshold:
		return fmt.Sprintf("win-in-%d", WinScore-s)
	case s < -WinThreshold:
		return fmt.Sprintf("loss-in-%d", WinScore+s)
	}
	return fmt.Sprint(s)
}
