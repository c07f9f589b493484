package caro

import (
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/i18n/i18ncheck"
)

// Every error of the package has its Vietnamese in messages, with verbs
// that fit its arguments and no English word, and the catalogue holds
// nothing else.
func TestVietnameseMessages(t *testing.T) {
	english := strings.Fields(`the must not is are and or of to with want got no move list board rule point game
		column row number numbers pairs unknown bad unexpected expected letter needs square start after end over`)
	problems, found, err := i18ncheck.CheckDir(".", map[string]int{"errorf": 0, "msg": 0}, messages, english)
	if err != nil || found < 10 {
		t.Fatalf("found %d formats (%v): the scan is broken", found, err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}
