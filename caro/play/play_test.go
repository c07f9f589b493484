package play

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
	"github.com/alphabeta-go/alphabeta/internal/i18n/i18ncheck"
)

// nearest plays the free cell nearest the centre, scanning row by row.
type nearest struct{ calls, hints int }

func (n *nearest) Move(_ context.Context, b *caro.Board, hint bool) (caro.Point, string, error) {
	if hint {
		n.hints++
	} else {
		n.calls++
	}
	best, bestD := caro.Point{X: -1}, 1<<30
	cx, cy := b.Width()/2, b.Height()/2
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			d := (x-cx)*(x-cx) + (y-cy)*(y-cy)
			if p := (caro.Point{X: x, Y: y}); b.At(p) == caro.Empty && d < bestD {
				best, bestD = p, d
			}
		}
	}
	return best, "nearest", nil
}

func runScript(t *testing.T, b *caro.Board, o Options, script string) string {
	t.Helper()
	var out strings.Builder
	if err := Run(context.Background(), strings.NewReader(script), &out, b, o); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

func newBoard(t *testing.T, size int, rule caro.Rule) *caro.Board {
	t.Helper()
	b, err := caro.New(size, size, 5, rule)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestHumanWinsWithUndoAndErrors(t *testing.T) {
	eng := &nearest{}
	// The engine (white) fills the centre area; black builds column a.
	script := "a1\nzz\na1\np1\n1,0\nundo\na2\na3\nthreats\na4\nhint\nmoves\nboard\na5\nh8\nq\n"
	out := runScript(t, newBoard(t, 9, caro.Freestyle), Options{Human: caro.Black, Engine: eng}, script)
	for _, want := range []string{
		"Caro 9×9, 5 in a row, rule freestyle. You play Black (X).",
		`"zz" is not a cell or a command`,
		"a1 (0,0) is taken.",
		"p1 is outside the board.",
		"Took back 2 move(s).",
		"Black (X) — four: ", // after a1 a2 a3: a4 is… a five needs a5: four points exist
		"Hint: ",
		"Moves: 0,0 ",
		"Black (X) wins: a1 a2 a3 a4 a5.",
		"You win!",
		"The game is over.",
		"Bye.",
		"    a b c d e f g h i\n",
		"Last move: Black (X): a5 (0,4)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output misses %q", want)
		}
	}
	if eng.hints != 1 {
		t.Errorf("%d hints asked", eng.hints)
	}
	// The last move is bracketed on the board.
	if !strings.Contains(out, "[X]") || !strings.Contains(out, "[O]") {
		t.Error("the last move is not marked")
	}
}

func TestEngineFirstVietnameseSaveLoad(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "van.txt")
	eng := &nearest{}
	script := "undo\na1\nsave " + file + "\nnew\nload " + file + "\nload " + filepath.Join(dir, "missing.txt") + "\nsave\nq\n"
	out := runScript(t, newBoard(t, 15, caro.Caro), Options{Human: caro.White, Lang: "vi", Engine: eng}, script)
	for _, want := range []string{
		"Bạn cầm Trắng (O).",
		"Máy đi h8 (7,7).",
		"Không có nước nào để đi lại.",
		"Đã lưu 3 nước vào " + file,
		"Ván mới.",
		"Đã nạp 3 nước từ " + file,
		"Lỗi tệp:",
		"Hãy cho tên tệp",
		"Tạm biệt.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output misses %q\n%s", want, out)
		}
	}
	data, err := os.ReadFile(file)
	if err != nil || !strings.Contains(string(data), "7,7 0,0 ") || !strings.HasPrefix(string(data), "# alphabeta caro 15x15 k=5 rule caro") {
		t.Fatalf("saved file %q %v", data, err)
	}
}

// load reads at most maxMoveFile bytes: a bigger file (or an endless one,
// /dev/zero) is refused with a message before parsing, and the game goes on.
func TestLoadRefusesAHugeFile(t *testing.T) {
	big := filepath.Join(t.TempDir(), "big.txt")
	if err := os.WriteFile(big, []byte(strings.Repeat("7,7 ", maxMoveFile/4+1)), 0o644); err != nil {
		t.Fatal(err)
	}
	script := "load " + big + "\n"
	if _, err := os.Stat("/dev/zero"); err == nil {
		script += "load /dev/zero\n"
	}
	script += "a1\nq\n"
	out := runScript(t, newBoard(t, 15, caro.Freestyle), Options{Human: caro.Black, Engine: &nearest{}}, script)
	if want := big + ": larger than 1048576 bytes"; !strings.Contains(out, want) {
		t.Errorf("output misses %q\n%s", want, out)
	}
	if strings.Contains(script, "/dev/zero") && !strings.Contains(out, "/dev/zero: larger than 1048576 bytes") {
		t.Errorf("load /dev/zero was not refused:\n%s", out)
	}
	if !strings.Contains(out, "  1  X . .") {
		t.Errorf("the game did not go on after the refused loads:\n%s", out)
	}
}

func TestRenjuForbiddenShownAndLoses(t *testing.T) {
	b := newBoard(t, 15, caro.Renju)
	if err := b.PlayMoves([]caro.Point{{X: 5, Y: 7}, {X: 0, Y: 0}, {X: 6, Y: 7}, {X: 0, Y: 14}, {X: 7, Y: 8}, {X: 14, Y: 0}, {X: 7, Y: 9}, {X: 14, Y: 14}}); err != nil {
		t.Fatal(err)
	}
	out := runScript(t, b, Options{Human: caro.Black, Engine: &nearest{}}, "h8\nq\n")
	if !strings.Contains(out, "×") {
		t.Error("the forbidden point is not shown")
	}
	if !strings.Contains(out, "Black played a forbidden point (double three): White wins.") || !strings.Contains(out, "The engine wins.") {
		t.Errorf("output:\n%s", out)
	}
}

func TestEOFEndsTheGame(t *testing.T) {
	out := runScript(t, newBoard(t, 15, caro.Caro), Options{Engine: &nearest{}}, "h8\n")
	if !strings.HasSuffix(out, "Bye.\n") {
		t.Errorf("%q", out[len(out)-40:])
	}
}

func TestParsePoint(t *testing.T) {
	for in, want := range map[string]caro.Point{"h8": {X: 7, Y: 7}, "7,7": {X: 7, Y: 7}, "A1": {X: 0, Y: 0}, " o15 ": {X: 14, Y: 14}} {
		if got, err := ParsePoint(in); err != nil || got != want {
			t.Errorf("ParsePoint(%q) = %v, %v", in, got, err)
		}
	}
	for _, in := range []string{"", "h", "7,7 8,8", "-1,-1", "h8h9"} {
		if _, err := ParsePoint(in); err == nil {
			t.Errorf("ParsePoint(%q) accepted", in)
		}
	}
}

// The real engine blocks an open four threat and answers with statistics.
func TestStrongEngine(t *testing.T) {
	eng := &Strong{Engine: engine.New(engine.Options{HashMB: 4}), Nodes: 5_000}
	b := newBoard(t, 15, caro.Freestyle)
	// Black has 6..8 on row 7 open; white to move must stop it.
	if err := b.PlayMoves([]caro.Point{{X: 6, Y: 7}, {X: 0, Y: 0}, {X: 7, Y: 7}, {X: 0, Y: 14}, {X: 8, Y: 7}}); err != nil {
		t.Fatal(err)
	}
	m, report, err := eng.Move(context.Background(), b.Clone(), false)
	if err != nil {
		t.Fatal(err)
	}
	if m != (caro.Point{X: 5, Y: 7}) && m != (caro.Point{X: 9, Y: 7}) && m != (caro.Point{X: 4, Y: 7}) && m != (caro.Point{X: 10, Y: 7}) {
		t.Errorf("white played %v, not a block of the open three", m)
	}
	if !strings.Contains(report, "depth") || !strings.Contains(report, "nodes") {
		t.Errorf("report %q", report)
	}
	// The report names cells as the board does (f8, j8), not as 0-based x,y.
	if !regexp.MustCompile(`principal variation: [a-o]\d+`).MatchString(report) || strings.Contains(report, ",7") {
		t.Errorf("report %q: the line is not in board coordinates", report)
	}
	// In Vietnamese, all of it, with the glossary's terms.
	eng.Lang = "vi"
	_, report, err = eng.Move(context.Background(), b.Clone(), false)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"cách chọn: ", "độ sâu ", "số nút ", "hệ số phân nhánh ", "biến chính: "} {
		if !strings.Contains(report, want) {
			t.Errorf("Vietnamese report %q lacks %q", report, want)
		}
	}
	if regexp.MustCompile(`\b(depth|nodes|evals|bf|time|pv|search|forced)\b`).MatchString(report) {
		t.Errorf("Vietnamese report %q has English words", report)
	}
	// Black to move with an open three has a forced win by VCT at least.
	b2 := b.Clone()
	_ = b2.Undo()
	text, err := eng.Solve(context.Background(), b2)
	if err != nil || text == "" {
		t.Fatalf("solve: %q %v", text, err)
	}
}

// Every text of the game, of the engine's report and of the forced-win
// search has its Vietnamese in messages, with verbs that fit its
// arguments and no English word, and the catalogue holds nothing else.
func TestMessages(t *testing.T) {
	english := strings.Fields(`the you your is are not a of to or and at engine thinking plays error cell
		outside taken game over nothing took back move threat three four five open give file name saved loaded
		from wins black white played forbidden point draw every empty last bye how depth score nodes evaluations
		branching factor time principal variation opening centre only block win continuous fours search
		plies loss forced found within starting larger than permission cannot read write list wrong commands`)
	problems, found, err := i18ncheck.CheckDir(".", map[string]int{".say": 0, ".prompt": 0, ".t": 0, "tr": 1, ".Msg": 0, "errorf": 0},
		messages, english, ".t", "tr")
	if err != nil || found < 50 {
		t.Fatalf("found %d formats (%v): the scan is broken", found, err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}

// A Vietnamese game says its file errors in Vietnamese, and a huge file is
// refused after reading a little more than the limit.
func TestFileErrorsVietnamese(t *testing.T) {
	var out bytes.Buffer
	dir := t.TempDir()
	badList, badMove := filepath.Join(dir, "badlist.txt"), filepath.Join(dir, "badmove.txt")
	os.WriteFile(badList, []byte("4,4 5\n"), 0o644)
	os.WriteFile(badMove, []byte("4,4 5,5 4,4\n"), 0o644)
	in := "load " + filepath.Join(dir, "none.txt") + "\nload " + badList + "\nload " + badMove + "\n"
	if _, err := os.Stat("/dev/zero"); err == nil {
		in += "load /dev/zero\n"
	}
	b := newBoard(t, 9, caro.Caro)
	err := Run(context.Background(), strings.NewReader(in+"q\n"), &out, b, Options{Human: caro.Black, Lang: "vi", Engine: &nearest{}})
	if err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if !strings.Contains(text, "Lỗi tệp: không có tệp này") || strings.Contains(text, "no such file") {
		t.Errorf("missing file:\n%s", text)
	}
	if _, err := os.Stat("/dev/zero"); err == nil && !strings.Contains(text, "/dev/zero: tệp lớn hơn 1048576 byte") {
		t.Errorf("endless file:\n%s", text)
	}
	// A bad move list: the detail is Vietnamese too.
	for _, want := range []string{
		"Lỗi tệp: danh sách nước đi: có 3 số, cần các cặp x,y",
		"Lỗi tệp: nước 3 (e5): ô đã có quân",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "move list") || strings.Contains(text, "occupied") {
		t.Errorf("English in the Vietnamese game:\n%s", text)
	}
}
