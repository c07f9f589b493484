// Command alphabeta is the one binary of the project: adversarial search for
// teaching (explicit trees, tic-tac-toe) and two engines (Xiangqi, Caro/Gomoku),
// an engine-vs-engine match runner and a web UI.
//
// Each subcommand lives in its own file of this package and registers itself
// with register in an init function, so the domains never edit the same file.
// A subcommand parses its flags (internal/cli) and calls the packages that
// do the work; its messages are in messages.go.
package main

import (
	"os"

	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/internal/version"
)

// rootGroup holds the subcommands; each file adds its own with register
// from an init function.
var rootGroup = cli.NewGroup("", "alphabeta — minimax and alpha-beta: a library, a teaching tool, Xiangqi and Caro engines", vietnamese)

func register(name, summary string, run func(args []string) int) { rootGroup.Add(name, summary, run) }

func init() {
	register("help", "list the subcommands, or show help for one: alphabeta help SUBCOMMAND", func(args []string) int {
		return rootGroup.Run(append([]string{"help"}, args...))
	})
}

func main() {
	os.Exit(dispatch(os.Args[1:]))
}

func dispatch(args []string) int {
	if len(args) > 0 && version.IsFlag(args[0]) {
		args = append([]string{"version"}, args[1:]...)
	}
	return rootGroup.Run(args)
}
