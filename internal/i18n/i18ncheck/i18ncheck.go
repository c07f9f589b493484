// Package i18ncheck holds the checks of the message catalogues of package
// i18n that read Go source (go/parser): which formats a package gives its
// catalogue's functions, whether the catalogue translates each of them,
// and whether the module gives one English message or one glossary term
// a single Vietnamese. Only tests import it, so that the binaries do not
// link the Go parser.
package i18ncheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// Formats reads the Go files of dir (tests left out) and returns the
// string literals given to the named functions at the argument index
// given (the formats a catalogue must translate), each with where it is.
// A name that starts with a dot (".errAt") is a method's: it matches the
// calls x.errAt(…); a plain name matches a plain call only. A format is
// a string literal or a sum of them; a call whose format is not one is
// returned under "" unless passOn names its function (a helper that passes
// its caller's format on), so that a test can refuse formats it cannot
// check.
func Formats(dir string, funcs map[string]int, passOn ...string) (map[string]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	formats := map[string]string{}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			return nil, err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var name string
			switch fn := call.Fun.(type) {
			case *ast.Ident:
				name = fn.Name
			case *ast.SelectorExpr:
				name = "." + fn.Sel.Name
			default:
				return true
			}
			i, ok := funcs[name]
			if !ok || len(call.Args) <= i {
				return true
			}
			where := fset.Position(call.Pos()).String()
			s, ok := stringValue(call.Args[i])
			switch {
			case ok:
				formats[s] = where
			case !slices.Contains(passOn, name):
				formats[""] = where
			}
			return true
		})
	}
	return formats, nil
}

// verb is a verb of a format (the same as package i18n's).
var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// Neutral are the texts that are the same in English and Vietnamese: the
// lectures' names of the players (MAX, MIN), of the window's bounds (α, β)
// and of the algorithms and their counts in xiangqi/nodes' table (minimax,
// αβ, b, mm/αβ), which the Vietnamese lectures keep (docs/teaching.vi.md). A
// catalogue gives one of them itself as its Vietnamese, and Check takes
// that for a translation; any other Vietnamese that is its English is a
// text left untranslated, and a neutral text given another Vietnamese is
// a mistake of the list or of the catalogue.
var Neutral = []string{"MAX", "MIN", "α", "β", "minimax", "αβ", "b", "mm/αβ"}

// Check says what is wrong with a catalogue for formats (as Formats
// returns them): a format without its Vietnamese, one whose verbs do not
// fit its arguments in either language, a Vietnamese text with a word of
// english or that is the English itself (unless Neutral lists it), a
// Neutral text given another Vietnamese, an entry no format uses. A
// format with nothing to translate ("%v", "%s: %v") needs no entry.
func Check(formats map[string]string, catalogue map[string]string, english []string) []string {
	var problems []string
	for format, where := range formats {
		if strings.Trim(verb.ReplaceAllString(format, ""), " :,()\n") == "" {
			continue
		}
		vi, ok := catalogue[format]
		if !ok {
			problems = append(problems, fmt.Sprintf("%s: %q has no Vietnamese", where, format))
			continue
		}
		args := sampleArgs(format)
		for _, out := range []string{fmt.Sprintf(format, args...), fmt.Sprintf(vi, args...)} {
			if strings.Contains(out, "%!") {
				problems = append(problems, fmt.Sprintf("%s: %q → %q: the verbs do not fit the arguments", where, format, out))
			}
		}
		if w := i18n.EnglishWord(vi, english); w != "" {
			problems = append(problems, fmt.Sprintf("%s: the Vietnamese of %q, %q, has the English word %q", where, format, vi, w))
		}
		neutral := slices.Contains(Neutral, format)
		if vi == format && i18n.Translatable(format) && !neutral {
			problems = append(problems, fmt.Sprintf("%s: the Vietnamese of %q is the English", where, format))
		}
		if vi != format && neutral {
			problems = append(problems, fmt.Sprintf("%s: %q is the same in both languages (Neutral), not %q", where, format, vi))
		}
	}
	for format := range catalogue {
		if _, ok := formats[format]; !ok {
			problems = append(problems, fmt.Sprintf("the catalogue has %q, which no code uses", format))
		}
	}
	slices.Sort(problems)
	return problems
}

// sampleArgs are arguments that fit format's verbs.
func sampleArgs(format string) []any {
	var args []any
	for _, v := range verb.FindAllString(format, -1) {
		switch v[len(v)-1] {
		case '%':
		case 'd', 'c', 'U':
			args = append(args, 7)
		case 'f', 'g', 'e':
			args = append(args, 1.5)
		default:
			args = append(args, "x")
		}
	}
	return args
}

// CheckDir is Formats and Check together, for a catalogue's test: the
// problems of catalogue for the formats given to funcs in dir's Go files
// (a format that is not a literal is one), and how many formats it found,
// so that the test can refuse too few (a broken scan).
func CheckDir(dir string, funcs map[string]int, catalogue map[string]string, english []string, passOn ...string) (problems []string, found int, err error) {
	return CheckDirWith(dir, funcs, nil, catalogue, english, passOn...)
}

// CheckDirWith is CheckDir for a catalogue that also translates texts
// found otherwise than in a call (more, each with where it is: the -h
// texts that cli.HelpTexts lists). They are checked as the formats are,
// but for English words: they name commands and values as typed
// (subcommands, "seed-002"), so their own tests look for English in the
// text they print, with their own lists (the command line's
// TestVietnameseHelp and TestGroupsVietnamese). found counts only the
// formats.
func CheckDirWith(dir string, funcs map[string]int, more map[string]string, catalogue map[string]string, english []string, passOn ...string) (problems []string, found int, err error) {
	formats, err := Formats(dir, funcs, passOn...)
	if err != nil {
		return nil, 0, err
	}
	if where, ok := formats[""]; ok {
		problems = append(problems, fmt.Sprintf("%s: a format that is not a literal: the catalogue cannot be checked", where))
		delete(formats, "")
	}
	found = len(formats)
	others := map[string]string{}
	for text, where := range more {
		if _, ok := formats[text]; !ok {
			others[text] = where
		}
	}
	// The formats with the catalogue's entries for them; the other texts
	// without English words, and what neither uses.
	problems = append(problems, Check(formats, only(catalogue, formats), english)...)
	all := maps.Clone(formats)
	maps.Copy(all, others)
	for _, p := range Check(all, catalogue, nil) {
		if !slices.Contains(problems, p) {
			problems = append(problems, p)
		}
	}
	slices.Sort(problems)
	return problems, found, nil
}

// only is catalogue's entries for texts.
func only(catalogue map[string]string, texts map[string]string) map[string]string {
	c := map[string]string{}
	for text := range texts {
		if vi, ok := catalogue[text]; ok {
			c[text] = vi
		}
	}
	return c
}
