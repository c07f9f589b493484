package xiangqi

import (
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/i18n/i18ncheck"
)

// Every error of the package given to errorf, tr, msg, newFENError and
// ParseFEN's bad has its Vietnamese in messages, with verbs that fit its
// arguments and no English word, and the catalogue holds nothing else.
func TestVietnameseMessages(t *testing.T) {
	english := strings.Fields(`the must not is are and or of to with want got no move game tag value legal
		double quotes unterminated name rank ranks file files field fields piece pieces letter king kings
		side number check turn palace advisor elephant soldier river between face empty placement red black
		bad has here matches ambiguous`)
	problems, found, err := i18ncheck.CheckDir(".", map[string]int{"errorf": 0, "tr": 1, "msg": 0, "bad": 0, "newFENError": 1},
		messages, english, "newFENError")
	if err != nil || found < 30 {
		t.Fatalf("found %d formats (%v): the scan is broken", found, err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}
