// Command alphabeta is the one binary of the project: adversarial search for
// teaching (explicit trees, tic-tac-toe) and two engines (Xiangqi, Caro/Gomoku),
// an engine-vs-engine match runner and a web UI.
//
// Each subcommand lives in its own file of this package and registers itself
// with register in an init function, so the domains never edit the same file.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"

	"alphabeta/internal/version"
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
	if version.IsFlag(name) {
		name = "version"
	}
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

// group is a subcommand with subcommands of its own (`alphabeta caro play`).
// Its commands live in several files, each adding itself from an init
// function; a group is declared as a package-level variable so that it
// exists before any init runs.
type group struct {
	name     string // "caro"
	title    string // first line of the usage text
	commands map[string]command
}

func newGroup(name, title string) *group {
	return &group{name: name, title: title, commands: map[string]command{}}
}

func (g *group) add(name, summary string, run func(args []string) int) {
	if _, dup := g.commands[name]; dup {
		panic("alphabeta: " + g.name + " subcommand registered twice: " + name)
	}
	g.commands[name] = command{name: name, summary: summary, run: run}
}

// run dispatches args; "help X" is "X -h", and no arguments print the usage
// with exit status 2.
func (g *group) run(args []string) int {
	if len(args) == 0 {
		g.usage(os.Stderr)
		return 2
	}
	switch args[0] {
	case "-h", "--help", "-help":
		g.usage(os.Stdout)
		return 0
	case "help":
		if len(args) > 1 {
			if c, ok := g.commands[args[1]]; ok {
				return c.run([]string{"-h"})
			}
		}
		g.usage(os.Stdout)
		return 0
	}
	c, ok := g.commands[args[0]]
	if !ok {
		fmt.Fprintf(os.Stderr, "alphabeta %s: unknown subcommand %q\n\n", g.name, args[0])
		g.usage(os.Stderr)
		return 2
	}
	return c.run(args[1:])
}

func (g *group) usage(w io.Writer) {
	fmt.Fprintln(w, g.title)
	fmt.Fprintf(w, "\nUsage: alphabeta %s SUBCOMMAND [flags] [args]   (every subcommand takes -h)\n", g.name)
	fmt.Fprintln(w, "\nSubcommands:")
	listCommands(w, g.commands)
}

// listCommands prints the commands sorted by name, summaries aligned.
func listCommands(w io.Writer, commands map[string]command) {
	names := make([]string, 0, len(commands))
	width := 0
	for n := range commands {
		names = append(names, n)
		width = max(width, len(n))
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-*s  %s\n", width, n, commands[n].summary)
	}
}

// parseInterleaved parses flags that may come before or after the
// positional arguments ("perft 4 --divide" as well as "perft --divide 4");
// "--" ends the flags.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "alphabeta — minimax and alpha-beta: a library, a teaching tool, Xiangqi and Caro engines")
	fmt.Fprintln(w, "\nUsage: alphabeta SUBCOMMAND [flags] [args]   (every subcommand takes -h)")
	fmt.Fprintln(w, "\nSubcommands:")
	listCommands(w, commands)
}
