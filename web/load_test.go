package web

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestLoad runs 50 clients against a server on loopback for about 20 s
// (8 s under the race detector), each mixing xiangqi and caro moves and
// engine replies, tree solves and exports, and reads of its own and other
// clients' games, while the server's goroutines and heap are sampled.
// Engine replies are kept tiny with depth limits. It checks that nothing
// went over its cap, that every answer came within its limit, that no
// answer was a 5xx and that a read never met a 409.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test skipped in -short mode")
	}
	const clients = 50
	duration := 20 * time.Second
	if raceEnabled {
		duration = 8 * time.Second
	}
	// All the clients come from loopback, one address: no bucket of new games.
	cfg := Config{MaxSearches: 2, MaxThink: 10 * time.Second, QueueWait: 20 * time.Second, NewGames: 1 << 20, Logf: t.Logf}
	s := New(cfg)
	ts := httptest.NewUnstartedServer(nil)
	ts.Config = s.HTTPServer(nil)
	ts.Start()
	defer func() { ts.Close(); s.Close() }()

	// The server promises an answer within the wait for a slot plus the
	// longest search; the margin is for a loaded machine.
	lt := &loadTest{t: t, url: ts.URL, answerLimit: cfg.QueueWait + cfg.MaxThink + 10*time.Second, counts: map[string]int{}}
	lt.client = &http.Client{Timeout: lt.answerLimit + 5*time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: 2 * clients}}
	defer lt.client.CloseIdleConnections()

	before := runtime.NumGoroutine()
	// Caps: per client, its goroutine, a connection's two on each side and
	// slack; plus the server's searches and the test's own. The heap holds
	// at most MaxSearches engines' tables (32 MiB xiangqi, 16 MiB caro), a
	// picture of the seed tree and the games.
	goroutineCap := before + clients*8 + 50
	const heapCap = 512 << 20
	peaks := startPeakSampler()

	ctx, cancel := context.WithTimeout(t.Context(), duration)
	defer cancel()
	var wg sync.WaitGroup
	for c := range clients {
		wg.Go(func() {
			lc := &loadClient{lt: lt, rng: rand.New(rand.NewPCG(uint64(c), 7))}
			lc.run(ctx)
		})
	}
	wg.Wait()
	peaks.stop()

	t.Logf("answers: %v; slowest %v; at most %d goroutines (cap %d), heap in use at most %d MiB (cap %d MiB)",
		lt.counts, lt.slowest, peaks.goroutines.Load(), goroutineCap, peaks.heap.Load()>>20, heapCap>>20)
	for _, p := range lt.problems {
		t.Error(p)
	}
	if g := peaks.goroutines.Load(); g > int64(goroutineCap) {
		t.Errorf("%d goroutines, cap %d", g, goroutineCap)
	}
	if h := peaks.heap.Load(); h > heapCap {
		t.Errorf("heap in use reached %d MiB, cap %d MiB", h>>20, heapCap>>20)
	}
	// The last requests, cut by the end of the run, let go of their slots.
	waitFor(t, "the search slots to be free", func() bool { return len(s.searches) == 0 })
	if c := lt.counts; c["xiangqi think"] == 0 || c["caro engine"] == 0 || c["export png"] == 0 || c["read"] == 0 {
		t.Errorf("the mix missed a kind of request: %v", c)
	}
	// Once the clients are gone, so are their goroutines on both sides.
	lt.client.CloseIdleConnections()
	ts.CloseClientConnections()
	for range 200 {
		if runtime.NumGoroutine() <= before+10 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if g := runtime.NumGoroutine(); g > before+10 {
		t.Errorf("%d goroutines after the load, %d before: a leak?", g, before)
	}
}

// peakSampler records the most goroutines and heap in use seen while it runs.
type peakSampler struct {
	goroutines, heap atomic.Int64
	quit, done       chan struct{}
}

func startPeakSampler() *peakSampler {
	ps := &peakSampler{quit: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(ps.done)
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		var ms runtime.MemStats
		for i := 0; ; i++ {
			select {
			case <-ps.quit:
				return
			case <-tick.C:
			}
			ps.goroutines.Store(max(ps.goroutines.Load(), int64(runtime.NumGoroutine())))
			if i%5 == 0 { // ReadMemStats stops the world: twice a second
				runtime.ReadMemStats(&ms)
				ps.heap.Store(max(ps.heap.Load(), int64(ms.HeapInuse)))
			}
		}
	}()
	return ps
}

func (ps *peakSampler) stop() { close(ps.quit); <-ps.done }

// loadTest is what the load test's clients share: the server, the answers
// counted, the problems seen and the xiangqi games any client may read.
type loadTest struct {
	t           *testing.T
	url         string
	client      *http.Client
	answerLimit time.Duration

	mu       sync.Mutex
	problems []string
	counts   map[string]int
	slowest  time.Duration
	xqGames  []string
}

func (lt *loadTest) problem(format string, args ...any) {
	lt.mu.Lock()
	defer lt.mu.Unlock()
	if len(lt.problems) < 20 {
		lt.problems = append(lt.problems, fmt.Sprintf(format, args...))
	}
}

// do sends one request and returns the status and the body; it records the
// answer's time and any 5xx.
func (lt *loadTest) do(ctx context.Context, kind, method, path, body string) (int, []byte) {
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, _ := http.NewRequestWithContext(ctx, method, lt.url+path, rd)
	if method == "POST" {
		req.Header.Set("Content-Type", "application/json")
	}
	start := time.Now()
	resp, err := lt.client.Do(req)
	if err != nil {
		if ctx.Err() == nil {
			lt.problem("%s %s: %v", method, path, err)
		}
		return 0, nil
	}
	data, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	took := time.Since(start)
	lt.mu.Lock()
	lt.counts[kind]++
	lt.slowest = max(lt.slowest, took)
	lt.mu.Unlock()
	switch {
	case err != nil && ctx.Err() == nil:
		lt.problem("%s %s: reading the answer: %v", method, path, err)
	case resp.StatusCode >= 500:
		lt.problem("%s %s: status %d: %.200s", method, path, resp.StatusCode, data)
	case took > lt.answerLimit:
		lt.problem("%s %s: answered in %v, limit %v", method, path, took, lt.answerLimit)
	}
	return resp.StatusCode, data
}

// loadClient is one client of the load test with its two games.
type loadClient struct {
	lt  *loadTest
	rng *rand.Rand
	xq  xqState
	cs  caroState
}

// run sends requests until ctx ends (or 5000 of them): moves and engine
// replies in both games, exports, random trees, reads.
func (c *loadClient) run(ctx context.Context) {
	c.newXiangqi(ctx)
	c.newCaro(ctx)
	for op := 0; op < 5000 && ctx.Err() == nil; op++ {
		switch r := c.rng.IntN(100); {
		case r < 25 && c.xq.ID != "":
			c.xiangqiTurn(ctx)
		case r < 45 && c.cs.ID != "":
			c.caroTurn(ctx)
		case r < 65:
			c.export(ctx)
		case r < 75:
			c.randomTree(ctx, op)
		default:
			c.reads(ctx)
		}
	}
}

func (c *loadClient) newXiangqi(ctx context.Context) {
	if code, data := c.lt.do(ctx, "xiangqi new", "POST", "/api/xiangqi/games", `{}`); code == 201 {
		// A fresh value: json.Unmarshal into the old state would merge the
		// old game's legal-move map into the new one's, and the client
		// would then play a stale move.
		c.xq = xqState{}
		json.Unmarshal(data, &c.xq)
		c.lt.mu.Lock()
		c.lt.xqGames = append(c.lt.xqGames, c.xq.ID)
		c.lt.mu.Unlock()
	}
}

func (c *loadClient) newCaro(ctx context.Context) {
	if code, data := c.lt.do(ctx, "caro new", "POST", "/api/caro/games", `{"size":9}`); code == 201 {
		json.Unmarshal(data, &c.cs)
	}
}

// xiangqiTurn plays a random legal move, then streams the engine's reply.
func (c *loadClient) xiangqiTurn(ctx context.Context) {
	if c.xq.Outcome.Over || c.xq.Ply > 60 {
		c.newXiangqi(ctx)
		return
	}
	froms := make([]string, 0, len(c.xq.Legal))
	for f := range c.xq.Legal {
		froms = append(froms, f)
	}
	slices.Sort(froms)
	from := froms[c.rng.IntN(len(froms))]
	to := c.xq.Legal[from][c.rng.IntN(len(c.xq.Legal[from]))]
	code, data := c.lt.do(ctx, "xiangqi move", "POST", "/api/xiangqi/games/"+c.xq.ID+"/move", `{"move":"`+from+to+`"}`)
	if code != 200 {
		if ctx.Err() == nil {
			c.lt.problem("xiangqi move %s%s: %d %.200s", from, to, code, data)
		}
		return
	}
	c.xq = xqState{} // fresh, as in newXiangqi
	json.Unmarshal(data, &c.xq)
	if c.xq.Outcome.Over {
		return
	}
	code, data = c.lt.do(ctx, "xiangqi think", "POST", "/api/xiangqi/games/"+c.xq.ID+"/think", `{"depth":2,"think_ms":50}`)
	if code != 200 {
		if ctx.Err() == nil {
			c.lt.problem("xiangqi think: %d %.200s", code, data)
		}
		return
	}
	for _, e := range readSSE(c.lt.t, strings.NewReader(string(data))) {
		if e[0] == "done" {
			var d xqDoneJSON
			json.Unmarshal([]byte(e[1]), &d)
			c.xq = d.State
		}
	}
}

// caroTurn plays a random free cell, then asks for the engine's reply.
func (c *loadClient) caroTurn(ctx context.Context) {
	if c.cs.Over || len(c.cs.Moves) > 40 {
		c.newCaro(ctx)
		return
	}
	taken := map[[2]int]bool{}
	for _, m := range c.cs.Moves {
		taken[m] = true
	}
	var x, y int
	for {
		x, y = c.rng.IntN(c.cs.Width), c.rng.IntN(c.cs.Height)
		if !taken[[2]int{x, y}] {
			break
		}
	}
	code, data := c.lt.do(ctx, "caro move", "POST", "/api/caro/games/"+c.cs.ID+"/move", fmt.Sprintf(`{"x":%d,"y":%d}`, x, y))
	if code != 200 {
		if ctx.Err() == nil {
			c.lt.problem("caro move %d,%d: %d %.200s", x, y, code, data)
		}
		return
	}
	json.Unmarshal(data, &c.cs)
	if c.cs.Over {
		return
	}
	code, data = c.lt.do(ctx, "caro engine", "POST", "/api/caro/games/"+c.cs.ID+"/engine", `{"level":1,"depth":2,"think_ms":50}`)
	if code == 200 {
		var er caroEngineResponse
		json.Unmarshal(data, &er)
		c.cs = er.State
	} else if ctx.Err() == nil {
		c.lt.problem("caro engine: %d %.200s", code, data)
	}
}

// export asks for a picture or a table of the lecture's tree.
func (c *loadClient) export(ctx context.Context) {
	format := []string{"svg", "png", "csv", "json", "markdown"}[c.rng.IntN(5)]
	if code, data := c.lt.do(ctx, "export "+format, "POST", "/api/tree/export",
		`{"tree":"A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))","format":"`+format+`"}`); code != 200 && ctx.Err() == nil {
		c.lt.problem("export %s: %d %.200s", format, code, data)
	}
}

// randomTree asks for a random tree and solves it.
func (c *loadClient) randomTree(ctx context.Context, seed int) {
	code, data := c.lt.do(ctx, "tree random", "POST", "/api/tree/random", fmt.Sprintf(`{"b":%d,"d":3,"seed":%d}`, 2+c.rng.IntN(3), seed))
	var tr struct{ Tree string }
	if code != 200 || json.Unmarshal(data, &tr) != nil {
		return
	}
	body, _ := json.Marshal(map[string]string{"tree": tr.Tree})
	if code, data := c.lt.do(ctx, "tree solve", "POST", "/api/tree/solve", string(body)); code != 200 && ctx.Err() == nil {
		c.lt.problem("solve: %d %.200s", code, data)
	}
}

// reads reads this client's games and another client's (which may be
// thinking): a 409 here is the bug this test guards against.
func (c *loadClient) reads(ctx context.Context) {
	c.lt.mu.Lock()
	other := c.xq.ID
	if len(c.lt.xqGames) > 0 {
		other = c.lt.xqGames[c.rng.IntN(len(c.lt.xqGames))]
	}
	c.lt.mu.Unlock()
	for _, path := range []string{"/api/xiangqi/games/" + other, "/api/xiangqi/games/" + other + "/pgn",
		"/api/caro/games/" + c.cs.ID, "/api/caro/games/" + c.cs.ID + "/threats"} {
		if code, data := c.lt.do(ctx, "read", "GET", path, ""); code != 200 && ctx.Err() == nil {
			c.lt.problem("GET %s: %d %.200s", path, code, data)
		}
	}
}
