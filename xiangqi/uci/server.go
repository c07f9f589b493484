package uci

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// Engine is what the server needs of a searcher; *engine.Engine is one.
// While a search started by Go runs, only Stop, PonderHit and ProbeHash
// are called.
type Engine interface {
	// Go starts a search of pos within lim and returns at once; report
	// gets every completed iteration, the channel the result. A Stop or
	// PonderHit right after Go returns must not be lost.
	Go(ctx context.Context, pos *xiangqi.Position, lim engine.Limits, report func(engine.Info)) <-chan engine.Result
	Stop()      // end the running search soon; it still delivers its result
	PonderHit() // a ponder search becomes a timed one, counting from now
	Clear()     // forget what earlier games taught (ucinewgame)
	SetHash(mb int)
	SetThreads(n int)
	// SetSimpleRepetition: true rules cycles without the chase rule
	// (perpetual check alone), false by the Asian rules.
	SetSimpleRepetition(on bool)
	// ProbeHash reports what the transposition table knows of pos (UCCI's probe).
	ProbeHash(pos *xiangqi.Position) (move xiangqi.Move, score, depth int, lower, upper, ok bool)
}

var _ Engine = (*engine.Engine)(nil)

// maxLine bounds one input line. A longer line is answered with an error
// and discarded whole, never executed (a cut line could still parse as a
// command). A `position` with the moves of a 1,000-ply game is 5 KB.
const maxLine = 64 << 10

// maxError bounds an error message, whatever input it quotes.
const maxError = 256

// Server speaks UCI (as Pikafish does) and UCCI (as ElephantEye does) over
// text streams. The dialect is chosen by the handshake (`uci` or `ucci`);
// before any handshake UCI is assumed, and a GUI that sends both gets both
// answers and the dialect of the last one.
type Server struct {
	eng Engine
	out *bufio.Writer
	mu  sync.Mutex // guards out

	ucci      bool
	millisec  bool // UCCI times are milliseconds (fairy-stockfish's UCCI) unless usemillisec is set false
	overhead  time.Duration
	pos       *xiangqi.Position
	banned    []xiangqi.Move
	searching bool
	done      chan struct{} // closed when the running search has printed its bestmove
	release   chan struct{} // closed by stop/ponderhit to let an infinite/ponder search report
	released  bool
	maxHashMB int         // the largest Hash accepted (tests lower it)
	perftStop atomic.Bool // set by stop, quit and the end of the input: a running perft returns
}

// NewServer returns a server for e writing to out.
func NewServer(e Engine, out io.Writer) *Server {
	return &Server{eng: e, out: bufio.NewWriter(out), pos: xiangqi.NewPosition(), millisec: true,
		overhead: 50 * time.Millisecond, maxHashMB: 4096}
}

func (s *Server) println(format string, a ...any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	fmt.Fprintf(s.out, format, a...)
	s.out.WriteByte('\n')
	s.out.Flush()
}

func (s *Server) errorf(format string, a ...any) {
	msg := fmt.Sprintf(format, a...)
	if len(msg) > maxError {
		cut := maxError
		for cut > 0 && !utf8.RuneStart(msg[cut]) {
			cut--
		}
		msg = msg[:cut] + "…"
	}
	s.println("info string error: %s", msg)
}

// Run reads commands until `quit` or the end of the input (which acts as
// quit: a running search is stopped and its bestmove printed). It never
// panics on bad input: every malformed, illegal or overlong line is
// answered with `info string error: …` and ignored.
func (s *Server) Run(in io.Reader) error {
	r := bufio.NewReaderSize(in, 64<<10)
	for {
		line, overlong, err := readLine(r)
		if overlong {
			s.errorf("line longer than %d bytes ignored", maxLine)
		} else if line != "" {
			if quit := s.Handle(line); quit {
				return nil
			}
		}
		if err != nil {
			s.Handle("quit-eof")
			if err == io.EOF {
				return nil
			}
			return err
		}
	}
}

// readLine reads one line without its end (LF or CR LF). A line longer
// than maxLine is read to its end but not kept: overlong reports it.
func readLine(r *bufio.Reader) (line string, overlong bool, err error) {
	var b []byte
	for {
		chunk, isPrefix, err := r.ReadLine()
		if !overlong {
			if len(b)+len(chunk) > maxLine {
				overlong, b = true, nil
			} else {
				b = append(b, chunk...)
			}
		}
		if err != nil || !isPrefix {
			return string(b), overlong, err
		}
	}
}

// Handle executes one command line and reports whether it was quit.
func (s *Server) Handle(line string) (quit bool) {
	defer func() {
		if r := recover(); r != nil { // defensive: a bug must not kill the GUI's engine
			s.errorf("internal error on %s: %v", clip(line), r)
		}
	}()
	f := strings.Fields(line)
	if len(f) == 0 {
		return false
	}
	cmd, args := f[0], f[1:]
	switch cmd {
	case "uci":
		s.ucci = false
		s.println("id name %s", engine.IDName)
		s.println("id author %s", engine.Author)
		s.println("option name Hash type spin default 64 min 1 max 4096")
		s.println("option name Threads type spin default 1 min 1 max 256")
		s.println("option name Ponder type check default false")
		s.println("option name Move Overhead type spin default 50 min 0 max 5000")
		s.println("option name Clear Hash type button")
		s.println("option name Repetition type combo default Asian var Asian var Simple")
		s.println("uciok")
	case "ucci":
		s.ucci = true
		s.println("id name %s", engine.IDName)
		s.println("id copyright 2026 %s", engine.Author)
		s.println("id author %s", engine.Author)
		s.println("option usemillisec type check default true")
		s.println("option hashsize type spin min 1 max 4096 default 64")
		s.println("option threads type spin min 1 max 256 default 1")
		s.println("option ponder type check default false")
		s.println("option newgame type button")
		s.println("option repetition type combo var asian var simple default asian")
		s.println("ucciok")
	case "isready":
		s.println("readyok")
	case "setoption":
		s.setOption(args)
	case "ucinewgame":
		s.wait()
		s.eng.Clear()
	case "position":
		s.wait()
		s.position(args)
	case "banmoves":
		s.banmoves(args)
	case "go":
		s.wait()
		s.goCmd(args)
	case "stop":
		s.stop()
		s.releaseSearch()
		s.wait()
	case "ponderhit":
		s.eng.PonderHit()
		s.releaseSearch()
	case "probe":
		s.probe()
	case "d":
		s.println("%s", s.pos.Render(xiangqi.RenderOptions{ASCII: true}))
		s.println("Fen: %s", s.pos.FEN())
		s.println("Key: %016x", s.pos.Hash())
	case "eval":
		v := engine.Evaluate(s.pos)
		s.println("info string eval %d (side to move: %s)", v, s.pos.SideToMove())
	case "quit", "quit-eof":
		s.stop()
		s.releaseSearch()
		s.wait()
		if s.ucci && cmd == "quit" {
			s.println("bye")
		}
		return true
	default:
		s.errorf("unknown command %s", clip(cmd))
	}
	return false
}

// stop asks whatever runs, a search or a perft, to end soon.
func (s *Server) stop() {
	s.eng.Stop()
	s.perftStop.Store(true)
}

func (s *Server) releaseSearch() {
	if s.release != nil && !s.released {
		s.released = true
		close(s.release)
	}
}

// wait stops a running search and blocks until it has printed its
// bestmove: a GUI that sends position, go or an option change mid-search
// gets the old search's answer first, never a mixed-up state.
func (s *Server) wait() {
	if !s.searching {
		return
	}
	s.stop()
	s.releaseSearch()
	<-s.done
	s.searching = false
}

func (s *Server) setOption(args []string) {
	var name, value string
	if len(args) > 0 && strings.EqualFold(args[0], "name") {
		// UCI: setoption name N [value V]; names may contain spaces.
		i := 1
		var n []string
		for ; i < len(args) && !strings.EqualFold(args[i], "value"); i++ {
			n = append(n, args[i])
		}
		name = strings.Join(n, " ")
		if i < len(args) {
			value = strings.Join(args[i+1:], " ")
		}
	} else if len(args) > 0 {
		// UCCI: setoption N [V]
		name = args[0]
		value = strings.Join(args[1:], " ")
	}
	key := strings.ToLower(strings.ReplaceAll(name, " ", ""))
	// num reads the value cut to lo..hi.
	num := func(lo, hi int) (int, bool) {
		v, err := parseSaturated(strings.TrimSpace(value))
		if err != nil {
			s.errorf("option %s wants a number, got %s", clip(name), clip(value))
			return 0, false
		}
		return int(max(int64(lo), min(v, int64(hi)))), true
	}
	switch key {
	case "hash", "hashsize":
		if v, ok := num(1, s.maxHashMB); ok {
			s.wait()
			s.eng.SetHash(v)
		}
	case "threads":
		if v, ok := num(1, 64); ok {
			s.wait()
			s.eng.SetThreads(v)
		}
	case "moveoverhead":
		if v, ok := num(0, 5000); ok {
			s.overhead = time.Duration(v) * time.Millisecond
		}
	case "repetition":
		// Asian: the chase rule too; Simple: perpetual check alone, as
		// referees that do not know the chase rule rule.
		switch v := strings.TrimSpace(value); {
		case strings.EqualFold(v, "asian"):
			s.wait()
			s.eng.SetSimpleRepetition(false)
		case strings.EqualFold(v, "simple"):
			s.wait()
			s.eng.SetSimpleRepetition(true)
		default:
			s.errorf("option Repetition is Asian or Simple, got %s", clip(value))
		}
	case "usemillisec":
		s.millisec = !strings.EqualFold(strings.TrimSpace(value), "false")
	case "clearhash", "newgame":
		s.wait()
		s.eng.Clear()
	case "ponder", "uci_chess960", "multipv", "skill", "uci_variant", "idle", "style", "randomness", "knowledge", "pruning", "loadbook", "bookfiles", "promotion":
		// accepted and ignored
	case "":
		s.errorf("setoption without a name")
	default:
		s.println("info string unknown option %s ignored", clip(name))
	}
}

func (s *Server) position(args []string) {
	if len(args) == 0 {
		s.errorf("position: want startpos or fen FEN, then optionally moves …")
		return
	}
	var p *xiangqi.Position
	i := 0
	switch args[0] {
	case "startpos":
		p = xiangqi.NewPosition()
		i = 1
	case "fen":
		j := 1
		for j < len(args) && args[j] != "moves" {
			j++
		}
		fen := strings.Join(args[1:j], " ")
		var err error
		p, err = xiangqi.ParseFENStrict(fen)
		if err != nil {
			s.errorf("position: %v", err)
			return
		}
		i = j
	default:
		s.errorf("position: want startpos or fen, got %s", clip(args[0]))
		return
	}
	if i < len(args) {
		if args[i] != "moves" {
			s.errorf("position: want moves after the position, got %s", clip(args[i]))
			return
		}
		for _, ms := range args[i+1:] {
			m, err := xiangqi.ParseICCS(ms)
			if err != nil || !p.IsLegal(m) {
				s.errorf("position: move %s is not legal in %s", clip(ms), p.FEN())
				return
			}
			p.Make(m)
		}
	}
	s.pos = p
	s.banned = nil
}

func (s *Server) banmoves(args []string) {
	var ms []xiangqi.Move
	for _, a := range args {
		m, err := xiangqi.ParseICCS(a)
		if err != nil || !s.pos.IsLegal(m) {
			s.errorf("banmoves: %s is not a legal move here", clip(a))
			return
		}
		ms = append(ms, m)
	}
	s.banned = ms
}

func (s *Server) probe() {
	m, v, d, lower, upper, ok := s.eng.ProbeHash(s.pos)
	var b strings.Builder
	b.WriteString("pophash")
	if ok {
		if m != xiangqi.NoMove {
			fmt.Fprintf(&b, " bestmove %s", m)
		}
		if lower {
			fmt.Fprintf(&b, " lowerbound %d depth %d", v, d)
		}
		if upper {
			fmt.Fprintf(&b, " upperbound %d depth %d", v, d)
		}
	}
	s.println("%s", b.String())
}

// parseSaturated reads a decimal integer; one beyond the range of int64
// is taken as the nearest bound (a GUI meaning "a lot", not an error).
func parseSaturated(s string) (int64, error) {
	v, err := strconv.ParseInt(s, 10, 64)
	if errors.Is(err, strconv.ErrRange) {
		return v, nil // ParseInt saturates to the bound
	}
	return v, err
}

// duration is n units, cut to TimeLimitCap so that it cannot overflow; n < 0
// counts as 0.
func duration(n int64, unit time.Duration) time.Duration {
	if n <= 0 {
		return 0
	}
	if n >= int64(engine.TimeLimitCap/unit) {
		return engine.TimeLimitCap
	}
	return time.Duration(n) * unit
}

// clip quotes s for an error message, cut to 80 bytes, so that a huge line
// is not echoed back whole.
func clip(s string) string {
	const max = 80
	if len(s) > max {
		cut := max
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		return strconv.Quote(s[:cut]) + "…"
	}
	return strconv.Quote(s)
}

// parseGo reads the arguments of go in either dialect.
func (s *Server) parseGo(args []string) (lim engine.Limits, perft int, err error) {
	side := s.pos.SideToMove()
	unit := time.Millisecond
	if s.ucci && !s.millisec {
		unit = time.Second
	}
	num := func(i int) (int64, error) {
		if i+1 >= len(args) {
			return 0, fmt.Errorf("go: %s wants a number", clip(args[i]))
		}
		v, err := parseSaturated(args[i+1])
		if err != nil {
			return 0, fmt.Errorf("go: %s wants a number, got %s", clip(args[i]), clip(args[i+1]))
		}
		return v, nil
	}
	ms := func(v int64) time.Duration { return duration(v, time.Millisecond) }
	var wtime, btime, winc, binc int64 = -1, -1, 0, 0
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch a {
		case "infinite":
			lim.Infinite = true
			continue
		case "ponder":
			lim.Ponder = true
			continue
		case "draw": // UCCI: the opponent offers a draw; we play on
			continue
		case "searchmoves":
			for i+1 < len(args) {
				m, e := xiangqi.ParseICCS(args[i+1])
				if e != nil {
					break
				}
				i++
				if s.pos.IsLegal(m) {
					lim.Only = append(lim.Only, m)
				}
			}
			continue
		}
		if a == "depth" && i+1 < len(args) && args[i+1] == "infinite" {
			lim.Infinite = true
			i++
			continue
		}
		v, e := num(i)
		if e != nil {
			return lim, 0, e
		}
		if v < 0 {
			v = 0
		}
		i++
		switch a {
		case "wtime":
			wtime = v
		case "btime":
			btime = v
		case "winc":
			winc = v
		case "binc":
			binc = v
		// A limit of 0 is the smallest limit, never none: depth 1, one
		// node, a millisecond.
		case "movestogo":
			lim.MovesToGo = int(min(v, 1000))
		case "movetime":
			lim.MoveTime = max(ms(v), time.Millisecond)
		case "depth":
			lim.Depth = int(max(1, min(v, engine.MaxPly)))
		case "nodes":
			lim.Nodes = max(v, 1)
		case "mate": // mate in N moves takes 2N-1 plies; two to spare
			lim.Depth = int(min(2*min(v, engine.MaxPly)+1, engine.MaxPly))
		case "perft":
			perft = int(max(1, min(v, 15)))
		case "time":
			lim.Clock = duration(v, unit)
		case "increment":
			lim.Inc = duration(v, unit)
		case "opptime", "oppincrement", "oppmovestogo":
		default:
			return lim, 0, fmt.Errorf("go: unknown parameter %s", clip(a))
		}
	}
	// A GUI that sends only the other side's clock: assume equal clocks
	// rather than searching without a limit.
	if side == xiangqi.Red && wtime < 0 && btime >= 0 {
		wtime, winc = btime, binc
	} else if side == xiangqi.Black && btime < 0 && wtime >= 0 {
		btime, binc = wtime, winc
	}
	if side == xiangqi.Red && wtime >= 0 {
		lim.Clock, lim.Inc = ms(wtime), ms(winc)
	} else if side == xiangqi.Black && btime >= 0 {
		lim.Clock, lim.Inc = ms(btime), ms(binc)
	}
	if (wtime == 0 && side == xiangqi.Red) || (btime == 0 && side == xiangqi.Black) {
		lim.Clock = time.Millisecond // flagged or nearly: move at once
	}
	// A go that sets no depth, nodes or time searches until stop, as UCI
	// and UCCI engines do (the engine's zero Limits would mean DefaultTime).
	if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 && lim.Clock == 0 && lim.Inc == 0 {
		lim.Infinite = true
	}
	lim.Overhead = s.overhead
	return lim, perft, nil
}

func (s *Server) goCmd(args []string) {
	lim, perft, err := s.parseGo(args)
	if err != nil {
		s.errorf("%v", err)
		return
	}
	s.searching = true
	s.done = make(chan struct{})
	s.released = false
	s.release = nil
	done := s.done
	if perft > 0 {
		pos := s.pos.Clone()
		s.perftStop.Store(false)
		go func() {
			defer close(done)
			total, ok := perftDivide(pos, perft, &s.perftStop, func(m xiangqi.Move, n uint64) {
				s.println("%s: %d", m, n)
			})
			s.println("")
			if !ok {
				s.println("info string perft interrupted")
			}
			s.println("Nodes searched: %d", total)
		}()
		return
	}
	lim.Exclude = s.banned
	pos := s.pos.Clone()
	if lim.Infinite || lim.Ponder {
		s.release = make(chan struct{})
	}
	release := s.release
	results := s.eng.Go(context.Background(), pos, lim, s.info)
	go func() {
		defer close(done)
		res := <-results
		if release != nil {
			<-release // UCI: no bestmove before stop (or ponderhit)
		}
		if res.Best == xiangqi.NoMove {
			if s.ucci {
				s.println("nobestmove")
			} else {
				s.println("bestmove (none)")
			}
			return
		}
		if res.Ponder != xiangqi.NoMove {
			s.println("bestmove %s ponder %s", res.Best, res.Ponder)
		} else {
			s.println("bestmove %s", res.Best)
		}
	}()
}

// info prints one iteration.
func (s *Server) info(in engine.Info) {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d seldepth %d", in.Depth, in.SelDepth)
	switch {
	case s.ucci:
		fmt.Fprintf(&b, " score %d", in.Score)
	case in.Mate != 0:
		fmt.Fprintf(&b, " score mate %d", in.Mate)
	default:
		fmt.Fprintf(&b, " score cp %d", in.Score)
	}
	ms := in.Time.Milliseconds()
	fmt.Fprintf(&b, " nodes %d nps %d hashfull %d time %d pv", in.Nodes, in.NPS(), in.HashFull, ms)
	for _, m := range in.PV {
		b.WriteByte(' ')
		b.WriteString(m.String())
	}
	s.println("%s", b.String())
}
