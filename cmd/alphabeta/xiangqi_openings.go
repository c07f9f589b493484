package main

import (
	"context"
	"flag"
	"fmt"

	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/match"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/openings"
)

func init() {
	registerXiangqi("openings", "random balanced openings for matches: openings --count N [--plies 4-8] [--seed S] [--out FILE]", runXiangqiOpenings)
}

const xiangqiOpeningsUsage = "Usage: alphabeta xiangqi openings --count N [--plies 4-8] [--nodes 20000] [--margin 60] [--seed 1]\n" +
	"       [--out FILE] [--lang en|vi]\n\n" +
	"Writes N random openings, one a line, as ICCS moves from the start position,\n" +
	"\"h2e2 h9g7 h0g2 i9h9\" (the format of alphabeta match --openings). Each ply is drawn\n" +
	"at random among the legal moves that capture nothing, give no check and do not take\n" +
	"back the side's previous move; no position comes twice in a line, no two openings are\n" +
	"alike (mirrored left-right or in another order) nor like a built-in one, and each is\n" +
	"balanced: the engine, searching a fixed number of nodes, scores it within ±margin\n" +
	"for the side to move (a pawn is about 100). The same seed and flags give the same\n" +
	"openings on any machine."

func runXiangqiOpenings(args []string) int {
	fs := flag.NewFlagSet("xiangqi openings", flag.ContinueOnError)
	count := fs.Int("count", 50, "number of openings")
	plies := fs.String("plies", "4-8", "plies of an opening: N or MIN-MAX")
	seed := fs.Uint64("seed", 1, "random seed (same seed and flags, same openings)")
	nodes := fs.Int64("nodes", 20_000, "the engine's nodes per opening")
	margin := fs.Int("margin", 60, "balanced: the engine's score within ±margin")
	out := fs.String("out", "", "write the openings to this file (default: standard output)")
	lang := fs.String("lang", "en", "language: en or vi")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), xiangqiOpeningsUsage)
		fs.PrintDefaults()
	}
	cli.SetVietnameseHelp(fs, vietnamese, xiangqiOpeningsUsage)
	if code, ok := cli.ParseOnly(fs, args, lang); !ok {
		return code
	}
	minP, maxP, ok := parseRange(*plies)
	switch {
	case !ok || minP < 1 || maxP > openings.MaxPlies:
		return usageError(fs, *lang, "--plies %q: want N or MIN-MAX within 1..%d, e.g. 4-8", *plies, openings.MaxPlies)
	case *count < 1 || *count > openings.MaxCount:
		return usageError(fs, *lang, "--count %d: want 1..%d", *count, openings.MaxCount)
	case *nodes < 1 || *nodes > openings.MaxNodes:
		return usageError(fs, *lang, "--nodes %d: want 1..%d", *nodes, openings.MaxNodes)
	case *margin < 0 || *margin > openings.MaxMargin:
		return usageError(fs, *lang, "--margin %d: want 0..%d", *margin, openings.MaxMargin)
	}
	opt := openings.Options{Count: *count, MinPlies: minP, MaxPlies: maxP, Nodes: *nodes, Margin: *margin,
		Seed: *seed, Avoid: builtinXiangqiLines()}
	tooFew := func(found int) int {
		return failure(fs, *lang, "only %d of %d balanced openings found: widen --margin or --plies", found, *count)
	}
	return writeOpenings(fs, *lang, *out, openings.ErrTooFew, tooFew, func(ctx context.Context, emit func(string)) (int, error) {
		ops, err := openings.Generate(ctx, opt, func(o openings.Opening) { emit(o.String()) })
		return len(ops), err
	})
}

// builtinXiangqiLines are the moves of match's built-in xiangqi openings
// (those from the start position), so that xiangqi openings writes none
// of their positions again.
func builtinXiangqiLines() [][]xiangqi.Move {
	var lines [][]xiangqi.Move
	for _, o := range match.NewXiangqi(match.RepetitionAsian).DefaultOpenings() {
		if o.FEN != "" {
			continue
		}
		line := make([]xiangqi.Move, 0, len(o.Moves))
		for _, s := range o.Moves {
			m, err := xiangqi.ParseICCS(s)
			if err != nil {
				panic("built-in opening " + o.Name + ": " + err.Error())
			}
			line = append(line, m)
		}
		lines = append(lines, line)
	}
	return lines
}
