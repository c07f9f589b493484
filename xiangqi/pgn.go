package xiangqi

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tag is one PGN header pair.
type Tag struct{ Name, Value string }

// Game is a game record: headers, the start position, the moves with their
// comments, and the result.
type Game struct {
	Tags     []Tag
	StartFEN string // StartFEN unless the record says otherwise
	Moves    []Move
	// Comments[i], when present and not "", is the {comment} after
	// Moves[i]: what a match runner says of the move (score/depth and the
	// time used, "book"). It may be shorter than Moves.
	Comments []string
	// EndComment is the {comment} after the moves and their comments,
	// before the result: why the game ended. ParsePGN reads it back when the
	// last move has a comment of its own or there is no move (otherwise a
	// lone comment after the last move is that move's).
	EndComment string
	Result     Result
}

// NewGame returns an empty record from fen ("" for the initial position)
// with the Game tag set.
func NewGame(fen string) *Game {
	if fen == "" {
		fen = StartFEN
	}
	g := &Game{StartFEN: fen}
	g.SetTag("Game", "Chinese Chess")
	return g
}

// Tag returns the value of the named tag, or "".
func (g *Game) Tag(name string) string {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// SetTag sets (or adds) a tag.
func (g *Game) SetTag(name, value string) {
	for i, t := range g.Tags {
		if t.Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{name, value})
}

// Position replays the record and returns the final position.
func (g *Game) Position() (*Position, error) {
	p, err := ParseFEN(g.StartFEN)
	if err != nil {
		return nil, err
	}
	for i, m := range g.Moves {
		if !p.IsLegal(m) {
			return nil, errorf("move %d (%s) is not legal", i+1, m)
		}
		p.Make(m)
	}
	return p, nil
}

// PGN move formats for WritePGN.
const (
	FormatICCS    = "ICCS"
	FormatWXF     = "WXF"
	FormatChinese = "Chinese"
)

// WritePGN writes the game with moves in format (FormatICCS, FormatWXF or
// FormatChinese), each followed by its comment, then the end comment and
// the result. Tags are written in the order of g.Tags; the Game, Result,
// FEN (omitted for the initial position) and Format tags take their values
// from the record, and where g.Tags lacks them Game comes first and the
// others last, in that order. A "}" in a comment is written as ")", since
// nothing can escape it in PGN. Tag values are written without their
// control characters (newlines, ESC, NUL…) and invalid UTF-8, tag names
// without those, spaces, quotes and brackets (a name left empty is not
// written), so that no tag can end early or forge another.
func (g *Game) WritePGN(w io.Writer, format string) error {
	switch format {
	case FormatICCS, FormatWXF, FormatChinese:
	default:
		return fmt.Errorf("PGN format %q: want ICCS, WXF or Chinese", format)
	}
	p, err := ParseFEN(g.StartFEN)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	fromRecord := map[string]string{"Game": "Chinese Chess", "Result": g.Result.PGN(), "FEN": p.FEN(), "Format": format}
	if p.FEN() == StartFEN {
		fromRecord["FEN"] = ""
	}
	var tags []Tag
	if !g.hasTag("Game") {
		tags = append(tags, Tag{"Game", fromRecord["Game"]})
	}
	for _, t := range g.Tags {
		if v, ok := fromRecord[t.Name]; ok {
			t.Value = v
		}
		if t.Name != "FEN" || t.Value != "" {
			tags = append(tags, t)
		}
	}
	for _, name := range []string{"Result", "FEN", "Format"} {
		if v := fromRecord[name]; !g.hasTag(name) && v != "" {
			tags = append(tags, Tag{name, v})
		}
	}
	for _, t := range tags {
		name := strings.Map(func(r rune) rune {
			if unicode.IsControl(r) || unicode.IsSpace(r) || r == utf8.RuneError || strings.ContainsRune(`"[]\`, r) {
				return -1
			}
			return r
		}, t.Name)
		if name == "" {
			continue
		}
		v := strings.ReplaceAll(strings.ReplaceAll(StripControl(t.Value), `\`, `\\`), `"`, `\"`)
		fmt.Fprintf(bw, "[%s \"%s\"]\n", name, v)
	}
	bw.WriteString("\n")
	line := 0
	word := func(s string) {
		if line > 0 && line+1+len(s) > 79 {
			bw.WriteString("\n")
			line = 0
		}
		if line > 0 {
			bw.WriteString(" ")
			line++
		}
		bw.WriteString(s)
		line += len(s)
	}
	for i, m := range g.Moves {
		if !p.IsLegal(m) {
			return errorf("move %d (%s) is not legal", i+1, m)
		}
		if p.side == Red {
			word(strconv.Itoa(p.fullmove) + ".")
		} else if i == 0 {
			word(strconv.Itoa(p.fullmove) + "...")
		}
		switch format {
		case FormatICCS:
			word(m.String())
		case FormatWXF:
			word(p.WXF(m))
		case FormatChinese:
			word(p.Chinese(m))
		}
		if i < len(g.Comments) && g.Comments[i] != "" {
			word(pgnComment(g.Comments[i]))
		}
		p.Make(m)
	}
	if g.EndComment != "" {
		word(pgnComment(g.EndComment))
	}
	word(g.Result.PGN())
	bw.WriteString("\n\n")
	return bw.Flush()
}

func (g *Game) hasTag(name string) bool {
	for _, t := range g.Tags {
		if t.Name == name {
			return true
		}
	}
	return false
}

// pgnComment is text as a {comment}, written as one word.
func pgnComment(text string) string {
	return "{" + strings.ReplaceAll(text, "}", ")") + "}"
}

// ParsePGN reads every game of a PGN text. Moves may be in ICCS ("h2e2",
// "H2-E2"), WXF ("C2.5") or Chinese ("炮二平五"), whatever the Format tag
// says; {comments} go to Comments and EndComment, and ;comments,
// variations, NAGs ($1) and move numbers are skipped. The Result and Format
// tags are not kept (the result is the token that ends the moves). An error
// names the game and the move that failed (a *PGNError, in English or
// Vietnamese).
func ParsePGN(r io.Reader) ([]*Game, error) {
	return parsePGN(r, false)
}

// ParsePGNHeaders reads the tags of every game of a PGN text, Result and
// Format included, and skips the moves unread: the headers of a record
// whose moves are damaged or cut short still come back, and a long file
// costs no replay. The games have Tags only.
func ParsePGNHeaders(r io.Reader) ([]*Game, error) {
	return parsePGN(r, true)
}

// pgnReader is the state of ParsePGN and ParsePGNHeaders between tokens.
type pgnReader struct {
	headersOnly bool
	games       []*Game
	g           *Game     // the game being read, nil between games
	p           *Position // its position after the moves read (nil before the first)
	inMoves     bool      // past the tags: the next tag starts another game
	// The comments not yet placed: before the first move (kept for a game
	// without moves), or after the last move's own comment.
	loose     []string
	sinceMove int // comments read since the last move
	gameNo    int
}

func parsePGN(r io.Reader, headersOnly bool) ([]*Game, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	text := []rune(string(data))
	pr := &pgnReader{headersOnly: headersOnly}
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case unicode.IsSpace(c) || c == '\ufeff':
			i++
		case c == '[':
			if i, err = pr.tag(text, i); err != nil {
				return nil, &PGNError{Game: pr.gameNo, Err: err}
			}
		case c == '{':
			end := i
			for end < len(text) && text[end] != '}' {
				end++
			}
			pr.comment(strings.TrimSpace(string(text[i+1 : min(end, len(text))])))
			i = end + 1
		case c == ';':
			for i < len(text) && text[i] != '\n' {
				i++
			}
		case c == '(':
			depth := 0
			for ; i < len(text); i++ {
				if text[i] == '(' {
					depth++
				} else if text[i] == ')' {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			i++
		default:
			end := i
			for end < len(text) && !unicode.IsSpace(text[end]) && !strings.ContainsRune("{}();[", text[end]) {
				end++
			}
			if end == i { // a stray ) } or ]
				i++
				continue
			}
			if err := pr.token(string(text[i:end])); err != nil {
				return nil, err
			}
			i = end
		}
	}
	pr.finish()
	return pr.games, nil
}

func (pr *pgnReader) begin() {
	if pr.g == nil {
		pr.gameNo++
		pr.g = &Game{StartFEN: StartFEN}
	}
}

// finish ends the game being read: the last of several comments after its
// last move (or its last comment, without moves) is its end comment.
func (pr *pgnReader) finish() {
	g := pr.g
	if g == nil {
		return
	}
	if n := len(pr.loose); n > 0 && (len(g.Moves) == 0 || pr.sinceMove > 1) {
		g.EndComment = pr.loose[n-1]
		pr.loose = pr.loose[:n-1]
	}
	g.appendToLastComment(pr.loose)
	pr.games = append(pr.games, g)
	pr.g, pr.p, pr.inMoves, pr.loose, pr.sinceMove = nil, nil, false, nil, 0
}

// tag reads the tag pair that starts at text[i] ('[') and returns the index
// after it.
func (pr *pgnReader) tag(text []rune, i int) (int, error) {
	if pr.inMoves { // a tag after moves starts the next game
		pr.finish()
	}
	pr.begin()
	end := i + 1
	inStr := false
	for ; end < len(text); end++ {
		if text[end] == '\\' && inStr {
			end++
			continue
		}
		if text[end] == '"' {
			inStr = !inStr
		}
		if text[end] == ']' && !inStr {
			break
		}
	}
	if end >= len(text) {
		return end, errorf("unterminated tag")
	}
	name, value, err := parseTag(string(text[i+1 : end]))
	if err != nil {
		return end, err
	}
	if name == "FEN" && !pr.headersOnly {
		fp, err := ParseFEN(value)
		if err != nil {
			return end, err
		}
		pr.g.StartFEN = fp.FEN()
	}
	if pr.headersOnly || (name != "Result" && name != "Format") {
		pr.g.SetTag(name, value)
	}
	return end + 1, nil
}

// comment places a {comment}: the first after a move is that move's; the
// others wait in loose (a comment before a game's tags waits for it).
func (pr *pgnReader) comment(text string) {
	if pr.headersOnly {
		return
	}
	afterMove := pr.g != nil && len(pr.g.Moves) > 0
	if afterMove && pr.sinceMove == 0 {
		pr.g.setComment(len(pr.g.Moves)-1, text)
	} else {
		pr.loose = append(pr.loose, text)
	}
	if afterMove {
		pr.sinceMove++
	}
}

// token reads a word of the move text: a result (which ends the game), a
// NAG, a move number or a move.
func (pr *pgnReader) token(tok string) error {
	pr.begin()
	pr.inMoves = true
	g := pr.g
	if res, ok := parseResultToken(tok); ok {
		g.Result = res
		pr.finish()
		return nil
	}
	if tok[0] == '$' || pr.headersOnly {
		return nil
	}
	if pr.p == nil {
		p, err := ParseFEN(g.StartFEN)
		if err != nil {
			return &PGNError{Game: pr.gameNo, Err: err}
		}
		pr.p, g.StartFEN = p, p.FEN()
	}
	m, err := pr.p.parseMoveToken(tok)
	if err != nil {
		// a move number: "12." "12..." or glued "12.h2e2"
		j := 0
		for j < len(tok) && tok[j] >= '0' && tok[j] <= '9' {
			j++
		}
		if j > 0 && j < len(tok) && tok[j] == '.' {
			rest := strings.TrimLeft(tok[j:], ".")
			if rest == "" {
				return nil
			}
			m, err = pr.p.parseMoveToken(rest)
		}
	}
	if err != nil {
		return &PGNError{Game: pr.gameNo, Move: len(g.Moves) + 1, Err: err}
	}
	pr.p.Make(m)
	if len(g.Moves) > 0 {
		g.appendToLastComment(pr.loose)
	}
	g.Moves = append(g.Moves, m)
	pr.loose, pr.sinceMove = nil, 0
	return nil
}

// setComment sets the comment of move i.
func (g *Game) setComment(i int, text string) {
	for len(g.Comments) <= i {
		g.Comments = append(g.Comments, "")
	}
	g.Comments[i] = text
}

// appendToLastComment adds further comments of the last move to its own,
// with a space between; comments before the first move are dropped.
func (g *Game) appendToLastComment(more []string) {
	if len(g.Moves) == 0 || len(more) == 0 {
		return
	}
	last := len(g.Moves) - 1
	all := append([]string{}, more...)
	if last < len(g.Comments) && g.Comments[last] != "" {
		all = append([]string{g.Comments[last]}, all...)
	}
	g.setComment(last, strings.Join(all, " "))
}

// parseMoveToken reads a move as written in PGN, with or without a trailing
// check or annotation mark.
func (p *Position) parseMoveToken(tok string) (Move, error) {
	m, err := p.ParseMove(tok)
	if err != nil {
		if trimmed := strings.TrimRight(tok, "+#!?"); trimmed != tok && trimmed != "" {
			if m2, err2 := p.ParseMove(trimmed); err2 == nil {
				return m2, nil
			}
		}
	}
	return m, err
}

func parseTag(s string) (name, value string, err error) {
	s = strings.TrimSpace(s)
	sp := strings.IndexFunc(s, unicode.IsSpace)
	if sp <= 0 {
		return "", "", errorf("tag [%s]: want [Name \"value\"]", s)
	}
	name, rest := s[:sp], strings.TrimSpace(s[sp:])
	if len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return "", "", errorf("tag [%s]: the value must be in double quotes", s)
	}
	var sb strings.Builder
	for i := 1; i < len(rest)-1; i++ {
		if rest[i] == '\\' && i+1 < len(rest)-1 {
			i++
		}
		sb.WriteByte(rest[i])
	}
	return name, sb.String(), nil
}

func parseResultToken(tok string) (Result, bool) {
	switch tok {
	case "1-0":
		return RedWins, true
	case "0-1":
		return BlackWins, true
	case "1/2-1/2", "½-½":
		return Draw, true
	case "*":
		return Ongoing, true
	}
	return Ongoing, false
}

// chineseKey maps the many spellings of Chinese move text (simplified or
// traditional characters, Chinese, full-width or ASCII numerals) to one key.
func chineseKey(s string) string {
	var sb strings.Builder
	for _, r := range strings.TrimSpace(s) {
		switch {
		case strings.ContainsRune("帅帥将將", r):
			sb.WriteByte('K')
		case strings.ContainsRune("仕士", r):
			sb.WriteByte('A')
		case strings.ContainsRune("相象", r):
			sb.WriteByte('E')
		case strings.ContainsRune("马馬傌", r):
			sb.WriteByte('H')
		case strings.ContainsRune("车車俥", r):
			sb.WriteByte('R')
		case strings.ContainsRune("炮砲包", r):
			sb.WriteByte('C')
		case strings.ContainsRune("兵卒", r):
			sb.WriteByte('P')
		case strings.ContainsRune("进進", r):
			sb.WriteByte('+')
		case r == '退':
			sb.WriteByte('-')
		case r == '平':
			sb.WriteByte('.')
		case r == '前':
			sb.WriteByte('f')
		case strings.ContainsRune("后後", r):
			sb.WriteByte('r')
		case r == '中':
			sb.WriteByte('m')
		case r >= '１' && r <= '９':
			sb.WriteByte(byte('1' + r - '１'))
		case r >= '1' && r <= '9':
			sb.WriteRune(r)
		default:
			if i := strings.IndexRune("一二三四五六七八九", r); i >= 0 {
				sb.WriteByte(byte('1' + i/len("一")))
			} else {
				sb.WriteRune(r)
			}
		}
	}
	return sb.String()
}

// ParseChinese reads a move in Chinese notation (炮二平五, 马８进７, 前车进一;
// simplified or traditional characters, any numerals) for the side to move.
func (p *Position) ParseChinese(s string) (Move, error) {
	key := chineseKey(s)
	var buf [128]Move
	for _, m := range p.GenerateLegal(buf[:0]) {
		if chineseKey(p.Chinese(m)) == key {
			return m, nil
		}
	}
	return NoMove, &MoveError{Input: s, Kind: NoMatch, Side: p.side}
}

// StripControl drops the control characters of s (newlines, ESC, NUL,
// C1) and its invalid UTF-8, which a tag must not carry into a file or a
// terminal: a newline in a tag value would end the tag and start a new,
// forged one.
func StripControl(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == utf8.RuneError {
			return -1
		}
		return r
	}, s)
}
