package match

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Side 0 moves first in the standard start position: Red in xiangqi, Black
// (the first stones) in caro. Side 1 is Black in xiangqi, White in caro.
const (
	First  = 0
	Second = 1
)

// Limits is what engines are told about time or search size. With Base > 0
// each side has a clock of Base that gains Inc after each of its moves;
// otherwise MoveTime, Depth or Nodes limit a move. Margin is how far past its
// time an engine may answer before it forfeits; Timeout is how long a move may
// take when there is no clock or move time (depth and node limits), after
// which the engine counts as hung.
type Limits struct {
	Base, Inc time.Duration
	MoveTime  time.Duration
	Depth     int
	Nodes     int64
	Margin    time.Duration
	Timeout   time.Duration
}

// String writes the limits as the PGN TimeControl tag and the progress line do.
func (l Limits) String() string {
	var parts []string
	if l.Base > 0 {
		parts = append(parts, fmt.Sprintf("%s+%s", secs(l.Base), secs(l.Inc)))
	}
	if l.MoveTime > 0 {
		parts = append(parts, "movetime "+secs(l.MoveTime))
	}
	if l.Depth > 0 {
		parts = append(parts, fmt.Sprintf("depth %d", l.Depth))
	}
	if l.Nodes > 0 {
		parts = append(parts, fmt.Sprintf("nodes %d", l.Nodes))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, " ")
}

func secs(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// GameSetup is what an engine is told when a game starts.
type GameSetup struct {
	Game     string // "xiangqi" or "caro"
	StartFEN string // xiangqi: the position before the first move
	Width    int    // caro board size
	Height   int
	RuleCode int // caro: the Gomocup INFO rule value
	Limits   Limits
	Side     int // the side this engine plays
	Opponent string
}

// Turn is the position an engine must move in: every move since the start
// position (ICCS like h2e2 for xiangqi, x,y for caro) and both clocks.
type Turn struct {
	Moves []string
	Side  int              // the side to move, the engine's side
	Clock [2]time.Duration // time left by side (with a clock)
}

// Reply is an engine's move and what it said about it.
type Reply struct {
	Move    string
	Elapsed time.Duration
	Depth   int
	Score   string // "+0.35", "-M5" (side to move's view), "" if unknown
}

// Player is one engine in one protocol.
type Player interface {
	Name() string
	// NewGame starts the engine if it is not running and prepares a game.
	NewGame(ctx context.Context, g GameSetup) error
	// Play asks for a move; it waits until deadline at most.
	Play(ctx context.Context, t Turn, deadline time.Time) (Reply, error)
	// GameOver tells the engine the result ("1-0", "0-1", "1/2-1/2") and why.
	GameOver(result, reason string)
	// Close ends the engine (politely, then by force).
	Close()
}

// ErrorKind classifies why an engine failed to move.
type ErrorKind int

const (
	KindCrash   ErrorKind = iota // the process ended
	KindTimeout                  // no answer in time (it is then killed)
	KindGarbage                  // output that is not a move in its protocol
	KindResign                   // the engine resigned or said it has no move
	KindStart                    // the engine failed to start or to handshake
)

var kindNames = [...]string{"crash", "time forfeit", "garbage output", "resignation", "start failure"}

func (k ErrorKind) String() string { return kindNames[k] }

// EngineError is an engine's failure to move (or to start) properly.
type EngineError struct {
	Kind   ErrorKind
	Detail string
}

func (e *EngineError) Error() string {
	if e.Detail == "" {
		return e.Kind.String()
	}
	return e.Kind.String() + ": " + e.Detail
}

func engineErr(k ErrorKind, format string, args ...any) error {
	return &EngineError{Kind: k, Detail: fmt.Sprintf(format, args...)}
}

// EngineSpec is an --engine argument: how to run one engine.
type EngineSpec struct {
	Name    string
	Cmd     string
	Args    []string
	Dir     string
	Proto   string // uci, ucci, xboard, pbrain
	Options [][2]string
	// Ranks1: the engine counts xiangqi ranks 1..10 (fairy-stockfish in UCI
	// mode) instead of ICCS's 0..9; moves are translated both ways.
	Ranks1 bool
}

// ParseEngineSpec reads 'name=A cmd=PATH [args] proto=uci [option.X=Y]
// [dir=D] [arg=ARG]'. Words are split on spaces; single or double quotes group
// words. Words after cmd= without a known key are arguments of the program.
func ParseEngineSpec(s string) (EngineSpec, error) {
	words, err := splitWords(s)
	if err != nil {
		return EngineSpec{}, err
	}
	var e EngineSpec
	seenCmd := false
	for _, w := range words {
		k, v, ok := strings.Cut(w, "=")
		switch {
		case ok && k == "name":
			e.Name = v
		case ok && k == "cmd":
			e.Cmd, seenCmd = v, true
		case ok && k == "proto":
			e.Proto = strings.ToLower(v)
		case ok && k == "dir":
			e.Dir = v
		case ok && k == "arg":
			e.Args = append(e.Args, v)
		case ok && k == "ranks":
			switch v {
			case "0":
				e.Ranks1 = false
			case "1":
				e.Ranks1 = true
			default:
				return e, fmt.Errorf("engine %q: ranks=%s: want ranks=0 (ICCS, a0..i9) or ranks=1 (a1..i10)", s, v)
			}
		case ok && strings.HasPrefix(k, "option."):
			e.Options = append(e.Options, [2]string{strings.TrimPrefix(k, "option."), v})
		case seenCmd:
			e.Args = append(e.Args, w)
		default:
			return e, fmt.Errorf("engine %q: unknown word %q (want name=, cmd=, proto=, option.X=, dir=, arg=, ranks=)", s, w)
		}
	}
	if e.Cmd == "" {
		return e, fmt.Errorf("engine %q: cmd= is missing", s)
	}
	switch e.Proto {
	case "uci", "ucci", "xboard", "pbrain":
	case "":
		return e, fmt.Errorf("engine %q: proto= is missing (uci, ucci, xboard or pbrain)", s)
	default:
		return e, fmt.Errorf("engine %q: unknown protocol %q (want uci, ucci, xboard or pbrain)", s, e.Proto)
	}
	if e.Name == "" {
		e.Name = e.Cmd[strings.LastIndex(e.Cmd, "/")+1:]
	}
	return e, nil
}

// CheckCommand reports, before a match, whether the engine's program can be
// started as StartProcess will start it: a bare name is looked up on PATH, a
// relative path is taken from dir= when one is given; the file must exist
// and be executable, and dir= must be a directory.
func CheckCommand(e EngineSpec) error {
	if e.Dir != "" {
		if fi, err := os.Stat(e.Dir); err != nil || !fi.IsDir() {
			return fmt.Errorf("engine %s: dir=%s is not a directory", e.Name, e.Dir)
		}
	}
	path := e.Cmd
	if path == "" {
		return fmt.Errorf("engine %s: cmd= is empty", e.Name)
	}
	if filepath.Base(path) != path && !filepath.IsAbs(path) && e.Dir != "" {
		path = filepath.Join(e.Dir, path)
	}
	if _, err := exec.LookPath(path); err != nil {
		return fmt.Errorf("engine %s: cannot run cmd=%s: %v", e.Name, e.Cmd, err)
	}
	return nil
}

func splitWords(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	in := false
	var quote rune
	for _, r := range s {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote, in = r, true
		case r == ' ' || r == '\t' || r == '\n':
			if in {
				words = append(words, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteRune(r)
			in = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unclosed quote in %q", s)
	}
	if in {
		words = append(words, cur.String())
	}
	return words, nil
}

// PlayerConfig is what every protocol adapter needs besides the spec.
type PlayerConfig struct {
	Log       *IOLog
	Handshake time.Duration // how long to wait for uciok, features, OK
}

// NewPlayer makes the adapter for spec.Proto. The process starts at the
// first NewGame and again after it died or was killed.
func NewPlayer(spec EngineSpec, cfg PlayerConfig) (Player, error) {
	if cfg.Handshake <= 0 {
		cfg.Handshake = 10 * time.Second
	}
	base := engine{spec: spec, cfg: cfg}
	switch spec.Proto {
	case "uci", "ucci":
		return &uciPlayer{engine: base, ucci: spec.Proto == "ucci"}, nil
	case "xboard":
		return &xboardPlayer{engine: base}, nil
	case "pbrain":
		return &pbrainPlayer{engine: base}, nil
	}
	return nil, fmt.Errorf("unknown protocol %q", spec.Proto)
}

// engine is the process handling shared by the adapters.
type engine struct {
	spec EngineSpec
	cfg  PlayerConfig
	proc *Process
}

func (e *engine) Name() string { return e.spec.Name }

// running reports whether the process is up.
func (e *engine) running() bool { return e.proc != nil && !e.proc.Exited() }

func (e *engine) start() error {
	if e.proc != nil {
		e.proc.Kill()
		e.proc = nil
	}
	p, err := StartProcess(e.spec.Name, e.spec.Cmd, e.spec.Args, e.spec.Dir, e.cfg.Log, "\n")
	if err != nil {
		return &EngineError{Kind: KindStart, Detail: err.Error()}
	}
	e.proc = p
	return nil
}

func (e *engine) send(lines ...string) error {
	for _, l := range lines {
		if err := e.proc.Send(l); err != nil {
			return e.failure(err, "")
		}
	}
	return nil
}

// failure turns a process error into an EngineError (killing the engine on a
// timeout, so that a hung engine never lingers).
func (e *engine) failure(err error, waiting string) error {
	switch {
	case errors.Is(err, ErrInterrupted):
		return err
	case errors.Is(err, ErrTimeout):
		e.kill()
		return engineErr(KindTimeout, "no %s in time", waiting)
	case errors.Is(err, ErrExited):
		status := ""
		if e.proc != nil {
			// Give the reaper a moment so the exit status is known.
			select {
			case <-e.proc.done:
			case <-time.After(time.Second):
			}
			status = e.proc.ExitStatus()
		}
		e.kill()
		if status == "" {
			status = "output closed"
		}
		return engineErr(KindCrash, "%s", status)
	}
	var ee *EngineError
	if errors.As(err, &ee) {
		return err
	}
	return engineErr(KindCrash, "%v", err)
}

// readLine returns the next line, or an EngineError; a line too long for
// the reader is garbage.
func (e *engine) readLine(ctx context.Context, deadline time.Time, waiting string) (string, error) {
	line, err := e.proc.ReadLine(ctx, deadline)
	if err != nil {
		return "", e.failure(err, waiting)
	}
	if strings.HasPrefix(line, "\x00garbage: ") {
		e.kill()
		return "", engineErr(KindGarbage, "%s", strings.TrimPrefix(line, "\x00garbage: "))
	}
	return line, nil
}

// ask sends cmd and reads until the line want (isready/readyok,
// ping/pong), skipping what comes before it; the engine has the handshake
// time to answer.
func (e *engine) ask(ctx context.Context, cmd, want string) error {
	if err := e.send(cmd); err != nil {
		return err
	}
	deadline := time.Now().Add(e.cfg.Handshake)
	for {
		line, err := e.readLine(ctx, deadline, want)
		if err != nil {
			return err
		}
		if strings.TrimSpace(line) == want {
			return nil
		}
	}
}

func (e *engine) kill() {
	if e.proc != nil {
		e.proc.Kill()
	}
}

func (e *engine) close(quit ...string) {
	if e.proc != nil {
		e.proc.Close(time.Second, quit...)
		e.proc = nil
	}
}

// fields splits a line into words and returns the value after key, or "".
func valueAfter(words []string, key string) string {
	for i := 0; i+1 < len(words); i++ {
		if words[i] == key {
			return words[i+1]
		}
	}
	return ""
}

// ms is a duration in whole milliseconds, at least 0.
func ms(d time.Duration) int64 {
	if d < 0 {
		return 0
	}
	return d.Milliseconds()
}

// shiftRanks rewrites a coordinate move such as h2e2 with every rank moved
// by delta (+1: ICCS to 1-based ranks, -1: back). Text that is not such a
// move is returned unchanged, for the referee to reject.
func shiftRanks(m string, delta int) string {
	var b strings.Builder
	i := 0
	for sq := 0; sq < 2; sq++ {
		if i >= len(m) || m[i] < 'a' || m[i] > 'i' {
			return m
		}
		b.WriteByte(m[i])
		i++
		j := i
		for j < len(m) && m[j] >= '0' && m[j] <= '9' {
			j++
		}
		r, err := strconv.Atoi(m[i:j])
		if err != nil || j-i > 2 {
			return m
		}
		b.WriteString(strconv.Itoa(r + delta))
		i = j
	}
	if i != len(m) {
		return m
	}
	return b.String()
}

// toEngine and fromEngine translate moves for an engine with 1-based ranks.
func (e *engine) toEngine(m string) string {
	if e.spec.Ranks1 {
		return shiftRanks(m, 1)
	}
	return m
}

func (e *engine) fromEngine(m string) string {
	if e.spec.Ranks1 {
		return shiftRanks(m, -1)
	}
	return m
}
