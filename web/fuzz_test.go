package web

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// FuzzParsePGN: any text either fails with an error or gives legal moves from
// a valid start, and what writePGN makes of the game reads back the same.
func FuzzParsePGN(f *testing.F) {
	f.Add("1. H2-E2 H7-E7 2. H0-G2 {a comment} (1... C8.5) B9-C7 *")
	f.Add("[FEN \"3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1\"]\n1. e0e1")
	f.Add("[Event \"x\"]\n1. C2.5 C8.5 2. H2+3 H8+7 1-0")
	f.Add("[FEN \"bad\"]")
	f.Add("{unclosed")
	f.Fuzz(func(t *testing.T, text string) {
		start, moves, tags, err := parsePGN(text)
		if err != nil {
			return
		}
		p, perr := xiangqi.ParseFEN(start)
		if perr != nil {
			t.Fatalf("start FEN %q rejected: %v", start, perr)
		}
		for _, m := range moves {
			if !p.IsLegal(m) {
				t.Fatalf("illegal move %v in %q", m, text)
			}
			p.Make(m)
		}
		g := &xiangqiGame{start: start, pos: p, tags: tags}
		out := writePGN(g)
		start2, moves2, _, err := parsePGN(out)
		if err != nil || start2 != start || len(moves2) != len(moves) {
			t.Fatalf("round trip of %q:\n%s\n→ %v, %d moves", text, out, err, len(moves2))
		}
		if strings.Count(out, "[Result ") != 1 {
			t.Fatalf("PGN without one Result tag:\n%s", out)
		}
	})
}

// fuzzEndpoints are the handlers that read a JSON body; {caro} and {xq}
// stand for the ids of fresh games.
var fuzzEndpoints = []string{
	"/api/tree/solve", "/api/tree/random", "/api/tree/export", "/api/tree/quiz/check",
	"/api/caro/games", "/api/caro/games/{caro}/move", "/api/caro/games/{caro}/undo",
	"/api/caro/games/{caro}/side", "/api/caro/games/{caro}/engine",
	"/api/xiangqi/games", "/api/xiangqi/games/{xq}/move", "/api/xiangqi/games/{xq}/undo",
	"/api/xiangqi/games/{xq}/side", "/api/xiangqi/games/{xq}/think", "/api/xiangqi/nodes",
	"/api/tree/exam",
}

// FuzzHandlers posts any body to any JSON endpoint: the answer is never a
// 5xx other than 503 for work cut at its limit (200 ms here), an error is
// a JSON object with a short message, and a think's stream ends with "done"
// or "error".
func FuzzHandlers(f *testing.F) {
	seeds := map[string][]string{
		"/api/tree/solve":  {`{"tree":"A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))"}`, `{"tree":"A(1,2)","root":"min","strict":true,"fail_hard":true}`, `{"tree":"{\"children\":[1,2]}"}`},
		"/api/tree/random": {`{"b":3,"d":2,"seed":42,"min":-5,"max":5}`, `{"b":8,"d":3,"min":-1000000000,"max":-999000000}`},
		"/api/tree/export": {`{"tree":"A(B(3,5),C(2,9))","format":"png","lang":"vi"}`, `{"tree":"A(1,2)","format":"svg","solution":false}`,
			`{"tree":"A(1,2)","format":"csv","algo":"minimax"}`, `{"tree":"A(1,2)","format":"json"}`, `{"tree":"A(1,2)","format":"markdown"}`},
		"/api/caro/games":               {`{"size":15,"rule":"renju","human":"white","moves":"7,7 8,8"}`, `{"width":9,"height":12,"moves":"h8i9"}`},
		"/api/caro/games/{caro}/move":   {`{"x":7,"y":8}`, `{"x":-1,"y":99}`},
		"/api/caro/games/{caro}/undo":   {`{"plies":2}`, `{}`},
		"/api/caro/games/{caro}/side":   {`{"human":"white"}`},
		"/api/caro/games/{caro}/engine": {`{"level":1,"play":false}`, `{"level":5,"think_ms":1,"depth":20}`},
		"/api/xiangqi/games": {`{"fen":"3k5/4R4/3R5/9/9/9/9/9/9/4K4 b - - 0 1"}`, `{"pgn":"1. C2.5 C8.5 2. H2+3 H8+7 *","human":"black"}`,
			`{"pgn":"[FEN \"3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1\"]\n1. e0e1"}`},
		"/api/xiangqi/games/{xq}/move":  {`{"move":"h2e2"}`, `{"move":"炮二平五"}`, `{"move":"C2.5"}`},
		"/api/xiangqi/games/{xq}/undo":  {`{"plies":1}`},
		"/api/xiangqi/games/{xq}/side":  {`{"human":"black"}`},
		"/api/xiangqi/games/{xq}/think": {`{"level":1}`, `{"level":2,"play":false,"depth":3,"think_ms":5}`},
		"/api/xiangqi/nodes":            {`{"depth":2}`, `{"fen":"3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1","depth":4}`},
		"/api/tree/exam":                {`{"count":2,"versions":"A,B","depth":2,"branching":2,"seed":7,"lang":"vi"}`, `{"versions":"3","depth":3,"branching":3}`},
	}
	for i, path := range fuzzEndpoints {
		for _, body := range seeds[path] {
			f.Add(uint8(i), body)
		}
		f.Add(uint8(i), ``)
		f.Add(uint8(i), `null`)
		f.Add(uint8(i), `{"plies":0,"level":-1,"x":1e999}`)
	}
	s := New(Config{MaxThink: 200 * time.Millisecond, MaxSearches: 2, QueueWait: 5 * time.Second, NewGames: 1 << 20, Logf: func(string, ...any) {}})
	defer s.Close()
	h := s.Handler()
	f.Fuzz(func(t *testing.T, endpoint uint8, body string) {
		newGame := func(path, body string) string {
			rec := fuzzPost(h, path, body)
			var st struct{ ID string }
			if err := json.Unmarshal(rec.Body.Bytes(), &st); err != nil || rec.Code != 201 {
				t.Fatalf("new game %s: %d %s", path, rec.Code, rec.Body.String())
			}
			return st.ID
		}
		path := fuzzEndpoints[int(endpoint)%len(fuzzEndpoints)]
		path = strings.NewReplacer("{caro}", newGame("/api/caro/games", `{"moves":"7,7 8,8 7,8"}`),
			"{xq}", newGame("/api/xiangqi/games", `{"pgn":"1. h2e2 h7e7"}`)).Replace(path)
		rec := fuzzPost(h, path, body)
		answer := rec.Body.String()
		if rec.Code >= 500 && !(rec.Code == 503 && strings.Contains(answer, "took too long")) {
			t.Fatalf("POST %s %q: status %d: %.300s", path, body, rec.Code, answer)
		}
		if rec.Code >= 400 {
			var e struct {
				Error  string `json:"error"`
				Status int    `json:"status"`
			}
			if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil || e.Error == "" || e.Status != rec.Code || len(e.Error) > 700 {
				t.Fatalf("POST %s %q: error answer %d %.300q", path, body, rec.Code, answer)
			}
			return
		}
		if strings.HasSuffix(path, "/think") {
			if !strings.Contains(answer, "event: done\n") && !strings.Contains(answer, "event: error\n") {
				t.Fatalf("POST %s %q: the stream does not end: %.300q", path, body, answer)
			}
		} else if !strings.HasSuffix(path, "/export") && !json.Valid(rec.Body.Bytes()) {
			t.Fatalf("POST %s %q: answer is not JSON: %.300q", path, body, answer)
		}
	})
}

// fuzzPost sends body to h as the server's own page would.
func fuzzPost(h http.Handler, path, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("POST", "http://127.0.0.1"+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}
