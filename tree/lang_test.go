package tree

import (
	"io/fs"
	"strings"
	"syscall"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/cli/clitest"
)

// The tests run without the locale (clitest.Main); the tests of the
// locale set it with t.Setenv.
func TestMain(m *testing.M) { clitest.Main(m) }

// Without --lang, a Vietnamese locale makes the commands Vietnamese: the
// results, the errors and -h, which says so; --lang en still wins.
func TestLocaleChoosesLanguage(t *testing.T) {
	t.Setenv("LANG", "vi_VN.UTF-8")
	out, _, code := runTreeCmd(t, "", "solve", "A(B(3,5),C(2,9))")
	if code != 0 || !strings.HasPrefix(out, "Giá trị: 3\nNước tốt nhất: B") {
		t.Errorf("solve under LANG=vi_VN.UTF-8: exit %d, %q", code, out)
	}
	if _, errs, code := runTreeCmd(t, "", "trace", "--format", "xml", "A(1)"); code != 2 || !strings.Contains(errs, `--format "xml": chọn text, markdown, csv hoặc json`) {
		t.Errorf("an error under LANG=vi_VN.UTF-8: exit %d, %q", code, errs)
	}
	if out, _, _ := runTreeCmd(t, "", "solve", "--lang", "en", "A(B(3,5),C(2,9))"); !strings.HasPrefix(out, "Value: 3") {
		t.Errorf("--lang en under LANG=vi_VN.UTF-8: %q", out)
	}
	_, help, code := runTreeCmd(t, "", "solve", "-h")
	if code != 0 || !strings.HasPrefix(help, "Cách dùng: alphabeta tree solve") ||
		!strings.Contains(help, `khi không có --lang: vi nếu LC_ALL, LC_MESSAGES hoặc LANG là tiếng Việt (vi_VN.UTF-8) (mặc định "vi")`) {
		t.Errorf("solve -h under LANG=vi_VN.UTF-8: exit %d\n%s", code, help)
	}
	if out, _, _ := runTreeCmd(t, "", "help"); !strings.HasPrefix(out, "Cách dùng: alphabeta tree LỆNH") {
		t.Errorf("tree help under LANG=vi_VN.UTF-8:\n%s", out)
	}
	// LC_ALL=C overrides LANG: English, and -h says the default is en.
	t.Setenv("LC_ALL", "C")
	if out, _, _ := runTreeCmd(t, "", "solve", "A(B(3,5),C(2,9))"); !strings.HasPrefix(out, "Value: 3") {
		t.Errorf("solve under LC_ALL=C LANG=vi_VN.UTF-8: %q", out)
	}
	if _, help, _ := runTreeCmd(t, "", "solve", "-h"); !strings.Contains(help, `without --lang, vi when LC_ALL, LC_MESSAGES or LANG is Vietnamese (vi_VN.UTF-8) (default "en")`) {
		t.Errorf("solve -h under LC_ALL=C:\n%s", help)
	}
}

// "tree help trace --lang vi" prints trace's Vietnamese help, as "tree
// trace -h --lang vi" does; tree's own usage and its unknown command are
// Vietnamese under --lang vi.
func TestHelpSubcommandLanguage(t *testing.T) {
	_, want, code := runTreeCmd(t, "", "trace", "-h", "--lang", "vi")
	if code != 0 || !strings.HasPrefix(want, "Cách dùng: alphabeta tree trace") {
		t.Fatalf("tree trace -h --lang vi: exit %d\n%s", code, want)
	}
	if _, got, code := runTreeCmd(t, "", "help", "trace", "--lang", "vi"); code != 0 || got != want {
		t.Errorf("tree help trace --lang vi: exit %d\n%s", code, got)
	}
	if out, _, code := runTreeCmd(t, "", "help", "--lang", "vi"); code != 0 || !strings.HasPrefix(out, "Cách dùng: alphabeta tree LỆNH") {
		t.Errorf("tree help --lang vi: exit %d\n%s", code, out)
	}
	// Flags before the command: the command is still found, and without
	// one the error says what is missing, in the language asked for.
	if out, _, code := runTreeCmd(t, "", "--lang", "vi", "solve", "A(3,5)"); code != 0 || !strings.HasPrefix(out, "Giá trị: 5") {
		t.Errorf("tree --lang vi solve: exit %d\n%s", code, out)
	}
	if _, errs, code := runTreeCmd(t, "", "--lang", "vi"); code != 2 || !strings.HasPrefix(errs, "alphabeta tree: thiếu lệnh (danh sách ở dưới)\n\nCách dùng:") {
		t.Errorf("tree --lang vi: exit %d\n%s", code, errs)
	}
	if _, errs, code := runTreeCmd(t, "", "frobnicate", "--lang", "vi"); code != 2 || !strings.HasPrefix(errs, "alphabeta tree: không có lệnh \"frobnicate\"\n\nCách dùng:") {
		t.Errorf("tree frobnicate --lang vi: exit %d\n%s", code, errs)
	}
}

// failingWriter fails every write as a full disk does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) {
	return 0, &fs.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.ENOSPC}
}

// A cause with no Vietnamese (the operating system's) is said in
// Vietnamese first, its English after "chi tiết:".
func TestVietnameseCauses(t *testing.T) {
	var errb strings.Builder
	code := Main([]string{"solve", "--lang", "vi", "A(1,2)"}, strings.NewReader(""), failingWriter{}, &errb)
	if want := "alphabeta tree solve: đĩa đã đầy (chi tiết: write /dev/stdout: no space left on device)\n"; code != 1 || errb.String() != want {
		t.Errorf("solve onto a full disk: exit %d, %q, want %q", code, errb.String(), want)
	}
	dir := t.TempDir()
	_, errs, code := runTreeCmd(t, "", "draw", "--lang", "vi", "--out", dir+"/no/such/dir/a.svg", "A(1,2)")
	if code != 1 || !strings.Contains(errs, "không ghi được "+dir+"/no/such/dir/a.svg (chi tiết: không có tệp hay thư mục này)") {
		t.Errorf("draw into a missing directory: exit %d, %q", code, errs)
	}
}
