package caro

import (
	"errors"
	"regexp"
	"strings"
	"testing"
)

// englishWord matches the English words of this package's error texts: a
// Vietnamese text must have none (quoted input and rule names aside).
var englishWord = regexp.MustCompile(`\b(move|list|column|want|row|board|unknown|number|numbers|point|game|over|rule|square|pairs|expected|got|needs|outside|occupied|take|back|fit|each|side|must)\b`)

func viText(t *testing.T, err error) string {
	t.Helper()
	v, ok := errors.AsType[interface {
		error
		Vietnamese() string
	}](err)
	if !ok {
		t.Fatalf("%v: no Vietnamese text", err)
	}
	return v.Vietnamese()
}

// Every error of the move lists, the boards and the rules reads in
// Vietnamese, details included, and the English text is as before.
func TestErrorsVietnamese(t *testing.T) {
	var errs []error
	for _, in := range []string{"7,7 8", "7;x", "7,7 8,8 h", "h0", "h", "a1 7,7", "12345,1", "--1,2", "7.5,1"} {
		_, err := ParseMoves(in)
		errs = append(errs, err)
	}
	_, err := ParseRule("gomokuu")
	errs = append(errs, err)
	_, err = New(40, 15, 5, Freestyle)
	errs = append(errs, err)
	_, err = New(5, 5, 6, Freestyle)
	errs = append(errs, err)
	_, err = NewFromMoves(15, 15, 5, Freestyle, []Point{{7, 7}, {7, 7}})
	errs = append(errs, err)
	_, err = NewFromMoves(15, 15, 5, Freestyle, []Point{{7, 7}, {20, 7}})
	errs = append(errs, err)
	b := NewTicTacToe()
	errs = append(errs, b.Undo())
	_ = b.PlayMoves([]Point{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}})
	errs = append(errs, b.Play(Point{2, 2}))
	for _, err := range errs {
		if err == nil {
			t.Fatal("no error")
		}
		vi := viText(t, err)
		if w := englishWord.FindString(strings.ToLower(vi)); w != "" || vi == "" {
			t.Errorf("%q: the Vietnamese %q has the English word %q", err, vi, w)
		}
	}
	_, err = NewFromMoves(15, 15, 5, Freestyle, []Point{{7, 7}, {7, 7}})
	if en, vi := err.Error(), viText(t, err); en != "move 2 (7,7): caro: point already occupied" || vi != "nước 2 (7,7): ô đã có quân" {
		t.Errorf("PlayMoves: %q / %q", en, vi)
	}
	if !errors.Is(err, ErrOccupied) {
		t.Errorf("PlayMoves's error %v does not wrap ErrOccupied", err)
	}
	_, err = ParseMoves("h8 i")
	if en, vi := err.Error(), viText(t, err); en != `caro: move list: square "i" at column 4 needs a row number 1..99` ||
		vi != `danh sách nước đi: ô "i" ở ký tự thứ 4 cần số hàng từ 1 đến 99` {
		t.Errorf("ParseMoves: %q / %q", en, vi)
	}
}
