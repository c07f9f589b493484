package xiangqi

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
)

// Tag is one PGN header pair.
type Tag struct{ Name, Value string }

// Game is a game record: headers, the start position and the moves.
type Game struct {
	Tags     []Tag
	StartFEN string // StartFEN unless the record says otherwise
	Moves    []Move
	Result   Result
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
			return nil, fmt.Errorf("move %d (%s) is not legal", i+1, m)
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
// FormatChinese). The Game, FEN (when not the initial position), Format and
// Result tags are written from the record.
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
	tags := []Tag{{"Game", "Chinese Chess"}}
	for _, t := range g.Tags {
		switch t.Name {
		case "Game", "FEN", "Format", "Result":
		default:
			tags = append(tags, t)
		}
	}
	tags = append(tags, Tag{"Result", g.Result.PGN()})
	if p.FEN() != StartFEN {
		tags = append(tags, Tag{"FEN", p.FEN()})
	}
	tags = append(tags, Tag{"Format", format})
	for _, t := range tags {
		v := strings.ReplaceAll(strings.ReplaceAll(t.Value, `\`, `\\`), `"`, `\"`)
		fmt.Fprintf(bw, "[%s \"%s\"]\n", t.Name, v)
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
			return fmt.Errorf("move %d (%s) is not legal", i+1, m)
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
		p.Make(m)
	}
	word(g.Result.PGN())
	bw.WriteString("\n\n")
	return bw.Flush()
}

// ParsePGN reads every game of a PGN text. Moves may be in ICCS ("h2e2",
// "H2-E2"), WXF ("C2.5") or Chinese ("炮二平五"), whatever the Format tag
// says; comments ({…} and ;…), variations, NAGs ($1) and move numbers are
// skipped. An error names the game and the move that failed.
func ParsePGN(r io.Reader) ([]*Game, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	text := []rune(string(data))
	var games []*Game
	var g *Game
	var p *Position
	gameNo := 0
	begin := func() {
		if g == nil {
			gameNo++
			g = &Game{StartFEN: StartFEN}
		}
	}
	finish := func() {
		if g != nil {
			games = append(games, g)
		}
		g, p = nil, nil
	}
	fail := func(format string, args ...any) ([]*Game, error) {
		return nil, fmt.Errorf("PGN game %d: %s", gameNo, fmt.Sprintf(format, args...))
	}
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case unicode.IsSpace(c) || c == '\ufeff':
			i++
		case c == '[':
			if p != nil { // a tag after moves starts the next game
				finish()
			}
			begin()
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
				return fail("unterminated tag")
			}
			name, value, err := parseTag(string(text[i+1 : end]))
			if err != nil {
				return fail("%v", err)
			}
			if name == "FEN" {
				fp, err := ParseFEN(value)
				if err != nil {
					return fail("%v", err)
				}
				g.StartFEN = fp.FEN()
			}
			if name != "Result" && name != "Format" {
				g.SetTag(name, value)
			}
			i = end + 1
		case c == '{':
			end := i
			for end < len(text) && text[end] != '}' {
				end++
			}
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
			tok := string(text[i:end])
			i = end
			begin()
			if res, ok := parseResultToken(tok); ok {
				g.Result = res
				finish()
				continue
			}
			if tok[0] == '$' {
				continue
			}
			if p == nil {
				p, err = ParseFEN(g.StartFEN)
				if err != nil {
					return fail("%v", err)
				}
				g.StartFEN = p.FEN()
			}
			m, err := p.parseMoveToken(tok)
			if err != nil {
				// a move number: "12." "12..." or glued "12.h2e2"
				j := 0
				for j < len(tok) && tok[j] >= '0' && tok[j] <= '9' {
					j++
				}
				if j > 0 && j < len(tok) && tok[j] == '.' {
					rest := strings.TrimLeft(tok[j:], ".")
					if rest == "" {
						continue
					}
					m, err = p.parseMoveToken(rest)
				}
			}
			if err != nil {
				return fail("move %d: %v", len(g.Moves)+1, err)
			}
			p.Make(m)
			g.Moves = append(g.Moves, m)
		}
	}
	finish()
	return games, nil
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
		return "", "", fmt.Errorf("tag [%s]: want [Name \"value\"]", s)
	}
	name, rest := s[:sp], strings.TrimSpace(s[sp:])
	if len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return "", "", fmt.Errorf("tag [%s]: the value must be in double quotes", s)
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
