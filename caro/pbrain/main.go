package pbrain

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/alphabeta-go/alphabeta/caro/engine"
	"github.com/alphabeta-go/alphabeta/internal/version"
)

// Bounds of the resource flags of Main: the table size is shifted into
// bytes and every thread has its own stacks, so both are checked before
// anything is allocated.
const (
	MaxHashMB  = 4096
	MaxThreads = 256
)

// Main is the command line of the engine as a Gomocup brain, shared by
// pbrain-alphabeta and `alphabeta caro engine`: it reads the flags in args,
// serves the protocol on stdin and stdout, and returns the exit status
// (0 after END or the end of the input, 1 when writing fails, 2 for bad
// flags). name is the command as the user types it, for usage and errors.
func Main(name string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	threads := fs.Int("threads", 1, fmt.Sprintf("search threads (Lazy SMP), 1..%d", MaxThreads))
	hash := fs.Int("hash", 64, fmt.Sprintf("transposition table size in MiB, 1..%d", MaxHashMB))
	style := fs.String("style", "strong", "player: strong, or seed002 (the baseline of seed 002)")
	showVersion := fs.Bool("version", false, "print the version and the commit it was built from, and exit")
	nodes := fs.Int64("nodes", 0, "search about this many nodes a move instead of using the manager's time (0: use the time; with one thread the same moves on any machine)")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %s [--threads N] [--hash MiB] [--style strong|seed002] [--nodes N] [--version]\n", name)
		fmt.Fprintln(fs.Output(), "Speaks the Gomocup protocol (START, BEGIN, TURN, BOARD, INFO, END, ...) on stdin/stdout.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "%s: unexpected argument %q\n", name, fs.Arg(0))
		return 2
	}
	if *showVersion {
		fmt.Fprintln(stdout, version.Line(name))
		return 0
	}
	st, err := engine.ParseStyle(*style)
	switch {
	case err != nil:
	case *hash < 1 || *hash > MaxHashMB:
		err = fmt.Errorf("--hash %d: want 1..%d (MiB)", *hash, MaxHashMB)
	case *threads < 1 || *threads > MaxThreads:
		err = fmt.Errorf("--threads %d: want 1..%d", *threads, MaxThreads)
	case *nodes < 0:
		err = fmt.Errorf("--nodes %d: want 0 (use the time) or more", *nodes)
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 2
	}
	brain := NewEngineBrain(engine.Options{HashMB: *hash, Threads: *threads})
	if st == engine.StyleSeed002 {
		brain = NewBaselineBrain(0)
	}
	brain.Limits.Nodes = *nodes
	if err := Serve(context.Background(), brain, stdin, stdout); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 1
	}
	return 0
}
