package match

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Counts that mean nothing and engine commands that cannot run are usage
// errors (exit status 2, a message naming the problem) before any game:
// no "Match:" header, no game played.
func TestCLIRefusesBadCountsAndCommands(t *testing.T) {
	eng := fakeEngine(t)
	dir := t.TempDir()
	notExec := filepath.Join(dir, "engine.txt")
	if err := os.WriteFile(notExec, []byte("not a program"), 0o644); err != nil {
		t.Fatal(err)
	}
	a, b := "name=A cmd="+eng+" -proto uci proto=uci", "name=B cmd="+eng+" -proto uci proto=uci"
	base := []string{"--engine", a, "--engine", b, "--depth", "1", "--maxplies", "4"}
	for _, c := range []struct {
		args []string
		want string
	}{
		{append(base, "--games", "0"), "--games 0"},
		{append(base, "--games", "-1"), "--games -1"},
		{append(base, "--maxplies", "-5"), "--maxplies -5"},
		{append(base, "--nodes", "-5"), "--nodes -5"},
		{append(base, "--depth", "-2"), "--depth -2"},
		{append(base, "--concurrency", "0"), "--concurrency 0"},
		{append(base, "--shard", "0/2"), "--shard 0/2"},
		{append(base, "--shard", "3/2"), "--shard 3/2"},
		{append(base, "--shard", "two"), `--shard "two"`},
		{append(base, "--repetition", "chinese"), "unknown repetition rule"},
		{append(base, "--size", "big"), `--size "big"`},
		{[]string{"--game", "caro", "--engine", "name=A cmd=" + eng + " proto=pbrain", "--engine", "name=B cmd=" + eng + " proto=pbrain",
			"--depth", "1", "--repetition", "simple"}, "--repetition is a xiangqi rule"},
		{[]string{"--engine", a, "--engine", "name=B cmd=no-such-engine-here proto=uci", "--depth", "1"},
			"engine B: cannot run cmd=no-such-engine-here"},
		{[]string{"--engine", a, "--engine", "name=B cmd=" + filepath.Join(dir, "missing") + " proto=uci", "--depth", "1"},
			"engine B: cannot run cmd="},
		{[]string{"--engine", a, "--engine", "name=B cmd=" + notExec + " proto=uci", "--depth", "1"},
			"engine B: cannot run cmd="},
		{[]string{"--engine", a, "--engine", "name=B cmd=./engine.txt dir=" + dir + " proto=uci", "--depth", "1"},
			"engine B: cannot run cmd=./engine.txt"},
		{[]string{"--engine", a, "--engine", "name=B cmd=" + eng + " dir=" + notExec + " proto=uci", "--depth", "1"},
			"is not a directory"},
		{[]string{"--engine", a, "--engine", "name=B cmd= proto=uci", "--depth", "1"}, "cmd= is missing"},
	} {
		var out, errb bytes.Buffer
		code := CLI(context.Background(), c.args, &out, &errb)
		if code != 2 || !strings.Contains(errb.String(), c.want) || strings.Contains(out.String(), "Match:") {
			t.Errorf("%q: exit %d, want 2 with %q\nstdout: %s\nstderr: %s", c.args, code, c.want, out.String(), errb.String())
		}
	}
	// A command relative to dir= runs from there.
	if err := CheckCommand(EngineSpec{Name: "E", Cmd: "./" + filepath.Base(eng), Dir: filepath.Dir(eng)}); err != nil {
		t.Errorf("a command relative to dir=: %v", err)
	}
}

func TestRepetitionRules(t *testing.T) {
	for _, c := range []struct {
		name, fen, cycle string
		asian, simple    Outcome
	}{
		// Black's horse attacks the unprotected red cannon on every move
		// (xiangqi/outcome_test.go): under Asian rules the chaser loses.
		{"perpetual chase", "5k3/9/9/9/9/5n1C1/9/9/9/3K5 b - - 0 1", "f4g6 h4h5 g6f4 h5h4 f4g6 h4h5 g6f4 h5h4",
			Outcome{true, First, "perpetual chase"}, Outcome{true, -1, "repetition"}},
		// Red checks with the chariot on every move: both rules make the
		// checker lose.
		{"perpetual check", "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1", "f0f9 e9e8 f9f8 e8e9 f8f9 e9e8 f9f8 e8e9 f8f9",
			Outcome{true, Second, "perpetual check"}, Outcome{true, Second, "perpetual check"}},
		{"idle repetition", "3k5/9/9/p8/9/9/P8/9/9/4K4 w - - 0 1", "e0e1 d9d8 e1e0 d8d9 e0e1 d9d8 e1e0 d8d9",
			Outcome{true, -1, "repetition"}, Outcome{true, -1, "repetition"}},
	} {
		for _, rule := range []Repetition{RepetitionAsian, RepetitionSimple} {
			r, err := NewXiangqi(rule).NewReferee(Opening{FEN: c.fen})
			if err != nil {
				t.Fatal(err)
			}
			moves := strings.Fields(c.cycle)
			for i, m := range moves {
				if o := r.Outcome(); o.Over {
					t.Fatalf("%s, %s: over before move %d: %+v", c.name, rule, i+1, o)
				}
				if err := r.Play(m); err != nil {
					t.Fatalf("%s: %v", c.name, err)
				}
			}
			want := c.asian
			if rule == RepetitionSimple {
				want = c.simple
			}
			if got := r.Outcome(); got != want {
				t.Errorf("%s under %s rules: %+v, want %+v", c.name, rule, got, want)
			}
		}
	}
	// NewGame's xiangqi is the Asian rule; --repetition simple selects the other.
	if g := xiangqiG(t); g.Rules() != "asian repetition" {
		t.Errorf("default rules %q", g.Rules())
	}
	fs, f := newMatchFlags(&bytes.Buffer{})
	eng := fakeEngine(t)
	if err := fs.Parse([]string{"--repetition", "simple", "--depth", "1", "--engine", "name=A cmd=" + eng + " proto=uci",
		"--engine", "name=B cmd=" + eng + " proto=uci"}); err != nil {
		t.Fatal(err)
	}
	p, err := f.plan(&bytes.Buffer{}, &bytes.Buffer{})
	if err != nil || p.cfg.Game.Rules() != "simple repetition" {
		t.Errorf("--repetition simple: %v, %v", p, err)
	}
	for _, s := range []string{"asian", "simple", "Simple"} {
		if _, err := ParseRepetition(s); err != nil {
			t.Errorf("%q: %v", s, err)
		}
	}
}
