package match

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"time"
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

// WritePGN writes a xiangqi game in the common PGN of xiangqi programs:
// [Game "Chinese Chess"], [FEN] when the game does not start from the
// standard position, ICCS moves with a comment each (score/depth and time
// used, or "book"), and the reason for the end in [Termination] and a last
// comment.
func WritePGN(w io.Writer, g *GameRecord, event string) error {
	bw := bufio.NewWriter(w)
	tag := func(k, v string) { fmt.Fprintf(bw, "[%s \"%s\"]\n", k, pgnEscape(v)) }
	tag("Event", event)
	tag("Site", "?")
	tag("Date", g.Date.Format("2006.01.02"))
	tag("Round", strconv.Itoa(g.Round))
	tag("Red", g.Players[First])
	tag("Black", g.Players[Second])
	tag("Result", g.Result)
	tag("Game", "Chinese Chess")
	blackFirst := false
	if g.StartFEN != "" && g.StartFEN != xiangqiStartFEN {
		tag("FEN", g.StartFEN)
		f := strings.Fields(g.StartFEN)
		blackFirst = len(f) > 1 && f[1] == "b"
	}
	if g.Opening.Name != "" {
		tag("Opening", g.Opening.Name)
	}
	tag("TimeControl", g.Limits.String())
	tag("Termination", g.Category)
	tag("TerminationDetails", g.Reason)
	tag("PlyCount", strconv.Itoa(len(g.Moves)))
	bw.WriteString("\n")
	col := 0
	word := func(s string) {
		if col > 0 && col+1+len(s) > 79 {
			bw.WriteString("\n")
			col = 0
		} else if col > 0 {
			bw.WriteString(" ")
			col++
		}
		bw.WriteString(s)
		col += len(s)
	}
	ply := 0
	if blackFirst {
		ply = 1
	}
	for i, m := range g.Moves {
		if ply%2 == 0 {
			word(fmt.Sprintf("%d.", ply/2+1))
		} else if i == 0 {
			word(fmt.Sprintf("%d...", ply/2+1))
		}
		word(m.Move)
		word("{" + m.comment() + "}")
		ply++
	}
	word("{" + resultText(g) + "}")
	word(g.Result)
	bw.WriteString("\n\n")
	return bw.Flush()
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

func pgnEscape(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	return strings.ReplaceAll(s, `"`, `\"`)
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

var (
	pgnTag  = regexp.MustCompile(`^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$`)
	sgfProp = regexp.MustCompile(`\b(RO|PB|PW|RE|TERM)\[((?:[^\]\\]|\\.)*)\]`)
)

// ReadPastGames reads the games of a PGN or SGF record written by this
// runner: round, players and result. Unfinished games ("*", RE[?]) are
// returned too; the caller replays them.
func ReadPastGames(r io.Reader) ([]PastGame, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	text := string(data)
	if strings.HasPrefix(strings.TrimSpace(text), "(;") {
		return readSGFGames(text)
	}
	var out []PastGame
	var cur *PastGame
	for i, line := range strings.Split(text, "\n") {
		m := pgnTag.FindStringSubmatch(strings.TrimSpace(line))
		if m == nil {
			continue
		}
		v := strings.ReplaceAll(strings.ReplaceAll(m[2], `\"`, `"`), `\\`, `\`)
		switch m[1] {
		case "Event":
			out = append(out, PastGame{})
			cur = &out[len(out)-1]
		case "Round":
			if cur == nil {
				return nil, fmt.Errorf("line %d: Round before Event", i+1)
			}
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, fmt.Errorf("line %d: bad Round %q", i+1, v)
			}
			cur.Round = n
		case "Red", "White":
			if cur != nil {
				cur.Players[First] = v
			}
		case "Black":
			if cur != nil {
				cur.Players[Second] = v
			}
		case "Result":
			if cur != nil {
				cur.Result = v
			}
		case "Termination":
			if cur != nil {
				cur.Category = v
			}
		}
	}
	return out, nil
}

func readSGFGames(text string) ([]PastGame, error) {
	var out []PastGame
	for _, part := range strings.Split(text, "(;")[1:] {
		header := part
		if k := strings.Index(part, ";B["); k >= 0 {
			header = part[:k]
		}
		g := PastGame{}
		for _, m := range sgfProp.FindAllStringSubmatch(header, -1) {
			v := strings.ReplaceAll(strings.ReplaceAll(m[2], `\]`, "]"), `\\`, `\`)
			switch m[1] {
			case "RO":
				n, err := strconv.Atoi(v)
				if err != nil {
					return nil, fmt.Errorf("sgf: bad RO[%s]", v)
				}
				g.Round = n
			case "TERM":
				g.Category = v
			case "PB":
				g.Players[First] = v
			case "PW":
				g.Players[Second] = v
			case "RE":
				switch v {
				case "B+":
					g.Result = "1-0"
				case "W+":
					g.Result = "0-1"
				case "0":
					g.Result = "1/2-1/2"
				default:
					g.Result = "*"
				}
			}
		}
		out = append(out, g)
	}
	return out, nil
}
