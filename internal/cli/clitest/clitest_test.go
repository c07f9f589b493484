package clitest

import (
	"os"
	"testing"
)

func TestMain(m *testing.M) {
	os.Setenv("LANG", "vi_VN.UTF-8")
	Main(m)
}

func TestMainUnsetsTheLocale(t *testing.T) {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v, ok := os.LookupEnv(name); ok {
			t.Errorf("%s=%q in the tests", name, v)
		}
	}
}
