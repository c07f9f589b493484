package i18ncheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Term is an entry of a glossary: an English term (a word or words,
// matched whole, an "s" of the plural allowed), the one Vietnamese a
// message gives it, and the Vietnamese the project does not use for it.
// Except are English phrases in which the same word has another sense,
// left out before the term is looked for: a board's file ("on file %c")
// is a "cột", not a "tệp".
type Term struct {
	EN, VI string
	Avoid  []string
	Except []string
}

// Entry is a catalogue's entry as the source writes it.
type Entry struct {
	EN, VI string
	Where  string // file:line
}

// Catalogues reads every Go file of the module at root (tests, testdata
// and nested modules left out) and returns the entries of its catalogues:
// the composite literals of a type named Catalogue (i18n.Catalogue) whose
// keys and values are string constants. It also returns every string
// literal of those files, for Consistency's look for avoided words.
func Catalogues(root string) (entries []Entry, literals []Entry, err error) {
	fset := token.NewFileSet()
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && skipped(path) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if s, ok := stringValue(n); ok {
					literals = append(literals, Entry{VI: s, Where: fset.Position(n.Pos()).String()})
				}
			case *ast.CompositeLit:
				if !isCatalogue(n.Type) {
					return true
				}
				for _, e := range n.Elts {
					kv, ok := e.(*ast.KeyValueExpr)
					if !ok {
						continue
					}
					en, ok1 := stringValue(kv.Key)
					vi, ok2 := stringValue(kv.Value)
					if ok1 && ok2 {
						entries = append(entries, Entry{EN: en, VI: vi, Where: fset.Position(kv.Pos()).String()})
					}
				}
			}
			return true
		})
		return nil
	})
	return entries, literals, err
}

// Texts reads the module's files at root whose names end in one of exts
// (".html", ".js", ".css": the web pages and their scripts; testdata and
// nested modules left out) and returns their lines, each with where it
// is, for Consistency's look for avoided words, which Catalogues finds in
// Go strings only.
func Texts(root string, exts ...string) ([]Entry, error) {
	var lines []Entry
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && skipped(path) {
				return filepath.SkipDir
			}
			return nil
		}
		if !slices.Contains(exts, filepath.Ext(path)) {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(data), "\n") {
			lines = append(lines, Entry{VI: line, Where: fmt.Sprintf("%s:%d", path, i+1)})
		}
		return nil
	})
	return lines, err
}

// PageTables reads the text tables of the web pages' scripts (the
// module's .js files at root, as Texts finds them): the tables given to
// addStrings, an en block and a vi block of 'key': 'text' pairs, and
// returns an entry for each key a script gives in both languages, its
// English and its Vietnamese, where the Vietnamese is, for Consistency as
// a catalogue's entries. A % in a text is doubled, so that the texts read
// as formats without verbs ({n} is the pages' own placeholder).
func PageTables(root string) ([]Entry, error) {
	lines, err := Texts(root, ".js")
	if err != nil {
		return nil, err
	}
	block := regexp.MustCompile(`^\s*(en|vi)\s*:\s*\{\s*$`)
	end := regexp.MustCompile(`^\s*\}`)
	pair := regexp.MustCompile(`'((?:[^'\\]|\\.)+)'\s*:\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`)
	type text struct{ s, where string }
	tables := map[string]map[string]map[string]text{} // file → lang → key
	var files []string
	lang := ""
	for _, l := range lines {
		file := l.Where[:strings.LastIndex(l.Where, ":")]
		if m := block.FindStringSubmatch(l.VI); m != nil {
			lang = m[1]
			if tables[file] == nil {
				tables[file] = map[string]map[string]text{"en": {}, "vi": {}}
				files = append(files, file)
			}
			continue
		}
		if lang == "" {
			continue
		}
		if end.MatchString(l.VI) {
			lang = ""
			continue
		}
		for _, m := range pair.FindAllStringSubmatch(l.VI, -1) {
			v := m[2][1 : len(m[2])-1]
			v = strings.NewReplacer(`\'`, "'", `\"`, `"`, `\\`, `\`).Replace(v)
			tables[file][lang][m[1]] = text{strings.ReplaceAll(v, "%", "%%"), l.Where}
		}
	}
	var entries []Entry
	for _, f := range files {
		en, vi := tables[f]["en"], tables[f]["vi"]
		keys := slices.Sorted(maps.Keys(en))
		for _, k := range keys {
			if v, ok := vi[k]; ok {
				entries = append(entries, Entry{EN: en[k].s, VI: v.s, Where: v.where})
			}
		}
	}
	return entries, nil
}

// skipped tells whether the scans leave out the directory dir: testdata,
// hidden ones and a module of its own (examples/nim).
func skipped(dir string) bool {
	name := filepath.Base(dir)
	if name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
		return true
	}
	_, err := os.Stat(filepath.Join(dir, "go.mod"))
	return err == nil
}

// isCatalogue tells whether a composite literal's type is Catalogue or
// x.Catalogue.
func isCatalogue(t ast.Expr) bool {
	switch t := t.(type) {
	case *ast.Ident:
		return t.Name == "Catalogue"
	case *ast.SelectorExpr:
		return t.Sel.Name == "Catalogue"
	}
	return false
}

// stringValue is the value of a string literal or of a sum of them.
func stringValue(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		x, ok1 := stringValue(e.X)
		y, ok2 := stringValue(e.Y)
		return x + y, ok1 && ok2
	case *ast.ParenExpr:
		return stringValue(e.X)
	}
	return "", false
}

// literal are the parts of an English text that are not its language:
// quoted input, paths, flags (as package i18n reads them).
var literal = regexp.MustCompile(`"(?:[^"\\]|\\.)*"…?|'[^']*'|/\S*|--?[a-z]\S*`)

// Consistency says where the module's catalogues (entries, as Catalogues
// returns them) give one English message two Vietnamese texts, where a
// message's verbs do not fit its arguments in either language, where a
// message with a term of glossary in its English (outside quotes, paths
// and flags) does not give it the glossary's Vietnamese, and where any
// string of the source (literals) has a Vietnamese the glossary avoids.
func Consistency(entries, literals []Entry, glossary []Term) []string {
	var problems []string
	first := map[string]Entry{}
	for _, e := range entries {
		if f, ok := first[e.EN]; ok && f.VI != e.VI {
			problems = append(problems, fmt.Sprintf("%s: %q is %q here but %q at %s", e.Where, e.EN, e.VI, f.VI, f.Where))
		} else if !ok {
			first[e.EN] = e
		}
		args := sampleArgs(e.EN)
		for _, out := range []string{fmt.Sprintf(e.EN, args...), fmt.Sprintf(e.VI, args...)} {
			if strings.Contains(out, "%!") {
				problems = append(problems, fmt.Sprintf("%s: %q → %q: the verbs do not fit the arguments", e.Where, e.EN, out))
			}
		}
	}
	for _, t := range glossary {
		term := regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(t.EN) + `s?\b`)
		for _, e := range entries {
			en := literal.ReplaceAllString(e.EN, "")
			for _, x := range t.Except {
				en = strings.ReplaceAll(en, x, "")
			}
			if t.VI != "" && term.MatchString(en) && !strings.Contains(strings.ToLower(e.VI), strings.ToLower(t.VI)) {
				problems = append(problems, fmt.Sprintf("%s: the Vietnamese of %q, %q, does not say %q for %q", e.Where, e.EN, e.VI, t.VI, t.EN))
			}
		}
		for _, l := range literals {
			for _, a := range t.Avoid {
				if strings.Contains(strings.ToLower(l.VI), strings.ToLower(a)) {
					problems = append(problems, fmt.Sprintf("%s: %q says %q, which the glossary avoids (%q for %q)", l.Where, l.VI, a, t.VI, t.EN))
				}
			}
		}
	}
	slices.Sort(problems)
	return slices.Compact(problems)
}
