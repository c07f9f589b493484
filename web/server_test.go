package web

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/tree"
)

func newTestServer(t *testing.T, cfg Config) (*Server, *httptest.Server) {
	t.Helper()
	if cfg.Logf == nil {
		cfg.Logf = t.Logf
	}
	if cfg.NewGames == 0 {
		cfg.NewGames = 1 << 20 // the tests create many games from one address; TestNewGameRate tests the bucket
	}
	s := New(cfg)
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(func() { ts.Close(); s.Close() })
	return s, ts
}

// call sends a request with a raw body and decodes the JSON answer into out
// (when not nil); it returns the status code.
func call(t *testing.T, ts *httptest.Server, method, path, body string, out any) int {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, ts.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if method == "POST" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			t.Fatalf("%s %s: answer is not JSON (%v): %s", method, path, err, data)
		}
	}
	return resp.StatusCode
}

type errBody struct {
	Error  string `json:"error"`
	Status int    `json:"status"`
}

// wantError checks that a request fails with status and a message containing msg.
func wantError(t *testing.T, ts *httptest.Server, method, path, body string, status int, msg string) {
	t.Helper()
	var e errBody
	if got := call(t, ts, method, path, body, &e); got != status {
		t.Errorf("%s %s %s: status %d, want %d (%s)", method, path, body, got, status, e.Error)
	}
	if !strings.Contains(e.Error, msg) {
		t.Errorf("%s %s %s: error %q, want it to mention %q", method, path, body, e.Error, msg)
	}
}

func TestTreeSolveSeed004(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	var r solveResponseJSON
	if st := call(t, ts, "POST", "/api/tree/solve", `{"tree":"A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))"}`, &r); st != 200 {
		t.Fatalf("status %d", st)
	}
	if r.AlphaBeta.Value != 5 || r.Minimax.Value != 5 {
		t.Errorf("values %v / %v, want 5", r.AlphaBeta.Value, r.Minimax.Value)
	}
	label := func(id int) string {
		n := r.Nodes[id]
		if n.Leaf {
			return fmt.Sprint(n.Value)
		}
		return n.Label
	}
	var evaluated []string
	for _, id := range r.AlphaBeta.Evaluated {
		evaluated = append(evaluated, label(id))
	}
	if got := strings.Join(evaluated, ","); got != "3,5,6,2,4" {
		t.Errorf("alpha-beta evaluated %s, want 3,5,6,2,4", got)
	}
	if len(r.Minimax.Evaluated) != 8 {
		t.Errorf("minimax evaluated %d leaves, want 8", len(r.Minimax.Evaluated))
	}
	// The cuts: at E (skipping leaf 9) and at C (skipping G).
	var cuts []string
	for _, e := range r.AlphaBeta.Events {
		if e.Kind == "cut" {
			var sk []string
			for _, id := range e.Skipped {
				sk = append(sk, label(id))
			}
			cuts = append(cuts, label(e.Node)+":"+strings.Join(sk, "+"))
		}
	}
	if got := strings.Join(cuts, " "); got != "E:9 C:G" {
		t.Errorf("cuts %q, want \"E:9 C:G\"", got)
	}
	if r.KnuthMoore == nil || *r.KnuthMoore != 5 {
		t.Errorf("Knuth–Moore minimum %v, want 5", r.KnuthMoore)
	}
	// The table is the seed's, row for row, and each row points at the
	// event that completes it, in order.
	want := readSeedTable(t)
	if len(r.AlphaBeta.Rows) != len(want) {
		t.Fatalf("%d rows, want %d", len(r.AlphaBeta.Rows), len(want))
	}
	last := -1
	for i, row := range r.AlphaBeta.Rows {
		got := strings.TrimRight(strings.Join(row.VI, "\t"), "\t")
		if got != want[i] {
			t.Errorf("row %d:\n got %s\nwant %s", i+1, got, want[i])
		}
		if row.Event <= last || row.Event >= len(r.AlphaBeta.Events) {
			t.Errorf("row %d: event %d after %d of %d", i+1, row.Event, last, len(r.AlphaBeta.Events))
		}
		last = row.Event
		if ev := r.AlphaBeta.Events[row.Event]; ev.Node != row.Node {
			t.Errorf("row %d is about node %d but its event %d is about node %d", i+1, row.Node, row.Event, ev.Node)
		}
	}
	if len(r.Header["en"]) != 7 || len(r.Header["vi"]) != 7 {
		t.Errorf("headers %v", r.Header)
	}
}

func readSeedTable(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("testdata/seed004_table_vi.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []string
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	for sc.Scan() {
		rows = append(rows, strings.TrimRight(sc.Text(), "\t"))
	}
	return rows
}

// solveResponseJSON mirrors the answer with plain numbers for the tests.
type solveResponseJSON struct {
	Nodes []struct {
		ID     int     `json:"id"`
		Label  string  `json:"label"`
		Leaf   bool    `json:"leaf"`
		Value  float64 `json:"value"`
		Parent int     `json:"parent"`
	} `json:"nodes"`
	KnuthMoore *int64              `json:"knuth_moore_min"`
	Header     map[string][]string `json:"header"`
	AlphaBeta  runTest             `json:"alphabeta"`
	Minimax    runTest             `json:"minimax"`
}

type runTest struct {
	Value     float64 `json:"value"`
	Best      int     `json:"best"`
	Evaluated []int   `json:"evaluated"`
	Events    []struct {
		Kind    string `json:"kind"`
		Node    int    `json:"node"`
		Skipped []int  `json:"skipped"`
	} `json:"events"`
	Rows []struct {
		Event int      `json:"event"`
		Node  int      `json:"node"`
		VI    []string `json:"vi"`
	} `json:"rows"`
}

func TestTreeExamplesSolve(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	var ex struct{ Examples []treeExample }
	call(t, ts, "GET", "/api/tree/examples", "", &ex)
	if len(ex.Examples) < 2 {
		t.Fatalf("examples: %+v", ex)
	}
	for _, x := range ex.Examples {
		var r solveResponseJSON
		body, _ := json.Marshal(map[string]string{"tree": x.Tree})
		if st := call(t, ts, "POST", "/api/tree/solve", string(body), &r); st != 200 {
			t.Fatalf("%s: status %d", x.ID, st)
		}
		if r.AlphaBeta.Value != x.Value {
			t.Errorf("%s: value %v, want %v", x.ID, r.AlphaBeta.Value, x.Value)
		}
		if r.AlphaBeta.Value != r.Minimax.Value {
			t.Errorf("%s: alpha-beta %v ≠ minimax %v", x.ID, r.AlphaBeta.Value, r.Minimax.Value)
		}
	}
}

func TestTreeErrors(t *testing.T) {
	_, ts := newTestServer(t, Config{MaxBody: 64 << 10})
	wantError(t, ts, "POST", "/api/tree/solve", `{"tree":"A(B(3"}`, 400, "column 6")
	wantError(t, ts, "POST", "/api/tree/solve", `{"tree":"A(B(3","lang":"vi"}`, 400, "cây viết sai: dòng 1, cột 6: cần ',' hoặc ')' sau một con của B, nhưng gặp hết dữ liệu")
	wantError(t, ts, "POST", "/api/tree/solve", `{"tree":""}`, 400, "missing tree")
	wantError(t, ts, "POST", "/api/tree/solve", `{"tree":"A(1,2)","root":"middle"}`, 400, "root must be")
	wantError(t, ts, "POST", "/api/tree/solve", `{"tree":`, 400, "malformed JSON")
	wantError(t, ts, "POST", "/api/tree/solve", `{"tree":5}`, 400, `field "tree" must be a string, not number`)
	wantError(t, ts, "POST", "/api/tree/solve", `{"tree":"A(1,2)","strict":"yes"}`, 400, `field "strict" must be true or false, not string`)
	wantError(t, ts, "POST", "/api/tree/random", `{"b":1.5}`, 400, `field "b" must be an integer, not number 1.5`)
	wantError(t, ts, "POST", "/api/tree/solve", `["A(1,2)"]`, 400, "the body must be an object, not array")
	wantError(t, ts, "POST", "/api/tree/solve", `{"tre":"A(1)"}`, 400, "unknown field")
	wantError(t, ts, "POST", "/api/tree/solve", `{"tree":"A(1)"} {}`, 400, "extra data")
	wantError(t, ts, "POST", "/api/tree/solve", ``, 400, "empty request body")
	leaves := strings.Repeat("1,", 3000) + "1"
	wantError(t, ts, "POST", "/api/tree/solve", `{"tree":"A(`+leaves+`)"}`, 400, "tree too large")
	wantError(t, ts, "POST", "/api/tree/solve", `{"tree":"`+strings.Repeat(" ", 70<<10)+`A(1)"}`, 413, "too large")
	wantError(t, ts, "POST", "/api/tree/random", `{"b":9,"d":3}`, 400, "b and d")
	wantError(t, ts, "POST", "/api/tree/random", `{"b":8,"d":8}`, 400, "too large")
	wantError(t, ts, "POST", "/api/tree/export", `{"tree":"A(1,2)","format":"gif"}`, 400, "format must be")
	wantError(t, ts, "GET", "/api/nothing", "", 404, "no such endpoint")
	wantError(t, ts, "GET", "/api/tree/solve", "", 405, "GET /api/tree/solve: method not allowed (use POST)")
	wantError(t, ts, "DELETE", "/api/health", "", 405, "method not allowed (use GET)")
	wantError(t, ts, "POST", "/api/nothing/at/all", "", 404, "no such endpoint: POST /api/nothing/at/all")
}

func TestTreeRandom(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	var a, b struct {
		Tree string `json:"tree"`
		Seed string `json:"seed"`
	}
	call(t, ts, "POST", "/api/tree/random", `{"b":3,"d":2,"seed":42,"min":-5,"max":5}`, &a)
	call(t, ts, "POST", "/api/tree/random", `{"b":3,"d":2,"seed":42,"min":-5,"max":5}`, &b)
	if a.Tree == "" || a.Tree != b.Tree || a.Seed != "42" {
		t.Fatalf("random trees with one seed differ or are empty: %q %q", a.Tree, b.Tree)
	}
	var r solveResponseJSON
	body, _ := json.Marshal(map[string]string{"tree": a.Tree})
	call(t, ts, "POST", "/api/tree/solve", string(body), &r)
	leaves := 0
	for _, n := range r.Nodes {
		if n.Leaf {
			leaves++
			if n.Value < -5 || n.Value > 5 {
				t.Errorf("leaf value %v outside -5..5", n.Value)
			}
		}
	}
	if leaves != 9 || r.KnuthMoore == nil || *r.KnuthMoore != 5 {
		t.Errorf("3×2 tree: %d leaves, Knuth–Moore %v; want 9 and 5", leaves, r.KnuthMoore)
	}
}

// The solution picture and the quiz use one meaning of a node's α, β: a
// student who copies the picture's windows (the value before any "→") and
// values into the quiz gets every answer right.
func TestSolutionPictureAnswersTheQuiz(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	for _, src := range []string{"A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))", "A(B(3,12,8),C(2,4,6),D(14,5,2))",
		"A(3, B(2, 7), C(4, D(1, 9), 5))", treeExamples[2].Tree} {
		body, _ := json.Marshal(map[string]string{"tree": src})
		var quiz struct {
			Nodes []struct {
				Label string `json:"label"`
				Leaf  bool   `json:"leaf"`
			} `json:"nodes"`
			AlphaBeta struct {
				Results []struct {
					Visited        bool
					Alpha, Beta, V any
				} `json:"results"`
			} `json:"alphabeta"`
		}
		if st := call(t, ts, "POST", "/api/tree/solve", string(body), &quiz); st != 200 {
			t.Fatalf("%s: solve status %d", src, st)
		}
		body, _ = json.Marshal(map[string]string{"tree": src, "format": "svg"})
		resp, err := ts.Client().Post(ts.URL+"/api/tree/export", "application/json", strings.NewReader(string(body)))
		if err != nil {
			t.Fatal(err)
		}
		svg, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		// The picture's labels in drawing order: a node's name, then its v,
		// then its α and β lines.
		texts := regexp.MustCompile(`class="(name|v|alpha|beta)"[^>]*>([^<]*)<`).FindAllStringSubmatch(string(svg), -1)
		byName := map[string]map[string]string{}
		var cur string
		for _, m := range texts {
			if m[1] == "name" {
				cur = m[2]
				byName[cur] = map[string]string{}
				continue
			}
			byName[cur][m[1]] = m[2]
		}
		inherited := func(label string) string { // "α=−∞ → 5" → "−∞"
			_, v, _ := strings.Cut(label, "=")
			v, _, _ = strings.Cut(v, " →")
			return v
		}
		checked := 0
		for id, n := range quiz.Nodes {
			r := quiz.AlphaBeta.Results[id]
			if n.Leaf || !r.Visited {
				continue
			}
			got := byName[n.Label]
			if inherited(got["alpha"]) != answerText(r.Alpha) || inherited(got["beta"]) != answerText(r.Beta) ||
				got["v"] != answerText(r.V) {
				t.Errorf("%s: node %s: picture %v, quiz wants α=%v β=%v v=%v", src, n.Label, got, r.Alpha, r.Beta, r.V)
			}
			checked++
		}
		if checked == 0 {
			t.Errorf("%s: no node checked", src)
		}
	}
}

// answerText writes a number of the JSON answer as the picture does.
func answerText(v any) string {
	switch v {
	case "+inf":
		return "+∞"
	case "-inf":
		return "−∞"
	}
	f, _ := v.(float64)
	return tree.FormatNumber(f)
}

func TestTreeExport(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	for _, c := range []struct{ format, ctype, starts string }{
		{"svg", "image/svg+xml", "<"}, {"png", "image/png", "\x89PNG"}, {"csv", "text/csv", "Step,"},
		{"markdown", "text/markdown", "|"}, {"json", "application/json", "{"},
	} {
		resp, err := ts.Client().Post(ts.URL+"/api/tree/export", "application/json",
			strings.NewReader(`{"tree":"A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))","format":"`+c.format+`"}`))
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), c.ctype) || !strings.HasPrefix(strings.TrimSpace(string(data)), c.starts) {
			t.Errorf("%s: status %d, type %q, starts %q", c.format, resp.StatusCode, resp.Header.Get("Content-Type"), data[:min(len(data), 20)])
		}
	}
}

func TestCaroGame(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	var st caroState
	// Black has an open four on column 7 (rows 7–10); white to... no, black to move.
	if code := call(t, ts, "POST", "/api/caro/games", `{"size":15,"rule":"freestyle","moves":"7,7 8,8 7,8 8,7 7,9 9,9 7,10 6,6"}`, &st); code != 201 {
		t.Fatalf("new game: status %d", code)
	}
	if st.ToMove != "black" || len(st.Moves) != 8 || st.Over {
		t.Fatalf("state %+v", st)
	}
	var th map[string][]threatJSON
	call(t, ts, "GET", "/api/caro/games/"+st.ID+"/threats", "", &th)
	fives := map[[2]int]bool{}
	for _, x := range th["black"] {
		if x.Kind == "five" {
			fives[[2]int{x.X, x.Y}] = true
		}
	}
	if !fives[[2]int{7, 6}] || !fives[[2]int{7, 11}] {
		t.Errorf("black's fives %v, want 7,6 and 7,11", th["black"])
	}
	wantError(t, ts, "POST", "/api/caro/games/"+st.ID+"/move", `{"x":7,"y":7}`, 422, "taken")
	wantError(t, ts, "POST", "/api/caro/games/"+st.ID+"/move", `{"x":15,"y":0}`, 422, "outside")
	wantError(t, ts, "POST", "/api/caro/games/"+st.ID+"/move", `{"x":1}`, 400, "x and y")
	if code := call(t, ts, "POST", "/api/caro/games/"+st.ID+"/move", `{"x":7,"y":11}`, &st); code != 200 {
		t.Fatalf("winning move: status %d", code)
	}
	if !st.Over || st.Winner != "black" || st.Reason != "line" || len(st.WinLine) != 5 {
		t.Errorf("after the five: %+v", st)
	}
	wantError(t, ts, "POST", "/api/caro/games/"+st.ID+"/move", `{"x":0,"y":0}`, 422, "over")
	wantError(t, ts, "POST", "/api/caro/games/"+st.ID+"/engine", `{}`, 422, "over")
	call(t, ts, "POST", "/api/caro/games/"+st.ID+"/undo", `{"plies":1}`, &st)
	if st.Over || len(st.Moves) != 8 {
		t.Errorf("after undo: %+v", st)
	}
	// The engine, asked for a hint, finds the win and does not play it.
	var er caroEngineResponse
	if code := call(t, ts, "POST", "/api/caro/games/"+st.ID+"/engine", `{"level":1,"play":false}`, &er); code != 200 {
		t.Fatalf("hint: status %d", code)
	}
	if er.Played || len(er.State.Moves) != 8 || !fives[er.Move] {
		t.Errorf("hint: %+v", er)
	}
	// As white, the engine (black) wins at once.
	call(t, ts, "POST", "/api/caro/games/"+st.ID+"/engine", `{"level":1}`, &er)
	if !er.Played || !er.State.Over || er.State.Winner != "black" {
		t.Errorf("engine move: %+v", er)
	}
}

func TestCaroRenjuForbidden(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	// Black stones on 5,7 6,7 (row) and 7,5 7,6 (column): playing 7,7
	// makes two open threes, forbidden to black under renju.
	var st caroState
	call(t, ts, "POST", "/api/caro/games", `{"size":15,"rule":"renju","moves":"5,7 0,0 6,7 0,2 7,5 0,4 7,6 0,6"}`, &st)
	var th map[string][]threatJSON
	call(t, ts, "GET", "/api/caro/games/"+st.ID+"/threats", "", &th)
	found := false
	for _, f := range th["forbidden"] {
		if f.X == 7 && f.Y == 7 {
			found = f.Kind != ""
		}
	}
	if !found {
		t.Errorf("7,7 is not listed as forbidden: %v", th["forbidden"])
	}
	// Under freestyle nothing is forbidden.
	call(t, ts, "POST", "/api/caro/games", `{"size":15,"rule":"freestyle","moves":"5,7 0,0 6,7 0,2 7,5 0,4 7,6 0,6"}`, &st)
	call(t, ts, "GET", "/api/caro/games/"+st.ID+"/threats", "", &th)
	if len(th["forbidden"]) != 0 {
		t.Errorf("freestyle lists forbidden points: %v", th["forbidden"])
	}
}

func TestCaroErrors(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	wantError(t, ts, "POST", "/api/caro/games", `{"size":99}`, 400, "not supported")
	wantError(t, ts, "POST", "/api/caro/games", `{"size":4}`, 400, "not supported")
	wantError(t, ts, "POST", "/api/caro/games", `{"rule":"chess"}`, 400, "unknown rule")
	wantError(t, ts, "POST", "/api/caro/games", `{"human":"green"}`, 400, "human must be")
	wantError(t, ts, "POST", "/api/caro/games", `{"moves":"7,7 7,7"}`, 400, "illegal position")
	wantError(t, ts, "POST", "/api/caro/games", `{"moves":"x"}`, 400, "malformed move list")
	wantError(t, ts, "GET", "/api/caro/games/nope", "", 404, "no game")
	var st caroState
	call(t, ts, "POST", "/api/caro/games", `{"size":9}`, &st)
	wantError(t, ts, "POST", "/api/caro/games/"+st.ID+"/engine", `{"level":9}`, 400, "level must be")
	wantError(t, ts, "POST", "/api/caro/games/"+st.ID+"/undo", `{"plies":1}`, 422, "cannot take back")
	var er caroEngineResponse
	call(t, ts, "POST", "/api/caro/games/"+st.ID+"/engine", `{"level":1,"think_ms":99999999}`, &er)
	if er.ThinkMS != (10*time.Second).Milliseconds() || len(er.State.Moves) != 1 {
		t.Errorf("think time not capped or no move: %+v", er)
	}
}

func TestXiangqiGame(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	var st xqState
	if code := call(t, ts, "POST", "/api/xiangqi/games", `{}`, &st); code != 201 {
		t.Fatalf("status %d", code)
	}
	n := 0
	for _, to := range st.Legal {
		n += len(to)
	}
	if n != 44 || st.ToMove != "red" || st.Board[4] != "K" {
		t.Fatalf("start: %d legal moves, %s to move, e0=%q", n, st.ToMove, st.Board[4])
	}
	wantError(t, ts, "POST", "/api/xiangqi/games/"+st.ID+"/move", `{"move":"a0a5"}`, 422, "illegal move")
	wantError(t, ts, "POST", "/api/xiangqi/games/"+st.ID+"/move", `{"move":"zz"}`, 422, "illegal move")
	call(t, ts, "POST", "/api/xiangqi/games/"+st.ID+"/move", `{"move":"C2.5"}`, &st)
	if len(st.Moves) != 1 || st.Moves[0].ICCS != "h2e2" || st.Moves[0].Chinese != "炮二平五" || st.Last != "h2e2" {
		t.Fatalf("after C2.5: %+v", st.Moves)
	}
	// The engine streams its iterations and then plays.
	resp, err := ts.Client().Post(ts.URL+"/api/xiangqi/games/"+st.ID+"/think", "application/json", strings.NewReader(`{"level":2}`))
	if err != nil {
		t.Fatal(err)
	}
	events := readSSE(t, resp.Body)
	resp.Body.Close()
	if resp.Header.Get("Content-Type") != "text/event-stream; charset=utf-8" || len(events) < 2 {
		t.Fatalf("think: %q, %d events", resp.Header.Get("Content-Type"), len(events))
	}
	var infos int
	var done xqDoneJSON
	for _, e := range events {
		switch e[0] {
		case "info":
			infos++
			// branching_factor is the effective one (this iteration's
			// nodes / the previous one's): none after depth 1.
			var in xqInfoJSON
			if err := json.Unmarshal([]byte(e[1]), &in); err != nil || (in.Depth == 1) != (in.BF == 0) {
				t.Errorf("think info %s: %v", e[1], err)
			}
		case "done":
			json.Unmarshal([]byte(e[1]), &done)
		}
	}
	if infos == 0 || !done.Played || done.State.Ply != 2 || done.State.Last != done.Move || done.SearchedFEN != st.FEN {
		t.Errorf("think: %d infos, done %+v", infos, done)
	}
	// PGN out and back in.
	resp, err = ts.Client().Get(ts.URL + "/api/xiangqi/games/" + st.ID + "/pgn")
	if err != nil {
		t.Fatal(err)
	}
	pgn, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(pgn), "1. h2e2 ") {
		t.Errorf("PGN:\n%s", pgn)
	}
	body, _ := json.Marshal(map[string]string{"pgn": string(pgn)})
	var st2 xqState
	if code := call(t, ts, "POST", "/api/xiangqi/games", string(body), &st2); code != 201 || st2.FEN != done.State.FEN {
		t.Errorf("PGN import: status %d, FEN %q, want %q", code, st2.FEN, done.State.FEN)
	}
	call(t, ts, "POST", "/api/xiangqi/games/"+st.ID+"/undo", `{"plies":2}`, &st)
	if st.Ply != 0 || st.FEN != st2.StartFEN {
		t.Errorf("undo 2: ply %d, %s", st.Ply, st.FEN)
	}
}

func readSSE(t *testing.T, r io.Reader) [][2]string {
	t.Helper()
	var out [][2]string
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	var name string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			name = line[7:]
		case strings.HasPrefix(line, "data: "):
			out = append(out, [2]string{name, line[6:]})
		}
	}
	return out
}

func TestChangeSides(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	var xs xqState
	call(t, ts, "POST", "/api/xiangqi/games", `{}`, &xs)
	call(t, ts, "POST", "/api/xiangqi/games/"+xs.ID+"/move", `{"move":"h2e2"}`, &xs)
	if code := call(t, ts, "POST", "/api/xiangqi/games/"+xs.ID+"/side", `{"human":"black"}`, &xs); code != 200 || xs.Human != "black" || xs.Ply != 1 {
		t.Errorf("xiangqi side: status %d, %+v", code, xs)
	}
	wantError(t, ts, "POST", "/api/xiangqi/games/"+xs.ID+"/side", `{"human":"white"}`, 400, "human must be")
	var cs caroState
	call(t, ts, "POST", "/api/caro/games", `{"moves":"7,7"}`, &cs)
	if code := call(t, ts, "POST", "/api/caro/games/"+cs.ID+"/side", `{"human":"white"}`, &cs); code != 200 || cs.Human != "white" || len(cs.Moves) != 1 {
		t.Errorf("caro side: status %d, %+v", code, cs)
	}
	wantError(t, ts, "POST", "/api/caro/games/"+cs.ID+"/side", `{"human":"red"}`, 400, "human must be")
}

func TestXiangqiEndings(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	// Red mates with R a8-a9? Use a position where Black is already mated: the
	// chariot on the back rank with the king stuck.
	var st xqState
	code := call(t, ts, "POST", "/api/xiangqi/games", `{"fen":"3k5/4R4/3R5/9/9/9/9/9/9/4K4 b - - 0 1"}`, &st)
	if code != 201 {
		t.Fatalf("status %d", code)
	}
	if !st.Outcome.Over || st.Outcome.Winner != "red" || st.Outcome.Reason != "checkmate" || !st.InCheck || st.CheckedKing != "d9" {
		t.Errorf("mated position: %+v check=%v king=%s", st.Outcome, st.InCheck, st.CheckedKing)
	}
	wantError(t, ts, "POST", "/api/xiangqi/games/"+st.ID+"/move", `{"move":"d9d8"}`, 422, "over")
	wantError(t, ts, "POST", "/api/xiangqi/games/"+st.ID+"/think", "", 422, "over")
}

func TestXiangqiErrors(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	wantError(t, ts, "POST", "/api/xiangqi/games", `{"fen":"rnbakabnr/9/9 w"}`, 400, "malformed FEN")
	// A FEN without its side to move is refused, not taken to be Red's turn.
	wantError(t, ts, "POST", "/api/xiangqi/games", `{"fen":"3k5/9/9/9/9/9/9/9/9/4K4"}`, 400, "no side to move")
	wantError(t, ts, "POST", "/api/xiangqi/games", `{"pgn":"1. H2-E2 H2-E2"}`, 400, "malformed PGN")
	wantError(t, ts, "POST", "/api/xiangqi/games", `{"pgn":"1. H2-E2","fen":"startpos"}`, 400, "not both")
	wantError(t, ts, "POST", "/api/xiangqi/games", `{"human":"blue"}`, 400, "human must be")
	wantError(t, ts, "GET", "/api/xiangqi/games/none", "", 404, "no game")
	var st xqState
	call(t, ts, "POST", "/api/xiangqi/games", `{}`, &st)
	wantError(t, ts, "POST", "/api/xiangqi/games/"+st.ID+"/think", `{"level":9}`, 400, "level must be")
	wantError(t, ts, "POST", "/api/xiangqi/games/"+st.ID+"/think", `{"depth":-1}`, 400, "depth must not be negative")
	wantError(t, ts, "POST", "/api/xiangqi/games/"+st.ID+"/think", `{"depth":"x"}`, 400, `field "depth" must be an integer`)
	wantError(t, ts, "POST", "/api/xiangqi/games/"+st.ID+"/think", `{"play":"maybe"}`, 400, `field "play" must be true or false`)
	wantError(t, ts, "POST", "/api/xiangqi/games/"+st.ID+"/undo", `{"plies":1}`, 422, "cannot take back")
	wantError(t, ts, "POST", "/api/xiangqi/nodes", `{"depth":9}`, 400, "depth must be")
	wantError(t, ts, "POST", "/api/xiangqi/nodes", `{"fen":"x"}`, 400, "malformed FEN")
	wantError(t, ts, "POST", "/api/xiangqi/nodes", `{"fen":"3k5/9/9/9/9/9/9/9/9/4K4"}`, 400, "no side to move")
}

func TestXiangqiNodes(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	var r struct {
		Rows     []xqNodesRow
		Complete bool
	}
	if code := call(t, ts, "POST", "/api/xiangqi/nodes", `{"depth":3}`, &r); code != 200 || len(r.Rows) != 3 || !r.Complete {
		t.Fatalf("status %d, rows %+v", code, r.Rows)
	}
	// From the start: 44 moves, 1920 replies, 79666 positions at depth 3 (perft).
	want := []int64{44, 1920, 79666}
	for i, row := range r.Rows {
		if row.Minimax != want[i] || !row.Agree {
			t.Errorf("depth %d: minimax %d, want %d (agree %v)", row.Depth, row.Minimax, want[i], row.Agree)
		}
		if row.AlphaBeta > row.Minimax || row.AlphaBetaOrdered > row.Minimax || row.Ideal > row.Minimax {
			t.Errorf("depth %d: a count above minimax's: %+v", row.Depth, row)
		}
	}
	if d3 := r.Rows[2]; d3.Engine*10 > d3.Minimax {
		t.Errorf("the engine at depth 3 evaluates %d of %d leaves: ordering lost", d3.Engine, d3.Minimax)
	}
	// The table explains itself as the command's does: b per depth, the
	// ratios, the columns' meanings and the footnote for depth 2, where the
	// engine's 84 leaves go below the ideal 87.
	var full struct {
		Rows    []xqNodesRow
		Columns []xqNodesColumn
		Notes   map[string][]string
	}
	call(t, ts, "POST", "/api/xiangqi/nodes", `{"depth":2}`, &full)
	if d2 := full.Rows[1]; !d2.BFromMinimax || d2.Ideal != 87 || !d2.BelowIdeal || d2.MinimaxPerIdeal < 20 || d2.MinimaxPerAB < 1.5 {
		t.Errorf("depth 2: %+v", d2)
	}
	if len(full.Columns) != 12 || full.Columns[8].Meaning["vi"] == "" || len(full.Notes["en"]) != 1 || !strings.HasPrefix(full.Notes["vi"][0], "† Máy") {
		t.Errorf("columns %+v notes %v", full.Columns, full.Notes)
	}
}

func TestBusyAndLimits(t *testing.T) {
	s, ts := newTestServer(t, Config{MaxSearches: 1, QueueWait: 50 * time.Millisecond})
	var st xqState
	call(t, ts, "POST", "/api/xiangqi/games", `{}`, &st)
	release, err := s.acquire(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	wantError(t, ts, "POST", "/api/xiangqi/games/"+st.ID+"/think", "", 503, "busy")
	release()
	// A game being searched refuses changes with 409.
	sr, _, err := beginSearch(s.xiangqi, st.ID, func(*xiangqiGame) (int, error) { return 0, nil })
	if err != nil {
		t.Fatal(err)
	}
	wantError(t, ts, "POST", "/api/xiangqi/games/"+st.ID+"/move", `{"move":"h2e2"}`, 409, "busy")
	sr.end(nil)
	var lim map[string]any
	call(t, ts, "GET", "/api/limits", "", &lim)
	if lim["max_searches"] != 1.0 {
		t.Errorf("limits %v", lim)
	}
}

func TestRecoverer(t *testing.T) {
	var logged bytes.Buffer
	s := New(Config{Logf: func(f string, a ...any) { fmt.Fprintf(&logged, f, a...) }})
	h := s.recoverer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") }))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/x", nil))
	var e errBody
	json.Unmarshal(rec.Body.Bytes(), &e)
	if rec.Code != 500 || !strings.Contains(e.Error, "boom") || !strings.Contains(logged.String(), "boom") {
		t.Errorf("panic: status %d, body %q, log %q", rec.Code, rec.Body.String(), logged.String())
	}
}

func TestPages(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	for _, p := range []string{"/", "/lab", "/caro", "/xiangqi", "/static/app.js", "/static/style.css", "/static/lab.js", "/static/caro.js", "/static/xiangqi.js"} {
		resp, err := ts.Client().Get(ts.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("%s: status %d", p, resp.StatusCode)
		}
	}
}
