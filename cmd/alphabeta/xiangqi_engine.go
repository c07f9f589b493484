package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"alphabeta/xiangqi"
	"alphabeta/xiangqi/engine"
	"alphabeta/xiangqi/nodes"
	"alphabeta/xiangqi/uci"
)

func init() {
	registerXiangqi("engine", "run the engine on stdin/stdout (UCI or UCCI, chosen by the handshake)", runXiangqiEngine)
	registerXiangqi("play", "play against the engine: play [--side red|black] [--time 5s|--depth N] [--fen F] [--ascii] [--lang en|vi]", runXiangqiPlay)
	registerXiangqi("analyze", "analyse a position: analyze [--fen F] [--depth N|--time T] [--threads N] [--hash MB]", runXiangqiAnalyze)
	registerXiangqi("nodes", "the lecture's node counts: nodes [--fen F] --depth N [--minimax N] [--svg FILE]", runXiangqiNodes)
}

func runXiangqiEngine(args []string) int {
	if len(args) > 0 {
		if args[0] == "-h" || args[0] == "--help" {
			fmt.Println("Usage: alphabeta xiangqi engine\n\nSpeaks UCI (send `uci`; moves in 0-based ICCS like h2e2, as Pikafish) or UCCI\n(send `ucci`, as ElephantEye) on stdin/stdout. Extra commands: `d`, `eval`, `go perft N`.")
			return 0
		}
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi engine: takes no arguments")
		return 2
	}
	srv := uci.NewServer(engine.New(engine.Options{}), os.Stdout)
	if err := srv.Run(os.Stdin); err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi engine:", err)
		return 1
	}
	return 0
}

func positionFlag(fen string) (*xiangqi.Position, error) {
	if fen == "" {
		return xiangqi.NewPosition(), nil
	}
	return xiangqi.ParseFENStrict(fen)
}

func runXiangqiAnalyze(args []string) int {
	fs := flag.NewFlagSet("xiangqi analyze", flag.ContinueOnError)
	fen := fs.String("fen", "", "position (default: the start position)")
	depth := fs.Int("depth", 0, "search depth in plies (default: until --time)")
	tm := fs.Duration("time", 0, "time to think (default 10s unless --depth)")
	threads := fs.Int("threads", 1, "search threads")
	hash := fs.Int("hash", 64, "hash table size in MB")
	if _, err := parseInterleaved(fs, args); err != nil {
		return 2
	}
	pos, err := positionFlag(*fen)
	if err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi analyze:", err)
		return 2
	}
	if err := checkHashThreads(*hash, *threads); err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi analyze:", err)
		return 2
	}
	if *depth <= 0 && *tm <= 0 {
		*tm = 10 * time.Second
	}
	e := engine.New(engine.Options{HashMB: *hash, Threads: *threads})
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	fmt.Printf("%s\n%s\n\n", pos.Render(xiangqi.RenderOptions{ASCII: true}), pos.FEN())
	fmt.Printf("%5s %7s %7s %12s %10s %9s %6s  %s\n", "depth", "seldep", "score", "nodes", "nps", "time", "hash‰", "principal variation (WXF)")
	res := e.Search(ctx, pos, engine.Limits{Depth: *depth, MoveTime: *tm}, func(in engine.Info) {
		_, wxf := in.PVText(pos)
		fmt.Printf("%5d %7d %7s %12d %10d %9s %6d  %s\n", in.Depth, in.SelDepth, in.ScoreText(), in.Nodes, in.NPS(),
			in.Time.Round(time.Millisecond), in.HashFull, strings.Join(wxf, " "))
	})
	if res.Best == xiangqi.NoMove {
		fmt.Println("no legal move: the side to move has lost")
		return 0
	}
	iccs, wxf := res.PVText(pos)
	fmt.Printf("\nbest move: %s (ICCS %s), score %s for %s\n", pos.WXF(res.Best), res.Best, res.ScoreText(), pos.SideToMove())
	fmt.Printf("best line (WXF):  %s\n", strings.Join(wxf, " "))
	fmt.Printf("best line (ICCS): %s\n", strings.Join(iccs, " "))
	fmt.Printf("nodes %d, evaluations %d, branching factor %.2f, time %v, %d nodes/s\n",
		res.Nodes, res.Evaluations, res.BranchingFactor(), res.Time.Round(time.Millisecond), res.NPS())
	return 0
}

func runXiangqiNodes(args []string) int {
	fs := flag.NewFlagSet("xiangqi nodes", flag.ContinueOnError)
	fen := fs.String("fen", "", "position (default: the start position)")
	depth := fs.Int("depth", 4, "deepest depth to measure (1..N)")
	mm := fs.Int("minimax", 4, "run plain minimax up to this depth (it visits b^d leaves)")
	svg := fs.String("svg", "", "also write a log-scale chart to this SVG file")
	if _, err := parseInterleaved(fs, args); err != nil {
		return 2
	}
	pos, err := positionFlag(*fen)
	if err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi nodes:", err)
		return 2
	}
	if *depth < 1 || *depth > 12 {
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi nodes: --depth must be 1..12")
		return 2
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	fmt.Println("Leaves evaluated per depth: minimax, alpha-beta (natural move order), alpha-beta with")
	fmt.Println("captures first, the engine's plain alpha-beta (PVS, hash move, killers, history; last")
	fmt.Println("iteration), and the Knuth–Moore minimum b^⌈d/2⌉ + b^⌊d/2⌋ − 1.")
	rows, err := nodes.Table(ctx, pos, *depth, *mm)
	fmt.Print(nodes.Format(rows))
	if err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi nodes: stopped:", err)
	}
	if *svg != "" {
		if werr := os.WriteFile(*svg, []byte(nodes.SVG(rows)), 0o644); werr != nil {
			fmt.Fprintln(os.Stderr, "alphabeta xiangqi nodes:", werr)
			return 1
		}
		fmt.Println("chart written to", *svg)
	}
	if err != nil {
		return 1
	}
	return 0
}

// Messages of the play command.
var playText = map[string]map[string]string{
	"en": {
		"help":     "Moves: ICCS (h2e2) or WXF (C2.5). Commands: undo, hint, flip, save FILE, load FILE, new, help, quit.",
		"prompt":   "Your move (%s): ",
		"illegal":  "Not a legal move: %v",
		"thinking": "Engine thinking…",
		"engine":   "Engine plays %s (%s)",
		"stats":    "depth %d (sel %d), score %s, nodes %d, evaluations %d, branching factor %.2f, time %v, %d nodes/s",
		"pv":       "expected line: %s",
		"hint":     "Hint: %s (%s), score %s",
		"nothing":  "Nothing to undo.",
		"saved":    "Saved to %s.",
		"loaded":   "Loaded %s (%d moves).",
		"over":     "Game over: %s (%s).",
		"bye":      "Bye.",
		"red":      "red",
		"black":    "black",
		"tomove":   "%s to move",
		"lastmove": "last move: %s",
	},
	"vi": {
		"help":     "Nước đi: ICCS (h2e2) hoặc WXF (C2.5). Lệnh: undo (đi lại), hint (gợi ý), flip (lật bàn), save TỆP, load TỆP, new (ván mới), help, quit.",
		"prompt":   "Nước đi của bạn (%s): ",
		"illegal":  "Nước đi không hợp lệ: %v",
		"thinking": "Máy đang suy nghĩ…",
		"engine":   "Máy đi %s (%s)",
		"stats":    "độ sâu %d (chọn lọc %d), điểm %s, số nút %d, số thế cờ lượng giá %d, hệ số phân nhánh %.2f, thời gian %v, %d nút/giây",
		"pv":       "diễn biến dự kiến: %s",
		"hint":     "Gợi ý: %s (%s), điểm %s",
		"nothing":  "Không còn nước nào để đi lại.",
		"saved":    "Đã lưu vào %s.",
		"loaded":   "Đã nạp %s (%d nước).",
		"over":     "Hết ván: %s (%s).",
		"bye":      "Tạm biệt.",
		"red":      "Đỏ",
		"black":    "Đen",
		"tomove":   "%s đi",
		"lastmove": "nước vừa đi: %s",
	},
}

func runXiangqiPlay(args []string) int {
	fs := flag.NewFlagSet("xiangqi play", flag.ContinueOnError)
	side := fs.String("side", "red", "your side: red or black")
	tm := fs.Duration("time", 5*time.Second, "engine time per move")
	depth := fs.Int("depth", 0, "engine depth per move (instead of --time)")
	fen := fs.String("fen", "", "start position (default: the initial position)")
	ascii := fs.Bool("ascii", false, "letters instead of Chinese characters")
	lang := fs.String("lang", "en", "language: en or vi")
	color := fs.String("color", "auto", "colours: auto, always or never")
	if _, err := parseInterleaved(fs, args); err != nil {
		return 2
	}
	txt, ok := playText[*lang]
	if !ok {
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi play: --lang must be en or vi")
		return 2
	}
	var human xiangqi.Color
	switch strings.ToLower(*side) {
	case "red", "r", "w", "white":
		human = xiangqi.Red
	case "black", "b":
		human = xiangqi.Black
	default:
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi play: --side must be red or black")
		return 2
	}
	if *depth <= 0 && *tm <= 0 {
		// A zero limit would be none: the engine would never move.
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi play: --time must be positive (or give --depth)")
		return 2
	}
	start, err := positionFlag(*fen)
	if err != nil {
		fmt.Fprintln(os.Stderr, "alphabeta xiangqi play:", err)
		return 2
	}
	useColor := *color == "always"
	if *color == "auto" {
		if st, err := os.Stdout.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			useColor = true
		}
	}
	g := &playGame{
		txt: txt, startFEN: start.FEN(), pos: start, human: human,
		limits: engine.Limits{MoveTime: *tm, Depth: *depth},
		eng:    engine.New(engine.Options{}),
		render: xiangqi.RenderOptions{ASCII: *ascii, Color: useColor, Flip: human == xiangqi.Black},
		out:    os.Stdout,
	}
	if *depth > 0 {
		g.limits.MoveTime = 0
	}
	return g.loop(os.Stdin)
}

type playGame struct {
	txt      map[string]string
	startFEN string
	pos      *xiangqi.Position
	human    xiangqi.Color
	limits   engine.Limits
	eng      *engine.Engine
	render   xiangqi.RenderOptions
	out      io.Writer
}

func (g *playGame) say(key string, a ...any) { fmt.Fprintf(g.out, g.txt[key]+"\n", a...) }

func (g *playGame) sideName(c xiangqi.Color) string {
	if c == xiangqi.Red {
		return g.txt["red"]
	}
	return g.txt["black"]
}

func (g *playGame) show() {
	opt := g.render
	if m := g.pos.LastMove(); m != xiangqi.NoMove {
		opt.Highlight = []xiangqi.Square{m.From(), m.To()}
	}
	fmt.Fprintln(g.out)
	fmt.Fprintln(g.out, g.pos.Render(opt))
}

func (g *playGame) loop(in io.Reader) int {
	lines := newLineReader(in)
	g.say("help")
	for {
		g.show()
		if o := g.pos.Outcome(); o.Result != xiangqi.Ongoing {
			g.say("over", o.Result, o.Reason)
			// Let the player undo, save or quit.
		} else if g.pos.SideToMove() != g.human {
			g.engineMove()
			continue
		}
		fmt.Fprintf(g.out, g.txt["prompt"], g.sideName(g.pos.SideToMove()))
		line, overlong, err := lines.next()
		if err != nil {
			fmt.Fprintln(g.out)
			g.say("bye")
			return 0
		}
		if overlong {
			g.say("illegal", fmt.Sprintf("a line longer than %d bytes", maxInputLine))
			continue
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch strings.ToLower(f[0]) {
		case "quit", "exit", "q":
			g.say("bye")
			return 0
		case "help", "?":
			g.say("help")
		case "undo", "u":
			n := 2
			if g.pos.Ply() > 0 && g.pos.SideToMove() != g.human {
				n = 1 // game over after the player's move
			}
			if g.pos.Ply() < n {
				g.say("nothing")
				continue
			}
			hist := g.pos.History()
			for i := 0; i < n; i++ {
				g.pos.Unmake(hist[len(hist)-1-i])
			}
		case "hint", "h":
			lim := g.limits
			if lim.MoveTime > 2*time.Second {
				lim.MoveTime = 2 * time.Second
			}
			res := g.eng.Search(context.Background(), g.pos, lim, nil)
			if res.Best != xiangqi.NoMove {
				g.say("hint", g.pos.WXF(res.Best), res.Best, res.ScoreText())
			}
		case "flip", "f":
			g.render.Flip = !g.render.Flip
		case "new":
			p, _ := xiangqi.ParseFEN(g.startFEN)
			g.pos = p
			g.eng.Clear()
		case "save":
			if len(f) < 2 {
				g.say("illegal", "save FILE")
				continue
			}
			if err := g.save(f[1]); err != nil {
				g.say("illegal", err)
				continue
			}
			g.say("saved", f[1])
		case "load":
			if len(f) < 2 {
				g.say("illegal", "load FILE")
				continue
			}
			if err := g.load(f[1]); err != nil {
				g.say("illegal", err)
				continue
			}
			g.say("loaded", f[1], g.pos.Ply())
		default:
			if g.pos.Outcome().Result != xiangqi.Ongoing {
				continue
			}
			m, err := g.pos.ParseMove(strings.Join(f, ""))
			if err != nil {
				g.say("illegal", err)
				continue
			}
			g.pos.Make(m)
		}
	}
}

func (g *playGame) engineMove() {
	g.say("thinking")
	res := g.eng.Search(context.Background(), g.pos, g.limits, nil)
	if res.Best == xiangqi.NoMove {
		return
	}
	wxf := g.pos.WXF(res.Best)
	_, line := res.PVText(g.pos)
	g.pos.Make(res.Best)
	g.say("engine", wxf, res.Best)
	g.say("stats", res.Depth, res.SelDepth, res.ScoreText(), res.Nodes, res.Evaluations,
		res.BranchingFactor(), res.Time.Round(time.Millisecond), res.NPS())
	g.say("pv", strings.Join(line, " "))
}

func (g *playGame) save(path string) error {
	rec := xiangqi.NewGame(g.startFEN)
	rec.Moves = g.pos.History()
	rec.Result = g.pos.Outcome().Result
	rec.SetTag("Date", time.Now().Format("2006.01.02"))
	red, black := "Human", engine.Name
	if g.human == xiangqi.Black {
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

func (g *playGame) load(path string) error {
	data, err := readFileLimited(path, maxInputFile)
	if err != nil {
		return err
	}
	games, err := xiangqi.ParsePGN(bytes.NewReader(data))
	if err != nil {
		return err
	}
	if len(games) == 0 {
		return fmt.Errorf("%s: no game in the file", path)
	}
	p, err := games[0].Position()
	if err != nil {
		return err
	}
	g.startFEN = games[0].StartFEN
	g.pos = p
	g.eng.Clear()
	return nil
}
