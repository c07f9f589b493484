package match

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// MoveRecord is one move of a game with what the engine said about it.
type MoveRecord struct {
	Move    string
	Book    bool // from the opening, not played by an engine
	Elapsed time.Duration
	Depth   int
	Score   string
}

// GameRecord is a finished (or interrupted) game.
type GameRecord struct {
	Round    int       // 1-based number in the match's schedule
	Players  [2]string // engine names by side
	Opening  Opening
	StartFEN string
	Moves    []MoveRecord
	Result   string // "1-0" (side First won), "0-1", "1/2-1/2", "*" (unfinished)
	Reason   string // why it ended, in words
	Category string // the reason's class, for the counts
	Date     time.Time
	Limits   Limits
}

// Winner is First, Second, -1 for a draw, -2 for an unfinished game.
func (g *GameRecord) Winner() int {
	switch g.Result {
	case "1-0":
		return First
	case "0-1":
		return Second
	case "1/2-1/2":
		return -1
	}
	return -2
}

func (m MoveRecord) comment() string {
	if m.Book {
		return "book"
	}
	var parts []string
	if m.Score != "" || m.Depth > 0 {
		s := m.Score
		if s == "" {
			s = "?"
		}
		parts = append(parts, fmt.Sprintf("%s/%d", s, m.Depth))
	}
	parts = append(parts, fmt.Sprintf("%.3fs", m.Elapsed.Seconds()))
	return strings.Join(parts, " ")
}

// WritePGN writes a xiangqi game through package xiangqi's PGN writer, in
// the common PGN of xiangqi programs: [Game "Chinese Chess"], [FEN] when the
// game does not start from the standard position, ICCS moves with a
// comment each (score/depth and time used, or "book"), and the reason for
// the end in [Termination], [TerminationDetails] and a last comment.
func WritePGN(w io.Writer, g *GameRecord, event string) error {
	rec := xiangqi.NewGame(g.StartFEN)
	rec.Tags = nil // the seven-tag roster first, then Game
	for _, t := range [][2]string{
		{"Event", event}, {"Site", "?"}, {"Date", g.Date.Format("2006.01.02")}, {"Round", strconv.Itoa(g.Round)},
		{"Red", g.Players[First]}, {"Black", g.Players[Second]}, {"Result", ""}, {"Game", ""}, {"FEN", ""},
	} {
		rec.SetTag(t[0], t[1])
	}
	if g.Opening.Name != "" {
		rec.SetTag("Opening", g.Opening.Name)
	}
	rec.SetTag("TimeControl", g.Limits.String())
	rec.SetTag("Termination", g.Category)
	rec.SetTag("TerminationDetails", g.Reason)
	rec.SetTag("PlyCount", strconv.Itoa(len(g.Moves)))
	for i, m := range g.Moves {
		mv, err := xiangqi.ParseICCS(m.Move)
		if err != nil {
			return fmt.Errorf("round %d, move %d: %v", g.Round, i+1, err)
		}
		rec.Moves = append(rec.Moves, mv)
		rec.Comments = append(rec.Comments, m.comment())
	}
	rec.EndComment = resultText(g)
	switch g.Winner() {
	case First:
		rec.Result = xiangqi.RedWins
	case Second:
		rec.Result = xiangqi.BlackWins
	case -1:
		rec.Result = xiangqi.Draw
	}
	return rec.WritePGN(w, xiangqi.FormatICCS)
}

func resultText(g *GameRecord) string {
	switch g.Winner() {
	case First, Second:
		return fmt.Sprintf("%s wins: %s", g.Players[g.Winner()], g.Reason)
	case -1:
		return "draw: " + g.Reason
	}
	return "unfinished: " + g.Reason
}

// WriteSGF writes a caro/gomoku game as SGF (GM[4]): SZ, RU (rule), PB
// (first player, black stones), PW, RE (B+, W+ or 0), RO (the round), the
// opening stones marked "book" and the other moves with time and depth.
func WriteSGF(w io.Writer, g *GameRecord, width, height int, rule string, event string) error {
	bw := bufio.NewWriter(w)
	size := strconv.Itoa(width)
	if width != height {
		size = fmt.Sprintf("%d:%d", width, height)
	}
	re := "?"
	switch g.Winner() {
	case First:
		re = "B+"
	case Second:
		re = "W+"
	case -1:
		re = "0"
	}
	fmt.Fprintf(bw, "(;GM[4]FF[4]CA[UTF-8]AP[alphabeta]SZ[%s]RU[%s]EV[%s]RO[%d]DT[%s]PB[%s]PW[%s]RE[%s]",
		size, sgfEscape(rule), sgfEscape(event), g.Round, g.Date.Format("2006-01-02"),
		sgfEscape(g.Players[First]), sgfEscape(g.Players[Second]), re)
	if g.Opening.Name != "" {
		fmt.Fprintf(bw, "GN[%s]", sgfEscape(g.Opening.Name))
	}
	// TM is a number of seconds per player; OT describes the whole control
	// (increment, movetime, depth). TERM is a private property: the
	// termination class, for --resume.
	if g.Limits.Base > 0 {
		fmt.Fprintf(bw, "TM[%s]", secs(g.Limits.Base))
	}
	fmt.Fprintf(bw, "OT[%s]TERM[%s]C[%s]\n", sgfEscape(g.Limits.String()), sgfEscape(g.Category), sgfEscape(resultText(g)))
	for i, m := range g.Moves {
		x, y, _ := parseXY(m.Move)
		c := "B"
		if i%2 == 1 {
			c = "W"
		}
		fmt.Fprintf(bw, ";%s[%c%c]C[%s]", c, sgfCoord(x), sgfCoord(y), sgfEscape(m.comment()))
		if i%6 == 5 {
			bw.WriteString("\n")
		}
	}
	bw.WriteString(")\n")
	return bw.Flush()
}

func sgfCoord(v int) byte {
	if v < 26 {
		return byte('a' + v)
	}
	return byte('A' + v - 26)
}

func sgfEscape(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	return strings.ReplaceAll(s, "]", `\]`)
}

// PastGame is what --resume needs of a recorded game.
type PastGame struct {
	Round    int
	Players  [2]string
	Result   string
	Category string // the termination class ("checkmate", "time forfeit", …)
}

// ReadPastGames reads the complete games of a PGN or SGF record written
// by this runner (CompleteLength: a game cut short by a crash is not one):
// round, players and result. Unfinished games ("*", RE[?]) are returned
// too; the caller replays them. A PGN record is read by package xiangqi's
// PGN reader, tags only.
func ReadPastGames(r io.Reader) ([]PastGame, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	text := string(data)
	text = text[:CompleteLength(text)]
	if strings.HasPrefix(strings.TrimSpace(text), "(;") {
		return readSGFGames(text)
	}
	games, err := xiangqi.ParsePGNHeaders(strings.NewReader(text))
	if err != nil {
		return nil, err
	}
	out := make([]PastGame, 0, len(games))
	for i, g := range games {
		pg := PastGame{Players: [2]string{cmp.Or(g.Tag("Red"), g.Tag("White")), g.Tag("Black")},
			Result: g.Tag("Result"), Category: g.Tag("Termination")}
		if v := g.Tag("Round"); v != "" {
			if pg.Round, err = strconv.Atoi(v); err != nil {
				return nil, fmt.Errorf("PGN game %d: bad Round %q", i+1, v)
			}
		}
		out = append(out, pg)
	}
	return out, nil
}

// CompleteLength is the length of the longest prefix of a PGN or SGF
// record (as this runner writes them) that ends with a complete game, the
// newlines after it included: what --resume keeps of a record whose last
// game a killed run or a full disk cut short. A PGN game is complete when
// its result ends its movetext (1-0, 0-1, 1/2-1/2 or *, outside tags and
// comments); an SGF game when its closing parenthesis is written (its RE
// comes first, so the game's end is the bracket that closes it). A game
// cut anywhere before that is dropped and played again.
func CompleteLength(text string) int {
	if strings.HasPrefix(strings.TrimSpace(text), "(;") {
		return completeSGF(text)
	}
	return completePGN(text)
}

// afterNewlines is i moved past the line ends that follow it.
func afterNewlines(text string, i int) int {
	for i < len(text) && (text[i] == '\n' || text[i] == '\r') {
		i++
	}
	return i
}

func completePGN(text string) int {
	end := 0
	for i := 0; i < len(text); {
		switch c := text[i]; {
		case c == '[': // a tag: its value is quoted, with \" and \\
			quoted := false
			j := i + 1
			for ; j < len(text); j++ {
				if quoted && text[j] == '\\' {
					j++
				} else if text[j] == '"' {
					quoted = !quoted
				} else if !quoted && text[j] == ']' {
					break
				}
			}
			if j >= len(text) {
				return end
			}
			i = j + 1
		case c == '{': // nothing escapes "}" in a comment
			k := strings.IndexByte(text[i:], '}')
			if k < 0 {
				return end
			}
			i += k + 1
		case c == ';': // a comment to the end of the line
			k := strings.IndexByte(text[i:], '\n')
			if k < 0 {
				return end
			}
			i += k + 1
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		default:
			j := i
			for j < len(text) && !strings.ContainsRune(" \t\r\n{[;", rune(text[j])) {
				j++
			}
			if j == len(text) {
				return end // a word cut short might be a result cut short
			}
			switch text[i:j] {
			case "1-0", "0-1", "1/2-1/2", "*":
				end = afterNewlines(text, j)
			}
			i = j
		}
	}
	return end
}

func completeSGF(text string) int {
	end, depth := 0, 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '[': // a value, with \] and \\
			j := i + 1
			for ; j < len(text) && text[j] != ']'; j++ {
				if text[j] == '\\' {
					j++
				}
			}
			if j >= len(text) {
				return end
			}
			i = j
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				end = afterNewlines(text, i+1)
			}
		}
	}
	return end
}

func readSGFGames(text string) ([]PastGame, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	games, err := ParseSGF(text)
	if err != nil {
		return nil, err
	}
	out := make([]PastGame, 0, len(games))
	for _, sg := range games {
		g := PastGame{Category: sg.Props["TERM"], Result: "*"}
		g.Players[First], g.Players[Second] = sg.Props["PB"], sg.Props["PW"]
		if v, ok := sg.Props["RO"]; ok {
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, fmt.Errorf("sgf: bad RO[%s]", v)
			}
			g.Round = n
		}
		switch sg.Props["RE"] {
		case "B+":
			g.Result = "1-0"
		case "W+":
			g.Result = "0-1"
		case "0":
			g.Result = "1/2-1/2"
		}
		out = append(out, g)
	}
	return out, nil
}
