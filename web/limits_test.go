package web

import (
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"io"
	"math"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// fan is a tree of a root and n leaves.
func fan(n int) string { return "A(" + strings.Repeat("1,", n-1) + "1)" }

// A PNG of a wide tree is refused before it is drawn (it used to cost about
// 75 CPU-seconds for 1,070 leaves); SVG is still drawn.
func TestExportPictureLimits(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	wantError(t, ts, "POST", "/api/tree/export", `{"tree":"`+fan(1070)+`","format":"png"}`, 422,
		"tree too large to draw: 1070 leaves, limit 256")
	// 256 leaves under a chain of 20 nodes: too many pixels even at scale 1.
	deep := strings.Repeat("A(", 20) + strings.Repeat("1,", 255) + "1" + strings.Repeat(")", 20)
	wantError(t, ts, "POST", "/api/tree/export", `{"tree":"`+deep+`","format":"png"}`, 422, "picture too large to draw")
	resp, err := ts.Client().Post(ts.URL+"/api/tree/export", "application/json", strings.NewReader(`{"tree":"`+fan(1070)+`","format":"svg"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("svg of 1070 leaves: status %d", resp.StatusCode)
	}
}

// Exports and big solves wait for a slot of the search semaphore like
// engine searches do.
func TestExpensiveTreeWorkTakesASlot(t *testing.T) {
	s, ts := newTestServer(t, Config{MaxSearches: 1, QueueWait: 20 * time.Millisecond})
	release, err := s.acquire(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"png", "svg", "csv"} {
		wantError(t, ts, "POST", "/api/tree/export", `{"tree":"A(1,2)","format":"`+format+`"}`, 503, "busy")
	}
	wantError(t, ts, "POST", "/api/tree/solve", `{"tree":"`+fan(300)+`"}`, 503, "busy")
	if code := call(t, ts, "POST", "/api/tree/solve", `{"tree":"A(B(3,5),C(2,9))"}`, nil); code != 200 {
		t.Errorf("a small solve waited for the semaphore: status %d", code)
	}
	release()
	if code := call(t, ts, "POST", "/api/tree/solve", `{"tree":"`+fan(300)+`"}`, nil); code != 200 {
		t.Errorf("a big solve with a free slot: status %d", code)
	}
	if len(s.searches) != 0 {
		t.Errorf("%d slots still held", len(s.searches))
	}
}

// Work for a client that has gone away is not started.
func TestCancelledRequestDoesNoWork(t *testing.T) {
	s := New(Config{Logf: t.Logf})
	defer s.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := httptest.NewRequestWithContext(ctx, "POST", "http://127.0.0.1/api/tree/export", strings.NewReader(`{"tree":"A(1,2)","format":"png"}`))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, req)
	if rec.Code != 499 {
		t.Errorf("export for a cancelled request: status %d, want 499", rec.Code)
	}
}

// A PGN import is bounded: its text before parsing, its plies, and it stops
// where the game ended.
func TestXiangqiPGNImportLimits(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	cycle := "h0g2 h9g7 g2h0 g7h9 " // back to the start position every 4 plies
	big, _ := json.Marshal(map[string]string{"pgn": strings.Repeat(cycle, (1<<20-100)/len(cycle))})
	wantError(t, ts, "POST", "/api/xiangqi/games", string(big), 413, "PGN text too large")
	long, _ := json.Marshal(map[string]string{"pgn": strings.Repeat(cycle, 251)})
	wantError(t, ts, "POST", "/api/xiangqi/games", string(long), 422, "the game is too long: 1004 plies, limit 1000")
	// The third time the start position comes back (ply 8) the game is
	// drawn by repetition; a ninth ply is refused.
	over, _ := json.Marshal(map[string]string{"pgn": strings.Repeat(cycle, 2) + "h0g2"})
	wantError(t, ts, "POST", "/api/xiangqi/games", string(over), 422, "the game ended after ply 8 (1/2-1/2, repetition), but the PGN goes on with h0g2")
	var st xqState
	ok, _ := json.Marshal(map[string]string{"pgn": strings.Repeat(cycle, 2)})
	if code := call(t, ts, "POST", "/api/xiangqi/games", string(ok), &st); code != 201 || st.Ply != 8 || !st.Outcome.Over {
		t.Errorf("a game that ends by repetition: status %d, ply %d, outcome %+v", code, st.Ply, st.Outcome)
	}
}

// A client that announces a body and sends none gets 408 after BodyTimeout
// and loses the connection, instead of holding it.
func TestStalledBodyIsCutOff(t *testing.T) {
	_, ts := newTestServer(t, Config{BodyTimeout: 100 * time.Millisecond})
	host := strings.TrimPrefix(ts.URL, "http://")
	for _, req := range []string{
		"POST /api/tree/solve HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n",
		"GET /api/health HTTP/1.1\r\nHost: %s\r\nContent-Length: 100\r\n\r\n",
	} {
		conn, err := net.Dial("tcp", host)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(conn, req, host)
		conn.SetReadDeadline(time.Now().Add(10 * time.Second)) // far above the 100 ms allowed
		answer, err := io.ReadAll(conn)
		conn.Close()
		if err != nil {
			t.Errorf("%q: the connection stayed open: %v", strings.Fields(req)[1], err)
		}
		if strings.HasPrefix(req, "POST") && !strings.HasPrefix(string(answer), "HTTP/1.1 408") {
			t.Errorf("POST with a missing body: answer %q, want 408", answer)
		}
	}
}

// Once the body is in, the handler is not cut by the body's deadline: a
// request's context stays alive past BodyTimeout.
func TestBodyDeadlineLiftedForTheAnswer(t *testing.T) {
	s := New(Config{BodyTimeout: 50 * time.Millisecond, Logf: t.Logf})
	defer s.Close()
	h := s.bodyDeadline(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.ReadAll(r.Body)
		select {
		case <-r.Context().Done():
			fmt.Fprint(w, "cancelled")
		case <-time.After(300 * time.Millisecond):
			fmt.Fprint(w, "alive")
		}
	}))
	ts := httptest.NewUnstartedServer(h)
	ts.Config = s.HTTPServer(nil)
	ts.Config.Handler = h
	ts.Start()
	defer ts.Close()
	for _, body := range []string{"", "{}"} {
		resp, err := ts.Client().Post(ts.URL, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if string(got) != "alive" {
			t.Errorf("body %q: the handler's context was %s", body, got)
		}
	}
}

func TestHTTPServerTimeouts(t *testing.T) {
	s := New(Config{MaxThink: 20 * time.Second, QueueWait: 5 * time.Second})
	defer s.Close()
	hs := s.HTTPServer(nil)
	if hs.ReadHeaderTimeout <= 0 || hs.ReadTimeout <= 0 || hs.IdleTimeout <= 0 || hs.MaxHeaderBytes <= 0 {
		t.Errorf("a timeout is missing: %+v", hs)
	}
	if hs.WriteTimeout < 25*time.Second+10*time.Second {
		t.Errorf("WriteTimeout %v is shorter than a 20 s think after a 5 s wait, with a margin", hs.WriteTimeout)
	}
}

// Only a POST makes the engine think and play: GET and HEAD (which a
// foreign page's <img> or link can send) change nothing.
func TestXiangqiThinkIsPostOnly(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	var st xqState
	call(t, ts, "POST", "/api/xiangqi/games", `{}`, &st)
	for _, method := range []string{"GET", "HEAD"} {
		req, _ := http.NewRequest(method, ts.URL+"/api/xiangqi/games/"+st.ID+"/think?level=1", nil)
		resp, err := ts.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 405 || resp.Header.Get("Allow") != "POST" {
			t.Errorf("%s think: status %d, Allow %q; want 405, POST", method, resp.StatusCode, resp.Header.Get("Allow"))
		}
	}
	call(t, ts, "GET", "/api/xiangqi/games/"+st.ID, "", &st)
	if st.Ply != 0 {
		t.Errorf("a GET or HEAD of think played a move: ply %d", st.Ply)
	}
}

// A read of a game answers at once while an engine searches it (the search
// has a copy); changes are refused until the search ends.
func TestReadsDoNotWaitForSearches(t *testing.T) {
	s, ts := newTestServer(t, Config{})
	var xs xqState
	call(t, ts, "POST", "/api/xiangqi/games", `{}`, &xs)
	var cs caroState
	call(t, ts, "POST", "/api/caro/games", `{"moves":"7,7"}`, &cs)
	xsr, _, err := beginSearch(s.xiangqi, xs.ID, func(*xiangqiGame) (int, error) { return 0, nil })
	if err != nil {
		t.Fatal(err)
	}
	csr, _, err := beginSearch(s.caro, cs.ID, func(*caroGame) (int, error) { return 0, nil })
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/api/xiangqi/games/" + xs.ID, "/api/xiangqi/games/" + xs.ID + "/pgn",
		"/api/caro/games/" + cs.ID, "/api/caro/games/" + cs.ID + "/threats"} {
		resp, err := ts.Client().Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("GET %s during a search: status %d", path, resp.StatusCode)
		}
	}
	wantError(t, ts, "POST", "/api/xiangqi/games/"+xs.ID+"/move", `{"move":"h2e2"}`, 409, "busy")
	wantError(t, ts, "POST", "/api/xiangqi/games/"+xs.ID+"/think", `{}`, 409, "busy")
	wantError(t, ts, "POST", "/api/caro/games/"+cs.ID+"/undo", `{}`, 409, "busy")
	wantError(t, ts, "POST", "/api/caro/games/"+cs.ID+"/engine", `{}`, 409, "busy")
	xsr.end(nil)
	csr.end(nil)
	if code := call(t, ts, "POST", "/api/xiangqi/games/"+xs.ID+"/move", `{"move":"h2e2"}`, nil); code != 200 {
		t.Errorf("a move after the search: status %d", code)
	}
}

// waitFor polls cond every few milliseconds for at most 10 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for range 2000 {
		if cond() {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("waited 10 s for %s", what)
}

// An engine move whose client went away is not played, in caro as in
// xiangqi: the page that asked has moved on.
func TestEngineMoveNotPlayedForAGoneClient(t *testing.T) {
	s, ts := newTestServer(t, Config{})
	var cs caroState
	call(t, ts, "POST", "/api/caro/games", `{"moves":"7,7 8,8 6,9 9,6"}`, &cs)
	var xs xqState
	call(t, ts, "POST", "/api/xiangqi/games", `{}`, &xs)
	for _, c := range []struct{ path, body string }{
		{"/api/caro/games/" + cs.ID + "/engine", `{"level":5,"think_ms":8000,"depth":20}`},
		{"/api/xiangqi/games/" + xs.ID + "/think", `{"level":5,"think_ms":8000,"depth":30}`},
	} {
		ctx, cancel := context.WithCancel(t.Context())
		req, _ := http.NewRequestWithContext(ctx, "POST", ts.URL+c.path, strings.NewReader(c.body))
		req.Header.Set("Content-Type", "application/json")
		errc := make(chan error, 1)
		go func() {
			resp, err := ts.Client().Do(req)
			if err == nil {
				io.Copy(io.Discard, resp.Body) // the think's stream ends with the cancel
				resp.Body.Close()
			}
			errc <- err
		}()
		// Leave once the search runs; the server then stops it.
		waitFor(t, "the search to start", func() bool { return len(s.searches) == 1 })
		cancel()
		<-errc
		waitFor(t, "the search to end", func() bool { return len(s.searches) == 0 })
		e, _ := s.caro.get(cs.ID)
		x, _ := s.xiangqi.get(xs.ID)
		waitFor(t, "the game to be free", func() bool {
			e.mu.Lock()
			x.mu.Lock()
			defer e.mu.Unlock()
			defer x.mu.Unlock()
			return !e.searching && !x.searching
		})
	}
	var cs2 caroState
	call(t, ts, "GET", "/api/caro/games/"+cs.ID, "", &cs2)
	var xs2 xqState
	call(t, ts, "GET", "/api/xiangqi/games/"+xs.ID, "", &xs2)
	if len(cs2.Moves) != 4 || xs2.Ply != 0 {
		t.Errorf("after the clients left: caro has %d moves (want 4), xiangqi ply %d (want 0)", len(cs2.Moves), xs2.Ply)
	}
}

// Inputs that used to crash a handler (500) or be taken for something else
// get a 4xx that says what is wrong.
func TestBadInputGets4xx(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	wantError(t, ts, "POST", "/api/tree/random", `{"b":2,"d":2,"min":-9223372036854775808,"max":9223372036854775807}`, 400, "within ±1000000000")
	wantError(t, ts, "POST", "/api/tree/random", `{"b":2,"d":2,"min":9223372036854775807,"max":9223372036854775807}`, 400, "within ±1000000000")
	wantError(t, ts, "POST", "/api/tree/random", `{"b":2,"d":2,"min":-9223372036854775808,"max":0}`, 400, "within ±1000000000")
	if code := call(t, ts, "POST", "/api/tree/random", `{"b":2,"d":2,"min":999999000,"max":1000000000}`, nil); code != 200 {
		t.Errorf("random tree at the top of the range: status %d", code)
	}
	for _, path := range []string{"/static/%ff", "/static/nope.js", "/static/", "/static/%2e%2e/go.mod"} {
		resp, err := ts.Client().Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 404 {
			t.Errorf("GET %s: status %d, want 404", path, resp.StatusCode)
		}
	}
	// A body must be a JSON object: null is not {}.
	for _, path := range []string{"/api/tree/solve", "/api/caro/games", "/api/xiangqi/games", "/api/xiangqi/nodes", "/api/tree/random"} {
		wantError(t, ts, "POST", path, `null`, 400, "the body must be an object, not null")
		wantError(t, ts, "POST", path, ` 5 `, 400, "the body must be an object, not number")
	}
	wantError(t, ts, "POST", "/api/tree/solve", `{"tree":"A(1,2)"} }`, 400, "extra data")
}

// Undo takes back at least one move: 0 and negative counts are errors, and
// no count (or no body) means one.
func TestUndoCounts(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	var cs caroState
	call(t, ts, "POST", "/api/caro/games", `{"moves":"7,7 8,8 9,9"}`, &cs)
	var xs xqState
	call(t, ts, "POST", "/api/xiangqi/games", `{"pgn":"1. h2e2 h7e7 2. h0g2"}`, &xs)
	for _, path := range []string{"/api/caro/games/" + cs.ID + "/undo", "/api/xiangqi/games/" + xs.ID + "/undo"} {
		wantError(t, ts, "POST", path, `{"plies":0}`, 400, "plies must be at least 1, not 0")
		wantError(t, ts, "POST", path, `{"plies":-2}`, 400, "plies must be at least 1, not -2")
		wantError(t, ts, "POST", path, `{"plies":4}`, 422, "cannot take back 4 moves: 3 played")
		call(t, ts, "POST", path, `{}`, nil)
		call(t, ts, "POST", path, ``, nil)
	}
	call(t, ts, "GET", "/api/caro/games/"+cs.ID, "", &cs)
	call(t, ts, "GET", "/api/xiangqi/games/"+xs.ID, "", &xs)
	if len(cs.Moves) != 1 || xs.Ply != 1 {
		t.Errorf("after two undos of one move: caro %d moves, xiangqi ply %d; want 1 and 1", len(cs.Moves), xs.Ply)
	}
}

// An error repeats at most the first 80 characters of what the client sent.
func TestErrorsDoNotEchoHugeInput(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	var xs xqState
	call(t, ts, "POST", "/api/xiangqi/games", `{}`, &xs)
	var cs caroState
	call(t, ts, "POST", "/api/caro/games", `{}`, &cs)
	huge := strings.Repeat("x", 1_000_000)
	for _, c := range []struct{ method, path, body string }{
		{"POST", "/api/xiangqi/games/" + xs.ID + "/move", `{"move":"` + huge + `"}`},
		{"POST", "/api/xiangqi/games", `{"fen":"` + huge + `"}`},
		{"POST", "/api/xiangqi/games", `{"human":"` + huge + `"}`},
		{"POST", "/api/xiangqi/games", `{"pgn":"1. ` + huge[:200_000] + `"}`},
		{"POST", "/api/caro/games", `{"moves":"` + huge + `"}`},
		{"POST", "/api/caro/games", `{"rule":"` + huge + `"}`},
		{"POST", "/api/caro/games/" + cs.ID + "/side", `{"human":"` + huge + `"}`},
		{"POST", "/api/tree/solve", `{"tree":"` + huge + `"}`},
		{"POST", "/api/tree/solve", `{"tree":"A(1)","root":"` + huge + `"}`},
		{"POST", "/api/tree/export", `{"tree":"A(1)","format":"` + huge + `"}`},
		{"POST", "/api/tree/export", `{"tree":"A(1)","algo":"` + huge + `"}`},
		{"POST", "/api/tree/export", `{"tree":"A(1)","lang":"` + huge + `"}`},
		{"POST", "/api/tree/solve", `{"` + huge + `":1}`},
		{"POST", "/api/tree/quiz/check", `{"tree":"A(1)","form":"` + huge + `"}`},
		{"POST", "/api/tree/random", `{"b":1` + strings.Repeat("0", 500_000) + `}`},
		{"POST", "/api/tree/exam", `{"depth":2,"branching":2,"versions":"` + huge + `"}`},
		{"POST", "/api/tree/exam", `{"depth":2,"branching":2,"lang":"` + huge + `"}`},
		{"GET", "/api/caro/games/" + huge[:50_000], ""},
		{"GET", "/api/" + huge[:50_000], ""},
	} {
		var e errBody
		code := call(t, ts, c.method, c.path, c.body, &e)
		if code < 400 || code >= 500 || len(e.Error) > 700 || strings.Contains(e.Error, strings.Repeat("x", maxEcho+1)) ||
			strings.Contains(e.Error, strings.Repeat("0", maxEcho+1)) {
			t.Errorf("%s %s (%d bytes): status %d, a %d-byte error %.120q", c.method, c.path[:min(len(c.path), 40)], len(c.body), code, len(e.Error), e.Error)
		}
	}
}

// A picture too big for scale 2 is drawn smaller rather than refused.
func TestExportPNGScaledToFit(t *testing.T) {
	const limit = 500_000
	_, ts := newTestServer(t, Config{MaxPNGPixels: limit})
	// The lecture's tree is 1798 × 832 pixels at scale 2; at scale 1.1 it fits.
	resp, err := ts.Client().Post(ts.URL+"/api/tree/export", "application/json",
		strings.NewReader(`{"tree":"A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))","format":"png"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	cfg, err := png.DecodeConfig(resp.Body)
	if resp.StatusCode != 200 || err != nil {
		t.Fatalf("status %d, %v", resp.StatusCode, err)
	}
	if px := cfg.Width * cfg.Height; px > limit || px < limit*9/10 {
		t.Errorf("a %d×%d picture: %d pixels, want just under %d", cfg.Width, cfg.Height, px, limit)
	}
}

// A requested think time is capped even where milliseconds × 1e6 overflows
// int64 (it used to wrap negative and slip under the cap).
func TestClampThinkOverflow(t *testing.T) {
	s := New(Config{MaxThink: 2 * time.Second, Logf: t.Logf})
	defer s.Close()
	for _, c := range []struct {
		ms   int
		want time.Duration
	}{
		{0, time.Second},
		{-5, time.Second},
		{1500, 1500 * time.Millisecond},
		{2000, 2 * time.Second},
		{2001, 2 * time.Second},
		{math.MaxInt64 / 1_000_000, 2 * time.Second},
		{math.MaxInt64/1_000_000 + 1, 2 * time.Second}, // the first that wraps
		{math.MaxInt64 / 1000, 2 * time.Second},
		{math.MaxInt64, 2 * time.Second},
	} {
		if got := s.clampThink(c.ms, time.Second); got != c.want {
			t.Errorf("clampThink(%d ms) = %v, want %v", c.ms, got, c.want)
		}
	}
	if got := s.clampThink(0, time.Minute); got != 2*time.Second {
		t.Errorf("a default over the cap: %v", got)
	}
}
