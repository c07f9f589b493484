package xiangqi

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestFENRoundTrip(t *testing.T) {
	for _, c := range loadPerft(t, "testdata/perft.tsv") {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.FEN(); got != c.fen {
			t.Errorf("FEN round trip: got %q, want %q", got, c.fen)
		}
	}
}

func TestFENVariants(t *testing.T) {
	want := StartFEN
	for _, in := range []string{
		"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 1",
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
		"  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR   w - -  ",
	} {
		p, err := ParseFEN(in)
		if err != nil {
			t.Errorf("ParseFEN(%q): %v", in, err)
			continue
		}
		if got := p.FEN(); got != want {
			t.Errorf("ParseFEN(%q).FEN() = %q, want %q", in, got, want)
		}
	}
	p, err := ParseFEN("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 7 12")
	if err != nil {
		t.Fatal(err)
	}
	if p.SideToMove() != Black || p.HalfmoveClock() != 7 || p.FullmoveNumber() != 12 {
		t.Errorf("side %v halfmove %d fullmove %d", p.SideToMove(), p.HalfmoveClock(), p.FullmoveNumber())
	}
}

func TestFENErrors(t *testing.T) {
	cases := []struct{ fen, want string }{
		{"", "empty"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w", "9 ranks, want 10"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/9/RNBAKABNR w", "11 ranks, want 10"},
		{"rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "rank 8 has 8 files, want 9"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w", "rank 0 has more than 9 files"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C2/9/RNBAKABNR w", "rank 2 has 10 files, want 9"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAXABNR w", `"X" is not a piece letter`},
		// A character of more than one byte is named whole, not as its first byte.
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAïABNR w", `rank 0: "ï" is not a piece letter`},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA車ABNR w", `rank 0: "車" is not a piece letter`},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA\xffABNR w", `rank 0: "\xff" is not a piece letter`},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x", `side to move "x"`},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1", "castling field"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1", "halfmove clock"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0", "move number"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 9", "7 fields"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w", "red has no king"},
		{"rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "black has no king"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBAKABNR w", "red has 2 kings"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAK1BAR w", "red advisor on h0"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4A4/RNB1KABNR w", ""}, // e1 is an advisor point
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/3A5/RNB1KABNR w", "red advisor on d1"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/4B4/P1P1P1P1P/1C5C1/9/RN1AKABNR w", "red elephant on e4"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/2B6/9/P1P1P1P1P/1C5C1/9/RN1AKABNR w", "red elephant on c5"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/P8/RNBAKABNR w", "red pawn on a1"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", ""},
		{"rnbakabnr/2p6/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "black pawn on c8"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w", "red has no king"},
		{"4k4/9/9/9/9/9/9/9/9/3K5 w", ""},
		{"3k5/9/9/9/9/9/9/9/9/3K5 w", "the kings face each other on file d"},
		{"3k5/9/9/9/9/9/9/9/9/3K5 b", "the kings face each other on file d"},
		{"3k5/9/9/9/9/9/9/9/3R5/4K4 w", "black is in check but it is red's turn"},
		{"3k5/9/9/9/9/9/9/9/3R5/4K4 b", ""},
		{"4k4/9/9/9/9/4c4/9/4N4/9/4K4 b", "red is in check but it is black's turn"},
		{"5k3/9/9/9/9/9/9/9/9/3KR4 b", ""},
		{"6k2/9/9/9/9/9/9/9/9/3K5 w", "black king on g9"},
		{"RRRRRRRRR/RRRRRRRRR/9/9/9/9/9/9/9/3K1k3 w", "black king on f0"},
		{"4k4/9/9/9/9/9/9/9/RRRRRRRRR/RRRKRRRRR w", "red has 18 pieces, at most 16"},
	}
	for _, c := range cases {
		_, err := ParseFEN(c.fen)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("ParseFEN(%q): unexpected error %v", c.fen, err)
		case c.want != "" && err == nil:
			t.Errorf("ParseFEN(%q): no error, want one containing %q", c.fen, c.want)
		case c.want != "" && !strings.Contains(err.Error(), c.want):
			t.Errorf("ParseFEN(%q): error %q, want it to contain %q", c.fen, err, c.want)
		}
		var fe *FENError
		if err != nil && !errors.As(err, &fe) {
			t.Errorf("ParseFEN(%q): error %T is not a *FENError", c.fen, err)
		}
		if fe != nil {
			checkVietnamese(t, fe, fe.Vietnamese())
		}
	}
	_, err := ParseFENStrict("4k4/9/9/9/9/9/9/9/9/3K5")
	checkVietnamese(t, err, err.(*FENError).Vietnamese())
	_, err = ParseFEN("6k2/9/9/9/9/9/9/9/9/3K5 w")
	if want := `FEN sai "6k2/9/9/9/9/9/9/9/9/3K5 w": Tướng Đen ở g9: tướng không bao giờ ra khỏi cung`; err.(*FENError).Vietnamese() != want {
		t.Errorf("Vietnamese: %q, want %q", err.(*FENError).Vietnamese(), want)
	}
}

// englishWord matches the English words of this package's error texts;
// quoted input is left out before a Vietnamese text is checked for them.
var (
	englishWord = regexp.MustCompile(`\b(rank|ranks|file|files|fields?|want|piece|pieces|letter|kings?|side|move|number|check|turn|palace|advisor|elephant|soldier|river|between|face|tag|value|quotes|game|legal|empty|placement|red|black|bad|not|has|is)\b`)
	quoted      = regexp.MustCompile(`"(?:[^"\\]|\\.)*"…?`)
)

// checkVietnamese fails when vi, err's Vietnamese text, is empty, is the
// English text or has an English word outside quotes.
func checkVietnamese(t *testing.T, err error, vi string) {
	t.Helper()
	bare := quoted.ReplaceAllString(vi, "")
	if w := englishWord.FindString(strings.ToLower(bare)); w != "" || vi == "" || vi == err.Error() {
		t.Errorf("%q: the Vietnamese %q is empty or has the English word %q", err, vi, w)
	}
}

// ParseFENStrict refuses a FEN without a side to move (ParseFEN takes it
// to be Red) and is ParseFEN otherwise.
func TestParseFENStrict(t *testing.T) {
	placement := "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR"
	for _, fen := range []string{placement, "  " + placement + "  ", "4k4/9/9/9/9/9/9/9/9/3K5"} {
		_, err := ParseFENStrict(fen)
		var fe *FENError
		if err == nil || !errors.As(err, &fe) || !strings.Contains(err.Error(), "no side to move: add w (Red) or b (Black)") {
			t.Errorf("ParseFENStrict(%q): %v", fen, err)
		}
		if p, err := ParseFEN(fen); err != nil || p.SideToMove() != Red {
			t.Errorf("ParseFEN(%q) no longer reads a missing side as Red: %v", fen, err)
		}
	}
	for _, fen := range []string{placement + " w", placement + " b - - 0 1", "4k4/9/9/9/9/9/9/9/9/3K5 r"} {
		p, err := ParseFENStrict(fen)
		q, _ := ParseFEN(fen)
		if err != nil || p.FEN() != q.FEN() {
			t.Errorf("ParseFENStrict(%q): %v", fen, err)
		}
	}
	for _, fen := range []string{"", "   ", "x", "nonsense w", placement + " x"} {
		if _, err := ParseFENStrict(fen); err == nil {
			t.Errorf("ParseFENStrict(%q) accepted", fen)
		}
	}
	for _, c := range loadPerft(t, "testdata/perft.tsv") {
		if _, err := ParseFENStrict(c.fen); err != nil {
			t.Errorf("perft position %q: %v", c.fen, err)
		}
	}
}

// An error about a huge FEN quotes it cut short, whichever field is bad.
func TestFENErrorIsShort(t *testing.T) {
	junk := strings.Repeat("é", 30000)
	start := "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR"
	for _, fen := range []string{
		junk,
		start + " " + junk,
		start + " w " + junk,
		start + " w - - " + junk,
		start + " w - - 0 " + junk,
	} {
		_, err := ParseFEN(fen)
		if err == nil || len(err.Error()) > 400 || !utf8.ValidString(err.Error()) {
			t.Errorf("a FEN of %d bytes: error of %d bytes: %.300v", len(fen), len(fmt.Sprint(err)), err)
		}
	}
}

func FuzzParseFEN(f *testing.F) {
	f.Add(StartFEN)
	f.Add("4k4/9/9/9/9/9/9/9/9/3K5 w")
	f.Add("4k4/9/9/9/9/9/9/9/9/3K5") // no side: ParseFEN reads Red, ParseFENStrict refuses
	f.Add("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1")
	f.Add("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseFEN(s)
		_, strictErr := ParseFENStrict(s)
		if wantStrict := err == nil && len(strings.Fields(s)) >= 2; (strictErr == nil) != wantStrict {
			t.Fatalf("ParseFENStrict(%q): %v; ParseFEN: %v", s, strictErr, err)
		}
		if err != nil {
			// Every reason is a message of the catalogue, in Vietnamese too.
			if fe, ok := err.(*FENError); !ok || messages[fe.reason.Format] == "" {
				t.Fatalf("ParseFEN(%q): %v has no Vietnamese reason", s, err)
			}
			return
		}
		// Whatever parses must write a FEN that parses to the same position.
		out := p.FEN()
		q, err := ParseFEN(out)
		if err != nil {
			t.Fatalf("FEN() of an accepted position %q is rejected: %v", out, err)
		}
		if q.FEN() != out || q.Hash() != p.Hash() {
			t.Fatalf("round trip differs: %q vs %q", out, q.FEN())
		}
		var buf [128]Move
		for _, m := range p.GenerateLegal(buf[:0]) {
			p.Make(m)
			p.Unmake(m)
		}
		if p.FEN() != out {
			t.Fatalf("make/unmake changed the position")
		}
	})
}
