// Command pbrain-alphabeta is the alphabeta Caro/Gomoku engine as a Gomocup
// brain: it speaks the pbrain protocol on standard input and output (for
// Piskvork, the Gomocup manager, or the project's match runner).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"alphabeta/caro/engine"
	"alphabeta/caro/pbrain"
	"alphabeta/internal/version"
)

func main() {
	threads := flag.Int("threads", 1, "search threads (Lazy SMP)")
	hash := flag.Int("hash", 64, "transposition table size in MiB")
	style := flag.String("style", "strong", "player: strong, or seed002 (the baseline of seed 002)")
	showVersion := flag.Bool("version", false, "print the version and the commit it was built from, and exit")
	flag.Parse()
	if *showVersion {
		fmt.Println(version.Line("pbrain-alphabeta"))
		return
	}
	st, err := engine.ParseStyle(*style)
	if err != nil {
		fmt.Fprintln(os.Stderr, "pbrain-alphabeta:", err)
		os.Exit(2)
	}
	// The table size is shifted into bytes and every thread has its own
	// stacks: bound both, as the protocol engines do.
	if *hash < 1 || *hash > 4096 || *threads < 1 || *threads > 256 {
		fmt.Fprintln(os.Stderr, "pbrain-alphabeta: want --hash 1..4096 (MiB) and --threads 1..256")
		os.Exit(2)
	}
	brain := engine.NewBrain(engine.Options{HashMB: *hash, Threads: *threads, Style: st})
	if err := pbrain.Serve(context.Background(), brain, os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "pbrain-alphabeta:", err)
		os.Exit(1)
	}
}
