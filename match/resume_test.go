package match

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// resumeGames are three games as the runner records them, with a comment
// that holds a result-like word and a "}" and a name with "]" and "\"", so
// that only a result outside comments and tags ends a game.
func resumeGames() []*GameRecord {
	date := time.Date(2024, 5, 1, 0, 0, 0, 0, time.UTC)
	mk := func(round int, result string, moves ...string) *GameRecord {
		g := &GameRecord{Round: round, Players: [2]string{`A "x] 1-0`, "B"}, StartFEN: xiangqi.StartFEN, Result: result,
			Reason: "adjudicated 1-0 } {", Category: "max plies", Date: date, Limits: Limits{Depth: 2}}
		for _, m := range moves {
			g.Moves = append(g.Moves, MoveRecord{Move: m, Depth: 2, Score: "+12", Elapsed: time.Millisecond})
		}
		return g
	}
	return []*GameRecord{
		mk(1, "1-0", "h2e2", "h9g7", "h0g2", "i9h9"),
		mk(2, "1/2-1/2", "b2e2", "b9c7"),
		mk(3, "0-1", "c3c4", "c6c5", "b0c2", "b9c7", "a0b0", "a9b9"),
	}
}

// sgfMoves are caro coordinates for the same games' plies.
var sgfMoves = map[string]string{"h2e2": "7,7", "h9g7": "8,8", "h0g2": "6,6", "i9h9": "9,9", "b2e2": "7,7", "b9c7": "8,7",
	"c3c4": "7,7", "c6c5": "8,8", "b0c2": "7,8", "a0b0": "8,7", "a9b9": "6,6"}

func writeRecord(t *testing.T, sgf bool, games []*GameRecord) (string, []int) {
	t.Helper()
	var b strings.Builder
	var ends []int
	for _, g := range games {
		var err error
		if sgf {
			c := *g
			c.Moves = nil
			for _, m := range g.Moves {
				c.Moves = append(c.Moves, MoveRecord{Move: sgfMoves[m.Move], Depth: m.Depth, Elapsed: m.Elapsed})
			}
			err = WriteSGF(&b, &c, 15, 15, "freestyle", "ev ] (")
		} else {
			err = WritePGN(&b, g, "ev")
		}
		if err != nil {
			t.Fatal(err)
		}
		ends = append(ends, b.Len())
	}
	return b.String(), ends
}

var pgnTag = regexp.MustCompile(`(?m)^\[(\w+) "((?:[^"\\]|\\.)*)"\]$`)

// independentCheck reads a record without the project's readers: for PGN
// each game has the seven-tag roster and ends in the result its Result tag
// names; for SGF the brackets balance, outside property values, game by
// game. It returns the number of games.
func independentCheck(t *testing.T, sgf bool, text string) int {
	t.Helper()
	if sgf {
		games, depth := 0, 0
		inValue := false
		for i := 0; i < len(text); i++ {
			c := text[i]
			switch {
			case inValue && c == '\\':
				i++
			case inValue && c == ']':
				inValue = false
			case inValue:
			case c == '[':
				inValue = true
			case c == '(':
				depth++
			case c == ')':
				depth--
				if depth == 0 {
					games++
				}
			}
			if depth < 0 {
				t.Fatalf("more ) than ( at byte %d", i)
			}
		}
		if depth != 0 || inValue {
			t.Fatalf("unbalanced: depth %d, in a value %v:\n%s", depth, inValue, text)
		}
		return games
	}
	blocks := strings.Split(text, "[Event ")[1:]
	for i, blk := range blocks {
		blk = "[Event " + blk
		tags := map[string]string{}
		for _, m := range pgnTag.FindAllStringSubmatch(blk, -1) {
			tags[m[1]] = m[2]
		}
		for _, name := range []string{"Event", "Site", "Date", "Round", "Red", "Black", "Result"} {
			if _, ok := tags[name]; !ok {
				t.Fatalf("game %d lacks [%s]:\n%s", i+1, name, blk)
			}
		}
		f := strings.Fields(blk)
		if last := f[len(f)-1]; last != tags["Result"] {
			t.Fatalf("game %d ends in %q, its Result tag says %q", i+1, last, tags["Result"])
		}
	}
	return len(blocks)
}

// A record cut at any byte (a killed run, a full disk) keeps its complete
// games and nothing of the one cut short, and the resumed record (the rest
// appended after the separator --resume writes) reads back game for game
// through the project's readers and the independent check. The runner's
// record once glued the next game onto a game whose tags were written but
// not its moves.
func TestRecordCutAtEveryByte(t *testing.T) {
	games := resumeGames()
	for _, sgf := range []bool{false, true} {
		full, ends := writeRecord(t, sgf, games)
		for k := 0; k <= len(full); k++ {
			prefix := full[:k]
			cut := CompleteLength(prefix)
			// A game is kept once its result (PGN: followed by anything,
			// a result cut short could be a longer word) or its closing
			// bracket (SGF) is written, with the newlines after it.
			n, wantCut := 0, 0
			for _, e := range ends {
				token := e - 2 // "\n\n" after the result
				if sgf {
					token = e - 1 // "\n" after ")"
				}
				if (!sgf && token < k) || (sgf && token <= k) {
					n, wantCut = n+1, min(e, k)
				}
			}
			if cut != wantCut {
				t.Fatalf("sgf %v, %d bytes: cut at %d, want %d (%d games)", sgf, k, cut, wantCut, n)
			}
			past, err := ReadPastGames(strings.NewReader(prefix))
			if err != nil {
				t.Fatalf("sgf %v, %d bytes: %v", sgf, k, err)
			}
			if got := independentCheck(t, sgf, prefix[:cut]); got != len(past) || got != n {
				t.Fatalf("sgf %v, %d bytes: %d games kept, %d read, %d complete with their newlines", sgf, k, got, len(past), n)
			}
			// Resume: the separator, then the games not kept.
			sep := ""
			want := "\n\n"
			if sgf {
				want = "\n"
			}
			for cut > 0 && !strings.HasSuffix(prefix[:cut]+sep, want) {
				sep += "\n"
			}
			rest, _ := writeRecord(t, sgf, games[len(past):])
			resumed := prefix[:cut] + sep + rest
			if resumed != full {
				t.Fatalf("sgf %v, %d bytes: the resumed record differs:\n%s", sgf, k, resumed)
			}
			checkRecord(t, sgf, resumed, games)
		}
	}
}

// checkRecord reads a record back through the project's readers and the
// independent check, game for game.
func checkRecord(t *testing.T, sgf bool, text string, games []*GameRecord) {
	t.Helper()
	if n := independentCheck(t, sgf, text); n != len(games) {
		t.Fatalf("%d games, want %d:\n%s", n, len(games), text)
	}
	past, err := ReadPastGames(strings.NewReader(text))
	if err != nil || len(past) != len(games) {
		t.Fatalf("%d games read, %v", len(past), err)
	}
	for i, g := range games {
		if past[i].Round != g.Round || past[i].Result != g.Result || past[i].Players != g.Players {
			t.Errorf("game %d read back as %+v", i+1, past[i])
		}
	}
	if sgf {
		parts, err := splitRecord(text)
		if err != nil || len(parts) != len(games) {
			t.Fatalf("split into %d games, %v", len(parts), err)
		}
		return
	}
	read, err := xiangqi.ParsePGN(strings.NewReader(text))
	if err != nil || len(read) != len(games) {
		t.Fatalf("ParsePGN: %d games, %v", len(read), err)
	}
	for i, g := range games {
		var moves []string
		for _, m := range read[i].Moves {
			moves = append(moves, m.String())
		}
		var want []string
		for _, m := range g.Moves {
			want = append(want, m.Move)
		}
		if !slices.Equal(moves, want) || read[i].Result.PGN() != g.Result {
			t.Errorf("game %d: moves %v result %s, want %v %s", i+1, moves, read[i].Result.PGN(), want, g.Result)
		}
	}
}

// A match killed mid-game at several points (its record cut inside the
// third game's tags, moves and result) resumes: --resume cuts the game
// cut short, says so, plays it again with the games not played, and the
// record reads back with every round once, game for game.
func TestResumeAfterAKilledRun(t *testing.T) {
	dir := t.TempDir()
	eng := fakeEngine(t)
	pgn := filepath.Join(dir, "m.pgn")
	args := []string{"--game", "xiangqi", "--engine", "name=A cmd=" + eng + " -proto uci proto=uci",
		"--engine", "name=B cmd=" + eng + " -proto uci proto=uci", "--games", "4", "--depth", "1",
		"--maxplies", "16", "--pgn", pgn, "--seed", "3", "--concurrency", "1"}
	var out, errb bytes.Buffer
	if code := CLI(context.Background(), args, &out, &errb); code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	full, err := os.ReadFile(pgn)
	if err != nil {
		t.Fatal(err)
	}
	starts := regexp.MustCompile(`(?m)^\[Event `).FindAllIndex(full, -1)
	if len(starts) != 4 {
		t.Fatalf("%d games recorded:\n%s", len(starts), full)
	}
	third, fourth := starts[2][0], starts[3][0]
	game3 := string(full[third:fourth])
	moves := third + strings.Index(game3, "\n\n") + 2
	for _, k := range []int{third + 3, third + strings.Index(game3, "[Round"), moves, moves + 7, fourth - 4, fourth - 1} {
		if err := os.WriteFile(pgn, full[:k], 0o644); err != nil {
			t.Fatal(err)
		}
		out.Reset()
		errb.Reset()
		if code := CLI(context.Background(), append(args, "--resume"), &out, &errb); code != 0 {
			t.Fatalf("cut at %d: exit %d\n%s%s", k, code, out.String(), errb.String())
		}
		played := 2
		if k == fourth-1 { // the blank line after the third game's result: it is complete
			played = 3
		}
		if !strings.Contains(out.String(), fmt.Sprintf("Resumed: %d games already played, %d to go", played, 4-played)) {
			t.Errorf("cut at %d:\n%s", k, out.String())
		}
		if played == 2 && !strings.Contains(errb.String(), "cut") {
			t.Errorf("cut at %d: no word of the game cut short: %q", k, errb.String())
		}
		text, _ := os.ReadFile(pgn)
		if n := independentCheck(t, false, string(text)); n != 4 {
			t.Fatalf("cut at %d: %d games:\n%s", k, n, text)
		}
		read, err := xiangqi.ParsePGN(bytes.NewReader(text))
		if err != nil || len(read) != 4 {
			t.Fatalf("cut at %d: ParsePGN %d games, %v\n%s", k, len(read), err, text)
		}
		var rounds []string
		for _, g := range read {
			rounds = append(rounds, g.Tag("Round"))
		}
		slices.Sort(rounds)
		if !slices.Equal(rounds, []string{"1", "2", "3", "4"}) {
			t.Errorf("cut at %d: rounds %v", k, rounds)
		}
		if string(text) != string(full) && !bytes.Equal(text[:third], full[:third]) {
			t.Errorf("cut at %d: the complete games changed", k)
		}
	}
}
