package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"alphabeta/caro"
	"alphabeta/caro/engine"
	"alphabeta/caro/pbrain"
)

func init() {
	registerCaro("solve", "does the side to move have a forced win (VCF, VCT)? prints the first move and the line", runCaroSolve)
	registerCaro("engine", "the engine as a Gomocup brain (pbrain protocol on stdin/stdout), like pbrain-alphabeta", runCaroEngine)
	registerCaro("bench", "engine benchmarks: the VCF puzzle suite, or games against the seed-002 baseline", runCaroBench)
}

// caroText holds the messages of the engine commands in English and Vietnamese.
var caroText = map[string][2]string{
	"win":      {"%s to move has a forced win (%s): first move %v", "%s đi trước có thắng cưỡng bức (%s): nước đầu %v"},
	"nowin":    {"%s to move: no forced win found", "%s đi: không tìm thấy thắng cưỡng bức"},
	"nowinall": {"%s to move: no forced win by %s exists", "%s đi: không có thắng cưỡng bức bằng %s"},
	"line":     {"line: %s", "đường thắng: %s"},
	"any":      {"(any)", "(bất kỳ)"},
	"stats":    {"nodes %d, time %v", "số nút %d, thời gian %v"},
	"black":    {"black", "đen"},
	"white":    {"white", "trắng"},
	"suite":    {"solved %d/%d (%.1f%%), median time %v, max %v, median nodes %d, total %v", "giải được %d/%d (%.1f%%), thời gian trung vị %v, lớn nhất %v, số nút trung vị %d, tổng %v"},
	"games":    {"%d games: engine %d wins, %d losses, %d draws (%.1f%%)", "%d ván: engine thắng %d, thua %d, hòa %d (%.1f%%)"},
}

func caroMsg(lang, key string, args ...any) string {
	i := 0
	if lang == "vi" {
		i = 1
	}
	return fmt.Sprintf(caroText[key][i], args...)
}

func parseLang(s string) (string, error) {
	switch s {
	case "en", "vi":
		return s, nil
	}
	return "", fmt.Errorf("unknown language %q (want en or vi)", s)
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
	pos := engine.Position{Width: w, Height: h, Rule: rule, Moves: moves}
	if _, err := engine.SetupBoard(w, h, rule, moves); err != nil {
		return engine.Position{}, err
	}
	// The rules' board judges the game: a position after its end has no
	// side to move (the web API refuses it too).
	b, err := caro.New(w, h, 5, rule)
	if err != nil {
		return engine.Position{}, err
	}
	for i, m := range moves {
		if b.Over() {
			return engine.Position{}, fmt.Errorf("move %d (%v) comes after the end of the game (%s)", i+1, m, howItEnded(b))
		}
		if err := b.Play(m); err != nil {
			return engine.Position{}, fmt.Errorf("move %d (%v): %w", i+1, m, err)
		}
	}
	if b.Over() {
		return engine.Position{}, fmt.Errorf("the game is over (%s): nothing to solve", howItEnded(b))
	}
	return pos, nil
}

// howItEnded says how the game on b ended.
func howItEnded(b *caro.Board) string {
	n := len(b.History())
	switch b.Reason() {
	case caro.Line:
		return fmt.Sprintf("%v won with move %d, a line of %d", b.Winner(), n, len(b.WinLine()))
	case caro.Forbidden:
		return fmt.Sprintf("black's move %d is forbidden, a %v: white wins", n, b.ForbiddenReason())
	}
	return fmt.Sprintf("the board is full after %d moves", n)
}

func sideName(lang string, moves int) string {
	if moves%2 == 0 {
		return caroMsg(lang, "black")
	}
	return caroMsg(lang, "white")
}

func runCaroSolve(args []string) int {
	fs := flag.NewFlagSet("caro solve", flag.ContinueOnError)
	pf := addPositionFlags(fs)
	limit := fs.Duration("time", 10*time.Second, "time limit")
	vct := fs.Bool("vct", true, "also search wins by threes (VCT) when there is no VCF")
	langFlag := fs.String("lang", "en", "language: en or vi")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: alphabeta caro solve --moves \"7,7 8,8 ...\" [--rule R] [--size 15] [--time 10s] [--vct=false] [--lang en|vi]")
		fmt.Fprintln(fs.Output(), "Prints whether the side to move has a forced win, its first move and the line")
		fmt.Fprintln(fs.Output(), "(attacker, defender, ...; (any) where no defence helps, before the five).")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	lang, err := parseLang(*langFlag)
	if err != nil {
		fmt.Fprintln(os.Stderr, "caro solve:", err)
		return 2
	}
	pos, err := pf.position()
	if err != nil {
		fmt.Fprintln(os.Stderr, "caro solve:", err)
		return 2
	}
	r, err := engine.Solve(context.Background(), pos, engine.SolveOptions{Time: *limit, VCT: *vct})
	if err != nil {
		fmt.Fprintln(os.Stderr, "caro solve:", err)
		return 1
	}
	side := sideName(lang, len(pos.Moves))
	switch {
	case r.Win:
		fmt.Println(caroMsg(lang, "win", side, strings.ToUpper(r.Kind), r.Move))
		fmt.Println(caroMsg(lang, "line", formatWinLine(lang, r.Line)))
	case r.Complete && !*vct:
		fmt.Println(caroMsg(lang, "nowinall", side, "VCF"))
	default:
		fmt.Println(caroMsg(lang, "nowin", side))
	}
	fmt.Println(caroMsg(lang, "stats", r.Nodes, r.Elapsed.Round(time.Microsecond)))
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
	langFlag := fs.String("lang", "en", "language: en or vi")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: alphabeta caro bench [--suite vcf|vct] [--file puzzles.tsv] [--time 1s] [-v] | --games N [--time 100ms]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	lang, err := parseLang(*langFlag)
	if err != nil {
		fmt.Fprintln(os.Stderr, "caro bench:", err)
		return 2
	}
	vct := false
	switch *suite {
	case "vcf":
	case "vct":
		vct = true
	default:
		fmt.Fprintf(os.Stderr, "caro bench: --suite %q: want vcf or vct\n", *suite)
		return 2
	}
	if *limit < 0 {
		fmt.Fprintln(os.Stderr, "caro bench: --time must not be negative")
		return 2
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
			err = checkHashThreads(32, *threads)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "caro bench:", err)
			return 2
		}
		return benchGames(os.Stdout, lang, rule, *games, *size, *limit, *depth, *threads)
	}
	var ps []engine.Puzzle
	switch {
	case *file == "" && vct:
		ps, err = engine.VCTPuzzles()
	case *file == "":
		ps, err = engine.VCFPuzzles()
	default:
		var data []byte
		data, err = readFileLimited(*file, maxInputFile)
		if err == nil {
			ps, err = engine.ReadPuzzles(data)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "caro bench:", err)
		return 1
	}
	st := engine.RunSuite(context.Background(), ps, engine.SolveOptions{Time: *limit, VCT: vct}, func(p engine.Puzzle, r engine.SolveResult) {
		if *verbose {
			fmt.Printf("%-20s win=%-5v %-4s %-6v nodes=%-8d %v\n", p.ID, r.Win, r.Kind, r.Move, r.Nodes, r.Elapsed.Round(time.Microsecond))
		}
	})
	pct := 0.0
	if st.Total > 0 {
		pct = 100 * float64(st.Solved) / float64(st.Total)
	}
	fmt.Println(caroMsg(lang, "suite", st.Solved, st.Total, pct, st.MedianTime.Round(time.Microsecond),
		st.MaxTime.Round(time.Microsecond), st.MedianNodes, st.Elapsed.Round(time.Millisecond)))
	if len(st.Unsolved) > 0 {
		fmt.Println("unsolved:", strings.Join(st.Unsolved, " "))
	}
	return 0
}

func benchGames(w io.Writer, lang string, rule caro.Rule, n, size int, limit time.Duration, depth, threads int) int {
	var openings [][]caro.Point
	for _, o := range caro.Openings() {
		if moves, err := o.On(size, size); err == nil {
			openings = append(openings, moves) // some openings need a larger board
		}
	}
	if len(openings) == 0 {
		fmt.Fprintln(os.Stderr, "caro bench: no opening fits the board")
		return 1
	}
	strong := engine.New(engine.Options{HashMB: 32, Threads: threads})
	base := engine.New(engine.Options{Style: engine.StyleSeed002, BaselineDepth: depth})
	wins, losses, draws := 0, 0, 0
	for g := range n {
		op := openings[(g/2)%len(openings)]
		black, white, strongColor := strong, base, caro.Black
		if g%2 == 1 {
			black, white, strongColor = base, strong, caro.White
		}
		strong.Clear()
		r, err := engine.PlayGame(context.Background(), black, white, size, size, rule, op, engine.Limits{Time: limit})
		if err != nil {
			fmt.Fprintln(os.Stderr, "caro bench:", err)
			return 1
		}
		switch r.Winner {
		case strongColor:
			wins++
		case caro.Empty:
			draws++
		default:
			losses++
			fmt.Fprintf(w, "lost game %d (engine %v): %s\n", g+1, strongColor, caro.FormatMoves(r.Moves))
		}
	}
	fmt.Fprintln(w, caroMsg(lang, "games", n, wins, losses, draws, 100*(float64(wins)+float64(draws)/2)/float64(n)))
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
			parts[i] = caroMsg(lang, "any")
		} else {
			parts[i] = p.String()
		}
	}
	return strings.Join(parts, " ")
}
