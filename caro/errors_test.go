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
	_, err = NewFromMoves(15, 15, 5, Freestyle, []Point{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}, {3, 0}, {3, 1}, {4, 0}, {4, 1}})
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
	if en, vi := err.Error(), viText(t, err); en != "move 2 (h8): caro: point already occupied" || vi != "nước 2 (h8): ô đã có quân" {
		t.Errorf("PlayMoves: %q / %q", en, vi)
	}
	if !errors.Is(err, ErrOccupied) {
		t.Errorf("PlayMoves's error %v does not wrap ErrOccupied", err)
	}
	_, err = NewFromMoves(15, 15, 5, Freestyle, []Point{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}, {3, 0}, {3, 1}, {4, 0}, {4, 1}})
	if en, vi := err.Error(), viText(t, err); en != "move 10 (e2) comes after the end of the game (black won with move 9, a line of 5)" ||
		vi != "nước 10 (e2) đi sau khi ván đã kết thúc (Đen thắng ở nước 9, một hàng 5 quân)" || !errors.Is(err, ErrOver) {
		t.Errorf("a move after the end: %q / %q", en, vi)
	}
	_, err = ParseMoves("h8 i")
	if en, vi := err.Error(), viText(t, err); en != `caro: move list: square "i" at column 4 needs a row number 1..99` ||
		vi != `danh sách nước đi: ô "i" ở ký tự thứ 4 cần số hàng từ 1 đến 99` {
		t.Errorf("ParseMoves: %q / %q", en, vi)
	}
}

// How a game ended, in both languages: a line, a forbidden move, a full board.
func TestEnding(t *testing.T) {
	renju, _ := ParseMoves("6,7 0,0 7,7 0,14 8,5 14,0 8,6 14,14 8,7")
	full, _ := ParseMoves("0,0 1,0 2,0 4,0 3,0 0,1 1,1 2,1 4,1 3,1 0,2 1,2 2,2 4,2 3,2 0,3 1,3 2,3 4,3 3,3 0,4 1,4 2,4 4,4 3,4")
	for _, c := range []struct {
		w     int
		rule  Rule
		moves []Point
		en    string
		vi    string
	}{
		{15, Freestyle, []Point{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}, {3, 0}, {3, 1}, {4, 0}},
			"black won with move 9, a line of 5", "Đen thắng ở nước 9, một hàng 5 quân"},
		{15, Renju, renju, "black's move 9 is forbidden, a double three: white wins", "nước 9 của Đen phạm luật cấm (ba-ba): Trắng thắng"},
		{5, Freestyle, full, "the board is full after 25 moves", "bàn cờ đã kín sau 25 nước"},
		{15, Freestyle, []Point{{7, 7}}, "not over", "chưa kết thúc"},
	} {
		b, err := NewFromMoves(c.w, c.w, 5, c.rule, c.moves)
		if err != nil {
			t.Fatal(err)
		}
		if e := b.Ending(); e.String() != c.en || e.Vietnamese() != c.vi {
			t.Errorf("%q / %q, want %q / %q", e.String(), e.Vietnamese(), c.en, c.vi)
		}
	}
}

// A point's Name is the board's own label, the column's letter and the
// row's number from 1 at the top, which ParseMoves reads back; the move
// list's errors name points by it.
func TestPointName(t *testing.T) {
	for _, c := range []struct {
		p    Point
		want string
	}{{Point{0, 0}, "a1"}, {Point{7, 7}, "h8"}, {Point{11, 7}, "l8"}, {Point{24, 24}, "y25"}, {Point{25, 0}, "z1"}, {Point{26, 0}, "26,0"}, {Point{-1, -1}, "-1,-1"}} {
		if got := c.p.Name(); got != c.want {
			t.Errorf("%v.Name() = %q, want %q", c.p, got, c.want)
		}
	}
	for y := range 25 {
		for x := range 25 {
			p := Point{x, y}
			if got, err := ParseMoves(p.Name()); err != nil || len(got) != 1 || got[0] != p {
				t.Fatalf("ParseMoves(%q) = %v, %v, want %v", p.Name(), got, err, p)
			}
		}
	}
}

// A stone of a set-up position (the Gomocup BOARD command's) that cannot
// be placed is named as the boards label it, in both languages.
func TestStonesErrorNamesPoint(t *testing.T) {
	_, err := NewFromStones(15, 15, 5, Freestyle, []Point{{7, 7}}, []Point{{7, 7}}, Black)
	if err == nil {
		t.Fatal("no error")
	}
	if en, vi := err.Error(), viText(t, err); en != "stone h8: caro: point already occupied" || vi != "quân h8: ô đã có quân" {
		t.Errorf("%q / %q", en, vi)
	}
}
