package i18ncheck

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// CheckDir finds the formats of a directory's calls, says which lack
// their Vietnamese, and refuses a format that is not a literal.
func TestCheckDir(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\nfunc say(f string, a ...any) {}\n\nfunc f(x string) {\n\tsay(\"hello %s\", 1)\n\tsay(\"bye\")\n\tsay(x)\n\tp.say(\"not counted\")\n\tp.tell(0, \"hello %s\", 2)\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	problems, found, err := CheckDir(dir, map[string]int{"say": 0, ".tell": 1}, map[string]string{"hello %s": "xin chào %s"}, []string{"bye"})
	if err != nil || found != 2 {
		t.Fatalf("found %d formats, err %v", found, err)
	}
	text := strings.Join(problems, "\n")
	if len(problems) != 2 || !strings.Contains(text, `"bye" has no Vietnamese`) || !strings.Contains(text, "not a literal") {
		t.Errorf("problems:\n%s", text)
	}
}

// CheckDirWith checks the texts found otherwise with the formats, but for
// English words, counts them among the entries the catalogue may hold,
// and takes a sum of literals for a format.
func TestCheckDirWith(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\nfunc say(f string, a ...any) {}\n\nfunc f() {\n\tsay(\"hello \" + \"%s\", 1)\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	more := map[string]string{"play the game": "play -h", "language": "play -h: -lang", "hello %s": "x -h"}
	cat := map[string]string{"hello %s": "xin chào hello %s", "play the game": "chơi play", "unused": "không dùng"}
	problems, found, err := CheckDirWith(dir, map[string]int{"say": 0}, more, cat, []string{"hello", "play"})
	if err != nil || found != 1 {
		t.Fatalf("found %d formats, err %v", found, err)
	}
	want := []string{
		`p.go:6:2: the Vietnamese of "hello %s", "xin chào hello %s", has the English word "hello"`,
		`play -h: -lang: "language" has no Vietnamese`,
		`the catalogue has "unused", which no code uses`,
	}
	for i := range problems {
		problems[i] = strings.TrimPrefix(problems[i], dir+string(filepath.Separator))
	}
	if strings.Join(problems, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(problems, "\n"), strings.Join(want, "\n"))
	}
}

// Formats counts calls by a plain name only.
func TestFormats(t *testing.T) {
	got, err := Formats("..", map[string]int{"Sprintf": 2, "Formats": 0}, "Sprintf", "Formats")
	if err != nil {
		t.Fatal(err)
	}
	// In package i18n, Sprintf's own fmt.Sprintf calls are selector
	// calls, not counted; Error writes its cause with Sprintf and "%v".
	if len(got) != 1 || !strings.HasPrefix(got["%v"], "../catalogue.go:") {
		t.Errorf("formats in package i18n: %v", got)
	}
}

func TestCheck(t *testing.T) {
	formats := map[string]string{"move %d: %v": "a.go:1", "%v": "a.go:2", "bad %s": "a.go:3", "gone": "a.go:4"}
	cat := map[string]string{
		"move %d: %v": "nước %d: %v",
		"bad %s":      "sai %d rồi move",
		"unused":      "không dùng",
	}
	got := Check(formats, cat, []string{"move", "bad"})
	want := []string{
		`a.go:3: "bad %s" → "sai %!d(string=x) rồi move": the verbs do not fit the arguments`,
		`a.go:3: the Vietnamese of "bad %s", "sai %d rồi move", has the English word "move"`,
		`a.go:4: "gone" has no Vietnamese`,
		`the catalogue has "unused", which no code uses`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Check:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if w := i18n.EnglishWord(`trường "move" --move /api/move không có`, []string{"move"}); w != "" {
		t.Errorf("EnglishWord found %q in quotes, a flag or a path", w)
	}
	if w := i18n.EnglishWord("không ghi được (chi tiết: write (fd 3): no move) nước\nlỗi (chi tiết: move", []string{"move"}); w != "" {
		t.Errorf("EnglishWord found %q in a detail", w)
	}
	if w := i18n.EnglishWord("không ghi được (chi tiết: write) move", []string{"move"}); w != "move" {
		t.Errorf("EnglishWord missed the word after a detail: %q", w)
	}
	// A Vietnamese that is the English, where there are words to translate.
	// A neutral text (MAX) may be its own Vietnamese, and only that.
	got = Check(map[string]string{"--moves: %v": "a.go:1", "win %d": "a.go:2", "(%s)": "a.go:3", "MAX": "a.go:4", "MIN": "a.go:5"},
		map[string]string{"--moves: %v": "--moves: %v", "win %d": "win %d", "MAX": "MAX", "MIN": "TỐI THIỂU"}, nil)
	if want := "a.go:2: the Vietnamese of \"win %d\" is the English\n" +
		`a.go:5: "MIN" is the same in both languages (Neutral), not "TỐI THIỂU"`; strings.Join(got, "\n") != want {
		t.Errorf("Check of untranslated entries: %q, want %q", got, want)
	}
}
