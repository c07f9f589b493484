package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/cli/clitest"
)

// The tests run without the locale (clitest.Main); the tests of the
// locale set it with t.Setenv.
func TestMain(m *testing.M) { clitest.Main(m) }

// Without --lang, a Vietnamese locale makes a subcommand Vietnamese, as
// dispatched from the command line.
func TestLocaleChoosesLanguage(t *testing.T) {
	t.Setenv("LANG", "vi_VN.UTF-8")
	var code int
	out, _ := clitest.CaptureOutput(t, func() { code = dispatch([]string{"tree", "solve", "A(B(3,5),C(2,9))"}) })
	if code != 0 || !strings.HasPrefix(out, "Giá trị: 3\nNước tốt nhất: B") {
		t.Errorf("tree solve under LANG=vi_VN.UTF-8: exit %d, %q", code, out)
	}
}

// The help subcommand's forms pass --lang on: "help tree trace --lang vi"
// prints trace's Vietnamese help, as "tree trace -h --lang vi" does.
func TestHelpSubcommandLanguage(t *testing.T) {
	var code int
	_, want := clitest.CaptureOutput(t, func() { code = dispatch([]string{"tree", "trace", "-h", "--lang", "vi"}) })
	if code != 0 || !strings.HasPrefix(want, "Cách dùng: alphabeta tree trace") {
		t.Fatalf("tree trace -h --lang vi: exit %d\n%s", code, want)
	}
	for _, args := range [][]string{
		{"tree", "help", "trace", "--lang", "vi"},
		{"help", "tree", "trace", "--lang", "vi"},
		{"help", "tree", "trace", "--lang=vi"},
	} {
		_, got := clitest.CaptureOutput(t, func() { code = dispatch(slices.Clone(args)) })
		if code != 0 || got != want {
			t.Errorf("alphabeta %s: exit %d\n%s", strings.Join(args, " "), code, got)
		}
	}
}
