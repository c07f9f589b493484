package tictactoe

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/alphabeta-go/alphabeta/caro"
)

// PlayOptions configure Play.
type PlayOptions struct {
	// Human is the human's side: caro.Black (X, moves first), caro.White
	// (O), or caro.Empty to ask.
	Human caro.Stone
	// Lang is "en" or "vi".
	Lang string
}

var texts = map[string][2]string{
	"title":    {"Tic-tac-toe against a perfect engine (alpha-beta to the end of the game).", "Cờ ca-rô 3×3 với máy chơi hoàn hảo (alpha-beta đến hết ván)."},
	"choose":   {"Play X (moves first) or O? [x/o]: ", "Bạn chơi X (đi trước) hay O? [x/o]: "},
	"choose?":  {"Please answer x or o.", "Hãy trả lời x hoặc o."},
	"youare":   {"You are %s. Cells are numbered 1-9 as shown; q quits.", "Bạn là %s. Các ô đánh số 1-9 như trên bàn; q để thoát."},
	"prompt":   {"Your move (1-9, q to quit): ", "Nước của bạn (1-9, q để thoát): "},
	"notcell":  {"%q is not a cell: type a number from 1 to 9.", "%q không phải là một ô: hãy nhập một số từ 1 đến 9."},
	"taken":    {"Cell %d is taken; choose an empty one.", "Ô %d đã có quân; hãy chọn ô trống."},
	"engine":   {"The engine plays %d.", "Máy đi ô %d."},
	"youwin":   {"You win!", "Bạn thắng!"},
	"enginwin": {"The engine wins.", "Máy thắng."},
	"draw":     {"Draw: nobody can win against perfect play.", "Hòa: không ai thắng được khi cả hai chơi hoàn hảo."},
	"bye":      {"Bye.", "Tạm biệt."},
}

func tr(lang, key string, args ...any) string {
	i := 0
	if lang == "vi" {
		i = 1
	}
	return fmt.Sprintf(texts[key][i], args...)
}

// Draw writes the board with the numbers of the free cells.
func Draw(w io.Writer, b *caro.Board) {
	for y := 0; y < 3; y++ {
		if y > 0 {
			fmt.Fprintln(w, "   ---+---+---")
		}
		cells := make([]string, 3)
		for x := 0; x < 3; x++ {
			switch b.At(caro.Point{X: x, Y: y}) {
			case caro.Black:
				cells[x] = "X"
			case caro.White:
				cells[x] = "O"
			default:
				cells[x] = strconv.Itoa(y*3 + x + 1)
			}
		}
		fmt.Fprintf(w, "    %s | %s | %s\n", cells[0], cells[1], cells[2])
	}
}

// Play runs a game between a human (reading in, writing out) and the
// perfect engine. It returns nil when the game ends, the human quits or
// the input ends.
func Play(in io.Reader, out io.Writer, o PlayOptions) error {
	lang := o.Lang
	sc := bufio.NewScanner(in)
	readLine := func() (string, bool) {
		if !sc.Scan() {
			return "", false
		}
		return strings.TrimSpace(sc.Text()), true
	}
	fmt.Fprintln(out, tr(lang, "title"))
	human := o.Human
	for human == caro.Empty {
		fmt.Fprint(out, tr(lang, "choose"))
		line, ok := readLine()
		if !ok {
			fmt.Fprintln(out, "\n"+tr(lang, "bye"))
			return sc.Err()
		}
		switch strings.ToLower(line) {
		case "x", "":
			human = caro.Black
		case "o", "0":
			human = caro.White
		case "q":
			fmt.Fprintln(out, tr(lang, "bye"))
			return nil
		default:
			fmt.Fprintln(out, tr(lang, "choose?"))
		}
	}
	fmt.Fprintln(out, tr(lang, "youare", mark(human)))
	b := caro.NewTicTacToe()
	for !b.Over() {
		if b.SideToMove() != human {
			m, err := BestMove(b)
			if err != nil {
				return err
			}
			if err := b.Play(m); err != nil {
				return err
			}
			fmt.Fprintln(out, tr(lang, "engine", m.Y*3+m.X+1))
			continue
		}
		fmt.Fprintln(out)
		Draw(out, b)
		fmt.Fprint(out, tr(lang, "prompt"))
		line, ok := readLine()
		if !ok {
			fmt.Fprintln(out, "\n"+tr(lang, "bye"))
			return sc.Err()
		}
		if strings.EqualFold(line, "q") {
			fmt.Fprintln(out, tr(lang, "bye"))
			return nil
		}
		n, err := strconv.Atoi(line)
		if err != nil || n < 1 || n > 9 {
			fmt.Fprintln(out, tr(lang, "notcell", line))
			continue
		}
		if err := b.Play(caro.Point{X: (n - 1) % 3, Y: (n - 1) / 3}); err != nil {
			fmt.Fprintln(out, tr(lang, "taken", n))
		}
	}
	fmt.Fprintln(out)
	Draw(out, b)
	switch b.Winner() {
	case human:
		fmt.Fprintln(out, tr(lang, "youwin"))
	case caro.Empty:
		fmt.Fprintln(out, tr(lang, "draw"))
	default:
		fmt.Fprintln(out, tr(lang, "enginwin"))
	}
	return nil
}
