package xiangqi

import (
	"fmt"
	"strings"
)

// Descriptive notations (WXF, Chinese, Vietnamese) all say the same four
// things: which piece (kind and file, or its place in a column of identical
// pieces), the direction (advance, retreat, traverse) and a number (steps for
// a piece moving straight along its file, else the destination file). Files
// are counted 1–9 from the mover's right: for Red file 1 is i, for Black a.

// describe is the analysed form of a move in the position before it.
type describe struct {
	kind   Kind
	color  Color
	file   int  // WXF file of the from square, 1–9
	n      int  // identical pieces on that file (1 = no tandem)
	idx    int  // 0 = frontmost among them
	twoCol bool // pawns: another file also holds two or more of them
	op     byte // '+' advance, '-' retreat, '.' traverse
	num    int  // steps, or destination file
}

func wxfFile(c Color, file int) int {
	if c == Red {
		return 9 - file
	}
	return file + 1
}

// describeMove analyses m; ok is false when no piece of the side to move
// stands on m's from square.
func (p *Position) describeMove(m Move) (d describe, ok bool) {
	from, to := m.From(), m.To()
	if !onBoard[from] || !onBoard[to] {
		return d, false
	}
	pc := p.board[from]
	if pc == NoPiece || pc.Color() != p.side {
		return d, false
	}
	c := pc.Color()
	d.kind, d.color = pc.Kind(), c
	d.file = wxfFile(c, from.File())
	// front = further towards the enemy
	ahead := func(a, b Square) bool {
		if c == Red {
			return a.Rank() > b.Rank()
		}
		return a.Rank() < b.Rank()
	}
	d.n = 0
	cols := map[int]int{}
	for i, s := range p.slotSq {
		if s == NoSquare || p.slotPiece[i] != pc {
			continue
		}
		if d.kind == Advisor || d.kind == Elephant {
			// Never written as front/rear: the direction already tells two
			// on one file apart (A6+5 and A6-5).
			if s != from {
				continue
			}
		}
		cols[s.File()]++
		if s.File() == from.File() {
			d.n++
			if ahead(s, from) {
				d.idx++
			}
		}
	}
	if d.kind == Pawn && d.n >= 2 {
		for f, k := range cols {
			if f != from.File() && k >= 2 {
				d.twoCol = true
			}
		}
	}
	dr := to.Rank() - from.Rank()
	if c == Black {
		dr = -dr
	}
	switch {
	case dr > 0:
		d.op = '+'
	case dr < 0:
		d.op = '-'
	default:
		d.op = '.'
	}
	switch d.kind {
	case Advisor, Elephant, Horse:
		d.num = wxfFile(c, to.File())
	default:
		if d.op == '.' {
			d.num = wxfFile(c, to.File())
		} else {
			d.num = max(dr, -dr)
		}
	}
	return d, true
}

var wxfLetter = [8]byte{King: 'K', Advisor: 'A', Elephant: 'E', Horse: 'H', Chariot: 'R', Cannon: 'C', Pawn: 'P'}

// WXF writes m in WXF notation, e.g. "C2.5", "H8+7". Two identical pieces on
// one file are "+R" (front) and "-R" (rear) (advisors and elephants keep
// their file: their direction tells them apart); three pawns "+P", "P3", "-P";
// four or five "++", "+P", ("P3"), "-P", "--"; with tandem pawns on two files
// the file digit comes first ("3+", "33", "3-"). Returns "" for a move that
// has no piece of the side to move on its from square.
func (p *Position) WXF(m Move) string {
	d, ok := p.describeMove(m)
	if !ok {
		return ""
	}
	return d.wxfDesignator() + string(d.op) + string(rune('0'+d.num))
}

func (d describe) wxfDesignator() string {
	l := string(wxfLetter[d.kind])
	digit := string(rune('0' + d.file))
	if d.n == 1 {
		return l + digit
	}
	// sign: front/rear/middle among the n pieces
	var pos string
	switch {
	case d.idx == 0:
		pos = "+"
	case d.idx == d.n-1:
		pos = "-"
	case d.n == 3 || (d.n == 5 && d.idx == 2):
		pos = "" // the middle one keeps its file
	case d.idx == 1:
		pos = "+"
	default:
		pos = "-"
	}
	if d.twoCol {
		if pos == "" {
			return digit + digit
		}
		return digit + pos
	}
	if pos == "" {
		return l + digit
	}
	if d.n >= 4 && (d.idx == 0 || d.idx == d.n-1) {
		return pos + pos
	}
	return pos + l
}

// wxfForms are the spellings ParseWXF accepts for a move, canonical first.
func (d describe) wxfForms() []string {
	l := string(wxfLetter[d.kind])
	digit := string(rune('0' + d.file))
	tail := string(d.op) + string(rune('0'+d.num))
	des := d.wxfDesignator()
	forms := []string{des + tail, l + digit + tail}
	if len(des) == 2 && (des[0] == '+' || des[0] == '-') && des[1] == l[0] {
		forms = append(forms, l+des[:1]+tail) // official WXF order: R+.3
	}
	return forms
}

// ParseWXF reads a WXF move for the side to move and returns the legal move
// it names. Accepted: E or B for the elephant, H or N for the horse, "." or
// "=" for traverse, tandem pieces as "+R"/"R+" (or by their file when that is
// unambiguous), upper or lower case.
func (p *Position) ParseWXF(s string) (Move, error) {
	in := normalizeWXF(s)
	if len(in) != 4 {
		return NoMove, fmt.Errorf("move %q: want WXF like C2.5 or H8+7", s)
	}
	var buf [128]Move
	found, alt, alts := NoMove, NoMove, 0
	for _, m := range p.GenerateLegal(buf[:0]) {
		d, _ := p.describeMove(m)
		for i, f := range d.wxfForms() {
			switch {
			case f != in:
			case i == 0: // canonical names are unique
				return m, nil
			case alt != m:
				alt = m
				alts++
			}
		}
	}
	found = alt
	if alts > 1 {
		return NoMove, fmt.Errorf("move %q is ambiguous: more than one %s piece can play it", s, p.side)
	}
	if found == NoMove {
		return NoMove, fmt.Errorf("move %q: no legal %s move matches", s, p.side)
	}
	return found, nil
}

func normalizeWXF(s string) string {
	s = strings.ToUpper(strings.TrimSpace(s))
	s = strings.TrimRight(s, "!?#")
	r := strings.NewReplacer("=", ".", "B", "E", "N", "H")
	return r.Replace(s)
}

// ParseMove reads a move for the side to move in ICCS ("h2e2", "H2-E2"),
// WXF ("C2.5") or Chinese ("炮二平五") and checks that it is legal.
func (p *Position) ParseMove(s string) (Move, error) {
	t := strings.TrimSpace(s)
	for _, r := range t {
		if r >= 0x80 {
			return p.ParseChinese(t)
		}
	}
	if m, err := ParseICCS(t); err == nil {
		if p.IsLegal(m) {
			return m, nil
		}
		return NoMove, fmt.Errorf("move %s is not legal here (%s to move)", m, p.side)
	}
	if m, err := p.ParseWXF(t); err == nil {
		return m, nil
	} else if len(normalizeWXF(t)) == 4 {
		return NoMove, err
	}
	return NoMove, fmt.Errorf("move %q: want ICCS like h2e2 or WXF like C2.5", s)
}

// Chinese notation.
var (
	hanRedName   = [8]string{King: "帅", Advisor: "仕", Elephant: "相", Horse: "马", Chariot: "车", Cannon: "炮", Pawn: "兵"}
	hanBlackName = [8]string{King: "将", Advisor: "士", Elephant: "象", Horse: "马", Chariot: "车", Cannon: "炮", Pawn: "卒"}
	hanNumeral   = []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}
	fullDigit    = []string{"", "１", "２", "３", "４", "５", "６", "７", "８", "９"}
	hanOp        = map[byte]string{'+': "进", '-': "退", '.': "平"}
)

// Chinese writes m the Chinese way, e.g. 炮二平五 for Red (Chinese numerals)
// and 马８进７ for Black (full-width digits); tandem pieces are 前/中/后, or
// 一…五 from the front for four or more pawns on a file.
func (p *Position) Chinese(m Move) string {
	d, ok := p.describeMove(m)
	if !ok {
		return ""
	}
	num, name := hanNumeral, hanRedName[d.kind]
	if d.color == Black {
		num, name = fullDigit, hanBlackName[d.kind]
	}
	var des string
	switch {
	case d.n == 1:
		des = name + num[d.file]
	case d.n >= 4:
		des = hanNumeral[d.idx+1] + name
	default:
		pos := "前"
		if d.idx == d.n-1 {
			pos = "后"
		} else if d.idx > 0 {
			pos = "中"
		}
		if d.twoCol {
			des = pos + num[d.file]
		} else {
			des = pos + name
		}
	}
	return des + hanOp[d.op] + num[d.num]
}

// Vietnamese notation: short letters and long names.
var (
	vnLetter = [8]string{King: "Tg", Advisor: "S", Elephant: "T", Horse: "M", Chariot: "X", Cannon: "P", Pawn: "B"}
	vnName   = [8]string{King: "Tướng", Advisor: "Sĩ", Elephant: "Tượng", Horse: "Mã", Chariot: "Xe", Cannon: "Pháo", Pawn: "Tốt"}
	vnShort  = map[byte]string{'+': ".", '-': "/", '.': "-"}
	vnLong   = map[byte]string{'+': "tấn", '-': "thoái", '.': "bình"}
)

// Vietnamese writes m in the short Vietnamese notation, e.g. "P2-5" (bình:
// traverse), "M8.7" (tấn: advance), "X1/1" (thoái: retreat); tandem pieces
// are "Xt"/"Xs" (trước/sau), "Bg" for a middle pawn, "B1"… from the front
// for four or more.
func (p *Position) Vietnamese(m Move) string {
	d, ok := p.describeMove(m)
	if !ok {
		return ""
	}
	return vnDesignator(d, vnLetter[d.kind], "t", "g", "s", false) + vnShort[d.op] + fmt.Sprint(d.num)
}

// VietnameseLong writes m in words, e.g. "Pháo 2 bình 5", "Xe trước tấn 1".
func (p *Position) VietnameseLong(m Move) string {
	d, ok := p.describeMove(m)
	if !ok {
		return ""
	}
	return vnDesignator(d, vnName[d.kind], "trước", "giữa", "sau", true) + " " + vnLong[d.op] + " " + fmt.Sprint(d.num)
}

func vnDesignator(d describe, name, front, mid, rear string, spaced bool) string {
	sp := ""
	if spaced {
		sp = " "
	}
	switch {
	case d.n == 1:
		return name + sp + fmt.Sprint(d.file)
	case d.n >= 4:
		return name + sp + fmt.Sprint(d.idx+1)
	case d.idx == 0:
		return name + sp + front
	case d.idx == d.n-1:
		return name + sp + rear
	default:
		return name + sp + mid
	}
}
