package xiangqi

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
)

const samplePGN = `[Game "Chinese Chess"]
[Event "Club \"A\" match"]
[Red "Lê Văn Tướng"]
[Black "王"]
[Result "1-0"]
[Format "WXF"]

1. C2.5 {central cannon} H8+7 2. H2+3 (2. h0g2 ; the same move in ICCS
) R9.8 $1 3. r1+1 炮８进４ 4. E2-E6 0-1

[Game "Chinese Chess"]
[FEN "4k4/9/9/9/9/9/9/9/9/3K1R3 b - - 0 20"]

20... e9e8 21. f0f8+ e8e9 *
`

func TestParsePGN(t *testing.T) {
	games, err := ParsePGN(strings.NewReader(samplePGN))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 2 {
		t.Fatalf("%d games, want 2", len(games))
	}
	g := games[0]
	if g.Tag("Event") != `Club "A" match` || g.Tag("Red") != "Lê Văn Tướng" || g.Tag("Black") != "王" {
		t.Errorf("tags: %+v", g.Tags)
	}
	var got []string
	for _, m := range g.Moves {
		got = append(got, m.String())
	}
	want := "h2e2 h9g7 h0g2 i9h9 i0i1 h7h3 e2e6"
	if strings.Join(got, " ") != want {
		t.Errorf("moves %q, want %q", strings.Join(got, " "), want)
	}
	if g.Result != BlackWins {
		t.Errorf("result %v", g.Result)
	}
	g2 := games[1]
	if len(g2.Moves) != 3 || g2.StartFEN != "4k4/9/9/9/9/9/9/9/9/3K1R3 b - - 0 20" || g2.Result != Ongoing {
		t.Errorf("second game: %d moves from %q, result %v", len(g2.Moves), g2.StartFEN, g2.Result)
	}
	p, err := g2.Position()
	if err != nil || !strings.HasPrefix(p.FEN(), "4k4/5R3/") {
		t.Errorf("second game final position %v, %v", p, err)
	}
}

func TestParsePGNTandemPawns(t *testing.T) {
	text := `[FEN "3k5/9/9/2P1P4/2P1P4/4P4/9/9/9/5K3 w - - 0 1"]
1. 55.4 d9d8 2.5+.6 *`
	games, err := ParsePGN(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range games[0].Moves {
		got = append(got, m.String())
	}
	if strings.Join(got, " ") != "e5f5 d9d8 e6d6" {
		t.Errorf("moves %v", got)
	}
}

func TestParsePGNErrors(t *testing.T) {
	for _, bad := range []string{
		"1. h2e3",
		"1. C2.5 C2.5 2. C2.5",
		`[FEN "bad"] 1. h2e2`,
		`[Event "unterminated`,
		`[Event unquoted] 1. h2e2`,
		"1. 炮九平五",
	} {
		_, err := ParsePGN(strings.NewReader(bad))
		var pe *PGNError
		if !errors.As(err, &pe) {
			t.Errorf("ParsePGN(%q): %v, want a *PGNError", bad, err)
			continue
		}
		checkVietnamese(t, pe, pe.Vietnamese())
	}
	// The detail is translated, not kept in English inside a Vietnamese
	// sentence; the English text is as it was.
	_, err := ParsePGN(strings.NewReader("[Event \"x\"]\n1. h2e2 h9g7 2. h0h5"))
	if en, vi := err.Error(), err.(*PGNError).Vietnamese(); en != "PGN game 1: move 3: move h0h5 is not legal here (red to move)" ||
		vi != "ván 1 của PGN: nước 3: nước h0h5 không hợp lệ ở thế cờ này (Đỏ đi)" {
		t.Errorf("PGN error: %q / %q", en, vi)
	}
	_, err = ParsePGN(strings.NewReader(`[FEN "4k4/9/9/9/9/9/9/9/9/4K4 w"]`))
	if vi := err.(*PGNError).Vietnamese(); vi != `ván 1 của PGN: FEN sai "4k4/9/9/9/9/9/9/9/9/4K4 w": hai tướng đối mặt trên cột e, không có quân nào ở giữa` {
		t.Errorf("PGN FEN error: %q", vi)
	}
}

func TestPGNRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 20; i++ {
		fen := StartFEN
		if i%4 == 3 {
			fen = randomGamePosition(r, StartFEN, 1+r.IntN(30)).FEN()
		}
		g := NewGame(fen)
		g.SetTag("Event", `quote " and backslash \`)
		p, _ := ParseFEN(fen)
		for ply := 0; ply < 80; ply++ {
			moves := p.GenerateLegal(nil)
			if len(moves) == 0 {
				break
			}
			m := moves[r.IntN(len(moves))]
			g.Moves = append(g.Moves, m)
			p.Make(m)
		}
		g.Result = Result(i % 4)
		for _, format := range []string{FormatICCS, FormatWXF, FormatChinese} {
			var buf bytes.Buffer
			if err := g.WritePGN(&buf, format); err != nil {
				t.Fatal(err)
			}
			games, err := ParsePGN(&buf)
			if err != nil {
				t.Fatalf("%s: %v\n%s", format, err, buf.String())
			}
			if len(games) != 1 {
				t.Fatalf("%s: %d games", format, len(games))
			}
			h := games[0]
			if h.StartFEN != fen || h.Result != g.Result || h.Tag("Event") != g.Tag("Event") || len(h.Moves) != len(g.Moves) {
				t.Fatalf("%s: round trip differs:\n%s", format, buf.String())
			}
			for j := range h.Moves {
				if h.Moves[j] != g.Moves[j] {
					t.Fatalf("%s: move %d %s, want %s", format, j+1, h.Moves[j], g.Moves[j])
				}
			}
		}
	}
}

func FuzzParsePGN(f *testing.F) {
	f.Add(samplePGN)
	f.Add("1. h2e2 h9g7 *")
	f.Add("1. h2e2 {a} {b} *\n[Round \"2\"]\n{c} *")
	f.Fuzz(func(t *testing.T, s string) {
		headers, herr := ParsePGNHeaders(strings.NewReader(s))
		games, err := ParsePGN(strings.NewReader(s))
		if err != nil {
			if _, ok := err.(*PGNError); !ok {
				t.Fatalf("error %T %v is not a *PGNError", err, err)
			}
			return
		}
		// What ParsePGN reads, ParsePGNHeaders reads too: the same games
		// with the same tags (and Result, Format).
		if herr != nil || len(headers) != len(games) {
			t.Fatalf("ParsePGN read %d games, ParsePGNHeaders %d (%v)", len(games), len(headers), herr)
		}
		for i, g := range games {
			if _, err := g.Position(); err != nil {
				t.Fatalf("accepted game does not replay: %v", err)
			}
			if len(g.Comments) > len(g.Moves) {
				t.Fatalf("%d comments for %d moves", len(g.Comments), len(g.Moves))
			}
			for _, tag := range g.Tags {
				if headers[i].Tag(tag.Name) != tag.Value {
					t.Fatalf("game %d: tag %s %q, headers say %q", i+1, tag.Name, tag.Value, headers[i].Tag(tag.Name))
				}
			}
		}
	})
}

// The comments of a match record: one after each move, the reason for the
// end after the last, and tags in the order given (the seven-tag roster
// first, Game and FEN where the record puts them, Format appended).
func TestPGNCommentsAndTagOrder(t *testing.T) {
	g := &Game{StartFEN: "4k4/9/9/9/9/9/9/9/9/3K1R3 b - - 0 20"}
	for _, tag := range []Tag{{"Event", "m"}, {"Round", "3"}, {"Red", "A"}, {"Black", "B"}, {"Result", "?"}, {"Game", ""}, {"FEN", ""}, {"Termination", "checkmate"}} {
		g.SetTag(tag.Name, tag.Value)
	}
	p, _ := ParseFEN(g.StartFEN)
	for _, s := range []string{"e9e8", "f0f8"} {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		p.Make(m)
		g.Moves = append(g.Moves, m)
	}
	g.Comments = []string{"book", "+M1/3 1.500s}"}
	g.EndComment = "A wins: checkmate"
	g.Result = RedWins
	var b bytes.Buffer
	if err := g.WritePGN(&b, FormatICCS); err != nil {
		t.Fatal(err)
	}
	want := `[Event "m"]
[Round "3"]
[Red "A"]
[Black "B"]
[Result "1-0"]
[Game "Chinese Chess"]
[FEN "4k4/9/9/9/9/9/9/9/9/3K1R3 b - - 0 20"]
[Termination "checkmate"]
[Format "ICCS"]

20... e9e8 {book} 21. f0f8 {+M1/3 1.500s)} {A wins: checkmate} 1-0

`
	if b.String() != want {
		t.Errorf("wrote\n%s\nwant\n%s", b.String(), want)
	}
	games, err := ParsePGN(strings.NewReader(b.String()))
	if err != nil || len(games) != 1 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	h := games[0]
	if strings.Join(h.Comments, "|") != "book|+M1/3 1.500s)" || h.EndComment != "A wins: checkmate" || h.Result != RedWins {
		t.Errorf("read back comments %q, end %q, result %v", h.Comments, h.EndComment, h.Result)
	}
	if h.Tag("Result") != "" || h.Tag("Format") != "" || h.Tag("Termination") != "checkmate" {
		t.Errorf("read back tags %v", h.Tags)
	}
}

// Where ParsePGN puts comments: the first after a move is the move's, more
// are added to it, the last of several after the last move ends the game,
// and a game without moves keeps its last comment as the end comment.
func TestParsePGNComments(t *testing.T) {
	for _, c := range []struct {
		text, comments, end string
	}{
		{"1. h2e2 {a} h9g7 *", "a", ""},
		{"{before} 1. h2e2 {a} {b} h9g7 {c} {d} {e} *", "a b|c d", "e"},
		{"1. h2e2 h9g7 {c} *", "|c", ""},
		{"{unfinished: start failure} *", "", "unfinished: start failure"},
		{"{x} {y} *", "", "y"},
	} {
		games, err := ParsePGN(strings.NewReader(c.text))
		if err != nil || len(games) != 1 {
			t.Fatalf("%q: %v", c.text, err)
		}
		if got := strings.Join(games[0].Comments, "|"); got != c.comments || games[0].EndComment != c.end {
			t.Errorf("%q: comments %q end %q, want %q and %q", c.text, got, games[0].EndComment, c.comments, c.end)
		}
	}
}

// ParsePGNHeaders reads the tags of every game, Result included, without
// the moves: damaged or cut-off move text does not stop it.
func TestParsePGNHeaders(t *testing.T) {
	text := samplePGN + "\n[Event \"cut\"]\n[Round \"9\"]\n[Result \"0-1\"]\n\n1. h2e2 h9g7 2. zz9"
	if _, err := ParsePGN(strings.NewReader(text)); err == nil {
		t.Fatal("ParsePGN read a damaged game")
	}
	games, err := ParsePGNHeaders(strings.NewReader(text))
	if err != nil || len(games) != 3 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	if games[0].Tag("Result") != "1-0" || games[0].Tag("Format") != "WXF" || games[0].Tag("Red") != "Lê Văn Tướng" || len(games[0].Moves) != 0 {
		t.Errorf("first game: %+v", games[0])
	}
	if games[1].Tag("FEN") != "4k4/9/9/9/9/9/9/9/9/3K1R3 b - - 0 20" || games[2].Tag("Round") != "9" || games[2].Tag("Result") != "0-1" {
		t.Errorf("headers %+v %+v", games[1].Tags, games[2].Tags)
	}
	if _, err := ParsePGNHeaders(strings.NewReader(`[Event "x"] [Round "unterminated`)); err == nil {
		t.Error("an unterminated tag was accepted")
	}
}

// Tags are written without control characters: a newline, ESC or NUL in a
// value (or a name) would end the tag in the file and forge another, or
// reach a terminal; the record reads back with the same tags, cleaned.
func TestPGNTagsWithoutControlCharacters(t *testing.T) {
	g := NewGame(StartFEN)
	g.SetTag("Event", "line\n[Result \"1-0\"]\u001b[2J\u0000end\u0085\r")
	g.SetTag("Red", "Nguyễn\tVăn")
	g.SetTag("Bad\nName", "x")
	g.SetTag("\u0007", "dropped")
	var buf bytes.Buffer
	if err := g.WritePGN(&buf, FormatICCS); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	for _, r := range text {
		if unicode.IsControl(r) && r != '\n' {
			t.Fatalf("control character %U written:\n%q", r, text)
		}
	}
	games, err := ParsePGN(strings.NewReader(text))
	if err != nil || len(games) != 1 {
		t.Fatalf("%q reads back as %d games, %v", text, len(games), err)
	}
	back := games[0]
	if v := back.Tag("Event"); v != `line[Result "1-0"][2Jend` {
		t.Errorf("Event %q", v)
	}
	if v := back.Tag("Red"); v != "NguyễnVăn" {
		t.Errorf("Red %q", v)
	}
	if back.Tag("BadName") != "x" || back.Result != g.Result {
		t.Errorf("tags %+v, result %v", back.Tags, back.Result)
	}
	for _, tag := range back.Tags {
		if tag.Value == "dropped" {
			t.Errorf("a tag whose name was only control characters: %+v", tag)
		}
	}
}
