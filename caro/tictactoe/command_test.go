package tictactoe

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/internal/cli/clitest"
	"github.com/alphabeta-go/alphabeta/internal/i18n/i18ncheck"
)

func TestTicTacToeSolveCLI(t *testing.T) {
	var out strings.Builder
	if rc := solveCommand([]string{"--algo", "minimax", "--json"}, &out); rc != 0 {
		t.Fatalf("exit %d", rc)
	}
	var r struct {
		Value float64 `json:"value"`
		Nodes int64   `json:"nodes"`
		Best  string  `json:"best"`
	}
	if err := json.Unmarshal([]byte(out.String()), &r); err != nil {
		t.Fatalf("%v: %q", err, out.String())
	}
	if r.Value != 0 || r.Nodes != 549946 {
		t.Fatalf("minimax from the empty board: value %v, %d nodes; want 0, 549946", r.Value, r.Nodes)
	}
	out.Reset()
	if rc := solveCommand([]string{"--board", "XX.OO...."}, &out); rc != 0 {
		t.Fatalf("exit %d", rc)
	}
	for _, want := range []string{"algorithm    minimax", "algorithm    alphabeta", "X wins in 1 ply", "best move    2,0 (cell 3)", "alpha-beta visited"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output misses %q:\n%s", want, out.String())
		}
	}
	for _, bad := range [][]string{{"--algo", "magic"}, {"--board", "XXXX"}, {"extra"}} {
		if rc := solveCommand(bad, &out); rc != 2 {
			t.Errorf("%v: exit %d, want 2", bad, rc)
		}
	}
}

// Every message of the commands and the game, and every text of their
// -h, has its Vietnamese in messages.
func TestCommandMessages(t *testing.T) {
	// play's -h registers its texts (cli.HelpTexts) with the group's.
	clitest.CaptureOutput(t, func() { playCommand([]string{"-h"}) })
	problems, found, err := i18ncheck.CheckDirWith(".", map[string]int{"usageError": 2, "failure": 2, "tr": 1}, cli.HelpTexts(messages), messages,
		strings.Fields("want or the play you are cells numbered quits move quit is not a cell type number from to taken choose an empty engine plays win wins draw nobody can against perfect bye please answer game end"))
	if err != nil || found < 13 {
		t.Fatalf("found %d formats (%v): the scan is broken", found, err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}
