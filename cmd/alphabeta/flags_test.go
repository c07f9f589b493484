package main

import (
	"github.com/alphabeta-go/alphabeta/caro/tictactoe"
	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/internal/cli/clitest"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
)

// Every subcommand answers -h with its usage and exit status 0 (xiangqi
// analyze, nodes and play answered 2).
func TestEverySubcommandHelps(t *testing.T) {
	for name, run := range rootGroup.Subcommands() {
		if code := run([]string{"-h"}); code != 0 {
			t.Errorf("alphabeta %s -h: exit %d", name, code)
		}
	}
	for _, g := range []*cli.Group{xiangqiGroup, caroGroup, tictactoe.Command} {
		for name, run := range g.Subcommands() {
			if code := run([]string{"-h"}); code != 0 {
				t.Errorf("alphabeta %s %s -h: exit %d", g.Name(), name, code)
			}
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

// langCommands are the subcommands with --lang, whose -h speaks
// Vietnamese too.
var langCommands = [][]string{
	{"tree", "solve"}, {"tree", "trace"}, {"tree", "draw"}, {"tree", "exercise"}, {"tree", "exam"},
	{"tictactoe", "play"},
	{"caro", "play"}, {"caro", "solve"}, {"caro", "bench"}, {"caro", "openings"},
	{"xiangqi", "show"}, {"xiangqi", "play"}, {"xiangqi", "nodes"}, {"xiangqi", "openings"},
}

// Under --lang vi, -h of every subcommand with --lang prints its usage line,
// its description and every flag's help in Vietnamese (they were English).
func TestVietnameseHelp(t *testing.T) {
	english := []string{"Usage", "Flags:", "(default", " the ", " of ", " or ", " and ", " to ", " with ", " a "}
	avoided := glossaryAvoided(t)
	for _, c := range langCommands {
		name := strings.Join(c, " ")
		var codeEN, codeVI int
		stdoutEN, en := clitest.CaptureOutput(t, func() { codeEN = dispatch(append(slices.Clone(c), "-h")) })
		stdoutVI, vi := clitest.CaptureOutput(t, func() { codeVI = dispatch(append(slices.Clone(c), "-h", "--lang", "vi")) })
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
