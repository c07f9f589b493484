// Package selfplay is the shape both games' self-play commands share
// (`alphabeta xiangqi selfplay`, `alphabeta caro selfplay`): games played
// until done or Ctrl-C, each appended to a file as it ends, so that an
// interrupted run keeps the games it finished. The games and their record
// formats are the games' own (xiangqi/tuning, caro/tuning).
package selfplay

import (
	"context"
	"io"
	"os"
	"os/signal"
)

// AppendGames opens the file at path for appending (creating it) and runs
// play with a context that Ctrl-C cancels; play hands each finished game
// to emit (one at a time), which writes it with write and then calls
// each, when not nil, with the write's error. interrupted says whether
// Ctrl-C stopped the games; err is play's, or an *OpenError when the file
// could not be opened (then no game was played).
func AppendGames[G any](path string, play func(ctx context.Context, emit func(G)) error,
	write func(io.Writer, G) error, each func(g G, werr error)) (interrupted bool, err error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return false, &OpenError{err}
	}
	defer f.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	err = play(ctx, func(g G) {
		werr := write(f, g)
		if each != nil {
			each(g, werr)
		}
	})
	return ctx.Err() != nil, err
}

// OpenError is AppendGames' error when the file cannot be opened.
type OpenError struct{ Err error }

func (e *OpenError) Error() string { return e.Err.Error() }

func (e *OpenError) Unwrap() error { return e.Err }
