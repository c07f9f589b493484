package tictactoe

import (
	"fmt"
	"io"
	"strings"
)

// WriteText writes reports as `alphabeta tictactoe solve` prints them: the
// board, then per algorithm its value and why, the best move and line, the
// counters and the time; with two reports (minimax, then alpha-beta), the
// share of minimax's nodes that alpha-beta visited.
func WriteText(w io.Writer, reports []Report) {
	if len(reports) == 0 {
		return
	}
	fmt.Fprintf(w, "board        %s (%s to move)\n", reports[0].Board, reports[0].ToMove)
	for _, r := range reports {
		fmt.Fprintf(w, "\nalgorithm    %s\n", r.Algo)
		fmt.Fprintf(w, "value        %g (%s)\n", r.Value, r.outcomeText())
		if r.Best != "" {
			var x, y int
			fmt.Sscanf(r.Best, "%d,%d", &x, &y)
			fmt.Fprintf(w, "best move    %s (cell %d)\n", r.Best, y*3+x+1)
			fmt.Fprintf(w, "line         %s\n", strings.Join(r.PV, " "))
		}
		fmt.Fprintf(w, "nodes        %s (root included)\n", thousands(r.Nodes))
		fmt.Fprintf(w, "evaluations  %s\n", thousands(r.Evaluations))
		fmt.Fprintf(w, "cut-offs     %s\n", thousands(r.Cutoffs))
		fmt.Fprintf(w, "time         %.1f ms\n", r.TimeMS)
	}
	if len(reports) == 2 && reports[0].Nodes > 0 {
		fmt.Fprintf(w, "\nalpha-beta visited %.1f%% of minimax's nodes (%s of %s)\n",
			100*float64(reports[1].Nodes)/float64(reports[0].Nodes), thousands(reports[1].Nodes), thousands(reports[0].Nodes))
	}
}

func (r Report) outcomeText() string {
	switch {
	case r.Outcome == "draw" && r.Plies == 0:
		return "draw: the board is full"
	case r.Outcome == "draw":
		return "draw with perfect play"
	case r.Plies == 0:
		return r.Outcome + ": the game is over"
	}
	if r.Plies == 1 {
		return r.Outcome + " in 1 ply with perfect play"
	}
	return fmt.Sprintf("%s in %d plies with perfect play", r.Outcome, r.Plies)
}

// thousands writes n with commas between groups of three digits.
func thousands(n int64) string {
	s := fmt.Sprint(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}
