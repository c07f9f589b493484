package main

import (
	"errors"
	"flag"
	"fmt"
	"strings"
)

// parseFlags parses a subcommand's flags, which may come before or after
// its positional arguments ("--" ends them), and checks --lang when lang is
// not nil. When ok is false the caller returns code: 0 after -h (the usage
// has been printed), 2 after a bad flag or language (the reason has been
// printed on fs.Output()).
func parseFlags(fs *flag.FlagSet, args []string, lang *string) (pos []string, code int, ok bool) {
	pos, err := parseInterleaved(fs, args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return nil, 0, false
	case err != nil:
		return nil, 2, false
	}
	if lang != nil && *lang != "en" && *lang != "vi" {
		fmt.Fprintf(fs.Output(), "%s: --lang %q: want en or vi\n", commandName(fs), *lang)
		return nil, 2, false
	}
	return pos, 0, true
}

// parseFlagsOnly is parseFlags for a subcommand that takes no positional
// argument: one is an error.
func parseFlagsOnly(fs *flag.FlagSet, args []string, lang *string) (code int, ok bool) {
	pos, code, ok := parseFlags(fs, args, lang)
	if ok && len(pos) > 0 {
		fmt.Fprintf(fs.Output(), "%s: unexpected argument %q\n", commandName(fs), pos[0])
		return 2, false
	}
	return code, ok
}

// commandName is the subcommand as typed: "alphabeta xiangqi play".
func commandName(fs *flag.FlagSet) string {
	if strings.HasPrefix(fs.Name(), "alphabeta ") {
		return fs.Name()
	}
	return "alphabeta " + fs.Name()
}
