package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/alphabeta-go/alphabeta/caro/tuning"
	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/match"
)

func init() {
	registerCaro("selfplay", "self-play games for tuning: selfplay --games N [--nodes 4000] [--random 2] [--workers 1] [--seed 1] --out FILE", runCaroSelfPlay)
	registerCaro("tune", "Texel-tune the evaluation on self-play games: tune --games A[,B…] [--skip 6] [--epochs 300]", runCaroTune)
}

func runCaroSelfPlay(args []string) int { return caroSelfPlay(args, os.Stdout, os.Stderr) }

func caroSelfPlay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("caro selfplay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var opt tuning.SelfPlayOptions
	fs.IntVar(&opt.Games, "games", 100, "number of games")
	fs.Int64Var(&opt.Nodes, "nodes", 4000, "nodes per move")
	fs.IntVar(&opt.RandomPlies, "random", 2, "random plies near the stones after the built-in opening (-1 = none)")
	fs.IntVar(&opt.Workers, "workers", 1, "games played at once")
	fs.Var(&opt.Rule, "rule", "the `rule`: freestyle (default), standard, renju, caro, caro-exact")
	seed := fs.Uint64("seed", 1, "random seed (same seed and flags, same games)")
	out := fs.String("out", "", "file to append the games to, one a line (required)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: alphabeta caro selfplay --games N [--nodes 4000] [--random 2] [--workers 1] [--seed 1] [--rule freestyle] --out FILE\n\nPlays the engine against itself (15×15, freestyle unless --rule) at a fixed number of nodes\nper move, so that the games do not depend on the machine's load, from the\nbuilt-in openings and a few random plies, and appends each game to FILE as it\nends (winner B/W/D, a tab, the moves). The data of `alphabeta caro tune`.")
		fs.PrintDefaults()
	}
	if code, ok := cli.ParseOnly(fs, args, nil); !ok {
		return code
	}
	switch {
	case *out == "":
		fmt.Fprintln(stderr, "caro selfplay: --out FILE is required")
		return 2
	case opt.Games < 1 || opt.Games > 1_000_000 || opt.Nodes < 1 || opt.Workers < 1 || opt.Workers > 256:
		fmt.Fprintln(stderr, "caro selfplay: want --games 1..1000000, --nodes ≥ 1, --workers 1..256")
		return 2
	}
	opt.Seed = *seed
	if err := tuning.SelfPlayFile(*out, opt, stdout, stderr); err != nil {
		fmt.Fprintln(stderr, "caro selfplay:", err)
		return 1
	}
	return 0
}

func runCaroTune(args []string) int { return caroTune(args, os.Stdout, os.Stderr) }

func caroTune(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("caro tune", flag.ContinueOnError)
	fs.SetOutput(stderr)
	files := fs.String("games", "", "comma-separated files of `alphabeta caro selfplay` (required)")
	skip := fs.Int("skip", 6, "plies at the start of each game left out (the shared openings)")
	var opt tuning.TuneOptions
	fs.Var(&opt.Rule, "rule", "the games' `rule`: freestyle (default), standard, renju, caro, caro-exact")
	fs.IntVar(&opt.Epochs, "epochs", 300, "passes of gradient descent")
	fs.Float64Var(&opt.L2, "l2", 1e-7, "pull toward the starting weights")
	shapes := fs.String("shapes", "", "learn a shape table instead of the linear weights and write it to `FILE`")
	holdout := fs.Int("holdout", 10, "with --shapes: every N-th game is held out and only scored (0: none)")
	fs.Int64Var(&opt.LabelNodes, "label-nodes", 0, "with --shapes: label each position by a search of this many nodes blended with its game's result (0: results only)")
	fs.Float64Var(&opt.Lambda, "lambda", 0.5, "with --label-nodes: the result's share of the label (the search's is 1 − lambda)")
	fs.StringVar(&opt.LabelEngine, "label-engine", "", "with --label-nodes: the Gomocup brain whose searches label the positions instead of this engine's, as a match `SPEC` (\"name=rapfi cmd=./pbrain-rapfi proto=pbrain\")")
	fs.StringVar(&opt.LabelScores, "label-scores", "", "with --label-engine: keep its scores in `PREFIX`.train and PREFIX.held, and read them from there when they exist")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: alphabeta caro tune --games A[,B…] [--rule freestyle] [--skip 6] [--epochs 300] [--shapes FILE [--holdout 10]\n       [--label-nodes N [--lambda 0.5] [--label-engine SPEC [--label-scores PREFIX]]]]\n\nTexel tuning: fits the evaluation's line and threat weights (the rule's own), or with\n--shapes a table of every cell shape's value, so that\nsigmoid(k·eval) of each quiet position predicts its game's result, starting\nfrom the engine's weights, and prints the weights and the error before and\nafter. With --label-nodes the target is a blend of the result and a search of\nthe position, this engine's or with --label-engine an outside brain's (its\nscores turned into win rates by a scale fitted on the results). How the engine's weights were found: docs/caro-engine.md.")
		fs.PrintDefaults()
	}
	if code, ok := cli.ParseOnly(fs, args, nil); !ok {
		return code
	}
	if *files == "" || *skip < 0 || opt.Epochs < 1 || opt.Epochs > 100_000 {
		fmt.Fprintln(stderr, "caro tune: want --games FILE[,FILE…], --skip ≥ 0, --epochs 1..100000")
		return 2
	}
	if *holdout < 0 {
		fmt.Fprintln(stderr, "caro tune: want --holdout ≥ 0")
		return 2
	}
	if opt.LabelNodes < 0 || opt.LabelNodes > 100_000_000 || !(opt.Lambda >= 0 && opt.Lambda <= 1) || (opt.LabelNodes > 0 && *shapes == "") {
		fmt.Fprintln(stderr, "caro tune: want --label-nodes 0..1e8 (with --shapes) and --lambda 0..1")
		return 2
	}
	if (opt.LabelEngine != "" && opt.LabelNodes == 0) || (opt.LabelScores != "" && opt.LabelEngine == "") {
		fmt.Fprintln(stderr, "caro tune: --label-engine wants --label-nodes, and --label-scores wants --label-engine")
		return 2
	}
	if opt.LabelEngine != "" {
		if _, err := match.ParseEngineSpec(opt.LabelEngine); err != nil {
			fmt.Fprintln(stderr, "caro tune: --label-engine:", err)
			return 2
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var err error
	if *shapes != "" {
		err = tuning.TuneShapeFiles(ctx, strings.Split(*files, ","), *skip, *holdout, *shapes, opt, stdout)
	} else {
		err = tuning.TuneFiles(strings.Split(*files, ","), *skip, opt, stdout)
	}
	if err != nil {
		fmt.Fprintln(stderr, "caro tune:", err)
		return 1
	}
	return 0
}
