package xiangqi

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
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
		if _, err := ParsePGN(strings.NewReader(bad)); err == nil {
			t.Errorf("ParsePGN(%q) accepted", bad)
		}
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
	f.Fuzz(func(t *testing.T, s string) {
		games, err := ParsePGN(strings.NewReader(s))
		if err != nil {
			return
		}
		for _, g := range games {
			if _, err := g.Position(); err != nil {
				t.Fatalf("accepted game does not replay: %v", err)
			}
		}
	})
}
