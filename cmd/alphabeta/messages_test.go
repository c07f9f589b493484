package main

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro/tictactoe"
	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/internal/cli/clitest"
	"github.com/alphabeta-go/alphabeta/internal/i18n"
	"github.com/alphabeta-go/alphabeta/internal/i18n/i18ncheck"
	"github.com/alphabeta-go/alphabeta/tree"
)

// englishWords are the English of the command line's messages (not its
// flag names and values, which the Vietnamese keeps: TREE, engine, …).
var englishWords = strings.Fields(`the must not is are and or of to with move moves game board want
	got no flag value unexpected argument file such permission denied larger than input bytes read write cannot
	wrote chart side forced win found line nodes time first solved median total games wins losses draws
	lost unsolved type usage stopped seed over picture scale name positive negative each exactly one too big
	leaves depth branching exercise any`)

// Every message of the subcommands with --lang, and every text of the
// groups' and those subcommands' -h, has its Vietnamese in the catalogue,
// with verbs that fit its arguments and no English word, and the
// catalogue holds nothing else.
func TestVietnameseMessages(t *testing.T) {
	for _, c := range langCommands { // their -h texts join cli.HelpTexts
		clitest.CaptureOutput(t, func() { dispatch(append(slices.Clone(c), "-h")) })
	}
	// tr passes the formats of say, usageError and failure on.
	problems, found, err := i18ncheck.CheckDirWith(".", map[string]int{"tr": 1, "say": 2, "usageError": 2, "failure": 2},
		cli.HelpTexts(vietnamese), vietnamese, englishWords, "tr")
	if err != nil || found < 20 {
		t.Fatalf("found %d formats (%v): the scan is broken", found, err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}

// Under --lang vi the flag errors, the usage errors and the failures of
// every subcommand with --lang are Vietnamese, details included (a move
// list, a FEN, a missing file), and the results too.
func TestCLIVietnamese(t *testing.T) {
	over := "0,0 0,1 1,0 1,1 2,0 2,1 3,0 3,1 4,0"
	cases := []struct {
		run  func([]string) int
		args []string
		code int
		want string
	}{
		{runCaroSolve, []string{"--lang", "vi", "--bogus"}, 2, "alphabeta caro solve: không có tùy chọn -bogus\nGõ alphabeta caro solve -h để xem cách dùng."},
		{runCaroSolve, []string{"--lang=vi", "--time", "xyz"}, 2, `"xyz" không phải giá trị hợp lệ của -time`},
		{runCaroSolve, []string{"--vct=maybe", "--lang", "vi"}, 2, `"maybe" không phải giá trị hợp lệ của -vct`},
		{runCaroSolve, []string{"--lang", "vi", "--moves"}, 2, "tùy chọn -moves cần một giá trị"},
		{runCaroSolve, []string{"--lang", "vi", "--moves", "7,7 7,7"}, 2, "alphabeta caro solve: nước 2 (h8): ô đã có quân"},
		{runCaroSolve, []string{"--lang", "vi", "--moves", "7,7 8"}, 2, "danh sách nước đi: có 3 số, cần các cặp x,y"},
		{runCaroSolve, []string{"--lang", "vi", "--moves", over}, 2, "ván đã kết thúc (Đen thắng ở nước 9, một hàng 5 quân): không có gì để giải"},
		{runCaroSolve, []string{"--lang", "vi", "--moves", over + " 4,1"}, 2, "nước 10 (e2) đi sau khi ván đã kết thúc"},
		{runCaroSolve, []string{"--lang", "vi", "--size", "40"}, 2, "bàn cờ 40×40: mỗi cạnh phải từ 5 đến 32"},
		{runCaroBench, []string{"--lang", "vi", "--suite", "abc"}, 2, `--suite "abc": chọn vcf hoặc vct`},
		{runCaroBench, []string{"--lang", "vi", "--file", "/nonexistent/vcf.tsv"}, 1, "/nonexistent/vcf.tsv: không có tệp này"},
		{runCaroPlay, []string{"--lang", "vi", "--first", "cat"}, 2, `--first "cat": chọn human hoặc engine`},
		{runCaroPlay, []string{"--lang", "vi", "--hash", "0"}, 2, "--hash 0: cần từ 1 đến 4096 (MiB)"},
		{runCaroPlay, []string{"--lang", "vi", "--rule", "chess"}, 2, `không có luật "chess" (chọn freestyle, standard, renju, caro hoặc caro-exact)`},
		{runCaroPlay, []string{"--lang", "vi", "extra"}, 2, `alphabeta caro play: thừa tham số "extra"`},
		{runXiangqiPlay, []string{"--lang", "vi", "--side", "green"}, 2, "--side phải là red hoặc black"},
		{runXiangqiPlay, []string{"--lang", "vi", "--fen", "3k5/9/9/9/9/9/9/9/9/4K4"}, 2, "thiếu bên đi: thêm w (Đỏ) hoặc b (Đen) sau phần vị trí quân"},
		{runXiangqiShow, []string{"--lang", "vi", "--moves", "h2e2 h2e2"}, 1, "nước h2e2 không hợp lệ ở thế cờ này (Đen đi)"},
		{runXiangqiShow, []string{"--lang", "vi", "--color", "pink"}, 2, `--color "pink": chọn auto, always hoặc never`},
		{runXiangqiNodes, []string{"--lang", "vi", "--depth", "0"}, 2, "--depth phải từ 1 đến 12"},
		{tictactoe.Command.Subcommands()["play"], []string{"--lang", "vi", "--as", "z"}, 2, `--as "z": chọn x hoặc o`},
		{runTreeStd, []string{"solve", "--lang", "vi"}, 2, "cần đúng một tham số TREE (cây), nhận 0\nGõ alphabeta tree solve -h"},
		{runTreeStd, []string{"solve", "--lang", "vi", "@/nonexistent/t.txt"}, 2, "alphabeta tree: /nonexistent/t.txt: không có tệp này"},
		{runTreeStd, []string{"trace", "--lang", "vi", "--format", "xml", "A(1)"}, 2, `--format "xml": chọn text, markdown, csv hoặc json`},
		{runTreeStd, []string{"exercise", "--lang", "vi", "--depth", "9"}, 2, "--depth 9: cần từ 1 đến 8"},
	}
	for _, c := range cases {
		var code int
		_, stderr := clitest.CaptureOutput(t, func() { code = c.run(c.args) })
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("%q: exit %d, stderr %q; want %d and %q", c.args, code, stderr, c.code, c.want)
		}
		if w := i18n.EnglishWord(commandNames.ReplaceAllString(stderr, ""), englishWords); w != "" {
			t.Errorf("%q: English word %q in %q", c.args, w, stderr)
		}
	}
	// A result in Vietnamese, and -h still helps (exit 0).
	var code int
	stdout, _ := clitest.CaptureOutput(t, func() { code = runCaroSolve([]string{"--lang", "vi", "--moves", "7,7 8,8", "--time", "50ms"}) })
	if code != 0 || !strings.Contains(stdout, "Đen đi: ") || !strings.Contains(stdout, "số nút ") || i18n.EnglishWord(stdout, englishWords) != "" {
		t.Errorf("caro solve in Vietnamese: exit %d, %q", code, stdout)
	}
	if _, stderr := clitest.CaptureOutput(t, func() { code = runCaroSolve([]string{"--lang", "vi", "-h"}) }); code != 0 || !strings.Contains(stderr, "Cách dùng: alphabeta caro solve") {
		t.Errorf("caro solve --lang vi -h: exit %d, %q", code, stderr)
	}
}

// commandNames are the commands' names in their messages, left out when
// the messages are searched for English words.
var commandNames = regexp.MustCompile(`alphabeta( [a-z]+)+`)

// runTreeStd is alphabeta tree on the process's standard streams.
func runTreeStd(args []string) int {
	return tree.Main(args, strings.NewReader(""), os.Stdout, os.Stderr)
}
