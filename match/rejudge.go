package match

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/internal/cli"
)

// RejudgeUsage is the help text of `alphabeta match rejudge`.
const RejudgeUsage = `Usage:
  alphabeta match rejudge [--rule R] [--size N] [--log FILE] [--quiet] FILE.sgf…

Replays the caro/gomoku games of SGF records written by another referee
(c-gomoku-cli's -sgf, or this runner's --sgf) through the rules code that
` + "`alphabeta match`" + ` referees with, and says for each game whether its result and
reason agree with the record's:

  agree      the referee ends the game where the record does, with the same
             winner and reason (a five, a forbidden move, a full board);
  DISAGREE   it does not: a five the record missed or saw where there is none,
             a move after the end, an illegal move, another winner;
  unchecked  the game ended off the board (time, crash, an illegal move or a
             forbidden move that the record leaves out, adjudication): what
             the record allows is checked (the loser was to move; renju: black
             had a forbidden point of the kind named), the rest cannot be.

c-gomoku-cli's records leave out the move that loses by being forbidden or
illegal; with --log, its -log file (one, of a run with -concurrency 1) gives
that move, and the referee judges it: the game is then agree or DISAGREE.

The rule is each game's RU (a Gomocup code, 0 freestyle, 1 standard, 4 renju,
8 caro, or a name) unless --rule is given; the board its SZ (default 15).
The exit status is 1 when a game disagrees or cannot be read, 2 on a usage
error, 0 otherwise.

Flags:
`

// maxRejudgeFile bounds one record read by rejudge.
const maxRejudgeFile = 512 << 20

// Verdicts of Rejudge.
const (
	VerdictAgree     = "agree"
	VerdictDisagree  = "DISAGREE"
	VerdictUnchecked = "unchecked"
	VerdictBad       = "bad record"
)

// Rejudged is the project's referee's verdict on one recorded game.
type Rejudged struct {
	Game    *SGFGame
	Rule    caro.Rule
	Record  string // the record's result and reason, in words
	Referee string // the referee's, in words
	Verdict string // VerdictAgree, …
	Note    string // why, when it is not plain agreement
}

// RejudgeOptions override what a record says of its game ("": the record's)
// and add what an engine log says of it.
type RejudgeOptions struct {
	Rule string // a caro rule name
	Size string // "15" or "15x13"
	// Logged are the moves the engines answered in this game, in order,
	// from c-gomoku-cli's -log (ReadEngineLog); nil when there is no log.
	// When the record ends off the board with a forbidden or an illegal
	// move that it leaves out, the log's last move is that move, and the
	// referee judges it.
	Logged []caro.Point
}

// Rejudge replays a recorded game with the caro rules of the match runner
// and compares the end it finds with the record's RE and TE (or TERM).
func Rejudge(g *SGFGame, opt RejudgeOptions) Rejudged {
	r := Rejudged{Game: g}
	bad := func(format string, a ...any) Rejudged {
		r.Verdict, r.Note = VerdictBad, fmt.Sprintf(format, a...)
		return r
	}
	disagree := func(format string, a ...any) Rejudged {
		r.Verdict, r.Note = VerdictDisagree, fmt.Sprintf(format, a...)
		return r
	}
	rule, err := recordRule(g.Props["RU"], opt.Rule)
	if err != nil {
		return bad("%v", err)
	}
	r.Rule = rule
	size := opt.Size
	if size == "" {
		size = strings.ReplaceAll(g.Props["SZ"], ":", "x")
	}
	w, h := 15, 15
	if size != "" {
		if w, h, err = parseSize(size); err != nil {
			return bad("SZ[%s]: want N or N:M", g.Props["SZ"])
		}
	}
	game, err := newCaroGame(rule.String(), w, h)
	if err != nil {
		return bad("%v", err)
	}
	cg := game.(caroGame)
	b, err := caro.New(cg.width, cg.height, 5, cg.rule)
	if err != nil {
		return bad("%v", err)
	}
	ref := &caroReferee{board: b}
	recWinner := recordWinner(g.Props["RE"])
	reason := cmp.Or(g.Props["TE"], g.Props["TERM"])
	class := reasonClass(reason)
	r.Record = winnerWords(recWinner)
	if reason != "" {
		r.Record += ": " + reason
	}
	for i, m := range g.Moves {
		if m.X < 0 {
			return bad("move %d: %c[%s] is not a point", i+1, m.Color, m.Raw)
		}
		p := caro.Point{X: m.X, Y: m.Y}
		if b.Over() {
			r.Referee = refereeWords(ref)
			return disagree("the game ended at move %d (%s); the record goes on to move %d", len(b.History()), r.Referee, len(g.Moves))
		}
		want := byte('B')
		if b.SideToMove() == caro.White {
			want = 'W'
		}
		if m.Color != want {
			return disagree("move %d (%s) is %c's, but %s is to move", i+1, p.Name(), m.Color, strings.ToLower(b.SideToMove().String()))
		}
		if err := ref.Play(p.String()); err != nil {
			return disagree("move %d (%s) is illegal: %v", i+1, p.Name(), err)
		}
	}
	r.Referee = refereeWords(ref)
	if b.Over() {
		o := ref.Outcome()
		ours := map[caro.Reason]string{caro.Line: "line", caro.Forbidden: "forbidden", caro.Full: "full", caro.NoMove: "no move"}[b.Reason()]
		switch {
		case recWinner != o.Winner:
			return disagree("the referee's %s, the record's %s", winnerWords(o.Winner), winnerWords(recWinner))
		case class != "" && class != ours:
			return disagree("the referee ends the game with %s, the record with %q", o.Reason, reason)
		case class == "" && reason != "":
			r.Verdict, r.Note = VerdictAgree, "the same winner; the record's reason is not one the referee names"
			return r
		}
		r.Verdict = VerdictAgree
		return r
	}
	toMove := First
	if b.SideToMove() == caro.White {
		toMove = Second
	}
	if opt.Logged != nil && (class == "forbidden" || class == "illegal") {
		last, note := unrecordedMove(g.Moves, opt.Logged)
		if last == nil {
			r.Note = note
		} else {
			return r.judgeLogged(ref, *last, class, reason, recWinner)
		}
	}
	switch class {
	case "line", "full":
		return disagree("the record ends with %q, but the game is not over on the board", reason)
	case "forbidden":
		return r.forbidden(b, recWinner, reason)
	case "time", "crash", "illegal":
		if recWinner != 1-toMove {
			return disagree("%s: the loser should be the side to move (%s), but the record's %s", reason, strings.ToLower(b.SideToMove().String()), winnerWords(recWinner))
		}
		r.Verdict = VerdictUnchecked
		r.Note = strings.TrimPrefix(r.Note+"; ended off the board ("+class+"): the loser was to move", "; ")
		return r
	}
	if recWinner == -2 {
		r.Verdict, r.Note = VerdictUnchecked, "unfinished"
		return r
	}
	r.Verdict, r.Note = VerdictUnchecked, "ended off the board"
	if reason == "" {
		r.Note += " (no reason given)"
	}
	return r
}

// forbidden checks a record that says black lost by a forbidden move
// that it leaves out (c-gomoku-cli records the moves played, not the one
// refused): black must be to move under renju, white the winner, and
// some empty point forbidden to black, of the kind named.
func (r Rejudged) forbidden(b *caro.Board, recWinner int, reason string) Rejudged {
	r.Verdict = VerdictDisagree
	switch {
	case b.Rule() != caro.Renju:
		r.Note = fmt.Sprintf("%q: no move is forbidden under %s", reason, b.Rule())
		return r
	case b.SideToMove() != caro.Black || recWinner != Second:
		r.Note = fmt.Sprintf("%q, but %s is to move and the record's %s", reason, strings.ToLower(b.SideToMove().String()), winnerWords(recWinner))
		return r
	}
	var kinds []caro.Forbid
	var points []string
	for y := range b.Height() {
		for x := range b.Width() {
			p := caro.Point{X: x, Y: y}
			if b.At(p) != caro.Empty {
				continue
			}
			if f := caro.ForbiddenReason(b, p); f != caro.NoForbid {
				kinds = append(kinds, f)
				points = append(points, fmt.Sprintf("%s %s", p.Name(), f))
			}
		}
	}
	named := caro.NoForbid
	for _, f := range []caro.Forbid{caro.DoubleThree, caro.DoubleFour, caro.Overline} {
		if strings.Contains(strings.ToLower(reason), f.String()) {
			named = f
		}
	}
	found := len(kinds) > 0
	if named != caro.NoForbid {
		found = false
		for _, k := range kinds {
			found = found || k == named
		}
	}
	if !found {
		r.Note = fmt.Sprintf("%q, but the referee finds no such forbidden point for black (forbidden: %s)", reason, cmp.Or(strings.Join(points, ", "), "none"))
		return r
	}
	if len(points) > 6 {
		points = append(points[:6], "…")
	}
	r.Verdict = VerdictUnchecked
	r.Note = strings.TrimPrefix(r.Note+"; the record leaves the forbidden move out; black's forbidden points here: "+strings.Join(points, ", "), "; ")
	return r
}

// unrecordedMove is the move that ended the game off the record: the
// logged moves must be the record's last moves and one more. It returns
// nil and why when the log does not fit the record.
func unrecordedMove(rec []SGFMove, logged []caro.Point) (*caro.Point, string) {
	n := len(logged) - 1
	if n < 0 || n > len(rec) {
		return nil, fmt.Sprintf("the log's %d moves do not fit the record's %d", len(logged), len(rec))
	}
	for i, p := range logged[:n] {
		if m := rec[len(rec)-n+i]; m.X != p.X || m.Y != p.Y {
			return nil, fmt.Sprintf("the log's move %d (%s) is not the record's (%s)", i+1, p.Name(), caro.Point{X: m.X, Y: m.Y}.Name())
		}
	}
	return &logged[n], ""
}

// judgeLogged plays the move the log says ended the game, which the record
// leaves out, and compares the referee's verdict on it with the record's.
func (r Rejudged) judgeLogged(ref *caroReferee, p caro.Point, class, reason string, recWinner int) Rejudged {
	b := ref.board
	mover := b.SideToMove()
	err := ref.Play(p.String())
	switch {
	case err != nil:
		r.Referee = fmt.Sprintf("%s's logged move %s is illegal (%v): %s", strings.ToLower(mover.String()), p.Name(), err, winnerWords(1-r.turnOf(mover)))
	default:
		r.Referee = refereeWords(ref) + " (with the log's move " + p.Name() + ")"
	}
	r.Verdict = VerdictDisagree
	switch {
	case recWinner != 1-r.turnOf(mover):
		r.Note = fmt.Sprintf("the record's %s, but %s made the last move", winnerWords(recWinner), strings.ToLower(mover.String()))
	case class == "illegal" && err == nil:
		r.Note = fmt.Sprintf("%q, but the log's move %s is legal", reason, p.Name())
	case class == "illegal":
		r.Verdict = VerdictAgree
	case err != nil:
		r.Note = fmt.Sprintf("%q, but the log's move %s is not even a legal point", reason, p.Name())
	case b.Reason() != caro.Forbidden:
		r.Note = fmt.Sprintf("%q, but the referee finds the log's move %s not forbidden", reason, p.Name())
	case !strings.Contains(strings.ToLower(reason), b.ForbiddenReason().String()):
		r.Note = fmt.Sprintf("%q, but the referee finds the log's move %s a %s", reason, p.Name(), b.ForbiddenReason())
	default:
		r.Verdict = VerdictAgree
	}
	return r
}

func (Rejudged) turnOf(s caro.Stone) int {
	if s == caro.White {
		return Second
	}
	return First
}

// ReadEngineLog reads the moves the engines answered in each game of a
// c-gomoku-cli -log file ("12345: NAME -> 7,8"), game by game: a game
// starts at the first "<- START" after a move. Such a log is one per
// worker: with -concurrency 1 its games are the record's, in order.
func ReadEngineLog(text string) [][]caro.Point {
	var games [][]caro.Point
	var cur []caro.Point
	started := false
	for line := range strings.SplitSeq(text, "\n") {
		line = strings.TrimRight(line, "\r")
		_, rest, ok := strings.Cut(line, ": ")
		if !ok {
			continue
		}
		if k := strings.LastIndex(rest, " <- START"); k >= 0 && k+len(" <- START") <= len(rest) && (len(cur) > 0 || !started) {
			if started {
				games = append(games, cur)
			}
			cur, started = []caro.Point{}, true
			continue
		}
		k := strings.LastIndex(rest, " -> ")
		if k < 0 || !started {
			continue
		}
		if x, y, ok := parseXY(rest[k+4:]); ok && !strings.ContainsAny(rest[k+4:], " =\"") {
			cur = append(cur, caro.Point{X: x, Y: y})
		}
	}
	if started {
		games = append(games, cur)
	}
	return games
}

// recordRule is the rule of a record: override if given, else its RU (a
// Gomocup code or a rule name; freestyle when absent).
func recordRule(ru, override string) (caro.Rule, error) {
	if override != "" {
		return caro.ParseRule(override)
	}
	ru = strings.TrimSpace(ru)
	if ru == "" {
		return caro.Freestyle, nil
	}
	if n, err := strconv.Atoi(ru); err == nil {
		switch n {
		case 0, 1, 4, 8, 9:
			return caro.RuleFromGomocup(n), nil
		}
		return 0, fmt.Errorf("RU[%s]: not a rule the referee knows (0, 1, 4, 8, 9)", ru)
	}
	r, err := caro.ParseRule(ru)
	if err != nil {
		return 0, fmt.Errorf("RU[%s]: %v", ru, err)
	}
	return r, nil
}

// recordWinner reads RE: First (black), Second (white), -1 a draw, -2
// unknown or unfinished.
func recordWinner(re string) int {
	re = strings.ToUpper(strings.TrimSpace(re))
	switch {
	case strings.HasPrefix(re, "B+"):
		return First
	case strings.HasPrefix(re, "W+"):
		return Second
	case re == "0" || re == "DRAW" || re == "JIGO":
		return -1
	}
	return -2
}

// reasonClass sorts a record's reason, in the words of c-gomoku-cli's TE
// and of this runner's TERM, into what the referee can compare.
func reasonClass(reason string) string {
	s := strings.ToLower(reason)
	switch {
	case s == "":
		return ""
	case strings.Contains(s, "forbidden"):
		return "forbidden"
	case strings.Contains(s, "five") || strings.Contains(s, "in a row"):
		return "line"
	case strings.Contains(s, "full"):
		return "full"
	case strings.Contains(s, "no legal move"):
		return "no move"
	case strings.Contains(s, "illegal") || strings.Contains(s, "garbage"):
		return "illegal"
	case strings.Contains(s, "time") || strings.Contains(s, "hung"):
		return "time"
	case strings.Contains(s, "crash"):
		return "crash"
	}
	return ""
}

func winnerWords(w int) string {
	switch w {
	case First:
		return "black wins"
	case Second:
		return "white wins"
	case -1:
		return "draw"
	}
	return "no result"
}

func refereeWords(ref *caroReferee) string {
	o := ref.Outcome()
	if !o.Over {
		return fmt.Sprintf("not over after %d moves", len(ref.board.History()))
	}
	return fmt.Sprintf("%s: %s at move %d", winnerWords(o.Winner), o.Reason, len(ref.board.History()))
}

// RejudgeCLI runs `alphabeta match rejudge`; it returns the exit status.
func RejudgeCLI(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("match rejudge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rule := fs.String("rule", "", "the rule of every game: freestyle, standard, renju, caro, caro-exact (default: each game's RU)")
	size := fs.String("size", "", "the board of every game: N or WxH (default: each game's SZ, else 15)")
	quiet := fs.Bool("quiet", false, "print only the games that do not agree, and the counts")
	logFile := fs.String("log", "", "c-gomoku-cli's -log file of the games (-concurrency 1): the moves that the record leaves out")
	fs.Usage = func() { fmt.Fprint(stderr, RejudgeUsage); fs.PrintDefaults() }
	files, err := cli.ParseInterleaved(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	usage := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "alphabeta match rejudge: "+format+"\n", a...)
		return 2
	}
	if len(files) == 0 {
		return usage("give one or more SGF records")
	}
	opt := RejudgeOptions{Rule: *rule, Size: *size}
	if opt.Rule != "" {
		if _, err := caro.ParseRule(opt.Rule); err != nil {
			return usage("--rule: %v", err)
		}
	}
	if opt.Size != "" {
		w, h, err := parseSize(opt.Size)
		if err == nil {
			_, err = newCaroGame("", w, h)
		}
		if err != nil {
			return usage("--size: %v", err)
		}
	}
	var logged [][]caro.Point
	if *logFile != "" {
		if len(files) != 1 {
			return usage("--log goes with one record")
		}
		data, err := cli.ReadFileLimited(*logFile, maxRejudgeFile)
		if err != nil {
			fmt.Fprintln(stderr, "alphabeta match rejudge:", err)
			return 1
		}
		logged = ReadEngineLog(string(data))
	}
	counts := map[string]int{}
	total := 0
	for _, name := range files {
		data, err := cli.ReadFileLimited(name, maxRejudgeFile)
		if err != nil {
			fmt.Fprintln(stderr, "alphabeta match rejudge:", err)
			return 1
		}
		games, err := ParseSGF(string(data))
		if err != nil {
			fmt.Fprintf(stderr, "alphabeta match rejudge: %s: %v\n", name, err)
			return 1
		}
		if logged != nil && len(logged) != len(games) {
			fmt.Fprintf(stderr, "alphabeta match rejudge: warning: %s has %d games, %s %d: the log is not read\n", name, len(games), *logFile, len(logged))
			logged = nil
		}
		for i := range games {
			opt.Logged = nil
			if logged != nil {
				opt.Logged = logged[i]
			}
			r := Rejudge(&games[i], opt)
			counts[r.Verdict]++
			total++
			if *quiet && r.Verdict == VerdictAgree {
				continue
			}
			r.write(stdout, name, len(files) > 1)
		}
	}
	fmt.Fprintf(stdout, "%d games: %d agree, %d disagree, %d unchecked (ended off the board), %d bad records\n",
		total, counts[VerdictAgree], counts[VerdictDisagree], counts[VerdictUnchecked], counts[VerdictBad])
	if counts[VerdictDisagree]+counts[VerdictBad] > 0 {
		return 1
	}
	return 0
}

// write prints one game's verdict.
func (r Rejudged) write(w io.Writer, file string, withFile bool) {
	g := r.Game
	where := fmt.Sprintf("game %d", g.Index)
	if withFile {
		where = file + ": " + where
	}
	var about []string
	if ro := g.Props["RO"]; ro != "" {
		about = append(about, "round "+ro)
	}
	if g.Props["PB"] != "" || g.Props["PW"] != "" {
		about = append(about, fmt.Sprintf("%s (black) v %s", g.Props["PB"], g.Props["PW"]))
	}
	if r.Verdict != VerdictBad {
		about = append(about, r.Rule.String())
	}
	about = append(about, fmt.Sprintf("%d moves", len(g.Moves)))
	if r.Verdict == VerdictAgree && r.Note == "" {
		fmt.Fprintf(w, "%s (%s): agree: %s\n", where, strings.Join(about, ", "), r.Referee)
		return
	}
	fmt.Fprintf(w, "%s (%s): %s\n", where, strings.Join(about, ", "), r.Verdict)
	if r.Record != "" || r.Referee != "" {
		fmt.Fprintf(w, "  record:  %s\n  referee: %s\n", r.Record, r.Referee)
	}
	if r.Note != "" {
		fmt.Fprintf(w, "  %s\n", r.Note)
	}
}
