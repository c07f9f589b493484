package main

import (
	"errors"
	"io/fs"
	"os"
	"slices"
	"strings"
	"syscall"
	"testing"

	"alphabeta/internal/i18n"
)

// The locale variables choose the default of --lang (localeLang): the
// tests run without them, so that every test that gives no --lang is in
// English whatever the machine's locale; the tests of the locale set them
// with t.Setenv.
func TestMain(m *testing.M) {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		os.Unsetenv(name)
	}
	os.Exit(m.Run())
}

func TestLocaleLang(t *testing.T) {
	for _, c := range []struct {
		lcAll, lcMessages, lang, want string
	}{
		{"", "", "", "en"},
		{"", "", "vi_VN.UTF-8", "vi"},
		{"", "", "vi", "vi"},
		{"", "", "vi_VN", "vi"},
		{"", "", "en_US.UTF-8", "en"},
		{"", "", "C.UTF-8", "en"},
		{"", "", "video", "en"},
		{"", "vi_VN.UTF-8", "en_US.UTF-8", "vi"},
		{"C", "", "vi_VN.UTF-8", "en"}, // LC_ALL first, as POSIX says
		{"vi_VN.UTF-8", "en_US.UTF-8", "", "vi"},
	} {
		t.Setenv("LC_ALL", c.lcAll)
		t.Setenv("LC_MESSAGES", c.lcMessages)
		t.Setenv("LANG", c.lang)
		if got := localeLang(); got != c.want {
			t.Errorf("LC_ALL=%q LC_MESSAGES=%q LANG=%q: %q, want %q", c.lcAll, c.lcMessages, c.lang, got, c.want)
		}
		if got := langArg(nil); got != c.want {
			t.Errorf("langArg without --lang under LANG=%q: %q, want %q", c.lang, got, c.want)
		}
	}
}

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

// The help subcommand's forms pass --lang on: "tree help trace --lang vi"
// and "help tree trace --lang vi" print trace's Vietnamese help, as
// "tree trace -h --lang vi" does.
func TestHelpSubcommandLanguage(t *testing.T) {
	_, want, code := runTreeCmd(t, "", "trace", "-h", "--lang", "vi")
	if code != 0 || !strings.HasPrefix(want, "Cách dùng: alphabeta tree trace") {
		t.Fatalf("tree trace -h --lang vi: exit %d\n%s", code, want)
	}
	if _, got, code := runTreeCmd(t, "", "help", "trace", "--lang", "vi"); code != 0 || got != want {
		t.Errorf("tree help trace --lang vi: exit %d\n%s", code, got)
	}
	for _, args := range [][]string{{"help", "tree", "trace", "--lang", "vi"}, {"help", "tree", "trace", "--lang=vi"}} {
		var code int
		_, got := captureOutput(t, func() { code = dispatch(slices.Clone(args)) })
		if code != 0 || got != want {
			t.Errorf("alphabeta %s: exit %d\n%s", strings.Join(args, " "), code, got)
		}
	}
	if out, _, code := runTreeCmd(t, "", "help", "--lang", "vi"); code != 0 || !strings.HasPrefix(out, "Cách dùng: alphabeta tree LỆNH") {
		t.Errorf("tree help --lang vi: exit %d\n%s", code, out)
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
	code := runTree([]string{"solve", "--lang", "vi", "A(1,2)"}, strings.NewReader(""), failingWriter{}, &errb)
	if want := "alphabeta tree solve: đĩa đã đầy (chi tiết: write /dev/stdout: no space left on device)\n"; code != 1 || errb.String() != want {
		t.Errorf("solve onto a full disk: exit %d, %q, want %q", code, errb.String(), want)
	}
	dir := t.TempDir()
	_, errs, code := runTreeCmd(t, "", "draw", "--lang", "vi", "--out", dir+"/no/such/dir/a.svg", "A(1,2)")
	if code != 1 || !strings.Contains(errs, "không ghi được "+dir+"/no/such/dir/a.svg (chi tiết: không có tệp hay thư mục này)") {
		t.Errorf("draw into a missing directory: exit %d, %q", code, errs)
	}
	// Reading a directory as a file.
	_, err := readFileLimited(dir, 10)
	var me *msgError
	if !errors.As(err, &me) || !strings.HasPrefix(me.Vietnamese(), dir+": không đọc được tệp (chi tiết: ") ||
		i18n.EnglishWord(me.Vietnamese(), englishWords) != "" {
		t.Errorf("reading a directory: %v / %q", err, me.Vietnamese())
	}
}
