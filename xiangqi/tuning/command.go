package tuning

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"alphabeta/internal/cli"
	"alphabeta/internal/selfplay"
	"alphabeta/xiangqi"
	"alphabeta/xiangqi/engine"
)

// SelfPlayFile is `alphabeta xiangqi selfplay`: it plays opt's games and
// appends each to the PGN file at path as it ends, with a line on out per
// game (its result and the score so far). Ctrl-C stops after the games
// already finished: interrupted is then true, and written counts them.
func SelfPlayFile(path string, opt SelfPlayOptions, out io.Writer) (written int, interrupted bool, err error) {
	start := time.Now()
	var red, black, draws, writeErrs int
	write := func(w io.Writer, g *xiangqi.Game) error { return g.WritePGN(w, xiangqi.FormatICCS) }
	interrupted, err = selfplay.AppendGames(path, func(ctx context.Context, emit func(*xiangqi.Game)) error {
		return SelfPlay(ctx, opt, emit)
	}, write, func(g *xiangqi.Game, werr error) {
		if werr != nil {
			writeErrs++
			return
		}
		written++
		switch g.Result {
		case xiangqi.RedWins:
			red++
		case xiangqi.BlackWins:
			black++
		default:
			draws++
		}
		fmt.Fprintf(out, "game %d/%d: %s (%s), %d plies | red %d, black %d, draws %d | %.1f s\n",
			written, opt.Games, g.Result.PGN(), g.Tag("Termination"), len(g.Moves), red, black, draws, time.Since(start).Seconds())
	})
	if err == nil && writeErrs > 0 {
		err = fmt.Errorf("%d games could not be written to %s", writeErrs, path)
	}
	return written, interrupted, err
}

// TuneFiles is `alphabeta xiangqi tune`: it collects the quiet positions
// of the games in the named PGN files (each at most cli.MaxTuneFile bytes;
// skip plies left out at the start of each game), tunes the engine's
// default weights on them until done or ctx ends, and prints on out the
// error before and after and the weights next to the defaults (with
// verbose, every improvement too).
func TuneFiles(ctx context.Context, names []string, skip int, verbose bool, out io.Writer) error {
	var ps []Sample
	for _, name := range names {
		data, err := cli.ReadFileLimited(strings.TrimSpace(name), cli.MaxTuneFile)
		if err != nil {
			return err
		}
		got, err := CollectSamples(bytes.NewReader(data), skip)
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		fmt.Fprintf(out, "%s: %d quiet positions\n", name, len(got))
		ps = append(ps, got...)
	}
	if len(ps) == 0 {
		return errors.New("no positions with a game result")
	}
	w := engine.DefaultWeights
	k := FitScale(ps, &w)
	before := MeanSquaredError(ps, &w, k)
	fmt.Fprintf(out, "%d positions, k = %.2f, error %.6f\n", len(ps), k, before)
	start := time.Now()
	after := Tune(ctx, ps, &w, k, func(name string, v int32, e float64) {
		if verbose {
			fmt.Fprintf(out, "  %-20s %5d  error %.6f  (%.0f s)\n", name, v, e, time.Since(start).Seconds())
		}
	})
	fmt.Fprintf(out, "error %.6f → %.6f in %.0f s\n", before, after, time.Since(start).Seconds())
	def := engine.DefaultWeights
	newParams, oldParams := Params(&w), Params(&def)
	fmt.Fprintf(out, "%-20s %8s %8s\n", "weight", "default", "tuned")
	for i, p := range newParams {
		fmt.Fprintf(out, "%-20s %8d %8d\n", p.Name, *oldParams[i].P, *p.P)
	}
	return nil
}
