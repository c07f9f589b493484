// Package pbrain speaks the Gomocup protocol (the "pbrain" interface of
// Piskvork and the Gomocup tournament manager) over a reader and a writer,
// and drives a Brain: the engine that chooses the moves.
//
// The Server keeps the position (board size, rule, stones in the order they
// came) and hands the Brain the whole position on each move, so a Brain can
// be stateless. Coordinates are 0-based x,y (x = column from the left).
//
// Commands: START, RECTSTART, RESTART, BEGIN, TURN, BOARD … DONE, INFO
// (timeout_turn, timeout_match, time_left, max_memory, max_node,
// max_depth, rule, game_type, others passed on), END, ABOUT, TAKEBACK, SWAP2BOARD … DONE. Lines may end
// in CR LF; commands are case-insensitive; anything the server does not know
// is answered UNKNOWN, anything malformed or longer than 64 KiB ERROR, and
// the server keeps going until END or the end of the input (which also
// cancels a running search).
//
// EngineBrain plays the protocol with the engine of package caro/engine, and
// Main is the command line around it (pbrain-alphabeta, alphabeta caro
// engine).
package pbrain

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

// Brain chooses moves. The Server calls it from one goroutine at a time.
type Brain interface {
	// About is the answer to ABOUT, e.g. `name="x", version="1.0", author="y"`.
	About() string
	// NewGame is called on START, RECTSTART and RESTART; an error (a size it
	// cannot play, …) is reported as ERROR.
	NewGame(width, height int) error
	// Move chooses the move of the side to move in req.Position, which is the
	// brain's own side. It should answer within req.Limits.Budget() and must
	// stop when ctx is done (END arrived or the hard time limit passed).
	Move(ctx context.Context, req *Request) (caro.Point, error)
}

// InfoReceiver is an optional Brain capability: it receives every INFO
// line, known keys included, after the Server has parsed them into Limits.
type InfoReceiver interface {
	Info(key, value string)
}

// Swapper is an optional Brain capability for the Swap2 opening. With no
// stones it proposes the first three (black, white, black). With three or
// five it either plays the next move (white's) or answers swap = true; with
// three it may instead place two more stones (moves = white's and black's).
// Without it the Server proposes a fixed opening and otherwise plays a move.
type Swapper interface {
	Swap2(ctx context.Context, req *Request) (moves []caro.Point, swap bool, err error)
}

// Stone is a stone of the position; Own marks the brain's stones.
type Stone struct {
	P   caro.Point
	Own bool
}

// Position is the game as the Server knows it.
type Position struct {
	Width, Height int
	Rule          caro.Rule
	Stones        []Stone // in the order they arrived
}

// Counts is the number of the brain's and the opponent's stones.
func (p Position) Counts() (own, opp int) {
	for _, s := range p.Stones {
		if s.Own {
			own++
		} else {
			opp++
		}
	}
	return own, opp
}

// Colour is the brain's colour: white when the opponent has more stones
// (the opponent is black and has moved), black otherwise.
func (p Position) Colour() caro.Stone {
	own, opp := p.Counts()
	if opp > own {
		return caro.White
	}
	return caro.Black
}

// Board sets the position up on a caro.Board (k = 5) with the brain to
// move. When the stones alternate black, white, … it plays them in order,
// so the board's history is the game's; otherwise it places them with
// caro.NewFromStones.
func (p Position) Board() (*caro.Board, error) {
	me := p.Colour()
	alternating := true
	for i, s := range p.Stones {
		black := i%2 == 0
		if s.Own != ((me == caro.Black) == black) {
			alternating = false
			break
		}
	}
	if alternating && (len(p.Stones)%2 == 0) == (me == caro.Black) {
		b, err := caro.New(p.Width, p.Height, 5, p.Rule)
		if err != nil {
			return nil, err
		}
		ok := true
		for _, s := range p.Stones {
			if b.Play(s.P) != nil || b.Over() {
				ok = false // a finished line: fall back to placing the stones
				break
			}
		}
		if ok {
			return b, nil
		}
	}
	black, white := p.stonesByColour()
	return caro.NewFromStones(p.Width, p.Height, 5, p.Rule, black, white, me)
}

// Limits are the time, search and memory limits from INFO. Zero means not
// given (or, as the protocol has it, no limit), except for a timeout_turn
// of 0 (TurnTimeoutSet): play as fast as possible.
type Limits struct {
	TurnTimeout    time.Duration // timeout_turn
	TurnTimeoutSet bool          // timeout_turn was given (0: as fast as possible)
	// MaxNodes and MaxDepth (max_node, max_depth: sent by alphabeta match
	// for --nodes and --depth) cap every search, whatever its time.
	MaxNodes     int64
	MaxDepth     int
	MatchTimeout time.Duration // timeout_match (0: no limit)
	TimeLeft     time.Duration // time_left of the match
	TimeLeftSet  bool          // time_left was given
	MaxMemory    int64         // max_memory in bytes (0: no limit)
	GameType     int           // game_type: 0 human, 1 brain, 2 tournament, 3 network tournament
	RuleCode     int           // rule bitmask as given
}

// MaxTime is the longest time INFO may set: larger values (of any size)
// are cut to it rather than overflowing a time.Duration (the engine's
// MaxClockTime: a day is more than any manager gives one game).
const MaxTime = engine.MaxClockTime

// maxDepthLimit is the largest max_depth kept: deeper than any search
// goes.
const maxDepthLimit = 1000

// DefaultTurn is the turn time when the manager gives none.
const DefaultTurn = engine.DefaultTurn

// Clock is the manager's numbers as the engine's time plan takes them.
func (l Limits) Clock() engine.Clock {
	return engine.Clock{Turn: l.TurnTimeout, Left: l.TimeLeft, LeftSet: l.TimeLeftSet}
}

// FastNodes and FastDepth bound the search of a move under "timeout_turn
// 0", the protocol's "play as fast as possible": a win, a forced block or a
// forced win the threat solvers find at once is played as always, else a
// search of at most FastDepth plies and FastNodes nodes (its solvers' shares
// included, a few thousand nodes in all: a few milliseconds).
const (
	FastNodes = 1000
	FastDepth = 2
)

// Fast reports whether the manager asked for moves as fast as possible.
func (l Limits) Fast() bool { return l.TurnTimeoutSet && l.TurnTimeout == 0 }

// Search is the engine's limits of one move: the clock's (Clock.Limits),
// or FastDepth and FastNodes under timeout_turn 0, capped by MaxDepth and
// MaxNodes.
func (l Limits) Search() engine.Limits {
	lim := l.Clock().Limits()
	if l.Fast() {
		lim = engine.Limits{Depth: FastDepth, Nodes: FastNodes}
	}
	return l.Cap(lim)
}

// Cap is lim with the manager's MaxDepth and MaxNodes as further limits.
func (l Limits) Cap(lim engine.Limits) engine.Limits {
	if l.MaxDepth > 0 && (lim.Depth <= 0 || l.MaxDepth < lim.Depth) {
		lim.Depth = l.MaxDepth
	}
	if l.MaxNodes > 0 && (lim.Nodes <= 0 || l.MaxNodes < lim.Nodes) {
		lim.Nodes = l.MaxNodes
	}
	return lim
}

// Budget is a time to aim at for one move (engine.Clock.Budget): the turn
// limit, no more than a ninth of the match time left, less a safety margin
// for the answer to travel, and at least 10 ms.
func (l Limits) Budget() time.Duration { return l.Clock().Budget() }

// HardLimit is when the move must be given at the latest
// (engine.Clock.HardLimit): the turn limit or the match time left, less a
// margin; zero when there is no limit.
func (l Limits) HardLimit() time.Duration { return l.Clock().HardLimit() }

// Request is what a Brain gets to choose a move.
type Request struct {
	Position Position
	Limits   Limits
	Started  time.Time // when the command arrived
	srv      *Server
}

// Board is Position.Board.
func (r *Request) Board() (*caro.Board, error) { return r.Position.Board() }

// Messagef sends a MESSAGE line (shown to the user by the manager).
func (r *Request) Messagef(format string, args ...any) {
	r.srv.send("MESSAGE " + oneLine(fmt.Sprintf(format, args...)))
}

// Debugf sends a DEBUG line.
func (r *Request) Debugf(format string, args ...any) {
	r.srv.send("DEBUG " + oneLine(fmt.Sprintf(format, args...)))
}

// quote quotes s for an error message, cut to 40 bytes.
func quote(s string) string {
	if len(s) > 40 {
		return strconv.Quote(s[:40]) + "…"
	}
	return strconv.Quote(s)
}

func oneLine(s string) string {
	return strings.NewReplacer("\r", " ", "\n", " ").Replace(s)
}

// Server is one protocol session.
type Server struct {
	brain Brain
	out   io.Writer
	mu    sync.Mutex // out, werr
	werr  error

	started bool
	pos     Position
	grid    []int8 // 0 empty, 1 own, 2 opponent
	limits  Limits

	// ordered: the stones are in game order, black first (START, BEGIN,
	// TURN, SWAP2BOARD); the brain's stones then follow from the parity of
	// the side to move. After BOARD the given owners hold.
	ordered bool

	lines   chan inputLine
	pending []inputLine
	ended   bool
	// inputClosed: the input has ended (the manager is gone). Every
	// search is then cancelled at once, so that the lines already read
	// are answered quickly and the brain exits.
	inputClosed bool
}

// inputLine is one line of the input; overlong marks a line longer than
// maxLine, which is refused whole.
type inputLine struct {
	text     string
	overlong bool
}

// Serve runs the protocol until END, the end of r or ctx is done. It returns
// nil after END or at the end of the input, and an error only when writing
// fails. The end of the input cancels a running search (its move is still
// answered) and every later one, so a brain whose manager died stops at
// once instead of thinking on.
func Serve(ctx context.Context, brain Brain, r io.Reader, w io.Writer) error {
	s := &Server{brain: brain, out: w, lines: make(chan inputLine, 64)}
	s.pos.Rule = caro.Freestyle
	go readLines(r, s.lines)
	for !s.ended && s.werr == nil {
		line, ok := s.next(ctx)
		if !ok {
			break
		}
		s.handle(ctx, line)
	}
	return s.werr
}

// maxLine bounds a protocol line (its end included). A longer line is
// read to its end without being kept and refused whole with ERROR: a cut
// line could still be a valid command.
const maxLine = 64 << 10

// readLines sends the input's lines (without CR LF) and closes the channel
// at the end.
func readLines(r io.Reader, lines chan<- inputLine) {
	br := bufio.NewReaderSize(r, maxLine)
	for {
		chunk, err := br.ReadSlice('\n')
		line := inputLine{text: strings.TrimRight(string(chunk), "\r\n")}
		for err == bufio.ErrBufferFull {
			// Skip the rest of an overlong line.
			line = inputLine{overlong: true}
			_, err = br.ReadSlice('\n')
		}
		if line.overlong || len(chunk) > 0 {
			lines <- line
		}
		if err != nil {
			close(lines)
			return
		}
	}
}

// next returns the next line to execute, answering overlong ones with
// ERROR on the way; false at the end of the input or when ctx is done.
func (s *Server) next(ctx context.Context) (string, bool) {
	for {
		var l inputLine
		if len(s.pending) > 0 {
			l = s.pending[0]
			s.pending = s.pending[1:]
		} else {
			var ok bool
			select {
			case l, ok = <-s.lines:
				if !ok {
					s.inputClosed = true
					return "", false
				}
			case <-ctx.Done():
				return "", false
			}
		}
		if l.overlong {
			s.send(fmt.Sprintf("ERROR line longer than %d bytes ignored", maxLine))
			continue
		}
		return l.text, true
	}
}

func (s *Server) send(line string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := io.WriteString(s.out, line+"\r\n"); err != nil && s.werr == nil {
		s.werr = fmt.Errorf("pbrain: %w", err)
	}
}

func (s *Server) handle(ctx context.Context, raw string) {
	line := strings.TrimSpace(raw)
	if line == "" {
		return
	}
	cmd, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch strings.ToUpper(cmd) {
	case "START":
		n, err := strconv.Atoi(arg)
		if err != nil {
			s.send("ERROR START wants the board size, e.g. START 15")
			return
		}
		s.start(n, n)
	case "RECTSTART":
		w, h, err := parsePair(arg)
		if err != nil {
			s.send("ERROR RECTSTART wants width,height, e.g. RECTSTART 20,15")
			return
		}
		s.start(w, h)
	case "RESTART":
		if !s.started {
			s.send("ERROR RESTART before START")
			return
		}
		s.start(s.pos.Width, s.pos.Height)
	case "BEGIN":
		if s.needGame() && s.needEmpty() {
			s.think(ctx)
		}
	case "TURN":
		if !s.needGame() {
			return
		}
		p, err := s.parsePoint(arg)
		if err != nil {
			s.send("ERROR TURN: " + err.Error())
			return
		}
		s.put(p, false)
		s.think(ctx)
	case "BOARD":
		if !s.needGame() {
			s.skipBlock(ctx)
			return
		}
		if s.readBoard(ctx) {
			s.think(ctx)
		}
	case "SWAP2BOARD":
		if !s.needGame() {
			s.skipBlock(ctx)
			return
		}
		s.swap2(ctx)
	case "TAKEBACK":
		if !s.needGame() {
			return
		}
		p, err := parsePointIn(arg, s.pos.Width, s.pos.Height)
		if err != nil {
			s.send("ERROR TAKEBACK: " + err.Error())
			return
		}
		if !s.takeback(p) {
			s.send(fmt.Sprintf("ERROR TAKEBACK: no stone on %d,%d", p.X, p.Y))
			return
		}
		s.send("OK")
	case "INFO":
		s.info(arg)
	case "ABOUT":
		a := s.brain.About()
		if a == "" {
			a = `name="alphabeta"`
		}
		s.send(oneLine(a))
	case "END":
		s.ended = true
	default:
		s.send("UNKNOWN command " + quote(cmd))
	}
}

func (s *Server) start(w, h int) {
	if w < caro.MinSize || h < caro.MinSize || w > caro.MaxSize || h > caro.MaxSize {
		s.send(fmt.Sprintf("ERROR unsupported size %d×%d (each side %d..%d)", w, h, caro.MinSize, caro.MaxSize))
		return
	}
	if err := s.callNewGame(w, h); err != nil {
		s.send("ERROR " + oneLine(err.Error()))
		return
	}
	s.started = true
	s.pos.Width, s.pos.Height = w, h
	s.pos.Stones = s.pos.Stones[:0]
	s.grid = make([]int8, w*h)
	s.ordered = true
	s.send("OK")
}

func (s *Server) callNewGame(w, h int) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("brain failed: %v", r)
		}
	}()
	return s.brain.NewGame(w, h)
}

func (s *Server) needGame() bool {
	if !s.started {
		s.send("ERROR no game: send START first")
	}
	return s.started
}

func (s *Server) needEmpty() bool {
	if len(s.pos.Stones) > 0 {
		s.send("ERROR BEGIN on a board with stones; use BOARD")
		return false
	}
	return true
}

func (s *Server) put(p caro.Point, own bool) {
	s.pos.Stones = append(s.pos.Stones, Stone{P: p, Own: own})
	if own {
		s.grid[p.Y*s.pos.Width+p.X] = 1
	} else {
		s.grid[p.Y*s.pos.Width+p.X] = 2
	}
}

func (s *Server) takeback(p caro.Point) bool {
	for i := len(s.pos.Stones) - 1; i >= 0; i-- {
		if s.pos.Stones[i].P == p {
			if i != len(s.pos.Stones)-1 {
				s.ordered = false
			}
			s.pos.Stones = append(s.pos.Stones[:i], s.pos.Stones[i+1:]...)
			s.grid[p.Y*s.pos.Width+p.X] = 0
			return true
		}
	}
	return false
}

func (s *Server) clear() {
	s.pos.Stones = s.pos.Stones[:0]
	clear(s.grid)
}

// parsePoint reads "x,y" of an empty cell of the board.
func (s *Server) parsePoint(arg string) (caro.Point, error) {
	p, err := parsePointIn(arg, s.pos.Width, s.pos.Height)
	if err != nil {
		return p, err
	}
	if s.grid[p.Y*s.pos.Width+p.X] != 0 {
		return p, fmt.Errorf("%d,%d is occupied", p.X, p.Y)
	}
	return p, nil
}

func parsePointIn(arg string, w, h int) (caro.Point, error) {
	x, y, err := parsePair(arg)
	if err != nil {
		return caro.Point{}, err
	}
	if x < 0 || y < 0 || x >= w || y >= h {
		return caro.Point{}, fmt.Errorf("%d,%d is outside the %dx%d board", x, y, w, h)
	}
	return caro.Point{X: x, Y: y}, nil
}

// parsePair reads "a,b" (spaces allowed around the numbers).
func parsePair(arg string) (int, int, error) {
	a, b, ok := strings.Cut(arg, ",")
	if !ok {
		return 0, 0, fmt.Errorf("want x,y, got %s", quote(arg))
	}
	x, err1 := strconv.Atoi(strings.TrimSpace(a))
	y, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("want x,y, got %s", quote(arg))
	}
	return x, y, nil
}

// readBoard reads the lines of BOARD up to DONE: x,y,field with field 1 the
// brain's stone, 2 the opponent's, 3 a winning-line mark of continuous games
// (ignored). It reports whether the block ended with DONE.
func (s *Server) readBoard(ctx context.Context) bool {
	s.clear()
	s.ordered = false
	for {
		raw, ok := s.next(ctx)
		if !ok {
			return false
		}
		line := strings.TrimSpace(raw)
		if strings.EqualFold(line, "DONE") {
			return true
		}
		if strings.EqualFold(line, "END") {
			s.ended = true
			return false
		}
		if line == "" {
			continue
		}
		f := strings.Split(line, ",")
		if len(f) != 3 {
			s.send("ERROR BOARD line " + quote(line) + ": want x,y,field")
			continue
		}
		p, err := s.parsePoint(f[0] + "," + f[1])
		field, ferr := strconv.Atoi(strings.TrimSpace(f[2]))
		switch {
		case err != nil:
			s.send("ERROR BOARD line " + quote(line) + ": " + err.Error())
		case ferr != nil || field < 1 || field > 3:
			s.send("ERROR BOARD line " + quote(line) + ": field must be 1, 2 or 3")
		case field == 3:
		default:
			s.put(p, field == 1)
		}
	}
}

// skipBlock drops the lines of a BOARD or SWAP2BOARD block sent before START.
func (s *Server) skipBlock(ctx context.Context) {
	for {
		raw, ok := s.next(ctx)
		l := strings.TrimSpace(raw)
		if !ok || strings.EqualFold(l, "DONE") {
			return
		}
		if strings.EqualFold(l, "END") {
			s.ended = true
			return
		}
	}
}

func (s *Server) info(arg string) {
	key, val, _ := strings.Cut(arg, " ")
	key = strings.ToLower(strings.TrimSpace(key))
	val = strings.TrimSpace(val)
	ms := func() (time.Duration, bool) {
		n, err := strconv.ParseInt(val, 10, 64)
		if errors.Is(err, strconv.ErrRange) && n > 0 {
			err = nil // more than int64: as much as MaxTime anyway
		}
		if err != nil || n < 0 {
			s.send(fmt.Sprintf("ERROR INFO %s: want milliseconds, got %s", key, quote(val)))
			return 0, false
		}
		if n >= int64(MaxTime/time.Millisecond) {
			return MaxTime, true
		}
		return time.Duration(n) * time.Millisecond, true
	}
	count := func() (int64, bool) {
		n, err := strconv.ParseInt(val, 10, 64)
		if errors.Is(err, strconv.ErrRange) && n > 0 {
			err = nil // more than int64: no limit worth the name
		}
		if err != nil || n < 0 {
			s.send(fmt.Sprintf("ERROR INFO %s: want a number, 0 for no limit, got %s", key, quote(val)))
			return 0, false
		}
		return n, true
	}
	switch key {
	case "timeout_turn":
		if d, ok := ms(); ok {
			s.limits.TurnTimeout, s.limits.TurnTimeoutSet = d, true
		}
	case "max_node":
		if n, ok := count(); ok {
			s.limits.MaxNodes = n
		}
	case "max_depth":
		if n, ok := count(); ok {
			s.limits.MaxDepth = int(min(n, maxDepthLimit))
		}
	case "timeout_match":
		if d, ok := ms(); ok {
			s.limits.MatchTimeout = d
		}
	case "time_left":
		if d, ok := ms(); ok {
			s.limits.TimeLeft, s.limits.TimeLeftSet = d, true
		}
	case "max_memory":
		n, err := strconv.ParseInt(val, 10, 64)
		if errors.Is(err, strconv.ErrRange) && n > 0 {
			err = nil // more than int64 bytes: no limit worth the name
		}
		if err != nil || n < 0 {
			s.send("ERROR INFO max_memory: want bytes, got " + quote(val))
			return
		}
		s.limits.MaxMemory = n
	case "game_type":
		n, err := strconv.Atoi(val)
		if err != nil {
			s.send("ERROR INFO game_type: want a number, got " + quote(val))
			return
		}
		s.limits.GameType = n
	case "rule":
		n, err := strconv.Atoi(val)
		if err != nil || n < 0 {
			s.send("ERROR INFO rule: want a number, got " + quote(val))
			return
		}
		s.limits.RuleCode = n
		s.pos.Rule = caro.RuleFromGomocup(n)
	}
	// Other keys (evaluate, folder, …) need no answer.
	if ir, ok := s.brain.(InfoReceiver); ok && key != "" {
		ir.Info(key, val)
	}
}

// think asks the brain for a move, answers it and records it.
func (s *Server) think(ctx context.Context) {
	if s.ordered {
		// The brain is the side to move: black after an even number of stones.
		brainBlack := len(s.pos.Stones)%2 == 0
		for i := range s.pos.Stones {
			s.pos.Stones[i].Own = (i%2 == 0) == brainBlack
		}
	}
	p, err := s.runBrain(ctx, func(ctx context.Context, req *Request) (any, error) {
		return s.brain.Move(ctx, req)
	})
	if err != nil {
		s.send("ERROR " + oneLine(err.Error()))
		return
	}
	m := p.(caro.Point)
	if !s.playable(m) {
		s.send(fmt.Sprintf("ERROR the brain chose %d,%d, which is not an empty cell", m.X, m.Y))
		return
	}
	s.put(m, true)
	s.send(fmt.Sprintf("%d,%d", m.X, m.Y))
}

func (s *Server) playable(m caro.Point) bool {
	return m.X >= 0 && m.Y >= 0 && m.X < s.pos.Width && m.Y < s.pos.Height && s.grid[m.Y*s.pos.Width+m.X] == 0
}

// runBrain calls f in a goroutine with a copy of the position, and keeps
// reading the input meanwhile: END as the next command cancels the search
// (and ends the session after the answer); other lines wait until the answer
// is out.
func (s *Server) runBrain(ctx context.Context, f func(context.Context, *Request) (any, error)) (any, error) {
	req := &Request{Position: s.pos, Limits: s.limits, Started: time.Now(), srv: s}
	req.Position.Stones = append([]Stone(nil), s.pos.Stones...)
	cctx, cancel := context.WithCancel(ctx)
	if hard := s.limits.HardLimit(); hard > 0 {
		cctx, cancel = context.WithTimeout(ctx, hard)
	}
	defer cancel()
	type result struct {
		v   any
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{nil, fmt.Errorf("brain failed: %v", r)}
			}
		}()
		v, err := f(cctx, req)
		done <- result{v, err}
	}()
	lines := s.lines
	if s.inputClosed {
		lines = nil
		cancel()
	}
	for {
		select {
		case r := <-done:
			return r.v, r.err
		case l, ok := <-lines:
			if !ok {
				// The input ended: the manager is gone. Stop the search;
				// the move found so far is still answered.
				s.inputClosed = true
				lines = nil
				cancel()
				continue
			}
			if len(s.pending) == 0 && !l.overlong && strings.EqualFold(strings.TrimSpace(l.text), "END") {
				// Stop the search; a move found so far is still answered
				// (scripted input ends with END right after the command).
				s.ended = true
				cancel()
				r := <-done
				return r.v, r.err
			}
			s.pending = append(s.pending, l)
		}
	}
}

// swap2 reads the stones of SWAP2BOARD up to DONE (x,y a line, black first,
// alternating) and answers: three stones for an empty board, otherwise the
// brain's choice (Swapper) or the next move as white.
func (s *Server) swap2(ctx context.Context) {
	var moves []caro.Point
	s.clear()
	for {
		raw, ok := s.next(ctx)
		if !ok {
			return
		}
		line := strings.TrimSpace(raw)
		if strings.EqualFold(line, "DONE") {
			break
		}
		if strings.EqualFold(line, "END") {
			s.ended = true
			return
		}
		if line == "" {
			continue
		}
		if f := strings.Split(line, ","); len(f) == 3 {
			line = f[0] + "," + f[1] // tolerate x,y,field
		}
		p, err := s.parsePoint(line)
		if err != nil {
			s.send("ERROR SWAP2BOARD line " + quote(line) + ": " + err.Error())
			continue
		}
		moves = append(moves, p)
		s.grid[p.Y*s.pos.Width+p.X] = 3 // taken; owners are decided at DONE
	}
	// Stones alternate black, white, …; the brain would play white's next move.
	s.clear()
	s.ordered = true
	for i, m := range moves {
		s.put(m, i%2 == 1)
	}
	if sw, ok := s.brain.(Swapper); ok {
		v, err := s.runBrain(ctx, func(ctx context.Context, req *Request) (any, error) {
			ms, swap, err := sw.Swap2(ctx, req)
			return swapAnswer{ms, swap}, err
		})
		if err != nil {
			s.send("ERROR " + oneLine(err.Error()))
			return
		}
		a := v.(swapAnswer)
		s.answerSwap(a.moves, a.swap)
		return
	}
	switch len(moves) {
	case 0:
		s.answerSwap(defaultOpening(s.pos.Width, s.pos.Height), false)
	case 3, 5:
		s.think(ctx)
	default:
		s.send(fmt.Sprintf("ERROR SWAP2BOARD with %d stones (want 0, 3 or 5)", len(moves)))
	}
}

type swapAnswer struct {
	moves []caro.Point
	swap  bool
}

func (s *Server) answerSwap(moves []caro.Point, swap bool) {
	if swap {
		// The brain takes black; who owns what follows from the order of
		// the stones when the game goes on.
		s.send("SWAP")
		return
	}
	if len(moves) == 0 {
		s.send("ERROR no Swap2 answer")
		return
	}
	parts := make([]string, len(moves))
	for i, m := range moves {
		if !s.playable(m) {
			s.send(fmt.Sprintf("ERROR the brain chose %d,%d, which is not an empty cell", m.X, m.Y))
			return
		}
		parts[i] = fmt.Sprintf("%d,%d", m.X, m.Y)
	}
	first := len(s.pos.Stones)
	for i, m := range moves {
		s.put(m, (first+i)%2 == 1) // provisional: see ordered
	}
	s.send(strings.Join(parts, " "))
}

// defaultOpening is a balanced three-stone opening near the centre (black
// centre, white diagonal, black a knight's move away).
func defaultOpening(w, h int) []caro.Point {
	cx, cy := w/2, h/2
	return []caro.Point{{X: cx, Y: cy}, {X: cx + 1, Y: cy + 1}, {X: cx - 1, Y: cy + 2}}
}
