// Package play is the terminal game of Caro/Gomoku: a human against an
// engine on any m×n board and rule, with coordinates around the board, the
// last move marked, threats on request, undo, hints and saved move lists,
// in English or Vietnamese.
package play

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/internal/fileio"
	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// Engine chooses moves for the side to move.
type Engine interface {
	// Move chooses a move on b (b must be left as it was) and returns a
	// one-line report of the search (depth, nodes, …). hint is true when
	// the human asked for advice rather than the engine playing.
	Move(ctx context.Context, b *caro.Board, hint bool) (caro.Point, string, error)
}

// Solver is an optional Engine capability used by the threats command: it
// says whether the side to move has a forced win (VCF/VCT) and how.
type Solver interface {
	Solve(ctx context.Context, b *caro.Board) (string, error)
}

// Options configure Run.
type Options struct {
	Human  caro.Stone // the human's colour: caro.Black moves first
	Lang   string     // "en" or "vi"
	Engine Engine
}

type game struct {
	in    *bufio.Scanner
	out   io.Writer
	o     Options
	b     *caro.Board
	start *caro.Board // the position the game started from (for new)
	dirty bool        // the position changed: draw it before the next prompt
}

// Run plays a game from b (usually empty) until the human quits or the
// input ends. After the end of a game the human may undo, save, start a new
// game or quit.
func Run(ctx context.Context, in io.Reader, out io.Writer, b *caro.Board, o Options) error {
	if o.Engine == nil {
		return errors.New("play: no engine")
	}
	if o.Human != caro.Black && o.Human != caro.White {
		o.Human = caro.Black
	}
	g := &game{in: bufio.NewScanner(in), out: out, o: o, b: b, start: b.Clone()}
	g.say("Caro %d×%d, %d in a row, rule %v. You play %s.", b.Width(), b.Height(), b.K(), b.Rule(), g.colour(o.Human))
	g.say("Type a cell (h8 or 7,7) to play, help for the commands.")
	announced := false
	g.dirty = true
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		if !g.b.Over() && g.b.SideToMove() != o.Human {
			if err := g.engineMove(ctx); err != nil {
				g.say("Engine error: %v", err.Error())
				return err
			}
			g.dirty = true
			continue
		}
		if g.dirty {
			fmt.Fprintln(out)
			g.draw()
			g.dirty = false
		}
		if g.b.Over() && !announced {
			g.announce()
			announced = true
		}
		if g.b.Over() {
			g.prompt("The game is over (undo, new, save FILE, quit): ")
		} else {
			g.prompt("Your move (h8 or 7,7; help): ")
		}
		line, ok := g.read()
		if !ok {
			fmt.Fprintln(out)
			g.say("Bye.")
			return nil
		}
		quit, err := g.command(ctx, line)
		if err != nil {
			return err
		}
		if quit {
			g.say("Bye.")
			return nil
		}
		if !g.b.Over() {
			announced = false
		}
	}
}

func (g *game) read() (string, bool) {
	if !g.in.Scan() {
		return "", false
	}
	return strings.TrimSpace(g.in.Text()), true
}

// command runs one line of the human; quit is true for quit.
func (g *game) command(ctx context.Context, line string) (quit bool, err error) {
	word, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch strings.ToLower(word) {
	case "":
		return false, nil
	case "q", "quit", "exit", "thoat", "thoát":
		return true, nil
	case "h", "help", "?", "trogiup", "trợ-giúp":
		g.say(`Commands:
  h8 or 7,7     play there (letter = column, number = row from the top; or 0-based x,y)
  undo (u)      take back your last move and the engine's reply
  hint          ask the engine for a move
  threats (t)   show the threats of both sides (fives, open fours, fours) and a forced win
  moves (m)     print the move list;  board (b)  draw the board again
  save FILE     save the move list;  load FILE  replay a saved move list
  new           start again;  quit (q)  leave`)
	case "u", "undo", "back", "lui", "lùi":
		g.undo()
	case "b", "board", "ban", "bàn":
		g.dirty = true
	case "hint", "goiy", "gợi-ý":
		if g.b.Over() {
			g.say("The game is over.")
			return false, nil
		}
		m, report, err := g.o.Engine.Move(ctx, g.b.Clone(), true)
		if err != nil {
			g.say("Engine error: %v", err.Error())
			return false, nil
		}
		g.say("Hint: %s.  %s", g.name(m), report)
	case "t", "threats", "doa", "đe-dọa":
		g.threats(ctx)
	case "moves", "m":
		g.say("Moves: %s", caro.FormatMoves(g.b.History()))
	case "save":
		g.save(arg)
	case "load":
		g.load(arg)
	case "new", "moi", "mới":
		g.b = g.start.Clone()
		g.dirty = true
		g.say("New game.")
	default:
		g.humanMove(line)
	}
	return false, nil
}

func (g *game) humanMove(text string) {
	if g.b.Over() {
		g.say("The game is over.")
		return
	}
	p, err := ParsePoint(text)
	if err != nil {
		g.say("%q is not a cell or a command (help lists them).", text)
		return
	}
	if !g.b.Inside(p) {
		g.say("%s is outside the board.", text)
		return
	}
	if g.b.At(p) != caro.Empty {
		g.say("%s is taken.", g.name(p))
		return
	}
	if err := g.b.Play(p); err != nil {
		g.say("%q is not a cell or a command (help lists them).", text)
		return
	}
	g.dirty = true
}

// ParsePoint reads one cell: "h8" (column letter, row number from 1 at the
// top, as drawn) or "7,7" (0-based x,y as in the Gomocup protocol).
func ParsePoint(s string) (caro.Point, error) {
	ms, err := caro.ParseMoves(s)
	if err != nil {
		return caro.Point{}, err
	}
	if len(ms) != 1 || ms[0] == caro.Pass {
		return caro.Point{}, fmt.Errorf("want one cell, like h8 or 7,7")
	}
	return ms[0], nil
}

func (g *game) engineMove(ctx context.Context) error {
	g.say("The engine is thinking…")
	m, report, err := g.o.Engine.Move(ctx, g.b.Clone(), false)
	if err != nil {
		return err
	}
	if err := g.b.Play(m); err != nil {
		return &i18n.Error{Message: messages.Msg("the engine chose %s", g.name(m)), Err: err}
	}
	g.say("The engine plays %s.", g.name(m))
	if report != "" {
		fmt.Fprintln(g.out, "  "+report)
	}
	return nil
}

func (g *game) undo() {
	humanMoves := 0
	h := g.b.History()
	for i := range h {
		if stoneOfPly(i) == g.o.Human {
			humanMoves++
		}
	}
	if humanMoves == 0 {
		g.say("Nothing to take back.")
		return
	}
	n := 0
	for {
		last := len(g.b.History()) - 1
		byHuman := stoneOfPly(last) == g.o.Human
		if g.b.Undo() != nil {
			break
		}
		n++
		if byHuman {
			break
		}
	}
	g.say("Took back %d move(s).", n)
	g.dirty = true
}

func stoneOfPly(i int) caro.Stone {
	if i%2 == 0 {
		return caro.Black
	}
	return caro.White
}

func (g *game) threats(ctx context.Context) {
	for _, s := range []caro.Stone{g.b.SideToMove(), g.b.SideToMove().Other()} {
		byKind := map[caro.ThreatKind][]string{}
		for _, t := range g.b.Threats(s) {
			byKind[t.Kind] = append(byKind[t.Kind], g.short(t.P))
		}
		var parts []string
		for _, k := range []caro.ThreatKind{caro.MakesFive, caro.MakesOpenFour, caro.MakesFour, caro.MakesThree} {
			if len(byKind[k]) > 0 {
				parts = append(parts, g.kindText(k)+": "+strings.Join(byKind[k], " "))
			}
		}
		if len(parts) == 0 {
			parts = append(parts, g.t("no threat"))
		}
		fmt.Fprintf(g.out, "%s — %s\n", g.colour(s), strings.Join(parts, "; "))
	}
	if sv, ok := g.o.Engine.(Solver); ok && !g.b.Over() {
		text, err := sv.Solve(ctx, g.b.Clone())
		if err != nil {
			g.say("Engine error: %v", err.Error())
			return
		}
		g.say("%s to move: %s", g.colour(g.b.SideToMove()), text)
	}
}

func (g *game) save(path string) {
	if path == "" {
		g.say("Give a file name, e.g. save game.txt")
		return
	}
	text := fmt.Sprintf("# alphabeta caro %dx%d k=%d rule %s\n%s\n", g.b.Width(), g.b.Height(), g.b.K(), g.b.Rule(), caro.FormatMoves(g.b.History()))
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		g.say("File error: %v", g.fileErr(err))
		return
	}
	g.say("Saved %d moves to %s.", len(g.b.History()), path)
}

func (g *game) load(path string) {
	if path == "" {
		g.say("Give a file name, e.g. save game.txt")
		return
	}
	data, err := readFileLimited(path, maxMoveFile)
	if err != nil {
		g.say("File error: %v", g.fileErr(err))
		return
	}
	var text []string
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			text = append(text, l)
		}
	}
	moves, err := caro.ParseMoves(strings.Join(text, " "))
	if err != nil {
		g.say("File error: %v", g.movesErr(err))
		return
	}
	b := g.start.Clone()
	for b.Undo() == nil {
	}
	if err := b.PlayMoves(moves); err != nil {
		g.say("File error: %v", g.movesErr(err))
		return
	}
	g.b = b
	g.dirty = true
	g.say("Loaded %d moves from %s.", len(moves), path)
}

// maxMoveFile bounds a saved move list that load reads: a board of 32×32
// has 1024 cells, a few bytes each.
const maxMoveFile = 1 << 20

// readFileLimited reads the named file, refusing one of more than limit
// bytes after reading no more than limit+1.
func readFileLimited(path string, limit int64) ([]byte, error) {
	b, big, _, err := fileio.ReadUpTo(path, limit)
	if big {
		return nil, errorf("%s: larger than %d bytes", path, limit)
	}
	return b, err
}

// fileErr is a file error as the player reads it: the error itself in
// an English game; in a Vietnamese one, the catalogue's words for its
// kind, or its English as the detail.
func (g *game) fileErr(err error) string {
	if g.o.Lang != "vi" {
		return err.Error()
	}
	var big *i18n.Error // a file too large
	switch {
	case errors.As(err, &big):
		return big.Vietnamese()
	case errors.Is(err, fs.ErrNotExist):
		return g.t("no such file")
	case errors.Is(err, fs.ErrPermission):
		return g.t("no permission")
	}
	return g.t("cannot read or write the file (%s)", err.Error())
}

// movesErr is a bad move list in a loaded file, in the game's language
// (package caro writes the detail in Vietnamese too).
func (g *game) movesErr(err error) string {
	if g.o.Lang != "vi" {
		return err.Error()
	}
	if vi, ok := errors.AsType[interface {
		error
		Vietnamese() string
	}](err); ok {
		return vi.Vietnamese()
	}
	return g.t("the move list in the file is wrong (%s)", err.Error())
}

func (g *game) announce() {
	switch g.b.Reason() {
	case caro.Line:
		var cells []string
		for _, p := range g.b.WinLine() {
			cells = append(cells, g.short(p))
		}
		g.say("%s wins: %s.", g.colour(g.b.Winner()), strings.Join(cells, " "))
	case caro.Forbidden:
		g.say("Black played a forbidden point (%s): White wins.", g.b.ForbiddenReason())
	case caro.Full:
		g.say("Draw: the board is full.")
	case caro.NoMove:
		g.say("Draw: every empty point is forbidden to black.")
	}
	if g.b.Winner() == g.o.Human {
		g.say("You win!")
	} else if g.b.Winner() != caro.Empty {
		g.say("The engine wins.")
	}
}

func (g *game) colour(s caro.Stone) string {
	if s == caro.White {
		return g.t("White (O)")
	}
	return g.t("Black (X)")
}

// letters reports whether columns are named by letters (boards up to 26 wide).
func (g *game) letters() bool { return g.b.Width() <= 26 }

// short names a cell as the board shows it: h8, or x,y on very wide boards.
func (g *game) short(p caro.Point) string { return cellName(g.b, p) }

// name is short plus the protocol coordinates: "h8 (7,7)".
func (g *game) name(p caro.Point) string {
	if g.letters() {
		return fmt.Sprintf("%s (%d,%d)", g.short(p), p.X, p.Y)
	}
	return p.String()
}

// draw prints the board: column letters on top, row numbers on the left,
// the last move in brackets, renju points forbidden to black as ×.
func (g *game) draw() {
	b := g.b
	var sb strings.Builder
	sb.WriteString("    ")
	for x := 0; x < b.Width(); x++ {
		if g.letters() {
			fmt.Fprintf(&sb, " %c", 'a'+x)
		} else {
			fmt.Fprintf(&sb, "%2d", x%100)
		}
	}
	sb.WriteByte('\n')
	last, hasLast := b.LastMove()
	hasLast = hasLast && last != caro.Pass
	showForbidden := b.Rule() == caro.Renju && b.SideToMove() == caro.Black && !b.Over()
	for y := 0; y < b.Height(); y++ {
		fmt.Fprintf(&sb, "%3d ", y+1)
		for x := 0; x < b.Width(); x++ {
			p := caro.Point{X: x, Y: y}
			switch {
			case hasLast && p == last:
				sb.WriteByte('[')
			case hasLast && x > 0 && (caro.Point{X: x - 1, Y: y}) == last:
				sb.WriteByte(']')
			default:
				sb.WriteByte(' ')
			}
			switch b.At(p) {
			case caro.Black:
				sb.WriteByte('X')
			case caro.White:
				sb.WriteByte('O')
			default:
				if showForbidden && caro.IsForbidden(b, p) {
					sb.WriteString("×")
				} else {
					sb.WriteByte('.')
				}
			}
		}
		if hasLast && last == (caro.Point{X: b.Width() - 1, Y: y}) {
			sb.WriteByte(']')
		}
		fmt.Fprintf(&sb, " %d\n", y+1)
	}
	if hasLast {
		fmt.Fprintf(&sb, "%s %s: %s\n", g.t("Last move:"), g.colour(b.At(last)), g.name(last))
	}
	fmt.Fprint(g.out, sb.String())
}

// t is format with args in the game's language, from the package's
// catalogue.
func (g *game) t(format string, args ...any) string { return tr(g.o.Lang, format, args...) }

// say prints t's text and a newline.
func (g *game) say(format string, args ...any) { fmt.Fprintln(g.out, g.t(format, args...)) }

// prompt prints t's text without a newline.
func (g *game) prompt(format string, args ...any) { fmt.Fprint(g.out, g.t(format, args...)) }

// kindText names a kind of threat in the game's language.
func (g *game) kindText(k caro.ThreatKind) string {
	switch k {
	case caro.MakesFive:
		return g.t("five")
	case caro.MakesOpenFour:
		return g.t("open four (or double four)")
	case caro.MakesFour:
		return g.t("four")
	}
	return g.t("three (next: an open four)")
}
