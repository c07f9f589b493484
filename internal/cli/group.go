package cli

import (
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
)

// Group is a command with subcommands (alphabeta itself, `alphabeta
// caro`). Its subcommands may be added from several files, each from an
// init function; a group is declared as a package-level variable so that
// it exists before any init runs.
type Group struct {
	name     string // "caro"; "" for alphabeta itself
	title    string // first line of the usage text
	commands map[string]command
}

// command is one subcommand: run receives the arguments after its name and
// returns the process exit status (0 ok, 1 failure, 2 usage error).
type command struct {
	summary string
	run     func(args []string) int
}

// NewGroup is the group `alphabeta name` ("" for alphabeta itself); title
// is the first line of its usage.
func NewGroup(name, title string) *Group {
	return &Group{name: name, title: title, commands: map[string]command{}}
}

// Add adds a subcommand; a name added twice panics.
func (g *Group) Add(name, summary string, run func(args []string) int) {
	if _, dup := g.commands[name]; dup {
		panic(g.command() + ": subcommand registered twice: " + name)
	}
	g.commands[name] = command{summary: summary, run: run}
}

// Name is the group's name as given to NewGroup.
func (g *Group) Name() string { return g.name }

// Subcommands are the run functions of the group's subcommands, by name.
func (g *Group) Subcommands() map[string]func(args []string) int {
	runs := make(map[string]func(args []string) int, len(g.commands))
	for name, c := range g.commands {
		runs[name] = c.run
	}
	return runs
}

// command is the group as typed: "alphabeta caro".
func (g *Group) command() string { return strings.TrimSpace("alphabeta " + g.name) }

// Run dispatches args; "help X …" is "X … -h" (so that "help tree trace
// --lang vi" is "tree trace --lang vi -h"), and no arguments print the
// usage with exit status 2.
func (g *Group) Run(args []string) int {
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
func (g *Group) usage(w io.Writer) {
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
