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
	g.say("title", b.Width(), b.Height(), b.K(), b.Rule(), g.colour(o.Human))
	g.say("helpshort")
	announced := false
	g.dirty = true
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		if !g.b.Over() && g.b.SideToMove() != o.Human {
			if err := g.engineMove(ctx); err != nil {
				g.say("engineerr", err)
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
			g.prompt("promptover")
		} else {
			g.prompt("prompt")
		}
		line, ok := g.read()
		if !ok {
			fmt.Fprintln(out)
			g.say("bye")
			return nil
		}
		quit, err := g.command(ctx, line)
		if err != nil {
			return err
		}
		if quit {
			g.say("bye")
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
		g.say("help")
	case "u", "undo", "back", "lui", "lùi":
		g.undo()
	case "b", "board", "ban", "bàn":
		g.dirty = true
	case "hint", "goiy", "gợi-ý":
		if g.b.Over() {
			g.say("over")
			return false, nil
		}
		m, report, err := g.o.Engine.Move(ctx, g.b.Clone(), true)
		if err != nil {
			g.say("engineerr", err)
			return false, nil
		}
		g.say("hint", g.name(m), report)
	case "t", "threats", "doa", "đe-dọa":
		g.threats(ctx)
	case "moves", "m":
		g.say("moves", caro.FormatMoves(g.b.History()))
	case "save":
		g.save(arg)
	case "load":
		g.load(arg)
	case "new", "moi", "mới":
		g.b = g.start.Clone()
		g.dirty = true
		g.say("newgame")
	default:
		g.humanMove(line)
	}
	return false, nil
}

func (g *game) humanMove(text string) {
	if g.b.Over() {
		g.say("over")
		return
	}
	p, err := ParsePoint(text)
	if err != nil {
		g.say("badmove", text)
		return
	}
	if !g.b.Inside(p) {
		g.say("outside", text)
		return
	}
	if g.b.At(p) != caro.Empty {
		g.say("taken", g.name(p))
		return
	}
	if err := g.b.Play(p); err != nil {
		g.say("badmove", text)
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
	g.say("thinking")
	m, report, err := g.o.Engine.Move(ctx, g.b.Clone(), false)
	if err != nil {
		return err
	}
	if err := g.b.Play(m); err != nil {
		return fmt.Errorf("the engine chose %v: %w", m, err)
	}
	g.say("engine", g.name(m))
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
		g.say("noundo")
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
	g.say("undone", n)
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
				parts = append(parts, g.t("kind"+k.String())+": "+strings.Join(byKind[k], " "))
			}
		}
		if len(parts) == 0 {
			parts = append(parts, g.t("nothreat"))
		}
		g.say("threats", g.colour(s), strings.Join(parts, "; "))
	}
	if sv, ok := g.o.Engine.(Solver); ok && !g.b.Over() {
		text, err := sv.Solve(ctx, g.b.Clone())
		if err != nil {
			g.say("engineerr", err)
			return
		}
		g.say("solve", g.colour(g.b.SideToMove()), text)
	}
}

func (g *game) save(path string) {
	if path == "" {
		g.say("needfile")
		return
	}
	text := fmt.Sprintf("# alphabeta caro %dx%d k=%d rule %s\n%s\n", g.b.Width(), g.b.Height(), g.b.K(), g.b.Rule(), caro.FormatMoves(g.b.History()))
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		g.say("fileerr", g.fileErr(err))
		return
	}
	g.say("saved", len(g.b.History()), path)
}

func (g *game) load(path string) {
	if path == "" {
		g.say("needfile")
		return
	}
	data, err := readFileLimited(path, maxMoveFile)
	if err != nil {
		g.say("fileerr", g.fileErr(err))
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
		g.say("fileerr", g.movesErr(err))
		return
	}
	b := g.start.Clone()
	for b.Undo() == nil {
	}
	if err := b.PlayMoves(moves); err != nil {
		g.say("fileerr", g.movesErr(err))
		return
	}
	g.b = b
	g.dirty = true
	g.say("loaded", len(moves), path)
}

// maxMoveFile bounds a saved move list that load reads: a board of 32×32
// has 1024 cells, a few bytes each.
const maxMoveFile = 1 << 20

// readFileLimited reads the named file, refusing one of more than limit
// bytes after reading no more than limit+1.
func readFileLimited(path string, limit int64) ([]byte, error) {
	b, big, _, err := fileio.ReadUpTo(path, limit)
	if big {
		return nil, &tooLargeError{path, limit}
	}
	return b, err
}

// tooLargeError is a file refused for its size.
type tooLargeError struct {
	path  string
	limit int64
}

func (e *tooLargeError) Error() string {
	return fmt.Sprintf("%s: larger than %d bytes", e.path, e.limit)
}

// fileErr is a file error as the player reads it: in Vietnamese for a
// Vietnamese game.
func (g *game) fileErr(err error) string {
	if g.o.Lang != "vi" {
		return err.Error()
	}
	var big *tooLargeError
	switch {
	case errors.As(err, &big):
		return fmt.Sprintf("%s: tệp lớn hơn %d byte", big.path, big.limit)
	case errors.Is(err, fs.ErrNotExist):
		return "không có tệp này"
	case errors.Is(err, fs.ErrPermission):
		return "không có quyền"
	}
	return "không đọc/ghi được tệp (" + err.Error() + ")"
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
	return "danh sách nước đi trong tệp không hợp lệ (" + err.Error() + ")"
}

func (g *game) announce() {
	switch g.b.Reason() {
	case caro.Line:
		var cells []string
		for _, p := range g.b.WinLine() {
			cells = append(cells, g.short(p))
		}
		g.say("wins", g.colour(g.b.Winner()), strings.Join(cells, " "))
	case caro.Forbidden:
		g.say("forbidden", g.t("forbid"+g.b.ForbiddenReason().String()))
	case caro.Full:
		g.say("draw")
	case caro.NoMove:
		g.say("drawNoMove")
	}
	if g.b.Winner() == g.o.Human {
		g.say("youwin")
	} else if g.b.Winner() != caro.Empty {
		g.say("youlose")
	}
}

func (g *game) colour(s caro.Stone) string {
	if s == caro.White {
		return g.t("white")
	}
	return g.t("black")
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
		fmt.Fprintf(&sb, "%s %s: %s\n", g.t("lastmove"), g.colour(b.At(last)), g.name(last))
	}
	fmt.Fprint(g.out, sb.String())
}

func (g *game) t(key string) string {
	m, ok := texts[key]
	if !ok {
		return key
	}
	if g.o.Lang == "vi" {
		return m[1]
	}
	return m[0]
}

func (g *game) say(key string, args ...any) {
	fmt.Fprintf(g.out, g.t(key)+"\n", args...)
}

func (g *game) prompt(key string) {
	fmt.Fprint(g.out, g.t(key))
}

var texts = map[string][2]string{
	"title": {"Caro %d×%d, %d in a row, rule %v. You play %s.",
		"Cờ caro %d×%d, %d quân liên tiếp, luật %v. Bạn cầm %s."},
	"helpshort": {"Type a cell (h8 or 7,7) to play, help for the commands.",
		"Gõ một ô (h8 hoặc 7,7) để đi, help để xem các lệnh."},
	"help": {`Commands:
  h8 or 7,7     play there (letter = column, number = row from the top; or 0-based x,y)
  undo (u)      take back your last move and the engine's reply
  hint          ask the engine for a move
  threats (t)   show the threats of both sides (fives, open fours, fours) and a forced win
  moves (m)     print the move list;  board (b)  draw the board again
  save FILE     save the move list;  load FILE  replay a saved move list
  new           start again;  quit (q)  leave`,
		`Các lệnh:
  h8 hoặc 7,7   đi vào ô đó (chữ = cột, số = hàng tính từ trên; hoặc x,y tính từ 0)
  undo (u)      đi lại: rút nước vừa đi của bạn và nước đáp của máy
  hint          nhờ máy gợi ý một nước
  threats (t)   xem các đe dọa của hai bên (năm, bốn mở, bốn) và thắng cưỡng bức
  moves (m)     in danh sách nước đi;  board (b)  vẽ lại bàn cờ
  save TỆP      lưu danh sách nước đi;  load TỆP  nạp lại ván đã lưu
  new           chơi ván mới;  quit (q)  thoát`},
	"prompt":             {"Your move (h8 or 7,7; help): ", "Nước của bạn (h8 hoặc 7,7; help): "},
	"promptover":         {"The game is over (undo, new, save FILE, quit): ", "Ván đã kết thúc (undo, new, save TỆP, quit): "},
	"thinking":           {"The engine is thinking…", "Máy đang suy nghĩ…"},
	"engine":             {"The engine plays %s.", "Máy đi %s."},
	"engineerr":          {"Engine error: %v", "Lỗi của máy: %v"},
	"hint":               {"Hint: %s.  %s", "Gợi ý: %s.  %s"},
	"badmove":            {"%q is not a cell or a command (help lists them).", "%q không phải là ô hay lệnh (help liệt kê các lệnh)."},
	"outside":            {"%s is outside the board.", "%s nằm ngoài bàn cờ."},
	"taken":              {"%s is taken.", "Ô %s đã có quân."},
	"over":               {"The game is over.", "Ván đã kết thúc."},
	"noundo":             {"Nothing to take back.", "Không có nước nào để đi lại."},
	"undone":             {"Took back %d move(s).", "Đã rút %d nước."},
	"moves":              {"Moves: %s", "Các nước: %s"},
	"threats":            {"%s — %s", "%s — %s"},
	"kindfive":           {"five", "thành năm"},
	"kindopen four":      {"open four (or double four)", "bốn mở (hoặc hai bốn)"},
	"kindfour":           {"four", "bốn"},
	"kindthree":          {"three (next: an open four)", "ba (nước sau thành bốn mở)"},
	"nothreat":           {"no threat", "không có đe dọa"},
	"solve":              {"%s to move: %s", "%s đi: %s"},
	"needfile":           {"Give a file name, e.g. save game.txt", "Hãy cho tên tệp, vd. save van.txt"},
	"fileerr":            {"File error: %v", "Lỗi tệp: %v"},
	"saved":              {"Saved %d moves to %s.", "Đã lưu %d nước vào %s."},
	"loaded":             {"Loaded %d moves from %s.", "Đã nạp %d nước từ %s."},
	"newgame":            {"New game.", "Ván mới."},
	"wins":               {"%s wins: %s.", "%s thắng: %s."},
	"forbidden":          {"Black played a forbidden point (%s): White wins.", "Đen đi vào điểm cấm (%s): Trắng thắng."},
	"forbidoverline":     {"overline", "quá năm"},
	"forbiddouble four":  {"double four", "bốn-bốn"},
	"forbiddouble three": {"double three", "ba-ba"},
	"draw":               {"Draw: the board is full.", "Hòa: bàn cờ đã kín."},
	"drawNoMove":         {"Draw: every empty point is forbidden to black.", "Hòa: mọi điểm trống đều là điểm cấm của Đen."},
	"youwin":             {"You win!", "Bạn thắng!"},
	"youlose":            {"The engine wins.", "Máy thắng."},
	"black":              {"Black (X)", "Đen (X)"},
	"white":              {"White (O)", "Trắng (O)"},
	"lastmove":           {"Last move:", "Nước vừa đi:"},
	"bye":                {"Bye.", "Tạm biệt."},
}
