package tuning

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/alphabeta-go/alphabeta/caro/engine"
	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/internal/selfplay"
)

// MaxGamesFile bounds one file of games read by TuneFiles (about a
// million games).
const MaxGamesFile = 256 << 20

// SelfPlayFile is `alphabeta caro selfplay`: it plays opt's games and
// appends each to the file at path as it ends (WriteGame), with the count
// every 50 games on progress and the number of games played on out at the
// end. Ctrl-C stops after the games already finished. After a failed
// write no more games are written, and the error is returned.
func SelfPlayFile(path string, opt SelfPlayOptions, out, progress io.Writer) error {
	n := 0
	var werr error
	write := func(w io.Writer, g Game) error {
		if werr == nil {
			werr = WriteGame(w, g)
		}
		return werr
	}
	_, err := selfplay.AppendGames(path, func(ctx context.Context, emit func(Game)) error {
		return SelfPlay(ctx, opt, emit)
	}, write, func(Game, error) {
		n++
		if n%50 == 0 {
			fmt.Fprintf(progress, "%d games\n", n)
		}
	})
	if _, ok := errors.AsType[*selfplay.OpenError](err); ok {
		return err
	}
	if err == nil {
		err = werr
	}
	fmt.Fprintf(out, "%d games written to %s\n", n, path)
	return err
}

// TuneFiles is `alphabeta caro tune`: it reads the games of the named
// files (each at most MaxGamesFile bytes), keeps the quiet positions of
// 15×15 games under opt.Rule after skip plies, tunes the engine's weights
// for that rule on them and prints the weights and the error before and after
// on out.
func TuneFiles(names []string, skip int, opt TuneOptions, out io.Writer) error {
	var games []Game
	for _, name := range names {
		data, err := cli.ReadFileLimited(name, MaxGamesFile)
		if err != nil {
			return err
		}
		gs, err := ReadGames(strings.NewReader(string(data)))
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		games = append(games, gs...)
	}
	samples, err := Samples(games, 15, opt.Rule, skip)
	if err != nil {
		return err
	}
	if len(samples) == 0 {
		return errors.New("no quiet positions in the games")
	}
	start := engine.DefaultWeightsFor(opt.Rule)
	start.Shape = nil // the linear weights are what is tuned here
	w, before, after := Tune(samples, start, opt)
	fmt.Fprintf(out, "%d games, %d quiet positions\nerror %.6f → %.6f\nstart %v\ntuned %v\n", len(games), len(samples), before, after, start, w)
	return nil
}
