package main

import (
	"os"

	"github.com/alphabeta-go/alphabeta/tree"
)

func init() {
	register("tree", "explicit game trees for teaching: solve, trace (α/β/v table), draw, exercise", func(args []string) int {
		return tree.Main(args, os.Stdin, os.Stdout, os.Stderr)
	})
}
