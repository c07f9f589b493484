package cli

import (
	"strings"
	"testing"

	"alphabeta/internal/i18n"
)

// The catalogue's messages are Vietnamese, with verbs that fit, and the
// catalogue holds nothing else.
func TestVietnameseMessages(t *testing.T) {
	formats, err := i18n.Formats(".", map[string]int{"say": 2, "usageError": 2, "errorf": 0})
	if err != nil {
		t.Fatal(err)
	}
	if where, ok := formats[""]; ok {
		t.Errorf("%s: a format that is not a literal: the catalogue cannot be checked", where)
		delete(formats, "")
	}
	if len(formats) < 12 {
		t.Fatalf("found %d formats: the scan is broken", len(formats))
	}
	english := strings.Fields(`the must not is are and or of to with want got no flag value unexpected argument
		file such permission denied larger than input bytes read cannot type usage`)
	for _, p := range i18n.Check(formats, messages, english) {
		t.Error(p)
	}
}
