package xiangqi

import (
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/i18n/i18ncheck"
)

// Every error of the package given to errorf and tr has its Vietnamese in
// messages, with verbs that fit its arguments and no English word, and
// the catalogue holds nothing else.
func TestVietnameseMessages(t *testing.T) {
	english := strings.Fields(`the must not is are and or of to with want got no move game tag value legal
		double quotes unterminated name`)
	problems, found, err := i18ncheck.CheckDir(".", map[string]int{"errorf": 0, "tr": 1}, messages, english)
	if err != nil || found < 5 {
		t.Fatalf("found %d formats (%v): the scan is broken", found, err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}
