package tictactoe

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
)

func TestSolveEmptyBoard(t *testing.T) {
	b := caro.NewTicTacToe()
	mm, err := Solve(b, "minimax")
	if err != nil {
		t.Fatal(err)
	}
	if mm.Value != 0 || mm.Outcome != "draw" || mm.Nodes != 549946 || mm.Plies != 9 || mm.ToMove != "X" {
		t.Fatalf("minimax: %+v (want value 0, 549946 nodes)", mm)
	}
	ab, err := Solve(b, "alphabeta")
	if err != nil {
		t.Fatal(err)
	}
	if ab.Value != 0 || ab.Nodes >= mm.Nodes/10 || ab.Cutoffs == 0 {
		t.Fatalf("alpha-beta: value %v, %d nodes (minimax %d)", ab.Value, ab.Nodes, mm.Nodes)
	}
	if b.Stones() != 0 || len(b.History()) != 0 {
		t.Fatal("Solve must leave the board as it was")
	}
	if _, err := Solve(b, "magic"); err == nil {
		t.Fatal("unknown algorithm accepted")
	}
}

func TestSolveReports(t *testing.T) {
	cases := []struct {
		board, outcome, best string
		plies                int
	}{
		{"XX.OO....", "X wins", "2,0", 1},
		{"XX.OO.X..", "O wins", "2,1", 1},
		{"X.O......", "X wins", "", 5}, // X can force a win in 5 more plies
		{"XXXOO....", "X wins", "", 0},
		{"XOXXOOOXX", "draw", "", 0},
	}
	for _, c := range cases {
		b, err := Parse(c.board)
		if err != nil {
			t.Fatal(err)
		}
		for _, algo := range Algorithms {
			r, err := Solve(b, algo)
			if err != nil {
				t.Fatal(err)
			}
			if r.Outcome != c.outcome || r.Plies != c.plies || (c.best != "" && r.Best != c.best) || r.Board != c.board {
				t.Errorf("%s %s: %+v, want %s in %d plies, best %q", algo, c.board, r, c.outcome, c.plies, c.best)
			}
			if len(r.PV) != 0 && len(r.PV) != r.Plies {
				t.Errorf("%s %s: PV %v for %d plies", algo, c.board, r.PV, r.Plies)
			}
			if b.Over() && (r.BestIndex != -1 || r.Nodes != 1) {
				t.Errorf("%s %s: a finished game is a leaf: %+v", algo, c.board, r)
			}
		}
	}
	if _, err := Parse("XX"); err == nil {
		t.Fatal("short board accepted")
	}
}

// Alpha-beta agrees with minimax on every position of up to three stones.
func TestAlphaBetaAgreesWithMinimax(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	n := 0
	var walk func(b *caro.Board, depth int)
	walk = func(b *caro.Board, depth int) {
		mm, _ := Solve(b, "minimax")
		ab, _ := Solve(b, "alphabeta")
		if mm.Value != ab.Value || mm.Best != ab.Best {
			t.Fatalf("%s: minimax %v %s, alpha-beta %v %s", Cells(b), mm.Value, mm.Best, ab.Value, ab.Best)
		}
		n++
		if depth == 0 || b.Over() {
			return
		}
		for _, m := range b.Moves(nil) {
			b.Make(m)
			walk(b, depth-1)
			b.Unmake(m)
		}
	}
	walk(caro.NewTicTacToe(), 3)
	if n != 1+9+72+504 {
		t.Fatalf("%d positions", n)
	}
}

// The engine never loses, whatever the human plays.
func TestEngineNeverLoses(t *testing.T) {
	games := 0
	var walk func(b *caro.Board, human caro.Stone)
	walk = func(b *caro.Board, human caro.Stone) {
		if b.Over() {
			games++
			if b.Winner() == human {
				t.Fatalf("the engine lost:\n%s", b)
			}
			return
		}
		if b.SideToMove() != human {
			m, err := BestMove(b)
			if err != nil {
				t.Fatal(err)
			}
			b.Make(m)
			walk(b, human)
			b.Unmake(m)
			return
		}
		for _, m := range b.Moves(nil) {
			b.Make(m)
			walk(b, human)
			b.Unmake(m)
		}
	}
	walk(caro.NewTicTacToe(), caro.Black)
	walk(caro.NewTicTacToe(), caro.White)
	if games < 100 {
		t.Fatalf("only %d games", games)
	}
}

func TestReportJSON(t *testing.T) {
	r, _ := Solve(caro.NewTicTacToe(), "alphabeta")
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"algo", "board", "value", "outcome", "best", "nodes", "evaluations", "cutoffs", "time_ms", "pv"} {
		if _, ok := m[k]; !ok {
			t.Errorf("JSON misses %q: %s", k, data)
		}
	}
}

func TestPlayScripted(t *testing.T) {
	// Bad answers first, then every cell in turn: taken cells re-prompt.
	script := "maybe\nx\nabc\n10\n" + strings.Repeat("1\n2\n3\n4\n5\n6\n7\n8\n9\n", 2)
	var out strings.Builder
	if err := Play(strings.NewReader(script), &out, PlayOptions{}); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, want := range []string{"Please answer x or o.", "You are X.", `"abc" is not a cell`, `"10" is not a cell`, "is taken", "The engine plays", "    X | "} {
		if !strings.Contains(s, want) {
			t.Errorf("output misses %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "You win") || !(strings.Contains(s, "The engine wins.") || strings.Contains(s, "Draw")) {
		t.Errorf("the game did not end in an engine win or a draw:\n%s", s)
	}
}

func TestPlayAsOInVietnamese(t *testing.T) {
	var out strings.Builder
	script := "5\n1\n2\n3\n4\n6\n7\n8\n9\n"
	if err := Play(strings.NewReader(script), &out, PlayOptions{Human: caro.White, Lang: "vi"}); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	if !strings.Contains(s, "Bạn là O.") || !strings.Contains(s, "Máy đi ô") || strings.Contains(s, "Bạn thắng") {
		t.Errorf("output:\n%s", s)
	}
	// The engine, X, opens: its first move is drawn before the first prompt.
	if i, j := strings.Index(s, "Máy đi ô"), strings.Index(s, "Nước của bạn"); i < 0 || j < i {
		t.Errorf("the engine should move first:\n%s", s)
	}
}

func TestPlayQuitAndEOF(t *testing.T) {
	for _, script := range []string{"x\nq\n", "x\n", ""} {
		var out strings.Builder
		if err := Play(strings.NewReader(script), &out, PlayOptions{}); err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(out.String(), "Bye.\n") {
			t.Errorf("script %q: %q", script, out.String())
		}
	}
}

func Example() {
	b, _ := Parse("XX.OO....")
	r, _ := Solve(b, "minimax")
	fmt.Println(r.Outcome, "best", r.Best, "value", r.Value)
	// Output: X wins best 2,0 value 5
}

// Bad boards are explained in tic-tac-toe's terms (X and O), not caro's.
func TestParseErrorsSpeakXO(t *testing.T) {
	cases := map[string]string{
		"XX":        "2 cells, want 9",
		"OO.......": "0 X and 2 O",
		"XXXOOO...": "X has a line but O moved last",
		"XXXOO?...": "unexpected '?'",
	}
	for board, want := range cases {
		_, err := Parse(board)
		if err == nil {
			t.Errorf("Parse(%q): no error", board)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, want) || strings.Contains(msg, "black") || strings.Contains(msg, "white") || strings.Contains(msg, "caro") {
			t.Errorf("Parse(%q) = %q, want it to say %q in X/O terms", board, msg, want)
		}
	}
}

func TestWriteText(t *testing.T) {
	b, err := Parse("XX.OO....")
	if err != nil {
		t.Fatal(err)
	}
	var reports []Report
	for _, algo := range []string{"minimax", "alphabeta"} {
		r, err := Solve(b, algo)
		if err != nil {
			t.Fatal(err)
		}
		reports = append(reports, r)
	}
	var out strings.Builder
	WriteText(&out, reports)
	for _, want := range []string{"board        XX.OO.... (X to move)", "algorithm    minimax", "algorithm    alphabeta",
		"X wins in 1 ply with perfect play", "best move    2,0 (cell 3)", "alpha-beta visited"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output misses %q:\n%s", want, out.String())
		}
	}
	if got := thousands(549946); got != "549,946" {
		t.Errorf("thousands(549946) = %q", got)
	}
	if got := thousands(-1234); got != "-1,234" {
		t.Errorf("thousands(-1234) = %q", got)
	}
}
