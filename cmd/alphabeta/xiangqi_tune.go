package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"alphabeta/internal/cli"
	"alphabeta/xiangqi"
	"alphabeta/xiangqi/engine"
	"alphabeta/xiangqi/tuning"
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
	f, err := os.OpenFile(*out, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		fmt.Fprintln(stderr, "alphabeta xiangqi selfplay:", err)
		return 1
	}
	defer f.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	var played, red, black, draws, writeErrs int
	err = tuning.SelfPlay(ctx, opt, func(g *xiangqi.Game) {
		if err := g.WritePGN(f, xiangqi.FormatICCS); err != nil {
			writeErrs++
			return
		}
		played++
		switch g.Result {
		case xiangqi.RedWins:
			red++
		case xiangqi.BlackWins:
			black++
		default:
			draws++
		}
		fmt.Fprintf(stdout, "game %d/%d: %s (%s), %d plies | red %d, black %d, draws %d | %.1f s\n",
			played, opt.Games, g.Result.PGN(), g.Tag("Termination"), len(g.Moves), red, black, draws, time.Since(start).Seconds())
	})
	if err != nil {
		fmt.Fprintln(stderr, "alphabeta xiangqi selfplay:", err)
		return 2
	}
	if writeErrs > 0 {
		fmt.Fprintf(stderr, "alphabeta xiangqi selfplay: %d games could not be written to %s\n", writeErrs, *out)
		return 1
	}
	if ctx.Err() != nil {
		fmt.Fprintf(stdout, "stopped: %d games written to %s\n", played, *out)
		return 130
	}
	return 0
}

func runXiangqiTune(args []string) int { return xiangqiTune(args, os.Stdout, os.Stderr) }

func xiangqiTune(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("xiangqi tune", flag.ContinueOnError)
	fs.SetOutput(stderr)
	pgns := fs.String("pgn", "", "comma-separated PGN files with results (required)")
	skip := fs.Int("skip", 10, "skip the first plies of each game")
	limit := fs.Duration("time", 30*time.Minute, "stop tuning after this long")
	verbose := fs.Bool("v", false, "print every improvement")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: alphabeta xiangqi tune --pgn A.pgn[,B.pgn…] [--skip 10] [--time 30m] [-v]\n\nTexel tuning: keeps the quiet positions of the games (not in check, quiescence\nvalue = static value), fits the scale k of the logistic 1/(1+10^(−k·v/400))\nthat predicts each game's result from the static value v, then moves each\nweight while the mean squared error falls. Prints the error before and after\nand the weights, next to the engine's defaults. See docs/xiangqi-engine.md.")
		fs.PrintDefaults()
	}
	if code, ok := cli.ParseOnly(fs, args, nil); !ok {
		return code
	}
	if *pgns == "" {
		fmt.Fprintln(stderr, "alphabeta xiangqi tune: --pgn is required")
		return 2
	}
	var ps []tuning.Sample
	for _, name := range strings.Split(*pgns, ",") {
		data, err := cli.ReadFileLimited(strings.TrimSpace(name), cli.MaxTuneFile)
		if err != nil {
			fmt.Fprintln(stderr, "alphabeta xiangqi tune:", err)
			return 1
		}
		got, err := tuning.CollectSamples(bytes.NewReader(data), *skip)
		if err != nil {
			fmt.Fprintf(stderr, "alphabeta xiangqi tune: %s: %v\n", name, err)
			return 1
		}
		fmt.Fprintf(stdout, "%s: %d quiet positions\n", name, len(got))
		ps = append(ps, got...)
	}
	if len(ps) == 0 {
		fmt.Fprintln(stderr, "alphabeta xiangqi tune: no positions with a game result")
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, *limit)
	defer cancel()
	w := engine.DefaultWeights
	k := tuning.FitScale(ps, &w)
	before := tuning.MeanSquaredError(ps, &w, k)
	fmt.Fprintf(stdout, "%d positions, k = %.2f, error %.6f\n", len(ps), k, before)
	start := time.Now()
	after := tuning.Tune(ctx, ps, &w, k, func(name string, v int32, e float64) {
		if *verbose {
			fmt.Fprintf(stdout, "  %-20s %5d  error %.6f  (%.0f s)\n", name, v, e, time.Since(start).Seconds())
		}
	})
	fmt.Fprintf(stdout, "error %.6f → %.6f in %.0f s\n", before, after, time.Since(start).Seconds())
	def := engine.DefaultWeights
	newParams, oldParams := tuning.Params(&w), tuning.Params(&def)
	fmt.Fprintf(stdout, "%-20s %8s %8s\n", "weight", "default", "tuned")
	for i, p := range newParams {
		fmt.Fprintf(stdout, "%-20s %8d %8d\n", p.Name, *oldParams[i].P, *p.P)
	}
	return 0
}
