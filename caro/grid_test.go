package caro

import "testing"

func TestParseGrid(t *testing.T) {
	b, err := ParseGrid("X.O\n...\n...", 3, 3, 3, Freestyle)
	if err != nil || b.SideToMove() != Black || b.At(Point{0, 0}) != Black || b.At(Point{2, 0}) != White || b.Over() {
		t.Fatalf("X.O: %v\n%s", err, b)
	}
	b, err = ParseGrid("XXX/OO./...", 3, 3, 3, Freestyle)
	if err != nil || !b.Over() || b.Winner() != Black || len(b.WinLine()) != 3 || b.Evaluate() != 5 {
		t.Fatalf("X has a line: %v over=%v\n%s", err, b.Over(), b)
	}
	if err := b.Undo(); err != nil || b.Over() {
		t.Fatal("undo after a set-up win reopens the game")
	}
	b, err = ParseGrid("XOX XOO OXX", 3, 3, 3, Freestyle)
	if err != nil || b.Reason() != Full {
		t.Fatalf("full board: %v %v", err, b.Reason())
	}
	for _, bad := range []string{"X.O.....", "XX.......", "OOO XX. XX.", "X.Q......", "XXXOOO..."} {
		if _, err := ParseGrid(bad, 3, 3, 3, Freestyle); err == nil {
			t.Errorf("ParseGrid(%q) accepted", bad)
		}
	}
}
