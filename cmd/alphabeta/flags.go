package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"
)

// parseFlags parses a subcommand's flags, which may come before or after
// its positional arguments ("--" ends them), and checks --lang when lang is
// not nil. When ok is false the caller returns code: 0 after -h (the usage
// has been printed), 2 after a bad flag or language (the reason has been
// printed on fs.Output()). With --lang vi among the arguments, the reason
// is in Vietnamese, followed by where to find the usage, instead of the
// flag package's English and the usage.
func parseFlags(fs *flag.FlagSet, args []string, lang *string) (pos []string, code int, ok bool) {
	l := "en"
	if lang != nil {
		l = langArg(args)
	}
	out, usage := fs.Output(), fs.Usage
	if l == "vi" {
		fs.SetOutput(io.Discard)
		fs.Usage = func() {}
	}
	pos, err := parseInterleaved(fs, args)
	if l == "vi" {
		fs.SetOutput(out)
		fs.Usage = usage
	}
	switch {
	case errors.Is(err, flag.ErrHelp):
		if l == "vi" {
			printUsage(fs)
		}
		return nil, 0, false
	case err != nil:
		if l == "vi" {
			usageError(fs, l, "%v", flagError(err))
			say(fs.Output(), l, "Type %s -h for its usage.", commandName(fs))
		}
		return nil, 2, false
	}
	if lang != nil && *lang != "en" && *lang != "vi" {
		return nil, usageError(fs, "en", "--lang %q: want en or vi", *lang), false
	}
	return pos, 0, true
}

// parseFlagsOnly is parseFlags for a subcommand that takes no positional
// argument: one is an error.
func parseFlagsOnly(fs *flag.FlagSet, args []string, lang *string) (code int, ok bool) {
	pos, code, ok := parseFlags(fs, args, lang)
	if ok && len(pos) > 0 {
		l := "en"
		if lang != nil {
			l = *lang
		}
		return usageError(fs, l, "unexpected argument %q", pos[0]), false
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

// printUsage prints fs's usage as the flag package does for -h.
func printUsage(fs *flag.FlagSet) {
	if fs.Usage != nil {
		fs.Usage()
		return
	}
	fmt.Fprintf(fs.Output(), "Usage of %s:\n", fs.Name())
	fs.PrintDefaults()
}

// langArg is the value of the last --lang in args (before "--"): "en" when
// there is none, or it is not a language (parseFlags then refuses it).
func langArg(args []string) string {
	l := "en"
	for i, a := range args {
		if a == "--" {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "lang" {
			continue
		}
		if !hasValue && i+1 < len(args) {
			value = args[i+1]
		}
		if value == "en" || value == "vi" {
			l = value
		}
	}
	return l
}

// The errors of the flag package (Go's flag.FlagSet.Parse), read back so
// that flagError can say them in the catalogue's words.
var (
	flagUndefined = regexp.MustCompile(`^flag provided but not defined: (\S+)$`)
	flagNoValue   = regexp.MustCompile(`^flag needs an argument: (\S+)$`)
	flagSyntax    = regexp.MustCompile(`^bad flag syntax: (.*)$`)
	flagBadValue  = regexp.MustCompile(`^invalid (?:boolean )?value ("(?:[^"\\]|\\.)*") for (?:flag )?(\S+): (.*)$`)
	flagBadBool   = regexp.MustCompile(`^invalid boolean flag (\S+): (.*)$`)
)

// flagError is an error of flag.FlagSet.Parse as a catalogue message (the
// error itself when it is none of the known ones).
func flagError(err error) error {
	s := err.Error()
	if m := flagUndefined.FindStringSubmatch(s); m != nil {
		return errorf("no flag %s", m[1])
	}
	if m := flagNoValue.FindStringSubmatch(s); m != nil {
		return errorf("flag %s needs a value", m[1])
	}
	if m := flagSyntax.FindStringSubmatch(s); m != nil {
		return errorf("bad flag syntax: %s", m[1])
	}
	if m := flagBadValue.FindStringSubmatch(s); m != nil {
		return errorf("%s is not a valid value for %s", m[1], m[2])
	}
	if m := flagBadBool.FindStringSubmatch(s); m != nil {
		return errorf("%s takes no value but true or false", m[1])
	}
	return err
}
