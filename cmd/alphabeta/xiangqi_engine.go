package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/match"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
	"github.com/alphabeta-go/alphabeta/xiangqi/nodes"
	"github.com/alphabeta-go/alphabeta/xiangqi/play"
	"github.com/alphabeta-go/alphabeta/xiangqi/uci"
)

func init() {
	registerXiangqi("engine", "run the engine on stdin/stdout (UCI or UCCI, chosen by the handshake)", runXiangqiEngine)
	registerXiangqi("play", "play against the engine: play [--side red|black] [--time 5s|--depth N] [--fen F] [--ascii] [--lang en|vi]", runXiangqiPlay)
	registerXiangqi("analyze", "analyse a position: analyze [--fen F] [--depth N|--time T] [--threads N] [--hash MB]", runXiangqiAnalyze)
	registerXiangqi("nodes", "the lecture's node counts: nodes [--fen F] --depth N [--minimax N] [--svg FILE] [--lang en|vi]", runXiangqiNodes)
}

func runXiangqiEngine(args []string) int {
	if len(args) > 0 {
		if args[0] == "-h" || args[0] == "--help" {
			fmt.Println("Usage: alphabeta xiangqi engine\n\nSpeaks UCI (send `uci`; moves in 0-based ICCS like h2e2, as Pikafish) or UCCI\n(send `ucci`, as ElephantEye) on stdin/stdout. Extra commands: `d`, `eval`, `go perft N`.")
			return 0
		}
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi engine: takes no arguments")
		return 2
	}
	srv := uci.NewServer(engine.New(engine.Options{}), os.Stdout)
	if err := srv.Run(os.Stdin); err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi engine:", err)
		return 1
	}
	return 0
}

func positionFlag(fen string) (*xiangqi.Position, error) {
	if fen == "" {
		return xiangqi.NewPosition(), nil
	}
	return xiangqi.ParseFENStrict(fen)
}

func runXiangqiAnalyze(args []string) int {
	fs := flag.NewFlagSet("xiangqi analyze", flag.ContinueOnError)
	fen := fs.String("fen", "", "position (default: the start position)")
	depth := fs.Int("depth", 0, "search depth in plies (default: until --time)")
	tm := fs.Duration("time", 0, "time to think (default 10s unless --depth)")
	threads := fs.Int("threads", 1, "search threads")
	hash := fs.Int("hash", 64, "hash table size in MB")
	if code, ok := cli.ParseOnly(fs, args, nil); !ok {
		return code
	}
	pos, err := positionFlag(*fen)
	if err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi analyze:", err)
		return 2
	}
	if err := cli.CheckHashThreads(*hash, *threads); err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi analyze:", err)
		return 2
	}
	if *depth <= 0 && *tm <= 0 {
		*tm = 10 * time.Second
	}
	e := engine.New(engine.Options{HashMB: *hash, Threads: *threads})
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	fmt.Printf("%s\n%s\n\n", pos.Render(xiangqi.RenderOptions{ASCII: true}), pos.FEN())
	fmt.Printf("%5s %7s %7s %12s %10s %9s %6s  %s\n", "depth", "seldep", "score", "nodes", "nps", "time", "hash‰", "principal variation (WXF)")
	res := e.Search(ctx, pos, engine.Limits{Limits: enginekit.Limits{Depth: *depth, MoveTime: *tm}}, func(in engine.Info) {
		_, wxf := in.PVText(pos)
		fmt.Printf("%5d %7d %7s %12d %10d %9s %6d  %s\n", in.Depth, in.SelDepth, in.ScoreText(), in.Nodes, in.NPS(),
			in.Time.Round(time.Millisecond), in.HashFull, strings.Join(wxf, " "))
	})
	if res.Best == xiangqi.NoMove {
		fmt.Println("no legal move: the side to move has lost")
		return 0
	}
	iccs, wxf := res.PVText(pos)
	fmt.Printf("\nbest move: %s (ICCS %s), score %s for %s\n", pos.WXF(res.Best), res.Best, res.ScoreText(), pos.SideToMove())
	fmt.Printf("best line (WXF):  %s\n", strings.Join(wxf, " "))
	fmt.Printf("best line (ICCS): %s\n", strings.Join(iccs, " "))
	fmt.Printf("nodes %d, evaluations %d, branching factor %.2f, time %v, %d nodes/s\n",
		res.Nodes, res.Evaluations, res.BranchingFactor, res.Time.Round(time.Millisecond), res.NPS())
	return 0
}

func runXiangqiNodes(args []string) int {
	fs := flag.NewFlagSet("xiangqi nodes", flag.ContinueOnError)
	fen := fs.String("fen", "", "position (default: the start position)")
	depth := fs.Int("depth", 4, "deepest depth to measure (1..N)")
	mm := fs.Int("minimax", 4, "run plain minimax up to this depth (it visits b^d leaves)")
	svg := fs.String("svg", "", "also write a log-scale chart to this SVG file")
	lang := fs.String("lang", "en", "language of the table and the chart: en or vi")
	cli.SetVietnameseHelp(fs, vietnamese, "Usage: alphabeta xiangqi nodes [--fen FEN] [--depth 4] [--minimax 4] [--svg FILE.svg] [--lang en|vi]\n\n"+
		"The table of nodes at each depth: minimax, the engine's alpha-beta and the Knuth–Moore\n"+
		"minimum (ideal), with the measured branching factor.")
	if code, ok := cli.ParseOnly(fs, args, lang); !ok {
		return code
	}
	pos, err := positionFlag(*fen)
	if err != nil {
		return usageError(fs, *lang, "%v", err)
	}
	if *depth < 1 || *depth > 12 {
		return usageError(fs, *lang, "--depth must be 1..12")
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	rows, err := nodes.Table(ctx, pos, *depth, *mm)
	fmt.Print(nodes.Format(rows, *lang))
	switch {
	case err != nil && ctx.Err() != nil:
		failure(fs, *lang, "stopped before the end (interrupted)")
	case err != nil:
		failure(fs, *lang, "%v", err)
	}
	if *svg != "" {
		if werr := os.WriteFile(*svg, []byte(nodes.SVG(rows, *lang)), 0o644); werr != nil {
			return failure(fs, *lang, "cannot write %s (%v)", *svg, cli.OSError(werr))
		}
		say(os.Stdout, *lang, "chart written to %s", *svg)
	}
	if err != nil {
		return 1
	}
	return 0
}

func runXiangqiPlay(args []string) int {
	fs := flag.NewFlagSet("xiangqi play", flag.ContinueOnError)
	side := fs.String("side", "red", "your side: red or black")
	tm := fs.Duration("time", 5*time.Second, "engine time per move")
	depth := fs.Int("depth", 0, "engine depth per move (instead of --time)")
	fen := fs.String("fen", "", "start position (default: the initial position)")
	ascii := fs.Bool("ascii", false, "letters instead of Chinese characters")
	lang := fs.String("lang", "en", "language: en or vi")
	color := fs.String("color", "auto", "colours: auto, always or never")
	cli.SetVietnameseHelp(fs, vietnamese, "Usage: alphabeta xiangqi play [--side red|black] [--time 5s | --depth N] [--fen FEN] [--ascii] [--color auto|always|never] [--lang en|vi]\n\n"+
		"Play Xiangqi against the engine in the terminal.")
	if code, ok := cli.ParseOnly(fs, args, lang); !ok {
		return code
	}
	var human xiangqi.Color
	switch strings.ToLower(*side) {
	case "red", "r", "w", "white":
		human = xiangqi.Red
	case "black", "b":
		human = xiangqi.Black
	default:
		return usageError(fs, *lang, "--side must be red or black")
	}
	if *depth <= 0 && *tm <= 0 {
		// A zero limit would be none: the engine would never move.
		return usageError(fs, *lang, "--time must be positive (or give --depth)")
	}
	start, err := positionFlag(*fen)
	if err != nil {
		return usageError(fs, *lang, "%v", err)
	}
	var useColor bool
	switch *color {
	case "always":
		useColor = true
	case "never":
	case "auto":
		useColor = match.IsTerminal(os.Stdout)
	default:
		return usageError(fs, *lang, "--color %q: want auto, always or never", *color)
	}
	lim := engine.Limits{Limits: enginekit.Limits{MoveTime: *tm}}
	if *depth > 0 {
		lim = engine.Limits{Limits: enginekit.Limits{Depth: *depth}}
	}
	err = play.Run(context.Background(), os.Stdin, os.Stdout, start, play.Options{
		Human: human, Lang: *lang, Engine: engine.New(engine.Options{}), Limits: lim,
		Render: xiangqi.RenderOptions{ASCII: *ascii, Color: useColor, Flip: human == xiangqi.Black},
	})
	if err != nil {
		return failure(fs, *lang, "%v", err)
	}
	return 0
}
