// Package clitest helps the tests of packages whose commands parse their
// flags with internal/cli.
package clitest

import (
	"os"
	"testing"
)

// Main runs m's tests without the locale variables that choose the
// default of --lang (cli.Parse), so that every test that gives no --lang
// is in English whatever the machine's locale; the tests of the locale
// set them with t.Setenv. A package's TestMain calls it.
func Main(m *testing.M) {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		os.Unsetenv(name)
	}
	os.Exit(m.Run())
}
