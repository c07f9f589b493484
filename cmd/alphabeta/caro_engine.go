package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
	"github.com/alphabeta-go/alphabeta/caro/pbrain"
	"github.com/alphabeta-go/alphabeta/internal/cli"
)

func init() {
	registerCaro("solve", "does the side to move have a forced win (VCF, VCT)? prints the first move and the line", runCaroSolve)
	registerCaro("engine", "the engine as a Gomocup brain (pbrain protocol on stdin/stdout), like pbrain-alphabeta", runCaroEngine)
	registerCaro("bench", "engine benchmarks: the VCF puzzle suite, or games against the seed-002 baseline", runCaroBench)
}

// caroPositionFlags are the flags that describe a position.
type caroPositionFlags struct {
	rule   *string
	size   *int
	width  *int
	height *int
	moves  *string
}

func addPositionFlags(fs *flag.FlagSet) caroPositionFlags {
	return caroPositionFlags{
		rule:   fs.String("rule", "freestyle", "rule: freestyle, standard, renju, caro, caro-exact"),
		size:   fs.Int("size", 15, "board size (square)"),
		width:  fs.Int("width", 0, "board width (overrides --size)"),
		height: fs.Int("height", 0, "board height (overrides --size)"),
		moves:  fs.String("moves", "", `moves played, black first: "7,7 8,8 ..." (x,y 0-based; -1,-1 passes)`),
	}
}

// position is the position the flags describe (engine.NewPosition refuses
// a finished game). Errors speak English and Vietnamese.
func (f caroPositionFlags) position() (engine.Position, error) {
	rule, err := caro.ParseRule(*f.rule)
	if err != nil {
		return engine.Position{}, err
	}
	w, h := *f.size, *f.size
	if *f.width > 0 {
		w = *f.width
	}
	if *f.height > 0 {
		h = *f.height
	}
	moves, err := caro.ParseMoves(*f.moves)
	if err != nil {
		return engine.Position{}, err
	}
	return engine.NewPosition(w, h, rule, moves)
}

func runCaroSolve(args []string) int {
	fs := flag.NewFlagSet("caro solve", flag.ContinueOnError)
	pf := addPositionFlags(fs)
	limit := fs.Duration("time", 10*time.Second, "time limit")
	vct := fs.Bool("vct", true, "also search wins by threes (VCT) when there is no VCF")
	lang := fs.String("lang", "en", "language: en or vi")
	const usage = "Usage: alphabeta caro solve --moves \"7,7 8,8 ...\" [--rule R] [--size 15] [--time 10s] [--vct=false] [--lang en|vi]\n" +
		"Prints whether the side to move has a forced win, its first move and the line\n" +
		"(attacker, defender, ...; (any) where no defence helps, before the five)."
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), usage)
		fs.PrintDefaults()
	}
	cli.SetVietnameseHelp(fs, vietnamese, usage)
	if code, ok := cli.ParseOnly(fs, args, lang); !ok {
		return code
	}
	pos, err := pf.position()
	if err != nil {
		return usageError(fs, *lang, "%v", err)
	}
	r, err := engine.Solve(context.Background(), pos, engine.SolveOptions{Time: *limit, VCT: *vct})
	if err != nil {
		return failure(fs, *lang, "%v", err)
	}
	side := caro.Black
	if len(pos.Moves)%2 == 1 {
		side = caro.White
	}
	switch {
	case r.Win:
		say(os.Stdout, *lang, "%v to move has a forced win (%s): first move %v", side, strings.ToUpper(r.Kind), r.Move)
		say(os.Stdout, *lang, "line: %s", formatWinLine(*lang, r.Line))
	case r.Complete && !*vct:
		say(os.Stdout, *lang, "%v to move: no forced win by %s exists", side, "VCF")
	default:
		say(os.Stdout, *lang, "%v to move: no forced win found", side)
	}
	say(os.Stdout, *lang, "nodes %d, time %v", r.Nodes, r.Elapsed.Round(time.Microsecond))
	return 0
}

func runCaroBench(args []string) int {
	fs := flag.NewFlagSet("caro bench", flag.ContinueOnError)
	file := fs.String("file", "", "puzzle file (vcf.tsv format); default: the bundled suite")
	suite := fs.String("suite", "vcf", "bundled puzzle suite: vcf (wins by fours) or vct (wins that need threes; solved with VCT)")
	limit := fs.Duration("time", 0, "time per puzzle (default 1s for vcf, 2s for vct), or per move in games (default 1s)")
	verbose := fs.Bool("v", false, "print every puzzle")
	games := fs.Int("games", 0, "instead of puzzles, play this many games: engine vs the seed-002 baseline")
	ruleName := fs.String("rule", "freestyle", "rule for games: freestyle, standard, renju, caro, caro-exact")
	size := fs.Int("size", 15, "board size for games")
	depth := fs.Int("baseline-depth", 2, "the baseline's fixed depth")
	threads := fs.Int("threads", 1, "engine threads")
	lang := fs.String("lang", "en", "language: en or vi")
	signature := fs.Bool("signature", false, "print the engine's search signature instead (total nodes of fixed-depth searches of fixed positions)")
	const usage = "Usage: alphabeta caro bench [--suite vcf|vct] [--file puzzles.tsv] [--time 1s] [-v] | --games N [--time 100ms]\n       alphabeta caro bench --signature\n\nWith --signature, searches the engine's signature positions to a fixed depth\nand prints `signature N`, N the total of their nodes: it does not depend on the\nmachine, and changes only when the search visits other nodes."
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), usage)
		fs.PrintDefaults()
	}
	cli.SetVietnameseHelp(fs, vietnamese, usage)
	if code, ok := cli.ParseOnly(fs, args, lang); !ok {
		return code
	}
	if *signature {
		if other := cli.OtherFlagsSet(fs, "signature"); len(other) > 0 {
			fmt.Fprintf(os.Stderr, "alphabeta caro bench: --signature takes no other flag (got %s)\n", strings.Join(other, " "))
			return 2
		}
		start := time.Now()
		nodes, err := engine.Signature(context.Background())
		if err != nil {
			fmt.Fprintln(os.Stderr, "alphabeta caro bench:", err)
			return 1
		}
		fmt.Printf("signature %d\n(%d positions at depth %d, %v)\n", nodes, engine.SignaturePositions, engine.SignatureDepth, time.Since(start).Round(time.Millisecond))
		return 0
	}
	vct := false
	switch *suite {
	case "vcf":
	case "vct":
		vct = true
	default:
		return usageError(fs, *lang, "--suite %q: want vcf or vct", *suite)
	}
	if *limit < 0 {
		return usageError(fs, *lang, "--time must not be negative")
	}
	if *limit == 0 {
		*limit = time.Second
		if vct && *games == 0 {
			*limit = 2 * time.Second
		}
	}
	if *games > 0 {
		rule, err := caro.ParseRule(*ruleName)
		if err == nil {
			err = cli.CheckHashThreads(32, *threads)
		}
		if err != nil {
			return usageError(fs, *lang, "%v", err)
		}
		m := engine.BaselineMatch{Games: *games, Size: *size, Rule: rule, Limits: engine.Limits{MoveTime: *limit}, BaselineDepth: *depth}
		s, err := engine.PlayBaseline(context.Background(), engine.New(engine.Options{HashMB: 32, Threads: *threads}), m,
			func(game int, c caro.Stone, moves []caro.Point) {
				say(os.Stdout, *lang, "lost game %d (engine %v): %s", game, c, caro.FormatMoves(moves))
			})
		if err != nil {
			return failure(fs, *lang, "%v", err)
		}
		say(os.Stdout, *lang, "%d games: engine %d wins, %d losses, %d draws (%.1f%%)", s.Games, s.Wins, s.Losses, s.Draws, s.Percent())
		return 0
	}
	var ps []engine.Puzzle
	var err error
	switch {
	case *file == "" && vct:
		ps, err = engine.VCTPuzzles()
	case *file == "":
		ps, err = engine.VCFPuzzles()
	default:
		var data []byte
		if data, err = cli.ReadFileLimited(*file, cli.MaxInputFile); err == nil {
			ps, err = engine.ReadPuzzles(data)
		}
	}
	if err != nil {
		return failure(fs, *lang, "%v", err)
	}
	st := engine.RunSuite(context.Background(), ps, engine.SolveOptions{Time: *limit, VCT: vct}, func(p engine.Puzzle, r engine.SolveResult) {
		if *verbose {
			say(os.Stdout, *lang, "%-20s win=%-5v %-4s %-6v nodes=%-8d %v", p.ID, r.Win, r.Kind, r.Move, r.Nodes, r.Elapsed.Round(time.Microsecond))
		}
	})
	pct := 0.0
	if st.Total > 0 {
		pct = 100 * float64(st.Solved) / float64(st.Total)
	}
	say(os.Stdout, *lang, "solved %d/%d (%.1f%%), median time %v, max %v, median nodes %d, total %v", st.Solved, st.Total, pct,
		st.MedianTime.Round(time.Microsecond), st.MaxTime.Round(time.Microsecond), st.MedianNodes, st.Elapsed.Round(time.Millisecond))
	if len(st.Unsolved) > 0 {
		say(os.Stdout, *lang, "unsolved: %s", strings.Join(st.Unsolved, " "))
	}
	return 0
}

// runCaroEngine is pbrain-alphabeta under another name.
func runCaroEngine(args []string) int {
	return pbrain.Main("alphabeta caro engine", args, os.Stdin, os.Stdout, os.Stderr)
}

// formatWinLine writes a winning line; a defender's pass in it means that no
// reply helps (a double four, an open four), so it reads "(any)".
func formatWinLine(lang string, line []caro.Point) string {
	parts := make([]string, len(line))
	for i, p := range line {
		if p == caro.Pass {
			parts[i] = tr(lang, "(any)")
		} else {
			parts[i] = p.String()
		}
	}
	return strings.Join(parts, " ")
}
