// Command pbrain-alphabeta is the alphabeta Caro/Gomoku engine as a Gomocup
// brain: it speaks the pbrain protocol on standard input and output (for
// Piskvork, the Gomocup manager, or the project's match runner). It is the
// same program as `alphabeta caro engine` (pbrain.Main).
package main

import (
	"os"

	"github.com/alphabeta-go/alphabeta/caro/pbrain"
)

func main() {
	os.Exit(pbrain.Main("pbrain-alphabeta", os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
