package cli

import (
	"bytes"
	"flag"
	"slices"
	"strings"
	"testing"
)

func TestParseFlags(t *testing.T) {
	newFS := func() (*flag.FlagSet, *string, *bytes.Buffer) {
		var out bytes.Buffer
		fs := flag.NewFlagSet("xiangqi show", flag.ContinueOnError)
		fs.SetOutput(&out)
		lang := fs.String("lang", "en", "")
		fs.Bool("ascii", false, "")
		return fs, lang, &out
	}
	for _, c := range []struct {
		args     []string
		pos      []string
		code     int
		ok       bool
		stderrIs string
	}{
		{[]string{"a", "--ascii", "b", "--lang", "vi"}, []string{"a", "b"}, 0, true, ""},
		{[]string{"--", "--ascii"}, []string{"--ascii"}, 0, true, ""},
		{[]string{"-h"}, nil, 0, false, "Usage"},
		{[]string{"--nope"}, nil, 2, false, "flag provided but not defined"},
		{[]string{"--lang", "fr"}, nil, 2, false, `alphabeta xiangqi show: --lang "fr": want en or vi`},
	} {
		fs, lang, out := newFS()
		pos, code, ok := Parse(fs, c.args, lang)
		if !slices.Equal(pos, c.pos) || code != c.code || ok != c.ok || !strings.Contains(out.String(), c.stderrIs) {
			t.Errorf("%q: %q %d %v, output %q", c.args, pos, code, ok, out.String())
		}
	}
	fs, _, out := newFS()
	if code, ok := ParseOnly(fs, []string{"--ascii", "extra"}, nil); ok || code != 2 || !strings.Contains(out.String(), `alphabeta xiangqi show: unexpected argument "extra"`) {
		t.Errorf("an argument to a command without any: %d %v %q", code, ok, out.String())
	}
}

func TestLangArg(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "en"},
		{[]string{"--lang", "vi"}, "vi"},
		{[]string{"-lang=vi", "x"}, "vi"},
		{[]string{"--lang", "vi", "--lang", "en"}, "en"},
		{[]string{"--lang"}, "en"},
		{[]string{"--lang", "fr"}, "en"},
		{[]string{"--", "--lang", "vi"}, "en"},
		{[]string{"lang", "vi"}, "en"},
		{[]string{"--language", "vi"}, "en"},
	} {
		if got := LangArg(c.args); got != c.want {
			t.Errorf("LangArg(%q) = %q, want %q", c.args, got, c.want)
		}
	}
}

func TestOtherFlagsSet(t *testing.T) {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.Bool("signature", false, "")
	fs.Int("depth", 5, "")
	fs.Int("runs", 3, "")
	if err := fs.Parse([]string{"--signature", "--runs", "2"}); err != nil {
		t.Fatal(err)
	}
	if got := OtherFlagsSet(fs, "signature"); !slices.Equal(got, []string{"--runs"}) {
		t.Errorf("got %q, want [--runs]", got)
	}
}
