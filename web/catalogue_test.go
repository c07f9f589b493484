package web

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// jsCatalogue is one addStrings({en: {…}, vi: {…}}) of a page's script.
var (
	jsCatalogue = regexp.MustCompile(`(?ms)^addStrings\(\{\n  en: \{\n(.*?)\n  \},\n  vi: \{\n(.*?)\n  \},\n\}\);`)
	jsString    = regexp.MustCompile(`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`)
	placeholder = regexp.MustCompile(`\{\w+\}`)
)

// jsPairs reads the 'key': 'text' pairs of a catalogue's body.
func jsPairs(t *testing.T, file, body string) map[string]string {
	t.Helper()
	toks := jsString.FindAllString(body, -1)
	// Every string is a key or a text: what is left between them is
	// punctuation only.
	if rest := strings.Trim(jsString.ReplaceAllString(body, ""), " \n,:"); strings.ContainsFunc(rest, func(r rune) bool { return !strings.ContainsRune(" \n,:", r) }) {
		t.Fatalf("%s: a catalogue entry that is not 'key': 'text': %q", file, rest)
	}
	if len(toks)%2 != 0 {
		t.Fatalf("%s: %d strings in a catalogue, not pairs", file, len(toks))
	}
	pairs := map[string]string{}
	for i := 0; i < len(toks); i += 2 {
		unquote := func(s string) string {
			if s[0] == '\'' {
				s = `"` + strings.ReplaceAll(strings.ReplaceAll(s[1:len(s)-1], `\'`, `'`), `"`, `\"`) + `"`
			}
			u, err := strconv.Unquote(s)
			if err != nil {
				t.Fatalf("%s: %s: %v", file, s, err)
			}
			return u
		}
		k := unquote(toks[i])
		if _, dup := pairs[k]; dup {
			t.Errorf("%s: %q twice in one language", file, k)
		}
		pairs[k] = unquote(toks[i+1])
	}
	return pairs
}

// keptWords are the words a Vietnamese page keeps as they are: the names
// of the algorithms and rules, units, formats.
var keptWords = strings.Fields(`minimax alpha beta renju ms max min svg png csv json markdown knuth moore`)

// needsTranslation tells whether a page's English text has a word to
// translate (not a placeholder, not a kept word).
func needsTranslation(en string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(placeholder.ReplaceAllString(en, "")), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if !slices.Contains(keptWords, w) {
			return true
		}
	}
	return false
}

// Every string of the pages has its Vietnamese, and the Vietnamese is not
// the English wherever there is something to translate.
func TestPageCataloguesTranslated(t *testing.T) {
	files, err := staticFiles.ReadDir("static")
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, f := range files {
		if !strings.HasSuffix(f.Name(), ".js") {
			continue
		}
		data, _ := staticFiles.ReadFile("static/" + f.Name())
		src := string(data)
		blocks := jsCatalogue.FindAllStringSubmatch(src, -1)
		if n := strings.Count(src, "\naddStrings({"); len(blocks) != n {
			t.Errorf("static/%s: read %d of its %d catalogues", f.Name(), len(blocks), n)
		}
		for _, b := range blocks {
			en, vi := jsPairs(t, f.Name(), b[1]), jsPairs(t, f.Name(), b[2])
			total += len(en)
			for k, e := range en {
				v, ok := vi[k]
				switch {
				case !ok:
					t.Errorf("static/%s: %q has no Vietnamese", f.Name(), k)
				case v == e && needsTranslation(e):
					t.Errorf("static/%s: the Vietnamese of %q is the English %q", f.Name(), k, e)
				}
			}
			for k := range vi {
				if _, ok := en[k]; !ok {
					t.Errorf("static/%s: %q has Vietnamese but no English", f.Name(), k)
				}
			}
		}
	}
	if total < 150 {
		t.Errorf("read %d strings of the pages: the scan is broken", total)
	}
}

func TestNeedsTranslation(t *testing.T) {
	for s, want := range map[string]bool{"Renju": false, "ms": false, "minimax": false, "{n} ms": false, "win in {n} plies": true, "alpha-beta (as generated)": true} {
		if got := needsTranslation(s); got != want {
			t.Errorf("needsTranslation(%q) = %v", s, got)
		}
	}
}
