// Command alphabeta-xiangqi is the xiangqi engine as a bare executable for
// GUIs and match runners that take a path: it speaks UCI (0-based ICCS moves,
// as Pikafish) or UCCI (as ElephantEye) on stdin/stdout, chosen by the first
// handshake. Same as `alphabeta xiangqi engine`.
package main

import (
	"fmt"
	"os"

	"github.com/alphabeta-go/alphabeta/internal/version"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
	"github.com/alphabeta-go/alphabeta/xiangqi/uci"
)

func main() {
	if len(os.Args) > 1 && (os.Args[1] == "-h" || os.Args[1] == "--help") {
		fmt.Println("alphabeta-xiangqi: a xiangqi engine speaking UCI and UCCI on stdin/stdout (send `uci` or `ucci`).\n-version prints the version and the commit it was built from.")
		return
	}
	if len(os.Args) > 1 && version.IsFlag(os.Args[1]) {
		fmt.Println(version.Line("alphabeta-xiangqi"))
		return
	}
	srv := uci.NewServer(engine.New(engine.Options{}), os.Stdout)
	if err := srv.Run(os.Stdin); err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta-xiangqi:", err)
		os.Exit(1)
	}
}
