package web

import (
	"encoding/json"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/internal/db"
)

// fakeClock is a clock the tests move by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

func newClock() *fakeClock { return &fakeClock{t: time.Date(2026, 3, 1, 8, 0, 0, 0, time.UTC)} }

// callHeader is call with request headers, returning the answer's too.
func callHeader(t *testing.T, url, method, path, body string, header map[string]string) (int, http.Header, string) {
	t.Helper()
	req, _ := http.NewRequest(method, url+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var e errBody
	json.NewDecoder(resp.Body).Decode(&e)
	return resp.StatusCode, resp.Header, e.Error
}

// A full store refuses a new game (503, Retry-After) and keeps every game
// it has: no client's new game pushes another's out.
func TestStoreFullRefusesNewGames(t *testing.T) {
	clock := newClock()
	_, ts := newTestServer(t, Config{MaxGames: 2, now: clock.now})
	var a, b caroState
	call(t, ts, "POST", "/api/caro/games", `{}`, &a)
	call(t, ts, "POST", "/api/caro/games", `{}`, &b)
	code, h, msg := callHeader(t, ts.URL, "POST", "/api/caro/games", `{}`, nil)
	if code != 503 || h.Get("Retry-After") == "" || !strings.Contains(msg, "keeps 2 games") {
		t.Errorf("a new game in a full store: %d, Retry-After %q, %q", code, h.Get("Retry-After"), msg)
	}
	for _, id := range []string{a.ID, b.ID} {
		if code := call(t, ts, "GET", "/api/caro/games/"+id, "", nil); code != 200 {
			t.Errorf("game %s: %d after the store filled", id, code)
		}
	}
	// The other kind has its own room.
	if code := call(t, ts, "POST", "/api/xiangqi/games", `{}`, nil); code != 201 {
		t.Errorf("a xiangqi game: %d", code)
	}
}

// Games expire by idle time only, and not while a search holds them.
func TestStoreExpiresIdleGames(t *testing.T) {
	clock := newClock()
	keep := 24 * time.Hour
	s, ts := newTestServer(t, Config{KeepGames: keep, now: clock.now})
	var old, used, searched xqState
	call(t, ts, "POST", "/api/xiangqi/games", `{}`, &old)
	call(t, ts, "POST", "/api/xiangqi/games", `{}`, &used)
	call(t, ts, "POST", "/api/xiangqi/games", `{}`, &searched)
	sr, _, err := beginSearch(s.xiangqi, searched.ID, func(*xiangqiGame) (int, error) { return 0, nil })
	if err != nil {
		t.Fatal(err)
	}
	clock.add(keep - time.Minute)
	call(t, ts, "GET", "/api/xiangqi/games/"+used.ID, "", nil)
	clock.add(2 * time.Minute)
	call(t, ts, "POST", "/api/xiangqi/games", `{}`, nil) // a new game sweeps
	if code := call(t, ts, "GET", "/api/xiangqi/games/"+old.ID, "", nil); code != 404 {
		t.Errorf("a game idle past %v: %d, want 404", keep, code)
	}
	for _, id := range []string{used.ID, searched.ID} {
		if code := call(t, ts, "GET", "/api/xiangqi/games/"+id, "", nil); code != 200 {
			t.Errorf("game %s: %d, want 200 (used lately, or searched)", id, code)
		}
	}
	if err := sr.end(nil); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.cfg.DB.CountGames("xiangqi"); n != 3 {
		t.Errorf("%d xiangqi games in the database, want 3", n)
	}
}

// One client creating games faster than the bucket allows gets 429 with
// Retry-After; another address has its own bucket; X-Forwarded-For counts
// only with TrustProxy.
func TestNewGameRate(t *testing.T) {
	for _, trust := range []bool{false, true} {
		clock := newClock()
		_, ts := newTestServer(t, Config{NewGames: 3, NewGameEvery: time.Minute, TrustProxy: trust, now: clock.now})
		xff := map[string]string{"X-Forwarded-For": "198.51.100.7, 203.0.113.1"}
		for i := range 3 {
			if code, _, msg := callHeader(t, ts.URL, "POST", "/api/caro/games", `{}`, xff); code != 201 {
				t.Fatalf("trust %v: game %d: %d %s", trust, i, code, msg)
			}
		}
		code, h, msg := callHeader(t, ts.URL, "POST", "/api/xiangqi/games", `{}`, xff)
		if code != 429 || h.Get("Retry-After") != "60" || !strings.Contains(msg, "too many new games") {
			t.Errorf("trust %v: a 4th game: %d, Retry-After %q, %q", trust, code, h.Get("Retry-After"), msg)
		}
		other := map[string]string{"X-Forwarded-For": "203.0.113.2"}
		code, _, _ = callHeader(t, ts.URL, "POST", "/api/caro/games", `{}`, other)
		if want := map[bool]int{false: 429, true: 201}[trust]; code != want {
			t.Errorf("trust %v: another forwarded address: %d, want %d", trust, code, want)
		}
		clock.add(time.Minute)
		if code, _, msg := callHeader(t, ts.URL, "POST", "/api/caro/games", `{}`, xff); code != 201 {
			t.Errorf("trust %v: a game a minute later: %d %s", trust, code, msg)
		}
	}
}

func TestAdmissionForgetsFullBuckets(t *testing.T) {
	a := newAdmission(1, time.Second, false)
	now := time.Unix(0, 0)
	for i := range maxClients {
		a.take(string(rune(i)), now)
	}
	if ok, _ := a.take("late", now); !ok {
		t.Fatal("the first client past the table's size was refused")
	}
	if ok, _ := a.take("later", now); ok {
		t.Error("the shared bucket gave two games at once")
	}
	if ok, _ := a.take("later", now.Add(time.Second)); !ok || len(a.buckets) > maxClients {
		t.Errorf("after a second: ok %v, %d buckets", ok, len(a.buckets))
	}
}

// openServer starts a server on the database file path.
func openServer(t *testing.T, path string) (*Server, *db.DB, string, func()) {
	t.Helper()
	d, err := db.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Open(Config{DB: d, NewGames: 1 << 20, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: s.Handler()}
	ts := newLoopback(t, hs)
	return s, d, ts, func() { hs.Close(); s.Close(); d.Close() }
}

// TestGamesSurviveRestart plays both games through every kind of change,
// stops the server, starts another on the same file, and finds the games
// as they were, going on.
func TestGamesSurviveRestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	_, _, url, stop := openServer(t, path)
	ts := &urlServer{url}
	var cs caroState
	ts.call(t, "POST", "/api/caro/games", `{"size":9,"rule":"renju","level":2}`, &cs)
	ts.call(t, "POST", "/api/caro/games/"+cs.ID+"/move", `{"x":4,"y":4}`, nil)
	ts.call(t, "POST", "/api/caro/games/"+cs.ID+"/side", `{"human":"white"}`, nil)
	ts.call(t, "POST", "/api/caro/games/"+cs.ID+"/engine", `{"level":1,"depth":1}`, nil)
	ts.call(t, "POST", "/api/caro/games/"+cs.ID+"/move", `{"x":0,"y":0}`, nil)
	ts.call(t, "POST", "/api/caro/games/"+cs.ID+"/undo", `{}`, &cs)
	var xq xqState
	pgn, _ := json.Marshal(map[string]string{"pgn": "[Event \"Lớp \u001b[31mAI\"]\n1. h2e2 h9g7\n", "human": "black"})
	ts.call(t, "POST", "/api/xiangqi/games", string(pgn), &xq)
	ts.call(t, "POST", "/api/xiangqi/games/"+xq.ID+"/move", `{"move":"h0g2"}`, nil)
	if code := ts.call(t, "POST", "/api/xiangqi/games/"+xq.ID+"/think", `{"level":4,"depth":1}`, nil); code != 200 {
		t.Fatalf("think: %d", code)
	}
	id := xq.ID
	xq = xqState{} // fresh: Unmarshal would merge the legal-move maps
	ts.call(t, "GET", "/api/xiangqi/games/"+id, "", &xq)
	_, pgnBefore := ts.get(t, "/api/xiangqi/games/"+xq.ID+"/pgn")
	stop()

	_, _, url, stop = openServer(t, path)
	defer stop()
	ts = &urlServer{url}
	var cs2 caroState
	var xq2 xqState
	ts.call(t, "GET", "/api/caro/games/"+cs.ID, "", &cs2)
	ts.call(t, "GET", "/api/xiangqi/games/"+xq.ID, "", &xq2)
	if !reflect.DeepEqual(cs, cs2) {
		t.Errorf("caro game after the restart:\n%+v\nwant\n%+v", cs2, cs)
	}
	if !reflect.DeepEqual(xq, xq2) {
		t.Errorf("xiangqi game after the restart:\n%+v\nwant\n%+v", xq2, xq)
	}
	if cs2.Rule != "renju" || cs2.Human != "white" || cs2.Level != 1 || len(cs2.Moves) != 2 || xq2.Human != "black" || xq2.Ply != 4 || xq2.Level != 4 {
		t.Errorf("rule %s, side %s, level %d, %d moves; xiangqi side %s, ply %d, level %d", cs2.Rule, cs2.Human, cs2.Level, len(cs2.Moves),
			xq2.Human, xq2.Ply, xq2.Level)
	}
	if _, pgnAfter := ts.get(t, "/api/xiangqi/games/"+xq.ID+"/pgn"); pgnAfter != pgnBefore || !strings.Contains(pgnAfter, `[Event "Lớp [31mAI"]`) {
		t.Errorf("PGN after the restart:\n%s\nbefore:\n%s", pgnAfter, pgnBefore)
	}
	// The games go on.
	if code := ts.call(t, "POST", "/api/caro/games/"+cs.ID+"/move", `{"x":1,"y":1}`, nil); code != 200 {
		t.Errorf("a caro move after the restart: %d", code)
	}
	if code := ts.call(t, "POST", "/api/xiangqi/games/"+xq.ID+"/undo", `{"plies":4}`, nil); code != 200 {
		t.Errorf("xiangqi undo to the start after the restart: %d", code)
	}
}

// A change that cannot be written is answered with an error and leaves
// the game as it was.
func TestChangeNotSavedIsUndone(t *testing.T) {
	d, err := db.Open(filepath.Join(t.TempDir(), "g.db"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := Open(Config{DB: d, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	hs := &http.Server{Handler: s.Handler()}
	defer hs.Close()
	ts := &urlServer{newLoopback(t, hs)}
	var st caroState
	ts.call(t, "POST", "/api/caro/games", `{"moves":"7,7"}`, &st)
	d.Close()
	var e errBody
	if code := ts.call(t, "POST", "/api/caro/games/"+st.ID+"/move", `{"x":1,"y":1}`, &e); code != 500 || !strings.Contains(e.Error, "could not be saved") {
		t.Errorf("a move not saved: %d %q", code, e.Error)
	}
	var after caroState
	ts.call(t, "GET", "/api/caro/games/"+st.ID, "", &after)
	if len(after.Moves) != 1 {
		t.Errorf("the move that was not saved is in the game: %v", after.Moves)
	}
}

// newLoopback serves hs on a free loopback port and returns its URL.
func newLoopback(t *testing.T, hs *http.Server) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go hs.Serve(ln)
	return "http://" + ln.Addr().String()
}

// urlServer is a server the tests reach by URL.
type urlServer struct{ url string }

func (u *urlServer) call(t *testing.T, method, path, body string, out any) int {
	t.Helper()
	req, _ := http.NewRequest(method, u.url+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode >= 300 && out == nil {
		t.Logf("%s %s: %d %s", method, path, resp.StatusCode, data)
	}
	if out != nil {
		json.Unmarshal(data, out)
	}
	return resp.StatusCode
}

func (u *urlServer) get(t *testing.T, path string) (int, string) {
	t.Helper()
	resp, err := http.Get(u.url + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(data)
}
