package match

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
)

// rejudgeOne parses one hand-written game and rejudges it.
func rejudgeOne(t *testing.T, sgf string, opt RejudgeOptions) Rejudged {
	t.Helper()
	games, err := ParseSGF(sgf)
	if err != nil || len(games) != 1 {
		t.Fatalf("%s: %d games, %v", sgf, len(games), err)
	}
	return Rejudge(&games[0], opt)
}

// A black five on the first row, white's stones on the second.
const (
	fiveMoves     = ";B[aa];W[ab];B[ba];W[bb];B[ca];W[cb];B[da];W[db];B[ea]"
	blackFiveHead = "(;GM[4]SZ[15]RU[0]PB[A]PW[B]RE[B+1]TE[Black win by five connection]"
	// Black's six on the first row, the last stone in the gap; white's
	// stones apart on the third.
	sixMoves = ";B[aa];W[ac];B[ba];W[cc];B[ca];W[ec];B[ea];W[gc];B[fa];W[ic];B[da]"
)

// Each end the referee can see on the board is compared with the record's;
// an end off the board is checked as far as the record allows.
func TestRejudge(t *testing.T) {
	cases := []struct {
		name, sgf, rule string
		verdict, note   string
	}{
		{"five", blackFiveHead + fiveMoves + ")", "", VerdictAgree, ""},
		{"missed five", blackFiveHead + fiveMoves + ";W[eb])", "", VerdictDisagree, "the game ended at move 9"},
		{"no five", blackFiveHead + ";B[aa];W[ab];B[ba])", "", VerdictDisagree, "the game is not over on the board"},
		{"other winner", "(;GM[4]RU[0]RE[W+1]TE[White win by five connection]" + fiveMoves + ")", "", VerdictDisagree, "the referee's black wins, the record's white wins"},
		{"occupied", "(;RE[B+1]TE[White win by opponent illegal move];B[aa];W[aa])", "", VerdictDisagree, "move 2 (a1) is illegal"},
		{"outside", "(;SZ[15]RE[0];B[aa];W[zz])", "", VerdictDisagree, "move 2 (z26) is illegal"},
		{"colour", "(;RE[0];B[aa];B[ba])", "", VerdictDisagree, "move 2 (b1) is B's, but white is to move"},
		{"time", "(;RE[W+1]TE[White win by time forfeit];B[aa];W[ab])", "", VerdictUnchecked, "the loser was to move"},
		{"time, winner to move", "(;RE[B+1]TE[Black win by time forfeit];B[aa];W[ab])", "", VerdictDisagree, "the loser should be the side to move (black)"},
		{"adjudicated", "(;RE[0]TE[Draw by adjudication];B[aa];W[ab])", "", VerdictUnchecked, "ended off the board"},
		{"unfinished", "(;RE[?];B[aa])", "", VerdictUnchecked, "unfinished"},
		{"forbidden in freestyle", "(;RU[0]RE[W+1]TE[Black play forbidden move - double three];B[aa];W[ab])", "", VerdictDisagree, "no move is forbidden under freestyle"},
		{"forbidden, none", "(;RU[4]RE[W+1]TE[Black play forbidden move - overline];B[hh];W[ab])", "", VerdictDisagree, "no such forbidden point"},
		{"six, freestyle", "(;RU[0]RE[B+1]TE[Black win by five connection]" + sixMoves + ")", "", VerdictAgree, ""},
		{"six, standard", "(;RU[1]RE[B+1]TE[Black win by five connection]" + sixMoves + ")", "", VerdictDisagree, "not over on the board"},
		{"six, --rule standard", "(;RU[0]RE[B+1]TE[Black win by five connection]" + sixMoves + ")", "standard", VerdictDisagree, "not over on the board"},
		{"rule name", "(;RU[renju]RE[B+1]TERM[five in a row (renju)]" + fiveMoves + ")", "", VerdictAgree, ""},
		{"unknown rule", "(;RU[7]RE[0];B[aa])", "", VerdictBad, "RU[7]"},
		{"not a point", "(;RE[0];B[aa];W[])", "", VerdictBad, "W[] is not a point"},
		{"bad size", "(;SZ[99]RE[0];B[aa])", "", VerdictBad, "board 99×99"},
	}
	for _, c := range cases {
		r := rejudgeOne(t, c.sgf, RejudgeOptions{Rule: c.rule})
		if r.Verdict != c.verdict || !strings.Contains(r.Note, c.note) {
			t.Errorf("%s: %s (%s); want %s (%s)", c.name, r.Verdict, r.Note, c.verdict, c.note)
		}
	}
}

// The records of this runner (WriteSGF) rejudge as agreeing: a five, and
// a renju forbidden move, which this runner records as played.
func TestRejudgeOwnRecords(t *testing.T) {
	for _, c := range []struct {
		rule   string
		moves  string
		result string
	}{
		{"freestyle", "0,0 0,1 1,0 1,1 2,0 2,1 3,0 3,1 4,0", "1-0"},
		// Black's 7,7 makes two open threes (6,7 8,7 and 7,6 7,8).
		{"renju", "6,7 0,0 8,7 0,2 7,6 0,4 7,8 0,6 7,7", "0-1"},
	} {
		game, err := NewGame("caro", c.rule, 15, 15)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := game.NewReferee(Opening{})
		if err != nil {
			t.Fatal(err)
		}
		g := &GameRecord{Round: 1, Players: [2]string{"A", "B"}, Date: time.Now(), Limits: Limits{Depth: 1}}
		for _, m := range strings.Fields(c.moves) {
			if err := ref.Play(m); err != nil {
				t.Fatal(err)
			}
			g.Moves = append(g.Moves, MoveRecord{Move: m})
		}
		o := ref.Outcome()
		g.Result, g.Category, g.Reason = c.result, o.Reason, o.Reason
		var b bytes.Buffer
		if err := WriteSGF(&b, g, 15, 15, c.rule, "ev"); err != nil {
			t.Fatal(err)
		}
		if r := rejudgeOne(t, b.String(), RejudgeOptions{}); r.Verdict != VerdictAgree || r.Note != "" {
			t.Errorf("%s: %s (%s; %s)\n%s", c.rule, r.Verdict, r.Note, r.Referee, b.String())
		}
	}
}

// testdata/c-gomoku-cli.sgf holds three games of real c-gomoku-cli runs
// (pbrain-alphabeta v PentaZen, docs/strength.md): two freestyle fives and
// a renju game that PentaZen lost with a forbidden double three, which the
// record leaves out. testdata/c-gomoku-cli.log holds the lines of those
// games of the runs' -log files that rejudge reads (START and the moves):
// it gives the forbidden move, which the referee then judges.
func TestRejudgeCGomokuCli(t *testing.T) {
	data, err := os.ReadFile("testdata/c-gomoku-cli.sgf")
	if err != nil {
		t.Fatal(err)
	}
	games, err := ParseSGF(string(data))
	if err != nil || len(games) != 3 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	logData, err := os.ReadFile("testdata/c-gomoku-cli.log")
	if err != nil {
		t.Fatal(err)
	}
	logged := ReadEngineLog(string(logData))
	if len(logged) != 3 {
		t.Fatalf("log: %d games, want 3", len(logged))
	}
	for i, want := range []string{VerdictAgree, VerdictAgree, VerdictUnchecked} {
		r := Rejudge(&games[i], RejudgeOptions{})
		if r.Verdict != want {
			t.Errorf("game %d: %s (%s; %s), want %s", i+1, r.Verdict, r.Note, r.Referee, want)
		}
		r = Rejudge(&games[i], RejudgeOptions{Logged: logged[i]})
		if r.Verdict != VerdictAgree {
			t.Errorf("game %d with the log: %s (%s; %s)", i+1, r.Verdict, r.Note, r.Referee)
		}
	}
	forbidden := &games[2]
	if r := Rejudge(forbidden, RejudgeOptions{}); !strings.Contains(r.Note, "black's forbidden points here: f6 double three") {
		t.Errorf("forbidden game without the log: %s", r.Note)
	}
	last := logged[2][len(logged[2])-1]
	if last != (caro.Point{X: 5, Y: 5}) {
		t.Fatalf("the log's last move %v, want 5,5", last)
	}
	// Another last move: not forbidden, so the record is wrong; a log
	// that is not the record's game is not used.
	other := append(append([]caro.Point(nil), logged[2][:len(logged[2])-1]...), caro.Point{X: 14, Y: 14})
	if r := Rejudge(forbidden, RejudgeOptions{Logged: other}); r.Verdict != VerdictDisagree || !strings.Contains(r.Note, "o15 not forbidden") {
		t.Errorf("another logged move: %s (%s)", r.Verdict, r.Note)
	}
	if r := Rejudge(forbidden, RejudgeOptions{Logged: logged[0]}); r.Verdict != VerdictUnchecked || !strings.Contains(r.Note, "the log's") {
		t.Errorf("the log of another game: %s (%s)", r.Verdict, r.Note)
	}
}

func TestRejudgeCLI(t *testing.T) {
	dir := t.TempDir()
	bad := dir + "/bad.sgf"
	if err := os.WriteFile(bad, []byte(blackFiveHead+fiveMoves+";W[eb])\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args      []string
		code      int
		out, errs string
	}{
		{[]string{"testdata/c-gomoku-cli.sgf"}, 0, "3 games: 2 agree, 0 disagree, 1 unchecked", ""},
		{[]string{"--log", "testdata/c-gomoku-cli.log", "testdata/c-gomoku-cli.sgf"}, 0, "3 games: 3 agree, 0 disagree, 0 unchecked", ""},
		{[]string{"--quiet", "testdata/c-gomoku-cli.sgf"}, 0, "game 3 (round 1.6, PentaZen (black) v alphabeta, renju, 26 moves): unchecked", ""},
		{[]string{"testdata/c-gomoku-cli.sgf", bad}, 1, bad + ": game 1 (A (black) v B, freestyle, 10 moves): DISAGREE", ""},
		{[]string{"--log", "testdata/c-gomoku-cli.log", bad}, 1, "1 games: 0 agree, 1 disagree", "the log is not read"},
		{[]string{"--log", "x", bad, bad}, 2, "", "--log goes with one record"},
		{[]string{}, 2, "", "give one or more SGF records"},
		{[]string{"--rule", "chess", bad}, 2, "", "--rule"},
		{[]string{"--size", "2", bad}, 2, "", "--size"},
		{[]string{dir + "/none.sgf"}, 1, "", "none.sgf"},
		{[]string{"testdata/records.pgn"}, 1, "", "sgf: game 1: unexpected '['"},
	} {
		var out, errs bytes.Buffer
		code := CLI(t.Context(), append([]string{"rejudge"}, c.args...), &out, &errs)
		if code != c.code || !strings.Contains(out.String(), c.out) || !strings.Contains(errs.String(), c.errs) {
			t.Errorf("%q: exit %d\nstdout %s\nstderr %s\nwant %d, %q, %q", c.args, code, out.String(), errs.String(), c.code, c.out, c.errs)
		}
	}
}

func TestParseSGFErrors(t *testing.T) {
	for _, c := range []struct{ sgf, want string }{
		{"", "no game"},
		{"  \n", "no game"},
		{"(;B[aa]", "cut short"},
		{"(;B[aa]C[open", "is not closed"},
		{"(;B[aa](;W[bb]))", "variations are not supported"},
		{"(;B[aa])x", "game 2: unexpected 'x'"},
		{"(;B)", "property B without a value"},
		{"(;B[aa]W[bb])", "a node with two moves"},
		{"(;B[aa][bb])", "several values"},
		{"()", "no node"},
		{"(;" + strings.Repeat(";", MaxSGFNodes) + ")", "more than 4096 nodes"},
		{"(;ABCDEFGHIJKLMNOPQ[x])", "too long"},
	} {
		if _, err := ParseSGF(c.sgf); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.40q: %v, want %q", c.sgf, err, c.want)
		}
	}
	games, err := ParseSGF("(;GM[4]C[a \\] b\\\\]PB[x]PB[y]\n;B[aa]C[c];W[Ab])\n(;RE[0])")
	if err != nil || len(games) != 2 || games[0].Props["C"] != `a ] b\` || games[0].Props["PB"] != "x" ||
		len(games[0].Moves) != 2 || games[0].Moves[1].X != 26 || games[0].Moves[1].Y != 1 || games[1].Index != 2 {
		t.Errorf("%+v, %v", games, err)
	}
}
