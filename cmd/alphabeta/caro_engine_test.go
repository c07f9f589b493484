package main

import (
	"flag"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
)

func TestCaroEngineCommandsExitCodes(t *testing.T) {
	cases := []struct {
		run  func([]string) int
		args []string
		want int
	}{
		{runCaroSolve, []string{"--moves", "6,3 7,3 6,4 7,5 8,4 8,5 5,5 4,6 9,5 9,6 6,6 6,7 8,6 9,7 10,6 10,7 11,6 12,7 5,7 5,8 7,7 6,8 8,9 8,8", "--time", "2s"}, 0},
		{runCaroSolve, []string{"--moves", "7,7 8,8", "--time", "100ms", "--lang", "vi"}, 0},
		{runCaroSolve, []string{"--rule", "chess"}, 2},
		{runCaroSolve, []string{"--moves", "7,7 7,7"}, 2},
		{runCaroSolve, []string{"--moves", "a"}, 2},
		{runCaroSolve, []string{"--lang", "fr"}, 2},
		{runCaroSolve, []string{"-h"}, 0},
		{runCaroBench, []string{"--file", "/nonexistent/vcf.tsv"}, 1},
		{runCaroBench, []string{"--games", "2", "--time", "20ms"}, 0},
		{runCaroBench, []string{"--signature"}, 0},
		{runCaroBench, []string{"--signature", "--suite", "vct"}, 2},
		{runCaroEngine, []string{"--style", "nope"}, 2},
		// Resource flags are bounded before anything is allocated.
		{runCaroEngine, []string{"--hash", "17592186044416"}, 2},
		{runCaroEngine, []string{"--hash", "0"}, 2},
		{runCaroEngine, []string{"--threads", "1000000"}, 2},
		{runCaroBench, []string{"--games", "1", "--threads", "1000000"}, 2},
		{runCaroPlay, []string{"--hash", "1000000"}, 2},
		{runCaroPlay, []string{"--threads", "-1"}, 2},
		{runXiangqiAnalyze, []string{"--hash", "17592186044416", "--depth", "1"}, 2},
		{runXiangqiAnalyze, []string{"--threads", "100000", "--depth", "1"}, 2},
		{runXiangqiPlay, []string{"--time", "0s"}, 2},
		{runXiangqiPlay, []string{"--time", "-1s"}, 2},
	}
	for i, c := range cases {
		if got := c.run(c.args); got != c.want {
			t.Errorf("case %d %v: exit %d, want %d", i, c.args, got, c.want)
		}
	}
}

func TestFormatWinLineShowsAnyReply(t *testing.T) {
	line := []caro.Point{{X: 7, Y: 10}, caro.Pass, {X: 7, Y: 11}}
	if got, want := formatWinLine("en", line), "7,10 (any) 7,11"; got != want {
		t.Errorf("en: %q, want %q", got, want)
	}
	if got, want := formatWinLine("vi", line), "7,10 (bất kỳ) 7,11"; got != want {
		t.Errorf("vi: %q, want %q", got, want)
	}
}

// caro solve refuses a finished game (a five, a forbidden move, a full
// board) and moves after its end with a clear error, like the web API.
func TestCaroSolveRefusesFinishedGames(t *testing.T) {
	cases := []struct {
		args []string
		want string // "" = a position to solve
	}{
		{[]string{"--moves", "0,0 0,1 1,0 1,1 2,0 2,1 3,0 3,1 4,0"}, "the game is over (black won with move 9, a line of 5): nothing to solve"},
		{[]string{"--moves", "0,0 0,1 1,0 1,1 2,0 2,1 3,0 3,1 4,0 4,1"}, "move 10 (e2) comes after the end of the game (black won with move 9"},
		{[]string{"--size", "5", "--moves", "0,0 1,0 2,0 4,0 3,0 0,1 1,1 2,1 4,1 3,1 0,2 1,2 2,2 4,2 3,2 0,3 1,3 2,3 4,3 3,3 0,4 1,4 2,4 4,4 3,4"}, "the board is full after 25 moves"},
		{[]string{"--rule", "renju", "--moves", "6,7 0,0 7,7 0,14 8,5 14,0 8,6 14,14 8,7"}, "black's move 9 is forbidden, a double three: white wins"},
		{[]string{"--rule", "freestyle", "--moves", "0,0 0,1 1,0 1,1 2,0 2,1 3,0 3,1"}, ""},
		{[]string{"--rule", "renju", "--moves", "6,7 0,0 7,7 0,14 8,5 14,0 8,6 14,14"}, ""},
	}
	for _, c := range cases {
		fs := flag.NewFlagSet("caro solve", flag.ContinueOnError)
		pf := addPositionFlags(fs)
		if err := fs.Parse(c.args); err != nil {
			t.Fatal(err)
		}
		_, err := pf.position()
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%v: %v", c.args, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%v: error %v, want %q", c.args, err, c.want)
		}
		if c.want != "" {
			if code := runCaroSolve(append(c.args, "--time", "50ms")); code != 2 {
				t.Errorf("caro solve %v: exit %d, want 2", c.args, code)
			}
		}
	}
}
