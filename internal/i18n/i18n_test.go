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
