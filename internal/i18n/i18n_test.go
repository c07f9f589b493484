package i18n

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"syscall"
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
		"cannot write %s (%v)": "không ghi được %s (chi tiết: %v)",
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
		// An error without Vietnamese: a Vietnamese sentence, then its
		// English after "chi tiết:"; once only when the format says
		// "chi tiết:" itself.
		{"vi", "%v", []any{&fs.PathError{Op: "write", Path: "/dev/full", Err: syscall.ENOSPC}},
			"đĩa đã đầy (chi tiết: write /dev/full: no space left on device)"},
		{"vi", "%v to move: %v", []any{side(0), errors.New("engine: hash table corrupt")},
			"Đỏ đi: lỗi bên trong chương trình (chi tiết: engine: hash table corrupt)"},
		{"vi", "cannot write %s (%v)", []any{"a.png", fmt.Errorf("open a.png: %w", fs.ErrPermission)},
			"không ghi được a.png (chi tiết: open a.png: permission denied)"},
		{"vi", "%v", []any{&os.SyscallError{Syscall: "setsockopt", Err: syscall.EINVAL}},
			"lỗi của hệ điều hành (chi tiết: setsockopt: invalid argument)"},
		{"en", "%v", []any{errors.New("boom")}, "boom"},
	} {
		if got := Sprintf(c.lang, cat, c.format, c.args...); got != c.want {
			t.Errorf("Sprintf(%q, %q) = %q, want %q", c.lang, c.format, got, c.want)
		}
	}
}

// Every syntax error encoding/json gives on these bodies has its
// Vietnamese.
func TestJSONSyntax(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{`{"a":1,}`, "ký tự '}' không hợp lệ ở chỗ cần tên một trường (một chuỗi)"},
		{`{"a" 1}`, "ký tự '1' không hợp lệ sau tên một trường (cần ':')"},
		{`{"a":1 "b":2}`, `ký tự '"' không hợp lệ sau một cặp tên: giá trị (cần ',' hoặc '}')`},
		{`[1 2]`, "ký tự '2' không hợp lệ sau một phần tử của mảng (cần ',' hoặc ']')"},
		{`x`, "ký tự 'x' không hợp lệ ở chỗ cần một giá trị"},
		{"\"a\x01\"", `ký tự '\x01' không hợp lệ trong một chuỗi`},
		{`"\q"`, `ký tự 'q' không hợp lệ sau dấu \ trong một chuỗi`},
		{`"\u12g4"`, `ký tự 'g' không hợp lệ trong mã \u (cần bốn chữ số thập lục phân)`},
		{`1.x`, "ký tự 'x' không hợp lệ sau dấu chấm thập phân của một số"},
		{`1ex`, "ký tự 'x' không hợp lệ trong số mũ của một số"},
		{`-x`, "ký tự 'x' không hợp lệ trong một số"},
		{`tru}`, "ký tự '}' không hợp lệ trong true (cần 'e')"},
		{`nul'`, `ký tự '\'' không hợp lệ trong null (cần 'l')`},
		{`{"a":1} x`, "ký tự 'x' không hợp lệ sau giá trị"},
		{`{"a":`, "dữ liệu JSON dừng giữa chừng"},
	} {
		var v any
		err := json.Unmarshal([]byte(c.body), &v)
		se, ok := errors.AsType[*json.SyntaxError](err)
		if !ok {
			t.Errorf("%s: %v is not a syntax error", c.body, err)
			continue
		}
		if got, ok := JSONSyntax(se.Error()); !ok || got != c.want {
			t.Errorf("%s: %q → %q, %v; want %q", c.body, se.Error(), got, ok, c.want)
		}
	}
	if got, ok := JSONSyntax("expected comma after array element"); !ok || got != "cần ',' sau một phần tử của mảng" {
		t.Errorf("json.Decoder.Token's missing comma: %q", got)
	}
	if got, ok := JSONSyntax("something else"); ok {
		t.Errorf("JSONSyntax of another error: %q", got)
	}
}

// Every syntax error encoding/json gives, by Unmarshal or by a Decoder's
// Token (tree's JSON parser reads tokens), is one JSONSyntax knows.
func FuzzJSONSyntax(f *testing.F) {
	for _, s := range []string{`{"a":1,}`, `[1 2]`, `"\u12g4"`, `tru}`, `{"a" 1}`, `1ex`, `{"a":[1,`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		var v any
		errs := []error{json.Unmarshal([]byte(body), &v)}
		dec := json.NewDecoder(strings.NewReader(body))
		for range 1000 {
			if _, err := dec.Token(); err != nil {
				errs = append(errs, err)
				break
			}
		}
		for _, err := range errs {
			if se, ok := errors.AsType[*json.SyntaxError](err); ok {
				if vi, ok := JSONSyntax(se.Error()); !ok || vi == "" {
					t.Fatalf("%q: %q has no Vietnamese", body, se.Error())
				}
			}
		}
	})
}

// A syntax error as an argument: English as encoding/json says it,
// Vietnamese by JSONSyntax, else "sai cú pháp" and the English.
func TestJSONSyntaxText(t *testing.T) {
	for _, c := range []struct{ text, en, vi string }{
		{"json: invalid character 'x' looking for beginning of value", "invalid character 'x' looking for beginning of value", "ký tự 'x' không hợp lệ ở chỗ cần một giá trị"},
		{"unexpected end of JSON input", "unexpected end of JSON input", "dữ liệu JSON dừng giữa chừng"},
		{"json: something new", "something new", "sai cú pháp (chi tiết: something new)"},
	} {
		if got := Sprintf("en", nil, "%v", JSONSyntaxText(c.text)); got != c.en {
			t.Errorf("%q in English: %q, want %q", c.text, got, c.en)
		}
		if got := Sprintf("vi", nil, "%v", JSONSyntaxText(c.text)); got != c.vi {
			t.Errorf("%q in Vietnamese: %q, want %q", c.text, got, c.vi)
		}
	}
}

// A Message and an Error keep their format and arguments and say
// themselves in either language; an Error's cause follows a colon, and Is
// stands for the cause to errors.Is.
func TestMessageAndError(t *testing.T) {
	cat := Catalogue{"point %d taken": "ô %d đã có quân", "move %d": "nước %d", "after the end": "sau khi kết thúc", "%v to move": "%v đi"}
	m := cat.Msg("%v to move", side(0))
	if m.String() != "red to move" || m.Vietnamese() != "Đỏ đi" || m.In("vi") != "Đỏ đi" || m.Format != "%v to move" {
		t.Errorf("Msg: %q / %q", m.String(), m.Vietnamese())
	}
	cause := cat.Errorf("point %d taken", 3)
	if cause.Error() != "point 3 taken" || Sprintf("vi", nil, "%v", cause) != "ô 3 đã có quân" {
		t.Errorf("Errorf: %q / %q", cause.Error(), Sprintf("vi", nil, "%v", cause))
	}
	wrapped := &Error{Message: cat.Msg("move %d", 2), Err: cause}
	if wrapped.Error() != "move 2: point 3 taken" || wrapped.Vietnamese() != "nước 2: ô 3 đã có quân" {
		t.Errorf("with a cause: %q / %q", wrapped.Error(), wrapped.Vietnamese())
	}
	if !errors.Is(wrapped, cause) {
		t.Error("errors.Is does not find the cause")
	}
	if got := Sprintf("vi", Catalogue{"at %d: %v": "ở %d: %v"}, "at %d: %v", 1, fmt.Errorf("context: %w", wrapped)); got != "ở 1: nước 2: ô 3 đã có quân" {
		t.Errorf("wrapped in fmt.Errorf: %q", got)
	}
	over := errors.New("over")
	said := &Error{Message: cat.Msg("after the end"), Is: over}
	if !errors.Is(said, over) || said.Vietnamese() != "sau khi kết thúc" {
		t.Errorf("Is: %v, %q", errors.Is(said, over), said.Vietnamese())
	}
	var buf strings.Builder
	cat.Say(&buf, "vi", "move %d", 5)
	if buf.String() != "nước 5\n" {
		t.Errorf("Say: %q", buf.String())
	}
}
