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
	"slices"
	"sort"
	"strings"

	"alphabeta/internal/version"
)

// command is one subcommand: run receives the arguments after its name and
// returns the process exit status (0 ok, 1 failure, 2 usage error).
type command struct {
	name    string
	summary string
	run     func(args []string) int
}

// rootGroup holds the subcommands; each file adds its own with register
// from an init function.
var rootGroup = newGroup("", "alphabeta — minimax and alpha-beta: a library, a teaching tool, Xiangqi and Caro engines")

func register(name, summary string, run func(args []string) int) { rootGroup.add(name, summary, run) }

func init() {
	register("help", "list the subcommands, or show help for one: alphabeta help SUBCOMMAND", func(args []string) int {
		return rootGroup.run(append([]string{"help"}, args...))
	})
}

func main() {
	os.Exit(dispatch(os.Args[1:]))
}

func dispatch(args []string) int {
	if len(args) > 0 && version.IsFlag(args[0]) {
		args = append([]string{"version"}, args[1:]...)
	}
	return rootGroup.run(args)
}

// group is a command with subcommands (alphabeta itself, `alphabeta caro
// play`). Its commands live in several files, each adding itself from an
// init function; a group is declared as a package-level variable so that
// it exists before any init runs.
type group struct {
	name     string // "caro"; "" for alphabeta itself
	title    string // first line of the usage text
	commands map[string]command
}

func newGroup(name, title string) *group {
	return &group{name: name, title: title, commands: map[string]command{}}
}

func (g *group) add(name, summary string, run func(args []string) int) {
	if _, dup := g.commands[name]; dup {
		panic(g.command() + ": subcommand registered twice: " + name)
	}
	g.commands[name] = command{name: name, summary: summary, run: run}
}

// command is the group as typed: "alphabeta caro".
func (g *group) command() string { return strings.TrimSpace("alphabeta " + g.name) }

// run dispatches args; "help X …" is "X … -h" (so that "help tree trace
// --lang vi" is "tree trace --lang vi -h"), and no arguments print the
// usage with exit status 2.
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
		if len(args) > 1 && args[1] != "help" {
			if c, ok := g.commands[args[1]]; ok {
				return c.run(append(slices.Clone(args[2:]), "-h"))
			}
		}
		g.usage(os.Stdout)
		return 0
	}
	c, ok := g.commands[args[0]]
	if !ok {
		fmt.Fprintf(os.Stderr, "%s: unknown subcommand %q\n\n", g.command(), args[0])
		g.usage(os.Stderr)
		return 2
	}
	return c.run(args[1:])
}

// usage lists the subcommands sorted by name, summaries aligned.
func (g *group) usage(w io.Writer) {
	fmt.Fprintln(w, g.title)
	fmt.Fprintf(w, "\nUsage: %s SUBCOMMAND [flags] [args]   (every subcommand takes -h)\n", g.command())
	fmt.Fprintln(w, "\nSubcommands:")
	names := make([]string, 0, len(g.commands))
	width := 0
	for n := range g.commands {
		names = append(names, n)
		width = max(width, len(n))
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-*s  %s\n", width, n, g.commands[n].summary)
	}
}
