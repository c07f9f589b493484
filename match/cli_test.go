package match

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	xqengine "github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

func TestParseEngineSpec(t *testing.T) {
	e, err := ParseEngineSpec(`name=A cmd=/bin/eng -x "two words" proto=UCI option.Hash=64 option.Threads=1 dir=/tmp arg=--k=v ranks=1`)
	if err != nil {
		t.Fatal(err)
	}
	want := EngineSpec{Name: "A", Cmd: "/bin/eng", Args: []string{"-x", "two words", "--k=v"}, Dir: "/tmp", Proto: "uci",
		Options: [][2]string{{"Hash", "64"}, {"Threads", "1"}}, Ranks1: true}
	if !reflect.DeepEqual(e, want) {
		t.Errorf("got %+v\nwant %+v", e, want)
	}
	if e, _ := ParseEngineSpec("cmd=/usr/games/maxqi proto=xboard"); e.Name != "maxqi" {
		t.Errorf("default name %q", e.Name)
	}
	for _, bad := range []string{"name=A proto=uci", "cmd=x", "cmd=x proto=uci ranks=2", "cmd=x proto=winboard", "foo cmd=x proto=uci", `cmd="x proto=uci`} {
		if _, err := ParseEngineSpec(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestParseFlags(t *testing.T) {
	b, i, err := ParseTC("10+0.1")
	if err != nil || b != 10*time.Second || i != 100*time.Millisecond {
		t.Errorf("10+0.1: %v %v %v", b, i, err)
	}
	if b, i, err = ParseTC("1:30+1"); err != nil || b != 90*time.Second || i != time.Second {
		t.Errorf("1:30+1: %v %v %v", b, i, err)
	}
	for _, bad := range []string{"", "x+1", "0+1", "-1", "10+y"} {
		if _, _, err := ParseTC(bad); err == nil {
			t.Errorf("tc %q accepted", bad)
		}
	}
	s, err := ParseSPRT("elo0=-2 elo1=3 alpha=0.1 beta=0.2")
	if err != nil || *s != (SPRT{-2, 3, 0.1, 0.2}) {
		t.Errorf("sprt %+v %v", s, err)
	}
	if _, err := ParseSPRT("elo0=5 elo1=1"); err == nil {
		t.Error("elo1 < elo0 accepted")
	}
	got := expandArgs([]string{"--sprt", "elo0=0", "elo1=5", "--games", "4", "--engine", "name=A", "cmd=x", "-v", "proto=uci", "--tc", "1"})
	want := []string{"--sprt", "elo0=0 elo1=5", "--games", "4", "--engine", "name=A cmd=x -v proto=uci", "--tc", "1"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("expandArgs = %q", got)
	}
}

func TestOpenings(t *testing.T) {
	xq := xiangqiG(t)
	ops, errs := ReadOpenings(xq, xiangqiOpenings)
	if len(errs) > 0 || len(ops) != 33 {
		t.Errorf("built-in xiangqi suite: %d openings, errors %v", len(ops), errs)
	}
	for _, o := range ops {
		if n := len(o.Moves); n < 2 || n > 6 || o.Name == "" {
			t.Errorf("opening %q: %d plies", o.Name, n)
		}
	}
	text := "# comment\nh2e2 h9g7\n" + mateIn1 + "\nfen " + xiangqi.StartFEN + " moves b2e2 #Left cannon\nh2e2 h2e2\nzz\n4k4/9 w\n" +
		"3k5/9/9/9/9/9/9/9/9/4K4 moves e0e1\n"
	ops, errs = ReadOpenings(xq, text)
	if len(ops) != 3 || len(errs) != 4 {
		t.Fatalf("got %d openings and errors %v", len(ops), errs)
	}
	if ops[2].FEN != "" || ops[2].Moves[0] != "b2e2" || ops[2].Name != "Left cannon" || ops[1].FEN != mateIn1 {
		t.Errorf("openings %+v", ops)
	}
	if !strings.HasPrefix(errs[0].Error(), "line 5:") {
		t.Errorf("error without its line: %v", errs[0])
	}
	// A FEN without its side to move is an error, not a guess that Red moves.
	if e := errs[3].Error(); !strings.HasPrefix(e, "line 8:") || !strings.Contains(e, "no side to move") {
		t.Errorf("a FEN without a side to move: %v", e)
	}
	cg := caroG(t, "caro", 15)
	if n := len(cg.DefaultOpenings()); n < 38 || n > 41 {
		t.Errorf("caro suite on 15x15: %d openings", n)
	}
	ops, errs = ReadOpenings(cg, "0,0, 1,0, 1,3\n7,7 8,8\nmoves: 1,1\noffsets: 1,1\n7,7 7,7\n20,20\n")
	if len(ops) != 4 || len(errs) != 2 {
		t.Fatalf("caro: %d openings, errors %v", len(ops), errs)
	}
	if strings.Join(ops[0].Moves, " ") != "7,7 8,7 8,10" || ops[2].Moves[0] != "1,1" || ops[3].Moves[0] != "8,8" {
		t.Errorf("caro openings %+v", ops)
	}
}

// A caro five blocked at both ends by the opponent does not win; blocked at
// one end, or touching the edge, it does.
func TestCaroReferee(t *testing.T) {
	g := caroG(t, "caro", 15)
	play := func(moves string) Outcome {
		o, err := g.ParseOpening("moves: " + moves)
		if err != nil {
			t.Fatal(err)
		}
		r, err := g.NewReferee(Opening{})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range o.Moves {
			if err := r.Play(m); err != nil {
				t.Fatalf("%s: %v", m, err)
			}
		}
		return r.Outcome()
	}
	// White stones at 2,5 and 8,5; black fills 3..7 on row 5.
	if o := play("3,5 2,5 4,5 8,5 5,5 0,0 6,5 0,2 7,5"); o.Over {
		t.Errorf("a five blocked at both ends won: %+v", o)
	}
	if o := play("3,5 2,5 4,5 0,0 5,5 0,2 6,5 0,4 7,5"); !o.Over || o.Winner != First {
		t.Errorf("a five blocked at one end: %+v", o)
	}
	if o := play("0,5 9,9 1,5 9,7 2,5 9,5 3,5 9,3 4,5"); !o.Over || o.Winner != First {
		t.Errorf("a five at the edge: %+v", o)
	}
	// Renju: black's double three at 7,7 is forbidden and loses.
	rj := caroG(t, "renju", 15)
	r, _ := rj.NewReferee(Opening{})
	for _, m := range strings.Fields("6,7 0,0 8,7 0,2 7,6 0,4 7,8 0,6 7,7") {
		if err := r.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if o := r.Outcome(); !o.Over || o.Winner != Second || !strings.Contains(o.Reason, "forbidden") {
		t.Errorf("renju double three: %+v", o)
	}
	// Renju: black to move with every empty point forbidden is a draw (the
	// engine cannot answer a move; it used to lose the game for garbage).
	data, err := os.ReadFile("../caro/testdata/renju-no-move.txt")
	if err != nil {
		t.Fatal(err)
	}
	r, _ = rj.NewReferee(Opening{})
	for line := range strings.Lines(string(data)) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		for _, m := range strings.Fields(line) {
			if err := r.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if o := r.Outcome(); !o.Over || o.Winner != -1 || !strings.Contains(o.Reason, "no legal move") {
		t.Errorf("renju, no legal move for black: %+v", o)
	}
	r, _ = g.NewReferee(Opening{})
	for _, bad := range []string{"-1,-1", "15,0", "x", "3"} {
		if r.Play(bad) == nil {
			t.Errorf("move %q accepted", bad)
		}
	}
}

func TestRecordsRoundTrip(t *testing.T) {
	g := &GameRecord{Round: 7, Players: [2]string{`A "quoted"`, "B]"}, Result: "0-1", Reason: "mate", Category: "checkmate",
		StartFEN: mateIn1, Opening: Opening{Name: "x"},
		Moves: []MoveRecord{{Move: "h0h9", Elapsed: 1500 * time.Millisecond, Depth: 3, Score: "+M1"}}}
	var b bytes.Buffer
	if err := WritePGN(&b, g, "ev"); err != nil {
		t.Fatal(err)
	}
	past, err := ReadPastGames(strings.NewReader(b.String()))
	if err != nil || len(past) != 1 || past[0] != (PastGame{7, g.Players, "0-1", "checkmate"}) {
		t.Errorf("PGN round trip: %+v %v\n%s", past, err, b.String())
	}
	if !strings.Contains(b.String(), "1. h0h9 {+M1/3 1.500s}") {
		t.Errorf("PGN moves:\n%s", b.String())
	}
	b.Reset()
	g.Moves = []MoveRecord{{Move: "7,7", Book: true}, {Move: "26,1"}}
	g.Limits = Limits{Base: 3 * time.Second, Inc: 50 * time.Millisecond}
	if err := WriteSGF(&b, g, 27, 27, "caro", "ev"); err != nil {
		t.Fatal(err)
	}
	// SGF's TM is a number of seconds; the increment goes in OT.
	if !strings.Contains(b.String(), "TM[3]OT[3+0.05]") {
		t.Errorf("SGF time control:\n%s", b.String())
	}
	past, err = ReadPastGames(strings.NewReader(b.String()))
	if err != nil || len(past) != 1 || past[0] != (PastGame{7, g.Players, "0-1", "checkmate"}) {
		t.Errorf("SGF round trip: %+v %v\n%s", past, err, b.String())
	}
	if !strings.Contains(b.String(), ";B[hh]C[book];W[Ab]") {
		t.Errorf("SGF moves:\n%s", b.String())
	}
}

func TestCLI(t *testing.T) {
	dir := t.TempDir()
	eng := fakeEngine(t)
	pgn, js := filepath.Join(dir, "m.pgn"), filepath.Join(dir, "m.json")
	args := []string{"--game", "xiangqi", "--engine", "name=A cmd=" + eng + " -proto uci proto=uci",
		"--engine", "name=B cmd=" + eng + " -proto xboard proto=xboard", "--games", "4", "--movetime", "1",
		"--maxplies", "20", "--pgn", pgn, "--json", js, "--seed", "3", "--concurrency", "2"}
	var out, errb bytes.Buffer
	if code := CLI(context.Background(), args, &out, &errb); code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	var sum struct {
		Played int `json:"games_played"`
		Pairs  []struct {
			Wins, Draws, Losses int
		} `json:"pairs"`
	}
	b, _ := os.ReadFile(js)
	if err := json.Unmarshal(b, &sum); err != nil || sum.Played != 4 || len(sum.Pairs) != 1 {
		t.Errorf("json %s: %v", b, err)
	}
	if !strings.Contains(out.String(), "[4/4]") || !strings.Contains(out.String(), "A vs B") {
		t.Errorf("output:\n%s", out.String())
	}
	// --resume of a finished match plays nothing more.
	out.Reset()
	if code := CLI(context.Background(), append(args, "--resume"), &out, &errb); code != 0 ||
		!strings.Contains(out.String(), "4 games already played, 0 to go") {
		t.Errorf("resume: exit %d\n%s%s", code, out.String(), errb.String())
	}
	x, y := "name=x cmd="+eng+" proto=uci", "name=y cmd="+eng+" proto=uci"
	for _, bad := range [][]string{
		{"--engine", x},
		{"--engine", x, "--engine", y},
		{"--engine", x, "--engine", y, "--tc", "abc"},
		{"--game", "caro", "--engine", "name=x cmd=" + eng + " proto=pbrain", "--engine", "name=y cmd=" + eng + " proto=pbrain", "--tc", "1", "--pgn", "x"},
		{"--game", "chess", "--engine", x, "--engine", y, "--tc", "1"},
		{"--engine", x, "--engine", y, "--tc", "1", "--sprt", "elo0=3 elo1=1"},
	} {
		if code := CLI(context.Background(), bad, &out, &errb); code != 2 {
			t.Errorf("%q: exit %d, want 2", bad, code)
		}
	}
}

// Real engines, when installed: maxqi (xboard) against fairy-stockfish
// (UCCI), sjaakii (xboard), and the project's caro engine in pbrain.
func TestRealEngines(t *testing.T) {
	if testing.Short() {
		t.Skip("real engine games in -short mode")
	}
	need := func(path string) {
		if _, err := os.Stat(path); err != nil {
			t.Skipf("%s not installed", path)
		}
	}
	need("/usr/games/maxqi")
	need("/usr/games/fairy-stockfish")
	// A minute for each handshake: under CI's parallel race-detector tests
	// on two cores fairy-stockfish once took over the default ten seconds
	// to answer uci (a start failure is what this test looks for, a slow
	// start is not).
	cfg := Config{Game: xiangqiG(t), Games: 2, MaxPlies: 40, Gauntlet: true, Concurrency: 2, Handshake: time.Minute,
		Limits: Limits{Base: time.Second, Inc: 50 * time.Millisecond, Margin: time.Second},
		Engines: []EngineSpec{
			{Name: "maxqi", Cmd: "/usr/games/maxqi", Proto: "xboard"},
			{Name: "fairy-stockfish", Cmd: "/usr/games/fairy-stockfish", Proto: "ucci", Options: [][2]string{{"Hash", "16"}}}}}
	if _, err := os.Stat("/usr/games/sjaakii"); err == nil {
		cfg.Engines = append(cfg.Engines, EngineSpec{Name: "sjaakii", Cmd: "/usr/games/sjaakii", Proto: "xboard"})
	}
	// fairy-stockfish in plain UCI mode counts ranks 1..10.
	cfg.Engines = append(cfg.Engines, EngineSpec{Name: "fairy-stockfish-uci", Cmd: "/usr/games/fairy-stockfish", Proto: "uci",
		Ranks1: true, Options: [][2]string{{"UCI_Variant", "xiangqi"}, {"Hash", "16"}}})
	// The project's engine, when it builds, plays the gauntlet against them.
	bin := filepath.Join(t.TempDir(), "alphabeta-xiangqi")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/alphabeta-xiangqi").CombinedOutput(); err == nil {
		cfg.Engines = append([]EngineSpec{{Name: "alphabeta", Cmd: bin, Proto: "uci", Options: [][2]string{{"Hash", "16"}}}}, cfg.Engines...)
	} else {
		t.Logf("alphabeta-xiangqi does not build, left out: %v\n%s", err, out)
	}
	r := run(t, cfg)
	for k, n := range r.sum.Terminations {
		switch k {
		case "time forfeit", "crash", "garbage output", "illegal move", "start failure", "hang":
			t.Errorf("%d games lost by %s\n%s", n, k, r.log)
		}
	}
	if r.sum.Played != 2*len(r.sum.Pairs) {
		t.Errorf("played %d", r.sum.Played)
	}
}

func TestRealCaroEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("real engine games in -short mode")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "pbrain-alphabeta")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/pbrain-alphabeta").CombinedOutput(); err != nil {
		t.Skipf("no pbrain-alphabeta: %v\n%s", err, out)
	}
	r := run(t, Config{Game: caroG(t, "caro", 15), Games: 2, RecordSGF: true,
		// The margin is generous: the test checks how games end, and a
		// loaded 2-core machine once made a 50 ms move take over 550 ms.
		Limits:  Limits{MoveTime: 50 * time.Millisecond, Margin: 10 * time.Second},
		Engines: []EngineSpec{{Name: "A", Cmd: bin, Proto: "pbrain"}, {Name: "B", Cmd: bin, Proto: "pbrain"}}})
	for k := range r.sum.Terminations {
		if k != "board full" && !strings.Contains(k, "in a row") {
			t.Errorf("termination %q\n%s", k, r.log)
		}
	}
}

// The built-in xiangqi suite is balanced by the project's own engine: no
// line hands either side two pawns at depth 8 (about 2 s in all). The bound
// was a pawn and a half until the evaluation of 2026-12-06, which gives
// Red 162 after c3c4 b7c7 b2e2 g9e7 (the others stay within 150); the suite
// is kept as it is so that results stay comparable.
func TestDefaultOpeningsBalanced(t *testing.T) {
	if testing.Short() {
		t.Skip("searches every opening")
	}
	g := xiangqiG(t)
	for _, o := range g.DefaultOpenings() {
		r, err := g.NewReferee(o)
		if err != nil {
			t.Fatal(err)
		}
		p := r.(*xiangqiReferee).pos
		eng := xqengine.New(xqengine.Options{HashMB: 16, Threads: 1})
		res := eng.Search(context.Background(), p.Clone(), xqengine.Limits{Limits: enginekit.Limits{Depth: 8}}, nil)
		score := res.Info.Score
		if p.SideToMove() == xiangqi.Black {
			score = -score // Red's view
		}
		if res.Info.Mate != 0 || score < -200 || score > 200 {
			t.Errorf("%v (%s): Red's score %d (mate %d) at depth %d: not balanced", o.Moves, o.Name, score, res.Info.Mate, res.Info.Depth)
		}
	}
}

// sampleRecords are games of every shape a match writes: from a FEN with
// Black to move, unfinished without moves, with book moves and adjudicated.
func sampleRecords() []*GameRecord {
	d := time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC)
	return []*GameRecord{
		{Round: 7, Players: [2]string{`A "quoted"`, "B]"}, Result: "0-1", Reason: "mate", Category: "checkmate", Date: d,
			StartFEN: mateIn1, Opening: Opening{Name: "x"},
			Moves: []MoveRecord{{Move: "h0h9", Elapsed: 1500 * time.Millisecond, Depth: 3, Score: "+M1"}}},
		{Round: 1, Players: [2]string{"alpha", "beta"}, Result: "*", Reason: "bad opening", Category: "bad opening", Date: d,
			Limits: Limits{Base: time.Second, Inc: 50 * time.Millisecond}},
		{Round: 2, Players: [2]string{"alpha", "beta"}, Result: "1/2-1/2", Reason: "adjudicated draw at 20 plies", Category: "max plies", Date: d,
			StartFEN: xiangqi.StartFEN, Limits: Limits{MoveTime: time.Second}, Opening: Opening{Name: "Central cannon"},
			Moves: []MoveRecord{{Move: "h2e2", Book: true}, {Move: "h9g7", Book: true}, {Move: "h0g2", Elapsed: 12 * time.Millisecond, Depth: 12, Score: "+0.25"},
				{Move: "i9h9", Elapsed: 999 * time.Millisecond}, {Move: "i0h0", Elapsed: 5 * time.Millisecond, Depth: 7, Score: "-1.00"}, {Move: "b9c7", Depth: 1}}},
		{Round: 3, Players: [2]string{"x", "y"}, Result: "1-0", Reason: "perpetual check", Category: "perpetual check", Date: d,
			StartFEN: "4k4/9/9/9/9/9/9/9/9/3K1R3 b - - 0 1",
			Moves:    []MoveRecord{{Move: "e9e8", Elapsed: time.Millisecond}, {Move: "f0f8", Elapsed: time.Millisecond}}},
	}
}

// The PGN records are written by package xiangqi's writer, byte for byte
// as testdata/records.pgn; that is the runner's own writer's text of before
// (testdata/records-v1.pgn) with a [Format "ICCS"] tag added, and --resume
// reads both alike.
func TestPGNRecordsPinned(t *testing.T) {
	var b bytes.Buffer
	for _, g := range sampleRecords() {
		if err := WritePGN(&b, g, `ev \ x`); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("testdata/records.pgn")
	if err != nil {
		t.Fatal(err)
	}
	if b.String() != string(want) {
		t.Errorf("PGN records changed; got\n%s", b.String())
	}
	old, err := os.ReadFile("testdata/records-v1.pgn")
	if err != nil {
		t.Fatal(err)
	}
	if strings.ReplaceAll(string(want), "[Format \"ICCS\"]\n", "") != string(old) {
		t.Error("records.pgn is more than records-v1.pgn with a Format tag")
	}
	wantPast := []PastGame{{7, [2]string{`A "quoted"`, "B]"}, "0-1", "checkmate"}, {1, [2]string{"alpha", "beta"}, "*", "bad opening"},
		{2, [2]string{"alpha", "beta"}, "1/2-1/2", "max plies"}, {3, [2]string{"x", "y"}, "1-0", "perpetual check"}}
	for _, text := range []string{string(want), string(old)} {
		past, err := ReadPastGames(strings.NewReader(text))
		if err != nil || !reflect.DeepEqual(past, wantPast) {
			t.Errorf("ReadPastGames: %+v, %v", past, err)
		}
	}
	// A record cut inside the moves of its last game (a crash mid-write)
	// gives the games before it: the one cut short is played again, not
	// counted by the result its tags claim (issue 30: the next game was
	// glued onto it).
	cut := string(want[:bytes.LastIndex(want, []byte("2. f0f8"))+5])
	if past, err := ReadPastGames(strings.NewReader(cut)); err != nil || !reflect.DeepEqual(past, wantPast[:3]) {
		t.Errorf("a record cut short: %+v, %v", past, err)
	}
}
