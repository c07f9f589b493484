package main

import (
	"fmt"
	"os"

	"alphabeta/xiangqi/engine"
)

func init() {
	registerXiangqi("engine", "run the engine on stdin/stdout (UCI or UCCI, chosen by the handshake)", runXiangqiEngine)
}

func runXiangqiEngine(args []string) int {
	if len(args) > 0 {
		if args[0] == "-h" || args[0] == "--help" {
			fmt.Println("Usage: alphabeta xiangqi engine\n\nSpeaks UCI (send `uci`; moves in 0-based ICCS like h2e2, as Pikafish) or UCCI\n(send `ucci`, as ElephantEye) on stdin/stdout. Extra commands: `d`, `eval`, `go perft N`.")
			return 0
		}
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi engine: takes no arguments")
		return 2
	}
	srv := engine.NewServer(engine.New(engine.Options{}), os.Stdout)
	if err := srv.Run(os.Stdin); err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi engine:", err)
		return 1
	}
	return 0
}
