package play

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/internal/i18n/i18ncheck"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// newTestPlay is a game in lang from the start position, the human Red,
// the engine at depth 2.
func newTestPlay(lang string) (*game, *bytes.Buffer) {
	var out bytes.Buffer
	return &game{
		startFEN: xiangqi.StartFEN, pos: xiangqi.NewPosition(), out: &out,
		o: Options{Human: xiangqi.Red, Lang: lang, Engine: engine.New(engine.Options{HashMB: 1}),
			Limits: engine.Limits{Limits: enginekit.Limits{Depth: 2}}, Render: xiangqi.RenderOptions{ASCII: true}},
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
	if err := g.loop(context.Background(), strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"Not a legal move", "Engine plays", "depth ", "evaluations ", "branching factor ", " moves per node), ", "nodes/s", "Hint: ", "Saved to", "Loaded ", "Bye."} {
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

// A whole session in Vietnamese: the board's side-to-move line, the errors
// (moves, commands, files), the engine's move and line in Vietnamese
// notation, and Vietnamese notation accepted, with or without marks.
func TestPlayVietnamese(t *testing.T) {
	g, out := newTestPlay("vi")
	dir := t.TempDir()
	badMove, badFEN := filepath.Join(dir, "badmove.pgn"), filepath.Join(dir, "badfen.pgn")
	os.WriteFile(badMove, []byte("[Event \"x\"]\n1. h2e2 h9g7 2. h0h5 *\n"), 0o644)
	os.WriteFile(badFEN, []byte("[FEN \"4k4/9/9/9/9/9/9/9/9/4K4 w\"]\n*\n"), 0o644)
	in := strings.Join([]string{
		"zz",            // not a move
		"e3e5",          // not legal
		"Pháo 2 bình 9", // names no move
		"save",          // no file
		"load " + filepath.Join(dir, "none.pgn"),
		"load " + badMove, // the PGN's errors: the detail in Vietnamese too
		"load " + badFEN,
		"Phao 2 binh 5", // the central cannon, without marks
		"hint",
		"quit",
	}, "\n") + "\n"
	if err := g.loop(context.Background(), strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{
		"Đỏ đi", "Đen đi",
		`Nước đi không hợp lệ: nước "zz": hãy viết theo ICCS`,
		"Nước đi không hợp lệ: nước e3e5 không hợp lệ ở thế cờ này (Đỏ đi)",
		`Nước đi không hợp lệ: nước "Pháo2bình9": không có nước hợp lệ nào của Đỏ như vậy`,
		"Cách dùng: save TỆP", "none.pgn: không có tệp này",
		"badmove.pgn: ván 1 của PGN: nước 3: nước h0h5 không hợp lệ ở thế cờ này (Đỏ đi)",
		`badfen.pgn: ván 1 của PGN: FEN sai "4k4/9/9/9/9/9/9/9/9/4K4 w": hai tướng đối mặt trên cột e`,
		"Máy đi ", "hệ số phân nhánh", "biến chính: ", "Gợi ý: ", "Tạm biệt",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	// Nothing English: the words the English game uses do not appear.
	for _, en := range []string{"to move", "move ", "legal", "Engine", "nodes", "depth", "Usage", "file", "Hint", "line"} {
		if strings.Contains(text, en) {
			i := strings.Index(text, en)
			t.Errorf("English %q in the Vietnamese game: …%s…", en, text[max(0, i-60):min(len(text), i+60)])
		}
	}
	if g.pos.Ply() != 2 || g.pos.History()[0].String() != "h2e2" {
		t.Errorf("history %v, want h2e2 and the reply", g.pos.History())
	}
	// The engine's move is written in Vietnamese notation, short and long.
	if !regexp.MustCompile(`Máy đi [A-Za-z]+\d?[tgs]?[-./]\d \([^,]+ (tấn|thoái|bình) \d, [a-i]\d[a-i]\d\)`).MatchString(text) {
		t.Errorf("the engine's move is not in Vietnamese notation:\n%s", text)
	}
}

// An overlong line is refused and the game goes on.
func TestOverlongLine(t *testing.T) {
	g, out := newTestPlay("en")
	long := "h2e2" + strings.Repeat(" ", maxLine)
	if err := g.loop(context.Background(), strings.NewReader(long+"\nh2e2\nquit\n")); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if !strings.Contains(text, "Not a legal move: a line longer than 65536 bytes") || !strings.Contains(text, "Engine plays") || !strings.Contains(text, "Bye.") {
		t.Errorf("output:\n%.3000s", text)
	}
	if len(g.pos.History()) != 2 || g.pos.History()[0].String() != "h2e2" {
		t.Errorf("history %v, want h2e2 and the reply", g.pos.History())
	}
}

// An endless file is refused after maxFile+1 bytes and the game goes on.
func TestLoadEndlessFile(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	g, out := newTestPlay("en")
	if err := g.loop(context.Background(), strings.NewReader("load /dev/zero\nquit\n")); err != nil || !strings.Contains(out.String(), "input larger than 16777216 bytes") {
		t.Errorf("load /dev/zero: %v:\n%s", err, out.String())
	}
}

func TestReadFileLimited(t *testing.T) {
	p := filepath.Join(t.TempDir(), "ten")
	if err := os.WriteFile(p, []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := readFileLimited(p, 10); err != nil || len(b) != 10 {
		t.Errorf("10 bytes, limit 10: %d, %v", len(b), err)
	}
	if _, err := readFileLimited(p, 9); err == nil || !strings.Contains(err.Error(), "ten: input larger than 9 bytes") {
		t.Errorf("10 bytes, limit 9: %v", err)
	}
	if _, err := readFileLimited(filepath.Join(t.TempDir(), "none"), 9); err == nil {
		t.Error("a missing file was read")
	}
}

// Run refuses what would not make a game: an unknown language, no engine,
// an engine without a limit (it would never move).
func TestRunRefusesBadOptions(t *testing.T) {
	e := engine.New(engine.Options{HashMB: 1})
	for _, o := range []Options{
		{Lang: "fr", Engine: e, Limits: engine.Limits{Limits: enginekit.Limits{Depth: 1}}},
		{Limits: engine.Limits{Limits: enginekit.Limits{Depth: 1}}},
		{Engine: e},
	} {
		var out bytes.Buffer
		if err := Run(context.Background(), strings.NewReader("quit\n"), &out, xiangqi.NewPosition(), o); err == nil {
			t.Errorf("options %+v accepted", o)
		}
	}
}

// Through Run: the human plays Black, so the engine moves first; the start
// position given is not changed; a cancelled context ends the game.
func TestRunAsBlack(t *testing.T) {
	start := xiangqi.NewPosition()
	var out bytes.Buffer
	o := Options{Human: xiangqi.Black, Lang: "vi", Engine: engine.New(engine.Options{HashMB: 1}), Limits: engine.Limits{Limits: enginekit.Limits{Depth: 1}},
		Render: xiangqi.RenderOptions{ASCII: true, Flip: true}}
	if err := Run(context.Background(), strings.NewReader("h9g7\nquit\n"), &out, start, o); err != nil {
		t.Fatal(err)
	}
	if strings.Count(out.String(), "Máy đi") != 2 || !strings.Contains(out.String(), "Tạm biệt") {
		t.Errorf("output:\n%s", out.String())
	}
	if start.FEN() != xiangqi.StartFEN || start.Ply() != 0 {
		t.Errorf("the start position changed: %s", start.FEN())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Run(ctx, strings.NewReader("quit\n"), &out, start, o); err != context.Canceled {
		t.Errorf("a cancelled game: %v", err)
	}
}

// Every message of the game has its Vietnamese in messages, with verbs
// that fit its arguments and no English word, and the catalogue holds
// nothing else.
func TestMessages(t *testing.T) {
	english := strings.Fields(`moves or commands your move not a legal line longer than bytes usage file could
		engine thinking plays depth sel score nodes evaluations branching factor per node time principal variation
		nothing to saved loaded game over bye input larger no in the such permission wrong cannot read`)
	problems, found, err := i18ncheck.CheckDir(".", map[string]int{".say": 0, ".prompt": 0, "tr": 1, "errorf": 0},
		messages, english)
	if err != nil || found < 20 {
		t.Fatalf("found %d formats (%v): the scan is broken", found, err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}
