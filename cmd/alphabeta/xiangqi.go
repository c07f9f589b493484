package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/match"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// xiangqiGroup holds the subcommands of `alphabeta xiangqi`; the engine's
// file adds its own with registerXiangqi from its init function.
var xiangqiGroup = cli.NewGroup("xiangqi", "alphabeta xiangqi — Xiangqi (cờ tướng): rules, perft, the engine", vietnamese)

func registerXiangqi(name, summary string, run func(args []string) int) {
	xiangqiGroup.Add(name, summary, run)
}

func init() {
	register("xiangqi", "Xiangqi (cờ tướng): perft, show, bench, and the engine's commands", xiangqiGroup.Run)
	registerXiangqi("perft", "count legal move paths: perft [--fen FEN] [--divide] DEPTH", runXiangqiPerft)
	registerXiangqi("show", "draw a position: show [--fen FEN] [--moves M...] [--ascii] [--color auto|always|never] [--lang en|vi]", runXiangqiShow)
	registerXiangqi("bench", "time perft side by side with fairy-stockfish: bench [--depth 5] [--runs 3] [--peer auto|none|PATH]; bench --signature: the search's node signature", runXiangqiBench)
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
	pos, code, ok := cli.Parse(fs, args, nil)
	if !ok {
		return code
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
	p, err := xiangqi.ParseFENStrict(*fen)
	if err != nil {
		fmt.Fprintln(stderr, "alphabeta xiangqi perft:", err)
		return 1
	}
	p.WritePerft(stdout, depth, *divide)
	return 0
}

func runXiangqiShow(args []string) int {
	return xiangqiShow(args, os.Stdout, os.Stderr, match.IsTerminal(os.Stdout))
}

func xiangqiShow(args []string, stdout, stderr io.Writer, tty bool) int {
	fs := flag.NewFlagSet("xiangqi show", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fen := fs.String("fen", xiangqi.StartFEN, "position to draw")
	lang := fs.String("lang", "en", "language of the labels: en or vi")
	moves := fs.String("moves", "", "moves to play first (ICCS, WXF or Chinese, space separated)")
	ascii := fs.Bool("ascii", false, "letters instead of Chinese characters")
	color := fs.String("color", "auto", "colours: auto (when stdout is a terminal), always, never")
	const usage = "Usage: alphabeta xiangqi show [--fen FEN] [--moves \"h2e2 h9g7\"] [--ascii] [--color auto|always|never] [--lang en|vi]"
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), usage)
		fs.PrintDefaults()
	}
	cli.SetVietnameseHelp(fs, vietnamese, usage+"\n\nDraw the board of the position (after the --moves, if any).")
	pos, code, ok := cli.Parse(fs, args, lang)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		// Allow the FEN as a positional argument too.
		*fen = strings.Join(pos, " ")
	}
	p, err := xiangqi.ParseFENStrict(*fen)
	if err != nil {
		return failure(fs, *lang, "%v", err)
	}
	opt := xiangqi.RenderOptions{ASCII: *ascii, Lang: *lang}
	switch *color {
	case "always":
		opt.Color = true
	case "never":
	case "auto":
		opt.Color = tty
	default:
		return usageError(fs, *lang, "--color %q: want auto, always or never", *color)
	}
	parse := p.ParseMove
	if *lang == "vi" {
		parse = p.ParseMoveVietnamese // "P3.4" is a cannon's move to a Vietnamese player
	}
	for _, s := range strings.Fields(*moves) {
		m, err := parse(s)
		if err != nil {
			return failure(fs, *lang, "%v", err)
		}
		p.Make(m)
	}
	if m := p.LastMove(); m != xiangqi.NoMove {
		opt.Highlight = []xiangqi.Square{m.From(), m.To()}
	}
	fmt.Fprint(stdout, p.Render(opt))
	fmt.Fprintln(stdout, "FEN:", p.FEN())
	if o := p.Outcome(); o.Result != xiangqi.Ongoing {
		say(stdout, *lang, "%v (%v)", o.Result, o.Reason)
	}
	return 0
}

func runXiangqiBench(args []string) int { return xiangqiBench(args, os.Stdout, os.Stderr) }

func xiangqiBench(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("xiangqi bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	depth := fs.Int("depth", 5, "perft depth")
	runs := fs.Int("runs", 3, "number of timed runs (medians are reported)")
	fen := fs.String("fen", xiangqi.StartFEN, "position")
	peer := fs.String("peer", "auto", "UCCI engine to time side by side with `go perft` (path; auto = fairy-stockfish if installed; none)")
	signature := fs.Bool("signature", false, "print the engine's search signature instead (total nodes of fixed-depth searches of fixed positions)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: alphabeta xiangqi bench [--depth 5] [--runs 3] [--fen FEN] [--peer auto|none|PATH]\n       alphabeta xiangqi bench --signature\n\nTimes single-threaded perft (bulk counting at the last ply) and, alternating\nwith it, the peer engine's `go perft` (from the command to its node count, so\nits start-up is not counted). Prints each run, the medians and the ratio.\n\nWith --signature, searches the engine's signature positions to a fixed depth\nand prints `signature N`, N the total of their nodes: it does not depend on the\nmachine, and changes only when the search visits other nodes (a change meant\nto keep play as it was must keep it).")
		fs.PrintDefaults()
	}
	pos, code, ok := cli.Parse(fs, args, nil)
	if !ok {
		return code
	}
	if *signature {
		return xiangqiSignature(fs, pos, stdout, stderr)
	}
	if len(pos) > 0 {
		fmt.Fprintf(stderr, "alphabeta xiangqi bench: unexpected argument %q\n", pos[0])
		return 2
	}
	if *depth < 1 || *depth > 8 || *runs < 1 || *runs > 100 {
		fmt.Fprintln(stderr, "alphabeta xiangqi bench: want --depth 1–8 and --runs 1–100")
		return 2
	}
	p, err := xiangqi.ParseFENStrict(*fen)
	if err != nil {
		fmt.Fprintln(stderr, "alphabeta xiangqi bench:", err)
		return 1
	}
	if err := match.RunPerftBench(stdout, p, *depth, *runs, *peer, peerHandshake); err != nil {
		fmt.Fprintln(stderr, "alphabeta xiangqi bench:", err)
		return 1
	}
	return 0
}

// xiangqiSignature is bench --signature; the perft flags have no say in it.
func xiangqiSignature(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) int {
	if other := cli.OtherFlagsSet(fs, "signature"); len(other) > 0 || len(args) > 0 {
		fmt.Fprintf(stderr, "alphabeta xiangqi bench: --signature takes no other flag or argument (got %s)\n", strings.Join(append(other, args...), " "))
		return 2
	}
	start := time.Now()
	nodes, err := engine.Signature(context.Background())
	if err != nil {
		fmt.Fprintln(stderr, "alphabeta xiangqi bench:", err)
		return 1
	}
	el := time.Since(start)
	fmt.Fprintf(stdout, "signature %d\n", nodes)
	fmt.Fprintf(stdout, "depth %d time %.3f nps %d\n", engine.SignatureDepth, el.Seconds(), xiangqi.NPS(uint64(nodes), el))
	return 0
}

// peerHandshake bounds the peer engine's ucciok and readyok, which any
// working engine sends at once.
var peerHandshake = 10 * time.Second
