package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"alphabeta/xiangqi"
	"alphabeta/xiangqi/engine"
)

func newTestPlay(lang string) (*playGame, *bytes.Buffer) {
	var out bytes.Buffer
	return &playGame{
		txt: playText[lang], startFEN: xiangqi.StartFEN, pos: xiangqi.NewPosition(), human: xiangqi.Red,
		limits: engine.Limits{Depth: 2}, eng: engine.New(engine.Options{HashMB: 1}),
		render: xiangqi.RenderOptions{ASCII: true}, out: &out,
	}, &out
}

func TestPlaySession(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "g.pgn")
	g, out := newTestPlay("en")
	in := strings.Join([]string{
		"h2h8", // illegal
		"C2.5", // WXF
		"undo", // back to the start
		"h2e2", // ICCS
		"hint", // a suggestion for the second move
		"flip", // board turned
		"save " + pgn,
		"new",
		"load " + pgn,
		"quit",
	}, "\n") + "\n"
	if code := g.loop(strings.NewReader(in)); code != 0 {
		t.Fatalf("exit code %d", code)
	}
	text := out.String()
	for _, want := range []string{"Not a legal move", "Engine plays", "depth ", "evaluations ", "branching factor ", "nodes/s", "Hint: ", "Saved to", "Loaded ", "Bye."} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if g.pos.Ply() != 2 { // loaded: h2e2 and the reply (hint does not move)
		t.Errorf("after load: %d plies, want 2 (%v)", g.pos.Ply(), g.pos.History())
	}
	data, err := os.ReadFile(pgn)
	if err != nil || !strings.Contains(string(data), `[Game "Chinese Chess"]`) {
		t.Errorf("saved PGN: %v\n%s", err, data)
	}
}

func TestPlayVietnamese(t *testing.T) {
	g, out := newTestPlay("vi")
	if code := g.loop(strings.NewReader("zz\nh2e2\nquit\n")); code != 0 {
		t.Fatalf("exit code %d", code)
	}
	for _, want := range []string{"Nước đi không hợp lệ", "Máy đi", "hệ số phân nhánh", "Tạm biệt"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q", want)
		}
	}
}
