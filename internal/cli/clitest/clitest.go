// Package clitest helps the tests of packages whose commands parse their
// flags with internal/cli.
package clitest

import (
	"os"
	"path/filepath"
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

// CaptureOutput runs f with os.Stdout and os.Stderr going to files, and
// returns what it wrote on each (for commands that print to the process's
// own streams).
func CaptureOutput(t *testing.T, f func()) (stdout, stderr string) {
	t.Helper()
	dir := t.TempDir()
	outF, err := os.Create(filepath.Join(dir, "stdout"))
	if err != nil {
		t.Fatal(err)
	}
	errF, err := os.Create(filepath.Join(dir, "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	oldOut, oldErr := os.Stdout, os.Stderr
	os.Stdout, os.Stderr = outF, errF
	defer func() { os.Stdout, os.Stderr = oldOut, oldErr }()
	f()
	outF.Close()
	errF.Close()
	o, _ := os.ReadFile(outF.Name())
	e, _ := os.ReadFile(errF.Name())
	return string(o), string(e)
}
