package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"strings"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/openings"
	"github.com/alphabeta-go/alphabeta/internal/cli"
)

func init() {
	registerCaro("openings", "random balanced openings for matches: openings --count N [--stones 3-5] [--rule R] [--seed S] [--out FILE]", runCaroOpenings)
}

const caroOpeningsUsage = "Usage: alphabeta caro openings --count N [--stones 3-5] [--rule freestyle|standard|renju] [--seed 1]\n" +
	"       [--size 15] [--spread 3] [--nodes 20000] [--margin 150] [--out FILE] [--lang en|vi]\n\n" +
	"Writes N random openings, one a line, as centre-relative offsets \"0,0, 1,0, 1,3\"\n" +
	"(the Gomocup format: alphabeta match --openings, c-gomoku-cli -openings type=offset):\n" +
	"black and white stones in turn near the centre, none forbidden (renju), no side able\n" +
	"to make a four, no two alike (turned or mirrored), each balanced: the engine, searching\n" +
	"a fixed number of nodes, scores it within ±margin for the side to move. The same seed\n" +
	"and flags give the same openings on any machine."

func runCaroOpenings(args []string) int {
	fs := flag.NewFlagSet("caro openings", flag.ContinueOnError)
	count := fs.Int("count", 50, "number of openings")
	stones := fs.String("stones", "3-5", "stones of an opening: N or MIN-MAX")
	ruleName := fs.String("rule", "freestyle", "rule: freestyle, standard, renju, caro, caro-exact")
	seed := fs.Uint64("seed", 1, "random seed (same seed and flags, same openings)")
	size := fs.Int("size", 15, "board size (square)")
	spread := fs.Int("spread", 3, "stones at offsets -spread..spread from the centre")
	nodes := fs.Int64("nodes", 20_000, "the engine's nodes per opening")
	margin := fs.Int("margin", 150, "balanced: the engine's score within ±margin")
	out := fs.String("out", "", "write the openings to this file (default: standard output)")
	lang := fs.String("lang", "en", "language: en or vi")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), caroOpeningsUsage)
		fs.PrintDefaults()
	}
	cli.SetVietnameseHelp(fs, vietnamese, caroOpeningsUsage)
	if code, ok := cli.ParseOnly(fs, args, lang); !ok {
		return code
	}
	rule, err := caro.ParseRule(*ruleName)
	if err != nil {
		return usageError(fs, *lang, "%v", err)
	}
	minS, maxS, ok := parseRange(*stones)
	switch {
	case !ok || minS < 1 || maxS > openings.MaxStones:
		return usageError(fs, *lang, "--stones %q: want N or MIN-MAX within 1..%d, e.g. 3-5", *stones, openings.MaxStones)
	case *count < 1 || *count > openings.MaxCount:
		return usageError(fs, *lang, "--count %d: want 1..%d", *count, openings.MaxCount)
	case *spread < 1 || *spread > openings.MaxSpread:
		return usageError(fs, *lang, "--spread %d: want 1..%d", *spread, openings.MaxSpread)
	case *size < 2**spread+1 || *size > caro.MaxSize:
		return usageError(fs, *lang, "--size %d: want %d..%d", *size, 2**spread+1, caro.MaxSize)
	case (2**spread+1)*(2**spread+1) < maxS:
		return usageError(fs, *lang, "--spread %d has no room for %d stones", *spread, maxS)
	case *nodes < 1 || *nodes > openings.MaxNodes:
		return usageError(fs, *lang, "--nodes %d: want 1..%d", *nodes, openings.MaxNodes)
	case *margin < 0 || *margin > 100_000:
		return usageError(fs, *lang, "--margin %d: want 0..%d", *margin, 100_000)
	}
	opt := openings.Options{Count: *count, MinStones: minS, MaxStones: maxS, Rule: rule, Size: *size,
		Spread: *spread, Nodes: *nodes, Margin: *margin, Seed: *seed}
	tooFew := func(found int) int {
		return failure(fs, *lang, "only %d of %d balanced openings found: widen --margin, --stones or --spread", found, *count)
	}
	return writeOpenings(fs, *lang, *out, openings.ErrTooFew, tooFew, func(ctx context.Context, emit func(string)) (int, error) {
		ops, err := openings.Generate(ctx, opt, func(o openings.Opening) { emit(o.String()) })
		return len(ops), err
	})
}

// parseRange reads "4" or "3-5" (caro openings --stones, xiangqi openings
// --plies).
func parseRange(s string) (lo, hi int, ok bool) {
	a, b, isRange := strings.Cut(strings.TrimSpace(s), "-")
	lo, err1 := strconv.Atoi(a)
	hi, err2 := lo, error(nil)
	if isRange {
		hi, err2 = strconv.Atoi(b)
	}
	return lo, hi, err1 == nil && err2 == nil && lo <= hi
}

// writeOpenings runs generate, an openings command's generator, writing each
// line it emits to the file out (standard output when ""), with Ctrl-C
// ending it early; it returns the command's exit status: a write error, too
// few openings (generate's error is errTooFew; tooFew reports it, given how
// many were found), an interruption or another error fails.
func writeOpenings(fs *flag.FlagSet, lang, out string, errTooFew error, tooFew func(found int) int,
	generate func(ctx context.Context, emit func(string)) (int, error)) int {
	w := os.Stdout
	if out != "" {
		f, err := os.Create(out)
		if err != nil {
			return failure(fs, lang, "%v", cli.OSError(err))
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriter(w)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var werr error
	found, err := generate(ctx, func(line string) {
		if werr == nil {
			_, werr = fmt.Fprintln(bw, line)
		}
	})
	if werr == nil {
		werr = bw.Flush()
	}
	if werr == nil && out != "" {
		werr = w.Close()
	}
	switch {
	case werr != nil:
		return failure(fs, lang, "%v", cli.OSError(werr))
	case errors.Is(err, errTooFew):
		return tooFew(found)
	case errors.Is(err, context.Canceled):
		return failure(fs, lang, "stopped before the end (interrupted)")
	case err != nil:
		return failure(fs, lang, "%v", err)
	}
	return 0
}
