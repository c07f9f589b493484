package tuning

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/internal/selfplay"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
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

// FilesOptions are the choices of TuneFiles.
type FilesOptions struct {
	Skip    int  // plies left out at the start of each game
	Verbose bool // print every improvement (coordinate descent)
	// Linear fits by gradient descent on the linearised evaluation
	// (TuneLinear) instead of coordinate descent; Tables adds the
	// piece-square tables, L2 and Epochs are TuneLinear's.
	Linear, Tables bool
	L2             float64
	Epochs         int
	// Holdout keeps every Holdout-th game out of the fit (a game's positions
	// are alike, so holding out single positions would flatter the fit) and reports
	// the error on them before and after (0: none).
	Holdout int
	// LabelNodes, when positive, labels each position by a search of that
	// many nodes blended with its game's result: Lambda·result +
	// (1−Lambda)·σ(k·score) (LabelBySearch). The scale k is fitted on the
	// results first.
	LabelNodes int64
	Lambda     float64
}

// TuneFiles is `alphabeta xiangqi tune`: it collects the quiet positions
// of the games in the named PGN files (each at most cli.MaxTuneFile bytes;
// opt.Skip plies left out at the start of each game), tunes the engine's
// default weights on them until done or ctx ends, and prints on out the
// error before and after and the weights next to the defaults (with
// opt.Verbose, every improvement too; with opt.Tables, the tables as Go
// source).
func TuneFiles(ctx context.Context, names []string, opt FilesOptions, out io.Writer) error {
	var ps []Sample
	for _, name := range names {
		data, err := cli.ReadFileLimited(strings.TrimSpace(name), cli.MaxTuneFile)
		if err != nil {
			return err
		}
		got, err := CollectSamples(bytes.NewReader(data), opt.Skip)
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		fmt.Fprintf(out, "%s: %d quiet positions\n", name, len(got))
		games := 0
		if len(ps) > 0 {
			games = ps[len(ps)-1].Game + 1
		}
		for i := range got {
			got[i].Game += games
		}
		ps = append(ps, got...)
	}
	var held []Sample
	if opt.Holdout > 1 {
		fit := ps[:0:0]
		for _, s := range ps {
			if s.Game%opt.Holdout == 0 {
				held = append(held, s)
			} else {
				fit = append(fit, s)
			}
		}
		ps = fit
	}
	if len(ps) == 0 {
		return errors.New("no positions with a game result")
	}
	w := engine.DefaultWeights
	k := FitScale(ps, &w)
	before := MeanSquaredError(ps, &w, k)
	heldBefore := MeanSquaredError(held, &w, k)
	var heldResults []Sample // held out, labelled by the games' results alone
	if opt.LabelNodes > 0 {
		heldResults = append([]Sample(nil), held...)
		fmt.Fprintf(out, "k = %.2f on the results; labelling %d positions by %d-node searches (lambda %.2f)\n", k, len(ps)+len(held), opt.LabelNodes, opt.Lambda)
		t := time.Now()
		for _, set := range [][]Sample{ps, held} {
			if err := LabelBySearch(ctx, set, opt.LabelNodes, opt.Lambda, k); err != nil {
				return fmt.Errorf("labelling stopped: %w (give --time more)", err)
			}
		}
		fmt.Fprintf(out, "labelled in %.0f s\n", time.Since(t).Seconds())
		before = MeanSquaredError(ps, &w, k)
		heldBefore = MeanSquaredError(held, &w, k)
	}
	fmt.Fprintf(out, "%d positions, k = %.2f, error %.6f\n", len(ps), k, before)
	start := time.Now()
	var after float64
	if opt.Linear {
		lo := LinearOptions{Epochs: opt.Epochs, L2: opt.L2, Tables: opt.Tables}
		if opt.Verbose {
			lo.Log = out
		}
		_, after = TuneLinear(ctx, ps, &w, k, lo)
	} else {
		after = Tune(ctx, ps, &w, k, func(name string, v int32, e float64) {
			if opt.Verbose {
				fmt.Fprintf(out, "  %-20s %5d  error %.6f  (%.0f s)\n", name, v, e, time.Since(start).Seconds())
			}
		})
	}
	fmt.Fprintf(out, "error %.6f → %.6f in %.0f s\n", before, after, time.Since(start).Seconds())
	if len(held) > 0 {
		fmt.Fprintf(out, "held-out error (%d positions) %.6f → %.6f\n", len(held), heldBefore, MeanSquaredError(held, &w, k))
		if heldResults != nil {
			def := engine.DefaultWeights
			fmt.Fprintf(out, "held-out error against the results alone %.6f → %.6f\n", MeanSquaredError(heldResults, &def, k), MeanSquaredError(heldResults, &w, k))
		}
	}
	def := engine.DefaultWeights
	newParams, oldParams := Params(&w), Params(&def)
	fmt.Fprintf(out, "%-20s %8s %8s\n", "weight", "default", "tuned")
	for i, p := range newParams {
		fmt.Fprintf(out, "%-20s %8d %8d\n", p.Name, *oldParams[i].P, *p.P)
	}
	if opt.Tables {
		WriteTables(out, &w)
	}
	return nil
}
