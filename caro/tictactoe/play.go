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

// tr is format with args in lang, from the package's catalogue.
func tr(lang, format string, args ...any) string { return messages.Sprintf(lang, format, args...) }

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
	fmt.Fprintln(out, tr(lang, "Tic-tac-toe against a perfect engine (alpha-beta to the end of the game)."))
	human := o.Human
	for human == caro.Empty {
		fmt.Fprint(out, tr(lang, "Play X (moves first) or O? [x/o]: "))
		line, ok := readLine()
		if !ok {
			fmt.Fprintln(out, "\n"+tr(lang, "Bye."))
			return sc.Err()
		}
		switch strings.ToLower(line) {
		case "x", "":
			human = caro.Black
		case "o", "0":
			human = caro.White
		case "q":
			fmt.Fprintln(out, tr(lang, "Bye."))
			return nil
		default:
			fmt.Fprintln(out, tr(lang, "Please answer x or o."))
		}
	}
	fmt.Fprintln(out, tr(lang, "You are %s. Cells are numbered 1-9 as shown; q quits.", mark(human)))
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
			fmt.Fprintln(out, tr(lang, "The engine plays %d.", m.Y*3+m.X+1))
			continue
		}
		fmt.Fprintln(out)
		Draw(out, b)
		fmt.Fprint(out, tr(lang, "Your move (1-9, q to quit): "))
		line, ok := readLine()
		if !ok {
			fmt.Fprintln(out, "\n"+tr(lang, "Bye."))
			return sc.Err()
		}
		if strings.EqualFold(line, "q") {
			fmt.Fprintln(out, tr(lang, "Bye."))
			return nil
		}
		n, err := strconv.Atoi(line)
		if err != nil || n < 1 || n > 9 {
			fmt.Fprintln(out, tr(lang, "%q is not a cell: type a number from 1 to 9.", line))
			continue
		}
		if err := b.Play(caro.Point{X: (n - 1) % 3, Y: (n - 1) / 3}); err != nil {
			fmt.Fprintln(out, tr(lang, "Cell %d is taken; choose an empty one.", n))
		}
	}
	fmt.Fprintln(out)
	Draw(out, b)
	switch b.Winner() {
	case human:
		fmt.Fprintln(out, tr(lang, "You win!"))
	case caro.Empty:
		fmt.Fprintln(out, tr(lang, "Draw: nobody can win against perfect play."))
	default:
		fmt.Fprintln(out, tr(lang, "The engine wins."))
	}
	return nil
}
