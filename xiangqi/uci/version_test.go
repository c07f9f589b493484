package uci

import (
	"bytes"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/version"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// Both handshakes name the build: Name and the version the go command
// stamped ("devel" in a test binary, which has none).
func TestIDNameCarriesTheVersion(t *testing.T) {
	want := "id name alphabeta-xiangqi " + version.Get().Short() + "\n"
	for _, hello := range []string{"uci", "ucci"} {
		var out bytes.Buffer
		s := NewServer(engine.New(engine.Options{HashMB: 1}), &out)
		if err := s.Run(strings.NewReader(hello + "\nquit\n")); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), want) {
			t.Errorf("%s: want %q in\n%s", hello, want, out.String())
		}
	}
}
