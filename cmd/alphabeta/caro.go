package main

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// caroCommands are the subcommands of `alphabeta caro`. Each lives in its
// own file and adds itself with registerCaro from an init function; the map
// is initialised at its declaration so that it exists before any init runs.
var caroCommands = map[string]command{}

func registerCaro(name, summary string, run func(args []string) int) {
	if _, dup := caroCommands[name]; dup {
		panic("alphabeta: caro subcommand registered twice: " + name)
	}
	caroCommands[name] = command{name: name, summary: summary, run: run}
}

func init() {
	register("caro", "Caro/Gomoku (m,n,k boards): play, engine, solve, …: alphabeta caro help", runCaro)
}

func runCaro(args []string) int {
	if len(args) == 0 {
		caroUsage(os.Stderr)
		return 2
	}
	name := args[0]
	switch name {
	case "-h", "--help", "-help":
		caroUsage(os.Stdout)
		return 0
	case "help":
		if len(args) > 1 {
			if c, ok := caroCommands[args[1]]; ok {
				return c.run([]string{"-h"})
			}
		}
		caroUsage(os.Stdout)
		return 0
	}
	c, ok := caroCommands[name]
	if !ok {
		fmt.Fprintf(os.Stderr, "alphabeta caro: unknown subcommand %q\n\n", name)
		caroUsage(os.Stderr)
		return 2
	}
	return c.run(args[1:])
}

func caroUsage(w io.Writer) {
	fmt.Fprintln(w, "alphabeta caro — Caro and Gomoku on m,n,k boards (rules: freestyle, standard, renju, caro, caro-exact)")
	fmt.Fprintln(w, "\nUsage: alphabeta caro SUBCOMMAND [flags]   (every subcommand takes -h)")
	fmt.Fprintln(w, "\nSubcommands:")
	names := make([]string, 0, len(caroCommands))
	for n := range caroCommands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, caroCommands[n].summary)
	}
}
