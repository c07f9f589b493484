package main

import (
	"bytes"
	"flag"
	"maps"
	"os"
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
		pos, code, ok := parseFlags(fs, c.args, lang)
		if !slices.Equal(pos, c.pos) || code != c.code || ok != c.ok || !strings.Contains(out.String(), c.stderrIs) {
			t.Errorf("%q: %q %d %v, output %q", c.args, pos, code, ok, out.String())
		}
	}
	fs, _, out := newFS()
	if code, ok := parseFlagsOnly(fs, []string{"--ascii", "extra"}, nil); ok || code != 2 || !strings.Contains(out.String(), `alphabeta xiangqi show: unexpected argument "extra"`) {
		t.Errorf("an argument to a command without any: %d %v %q", code, ok, out.String())
	}
}

// Every subcommand answers -h with its usage and exit status 0 (xiangqi
// analyze, nodes and play answered 2).
func TestEverySubcommandHelps(t *testing.T) {
	for name, c := range rootGroup.commands {
		if code := c.run([]string{"-h"}); code != 0 {
			t.Errorf("alphabeta %s -h: exit %d", name, code)
		}
	}
	for _, g := range []*group{xiangqiGroup, caroGroup, tictactoeGroup} {
		for name, c := range g.commands {
			if code := c.run([]string{"-h"}); code != 0 {
				t.Errorf("alphabeta %s %s -h: exit %d", g.name, name, code)
			}
		}
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
		if got := langArg(c.args); got != c.want {
			t.Errorf("langArg(%q) = %q, want %q", c.args, got, c.want)
		}
	}
}

// helpFlags reads the flags of a -h text laid out as flag.PrintDefaults
// does: each flag's name and its help, lines joined.
func helpFlags(text string) map[string]string {
	flags := map[string]string{}
	name := ""
	for line := range strings.Lines(text) {
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "  -"):
			head, help, _ := strings.Cut(line[3:], "\t")
			name = strings.Fields(head)[0]
			flags[name] = help
		case strings.HasPrefix(line, "    \t") && name != "":
			flags[name] = strings.TrimSpace(flags[name] + " " + strings.TrimPrefix(line, "    \t"))
		default:
			name = ""
		}
	}
	return flags
}

// Under --lang vi, -h of every subcommand with --lang prints its usage line,
// its description and every flag's help in Vietnamese (they were English).
func TestVietnameseHelp(t *testing.T) {
	commands := [][]string{
		{"tree", "solve"}, {"tree", "trace"}, {"tree", "draw"}, {"tree", "exercise"},
		{"tictactoe", "play"},
		{"caro", "play"}, {"caro", "solve"}, {"caro", "bench"},
		{"xiangqi", "show"}, {"xiangqi", "play"}, {"xiangqi", "nodes"},
	}
	english := []string{"Usage", "Flags:", "(default", " the ", " of ", " or ", " and ", " to ", " with ", " a "}
	avoided := glossaryAvoided(t)
	for _, c := range commands {
		name := strings.Join(c, " ")
		var codeEN, codeVI int
		stdoutEN, en := captureOutput(t, func() { codeEN = dispatch(append(slices.Clone(c), "-h")) })
		stdoutVI, vi := captureOutput(t, func() { codeVI = dispatch(append(slices.Clone(c), "-h", "--lang", "vi")) })
		if codeEN != 0 || codeVI != 0 || stdoutEN != "" || stdoutVI != "" {
			t.Errorf("%s -h: exit %d and %d, standard output %q and %q", name, codeEN, codeVI, stdoutEN, stdoutVI)
		}
		if want := "Cách dùng: alphabeta " + name; !strings.HasPrefix(vi, want) {
			t.Errorf("%s -h --lang vi does not begin with %q:\n%s", name, want, vi)
		}
		for _, w := range english {
			if strings.Contains(vi, w) {
				t.Errorf("%s -h --lang vi: English %q in\n%s", name, w, vi)
			}
		}
		for _, w := range avoided {
			if strings.Contains(vi, w) {
				t.Errorf("%s -h --lang vi: %q, which the glossary rules out", name, w)
			}
		}
		flagsEN, flagsVI := helpFlags(en), helpFlags(vi)
		if len(flagsEN) == 0 || len(flagsVI) != len(flagsEN) {
			t.Errorf("%s -h: flags %v in English, %v in Vietnamese", name, slices.Sorted(maps.Keys(flagsEN)), slices.Sorted(maps.Keys(flagsVI)))
		}
		for f, helpEN := range flagsEN {
			helpEN, _, _ = strings.Cut(helpEN, " (default ")
			helpVI, _, _ := strings.Cut(flagsVI[f], " (mặc định ")
			if helpVI == "" || helpVI == helpEN {
				t.Errorf("%s -h --lang vi: -%s has help %q (English: %q)", name, f, helpVI, helpEN)
			}
		}
		vietnameseHelpsMu.Lock()
		for f := range vietnameseHelps["alphabeta "+name].flags {
			if _, ok := flagsEN[f]; !ok {
				t.Errorf("%s: Vietnamese help for -%s, a flag it does not have", name, f)
			}
		}
		vietnameseHelpsMu.Unlock()
	}
}

// glossaryAvoided are the terms the glossary of docs/teaching.vi.md rules
// out (its third column).
func glossaryAvoided(t *testing.T) []string {
	t.Helper()
	doc, err := os.ReadFile("../../docs/teaching.vi.md")
	if err != nil {
		t.Fatal(err)
	}
	var avoided []string
	for line := range strings.Lines(string(doc)) {
		cells := strings.Split(line, "|")
		if len(cells) == 5 && strings.TrimSpace(cells[3]) != "" && !strings.Contains(cells[3], "---") && strings.TrimSpace(cells[3]) != "không dùng" {
			avoided = append(avoided, strings.TrimSpace(cells[3]))
		}
	}
	if len(avoided) < 3 {
		t.Fatalf("glossary not found in docs/teaching.vi.md (%d avoided terms)", len(avoided))
	}
	return avoided
}
