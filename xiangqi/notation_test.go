package xiangqi

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
)

func TestNotationExamples(t *testing.T) {
	type row struct{ iccs, wxf, han, vn, vnLong string }
	cases := []struct {
		fen  string
		rows []row
	}{
		{StartFEN, []row{
			{"h2e2", "C2.5", "炮二平五", "P2-5", "Pháo 2 bình 5"},
			{"b0c2", "H8+7", "马八进七", "M8.7", "Mã 8 tấn 7"},
			{"a0a1", "R9+1", "车九进一", "X9.1", "Xe 9 tấn 1"},
			{"g3g4", "P3+1", "兵三进一", "B3.1", "Tốt 3 tấn 1"},
			{"c0e2", "E7+5", "相七进五", "T7.5", "Tượng 7 tấn 5"},
			{"f0e1", "A4+5", "仕四进五", "S4.5", "Sĩ 4 tấn 5"},
			{"e0e1", "K5+1", "帅五进一", "Tg5.1", "Tướng 5 tấn 1"},
		}},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", []row{
			{"h9g7", "H8+7", "马８进７", "M8.7", "Mã 8 tấn 7"},
			{"h7e7", "C8.5", "炮８平５", "P8-5", "Pháo 8 bình 5"},
			{"b7b0", "C2+7", "炮２进７", "P2.7", "Pháo 2 tấn 7"},
			{"i9i8", "R9+1", "车９进１", "X9.1", "Xe 9 tấn 1"},
		}},
		{"5k3/9/9/9/9/9/4R4/9/4R4/3K5 w - - 0 1", []row{
			{"e3e5", "+R+2", "前车进二", "Xt.2", "Xe trước tấn 2"},
			{"e1e2", "-R+1", "后车进一", "Xs.1", "Xe sau tấn 1"},
			{"e1a1", "-R.9", "后车平九", "Xs-9", "Xe sau bình 9"},
			{"e3e2", "+R-1", "前车退一", "Xt/1", "Xe trước thoái 1"},
			{"d0d1", "K6+1", "帅六进一", "Tg6.1", "Tướng 6 tấn 1"},
		}},
		{"3k5/9/9/9/9/2B6/9/3A5/9/2BA1K3 w - - 0 1", []row{
			{"d0e1", "A6+5", "仕六进五", "S6.5", "Sĩ 6 tấn 5"},
			{"d2e1", "A6-5", "仕六退五", "S6/5", "Sĩ 6 thoái 5"},
			{"c0a2", "E7+9", "相七进九", "T7.9", "Tượng 7 tấn 9"},
			{"c4a2", "E7-9", "相七退九", "T7/9", "Tượng 7 thoái 9"},
		}},
		{"3k5/9/9/4P4/4P4/4P4/9/9/9/5K3 w - - 0 1", []row{
			{"e6d6", "+P.6", "前兵平六", "Bt-6", "Tốt trước bình 6"},
			{"e5d5", "P5.6", "中兵平六", "Bg-6", "Tốt giữa bình 6"},
			{"e4e5", "", "", "", ""}, // blocked: not legal
		}},
		{"3k5/9/4P4/4P4/4P4/4P4/9/9/9/5K3 w - - 0 1", []row{
			{"e7d7", "++.6", "一兵平六", "B1-6", "Tốt 1 bình 6"},
			{"e6d6", "+P.6", "二兵平六", "B2-6", "Tốt 2 bình 6"},
			{"e5d5", "-P.6", "三兵平六", "B3-6", "Tốt 3 bình 6"},
		}},
		{"3k5/9/9/2P1P4/2P1P4/4P4/9/9/9/5K3 w - - 0 1", []row{
			{"e6d6", "5+.6", "前五平六", "B5t-6", "Tốt 5 trước bình 6"},
			{"e5f5", "55.4", "中五平四", "B5g-4", "Tốt 5 giữa bình 4"},
			{"c5b5", "7-.8", "后七平八", "B7s-8", "Tốt 7 sau bình 8"},
		}},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range c.rows {
			m, _ := ParseICCS(r.iccs)
			if r.wxf == "" {
				if p.IsLegal(m) {
					t.Errorf("%s: %s should be illegal", c.fen, r.iccs)
				}
				continue
			}
			if !p.IsLegal(m) {
				t.Errorf("%s: %s should be legal", c.fen, r.iccs)
				continue
			}
			got := []string{p.WXF(m), p.Chinese(m), p.Vietnamese(m), p.VietnameseLong(m)}
			want := []string{r.wxf, r.han, r.vn, r.vnLong}
			for i := range got {
				if got[i] != want[i] {
					t.Errorf("%s %s: got %q, want %q", c.fen, r.iccs, got[i], want[i])
				}
			}
			if back, err := p.ParseWXF(r.wxf); err != nil || back != m {
				t.Errorf("ParseWXF(%q) = %v, %v; want %s", r.wxf, back, err, m)
			}
			for _, in := range []string{r.vn, r.vnLong, strings.ToLower(r.vnLong), " " + r.vn + " "} {
				if back, err := p.ParseVietnamese(in); err != nil || back != m {
					t.Errorf("ParseVietnamese(%q) = %v, %v; want %s", in, back, err, m)
				}
				if back, err := p.ParseMoveVietnamese(in); err != nil || back != m {
					t.Errorf("ParseMoveVietnamese(%q) = %v, %v; want %s", in, back, err, m)
				}
			}
		}
	}
}

func TestParseWXFVariants(t *testing.T) {
	p, _ := ParseFEN("5k3/9/9/9/9/9/4R4/9/4R4/3K5 w - - 0 1")
	for in, want := range map[string]string{
		"R++2": "e3e5", "+R+2": "e3e5", "r++2": "e3e5", "R-=9": "e1a1", "-r.9": "e1a1",
	} {
		m, err := p.ParseWXF(in)
		if err != nil || m.String() != want {
			t.Errorf("ParseWXF(%q) = %v, %v; want %s", in, m, err, want)
		}
	}
	if _, err := p.ParseWXF("R5+1"); err == nil || !strings.Contains(err.Error(), "ambiguous") {
		t.Errorf("R5+1 names two moves; got %v", err)
	}
	for _, bad := range []string{"", "R5+", "X5+2", "R5+9", "C2.5", "zzzz", "R5*2"} {
		if _, err := p.ParseWXF(bad); err == nil {
			t.Errorf("ParseWXF(%q) accepted", bad)
		}
	}
	q := NewPosition()
	for in, want := range map[string]string{"C2.5": "h2e2", "c2=5": "h2e2", "N8+7": "b0c2", "B3+5": "g0e2", "h2e2": "h2e2", "H2-E2": "h2e2"} {
		m, err := q.ParseMove(in)
		if err != nil || m.String() != want {
			t.Errorf("ParseMove(%q) = %v, %v; want %s", in, m, err, want)
		}
	}
	for _, bad := range []string{"h2h8", "e0e2", "i9i8", "hello", "C2+8", "C2.2"} {
		if _, err := q.ParseMove(bad); err == nil {
			t.Errorf("ParseMove(%q) accepted", bad)
		}
	}
}

// TestWXFRoundTrip: in random positions every legal move has a WXF name that
// names it alone, and the Chinese and Vietnamese names are distinct too.
func TestWXFRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n := 300
	if testing.Short() {
		n = 60
	}
	var buf []Move
	for i := 0; i < n; i++ {
		var p *Position
		if i%2 == 0 {
			p = randomPlacement(r)
		} else {
			p = randomGamePosition(r, StartFEN, r.IntN(100))
		}
		buf = p.GenerateLegal(buf[:0])
		seen := map[string]Move{}
		for _, m := range buf {
			w := p.WXF(m)
			back, err := p.ParseWXF(w)
			if err != nil || back != m {
				t.Fatalf("%s: %s is %q, which parses as %v, %v", p.FEN(), m, w, back, err)
			}
			for _, vn := range []string{p.Vietnamese(m), p.VietnameseLong(m)} {
				if back, err := p.ParseMoveVietnamese(vn); err != nil || back != m {
					t.Fatalf("%s: %s is %q, which parses as %v, %v", p.FEN(), m, vn, back, err)
				}
			}
			for _, s := range []string{"c" + p.Chinese(m), "v" + p.Vietnamese(m), "l" + p.VietnameseLong(m)} {
				if prev, dup := seen[s]; dup {
					t.Fatalf("%s: %s and %s are both written %q", p.FEN(), prev, m, s[1:])
				}
				seen[s] = m
			}
		}
	}
}

// Vietnamese notation is read with or without its marks, and Vietnamese
// first when a player writes Vietnamese: "P2.2" is the cannon's advance there
// (WXF reads it as a pawn's traverse, which does not exist).
func TestParseVietnamese(t *testing.T) {
	p := NewPosition()
	for in, want := range map[string]string{
		"Phao 2 binh 5": "h2e2", "PHÁO 2 BÌNH 5": "h2e2", "pháo2bình5": "h2e2", "Pha\u0300o 2 bi\u0300nh 5": "h2e2",
		"Ma 8 tan 7": "b0c2", "tg5.1": "e0e1", "Tuong 5 tan 1": "e0e1", "Tuong 7 tan 5": "c0e2",
		"P2.4": "h2h6", "B3.1": "g3g4", "X9.1": "a0a1",
	} {
		m, err := p.ParseMoveVietnamese(in)
		if err != nil || m.String() != want {
			t.Errorf("ParseMoveVietnamese(%q) = %v, %v; want %s", in, m, err, want)
		}
	}
	// ParseMove prefers WXF for four characters, but reads what WXF cannot.
	for in, want := range map[string]string{"Tg5.1": "e0e1", "Xe 9 tấn 1": "a0a1", "Phao 2 binh 5": "h2e2"} {
		if m, err := p.ParseMove(in); err != nil || m.String() != want {
			t.Errorf("ParseMove(%q) = %v, %v; want %s", in, m, err, want)
		}
	}
	for _, c := range []struct {
		in   string
		kind MoveErrorKind
		vi   string
	}{
		{"h2h8", NotLegal, "nước h2h8 không hợp lệ ở thế cờ này (Đỏ đi)"},
		{"Pháo 2 bình 9", NoMatch, `nước "Pháo 2 bình 9": không có nước hợp lệ nào của Đỏ như vậy`},
		{"zz", BadSyntax, `nước "zz": hãy viết theo ICCS (h2e2), ký hiệu Việt (P2-5, Pháo 2 bình 5) hoặc WXF (C2.5)`},
	} {
		_, err := p.ParseMoveVietnamese(c.in)
		var me *MoveError
		if !errors.As(err, &me) || me.Kind != c.kind || me.Vietnamese() != c.vi {
			t.Errorf("ParseMoveVietnamese(%q): %v (%#v), want kind %d and %q", c.in, err, me, c.kind, c.vi)
		}
	}
	// Two rooks on one file: "Xe 5 tấn 1" names neither (they are front and
	// rear), and the folded names are still unique.
	q, _ := ParseFEN("5k3/9/9/9/9/9/4R4/9/4R4/3K5 w - - 0 1")
	if m, err := q.ParseMoveVietnamese("Xe truoc tan 2"); err != nil || m.String() != "e3e5" {
		t.Errorf("Xe truoc tan 2: %v, %v", m, err)
	}
	if _, err := q.ParseMoveVietnamese("Xe 5 tấn 1"); err == nil {
		t.Error("Xe 5 tấn 1 accepted with two rooks on the file")
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"h2e2", "C2.5", "+R+2", "R++2", "H8+7", "55.4", "e0e1", "炮二平五", "Pháo 2 bình 5", "P2-5", "Tg5.1", "Phao 2 binh 5", "Xt.2"} {
		f.Add(s)
	}
	p := NewPosition()
	f.Fuzz(func(t *testing.T, s string) {
		for _, parse := range []func(string) (Move, error){p.ParseMove, p.ParseMoveVietnamese, p.ParseVietnamese} {
			m, err := parse(s)
			if err == nil && !p.IsLegal(m) {
				t.Fatalf("%q parses as %s, not legal", s, m)
			}
			var me *MoveError
			if err != nil && (!errors.As(err, &me) || me.Error() == "" || me.Vietnamese() == "") {
				t.Fatalf("%q: error %v is not a MoveError with both texts", s, err)
			}
		}
	})
}

// Vietnamese notation as players write it: tấn or tiến, thoái or lui,
// bình; the pieces' names and their letters; with and without marks.
func TestParseVietnameseSpellings(t *testing.T) {
	p := NewPosition()
	for in, want := range map[string]string{
		// the horse: Mã, M
		"Mã 2 tấn 3": "h0g2", "Mã 2 tiến 3": "h0g2", "Ma 2 tien 3": "h0g2", "Ma 2 tan 3": "h0g2", "M2.3": "h0g2", "mã2tiến3": "h0g2", "MÃ 2 TIẾN 3": "h0g2",
		// the chariot: Xe, X
		"Xe 1 tấn 1": "i0i1", "Xe 1 tiến 2": "i0i2", "Xe 9 tien 1": "a0a1", "X1.2": "i0i2",
		// the cannon: Pháo, P, bình (traverse)
		"Pháo 2 bình 5": "h2e2", "Phao 2 binh 5": "h2e2", "P2-5": "h2e2", "Pháo 8 tiến 4": "b2b6", "Pháo 2 thoái 1": "h2h1", "Pháo 2 lui 1": "h2h1", "Pháo 2 lùi 1": "h2h1", "P2/1": "h2h1",
		// the elephant: Tượng, T
		"Tượng 3 tấn 5": "g0e2", "Tượng 3 tiến 5": "g0e2", "Tuong 7 tien 5": "c0e2", "T3.5": "g0e2",
		// the advisor: Sĩ, Sỹ, S
		"Sĩ 4 tấn 5": "f0e1", "Sĩ 4 tiến 5": "f0e1", "Sỹ 6 tiến 5": "d0e1", "Si 4 tien 5": "f0e1", "Sy 4 tien 5": "f0e1", "S4.5": "f0e1",
		// the king: Tướng, Tg
		"Tướng 5 tấn 1": "e0e1", "Tướng 5 tiến 1": "e0e1", "Tuong 5 tien 1": "e0e1", "Tg5.1": "e0e1",
		// the pawn: Tốt, Binh, Chốt, B
		"Tốt 3 tấn 1": "g3g4", "Tốt 3 tiến 1": "g3g4", "Binh 3 tiến 1": "g3g4", "Chốt 7 tiến 1": "c3c4", "Chot 5 tien 1": "e3e4", "Tot 1 tien 1": "i3i4", "B3.1": "g3g4",
	} {
		m, err := p.ParseMoveVietnamese(in)
		if err != nil || m.String() != want {
			t.Errorf("ParseMoveVietnamese(%q) = %v, %v; want %s", in, m, err, want)
		}
	}
	// Retreats, and a rook's traverse, in an ending.
	q, _ := ParseFEN("3k5/9/9/9/9/2R6/9/9/9/4K4 w - - 0 1")
	for in, want := range map[string]string{
		"Xe 7 thoái 4": "c4c0", "Xe 7 lui 4": "c4c0", "Xe 7 lùi 4": "c4c0", "Xe 7 lui 1": "c4c3", "xe 7 lui 1": "c4c3", "X7/4": "c4c0",
		"Xe 7 bình 1": "c4i4", "Xe 7 binh 1": "c4i4", "X7-1": "c4i4", "Xe 7 tiến 5": "c4c9",
	} {
		m, err := q.ParseMoveVietnamese(in)
		if err != nil || m.String() != want {
			t.Errorf("%s: ParseMoveVietnamese(%q) = %v, %v; want %s", q.FEN(), in, m, err, want)
		}
	}
	// Tandem pieces: trước, sau, with the other words too.
	r, _ := ParseFEN("5k3/9/9/9/9/9/4R4/9/4R4/3K5 w - - 0 1")
	for in, want := range map[string]string{"Xe trước tiến 2": "e3e5", "Xe truoc tien 2": "e3e5", "Xe sau lui 1": "e1e0", "Xs/1": "e1e0"} {
		if m, err := r.ParseMoveVietnamese(in); err != nil || m.String() != want {
			t.Errorf("%s: ParseMoveVietnamese(%q) = %v, %v; want %s", r.FEN(), in, m, err, want)
		}
	}
	// "binh" is the pawn only as the piece: as the direction it is bình.
	if m, err := p.ParseMoveVietnamese("Phao 8 binh 5"); err != nil || m.String() != "b2e2" {
		t.Errorf("Phao 8 binh 5: %v, %v", m, err)
	}
	if _, err := p.ParseMoveVietnamese("Mã 2 lui 3"); err == nil {
		t.Error("Mã 2 lui 3 accepted at the start, where no horse can retreat")
	}
}

// unmark writes s without its Vietnamese marks, as a player without a
// Vietnamese keyboard types it.
func unmark(s string) string {
	var b strings.Builder
	for _, r := range s {
		lo := unicode.ToLower(r)
		if f := vnFold[lo]; f != 0 {
			if lo != r {
				f = unicode.ToUpper(f)
			}
			b.WriteRune(f)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// TestVietnameseRoundTrip: 10,000 random legal moves of random games, each
// written by the printer (short and long) and in the other spellings
// players use (tiến, lui, no marks, lower case), read back as the same
// move.
func TestVietnameseRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 10000))
	respell := strings.NewReplacer("tấn", "tiến", "thoái", "lui", "Sĩ", "Sỹ", "Tốt", "Chốt")
	var buf []Move
	for n := 0; n < 10000; {
		p := randomGamePosition(r, StartFEN, r.IntN(120))
		buf = p.GenerateLegal(buf[:0])
		if len(buf) == 0 {
			continue
		}
		for range min(len(buf), 5) {
			m := buf[r.IntN(len(buf))]
			short, long := p.Vietnamese(m), p.VietnameseLong(m)
			for _, s := range []string{short, long, respell.Replace(long), unmark(long), unmark(respell.Replace(long)), strings.ToLower(unmark(short)), strings.ToUpper(long)} {
				back, err := p.ParseMoveVietnamese(s)
				if err != nil || back != m {
					t.Fatalf("%s: %s is %q (%q), which %q reads as %v, %v", p.FEN(), m, short, long, s, back, err)
				}
			}
			n++
		}
	}
}
