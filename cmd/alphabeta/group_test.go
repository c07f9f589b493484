package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/internal/cli/clitest"
)

// groupEnglishWords are English words that a group's Vietnamese must not
// have (not the subcommands' names, which stay as typed, nor "in" and "a",
// which are Vietnamese words or placeholders there).
var groupEnglishWords = strings.Fields(`the and or of to with against count time games tuning evaluation position list
	print version built toolchain rules boards app step through matches teaching explicit trees table value best move
	evaluations perfect undo hint threats save load side forced win first line protocol like benchmarks puzzle
	suite baseline legal paths chosen handshake lecture counts search signature for on by its`)

// Every group (alphabeta, caro, xiangqi, tictactoe) has its title and the
// summary of every subcommand in Vietnamese: a subcommand added without
// one fails here.
func TestGroupsVietnamese(t *testing.T) {
	for _, p := range cli.GroupsVietnameseProblems(groupEnglishWords) {
		t.Error(p)
	}
}

// Each group's usage is Vietnamese under --lang vi, given anywhere, and
// under a Vietnamese locale; every subcommand's line is its Vietnamese.
func TestGroupUsageVietnamese(t *testing.T) {
	for _, g := range []struct {
		args  []string
		title string
	}{
		{nil, "alphabeta — minimax và cắt tỉa Alpha-Beta"},
		{[]string{"caro"}, "alphabeta caro — Caro và Gomoku"},
		{[]string{"xiangqi"}, "alphabeta xiangqi — cờ tướng (Xiangqi)"},
		{[]string{"tictactoe"}, "alphabeta tictactoe — tic-tac-toe (ca-rô 3×3)"},
	} {
		command := strings.Join(append([]string{"alphabeta"}, g.args...), " ")
		var code int
		out, _ := clitest.CaptureOutput(t, func() { code = dispatch(append(slices.Clone(g.args), "-h", "--lang", "vi")) })
		if code != 0 || !strings.HasPrefix(out, g.title) ||
			!strings.Contains(out, "\n\nCách dùng: "+command+" LỆNH [tùy chọn] [tham số]   (mọi lệnh đều nhận -h)\n\nCác lệnh:\n") {
			t.Errorf("%s -h --lang vi: exit %d\n%s", command, code, out)
		}
		if strings.Contains(out, "Subcommands") || strings.Contains(out, "against the") || strings.Contains(out, "self-play games") {
			t.Errorf("%s -h --lang vi has English:\n%s", command, out)
		}
		// No subcommand: the error, then the usage, in the language asked
		// for by a flag or by the locale.
		_, errs := clitest.CaptureOutput(t, func() { code = dispatch(append(slices.Clone(g.args), "--lang", "vi")) })
		if code != 2 || !strings.HasPrefix(errs, command+": thiếu lệnh (danh sách ở dưới)\n\n"+g.title) {
			t.Errorf("%s --lang vi: exit %d\n%s", command, code, errs)
		}
		t.Setenv("LANG", "vi_VN.UTF-8")
		if out, _ := clitest.CaptureOutput(t, func() { code = dispatch(append(slices.Clone(g.args), "help")) }); code != 0 || !strings.HasPrefix(out, g.title) {
			t.Errorf("LANG=vi_VN.UTF-8 %s help: exit %d\n%s", command, code, out)
		}
		if _, errs := clitest.CaptureOutput(t, func() { code = dispatch(append(slices.Clone(g.args), "frob")) }); code != 2 ||
			!strings.HasPrefix(errs, command+": không có lệnh \"frob\"\n\n"+g.title) {
			t.Errorf("LANG=vi_VN.UTF-8 %s frob: exit %d\n%s", command, code, errs)
		}
		t.Setenv("LANG", "")
	}
	out, _ := clitest.CaptureOutput(t, func() { dispatch([]string{"caro", "help", "--lang", "vi"}) })
	for _, line := range []string{
		"  play      chơi với máy trên terminal (đi lại, gợi ý, các thế đe dọa, lưu và mở ván)\n",
		"  solve     bên đang đi có thắng cưỡng bức không (VCF, VCT)? in nước đầu tiên và đường thắng\n",
	} {
		if !strings.Contains(out, line) {
			t.Errorf("caro help --lang vi has no line %q:\n%s", line, out)
		}
	}
}

// Flags before the subcommand, in each group, run the subcommand with them.
func TestGroupFlagsBeforeSubcommand(t *testing.T) {
	for _, c := range []struct{ flagsFirst, flagsAfter []string }{
		{[]string{"xiangqi", "--lang", "vi", "show"}, []string{"xiangqi", "show", "--lang", "vi"}},
		{[]string{"--lang", "vi", "xiangqi", "show"}, []string{"xiangqi", "show", "--lang", "vi"}},
		{[]string{"xiangqi", "--ascii", "show"}, []string{"xiangqi", "show", "--ascii"}},
		{[]string{"xiangqi", "--lang", "vi", "perft", "--lang", "vi"}, []string{"xiangqi", "perft", "--lang", "vi", "--lang", "vi"}},
		{[]string{"tictactoe", "--lang=vi", "solve"}, []string{"tictactoe", "solve", "--lang=vi"}},
		{[]string{"--lang", "vi", "tree", "solve", "A(3,5)"}, []string{"tree", "solve", "--lang", "vi", "A(3,5)"}},
		{[]string{"caro", "--lang", "vi", "help", "solve"}, []string{"caro", "solve", "--lang", "vi", "-h"}},
	} {
		var code, wantCode int
		wantOut, wantErrs := clitest.CaptureOutput(t, func() { wantCode = dispatch(slices.Clone(c.flagsAfter)) })
		out, errs := clitest.CaptureOutput(t, func() { code = dispatch(slices.Clone(c.flagsFirst)) })
		if code != wantCode || out != wantOut || errs != wantErrs || out+errs == "" {
			t.Errorf("alphabeta %s: exit %d, want %d (as alphabeta %s)\nstdout:\n%s\nstderr:\n%s\nwant stdout:\n%s\nwant stderr:\n%s",
				strings.Join(c.flagsFirst, " "), code, wantCode, strings.Join(c.flagsAfter, " "), out, errs, wantOut, wantErrs)
		}
	}
}
