package match

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Usage is the help text of `alphabeta match`.
const Usage = `Usage:
  alphabeta match --game xiangqi|caro
      --engine 'name=A cmd=PATH [args] proto=uci|ucci|xboard|pbrain [option.X=Y] [dir=D] [ranks=1]'
      --engine '…' [--engine …]
      [--games N] [--tc 10+0.1 | --movetime 0.5 | --depth N | --nodes N]
      [--openings FILE] [--concurrency N] [--pgn FILE | --sgf FILE] [--resume]
      [--sprt elo0=0 elo1=10 alpha=0.05 beta=0.05] [--rule caro] [--size 15]
      [--seed S] [--gauntlet] [--maxplies N] [--json FILE] [--log FILE]

Plays engines against each other and referees the games with the project's
rules code. --games N is the number of games per pairing, played in pairs:
both games of a pair start from the same opening with colours reversed. With
two engines that is a match; with more, a round robin (or a gauntlet of the
first engine against the others with --gauntlet).

Protocols: xiangqi engines speak UCI (0-based ICCS moves as Pikafish), UCCI
(ElephantEye; fairy-stockfish in its default mode) or xboard (maxqi,
sjaakii; their st takes whole seconds, so use --tc or a whole --movetime);
caro engines speak the Gomocup pbrain protocol. ranks=1 translates moves for
xiangqi engines that count ranks 1..10 (fairy-stockfish in UCI mode, with
option.UCI_Variant=xiangqi).

An illegal move, a time forfeit (past --timemargin), a crash, garbage output
or a failed start loses that game with the reason written in the record, and
the match goes on with the engine restarted. Ctrl-C stops: the games in
progress are written as unfinished ("*") and the result so far is printed; a
second Ctrl-C kills everything at once. --resume reads the --pgn/--sgf file
of an interrupted run with the same arguments, counts its finished games and
plays the rest, appending to the file.

Openings (--openings): xiangqi lines are a FEN, a FEN followed by
"moves m1 m2 …", or ICCS moves from the start (h2e2 h9g7); caro lines are
absolute moves "7,7 8,8" or Gomocup centre-relative offsets "0,0, 1,0, 1,3".
Text after " #" names the opening. Without --openings the built-in suites are
used (33 named xiangqi openings of 2–6 plies; 41 short gomoku openings).

Flags:
`

// Main runs `alphabeta match` with signal handling: the first SIGINT or
// SIGTERM stops the match cleanly, a second one kills the engines and exits.
func Main(args []string, stdout, stderr io.Writer) int {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sig := make(chan os.Signal, 2)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sig)
	go func() {
		n := 0
		for range sig {
			n++
			if n == 1 {
				fmt.Fprintln(stderr, "\nInterrupted: recording the games in progress (Ctrl-C again to kill at once)")
				cancel()
				continue
			}
			KillAll()
			os.Exit(130)
		}
	}()
	code := CLI(ctx, args, stdout, stderr)
	KillAll()
	return code
}

// expandArgs joins the words of "--sprt elo0=0 elo1=10 …" into one value,
// and the words of an unquoted "--engine name=A cmd=P proto=uci" (up to the
// next word starting with "--").
func expandArgs(args []string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name := strings.TrimLeft(a, "-")
		if (name == "sprt" || name == "engine") && strings.HasPrefix(a, "-") && i+1 < len(args) {
			words := []string{args[i+1]}
			j := i + 2
			for ; j < len(args); j++ {
				w := args[j]
				if name == "sprt" && !strings.Contains(w, "=") || name == "engine" && strings.HasPrefix(w, "--") {
					break
				}
				if name == "sprt" && strings.HasPrefix(w, "-") {
					break
				}
				words = append(words, w)
			}
			out = append(out, a, strings.Join(words, " "))
			i = j - 1
			continue
		}
		out = append(out, a)
	}
	return out
}

type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, "; ") }
func (m *multiFlag) Set(s string) error { *m = append(*m, s); return nil }

// ParseTC reads "10+0.1" (base and increment in seconds), "1:30+1"
// (minutes:seconds) or "10" (no increment).
func ParseTC(s string) (base, inc time.Duration, err error) {
	b, i, hasInc := strings.Cut(strings.TrimSpace(s), "+")
	if base, err = parseSeconds(b); err != nil {
		return 0, 0, fmt.Errorf("--tc %q: %v", s, err)
	}
	if hasInc {
		if inc, err = parseSeconds(i); err != nil {
			return 0, 0, fmt.Errorf("--tc %q: %v", s, err)
		}
	}
	if base <= 0 {
		return 0, 0, fmt.Errorf("--tc %q: the base time must be positive", s)
	}
	return base, inc, nil
}

// parseSeconds reads seconds ("0.5"), minutes:seconds ("1:30") or a Go
// duration ("500ms").
func parseSeconds(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if m, sec, ok := strings.Cut(s, ":"); ok {
		mi, err1 := strconv.Atoi(m)
		se, err2 := strconv.ParseFloat(sec, 64)
		if err1 != nil || err2 != nil || mi < 0 || se < 0 {
			return 0, fmt.Errorf("bad time %q", s)
		}
		return time.Duration(mi)*time.Minute + time.Duration(se*float64(time.Second)), nil
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		if f < 0 || f > 1e6 {
			return 0, fmt.Errorf("bad time %q", s)
		}
		return time.Duration(f * float64(time.Second)), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("bad time %q (want seconds like 0.5, 1:30 or 500ms)", s)
	}
	return d, nil
}

// ParseSPRT reads "elo0=0 elo1=10 alpha=0.05 beta=0.05" (missing values
// take these defaults).
func ParseSPRT(s string) (*SPRT, error) {
	t := &SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' }) {
		k, v, ok := strings.Cut(w, "=")
		f, err := strconv.ParseFloat(v, 64)
		if !ok || err != nil {
			return nil, fmt.Errorf("--sprt: bad %q (want elo0=0 elo1=10 alpha=0.05 beta=0.05)", w)
		}
		switch k {
		case "elo0":
			t.Elo0 = f
		case "elo1":
			t.Elo1 = f
		case "alpha":
			t.Alpha = f
		case "beta":
			t.Beta = f
		default:
			return nil, fmt.Errorf("--sprt: unknown %q (want elo0, elo1, alpha, beta)", k)
		}
	}
	return t, t.Validate()
}

// CLI runs the match command until it ends or ctx is cancelled; it returns
// the exit status (0 done, 1 failure, 2 usage, 130 interrupted).
func CLI(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var engines multiFlag
	fs.Var(&engines, "engine", "an engine: 'name=A cmd=PATH [args] proto=uci|ucci|xboard|pbrain [option.X=Y] [dir=D]' (repeat)")
	gameName := fs.String("game", "xiangqi", "xiangqi or caro")
	games := fs.Int("games", 2, "games per pairing (in pairs, colours reversed)")
	tc := fs.String("tc", "", "time control: base+increment in seconds, e.g. 10+0.1")
	movetime := fs.String("movetime", "", "time per move (seconds, or 500ms)")
	depth := fs.Int("depth", 0, "depth per move")
	nodes := fs.Int64("nodes", 0, "nodes per move")
	margin := fs.String("timemargin", "0.1", "how far past its time an engine may answer before it forfeits")
	timeout := fs.String("timeout", "60", "with --depth/--nodes only: an engine silent this long has hung")
	openings := fs.String("openings", "", "openings file (default: the built-in suite)")
	concurrency := fs.Int("concurrency", 1, "games played at once")
	pgn := fs.String("pgn", "", "write the games to this PGN file (xiangqi)")
	sgf := fs.String("sgf", "", "write the games to this SGF file (caro)")
	resume := fs.Bool("resume", false, "continue the interrupted match recorded in --pgn/--sgf")
	sprt := fs.String("sprt", "", "stop early: 'elo0=0 elo1=10 alpha=0.05 beta=0.05' (two engines)")
	rule := fs.String("rule", "freestyle", "caro rule: freestyle, standard (exact five), renju, caro, caro-exact")
	size := fs.String("size", "15", "caro board size: N or WxH")
	seed := fs.Int64("seed", 0, "shuffle the openings with this seed (0: file order)")
	gauntlet := fs.Bool("gauntlet", false, "the first engine plays each other one (default: round robin)")
	maxPlies := fs.Int("maxplies", 0, "adjudicate a draw at this many plies (default 600 for xiangqi, none for caro)")
	jsonOut := fs.String("json", "", "write a JSON summary to this file (- for stdout, the text then goes to stderr)")
	logFile := fs.String("log", "", "log every line sent to and received from the engines to this file")
	event := fs.String("event", "alphabeta match", "the Event of the records")
	fs.Usage = func() { fmt.Fprint(stderr, Usage); fs.PrintDefaults() }
	if err := fs.Parse(expandArgs(args)); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	usage := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "alphabeta match: "+format+"\n", a...)
		return 2
	}
	if fs.NArg() > 0 {
		return usage("unexpected argument %q", fs.Arg(0))
	}
	w, h := 15, 15
	if a, b, ok := strings.Cut(strings.ToLower(*size), "x"); ok {
		w, _ = strconv.Atoi(a)
		h, _ = strconv.Atoi(b)
	} else {
		w, _ = strconv.Atoi(a)
		h = w
	}
	game, err := NewGame(*gameName, *rule, w, h)
	if err != nil {
		return usage("%v", err)
	}
	cfg := Config{Game: game, Games: *games, Concurrency: *concurrency, Gauntlet: *gauntlet,
		MaxPlies: *maxPlies, Seed: *seed, Event: *event}
	// out takes the header, the progress and the tables; with --json - the
	// JSON alone goes to stdout, so that it can be piped.
	out := stdout
	if *jsonOut == "-" {
		out = stderr
	}
	cfg.Progress = out
	if f, ok := stderr.(*os.File); ok && IsTerminal(f) {
		cfg.Progress, cfg.LiveProgress = stderr, true
	}
	for _, e := range engines {
		spec, err := ParseEngineSpec(e)
		if err != nil {
			return usage("%v", err)
		}
		cfg.Engines = append(cfg.Engines, spec)
	}
	if len(cfg.Engines) < 2 {
		return usage("need at least two --engine")
	}
	if *tc != "" {
		if cfg.Limits.Base, cfg.Limits.Inc, err = ParseTC(*tc); err != nil {
			return usage("%v", err)
		}
	}
	if *movetime != "" {
		if cfg.Limits.MoveTime, err = parseSeconds(*movetime); err != nil || cfg.Limits.MoveTime <= 0 {
			return usage("--movetime %q: want a positive time", *movetime)
		}
	}
	cfg.Limits.Depth, cfg.Limits.Nodes = *depth, *nodes
	if cfg.Limits.Margin, err = parseSeconds(*margin); err != nil {
		return usage("--timemargin: %v", err)
	}
	if cfg.Limits.Timeout, err = parseSeconds(*timeout); err != nil {
		return usage("--timeout: %v", err)
	}
	if cfg.Limits.Base == 0 && cfg.Limits.MoveTime == 0 && cfg.Limits.Depth == 0 && cfg.Limits.Nodes == 0 {
		return usage("give a time control: --tc, --movetime, --depth or --nodes")
	}
	if *sprt != "" {
		if cfg.SPRT, err = ParseSPRT(*sprt); err != nil {
			return usage("%v", err)
		}
		if len(cfg.Engines) != 2 {
			return usage("--sprt needs exactly two engines")
		}
	}
	if *openings != "" {
		b, err := os.ReadFile(*openings)
		if err != nil {
			return usage("%v", err)
		}
		ops, errs := ReadOpenings(game, string(b))
		for _, e := range errs {
			fmt.Fprintf(stderr, "%s: skipped: %v\n", *openings, e)
		}
		if len(ops) == 0 {
			return usage("%s: no usable opening", *openings)
		}
		cfg.Openings = ops
	}
	if *pgn != "" && *sgf != "" {
		return usage("give --pgn or --sgf, not both")
	}
	if *pgn != "" && game.Name() == "caro" {
		return usage("caro games are recorded as SGF: use --sgf")
	}
	if *sgf != "" && game.Name() == "xiangqi" {
		return usage("xiangqi games are recorded as PGN: use --pgn")
	}
	path := *pgn
	if *sgf != "" {
		path, cfg.RecordSGF = *sgf, true
	}
	if *resume {
		if path == "" {
			return usage("--resume needs the --pgn or --sgf file of the interrupted match")
		}
		f, err := os.Open(path)
		if err != nil {
			return usage("--resume: %v", err)
		}
		cfg.Past, err = ReadPastGames(f)
		f.Close()
		if err != nil {
			return usage("--resume: %s: %v", path, err)
		}
	}
	if path != "" {
		flags := os.O_CREATE | os.O_WRONLY | os.O_TRUNC
		if *resume {
			flags = os.O_CREATE | os.O_WRONLY | os.O_APPEND
		}
		f, err := os.OpenFile(path, flags, 0o644)
		if err != nil {
			fmt.Fprintln(stderr, "alphabeta match:", err)
			return 1
		}
		defer f.Close()
		cfg.Record = f
	}
	if *logFile != "" {
		f, err := os.Create(*logFile)
		if err != nil {
			fmt.Fprintln(stderr, "alphabeta match:", err)
			return 1
		}
		defer f.Close()
		cfg.Log = NewIOLog(f)
	}
	names := make([]string, len(cfg.Engines))
	for i, e := range cfg.Engines {
		names[i] = e.Name
	}
	fmt.Fprintf(out, "Match: %s, %s, %d games per pairing, engines %s\n", game.Name(), cfg.Limits, cfg.Games, strings.Join(names, ", "))
	sum, err := Run(ctx, cfg)
	if err != nil {
		fmt.Fprintln(stderr, "alphabeta match:", err)
		return 1
	}
	sum.WriteText(out)
	if *jsonOut != "" {
		b, err := json.MarshalIndent(sum, "", "  ")
		if err != nil {
			fmt.Fprintln(stderr, "alphabeta match: json:", err)
			return 1
		}
		b = append(b, '\n')
		if *jsonOut == "-" {
			_, err = stdout.Write(b)
		} else {
			err = os.WriteFile(*jsonOut, b, 0o644)
		}
		if err != nil {
			fmt.Fprintln(stderr, "alphabeta match:", err)
			return 1
		}
	}
	if sum.Interrupted {
		return 130
	}
	return 0
}
