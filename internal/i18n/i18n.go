// Package i18n writes the project's messages in English or Vietnamese.
// Each front end keeps one catalogue: a map from each English format to
// its Vietnamese (the web API's errors in web/messages.go, the command
// line's in cmd/alphabeta/messages.go), in the terms of the glossary of
// docs/teaching.vi.md. The rules and game packages (caro, xiangqi, tree)
// give their errors and names a Vietnamese method instead, and Sprintf
// writes such an argument in Vietnamese.
package i18n

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// Vietnamer is a value that can say itself in Vietnamese: the errors of
// caro, xiangqi and tree, a side, a rule, the end of a game.
type Vietnamer interface{ Vietnamese() string }

// Sprintf writes format with args in lang ("vi" or "en"; anything else is
// English). In Vietnamese, format is replaced by its entry in catalogue
// (when it has one) and every argument that is a Vietnamer, or an error
// that wraps one, by its Vietnamese: the detail of an error is translated,
// not kept in English inside a Vietnamese sentence. A Vietnamese format
// may leave out an argument it cannot translate by numbering the ones it
// keeps (%[1]d).
func Sprintf(lang string, catalogue map[string]string, format string, args ...any) string {
	if lang != "vi" {
		return fmt.Sprintf(format, args...)
	}
	if vi, ok := catalogue[format]; ok {
		format = vi
	}
	out := make([]any, len(args))
	for i, a := range args {
		out[i] = a
		if err, ok := a.(error); ok {
			if v, ok := errors.AsType[interface {
				error
				Vietnamer
			}](err); ok {
				out[i] = v.Vietnamese()
			}
		} else if v, ok := a.(Vietnamer); ok {
			out[i] = v.Vietnamese()
		}
	}
	return fmt.Sprintf(format, out...)
}

// Formats reads the Go files of dir (tests left out) and returns the
// string literals given to the named functions at the argument index
// given (the formats a catalogue must translate), each with where it is.
// A call whose format is not a literal is returned under "" unless
// passOn names its function (a helper that passes its caller's format on),
// so that a test can refuse formats it cannot check.
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
			fn, ok := call.Fun.(*ast.Ident)
			if !ok {
				return true
			}
			i, ok := funcs[fn.Name]
			if !ok || len(call.Args) <= i {
				return true
			}
			where := fset.Position(call.Pos()).String()
			lit, ok := call.Args[i].(*ast.BasicLit)
			switch {
			case ok && lit.Kind == token.STRING:
				s, _ := strconv.Unquote(lit.Value)
				formats[s] = where
			case !slices.Contains(passOn, fn.Name):
				formats[""] = where
			}
			return true
		})
	}
	return formats, nil
}

var (
	verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)
	// literal are the parts of a text that are not its language: quoted
	// input, paths, flags.
	literal = regexp.MustCompile(`"(?:[^"\\]|\\.)*"…?|'[^']*'|/\S*|--?[a-z]\S*`)
)

// EnglishWord is the first word of text (outside quotes, paths, flags and
// verbs) that is one of english, or "".
func EnglishWord(text string, english []string) string {
	text = literal.ReplaceAllString(verb.ReplaceAllString(text, ""), "")
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if slices.Contains(english, w) {
			return w
		}
	}
	return ""
}

// Check says what is wrong with a catalogue for formats (as Formats
// returns them): a format without its Vietnamese, one whose verbs do not
// fit its arguments in either language, a Vietnamese text with a word of
// english, an entry no format uses. A format with nothing to translate
// ("%v", "%s: %v") needs no entry.
func Check(formats, catalogue map[string]string, english []string) []string {
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
		if w := EnglishWord(vi, english); w != "" {
			problems = append(problems, fmt.Sprintf("%s: the Vietnamese of %q, %q, has the English word %q", where, format, vi, w))
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
		case 'd', 'c':
			args = append(args, 7)
		case 'f', 'g', 'e':
			args = append(args, 1.5)
		default:
			args = append(args, "x")
		}
	}
	return args
}
