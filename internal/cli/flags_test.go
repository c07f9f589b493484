package cli

import (
	"bytes"
	"flag"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

func TestParseFlags(t *testing.T) {
	newFS := func() (*flag.FlagSet, *string, *bytes.Buffer) {
		var out bytes.Buffer
		fs := flag.NewFlagSet("xiangqi show", flag.ContinueOnError)
		fs.SetOutput(&out)
		lang := fs.String("lang", "en", "")
		fs.Bool("ascii", false, "")
		return fs, lang, &out
	}
	for _, c := range []struct {
		args     []string
		pos      []string
		code     int
		ok       bool
		stderrIs string
	}{
		{[]string{"a", "--ascii", "b", "--lang", "vi"}, []string{"a", "b"}, 0, true, ""},
		{[]string{"--", "--ascii"}, []string{"--ascii"}, 0, true, ""},
		{[]string{"-h"}, nil, 0, false, "Usage"},
		{[]string{"--nope"}, nil, 2, false, "flag provided but not defined"},
		{[]string{"--lang", "fr"}, nil, 2, false, `alphabeta xiangqi show: --lang "fr": want en or vi`},
	} {
		fs, lang, out := newFS()
		pos, code, ok := Parse(fs, c.args, lang)
		if !slices.Equal(pos, c.pos) || code != c.code || ok != c.ok || !strings.Contains(out.String(), c.stderrIs) {
			t.Errorf("%q: %q %d %v, output %q", c.args, pos, code, ok, out.String())
		}
	}
	fs, _, out := newFS()
	if code, ok := ParseOnly(fs, []string{"--ascii", "extra"}, nil); ok || code != 2 || !strings.Contains(out.String(), `alphabeta xiangqi show: unexpected argument "extra"`) {
		t.Errorf("an argument to a command without any: %d %v %q", code, ok, out.String())
	}
}

func TestLangArg(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "en"},
		{[]string{"--lang", "vi"}, "vi"},
		{[]string{"-lang=vi", "x"}, "vi"},
		{[]string{"--lang", "vi", "--lang", "en"}, "en"},
		{[]string{"--lang"}, "en"},
		{[]string{"--lang", "fr"}, "en"},
		{[]string{"--", "--lang", "vi"}, "en"},
		{[]string{"lang", "vi"}, "en"},
		{[]string{"--language", "vi"}, "en"},
	} {
		if got := LangArg(c.args); got != c.want {
			t.Errorf("LangArg(%q) = %q, want %q", c.args, got, c.want)
		}
	}
}

func TestOtherFlagsSet(t *testing.T) {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.Bool("signature", false, "")
	fs.Int("depth", 5, "")
	fs.Int("runs", 3, "")
	if err := fs.Parse([]string{"--signature", "--runs", "2"}); err != nil {
		t.Fatal(err)
	}
	if got := OtherFlagsSet(fs, "signature"); !slices.Equal(got, []string{"--runs"}) {
		t.Errorf("got %q, want [--runs]", got)
	}
}

// -h under --lang vi says the usage and each flag's help from the
// catalogue, by their English, laid out as flag.PrintDefaults (the value's
// name in one word, the default, --lang's note on the locale); HelpTexts
// lists those English texts, the note left out.
func TestVietnameseHelpFromCatalogue(t *testing.T) {
	catalogue := i18n.Catalogue{
		"Usage: alphabeta helptest [--time T]\n\nA command for the tests.": "Cách dùng: alphabeta helptest [--time T]\n\nMột lệnh để kiểm thử.",
		"time per move":      "thời gian cho mỗi nước",
		"language: en or vi": "ngôn ngữ: en hoặc vi",
	}
	var out bytes.Buffer
	fs := flag.NewFlagSet("helptest", flag.ContinueOnError)
	fs.SetOutput(&out)
	fs.Duration("time", time.Second, "time per move")
	lang := fs.String("lang", "en", "language: en or vi")
	fs.Bool("x", false, "no Vietnamese")
	SetVietnameseHelp(fs, catalogue, "Usage: alphabeta helptest [--time T]\n\nA command for the tests.")
	t.Cleanup(func() {
		vietnameseHelpsMu.Lock()
		delete(vietnameseHelps, "alphabeta helptest")
		vietnameseHelpsMu.Unlock()
	})
	if _, code, ok := Parse(fs, []string{"-h", "--lang", "vi"}, lang); ok || code != 0 {
		t.Fatalf("-h: exit %d, ok %v", code, ok)
	}
	want := "Cách dùng: alphabeta helptest [--time T]\n\nMột lệnh để kiểm thử.\n\nTùy chọn:\n" +
		"  -lang chuỗi\n    \tngôn ngữ: en hoặc vi; khi không có --lang: vi nếu LC_ALL, LC_MESSAGES hoặc LANG là tiếng Việt (vi_VN.UTF-8) (mặc định \"en\")\n" +
		"  -time thời_gian\n    \tthời gian cho mỗi nước (mặc định 1s)\n" +
		"  -x\tno Vietnamese\n"
	if out.String() != want {
		t.Errorf("-h --lang vi:\n%s\nwant:\n%s", out.String(), want)
	}
	texts := HelpTexts(catalogue)
	for en := range catalogue {
		if texts[en] == "" {
			t.Errorf("HelpTexts has not %q: %v", en, texts)
		}
	}
	if len(texts) != 4 || texts["no Vietnamese"] != "alphabeta helptest -h: -x" {
		t.Errorf("HelpTexts: %v", texts)
	}
}
