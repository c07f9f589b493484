package xiangqi

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
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
		return NoMove, &MoveError{Input: s, Kind: BadSyntax, Side: p.side, Want: "WXF like C2.5 or H8+7"}
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
		return NoMove, &MoveError{Input: s, Kind: Ambiguous, Side: p.side}
	}
	if found == NoMove {
		return NoMove, &MoveError{Input: s, Kind: NoMatch, Side: p.side}
	}
	return found, nil
}

func normalizeWXF(s string) string {
	s = strings.ToUpper(strings.TrimSpace(s))
	s = strings.TrimRight(s, "!?#")
	r := strings.NewReplacer("=", ".", "B", "E", "N", "H")
	return r.Replace(s)
}

// MoveErrorKind says why a move text was refused.
type MoveErrorKind uint8

const (
	BadSyntax MoveErrorKind = iota // no notation reads the text
	NotLegal                       // a well-formed ICCS move that is not legal here
	NoMatch                        // descriptive notation that names no legal move
	Ambiguous                      // descriptive notation that names several legal moves
)

// MoveError is why ParseMove (or one of the notation parsers) refused a
// move: the text, the side to move and the reason, in English (Error) or
// Vietnamese (Vietnamese), so that a game can speak its player's language.
type MoveError struct {
	Input string
	Kind  MoveErrorKind
	Side  Color
	Move  Move   // NotLegal: the move read
	Want  string // BadSyntax: the notations expected, in English ("ICCS like h2e2")
}

func (e *MoveError) Error() string { return e.message().String() }

// Vietnamese is the error in Vietnamese.
func (e *MoveError) Vietnamese() string { return e.message().Vietnamese() }

// message is the error as a message of the catalogue.
func (e *MoveError) message() i18n.Message {
	switch e.Kind {
	case NotLegal:
		return msg("move %s is not legal here (%s to move)", e.Move, e.Side)
	case NoMatch:
		return msg("move %q: no legal %s move matches", e.Input, e.Side)
	case Ambiguous:
		return msg("move %q is ambiguous: more than one %s piece can play it", e.Input, e.Side)
	}
	return msg("move %q: want %s", e.Input, e.Want)
}

// ParseMove reads a move for the side to move in ICCS ("h2e2", "H2-E2"),
// WXF ("C2.5"), Chinese ("炮二平五") or Vietnamese ("Pháo 2 bình 5", or a
// short form WXF does not read, like "Tg5.1") and checks that it is legal.
// Errors are *MoveError.
func (p *Position) ParseMove(s string) (Move, error) {
	t := strings.TrimSpace(s)
	for _, r := range t {
		if r >= 0x2e80 { // CJK
			return p.ParseChinese(t)
		}
	}
	for _, r := range t {
		if r >= 0x80 {
			return p.ParseVietnamese(t)
		}
	}
	if m, err := ParseICCS(t); err == nil {
		if p.IsLegal(m) {
			return m, nil
		}
		return NoMove, &MoveError{Input: s, Kind: NotLegal, Side: p.side, Move: m}
	}
	m, wxfErr := p.ParseWXF(t)
	if wxfErr == nil {
		return m, nil
	}
	m, vnErr := p.ParseVietnamese(t)
	switch {
	case vnErr == nil:
		return m, nil
	case len(normalizeWXF(t)) == 4:
		return NoMove, wxfErr
	case vnErr.(*MoveError).Kind != BadSyntax:
		return NoMove, vnErr
	}
	return NoMove, &MoveError{Input: s, Kind: BadSyntax, Side: p.side, Want: "ICCS like h2e2 or WXF like C2.5"}
}

// ParseMoveVietnamese is ParseMove for a Vietnamese player: ICCS first,
// then Vietnamese notation, then WXF and Chinese. The order matters for
// four-character texts that both notations read: "P3.4" is a cannon's
// advance in Vietnamese notation and a pawn's traverse in WXF.
func (p *Position) ParseMoveVietnamese(s string) (Move, error) {
	t := strings.TrimSpace(s)
	if m, err := ParseICCS(t); err == nil {
		if p.IsLegal(m) {
			return m, nil
		}
		return NoMove, &MoveError{Input: s, Kind: NotLegal, Side: p.side, Move: m}
	}
	m, vnErr := p.ParseVietnamese(t)
	if vnErr == nil {
		return m, nil
	}
	m, err := p.ParseMove(t)
	if err == nil || vnErr.(*MoveError).Kind == BadSyntax {
		return m, err
	}
	return NoMove, vnErr
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
// for four or more, "B5t" (file, then place) when two files hold tandem
// pawns.
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

// ParseVietnamese reads a move in Vietnamese notation for the side to move:
// short ("P2-5", "M8.7", "X1/1", "Xt.2", "Tg5.1") or long ("Pháo 2 bình 5",
// "Xe trước tấn 2"), in any case and spacing, with the words players also
// write (vnSynonyms: "Mã 2 tiến 3", "Xe 1 lui 2", "Sỹ 4 tiến 5", "Chốt 3
// tiến 1"). Tone marks may be left out ("Phao 2 binh 5", "Ma 2 tien 3")
// when that still names one move. Errors are *MoveError.
func (p *Position) ParseVietnamese(s string) (Move, error) {
	exact, folded := vnInputKeys(s)
	if exact == "" || len(exact) > 64 {
		return NoMove, &MoveError{Input: s, Kind: BadSyntax, Side: p.side, Want: "Vietnamese notation like P2-5 or Pháo 2 bình 5"}
	}
	var buf [128]Move
	found, matches := NoMove, 0
	for _, m := range p.GenerateLegal(buf[:0]) {
		short, long := p.Vietnamese(m), p.VietnameseLong(m)
		if vnKey(short, false) == exact || vnKey(long, false) == exact {
			return m, nil // the names with their marks are unique
		}
		if vnKey(short, true) == folded || vnKey(long, true) == folded {
			found = m
			matches++
		}
	}
	switch {
	case matches > 1:
		return NoMove, &MoveError{Input: s, Kind: Ambiguous, Side: p.side}
	case matches == 1:
		return found, nil
	}
	if !vnSyntax(folded) {
		return NoMove, &MoveError{Input: s, Kind: BadSyntax, Side: p.side, Want: "Vietnamese notation like P2-5 or Pháo 2 bình 5"}
	}
	return NoMove, &MoveError{Input: s, Kind: NoMatch, Side: p.side}
}

// vnSyntax reports whether a folded key looks like Vietnamese notation: a
// piece's letter or name first and a digit last.
func vnSyntax(key string) bool {
	if key == "" || key[len(key)-1] < '1' || key[len(key)-1] > '9' {
		return false
	}
	for _, k := range []string{"tg", "s", "t", "m", "x", "p", "b", "tuong", "si", "ma", "xe", "phao", "tot"} {
		if strings.HasPrefix(key, k) {
			return true
		}
	}
	return false
}

// vnPieceSynonyms and vnWordSynonyms are the spellings Vietnamese players
// write besides the printer's, each with the printer's word: a piece's
// name (the first word) and the direction words after it. Most players
// write tiến for tấn (進, advance) and lui for thoái (退, retreat); Sỹ is
// another spelling of Sĩ, Binh (兵) and Chốt other names of Tốt.
var (
	vnPieceSynonyms = map[string]string{"sỹ": "sĩ", "binh": "tốt", "chốt": "tốt"}
	vnWordSynonyms  = map[string]string{"tiến": "tấn", "lui": "thoái", "lùi": "thoái"}
)

// vnInputKeys are vnKey's two keys of a move as a player writes it, its
// words put as the printer writes them (vnPieceSynonyms, vnWordSynonyms),
// also when written without their marks ("tien", "chot").
func vnInputKeys(s string) (exact, folded string) {
	var e, f strings.Builder
	first := true
	for _, w := range vnWords(strings.ToLower(s)) {
		ex, fo := vnKey(w, false), vnKey(w, true)
		if ex != "" && unicode.IsLetter([]rune(ex)[0]) {
			syn := vnWordSynonyms
			if first {
				syn, first = vnPieceSynonyms, false
			}
			if to, ok := syn[ex]; ok {
				ex, fo = to, vnKey(to, true)
			} else {
				for from, to := range syn {
					if fo == vnKey(from, true) {
						fo = vnKey(to, true)
					}
				}
			}
		}
		e.WriteString(ex)
		f.WriteString(fo)
	}
	return e.String(), f.String()
}

// vnWords splits a move's text into words: runs of letters (with their
// combining marks), runs of digits and single other characters.
func vnWords(s string) []string {
	var words []string
	kind := func(r rune) int {
		switch {
		case unicode.IsLetter(r) || unicode.Is(unicode.Mn, r):
			return 1
		case r >= '0' && r <= '9':
			return 2
		}
		return 3
	}
	start := 0
	rs := []rune(s)
	for i := 1; i <= len(rs); i++ {
		if i == len(rs) || kind(rs[i]) != kind(rs[start]) || kind(rs[i]) == 3 {
			words = append(words, string(rs[start:i]))
			start = i
		}
	}
	return words
}

// vnFold maps the Vietnamese letters with marks to their base letters.
var vnFold = func() map[rune]rune {
	m := map[rune]rune{'đ': 'd'}
	for base, letters := range map[rune]string{
		'a': "àáảãạăằắẳẵặâầấẩẫậ", 'e': "èéẻẽẹêềếểễệ", 'i': "ìíỉĩị",
		'o': "òóỏõọôồốổỗộơờớởỡợ", 'u': "ùúủũụưừứửữự", 'y': "ỳýỷỹỵ",
	} {
		for _, r := range letters {
			m[r] = base
		}
	}
	return m
}()

// vnKey is the text lower-cased without spaces; with fold, also without
// tone and vowel marks (precomposed or combining).
func vnKey(s string, fold bool) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r == ' ' || r == '\t':
		case fold && r >= 0x300 && r <= 0x36f: // combining marks
		case fold && vnFold[r] != 0:
			b.WriteRune(vnFold[r])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func vnDesignator(d describe, name, front, mid, rear string, spaced bool) string {
	sp := ""
	if spaced {
		sp = " "
	}
	switch {
	case d.n == 1:
		return name + sp + fmt.Sprint(d.file)
	case d.twoCol:
		// Tandem pawns on two files: the file tells them apart, as in
		// Chinese 前五 ("B5t", "Tốt 5 trước").
		return name + sp + fmt.Sprint(d.file) + sp + vnDesignator(describe{n: d.n, idx: d.idx}, "", front, mid, rear, false)
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
