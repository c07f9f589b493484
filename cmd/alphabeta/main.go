// Command alphabeta is the one binary of the project: adversarial search for
// teaching (explicit trees, tic-tac-toe) and two engines (Xiangqi, Caro/Gomoku),
// an engine-vs-engine match runner and a web UI.
//
// Each subcommand lives in its own file of this package and registers itself
// with register in an init function, so the domains never edit the same file.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// command is one subcommand: run receives the arguments after its name and
// returns the process exit status (0 ok, 1 failure, 2 usage error).
type command struct {
	name    string
	summary string
	run     func(args []string) int
}

var commands = map[string]command{}

func register(name, summary string, run func(args []string) int) {
	if _, dup := commands[name]; dup {
		panic("alphabeta: subcommand registered twice: " + name)
	}
	commands[name] = command{name: name, summary: summary, run: run}
}

func init() {
	register("help", "list the subcommands, or show help for one: alphabeta help SUBCOMMAND", runHelp)
}

func main() {
	os.Exit(dispatch(os.Args[1:]))
}

func dispatch(args []string) int {
	if len(args) == 0 {
		usage(os.Stderr)
		return 2
	}
	name := args[0]
	if name == "-h" || name == "--help" || name == "-help" {
		usage(os.Stdout)
		return 0
	}
	cmd, ok := commands[name]
	if !ok {
		fmt.Fprintf(os.Stderr, "alphabeta: unknown subcommand %q\n\n", name)
		usage(os.Stderr)
		return 2
	}
	return cmd.run(args[1:])
}

func runHelp(args []string) int {
	if len(args) == 0 {
		usage(os.Stdout)
		return 0
	}
	cmd, ok := commands[args[0]]
	if !ok || args[0] == "help" {
		usage(os.Stdout)
		return 0
	}
	return cmd.run([]string{"-h"})
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "alphabeta — minimax and alpha-beta: a library, a teaching tool, Xiangqi and Caro engines")
	fmt.Fprintln(w, "\nUsage: alphabeta SUBCOMMAND [flags] [args]   (every subcommand takes -h)")
	fmt.Fprintln(w, "\nSubcommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-11s %s\n", n, commands[n].summary)
	}
}
