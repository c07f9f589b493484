//go:build unix

package match

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// sgfMove is a move property of an SGF game (B[ee], W[de]).
var sgfMove = regexp.MustCompile(`;([BW])\[([a-z]*)\]`)

// killedGame is one game of a record as the test compares it: its round,
// players, result and moves.
type killedGame struct {
	round   int
	players [2]string
	result  string
	moves   string
}

// readKilled reads a whole record game for game through the project's
// readers (ReadPastGames; xiangqi.ParsePGN for PGN, splitRecord for SGF)
// and the independent check (tag roster and result; bracket balance), each
// reader finding every game, and returns the games by round.
func readKilled(t *testing.T, sgf bool, text string) map[int]killedGame {
	t.Helper()
	if CompleteLength(text) != len(text) {
		t.Fatalf("the record ends in a game cut short (%d complete bytes of %d):\n%s", CompleteLength(text), len(text), text)
	}
	n := independentCheck(t, sgf, text)
	past, err := ReadPastGames(strings.NewReader(text))
	if err != nil || len(past) != n {
		t.Fatalf("ReadPastGames: %d games, %v; the independent check counts %d", len(past), err, n)
	}
	var moves []string
	if sgf {
		parts, err := splitRecord(text)
		if err != nil || len(parts) != n {
			t.Fatalf("splitRecord: %d games, %v; the independent check counts %d", len(parts), err, n)
		}
		for _, p := range parts {
			var ms []string
			for _, m := range sgfMove.FindAllStringSubmatch(p, -1) {
				ms = append(ms, m[1]+m[2])
			}
			moves = append(moves, strings.Join(ms, " "))
		}
	} else {
		read, err := xiangqi.ParsePGN(strings.NewReader(text))
		if err != nil || len(read) != n {
			t.Fatalf("ParsePGN: %d games, %v; the independent check counts %d", len(read), err, n)
		}
		for i, g := range read {
			if g.Result.PGN() != past[i].Result || g.Tag("Round") != fmt.Sprint(past[i].Round) {
				t.Fatalf("game %d: ParsePGN reads round %s result %s, ReadPastGames round %d result %s",
					i+1, g.Tag("Round"), g.Result.PGN(), past[i].Round, past[i].Result)
			}
			var ms []string
			for _, m := range g.Moves {
				ms = append(ms, m.String())
			}
			moves = append(moves, strings.Join(ms, " "))
		}
	}
	games := map[int]killedGame{}
	for i, p := range past {
		if _, dup := games[p.Round]; dup {
			t.Fatalf("round %d recorded twice:\n%s", p.Round, text)
		}
		if p.Result == "*" {
			t.Fatalf("round %d recorded unfinished:\n%s", p.Round, text)
		}
		games[p.Round] = killedGame{p.Round, p.Players, p.Result, moves[i]}
	}
	return games
}

// A real match killed outright (SIGKILL, no chance to write anything) at
// several points, its --resume runs killed too, and then resumed to the
// end has every planned game once, game for game the same as the match
// played without interruption: the record reads back through the project's
// readers and the independent check, PGN for xiangqi and SGF for caro.
// The engines play moves that depend on the position alone (-positional),
// so a game played again after a kill is the same game. The kills come when
// the record has grown past a given size: its first bytes, the middle of
// the reference record's third game, the end of its fourth; the games are
// slowed (10 ms a move) so that at least two games of six are still to
// play when the runner is killed.
func TestMatchKilledAndResumed(t *testing.T) {
	if testing.Short() {
		t.Skip("kills and resumes real matches (a few seconds)")
	}
	eng := fakeEngine(t)
	bin := filepath.Join(t.TempDir(), "alphabeta")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/alphabeta").CombinedOutput(); err != nil {
		t.Fatalf("go build cmd/alphabeta: %v\n%s", err, out)
	}
	const games = 6
	for _, c := range []struct {
		name, game, proto, recFlag string
		sgf                        bool
	}{
		{"xiangqi pgn", "xiangqi", "uci", "--pgn", false},
		{"caro sgf", "caro", "pbrain", "--sgf", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			args := func(rec, delay string) []string {
				e := func(name string) string {
					return fmt.Sprintf("name=%s cmd=%s -proto %s -positional -delay %s proto=%s", name, eng, c.proto, delay, c.proto)
				}
				a := []string{"match", "--game", c.game, "--engine", e("A"), "--engine", e("B"), "--games", fmt.Sprint(games),
					"--depth", "1", "--maxplies", "16", "--seed", "3", "--concurrency", "1", c.recFlag, rec, "--json", rec + ".json"}
				if c.game == "caro" {
					a = append(a, "--size", "9")
				}
				return a
			}
			// The reference: the same match played without interruption
			// (and without the delay, which changes no move).
			ref := filepath.Join(dir, "ref")
			if out, err := exec.Command(bin, args(ref, "0s")...).CombinedOutput(); err != nil {
				t.Fatalf("reference match: %v\n%s", err, out)
			}
			refText, err := os.ReadFile(ref)
			if err != nil {
				t.Fatal(err)
			}
			want := readKilled(t, c.sgf, string(refText))
			if len(want) != games {
				t.Fatalf("reference: %d games", len(want))
			}
			parts, _ := splitRecord(string(refText))
			var ends []int
			for i := range parts {
				ends = append(ends, len(strings.Join(parts[:i+1], "")))
			}

			rec := filepath.Join(dir, "killed")
			kept := 0
			for stage, size := range []int{1, (ends[1] + ends[2]) / 2, ends[3]} {
				a := args(rec, "10ms")
				if stage > 0 {
					a = append(a, "--resume")
				}
				before := fileSize(rec)
				killAt(t, bin, a, rec, int64(size), filepath.Join(dir, fmt.Sprintf("stage%d", stage)))
				text, _ := os.ReadFile(rec)
				// What the kill left: complete games, then perhaps part of one.
				complete := string(text[:CompleteLength(string(text))])
				got := readKilled(t, c.sgf, complete)
				t.Logf("stage %d: killed at %d bytes (grown from %d), %d complete games, %d bytes of a game cut short",
					stage, len(text), before, len(got), len(text)-len(complete))
				if len(got) <= kept || len(got) >= games {
					t.Fatalf("stage %d: %d complete games after the kill, %d before it, %d planned", stage, len(got), kept, games)
				}
				for r, g := range got {
					if g != want[r] {
						t.Errorf("stage %d, round %d: %+v\nwithout interruption: %+v", stage, r, g, want[r])
					}
				}
				kept = len(got)
			}
			out, err := exec.Command(bin, append(args(rec, "0s"), "--resume")...).CombinedOutput()
			if err != nil {
				t.Fatalf("the last --resume: %v\n%s", err, out)
			}
			if !strings.Contains(string(out), fmt.Sprintf("Resumed: %d games already played, %d to go", kept, games-kept)) {
				t.Errorf("the last --resume did not resume:\n%s", out)
			}
			text, err := os.ReadFile(rec)
			if err != nil {
				t.Fatal(err)
			}
			got := readKilled(t, c.sgf, string(text))
			var rounds []int
			for r := range got {
				rounds = append(rounds, r)
			}
			slices.Sort(rounds)
			if !slices.Equal(rounds, []int{1, 2, 3, 4, 5, 6}) {
				t.Fatalf("rounds %v, want 1..%d:\n%s", rounds, games, text)
			}
			for r, g := range want {
				if got[r] != g {
					t.Errorf("round %d: %+v\nwithout interruption: %+v", r, got[r], g)
				}
			}
			f, err := os.Open(rec + ".json")
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			s, err := ReadSummary(f)
			if err != nil || s.Played != games || s.Planned != games || s.Interrupted {
				t.Fatalf("summary %+v, %v", s, err)
			}
		})
	}
}

func fileSize(path string) int64 {
	fi, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return fi.Size()
}

// killAt runs bin with args and kills it (SIGKILL) as soon as the file rec
// has reached size bytes, polled every 2 ms for at most a minute; the run
// must not have ended by itself first. Its output goes to files named
// after out (not pipes, which the engines it leaves behind would hold).
func killAt(t *testing.T, bin string, args []string, rec string, size int64, out string) {
	t.Helper()
	stdout, err := os.Create(out + ".out")
	if err != nil {
		t.Fatal(err)
	}
	defer stdout.Close()
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = stdout, stdout
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	tick := time.NewTicker(2 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(time.Minute)
	for {
		select {
		case err := <-done:
			b, _ := os.ReadFile(out + ".out")
			t.Fatalf("the run ended by itself (%v) before the record reached %d bytes (%d):\n%s", err, size, fileSize(rec), b)
		case <-deadline:
			_ = cmd.Process.Kill()
			<-done
			t.Fatalf("the record did not reach %d bytes in a minute (%d)", size, fileSize(rec))
		case <-tick.C:
		}
		if fileSize(rec) < size {
			continue
		}
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatalf("kill: %v", err)
		}
		err := <-done
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
			b, _ := os.ReadFile(out + ".out")
			t.Fatalf("the run was not killed: %v\n%s", err, b)
		}
		return
	}
}
