package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"alphabeta/xiangqi"
)

// xiangqiCommands is the sub-registry of `alphabeta xiangqi`. Other files of
// this package (the engine's) add their sub-subcommands with registerXiangqi
// from their own init functions; the map is initialised here at declaration
// so init order between files does not matter.
var xiangqiCommands = map[string]command{}

func registerXiangqi(name, summary string, run func(args []string) int) {
	if _, dup := xiangqiCommands[name]; dup {
		panic("alphabeta: xiangqi subcommand registered twice: " + name)
	}
	xiangqiCommands[name] = command{name: name, summary: summary, run: run}
}

func init() {
	register("xiangqi", "Xiangqi (cờ tướng): perft, show, bench, and the engine's commands", runXiangqi)
	registerXiangqi("perft", "count legal move paths: perft [--fen FEN] [--divide] DEPTH", runXiangqiPerft)
	registerXiangqi("show", "draw a position: show [--fen FEN] [--moves M...] [--ascii] [--color auto|always|never] [--lang en|vi]", runXiangqiShow)
	registerXiangqi("bench", "time perft from the start position: bench [--depth 5] [--runs 3]", runXiangqiBench)
}

func runXiangqi(args []string) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		w := io.Writer(os.Stdout)
		if len(args) == 0 {
			w = os.Stderr
		}
		xiangqiUsage(w)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	cmd, ok := xiangqiCommands[args[0]]
	if !ok {
		fmt.Fprintf(os.Stderr, "alphabeta xiangqi: unknown subcommand %q\n\n", args[0])
		xiangqiUsage(os.Stderr)
		return 2
	}
	return cmd.run(args[1:])
}

func xiangqiUsage(w io.Writer) {
	fmt.Fprintln(w, "Usage: alphabeta xiangqi SUBCOMMAND [flags] [args]   (each takes -h)")
	fmt.Fprintln(w, "\nSubcommands:")
	names := make([]string, 0, len(xiangqiCommands))
	for n := range xiangqiCommands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-9s %s\n", n, xiangqiCommands[n].summary)
	}
}

// parseInterspersed parses flags that may come before or after positional
// arguments (e.g. `perft 4 --divide`).
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

func runXiangqiPerft(args []string) int { return xiangqiPerft(args, os.Stdout, os.Stderr) }

func xiangqiPerft(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("xiangqi perft", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fen := fs.String("fen", xiangqi.StartFEN, "position to count from")
	divide := fs.Bool("divide", false, "print each root move (ICCS) with its count")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: alphabeta xiangqi perft [--fen FEN] [--divide] DEPTH\n\nCounts the leaves of the legal move tree (one thread, the last ply counted\nwithout being played). With --divide, one `MOVE: N` line per root move (ICCS).\nThe last line is `nodes N time T nps R`, T in seconds.")
		fs.PrintDefaults()
	}
	pos, err := parseInterspersed(fs, args)
	if err == flag.ErrHelp {
		return 0
	}
	if err != nil {
		return 2
	}
	if len(pos) != 1 {
		fs.Usage()
		return 2
	}
	var depth int
	if _, err := fmt.Sscan(pos[0], &depth); err != nil || depth < 0 || depth > 20 {
		fmt.Fprintf(stderr, "alphabeta xiangqi perft: depth %q: want a number 0–20\n", pos[0])
		return 2
	}
	p, err := xiangqi.ParseFEN(*fen)
	if err != nil {
		fmt.Fprintln(stderr, "alphabeta xiangqi perft:", err)
		return 1
	}
	start := time.Now()
	var nodes uint64
	if *divide {
		for _, e := range p.Divide(depth) {
			fmt.Fprintf(stdout, "%s: %d\n", e.Move, e.Nodes)
			nodes += e.Nodes
		}
	} else {
		nodes = p.Perft(depth)
	}
	el := time.Since(start)
	fmt.Fprintf(stdout, "nodes %d time %.3f nps %d\n", nodes, el.Seconds(), nps(nodes, el))
	return 0
}

func nps(nodes uint64, d time.Duration) uint64 {
	if d <= 0 {
		return 0
	}
	return uint64(float64(nodes) / d.Seconds())
}

func runXiangqiShow(args []string) int {
	return xiangqiShow(args, os.Stdout, os.Stderr, isTerminal(os.Stdout))
}

func xiangqiShow(args []string, stdout, stderr io.Writer, tty bool) int {
	fs := flag.NewFlagSet("xiangqi show", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fen := fs.String("fen", xiangqi.StartFEN, "position to draw")
	lang := fs.String("lang", "en", "language of the labels: en or vi")
	moves := fs.String("moves", "", "moves to play first (ICCS, WXF or Chinese, space separated)")
	ascii := fs.Bool("ascii", false, "letters instead of Chinese characters")
	color := fs.String("color", "auto", "colours: auto (when stdout is a terminal), always, never")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: alphabeta xiangqi show [--fen FEN] [--moves \"h2e2 h9g7\"] [--ascii] [--color auto|always|never] [--lang en|vi]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		// Allow the FEN as a positional argument too.
		*fen = strings.Join(fs.Args(), " ")
	}
	p, err := xiangqi.ParseFEN(*fen)
	if err != nil {
		fmt.Fprintln(stderr, "alphabeta xiangqi show:", err)
		return 1
	}
	if *lang != "en" && *lang != "vi" {
		fmt.Fprintf(stderr, "alphabeta xiangqi show: --lang %q: want en or vi\n", *lang)
		return 2
	}
	opt := xiangqi.RenderOptions{ASCII: *ascii, Lang: *lang}
	switch *color {
	case "always":
		opt.Color = true
	case "never":
	case "auto":
		opt.Color = tty
	default:
		fmt.Fprintf(stderr, "alphabeta xiangqi show: --color %q: want auto, always or never\n", *color)
		return 2
	}
	for _, s := range strings.Fields(*moves) {
		m, err := p.ParseMove(s)
		if err != nil {
			fmt.Fprintln(stderr, "alphabeta xiangqi show:", err)
			return 1
		}
		p.Make(m)
	}
	if m := p.LastMove(); m != xiangqi.NoMove {
		opt.Highlight = []xiangqi.Square{m.From(), m.To()}
	}
	fmt.Fprint(stdout, p.Render(opt))
	fmt.Fprintln(stdout, "FEN:", p.FEN())
	if o := p.Outcome(); o.Result != xiangqi.Ongoing {
		if *lang == "vi" {
			fmt.Fprintf(stdout, "%s (%s)\n", o.Result.Vietnamese(), o.Reason.Vietnamese())
		} else {
			fmt.Fprintf(stdout, "%s (%s)\n", o.Result, o.Reason)
		}
	}
	return 0
}

// isTerminal reports whether f is a character device (a terminal), without
// any dependency beyond os.
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0 && os.Getenv("TERM") != "dumb"
}

func runXiangqiBench(args []string) int { return xiangqiBench(args, os.Stdout, os.Stderr) }

func xiangqiBench(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("xiangqi bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	depth := fs.Int("depth", 5, "perft depth from the start position")
	runs := fs.Int("runs", 3, "number of timed runs (the median is reported)")
	fen := fs.String("fen", xiangqi.StartFEN, "position")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: alphabeta xiangqi bench [--depth 5] [--runs 3] [--fen FEN]\n\nTimes single-threaded perft (bulk counting at the last ply) and prints each run and the median.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if *depth < 1 || *depth > 8 || *runs < 1 || *runs > 100 {
		fmt.Fprintln(stderr, "alphabeta xiangqi bench: want --depth 1–8 and --runs 1–100")
		return 2
	}
	p, err := xiangqi.ParseFEN(*fen)
	if err != nil {
		fmt.Fprintln(stderr, "alphabeta xiangqi bench:", err)
		return 1
	}
	times := make([]time.Duration, 0, *runs)
	var nodes uint64
	for i := 0; i < *runs; i++ {
		start := time.Now()
		nodes = p.Perft(*depth)
		el := time.Since(start)
		times = append(times, el)
		fmt.Fprintf(stdout, "run %d: perft %d nodes %d time %.3f nps %d\n", i+1, *depth, nodes, el.Seconds(), nps(nodes, el))
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	med := times[len(times)/2]
	if len(times)%2 == 0 {
		med = (times[len(times)/2-1] + times[len(times)/2]) / 2
	}
	fmt.Fprintf(stdout, "median: nodes %d time %.3f nps %d\n", nodes, med.Seconds(), nps(nodes, med))
	return 0
}
