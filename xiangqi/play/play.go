// Package play is the terminal game of xiangqi: a human against the engine,
// moves typed in ICCS (h2e2) or WXF (C2.5), with undo, hint, flip, new, and
// save and load as PGN, the engine's search statistics after each of its
// moves, in English or Vietnamese. It is the library behind `alphabeta
// xiangqi play`, beside caro/play.
package play

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/internal/fileio"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// Searcher is what the game needs of the engine; *engine.Engine is one.
type Searcher interface {
	Search(ctx context.Context, pos *xiangqi.Position, lim engine.Limits, report func(engine.Info)) engine.Result
	Clear() // a new game: forget the old one
}

// Options configure Run.
type Options struct {
	Human  xiangqi.Color // the human's side
	Lang   string        // "en" (the default) or "vi"
	Engine Searcher
	// Limits bound each engine move; a hint thinks at most 2 s of MoveTime.
	// One of Depth, Nodes and MoveTime must be set.
	Limits engine.Limits
	// Render draws the boards; Flip puts Black at the bottom (usual when
	// the human plays Black) and the flip command turns it.
	Render xiangqi.RenderOptions
}

// Bounds on what the game reads, so that a huge line or file is refused
// instead of exhausting memory.
const (
	maxLine = 64 << 10 // one typed line; a longer one is refused and the game goes on
	maxFile = 16 << 20 // a PGN file to load
)

// hintTime caps a hint's MoveTime: a hint is advice, not the engine's move.
const hintTime = 2 * time.Second

type game struct {
	o        Options
	startFEN string
	pos      *xiangqi.Position
	out      io.Writer
}

// Run plays from start (which it does not change; the game starts from its
// FEN) until the human quits, the input ends or ctx is cancelled; only the
// last returns an error. After the end of a game the human may still undo,
// save, load, start a new game or quit.
func Run(ctx context.Context, in io.Reader, out io.Writer, start *xiangqi.Position, o Options) error {
	if o.Lang == "" {
		o.Lang = "en"
	}
	if o.Lang != "en" && o.Lang != "vi" {
		return fmt.Errorf("play: language %q: want en or vi", o.Lang)
	}
	if o.Engine == nil {
		return errors.New("play: no engine")
	}
	if o.Limits.Depth <= 0 && o.Limits.Nodes <= 0 && o.Limits.MoveTime <= 0 {
		// Without a limit the engine would never move.
		return errors.New("play: the engine needs a depth, node or time limit")
	}
	pos, err := xiangqi.ParseFEN(start.FEN())
	if err != nil {
		return fmt.Errorf("play: start position: %w", err)
	}
	g := &game{o: o, startFEN: start.FEN(), pos: pos, out: out}
	return g.loop(ctx, in)
}

// say prints format with args in the game's language, from the package's
// catalogue, and a newline.
func (g *game) say(format string, args ...any) { messages.Say(g.out, g.o.Lang, format, args...) }

// prompt prints format with args in the game's language, without a
// newline.
func (g *game) prompt(format string, args ...any) {
	fmt.Fprint(g.out, messages.Sprintf(g.o.Lang, format, args...))
}

func (g *game) vi() bool { return g.o.Lang == "vi" }

// moveName is how the game writes m, a move of the side to move: WXF and
// ICCS ("C2.5 (h2e2)"), or in Vietnamese the short and long Vietnamese
// notation and ICCS ("P2-5 (Pháo 2 bình 5, h2e2)").
func (g *game) moveName(m xiangqi.Move) string {
	if g.vi() {
		return fmt.Sprintf("%s (%s, %s)", g.pos.Vietnamese(m), g.pos.VietnameseLong(m), m)
	}
	return fmt.Sprintf("%s (%s)", g.pos.WXF(m), m)
}

// lineText writes the principal variation from the current position in the
// game's notation: WXF, or short Vietnamese notation.
func (g *game) lineText(pv []xiangqi.Move) string {
	p := g.pos.Clone()
	var out []string
	for _, m := range pv {
		if !p.IsLegal(m) {
			break
		}
		if g.vi() {
			out = append(out, p.Vietnamese(m))
		} else {
			out = append(out, p.WXF(m))
		}
		p.Make(m)
	}
	return strings.Join(out, " ")
}

// errText is err as the player reads it: in Vietnamese for a Vietnamese
// game (the errors of moves, PGN and FEN, whose Vietnamese text the
// xiangqi package writes, missing or unreadable files, oversized files).
func (g *game) errText(err error) string {
	if !g.vi() {
		return err.Error()
	}
	var vi interface {
		error
		Vietnamese() string
	}
	var big *tooLargeError
	switch {
	case errors.As(err, &vi): // the xiangqi package's, a file without a game
		return vi.Vietnamese()
	case errors.As(err, &big):
		return tr("vi", "file larger than %d bytes", big.limit)
	case errors.Is(err, fs.ErrNotExist):
		return tr("vi", "no such file")
	case errors.Is(err, fs.ErrPermission):
		return tr("vi", "no permission")
	}
	return tr("vi", "the file is wrong or cannot be read (%s)", err.Error())
}

func (g *game) show() {
	opt := g.o.Render
	opt.Lang = g.o.Lang // the board's labels ("Đỏ đi") speak the game's language
	if m := g.pos.LastMove(); m != xiangqi.NoMove {
		opt.Highlight = []xiangqi.Square{m.From(), m.To()}
	}
	fmt.Fprintln(g.out)
	fmt.Fprintln(g.out, g.pos.Render(opt))
}

func (g *game) loop(ctx context.Context, in io.Reader) error {
	lines := newLineReader(in)
	g.say("Moves: ICCS (h2e2) or WXF (C2.5). Commands: undo, hint, flip, save FILE, load FILE, new, help, quit.")
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		g.show()
		if o := g.pos.Outcome(); o.Result != xiangqi.Ongoing {
			g.say("Game over: %s (%s).", o.Result, o.Reason)
			// Let the player undo, save or quit.
		} else if g.pos.SideToMove() != g.o.Human {
			g.engineMove(ctx)
			continue
		}
		g.prompt("Your move (%s): ", g.pos.SideToMove())
		line, overlong, err := lines.next()
		if err != nil {
			fmt.Fprintln(g.out)
			g.say("Bye.")
			return nil
		}
		if overlong {
			g.say("Not a legal move: a line longer than %d bytes", maxLine)
			continue
		}
		if quit := g.command(ctx, line); quit {
			g.say("Bye.")
			return nil
		}
	}
}

// command runs one line of the human; quit is true for quit.
func (g *game) command(ctx context.Context, line string) (quit bool) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return false
	}
	switch strings.ToLower(f[0]) {
	case "quit", "exit", "q":
		return true
	case "help", "?":
		g.say("Moves: ICCS (h2e2) or WXF (C2.5). Commands: undo, hint, flip, save FILE, load FILE, new, help, quit.")
	case "undo", "u":
		n := 2
		if g.pos.Ply() > 0 && g.pos.SideToMove() != g.o.Human {
			n = 1 // game over after the player's move
		}
		if g.pos.Ply() < n {
			g.say("Nothing to undo.")
			return false
		}
		hist := g.pos.History()
		for i := 0; i < n; i++ {
			g.pos.Unmake(hist[len(hist)-1-i])
		}
	case "hint", "h":
		lim := g.o.Limits
		if lim.MoveTime > hintTime {
			lim.MoveTime = hintTime
		}
		res := g.o.Engine.Search(ctx, g.pos, lim, nil)
		if res.Best != xiangqi.NoMove {
			g.say("Hint: %s, score %s", g.moveName(res.Best), res.ScoreText())
		}
	case "flip", "f":
		g.o.Render.Flip = !g.o.Render.Flip
	case "new":
		p, _ := xiangqi.ParseFEN(g.startFEN)
		g.pos = p
		g.o.Engine.Clear()
	case "save":
		if len(f) < 2 {
			g.say("Usage: %s FILE", "save")
			return false
		}
		if err := g.save(f[1]); err != nil {
			g.say("Could not save %s: %v", f[1], g.errText(err))
			return false
		}
		g.say("Saved to %s.", f[1])
	case "load":
		if len(f) < 2 {
			g.say("Usage: %s FILE", "load")
			return false
		}
		if err := g.load(f[1]); err != nil {
			g.say("Could not load %s: %v", f[1], g.errText(err))
			return false
		}
		g.say("Loaded %s (%d moves).", f[1], g.pos.Ply())
	default:
		if g.pos.Outcome().Result != xiangqi.Ongoing {
			return false
		}
		parse := g.pos.ParseMove
		if g.vi() {
			parse = g.pos.ParseMoveVietnamese
		}
		m, err := parse(strings.Join(f, "")) // "h2 e2" and "Pháo 2 bình 5" read alike
		if err != nil {
			g.say("Not a legal move: %v", g.errText(err))
			return false
		}
		g.pos.Make(m)
	}
	return false
}

func (g *game) engineMove(ctx context.Context) {
	g.say("Engine thinking…")
	res := g.o.Engine.Search(ctx, g.pos, g.o.Limits, nil)
	if res.Best == xiangqi.NoMove {
		return
	}
	name, line := g.moveName(res.Best), g.lineText(res.PV)
	g.pos.Make(res.Best)
	g.say("Engine plays %s", name)
	g.say("depth %d (sel %d), score %s, nodes %d, evaluations %d, branching factor %.2f (%.1f moves per node), time %v, %d nodes/s", res.Depth, res.SelDepth, res.ScoreText(), res.Nodes, res.Evaluations,
		res.BranchingFactor, res.MovesPerNode(), res.Time.Round(time.Millisecond), res.NPS())
	g.say("principal variation: %s", line)
}

func (g *game) save(path string) error {
	rec := xiangqi.NewGame(g.startFEN)
	rec.Moves = g.pos.History()
	rec.Result = g.pos.Outcome().Result
	rec.SetTag("Date", time.Now().Format("2006.01.02"))
	red, black := "Human", engine.Name
	if g.o.Human == xiangqi.Black {
		red, black = black, red
	}
	rec.SetTag("Red", red)
	rec.SetTag("Black", black)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := rec.WritePGN(f, xiangqi.FormatWXF); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func (g *game) load(path string) error {
	data, err := readFileLimited(path, maxFile)
	if err != nil {
		return err
	}
	games, err := xiangqi.ParsePGN(bytes.NewReader(data))
	if err != nil {
		return err
	}
	if len(games) == 0 {
		return fmt.Errorf("%s: %w", path, errNoGame)
	}
	p, err := games[0].Position()
	if err != nil {
		return err
	}
	g.startFEN = games[0].StartFEN
	g.pos = p
	g.o.Engine.Clear()
	return nil
}

// readFileLimited reads the named file, refusing one of more than limit
// bytes before parsing anything.
func readFileLimited(path string, limit int64) ([]byte, error) {
	b, big, opened, err := fileio.ReadUpTo(path, limit)
	switch {
	case big:
		return nil, &tooLargeError{path, limit}
	case err != nil && opened:
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return b, err
}

// errNoGame is a PGN file without a game.
var errNoGame = errorf("no game in the file")

// tooLargeError is a file refused for its size.
type tooLargeError struct {
	path  string
	limit int64
}

func (e *tooLargeError) Error() string {
	return fmt.Sprintf("%s: input larger than %d bytes", e.path, e.limit)
}

// lineReader reads lines of at most maxLine bytes; a longer line is read to
// its end, not kept, and reported, so the game goes on.
type lineReader struct{ r *bufio.Reader }

func newLineReader(r io.Reader) *lineReader { return &lineReader{bufio.NewReader(r)} }

// next returns the next line without its end; overlong reports a line that
// was too long (line is then empty). err is io.EOF at the end.
func (l *lineReader) next() (line string, overlong bool, err error) {
	var b []byte
	for {
		chunk, isPrefix, err := l.r.ReadLine()
		if !overlong {
			if len(b)+len(chunk) > maxLine {
				overlong, b = true, nil
			} else {
				b = append(b, chunk...)
			}
		}
		if err != nil {
			if len(b) > 0 || overlong {
				return string(b), overlong, nil // the last line has no end
			}
			return "", false, err
		}
		if !isPrefix {
			return string(b), overlong, nil
		}
	}
}
