package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"alphabeta/caro"
	"alphabeta/caro/tictactoe"
)

func init() {
	register("tictactoe", "solve tic-tac-toe with minimax/alpha-beta, or play against the perfect engine", runTicTacToe)
}

func tictactoeUsage(w io.Writer) {
	fmt.Fprint(w, `Usage:
  alphabeta tictactoe solve [--algo minimax|alphabeta|both] [--json] [--board "X.O......"]
  alphabeta tictactoe play [--as x|o] [--lang en|vi]

solve searches to the end of the game and prints the value (from X's view:
0 = draw; a win is worth 1 + the empty cells left at its end), the best move,
the nodes visited (root included), evaluations, cut-offs and the time. From
the empty board minimax visits 549,946 nodes. --board gives the position as
nine cells row by row (X, O, .); the side to move follows from the counts.
--json prints one object per algorithm ({"results": [..]} for both).

play: you against the perfect engine in the terminal; cells are numbered 1-9.
`)
}

func runTicTacToe(args []string) int {
	if len(args) == 0 {
		tictactoeUsage(os.Stderr)
		return 2
	}
	switch args[0] {
	case "-h", "--help", "-help", "help":
		if args[0] == "help" && len(args) > 1 {
			return runTicTacToe([]string{args[1], "-h"}) // help solve = solve -h
		}
		tictactoeUsage(os.Stdout)
		return 0
	case "solve":
		return tictactoeSolve(args[1:], os.Stdout)
	case "play":
		return tictactoePlay(args[1:])
	}
	fmt.Fprintf(os.Stderr, "alphabeta tictactoe: unknown subcommand %q\n\n", args[0])
	tictactoeUsage(os.Stderr)
	return 2
}

func tictactoeSolve(args []string, out io.Writer) int {
	fs := flag.NewFlagSet("tictactoe solve", flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	algo := fs.String("algo", "both", "minimax, alphabeta or both")
	asJSON := fs.Bool("json", false, "print JSON")
	board := fs.String("board", "", `position, nine cells row by row: X, O or . (e.g. "X.O......"); empty board by default`)
	fs.Usage = func() { tictactoeUsage(os.Stderr); fs.PrintDefaults() }
	if code, ok := parseFlagsOnly(fs, args, nil); !ok {
		return code
	}
	b, err := tictactoe.Parse(*board)
	if err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta tictactoe solve:", err)
		return 2
	}
	algos := []string{*algo}
	if *algo == "both" {
		algos = tictactoe.Algorithms
	}
	var reports []tictactoe.Report
	for _, a := range algos {
		r, err := tictactoe.Solve(b, a)
		if err != nil {
			fmt.Fprintln(os.Stderr, "alphabeta tictactoe solve:", err)
			return 2
		}
		reports = append(reports, r)
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		if len(reports) == 1 {
			_ = enc.Encode(reports[0])
		} else {
			_ = enc.Encode(map[string]any{"results": reports})
		}
		return 0
	}
	fmt.Fprintf(out, "board        %s (%s to move)\n", reports[0].Board, reports[0].ToMove)
	for _, r := range reports {
		fmt.Fprintf(out, "\nalgorithm    %s\n", r.Algo)
		fmt.Fprintf(out, "value        %g (%s)\n", r.Value, outcomeText(r))
		if r.Best != "" {
			var x, y int
			fmt.Sscanf(r.Best, "%d,%d", &x, &y)
			fmt.Fprintf(out, "best move    %s (cell %d)\n", r.Best, y*3+x+1)
			fmt.Fprintf(out, "line         %s\n", strings.Join(r.PV, " "))
		}
		fmt.Fprintf(out, "nodes        %s (root included)\n", thousands(r.Nodes))
		fmt.Fprintf(out, "evaluations  %s\n", thousands(r.Evaluations))
		fmt.Fprintf(out, "cut-offs     %s\n", thousands(r.Cutoffs))
		fmt.Fprintf(out, "time         %.1f ms\n", r.TimeMS)
	}
	if len(reports) == 2 && reports[0].Nodes > 0 {
		fmt.Fprintf(out, "\nalpha-beta visited %.1f%% of minimax's nodes (%s of %s)\n",
			100*float64(reports[1].Nodes)/float64(reports[0].Nodes), thousands(reports[1].Nodes), thousands(reports[0].Nodes))
	}
	return 0
}

func outcomeText(r tictactoe.Report) string {
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

func tictactoePlay(args []string) int {
	fs := flag.NewFlagSet("tictactoe play", flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	as := fs.String("as", "", "your side: x (moves first) or o; asked when not given")
	lang := fs.String("lang", "en", "language of the messages: en or vi")
	fs.Usage = func() { tictactoeUsage(os.Stderr); fs.PrintDefaults() }
	if code, ok := parseFlagsOnly(fs, args, lang); !ok {
		return code
	}
	o := tictactoe.PlayOptions{Lang: *lang}
	switch strings.ToLower(*as) {
	case "":
	case "x":
		o.Human = caro.Black
	case "o":
		o.Human = caro.White
	default:
		fmt.Fprintf(os.Stderr, "alphabeta tictactoe play: --as %q: want x or o\n", *as)
		return 2
	}
	if err := tictactoe.Play(os.Stdin, os.Stdout, o); err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta tictactoe play:", err)
		return 1
	}
	return 0
}
