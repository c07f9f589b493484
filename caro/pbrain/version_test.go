package pbrain

import (
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro/engine"
	"github.com/alphabeta-go/alphabeta/internal/version"
)

func TestAboutCarriesTheVersion(t *testing.T) {
	about := NewEngineBrain(engine.Options{HashMB: 1}).About()
	if want := `version="` + version.Get().Short() + `"`; !strings.Contains(about, want) {
		t.Errorf("ABOUT %q lacks %s", about, want)
	}
}
