package web

import (
	"fmt"
	"strings"
	"time"

	"alphabeta/xiangqi"
)

// writePGN writes the game as a xiangqi PGN with ICCS moves ("H2-E2"), the
// format of the XQ/ICCS convention that most xiangqi programs read.
func writePGN(g *xiangqiGame) string {
	var b strings.Builder
	p := g.pos
	result := outcomeJSON(p).Result
	red, black := "Human", "alphabeta"
	if g.human == xiangqi.Black {
		red, black = black, red
	}
	tags := [][2]string{{"Game", "Chinese Chess"}, {"Event", "alphabeta serve"}, {"Site", "localhost"},
		{"Date", time.Now().Format("2006.01.02")}, {"Round", "-"}, {"Red", red}, {"Black", black},
		{"Result", result}, {"Format", "ICCS"}}
	for i, t := range tags {
		if v, ok := g.tags[t[0]]; ok && t[0] != "Result" && t[0] != "Format" {
			tags[i][1] = v
		}
	}
	if g.start != xiangqi.StartFEN {
		tags = append(tags, [2]string{"FEN", g.start})
	}
	for _, t := range tags {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", t[0], strings.ReplaceAll(t[1], `"`, `'`))
	}
	b.WriteString("\n")
	q, _ := xiangqi.ParseFEN(g.start)
	num := q.FullmoveNumber()
	line := 0
	out := func(s string) {
		if line+len(s) > 78 {
			b.WriteString("\n")
			line = 0
		} else if line > 0 {
			b.WriteString(" ")
			line++
		}
		b.WriteString(s)
		line += len(s)
	}
	for i, m := range p.History() {
		ic := strings.ToUpper(m.From().String()) + "-" + strings.ToUpper(m.To().String())
		switch {
		case q.SideToMove() == xiangqi.Red:
			out(fmt.Sprintf("%d. %s", num, ic))
		case i == 0:
			out(fmt.Sprintf("%d. ... %s", num, ic))
		default:
			out(ic)
		}
		if q.SideToMove() == xiangqi.Black {
			num++
		}
		q.Make(m)
	}
	out(result)
	b.WriteString("\n")
	return b.String()
}

// parsePGN reads one xiangqi game: its tags (FEN for the start position),
// then moves in ICCS ("H2-E2", "h2e2") or WXF ("C2.5"), with move numbers,
// comments in braces or after ';', variations in parentheses and the result
// skipped. It returns the start FEN and the legal moves.
func parsePGN(text string) (start string, moves []xiangqi.Move, tags map[string]string, err error) {
	tags = map[string]string{}
	var body strings.Builder
	for ln, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "[") {
			if !strings.HasSuffix(t, "]") {
				return "", nil, nil, fmt.Errorf("line %d: unterminated tag %q", ln+1, t)
			}
			inner := strings.TrimSpace(t[1 : len(t)-1])
			name, val, ok := strings.Cut(inner, " ")
			if !ok {
				return "", nil, nil, fmt.Errorf("line %d: tag without a value: %q", ln+1, t)
			}
			tags[name] = strings.Trim(strings.TrimSpace(val), `"`)
			continue
		}
		if i := strings.IndexByte(t, ';'); i >= 0 {
			t = t[:i]
		}
		body.WriteString(t)
		body.WriteString(" ")
	}
	start = xiangqi.StartFEN
	if f, ok := tags["FEN"]; ok && strings.TrimSpace(f) != "" {
		start = f
	}
	p, err := xiangqi.ParseFEN(start)
	if err != nil {
		return "", nil, nil, fmt.Errorf("FEN tag: %v", err)
	}
	start = p.FEN()
	// Drop comments and variations.
	var clean strings.Builder
	depthBrace, depthParen := 0, 0
	for _, r := range body.String() {
		switch {
		case r == '{':
			depthBrace++
		case r == '}' && depthBrace > 0:
			depthBrace--
		case depthBrace > 0:
		case r == '(':
			depthParen++
		case r == ')' && depthParen > 0:
			depthParen--
		case depthParen > 0:
		default:
			clean.WriteRune(r)
			continue
		}
		clean.WriteRune(' ')
	}
	if depthBrace > 0 || depthParen > 0 {
		return "", nil, nil, fmt.Errorf("unclosed comment or variation")
	}
	for _, tok := range strings.Fields(clean.String()) {
		switch tok {
		case "1-0", "0-1", "1/2-1/2", "*":
			continue
		}
		// Move numbers: "12." "12..." or "12.H2-E2".
		if i := strings.LastIndexByte(tok, '.'); i >= 0 && isDigits(tok[:strings.IndexByte(tok, '.')]) {
			rest := strings.TrimLeft(tok[strings.IndexByte(tok, '.'):], ".")
			if rest == "" {
				continue
			}
			tok = rest
		}
		if len(moves) >= xiangqiMaxPlies {
			return "", nil, nil, fmt.Errorf("too many moves (limit %d)", xiangqiMaxPlies)
		}
		m, err := p.ParseMove(tok)
		if err != nil {
			return "", nil, nil, fmt.Errorf("move %d %q: %v", len(moves)+1, tok, err)
		}
		p.Make(m)
		moves = append(moves, m)
	}
	return start, moves, tags, nil
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
