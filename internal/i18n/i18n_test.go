package i18n

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

type side int

func (side) String() string     { return "red" }
func (side) Vietnamese() string { return "Đỏ" }

type viError struct{}

func (viError) Error() string      { return "move e3e5 is not legal" }
func (viError) Vietnamese() string { return "nước e3e5 không hợp lệ" }

func TestSprintf(t *testing.T) {
	cat := map[string]string{
		"%v to move: %v":       "%v đi: %v",
		"bad JSON at %d: %s":   "JSON sai ở byte %[1]d",
		"nothing to translate": "không có gì",
	}
	wrapped := fmt.Errorf("wrapped: %w", viError{})
	for _, c := range []struct {
		lang, format string
		args         []any
		want         string
	}{
		{"en", "%v to move: %v", []any{side(0), wrapped}, "red to move: wrapped: move e3e5 is not legal"},
		{"vi", "%v to move: %v", []any{side(0), wrapped}, "Đỏ đi: nước e3e5 không hợp lệ"},
		{"vi", "bad JSON at %d: %s", []any{7, "invalid character"}, "JSON sai ở byte 7"},
		{"vi", "nothing to translate", nil, "không có gì"},
		{"vi", "not in the catalogue %v", []any{errors.New("plain")}, "not in the catalogue plain"},
		{"fr", "%v to move: %v", []any{side(0), viError{}}, "red to move: move e3e5 is not legal"},
	} {
		if got := Sprintf(c.lang, cat, c.format, c.args...); got != c.want {
			t.Errorf("Sprintf(%q, %q) = %q, want %q", c.lang, c.format, got, c.want)
		}
	}
}

func TestFormats(t *testing.T) {
	got, err := Formats(".", map[string]int{"Sprintf": 2, "Formats": 0}, "Sprintf", "Formats")
	if err != nil {
		t.Fatal(err)
	}
	// Sprintf's own fmt.Sprintf calls are selector calls, not counted;
	// Formats is called with a non-literal only by CheckDir, which passes
	// its caller's directory on.
	if len(got) != 0 {
		t.Errorf("formats in i18n.go: %v", got)
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
	if w := EnglishWord(`trường "move" --move /api/move không có`, []string{"move"}); w != "" {
		t.Errorf("EnglishWord found %q in quotes, a flag or a path", w)
	}
}
