package main

import (
	"testing"

	"alphabeta/caro"
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
		{runCaroEngine, []string{"--style", "nope"}, 2},
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
