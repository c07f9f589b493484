package cli

import (
	"errors"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/cli/clitest"
	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// The tests run without the locale (clitest.Main); the tests of the
// locale set it with t.Setenv.
func TestMain(m *testing.M) { clitest.Main(m) }

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
		if got := LangArg(nil); got != c.want {
			t.Errorf("LangArg without --lang under LANG=%q: %q, want %q", c.lang, got, c.want)
		}
	}
}

// A cause with no Vietnamese (the operating system's: reading a directory
// as a file) is said in Vietnamese first, its English after "chi tiết:".
func TestVietnameseCauses(t *testing.T) {
	dir := t.TempDir()
	_, err := ReadFileLimited(dir, 10)
	var me *i18n.Error
	if !errors.As(err, &me) || !strings.HasPrefix(me.Vietnamese(), dir+": không đọc được tệp (chi tiết: ") ||
		i18n.EnglishWord(me.Vietnamese(), englishWords) != "" {
		t.Errorf("reading a directory: %v / %q", err, me.Vietnamese())
	}
}
