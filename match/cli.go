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
      [--repetition asian|simple] [--shard K/N]
  alphabeta match merge [--json FILE] [--pgn FILE | --sgf FILE] SHARD.json… [SHARD.pgn…]
  alphabeta match rejudge [--rule R] [--size N] [--quiet] FILE.sgf…

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

Xiangqi repetitions (--repetition): asian (the default) makes perpetual
check and perpetual chase lose and draws other repetitions; simple makes
only perpetual check lose and draws every other repetition (use it against
engines that do not know the chase rule).

Shards (--shard K/N): plays slice K of N of the schedule, cut by game pairs,
with the rounds, openings and colours the whole match gives those games, so
that N machines play one match; ` + "`alphabeta match merge`" + ` adds their --json
summaries (and records) into the whole match's result, Elo and SPRT (a
shard never stops on the SPRT). ` + "`alphabeta match rejudge`" + ` replays the caro
games of SGF records (c-gomoku-cli's or this runner's) through this runner's
rules code and says whether each game's result and reason agree. Every engine command is checked before the
match: one that cannot be run is a usage error (exit status 2).

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
// the exit status (0 done, 1 failure, 2 usage, 130 interrupted). `match
// merge FILE…` combines the results of shards (MergeCLI); `match rejudge
// FILE…` checks the games of outside records (RejudgeCLI).
func CLI(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "merge" {
		return MergeCLI(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "rejudge" {
		return RejudgeCLI(args[1:], stdout, stderr)
	}
	fs, f := newMatchFlags(stderr)
	if err := fs.Parse(expandArgs(args)); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "alphabeta match: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	fs.Visit(func(fl *flag.Flag) { f.set[fl.Name] = true })
	p, err := f.plan(stdout, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "alphabeta match:", err)
		return 2
	}
	return p.run(ctx, stdout, stderr)
}

// matchFlags holds the command line of `alphabeta match` as given.
type matchFlags struct {
	engines                              multiFlag
	game, tc, movetime, margin, timeout  string
	openings, pgn, sgf, sprt, rule, size string
	jsonOut, logFile, event, repetition  string
	shard                                string
	games, depth, concurrency, maxPlies  int
	nodes, seed                          int64
	resume, gauntlet                     bool
	set                                  map[string]bool // the flags given
}

func newMatchFlags(stderr io.Writer) (*flag.FlagSet, *matchFlags) {
	f := &matchFlags{set: map[string]bool{}}
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Var(&f.engines, "engine", "an engine: 'name=A cmd=PATH [args] proto=uci|ucci|xboard|pbrain [option.X=Y] [dir=D]' (repeat)")
	fs.StringVar(&f.game, "game", "xiangqi", "xiangqi or caro")
	fs.IntVar(&f.games, "games", 2, "games per pairing (in pairs, colours reversed)")
	fs.StringVar(&f.tc, "tc", "", "time control: base+increment in seconds, e.g. 10+0.1")
	fs.StringVar(&f.movetime, "movetime", "", "time per move (seconds, or 500ms)")
	fs.IntVar(&f.depth, "depth", 0, "depth per move")
	fs.Int64Var(&f.nodes, "nodes", 0, "nodes per move")
	fs.StringVar(&f.margin, "timemargin", "0.1", "how far past its time an engine may answer before it forfeits")
	fs.StringVar(&f.timeout, "timeout", "60", "with --depth/--nodes only: an engine silent this long has hung")
	fs.StringVar(&f.openings, "openings", "", "openings file (default: the built-in suite)")
	fs.IntVar(&f.concurrency, "concurrency", 1, "games played at once")
	fs.StringVar(&f.pgn, "pgn", "", "write the games to this PGN file (xiangqi)")
	fs.StringVar(&f.sgf, "sgf", "", "write the games to this SGF file (caro)")
	fs.BoolVar(&f.resume, "resume", false, "continue the interrupted match recorded in --pgn/--sgf")
	fs.StringVar(&f.sprt, "sprt", "", "stop early: 'elo0=0 elo1=10 alpha=0.05 beta=0.05' (two engines)")
	fs.StringVar(&f.rule, "rule", "freestyle", "caro rule: freestyle, standard (exact five), renju, caro, caro-exact")
	fs.StringVar(&f.size, "size", "15", "caro board size: N or WxH")
	fs.StringVar(&f.repetition, "repetition", "asian", "xiangqi repetition rule: asian (perpetual check and chase lose) or simple (only perpetual check loses)")
	fs.Int64Var(&f.seed, "seed", 0, "shuffle the openings with this seed (0: file order)")
	fs.BoolVar(&f.gauntlet, "gauntlet", false, "the first engine plays each other one (default: round robin)")
	fs.IntVar(&f.maxPlies, "maxplies", 0, "adjudicate a draw at this many plies (default 600 for xiangqi, none for caro)")
	fs.StringVar(&f.shard, "shard", "", "play only slice K of N of the schedule, K/N (combine the --json files with `match merge`)")
	fs.StringVar(&f.jsonOut, "json", "", "write a JSON summary to this file (- for stdout, the text then goes to stderr)")
	fs.StringVar(&f.logFile, "log", "", "log every line sent to and received from the engines to this file")
	fs.StringVar(&f.event, "event", "alphabeta match", "the Event of the records")
	fs.Usage = func() { fmt.Fprint(stderr, Usage); fs.PrintDefaults() }
	return fs, f
}

// usageError is a command line that cannot be played: exit status 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, a ...any) error { return &usageError{fmt.Sprintf(format, a...)} }

// matchPlan is a checked command line: the match to run and what the CLI
// does around it.
type matchPlan struct {
	cfg      Config
	record   string // the --pgn or --sgf file, "" for none
	appendTo bool   // --resume: append to the record
	// --resume: the record is cut to resumeCut bytes (its complete
	// games), resumeDropped bytes of a game cut short dropped, and
	// resumeSep written before the next game.
	resumeCut, resumeDropped int64
	resumeSep                string
	logFile                  string
	jsonOut                  string
	out                      io.Writer // header, progress and tables
}

// plan checks the flags and builds the match. Every error is a usage error
// (exit status 2): nothing has been written yet.
func (f *matchFlags) plan(stdout, stderr io.Writer) (*matchPlan, error) {
	game, err := f.gameOf()
	if err != nil {
		return nil, err
	}
	p := &matchPlan{cfg: Config{Game: game, Games: f.games, Concurrency: f.concurrency, Gauntlet: f.gauntlet,
		MaxPlies: f.maxPlies, Seed: f.seed, Event: f.event}, logFile: f.logFile, jsonOut: f.jsonOut}
	if err := f.checkCounts(); err != nil {
		return nil, err
	}
	// out takes the header, the progress and the tables; with --json - the
	// JSON alone goes to stdout, so that it can be piped.
	p.out = stdout
	if f.jsonOut == "-" {
		p.out = stderr
	}
	p.cfg.Progress = p.out
	if fl, ok := stderr.(*os.File); ok && IsTerminal(fl) {
		p.cfg.Progress, p.cfg.LiveProgress = stderr, true
	}
	if p.cfg.Engines, err = f.engineSpecs(); err != nil {
		return nil, err
	}
	if p.cfg.Limits, err = f.limits(); err != nil {
		return nil, err
	}
	if f.shard != "" {
		if p.cfg.Shard, err = ParseShard(f.shard); err != nil {
			return nil, usagef("%v", err)
		}
	}
	if f.sprt != "" {
		if p.cfg.SPRT, err = ParseSPRT(f.sprt); err != nil {
			return nil, usagef("%v", err)
		}
		if len(p.cfg.Engines) != 2 {
			return nil, usagef("--sprt needs exactly two engines")
		}
	}
	if f.openings != "" {
		b, err := os.ReadFile(f.openings)
		if err != nil {
			return nil, usagef("%v", err)
		}
		ops, errs := ReadOpenings(game, string(b))
		for _, e := range errs {
			fmt.Fprintf(stderr, "%s: skipped: %v\n", f.openings, e)
		}
		if len(ops) == 0 {
			return nil, usagef("%s: no usable opening", f.openings)
		}
		p.cfg.Openings = ops
	}
	if err := f.records(p); err != nil {
		return nil, err
	}
	return p, nil
}

// gameOf is the game with its rule variant: --game, --rule, --size for
// caro, --repetition for xiangqi.
func (f *matchFlags) gameOf() (Game, error) {
	w, h, err := parseSize(f.size)
	if err != nil {
		return nil, usagef("%v", err)
	}
	game, err := NewGame(f.game, f.rule, w, h)
	if err != nil {
		return nil, usagef("%v", err)
	}
	rep, err := ParseRepetition(f.repetition)
	if err != nil {
		return nil, usagef("--repetition: %v", err)
	}
	if game.Name() != "xiangqi" {
		if f.set["repetition"] {
			return nil, usagef("--repetition is a xiangqi rule")
		}
		return game, nil
	}
	return NewXiangqi(rep), nil
}

// parseSize reads a caro board size: "15" or "15x13".
func parseSize(s string) (w, h int, err error) {
	a, b, rect := strings.Cut(strings.ToLower(strings.TrimSpace(s)), "x")
	w, err1 := strconv.Atoi(a)
	h, err2 := w, error(nil)
	if rect {
		h, err2 = strconv.Atoi(b)
	}
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("--size %q: want N or WxH", s)
	}
	return w, h, nil
}

// checkCounts refuses counts that mean nothing: no games, negative limits.
func (f *matchFlags) checkCounts() error {
	switch {
	case f.games < 1:
		return usagef("--games %d: want at least 1 game per pairing", f.games)
	case f.concurrency < 1:
		return usagef("--concurrency %d: want at least 1", f.concurrency)
	case f.maxPlies < 0:
		return usagef("--maxplies %d: want 0 (the default) or more", f.maxPlies)
	case f.depth < 0:
		return usagef("--depth %d: want a positive depth", f.depth)
	case f.nodes < 0:
		return usagef("--nodes %d: want a positive node count", f.nodes)
	}
	return nil
}

// engineSpecs parses the --engine flags and checks that each command can
// be run, so that a typo is a usage error rather than a match of forfeits.
func (f *matchFlags) engineSpecs() ([]EngineSpec, error) {
	var specs []EngineSpec
	for _, e := range f.engines {
		spec, err := ParseEngineSpec(e)
		if err != nil {
			return nil, usagef("%v", err)
		}
		if err := CheckCommand(spec); err != nil {
			return nil, usagef("%v", err)
		}
		specs = append(specs, spec)
	}
	if len(specs) < 2 {
		return nil, usagef("need at least two --engine")
	}
	return specs, nil
}

// limits reads the time control and the margins.
func (f *matchFlags) limits() (Limits, error) {
	var l Limits
	var err error
	if f.tc != "" {
		if l.Base, l.Inc, err = ParseTC(f.tc); err != nil {
			return l, usagef("%v", err)
		}
	}
	if f.movetime != "" {
		if l.MoveTime, err = parseSeconds(f.movetime); err != nil || l.MoveTime <= 0 {
			return l, usagef("--movetime %q: want a positive time", f.movetime)
		}
	}
	l.Depth, l.Nodes = f.depth, f.nodes
	if l.Margin, err = parseSeconds(f.margin); err != nil {
		return l, usagef("--timemargin: %v", err)
	}
	if l.Timeout, err = parseSeconds(f.timeout); err != nil {
		return l, usagef("--timeout: %v", err)
	}
	if l.Base == 0 && l.MoveTime == 0 && l.Depth == 0 && l.Nodes == 0 {
		return l, usagef("give a time control: --tc, --movetime, --depth or --nodes")
	}
	return l, nil
}

// records checks --pgn, --sgf and --resume, and reads the games of the
// interrupted match.
func (f *matchFlags) records(p *matchPlan) error {
	name := p.cfg.Game.Name()
	switch {
	case f.pgn != "" && f.sgf != "":
		return usagef("give --pgn or --sgf, not both")
	case f.pgn != "" && name == "caro":
		return usagef("caro games are recorded as SGF: use --sgf")
	case f.sgf != "" && name == "xiangqi":
		return usagef("xiangqi games are recorded as PGN: use --pgn")
	}
	p.record = f.pgn
	if f.sgf != "" {
		p.record, p.cfg.RecordSGF = f.sgf, true
	}
	if !f.resume {
		return nil
	}
	if p.record == "" {
		return usagef("--resume needs the --pgn or --sgf file of the interrupted match")
	}
	data, err := os.ReadFile(p.record)
	if err != nil {
		return usagef("--resume: %v", err)
	}
	// A game cut short (a killed run, a full disk) is cut off the record
	// before the next is appended, and played again.
	text := string(data)
	p.resumeCut = int64(CompleteLength(text))
	p.resumeDropped = int64(len(data)) - p.resumeCut
	if p.cfg.Past, err = ReadPastGames(strings.NewReader(text)); err != nil {
		return usagef("--resume: %s: %v", p.record, err)
	}
	p.resumeSep = ""
	if p.resumeCut > 0 {
		kept := text[:p.resumeCut]
		want := "\n\n" // PGN games end in a blank line
		if p.cfg.RecordSGF {
			want = "\n"
		}
		for !strings.HasSuffix(strings.ReplaceAll(kept+p.resumeSep, "\r\n", "\n"), want) {
			p.resumeSep += "\n"
		}
	}
	p.appendTo = true
	return nil
}

// run opens the outputs, plays the match and reports it.
func (p *matchPlan) run(ctx context.Context, stdout, stderr io.Writer) int {
	fail := func(err error) int {
		fmt.Fprintln(stderr, "alphabeta match:", err)
		return 1
	}
	if p.record != "" {
		flags := os.O_CREATE | os.O_WRONLY | os.O_TRUNC
		if p.appendTo {
			flags = os.O_CREATE | os.O_WRONLY | os.O_APPEND
		}
		f, err := os.OpenFile(p.record, flags, 0o644)
		if err != nil {
			return fail(err)
		}
		defer f.Close()
		if p.appendTo && p.resumeDropped > 0 {
			if err := f.Truncate(p.resumeCut); err != nil {
				return fail(err)
			}
			fmt.Fprintf(stderr, "alphabeta match: --resume: %s: cut %d bytes of a game cut short; it is played again\n", p.record, p.resumeDropped)
		}
		if p.appendTo && p.resumeSep != "" {
			if _, err := f.WriteString(p.resumeSep); err != nil {
				return fail(err)
			}
		}
		p.cfg.Record = f
	}
	if p.logFile != "" {
		f, err := os.Create(p.logFile)
		if err != nil {
			return fail(err)
		}
		defer f.Close()
		p.cfg.Log = NewIOLog(f)
	}
	cfg := p.cfg
	names := make([]string, len(cfg.Engines))
	for i, e := range cfg.Engines {
		names[i] = e.Name
	}
	fmt.Fprintf(p.out, "Match: %s (%s), %s, %d games per pairing%s, engines %s\n", cfg.Game.Name(), cfg.Game.Rules(),
		cfg.Limits, cfg.Games, cfg.Shard.describe(", shard "), strings.Join(names, ", "))
	sum, err := Run(ctx, cfg)
	if err != nil {
		return fail(err)
	}
	sum.WriteText(p.out)
	if err := writeJSON(p.jsonOut, sum, stdout); err != nil {
		return fail(err)
	}
	if sum.Interrupted {
		return 130
	}
	return 0
}

// writeJSON writes the summary to path ("-": w; "": nowhere).
func writeJSON(path string, sum *Summary, w io.Writer) error {
	if path == "" {
		return nil
	}
	b, err := json.MarshalIndent(sum, "", "  ")
	if err != nil {
		return fmt.Errorf("json: %v", err)
	}
	b = append(b, '\n')
	if path == "-" {
		_, err = w.Write(b)
		return err
	}
	return os.WriteFile(path, b, 0o644)
}
