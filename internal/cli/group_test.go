package cli

import (
	"slices"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/cli/clitest"
	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// testGroup is `alphabeta grouptest` with the subcommands play and engine,
// which record the arguments they get, and its Vietnamese (a catalogue of
// its own); the cleanup takes it away again.
func testGroup(t *testing.T) (g *Group, got map[string][]string) {
	g = NewGroup("grouptest", "alphabeta grouptest — a group for the tests", i18n.Catalogue{
		"alphabeta grouptest — a group for the tests": "alphabeta grouptest — một nhóm lệnh để kiểm thử",
		"the play subcommand":                         "lệnh chơi",
		"the engine subcommand":                       "lệnh máy",
	})
	got = map[string][]string{}
	for _, name := range []string{"play", "engine"} {
		g.Add(name, "the "+name+" subcommand", func(args []string) int {
			got[name] = slices.Clone(args)
			return 0
		})
	}
	t.Cleanup(func() {
		groupsMu.Lock()
		groups = slices.DeleteFunc(groups, func(x *Group) bool { return x == g })
		groupsMu.Unlock()
	})
	return g, got
}

// Flags may come before the subcommand: it is the first argument that
// names one and is not right after a flag (the flag's value), else the
// first that names one; help finds its subcommand the same way.
func TestGroupFlagsBeforeSubcommand(t *testing.T) {
	for _, c := range []struct {
		args    []string
		command string
		want    []string
	}{
		{[]string{"--lang", "vi", "play", "x"}, "play", []string{"--lang", "vi", "x"}},
		{[]string{"-lang=vi", "engine"}, "engine", []string{"-lang=vi"}},
		{[]string{"--first", "engine", "play", "--size", "9"}, "play", []string{"--first", "engine", "--size", "9"}},
		{[]string{"--ascii", "play"}, "play", []string{"--ascii"}},
		{[]string{"help", "--lang", "vi", "play"}, "play", []string{"--lang", "vi", "-h"}},
		{[]string{"--lang", "vi", "help", "play"}, "play", []string{"--lang", "vi", "-h"}},
		{[]string{"help", "engine", "--lang=vi"}, "engine", []string{"--lang=vi", "-h"}},
	} {
		g, got := testGroup(t)
		var code int
		clitest.CaptureOutput(t, func() { code = g.Run(slices.Clone(c.args)) })
		if code != 0 || len(got) != 1 || !slices.Equal(got[c.command], c.want) {
			t.Errorf("grouptest %s: exit %d, ran %v, want %s %q", strings.Join(c.args, " "), code, got, c.command, c.want)
		}
	}
}

// The group's usage and its errors are in the language of --lang, given
// anywhere, or else of the locale.
func TestGroupUsageLanguage(t *testing.T) {
	const usageVi = "alphabeta grouptest — một nhóm lệnh để kiểm thử\n\n" +
		"Cách dùng: alphabeta grouptest LỆNH [tùy chọn] [tham số]   (mọi lệnh đều nhận -h)\n\n" +
		"Các lệnh:\n  engine  lệnh máy\n  play    lệnh chơi\n"
	const usageEn = "alphabeta grouptest — a group for the tests\n\n" +
		"Usage: alphabeta grouptest SUBCOMMAND [flags] [args]   (every subcommand takes -h)\n\n" +
		"Subcommands:\n  engine  the engine subcommand\n  play    the play subcommand\n"
	for _, c := range []struct {
		locale       string
		args         []string
		code         int
		stdout, errs string
	}{
		{"", nil, 2, "", usageEn},
		{"", []string{"-h"}, 0, usageEn, ""},
		{"", []string{"-h", "--lang", "vi"}, 0, usageVi, ""},
		{"", []string{"--lang", "vi", "-h"}, 0, usageVi, ""},
		{"", []string{"help", "--lang", "vi"}, 0, usageVi, ""},
		{"", []string{"--lang", "vi"}, 2, "", "alphabeta grouptest: thiếu lệnh (danh sách ở dưới)\n\n" + usageVi},
		{"", []string{"--lang", "en"}, 2, "", "alphabeta grouptest: missing subcommand (the list is below)\n\n" + usageEn},
		{"", []string{"frob", "--lang", "vi"}, 2, "", "alphabeta grouptest: không có lệnh \"frob\"\n\n" + usageVi},
		{"", []string{"--lang", "vi", "frob"}, 2, "", "alphabeta grouptest: không có lệnh \"frob\"\n\n" + usageVi},
		{"", []string{"frob"}, 2, "", "alphabeta grouptest: unknown subcommand \"frob\"\n\n" + usageEn},
		{"vi_VN.UTF-8", nil, 2, "", usageVi},
		{"vi_VN.UTF-8", []string{"help"}, 0, usageVi, ""},
		{"vi_VN.UTF-8", []string{"frob"}, 2, "", "alphabeta grouptest: không có lệnh \"frob\"\n\n" + usageVi},
		{"vi_VN.UTF-8", []string{"-h", "--lang", "en"}, 0, usageEn, ""},
	} {
		t.Setenv("LANG", c.locale)
		g, got := testGroup(t)
		var code int
		out, errs := clitest.CaptureOutput(t, func() { code = g.Run(slices.Clone(c.args)) })
		if code != c.code || out != c.stdout || errs != c.errs || len(got) != 0 {
			t.Errorf("LANG=%s grouptest %s: exit %d, ran %v\nstdout:\n%s\nstderr:\n%s", c.locale, strings.Join(c.args, " "), code, got, out, errs)
		}
	}
}

// GroupsVietnameseProblems finds a subcommand added without its
// Vietnamese, one left in English and one with an English word; HelpTexts
// has the group's texts.
func TestGroupsVietnameseProblems(t *testing.T) {
	g, _ := testGroup(t)
	g.Add("tune", "tune the evaluation", func([]string) int { return 0 })
	g.Add("selfplay", "self-play games", func([]string) int { return 0 })
	g.catalogue["the engine subcommand"] = "the engine subcommand"
	g.catalogue["self-play games"] = "các ván the tự chơi"
	var problems []string
	for _, p := range GroupsVietnameseProblems([]string{"the"}) {
		if strings.Contains(p, "grouptest") {
			problems = append(problems, p)
		}
	}
	want := []string{
		`the Vietnamese of the summary of "alphabeta grouptest engine" is the English: "the engine subcommand"`,
		`the Vietnamese of the summary of "alphabeta grouptest selfplay", "các ván the tự chơi", has the English word "the"`,
		`the summary of "alphabeta grouptest tune" has no Vietnamese`,
	}
	if !slices.Equal(problems, want) {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(problems, "\n"), strings.Join(want, "\n"))
	}
	texts := HelpTexts(g.catalogue)
	for _, en := range []string{"alphabeta grouptest — a group for the tests", "the play subcommand", "tune the evaluation"} {
		if _, ok := texts[en]; !ok || len(texts) != 5 {
			t.Errorf("HelpTexts has not %q (or not only the group's 5 texts): %v", en, texts)
		}
	}
}

// findSubcommand finds a subcommand name or nothing, never past "--", and
// its stray argument is neither a flag nor a subcommand.
func FuzzFindSubcommand(f *testing.F) {
	for _, s := range []string{"--lang vi play x", "--first engine play", "--ascii play", "-- play", "--lang vi frob", "help --x=1 engine", ""} {
		f.Add(s)
	}
	g := &Group{name: "grouptest", commands: map[string]command{"play": {}, "engine": {}}}
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Fields(line)
		i, stray := g.findSubcommand(args)
		end := slices.Index(args, "--")
		if end < 0 {
			end = len(args)
		}
		if i < -1 || i >= end || stray < -1 || stray >= end {
			t.Fatalf("%q: subcommand at %d, stray at %d", args, i, stray)
		}
		if i >= 0 {
			if _, known := g.commands[args[i]]; !known && args[i] != "help" {
				t.Fatalf("%q: %q at %d is no subcommand", args, args[i], i)
			}
		}
		if stray >= 0 {
			if _, known := g.commands[args[stray]]; known || args[stray] == "help" || strings.HasPrefix(args[stray], "-") {
				t.Fatalf("%q: stray %q at %d", args, args[stray], stray)
			}
		}
	})
}
