package cli

import (
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/i18n/i18ncheck"
)

// englishWords are the English of the catalogue's messages.
var englishWords = strings.Fields(`the must not is are and or of to with want got no flag value unexpected argument
	file such permission denied larger than input bytes read cannot type usage unknown missing list below
	subcommand subcommands every takes flags args`)

// The catalogue's messages are Vietnamese, with verbs that fit, and the
// catalogue holds nothing else.
func TestVietnameseMessages(t *testing.T) {
	problems, found, err := i18ncheck.CheckDir(".", map[string]int{"say": 2, "usageError": 2, "errorf": 0, "tr": 1, ".Msg": 0}, messages, englishWords)
	if err != nil || found < 12 {
		t.Fatalf("found %d formats (%v): the scan is broken", found, err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}
