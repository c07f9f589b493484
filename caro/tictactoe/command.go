package tictactoe

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// Command is `alphabeta tictactoe`: its subcommands solve and play, with
// their flags and messages (messages), as match.Main is `alphabeta
// match`.
var Command = cli.NewGroup("tictactoe", "alphabeta tictactoe — tic-tac-toe solved by minimax and alpha-beta, or played against the perfect engine", messages)

func init() {
	Command.Add("solve", "value, best move, nodes, evaluations and cut-offs of minimax and alpha-beta", func(args []string) int {
		return solveCommand(args, os.Stdout)
	})
	Command.Add("play", "play against the perfect engine in the terminal", playCommand)
}

func commandUsage(w io.Writer) {
	fmt.Fprint(w, `Usage:
  alphabeta tictactoe solve [--algo minimax|alphabeta|both] [--json] [--board "X.O......"]
  alphabeta tictactoe play [--as x|o] [--lang en|vi]

solve searches to the end of the game and prints the value (from X's view:
0 = draw; a win is worth 1 + the empty cells left at its end), the best move,
the nodes visited (root included), evaluations, cut-offs and the time. From
the empty board minimax visits 549,946 nodes. --board gives the position as
nine cells row by row (X, O, .); the side to move follows from the counts.
--json prints one object per algorithm ({"results": [..]} for both).

play: you against the perfect engine in the terminal; cells are numbered 1-9.
`)
}

func solveCommand(args []string, out io.Writer) int {
	fs := flag.NewFlagSet("tictactoe solve", flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	algo := fs.String("algo", "both", "minimax, alphabeta or both")
	asJSON := fs.Bool("json", false, "print JSON")
	board := fs.String("board", "", `position, nine cells row by row: X, O or . (e.g. "X.O......"); empty board by default`)
	fs.Usage = func() { commandUsage(os.Stderr); fs.PrintDefaults() }
	if code, ok := cli.ParseOnly(fs, args, nil); !ok {
		return code
	}
	b, err := Parse(*board)
	if err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta tictactoe solve:", err)
		return 2
	}
	algos := []string{*algo}
	if *algo == "both" {
		algos = Algorithms
	}
	var reports []Report
	for _, a := range algos {
		r, err := Solve(b, a)
		if err != nil {
			fmt.Fprintln(os.Stderr, "alphabeta tictactoe solve:", err)
			return 2
		}
		reports = append(reports, r)
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		if len(reports) == 1 {
			_ = enc.Encode(reports[0])
		} else {
			_ = enc.Encode(map[string]any{"results": reports})
		}
		return 0
	}
	WriteText(out, reports)
	return 0
}

func playCommand(args []string) int {
	fs := flag.NewFlagSet("tictactoe play", flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	as := fs.String("as", "", "your side: x (moves first) or o; asked when not given")
	lang := fs.String("lang", "en", "language of the messages: en or vi")
	fs.Usage = func() { commandUsage(os.Stderr); fs.PrintDefaults() }
	cli.SetVietnameseHelp(fs, messages, "Usage: alphabeta tictactoe play [--as x|o] [--lang en|vi]\n\n"+
		"You play against the engine (a perfect player) in the terminal; the cells are numbered 1-9.")
	if code, ok := cli.ParseOnly(fs, args, lang); !ok {
		return code
	}
	o := PlayOptions{Lang: *lang}
	switch strings.ToLower(*as) {
	case "":
	case "x":
		o.Human = caro.Black
	case "o":
		o.Human = caro.White
	default:
		return usageError(fs, *lang, "--as %q: want x or o", *as)
	}
	if err := Play(os.Stdin, os.Stdout, o); err != nil {
		return failure(fs, *lang, "%v", err)
	}
	return 0
}

// messages is the package's catalogue: the Vietnamese of the commands'
// and the game's messages and of the commands' -h (the group's title and
// summaries, play's usage and flags), keyed by their English.
// TestCommandMessages checks that every format given to usageError,
// failure and tr, and every text of the -h (cli.HelpTexts), has its
// entry.
var messages = i18n.Catalogue{
	"--as %q: want x or o": "--as %q: chọn x hoặc o",

	// The group's usage and play's -h.
	"alphabeta tictactoe — tic-tac-toe solved by minimax and alpha-beta, or played against the perfect engine": "alphabeta tictactoe — tic-tac-toe (ca-rô 3×3) giải bằng minimax và cắt tỉa Alpha-Beta, hoặc chơi với máy chơi hoàn hảo",
	"value, best move, nodes, evaluations and cut-offs of minimax and alpha-beta":                              "giá trị, nước tốt nhất, số nút, số lần lượng giá và số lần cắt của minimax và alpha-beta",
	"play against the perfect engine in the terminal":                                                          "chơi với máy chơi hoàn hảo trên terminal",
	"Usage: alphabeta tictactoe play [--as x|o] [--lang en|vi]\n\nYou play against the engine (a perfect player) in the terminal; the cells are numbered 1-9.": "Cách dùng: alphabeta tictactoe play [--as x|o] [--lang en|vi]\n\n" +
		"Bạn chơi với máy (máy chơi hoàn hảo) trên terminal; các ô được đánh số 1-9.",
	"your side: x (moves first) or o; asked when not given": "bên của bạn: x (đi trước) hoặc o; nếu không cho thì chương trình sẽ hỏi",
	"language of the messages: en or vi":                    "ngôn ngữ của các thông báo: en hoặc vi",

	// play.go: the game.
	"Tic-tac-toe against a perfect engine (alpha-beta to the end of the game).": "Cờ ca-rô 3×3 với máy chơi hoàn hảo (alpha-beta đến hết ván).",
	"Play X (moves first) or O? [x/o]: ":                                        "Bạn chơi X (đi trước) hay O? [x/o]: ",
	"Please answer x or o.":                                                     "Hãy trả lời x hoặc o.",
	"You are %s. Cells are numbered 1-9 as shown; q quits.":                     "Bạn là %s. Các ô đánh số 1-9 như trên bàn; q để thoát.",
	"Your move (1-9, q to quit): ":                                              "Nước của bạn (1-9, q để thoát): ",
	"%q is not a cell: type a number from 1 to 9.":                              "%q không phải là một ô: hãy nhập một số từ 1 đến 9.",
	"Cell %d is taken; choose an empty one.":                                    "Ô %d đã có quân; hãy chọn ô trống.",
	"The engine plays %d.":                                                      "Máy đi ô %d.",
	"You win!":                                                                  "Bạn thắng!",
	"The engine wins.":                                                          "Máy thắng.",
	"Draw: nobody can win against perfect play.":                                "Hòa: không ai thắng được khi cả hai chơi hoàn hảo.",
	"Bye.": "Tạm biệt.",
}

func usageError(fs *flag.FlagSet, lang, format string, args ...any) int {
	return cli.UsageError(fs, messages, lang, format, args...)
}

func failure(fs *flag.FlagSet, lang, format string, args ...any) int {
	return cli.Failure(fs, messages, lang, format, args...)
}
