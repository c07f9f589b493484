package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/xiangqi/tuning"
)

func init() {
	registerXiangqi("selfplay", "self-play games for tuning: selfplay --games N [--nodes 8000] [--random 8] [--workers 1] [--seed 1] --out FILE.pgn", runXiangqiSelfPlay)
	registerXiangqi("tune", "Texel-tune the evaluation on games: tune --pgn A.pgn[,B.pgn…] [--skip 10] [--time 10m]", runXiangqiTune)
}

func runXiangqiSelfPlay(args []string) int { return xiangqiSelfPlay(args, os.Stdout, os.Stderr) }

func xiangqiSelfPlay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("xiangqi selfplay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var opt tuning.SelfPlayOptions
	fs.IntVar(&opt.Games, "games", 100, "number of games")
	fs.Int64Var(&opt.Nodes, "nodes", 8000, "nodes per move")
	fs.IntVar(&opt.RandomPlies, "random", 8, "random opening plies (kept when a shallow search finds them balanced; -1 = none)")
	fs.IntVar(&opt.Workers, "workers", 1, "games played at once")
	fs.IntVar(&opt.MaxPlies, "maxplies", 300, "adjudicate a draw after this many plies")
	seed := fs.Uint64("seed", 1, "random seed (same seed and flags, same games)")
	out := fs.String("out", "", "PGN file to append the games to (required)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: alphabeta xiangqi selfplay --games N [--nodes 8000] [--random 8] [--workers 1] [--seed 1] --out FILE.pgn\n\nPlays the engine against itself at a fixed number of nodes per move (so the\ngames do not depend on the machine's load) from random balanced openings and\nappends each game to FILE.pgn as it ends. Ctrl-C stops after writing the games\nalready finished. The games are the data of `alphabeta xiangqi tune`.")
		fs.PrintDefaults()
	}
	if code, ok := cli.ParseOnly(fs, args, nil); !ok {
		return code
	}
	if *out == "" || opt.Games < 1 || opt.Nodes < 1 || opt.Workers < 1 || opt.Workers > 64 {
		fmt.Fprintln(stderr, "alphabeta xiangqi selfplay: want --out FILE, --games ≥ 1, --nodes ≥ 1 and --workers 1–64")
		return 2
	}
	opt.Seed = *seed
	written, interrupted, err := tuning.SelfPlayFile(*out, opt, stdout)
	switch {
	case err != nil:
		fmt.Fprintln(stderr, "alphabeta xiangqi selfplay:", err)
		return 1
	case interrupted:
		fmt.Fprintf(stdout, "stopped: %d games written to %s\n", written, *out)
		return 130
	}
	return 0
}

func runXiangqiTune(args []string) int { return xiangqiTune(args, os.Stdout, os.Stderr) }

func xiangqiTune(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("xiangqi tune", flag.ContinueOnError)
	fs.SetOutput(stderr)
	pgns := fs.String("pgn", "", "comma-separated PGN files with results (required)")
	var opt tuning.FilesOptions
	fs.IntVar(&opt.Skip, "skip", 10, "skip the first plies of each game")
	limit := fs.Duration("time", 30*time.Minute, "stop tuning after this long")
	fs.BoolVar(&opt.Verbose, "v", false, "print every improvement")
	fs.BoolVar(&opt.Linear, "linear", false, "gradient descent on the linearised evaluation instead of coordinate descent")
	fs.BoolVar(&opt.Tables, "tables", false, "with --linear: tune the piece-square tables too")
	fs.Float64Var(&opt.L2, "l2", 0, "with --linear: pull toward the starting weights (loss + L2·Σ(θ−θ0)²)")
	fs.IntVar(&opt.Epochs, "epochs", 400, "with --linear: passes of gradient descent")
	fs.IntVar(&opt.Holdout, "holdout", 0, "keep every Nth game out of the fit and report the error on its positions (0: none)")
	fs.Int64Var(&opt.LabelNodes, "label-nodes", 0, "label each position by a search of this many nodes blended with its game's result (0: results only)")
	fs.Float64Var(&opt.Lambda, "lambda", 0.5, "with --label-nodes: the result's share of the label (the search's is 1 − lambda)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: alphabeta xiangqi tune --pgn A.pgn[,B.pgn…] [--skip 10] [--time 30m] [-v]\n       [--linear [--tables] [--l2 X] [--epochs 400]] [--holdout N]\n       [--label-nodes N [--lambda 0.5]]\n\nTexel tuning: keeps the quiet positions of the games (not in check, quiescence\nvalue = static value), fits the scale k of the logistic 1/(1+10^(−k·v/400))\nthat predicts each game's result from the static value v, then moves each\nweight while the mean squared error falls (or, with --linear, fits all of\nthem, and with --tables the piece-square tables, by gradient descent). Prints the error before and after\nand the weights, next to the engine's defaults. With --label-nodes the target\nis a blend of the result and a search of the position. See docs/xiangqi-engine.md.")
		fs.PrintDefaults()
	}
	if code, ok := cli.ParseOnly(fs, args, nil); !ok {
		return code
	}
	if *pgns == "" {
		fmt.Fprintln(stderr, "alphabeta xiangqi tune: --pgn is required")
		return 2
	}
	if opt.Skip < 0 || opt.Epochs < 1 || opt.Epochs > 100_000 || opt.Holdout < 0 || !(opt.L2 >= 0 && opt.L2 < 1e6) ||
		opt.LabelNodes < 0 || opt.LabelNodes > 100_000_000 || !(opt.Lambda >= 0 && opt.Lambda <= 1) {
		fmt.Fprintln(stderr, "alphabeta xiangqi tune: want --skip ≥ 0, --epochs 1..100000, --holdout ≥ 0, --l2 0..1e6, --label-nodes 0..1e8, --lambda 0..1")
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, *limit)
	defer cancel()
	if err := tuning.TuneFiles(ctx, strings.Split(*pgns, ","), opt, stdout); err != nil {
		fmt.Fprintln(stderr, "alphabeta xiangqi tune:", err)
		return 1
	}
	return 0
}
