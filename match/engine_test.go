package match

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

var (
	fakeOnce sync.Once
	fakePath string
	fakeErr  error
)

// fakeEngine builds testdata/fakeengine once per test run.
func fakeEngine(t *testing.T) string {
	t.Helper()
	fakeOnce.Do(func() {
		dir, err := os.MkdirTemp("", "fakeengine")
		if err != nil {
			fakeErr = err
			return
		}
		fakePath = filepath.Join(dir, "fakeengine")
		out, err := exec.Command("go", "build", "-o", fakePath, "./testdata/fakeengine").CombinedOutput()
		if err != nil {
			fakeErr = fmt.Errorf("go build fakeengine: %v\n%s", err, out)
		}
	})
	if fakeErr != nil {
		t.Fatal(fakeErr)
	}
	return fakePath
}

func TestMain(m *testing.M) {
	code := m.Run()
	if fakePath != "" {
		os.RemoveAll(filepath.Dir(fakePath))
	}
	KillAll()
	os.Exit(code)
}

// fake is an engine spec for the test engine.
func fake(t *testing.T, name, proto string, args ...string) EngineSpec {
	return EngineSpec{Name: name, Cmd: fakeEngine(t), Proto: proto,
		Args: append([]string{"-proto", proto}, args...)}
}

type result struct {
	sum  *Summary
	pgn  string
	past []PastGame
	log  string
}

func run(t *testing.T, cfg Config) result {
	t.Helper()
	var rec, prog bytes.Buffer
	cfg.Record = &rec
	if cfg.Progress == nil {
		cfg.Progress = &prog
	}
	if cfg.Handshake == 0 {
		cfg.Handshake = 2 * time.Second
	}
	if cfg.Limits == (Limits{}) {
		cfg.Limits = Limits{MoveTime: 2 * time.Second, Margin: time.Second}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	s, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	past, err := ReadPastGames(strings.NewReader(rec.String()))
	if err != nil {
		t.Fatalf("reading back the records: %v\n%s", err, rec.String())
	}
	if len(past) != s.Played && !s.Interrupted && cfg.Past == nil {
		t.Errorf("%d records, %d games played", len(past), s.Played)
	}
	if t.Failed() {
		t.Logf("progress:\n%s", prog.String())
	}
	return result{sum: s, pgn: rec.String(), past: past, log: prog.String()}
}

func xiangqiG(t *testing.T) Game {
	g, err := NewGame("xiangqi", "", 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// mateIn1: Red plays h0h9 and mates (the a8 chariot holds rank 8).
const mateIn1 = "4k4/R8/9/9/9/9/9/9/9/3K3R1 w - - 0 1"

func TestRandomGamesEveryXiangqiProtocol(t *testing.T) {
	for _, pr := range [][2]string{{"uci", "ucci"}, {"xboard", "uci"}, {"ucci", "xboard"}} {
		t.Run(pr[0]+"-"+pr[1], func(t *testing.T) {
			r := run(t, Config{Game: xiangqiG(t), Games: 2, MaxPlies: 80,
				Engines: []EngineSpec{fake(t, "A", pr[0], "-seed", "1"), fake(t, "B", pr[1], "-seed", "2")}})
			if r.sum.Played != 2 {
				t.Fatalf("played %d, want 2\n%s", r.sum.Played, r.log)
			}
			for _, g := range r.past {
				if g.Result == "*" {
					t.Errorf("round %d unfinished\n%s", g.Round, r.pgn)
				}
			}
			for k := range r.sum.Terminations {
				switch k {
				case "time forfeit", "crash", "garbage output", "illegal move", "start failure", "hang":
					t.Errorf("a well-behaved engine lost by %s\n%s", k, r.log)
				}
			}
			if !strings.Contains(r.pgn, `[Game "Chinese Chess"]`) || !strings.Contains(r.pgn, "{book}") {
				t.Errorf("PGN lacks tags or book moves:\n%s", r.pgn)
			}
		})
	}
}

func TestCheckmateWins(t *testing.T) {
	for _, pr := range [][2]string{{"uci", "ucci"}, {"xboard", "uci"}} {
		r := run(t, Config{Game: xiangqiG(t), Games: 2, Openings: []Opening{{FEN: mateIn1}},
			Engines: []EngineSpec{fake(t, "A", pr[0], "-mode", "greedy"), fake(t, "B", pr[1], "-mode", "greedy")}})
		sc := r.sum.Pairs[0].Score
		// Red mates in both games: each engine wins once.
		if sc.Wins != 1 || sc.Losses != 1 || r.sum.Terminations["checkmate"] != 2 || sc.Penta[2] != 1 {
			t.Errorf("%v: score %+v terminations %v\n%s", pr, sc, r.sum.Terminations, r.pgn)
		}
		if !strings.Contains(r.pgn, `[FEN "`+mateIn1+`"]`) || !strings.Contains(r.pgn, "h0h9") {
			t.Errorf("PGN lacks the FEN or the mating move:\n%s", r.pgn)
		}
	}
}

func TestRepetitionDraws(t *testing.T) {
	r := run(t, Config{Game: xiangqiG(t), Games: 2, Openings: []Opening{{Moves: []string{"h2e2", "h9g7"}}},
		Engines: []EngineSpec{fake(t, "A", "uci", "-mode", "repeat"), fake(t, "B", "ucci", "-mode", "repeat")}})
	if sc := r.sum.Pairs[0].Score; sc.Draws != 2 || r.sum.Terminations["repetition"] != 2 {
		t.Errorf("score %+v terminations %v\n%s", sc, r.sum.Terminations, r.pgn)
	}
}

// Engines with 1-based ranks (ranks=1) get and give translated moves.
func TestRanks1(t *testing.T) {
	a := fake(t, "A", "uci", "-ranks1", "-mode", "greedy")
	a.Ranks1 = true
	b := fake(t, "B", "xboard", "-ranks1", "-mode", "greedy")
	b.Ranks1 = true
	r := run(t, Config{Game: xiangqiG(t), Games: 2, Openings: []Opening{{FEN: mateIn1}}, Engines: []EngineSpec{a, b}})
	if r.sum.Terminations["checkmate"] != 2 || !strings.Contains(r.pgn, "h0h9") {
		t.Errorf("terminations %v\n%s", r.sum.Terminations, r.pgn)
	}
	r = run(t, Config{Game: xiangqiG(t), Games: 2, MaxPlies: 60, Engines: []EngineSpec{a, fake(t, "C", "ucci")}})
	for k := range r.sum.Terminations {
		if k == "illegal move" || k == "garbage output" {
			t.Errorf("%s\n%s", k, r.log)
		}
	}
	for m, want := range map[string]string{"h2e2": "h3e3", "a9a0": "a10a1", "x": "x", "h2e": "h2e", "h2e2x": "h2e2x"} {
		if got := shiftRanks(m, 1); got != want {
			t.Errorf("shiftRanks(%q) = %q, want %q", m, got, want)
		}
	}
	if got := shiftRanks("a10a1", -1); got != "a9a0" {
		t.Errorf("back: %q", got)
	}
}

func TestMaxPliesDraw(t *testing.T) {
	r := run(t, Config{Game: xiangqiG(t), Games: 2, MaxPlies: 6,
		Engines: []EngineSpec{fake(t, "A", "uci"), fake(t, "B", "uci", "-seed", "5")}})
	if r.sum.Terminations["max plies"] != 2 {
		t.Errorf("terminations %v", r.sum.Terminations)
	}
}

// misbehaving plays good engine A against B with the given flags and
// checks that B loses every game with category want.
func misbehaving(t *testing.T, game Game, proto string, lim Limits, want string, bArgs ...string) result {
	t.Helper()
	cfg := Config{Game: game, Games: 2, Limits: lim, MaxPlies: 200, Handshake: time.Second,
		Engines: []EngineSpec{fake(t, "good", proto), fake(t, "bad", proto, bArgs...)}}
	r := run(t, cfg)
	sc := r.sum.Pairs[0].Score
	if sc.Wins != 2 || r.sum.Terminations[want] != 2 {
		t.Errorf("%s %v: score %+v terminations %v, want 2 wins by %q\n%s\n%s", proto, bArgs, sc, r.sum.Terminations, want, r.log, r.pgn)
	}
	return r
}

func TestEngineFailuresLose(t *testing.T) {
	xq := xiangqiG(t)
	for _, proto := range []string{"uci", "ucci", "xboard"} {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			mt, slow := Limits{MoveTime: 300 * time.Millisecond, Margin: 100 * time.Millisecond}, "600ms"
			if proto == "xboard" {
				mt, slow = Limits{MoveTime: time.Second, Margin: 100 * time.Millisecond}, "1300ms" // st: whole seconds
			}
			misbehaving(t, xq, proto, mt, "illegal move", "-mode", "illegal", "-after", "1")
			misbehaving(t, xq, proto, mt, "crash", "-mode", "crash", "-after", "1")
			misbehaving(t, xq, proto, mt, "garbage output", "-mode", "garbage")
			misbehaving(t, xq, proto, mt, "resignation", "-mode", "resign", "-after", "2")
			misbehaving(t, xq, proto, mt, "time forfeit", "-mode", "hang", "-after", "1")
			misbehaving(t, xq, proto, mt, "time forfeit", "-mode", "slow", "-delay", slow)
			misbehaving(t, xq, proto, mt, "start failure", "-mode", "nohello")
		})
	}
}

func TestClockForfeitAndHang(t *testing.T) {
	xq := xiangqiG(t)
	// A clock of 0.5 s with no increment: 0.15 s a move runs out on the
	// fourth move.
	r := misbehaving(t, xq, "uci", Limits{Base: 500 * time.Millisecond, Margin: 50 * time.Millisecond},
		"time forfeit", "-mode", "slow", "-delay", "150ms")
	if !strings.Contains(r.pgn, "loses on time") {
		t.Errorf("no time-loss reason in the PGN:\n%s", r.pgn)
	}
	// A depth limit has no clock: a silent engine counts as hung and is killed.
	misbehaving(t, xq, "ucci", Limits{Depth: 3, Timeout: 300 * time.Millisecond}, "hang", "-mode", "hang")
}

func TestCrashRestarts(t *testing.T) {
	cfg := Config{Game: xiangqiG(t), Games: 4, MaxPlies: 100,
		Engines: []EngineSpec{fake(t, "good", "uci"), fake(t, "bad", "uci", "-mode", "crash", "-after", "1")}}
	r := run(t, cfg)
	if r.sum.Terminations["crash"] != 4 {
		t.Fatalf("terminations %v\n%s", r.sum.Terminations, r.log)
	}
	// Each game has the crashing engine's first move: it was restarted.
	if n := strings.Count(r.pgn, "/3 "); n < 4 {
		t.Errorf("the crashed engine played %d moves in 4 games\n%s", n, r.pgn)
	}
}

func TestXboardWithoutSetboard(t *testing.T) {
	cfg := Config{Game: xiangqiG(t), Games: 2, Openings: []Opening{{FEN: mateIn1}},
		Engines: []EngineSpec{fake(t, "A", "uci", "-mode", "greedy"), fake(t, "B", "xboard", "-nosetboard", "-nousermove")}}
	r := run(t, cfg)
	if sc := r.sum.Pairs[0].Score; sc.Wins != 2 || r.sum.Terminations["start failure"] != 2 {
		t.Errorf("score %+v %v", sc, r.sum.Terminations)
	}
	// Plain moves (no usermove) from the start position work.
	cfg.Openings = nil
	cfg.MaxPlies = 30
	r = run(t, cfg)
	if r.sum.Terminations["max plies"] == 0 {
		t.Errorf("terminations %v\n%s", r.sum.Terminations, r.log)
	}
}

func caroG(t *testing.T, rule string, size int) Game {
	g, err := NewGame("caro", rule, size, size)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func caroG2(t *testing.T, w, h int) Game {
	g, err := NewGame("caro", "freestyle", w, h)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestPbrain(t *testing.T) {
	g := caroG(t, "freestyle", 15)
	// Black to move with an open four: black wins by five each game.
	four := "7,7 0,0 8,7 0,2 9,7 0,4 10,7 0,6"
	op, err := g.ParseOpening(four)
	if err != nil {
		t.Fatal(err)
	}
	r := run(t, Config{Game: g, Games: 2, Openings: []Opening{op}, RecordSGF: true,
		Engines: []EngineSpec{fake(t, "A", "pbrain", "-mode", "greedy"), fake(t, "B", "pbrain", "-mode", "greedy")}})
	sc := r.sum.Pairs[0].Score
	if sc.Wins != 1 || sc.Losses != 1 || r.sum.Terminations["five in a row (freestyle)"] != 2 {
		t.Errorf("score %+v %v\n%s", sc, r.sum.Terminations, r.pgn)
	}
	if !strings.Contains(r.pgn, "GM[4]") || !strings.Contains(r.pgn, "RE[B+]") || !strings.Contains(r.pgn, ";B[hh]C[book]") {
		t.Errorf("SGF:\n%s", r.pgn)
	}
	// Random games on a small board end in a line or a full board, and
	// nothing else goes wrong.
	small := caroG(t, "caro", 7)
	r = run(t, Config{Game: small, Games: 4, RecordSGF: true, Openings: []Opening{{}},
		Engines: []EngineSpec{fake(t, "A", "pbrain", "-seed", "3"), fake(t, "B", "pbrain", "-seed", "4")}})
	if r.sum.Played != 4 {
		t.Errorf("played %d", r.sum.Played)
	}
	for k := range r.sum.Terminations {
		if k != "board full" && !strings.Contains(k, "in a row") {
			t.Errorf("termination %q\n%s", k, r.log)
		}
	}
	// A rectangular board (RECTSTART).
	r = run(t, Config{Game: caroG2(t, 9, 7), Games: 2, RecordSGF: true, Openings: []Opening{{}},
		Engines: []EngineSpec{fake(t, "A", "pbrain", "-seed", "5"), fake(t, "B", "pbrain", "-seed", "6")}})
	if r.sum.Played != 2 || !strings.Contains(r.pgn, "SZ[9:7]") {
		t.Errorf("9x7: played %d\n%s", r.sum.Played, r.pgn)
	}
	// An ERROR line before the move is shown, not a forfeit (Rapfi's
	// answer to an INFO line that races its move).
	r = run(t, Config{Game: g, Games: 2, Openings: []Opening{op}, RecordSGF: true,
		Engines: []EngineSpec{fake(t, "A", "pbrain", "-mode", "greedy", "-errorline"), fake(t, "B", "pbrain", "-mode", "greedy")}})
	if sc := r.sum.Pairs[0].Score; sc.Wins != 1 || sc.Losses != 1 || r.sum.Terminations["five in a row (freestyle)"] != 2 {
		t.Errorf("with ERROR lines: score %+v %v\n%s", sc, r.sum.Terminations, r.log)
	}
	mt := Limits{MoveTime: 300 * time.Millisecond, Margin: 100 * time.Millisecond}
	misbehaving(t, g, "pbrain", mt, "illegal move", "-mode", "illegal", "-after", "1")
	misbehaving(t, g, "pbrain", mt, "crash", "-mode", "crash", "-after", "1")
	misbehaving(t, g, "pbrain", mt, "garbage output", "-mode", "garbage")
	misbehaving(t, g, "pbrain", mt, "time forfeit", "-mode", "hang")
	misbehaving(t, g, "pbrain", mt, "start failure", "-mode", "nohello")
}

func TestInterruptLeavesNothingBehind(t *testing.T) {
	pidfile := filepath.Join(t.TempDir(), "child.pid")
	cfg := Config{Game: xiangqiG(t), Games: 4, Concurrency: 2,
		Limits: Limits{MoveTime: 30 * time.Second},
		Engines: []EngineSpec{fake(t, "A", "uci", "-mode", "spawn", "-pidfile", pidfile),
			fake(t, "B", "uci", "-mode", "hang")}}
	var rec, prog bytes.Buffer
	cfg.Record, cfg.Progress = &rec, &prog
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(1500*time.Millisecond, cancel)
	start := time.Now()
	s, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if time.Since(start) > 10*time.Second || !s.Interrupted || s.Played != 0 {
		t.Errorf("interrupted=%v played=%d after %v", s.Interrupted, s.Played, time.Since(start))
	}
	past, _ := ReadPastGames(strings.NewReader(rec.String()))
	if len(past) != 2 || past[0].Result != "*" {
		t.Errorf("want 2 unfinished records, got %+v\n%s", past, rec.String())
	}
	wantGone(t, pidfile)
}

// wantGone checks that the process whose id the fake engine wrote to
// pidfile ends within 3 s (and kills it if not).
func wantGone(t *testing.T, pidfile string) {
	t.Helper()
	b, err := os.ReadFile(pidfile)
	if err != nil {
		t.Fatal(err)
	}
	pid, _ := strconv.Atoi(string(b))
	deadline := time.Now().Add(3 * time.Second)
	for alive(pid) && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if alive(pid) {
		t.Errorf("the engine's child process %d is still running", pid)
		killPid(pid)
	}
}

// A match that ends normally also leaves nothing running: the engine's
// own child process goes with its process group.
func TestNormalEndLeavesNothingBehind(t *testing.T) {
	pidfile := filepath.Join(t.TempDir(), "child.pid")
	r := run(t, Config{Game: xiangqiG(t), Games: 2, MaxPlies: 10,
		Engines: []EngineSpec{fake(t, "A", "ucci", "-mode", "spawn", "-pidfile", pidfile), fake(t, "B", "uci")}})
	if r.sum.Played != 2 {
		t.Fatalf("played %d", r.sum.Played)
	}
	wantGone(t, pidfile)
}

func TestResume(t *testing.T) {
	cfg := Config{Game: xiangqiG(t), Games: 4, Openings: []Opening{{FEN: mateIn1}},
		Engines: []EngineSpec{fake(t, "A", "uci", "-mode", "greedy"), fake(t, "B", "uci", "-mode", "greedy")}}
	full := run(t, cfg)
	if full.sum.Played != 4 {
		t.Fatalf("played %d", full.sum.Played)
	}
	// Keep rounds 1 and 3 and an unfinished round 2.
	past := []PastGame{full.past[0], full.past[2], {Round: 2, Players: full.past[1].Players, Result: "*"}}
	cfg.Past = past
	r := run(t, cfg)
	if r.sum.Played != 4 || len(r.past) != 2 {
		t.Errorf("resumed: played %d total, %d new records", r.sum.Played, len(r.past))
	}
	for _, g := range r.past {
		if g.Round != 2 && g.Round != 4 {
			t.Errorf("replayed round %d", g.Round)
		}
	}
	if !reflect.DeepEqual(r.sum.Terminations, full.sum.Terminations) {
		t.Errorf("resumed terminations %v, full %v", r.sum.Terminations, full.sum.Terminations)
	}
	if r.sum.Pairs[0].Score != full.sum.Pairs[0].Score {
		t.Errorf("resumed score %+v, full %+v", r.sum.Pairs[0].Score, full.sum.Pairs[0].Score)
	}
	cfg.Past = []PastGame{{Round: 1, Players: [2]string{"X", "Y"}, Result: "1-0"}}
	if _, err := Run(context.Background(), cfg); err == nil {
		t.Error("resume with other engines accepted")
	}
}

func TestSPRTStopsAndRoundRobin(t *testing.T) {
	cfg := Config{Game: xiangqiG(t), Games: 40, MaxPlies: 10,
		SPRT:    &SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05},
		Engines: []EngineSpec{fake(t, "A", "uci", "-mode", "greedy"), fake(t, "B", "uci", "-mode", "resign", "-after", "1")}}
	// B resigns at its second move: A wins every game, and SPRT accepts H1
	// long before 40 games.
	r := run(t, cfg)
	if r.sum.SPRT == nil || r.sum.SPRT.Decision != "H1" || r.sum.Played >= 40 {
		t.Errorf("SPRT %+v after %d games\n%s", r.sum.SPRT, r.sum.Played, r.log)
	}
	// Round robin of three: three pairings and a standings table.
	cfg = Config{Game: xiangqiG(t), Games: 2, MaxPlies: 4, Concurrency: 3,
		Engines: []EngineSpec{fake(t, "A", "uci"), fake(t, "B", "ucci"), fake(t, "C", "xboard")}}
	r = run(t, cfg)
	if len(r.sum.Pairs) != 3 || r.sum.Played != 6 {
		t.Errorf("pairs %d played %d", len(r.sum.Pairs), r.sum.Played)
	}
	var text bytes.Buffer
	r.sum.WriteText(&text)
	for _, want := range []string{"A vs B", "A vs C", "B vs C", "Rank", "max plies"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, text.String())
		}
	}
	cfg.Gauntlet = true
	r = run(t, cfg)
	if len(r.sum.Pairs) != 2 || r.sum.Played != 4 {
		t.Errorf("gauntlet: pairs %d played %d", len(r.sum.Pairs), r.sum.Played)
	}
}

// A full board with no line is a draw: 5×5, no five anywhere.
func TestCaroFullBoardDraws(t *testing.T) {
	g := caroG(t, "freestyle", 5)
	rows := []string{"XXOOX", "OOXXO", "XXOOX", "OOXXO", "XXOOX"}
	var black, white []string
	for y, row := range rows {
		for x, c := range row {
			if c == 'X' {
				black = append(black, fmt.Sprintf("%d,%d", x, y))
			} else {
				white = append(white, fmt.Sprintf("%d,%d", x, y))
			}
		}
	}
	r, err := g.NewReferee(Opening{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range black {
		if err := r.Play(black[i]); err != nil {
			t.Fatal(err)
		}
		if i < len(white) {
			if err := r.Play(white[i]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if o := r.Outcome(); !o.Over || o.Winner != -1 || o.Reason != "board full" {
		t.Errorf("full board: %+v", o)
	}
}
