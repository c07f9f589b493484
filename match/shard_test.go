package match

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestParseShard(t *testing.T) {
	if s, err := ParseShard(" 2/8 "); err != nil || s != (Shard{2, 8}) {
		t.Errorf("2/8: %+v %v", s, err)
	}
	for _, bad := range []string{"", "1", "0/1", "2/1", "-1/2", "1/0", "a/b", "1/2/3"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	// Every pair unit is in exactly one shard.
	for n := 1; n <= 5; n++ {
		for u := 0; u < 20; u++ {
			in := 0
			for k := 1; k <= n; k++ {
				if (Shard{k, n}).Has(u) {
					in++
				}
			}
			if in != 1 {
				t.Errorf("unit %d is in %d of %d shards", u, in, n)
			}
		}
	}
}

// matchRun plays `alphabeta match` with args plus --json and a record
// file (--pgn, or --sgf for caro) in dir; it returns the summary read back
// and the record.
func matchRun(t *testing.T, dir, name string, args ...string) (*Summary, string) {
	t.Helper()
	recFlag, ext := "--pgn", ".pgn"
	if strings.Contains(strings.Join(args, " "), "--game caro") {
		recFlag, ext = "--sgf", ".sgf"
	}
	js, rec := filepath.Join(dir, name+".json"), filepath.Join(dir, name+ext)
	var out, errb bytes.Buffer
	if code := CLI(context.Background(), append(args, "--json", js, recFlag, rec), &out, &errb); code != 0 {
		t.Fatalf("%s: exit %d\n%s\n%s", name, code, out.String(), errb.String())
	}
	f, err := os.Open(js)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := ReadSummary(f)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(rec)
	return s, string(b)
}

// comparable is the summary as JSON without what differs from run to run
// (the time taken).
func comparable(t *testing.T, s *Summary) string {
	t.Helper()
	c := *s
	c.Elapsed = 0
	b, err := json.MarshalIndent(&c, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// gamesOnly is a record without its dates and move comments (the times
// used differ from run to run).
func gamesOnly(rec string) string {
	rec = regexp.MustCompile(`(?m)^\[Date "[^"]*"\]\n|DT\[[^\]]*\]|\{[^}]*\}|C\[(?:[^\]\\]|\\.)*\]`).ReplaceAllString(rec, "")
	return strings.Join(strings.Fields(rec), " ")
}

// A match played in shards and merged gives the result, the Elo, the SPRT
// and the records of the same match played at once: with -positional the
// fake engines' moves depend on the position only, so every game is the
// same whichever process plays it.
func TestShardedMatchMergesToTheWholeMatch(t *testing.T) {
	eng := fakeEngine(t)
	spec := func(name, proto, seed, mode string) string {
		return fmt.Sprintf("name=%s cmd=%s -proto %s -mode %s -positional -seed %s proto=%s", name, eng, proto, mode, seed, proto)
	}
	for _, c := range []struct {
		name   string
		shards int
		args   []string
	}{
		// Caro, three engines round robin (two greedy: they take a five
		// when they see one), 5 games a pairing, the last pair incomplete:
		// 9 pair units over 4 shards, unevenly; SGF records.
		{"caro round robin", 4, []string{"--game", "caro", "--size", "9", "--engine", spec("A", "pbrain", "1", "greedy"),
			"--engine", spec("B", "pbrain", "2", "random"), "--engine", spec("C", "pbrain", "3", "greedy"),
			"--games", "5", "--movetime", "2", "--timemargin", "5", "--seed", "5"}},
		// Xiangqi, two engines with an SPRT that 8 games cannot decide:
		// the merge computes the same LLR from the same pentanomial counts.
		{"xiangqi sprt", 2, []string{"--engine", spec("A", "uci", "4", "greedy"), "--engine", spec("B", "ucci", "5", "random"),
			"--games", "8", "--depth", "3", "--maxplies", "200", "--sprt", "elo0=0 elo1=10 alpha=0.001 beta=0.001"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			whole, wholePGN := matchRun(t, dir, "whole", c.args...)
			files := []string{}
			for k := 1; k <= c.shards; k++ {
				name := fmt.Sprintf("shard%d", k)
				part, _ := matchRun(t, dir, name, append(c.args, "--shard", fmt.Sprintf("%d/%d", k, c.shards))...)
				if part.Shard == nil || *part.Shard != (Shard{k, c.shards}) || part.Played != part.Planned {
					t.Errorf("%s: shard %+v, played %d of %d", name, part.Shard, part.Played, part.Planned)
				}
				rec := name + ".pgn"
				if strings.HasPrefix(c.name, "caro") {
					rec = name + ".sgf"
				}
				files = append(files, filepath.Join(dir, name+".json"), filepath.Join(dir, rec))
			}
			js, rec := filepath.Join(dir, "merged.json"), filepath.Join(dir, "merged")
			recFlag := "--pgn"
			if strings.HasPrefix(c.name, "caro") {
				recFlag = "--sgf"
			}
			var out, errb bytes.Buffer
			if code := MergeCLI(append(files, "--json", js, recFlag, rec), &out, &errb); code != 0 || errb.Len() > 0 {
				t.Fatalf("merge: exit %d\n%s\n%s", code, out.String(), errb.String())
			}
			f, _ := os.Open(js)
			merged, err := ReadSummary(f)
			f.Close()
			if err != nil {
				t.Fatal(err)
			}
			if got, want := comparable(t, merged), comparable(t, whole); got != want {
				t.Errorf("merged summary\n%s\nwant the whole match's\n%s", got, want)
			}
			b, _ := os.ReadFile(rec)
			if got, want := gamesOnly(string(b)), gamesOnly(wholePGN); got != want {
				t.Errorf("merged records differ from the whole match's:\n%s\nwant\n%s", b, wholePGN)
			}
			if whole.Played != whole.Planned || whole.Interrupted {
				t.Errorf("whole match: played %d of %d", whole.Played, whole.Planned)
			}
			// The games were not all alike: the comparison means something.
			if len(whole.Terminations) < 2 && whole.Terminations["max plies"] > 0 {
				t.Errorf("every game was adjudicated: %v", whole.Terminations)
			}
			decisive := 0
			for _, p := range whole.Pairs {
				decisive += p.Score.Wins + p.Score.Losses
			}
			if decisive == 0 {
				t.Errorf("no decisive game: %+v", whole.Pairs)
			}
			if c.name == "xiangqi sprt" && (whole.SPRT == nil || whole.SPRT.Decision != "" || merged.SPRT.LLR != whole.SPRT.LLR) {
				t.Errorf("SPRT: whole %+v, merged %+v", whole.SPRT, merged.SPRT)
			}
		})
	}
}

func TestMergeRefusesWhatIsNotOneMatch(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, s Summary) string {
		p := filepath.Join(dir, name)
		if err := writeJSON(p, &s, nil); err != nil {
			t.Fatal(err)
		}
		return p
	}
	pair := []PairResult{{A: "A", B: "B", Score: Score{Wins: 1, Losses: 1, Penta: [5]int{0, 0, 1, 0, 0}}}}
	base := Summary{Game: "xiangqi", Rules: "asian repetition", TimeControl: "depth 1", Engines: []string{"A", "B"},
		Planned: 2, Played: 2, Pairs: pair, Terminations: map[string]int{"checkmate": 2}}
	raw := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	s1, s2, s3 := base, base, base
	s1.Shard, s2.Shard, s3.Shard = &Shard{1, 3}, &Shard{2, 3}, &Shard{2, 3}
	one, two, twoAgain := write("1.json", s1), write("2.json", s2), write("2b.json", s3)
	other := base
	other.Shard, other.TimeControl = &Shard{3, 3}, "depth 2"
	otherTC := write("3.json", other)
	whole := write("whole.json", base)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{one, two, twoAgain}, 2, "shard 2/3 is given twice"},
		{[]string{one, otherTC}, 2, "time control depth 2, not depth 1"},
		{[]string{one, whole}, 2, "of a whole match"},
		{[]string{one, filepath.Join(dir, "none.json")}, 1, "no such file"},
		{[]string{}, 2, "give the shards'"},
		{[]string{one, two}, 0, "shards 3 of 3 are missing"},
		{[]string{whole, whole}, 2, "summary 2 is of a whole match, and so is summary 1"},
		{[]string{one, raw("short-penta.json", `{"game":"xiangqi","engines":["A","B"],"games_planned":2,"games_played":2,"pairs":[{"a":"A","b":"B","wins":1,"losses":1,"pentanomial":[0,1,0]}]}`)}, 1, "a pentanomial of 3 counts, want 5"},
		{[]string{raw("played.json", `{"game":"xiangqi","engines":["A","B"],"games_planned":-1,"games_played":99999}`)}, 1, "negative counts"},
		{[]string{raw("more.json", `{"game":"xiangqi","engines":["A","B"],"games_planned":1,"games_played":3}`)}, 1, "games_played 3 is more than games_planned 1"},
		{[]string{raw("neg.json", `{"game":"xiangqi","engines":["A","B"],"games_planned":1,"games_played":1,"pairs":[{"a":"A","b":"B","wins":-1}]}`)}, 1, "negative counts"},
		{[]string{raw("term.json", `{"game":"xiangqi","engines":["A","B"],"games_planned":1,"games_played":1,"terminations":{"checkmate":-2}}`)}, 1, "negative count"},
		{[]string{raw("negpenta.json", `{"game":"xiangqi","engines":["A","B"],"games_planned":1,"games_played":1,"pairs":[{"a":"A","b":"B","pentanomial":[0,0,-1,0,0]}]}`)}, 1, "negative pentanomial"},
	} {
		var out, errb bytes.Buffer
		if code := MergeCLI(c.args, &out, &errb); code != c.code || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%q: exit %d, want %d with %q\n%s%s", c.args, code, c.code, c.want, out.String(), errb.String())
		}
	}
	// Two shards of 2 games each: 4 games, the pentanomial pairs added.
	var out, errb bytes.Buffer
	if code := MergeCLI([]string{one, two, "--json", "-"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	m, err := ReadSummary(&out)
	if err != nil || m.Played != 4 || m.Pairs[0].Score != (Score{Wins: 2, Losses: 2, Penta: [5]int{0, 0, 2, 0, 0}}) ||
		m.Terminations["checkmate"] != 4 || m.Shard != nil {
		t.Errorf("merged %+v %v", m, err)
	}
}
