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
	"slices"
	"strconv"
	"strings"
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
