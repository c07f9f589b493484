package engine

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/internal/i18n/i18ncheck"
)

// Every error of the package that a player or a student meets (a
// position's, a board's, a game's) has its Vietnamese in messages, with
// verbs that fit its arguments and no English word, and the catalogue
// holds nothing else. Left in English: the developers' texts, the VCF/VCT
// suites' reader (solve.go's "line %d: …"), the shape table's
// (shapes.go, a file the tuner writes) and pbrain's --style.
func TestVietnameseMessages(t *testing.T) {
	english := strings.Fields(`the must not is are and or of to with want got no move board rule point game
		side each unknown over nothing solve off on occupied played illegal`)
	problems, found, err := i18ncheck.CheckDir(".", map[string]int{".Errorf": 0}, messages, english)
	if err != nil || found < 6 {
		t.Fatalf("found %d formats (%v): the scan is broken", found, err)
	}
	developers := []string{`"unknown style %q`, `"line %d: `}
	for _, p := range problems {
		if slices.ContainsFunc(developers, func(d string) bool { return strings.Contains(p, d) }) {
			continue
		}
		t.Error(p)
	}
}

// The engine's errors about a position's moves name the point as the
// boards label it (h8 for 7,7, the column's letter and the row from 1 at
// the top), never the 0-based x,y, in English and Vietnamese: SetupBoard,
// the engine's and the seed002 baseline's searches and Solve alike.
func TestPositionErrorsNamePoints(t *testing.T) {
	occupied := []caro.Point{{X: 7, Y: 7}, {X: 7, Y: 7}}
	off := []caro.Point{{X: 7, Y: 7}, {X: 11, Y: 15}}
	type vi interface{ Vietnamese() string }
	check := func(name string, err error, en, viWant string) {
		t.Helper()
		var v vi
		if err == nil || !errors.As(err, &v) {
			t.Fatalf("%s: %v, want a Vietnamese error", name, err)
		}
		if err.Error() != en || v.Vietnamese() != viWant {
			t.Errorf("%s: %q / %q, want %q / %q", name, err, v.Vietnamese(), en, viWant)
		}
	}
	_, err := SetupBoard(15, 15, caro.Freestyle, occupied)
	check("SetupBoard", err, "move 2 (h8) is on an occupied point", "nước 2 (h8) vào ô đã có quân")
	_, err = SetupBoard(15, 15, caro.Freestyle, off)
	check("SetupBoard", err, "move 2 (l16) is off the 15×15 board", "nước 2 (l16) nằm ngoài bàn cờ 15×15")
	ctx := context.Background()
	lim := Limits{Depth: 1}
	_, err = New(Options{}).Search(ctx, Position{Width: 15, Height: 15, Moves: occupied}, lim, nil)
	check("Engine.Search", err, "move 2 (h8) is on an occupied point", "nước 2 (h8) vào ô đã có quân")
	_, err = NewBaseline(1).Search(ctx, Position{Width: 15, Height: 15, Moves: off}, lim, nil)
	check("Baseline.Search", err, "move 2 (l16) is off the 15×15 board", "nước 2 (l16) nằm ngoài bàn cờ 15×15")
	_, err = NewBaseline(1).Search(ctx, Position{Width: 15, Height: 15, Moves: occupied}, lim, nil)
	check("Baseline.Search", err, "move 2 (h8) is on an occupied point", "nước 2 (h8) vào ô đã có quân")
	_, err = Solve(ctx, Position{Width: 15, Height: 15, Moves: occupied}, SolveOptions{})
	check("Solve", err, "move 2 (h8) is on an occupied point", "nước 2 (h8) vào ô đã có quân")
}
