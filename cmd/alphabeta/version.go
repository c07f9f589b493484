package main

import (
	"fmt"
	"os"

	"github.com/alphabeta-go/alphabeta/internal/version"
)

func init() {
	register("version", "print the version, the commit it was built from and the toolchain (also: alphabeta -version)", runVersion)
}

func runVersion(args []string) int {
	if len(args) > 0 {
		if args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
			fmt.Println("Usage: alphabeta version\n\nPrints the module version, the commit (with \", modified\" when the tree had\nchanges), the commit's time, the Go toolchain and the platform of this binary.")
			return 0
		}
		fmt.Fprintf(os.Stderr, "alphabeta version: unexpected argument %q\n", args[0])
		return 2
	}
	fmt.Println(version.Line("alphabeta"))
	return 0
}
