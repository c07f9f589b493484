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
	cfg := Config{MaxSearches: 2, MaxThink: 10 * time.Second, QueueWait: 20 * time.Second, Logf: t.Logf}
	s := New(cfg)
	ts := httptest.NewUnstartedServer(nil)
	ts.Config = s.HTTPServer(nil)
	ts.Start()
	defer func() { ts.Close(); s.Close() }()

	// The server promises an answer within the wait for a slot plus the
	// longest search; the margin is for a loaded machine.
	answerLimit := cfg.QueueWait + cfg.MaxThink + 10*time.Second
	client := &http.Client{Timeout: answerLimit + 5*time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: 2 * clients}}
	defer client.CloseIdleConnections()

	before := runtime.NumGoroutine()
	// Caps: per client, its goroutine, a connection's two on each side and
	// slack; plus the server's searches and the test's own. The heap holds
	// at most MaxSearches engines' tables (32 MiB xiangqi, 16 MiB caro), a
	// picture of the seed tree and the games.
	goroutineCap := before + clients*8 + 50
	const heapCap = 512 << 20
	var maxGoroutines, maxHeap atomic.Int64
	stopSampling := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		var ms runtime.MemStats
		for i := 0; ; i++ {
			select {
			case <-stopSampling:
				return
			case <-tick.C:
			}
			maxGoroutines.Store(max(maxGoroutines.Load(), int64(runtime.NumGoroutine())))
			if i%5 == 0 { // ReadMemStats stops the world: twice a second
				runtime.ReadMemStats(&ms)
				maxHeap.Store(max(maxHeap.Load(), int64(ms.HeapInuse)))
			}
		}
	}()

	var (
		mu       sync.Mutex
		problems []string
		counts   = map[string]int{}
		slowest  time.Duration
		xqGames  []string // ids other clients read
	)
	problem := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		if len(problems) < 20 {
			problems = append(problems, fmt.Sprintf(format, args...))
		}
	}
	// do sends one request and returns the status and the body; it records
	// the answer's time and any 5xx.
	do := func(ctx context.Context, kind, method, path, body string) (int, []byte) {
		var rd io.Reader
		if body != "" {
			rd = strings.NewReader(body)
		}
		req, _ := http.NewRequestWithContext(ctx, method, ts.URL+path, rd)
		if method == "POST" {
			req.Header.Set("Content-Type", "application/json")
		}
		start := time.Now()
		resp, err := client.Do(req)
		if err != nil {
			if ctx.Err() == nil {
				problem("%s %s: %v", method, path, err)
			}
			return 0, nil
		}
		data, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		took := time.Since(start)
		mu.Lock()
		counts[kind]++
		slowest = max(slowest, took)
		mu.Unlock()
		switch {
		case err != nil && ctx.Err() == nil:
			problem("%s %s: reading the answer: %v", method, path, err)
		case resp.StatusCode >= 500:
			problem("%s %s: status %d: %.200s", method, path, resp.StatusCode, data)
		case took > answerLimit:
			problem("%s %s: answered in %v, limit %v", method, path, took, answerLimit)
		}
		return resp.StatusCode, data
	}

	ctx, cancel := context.WithTimeout(t.Context(), duration)
	defer cancel()
	var wg sync.WaitGroup
	for c := range clients {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(c), 7))
			var xq xqState
			var cs caroState
			newXiangqi := func() {
				if code, data := do(ctx, "xiangqi new", "POST", "/api/xiangqi/games", `{}`); code == 201 {
					json.Unmarshal(data, &xq)
					mu.Lock()
					xqGames = append(xqGames, xq.ID)
					mu.Unlock()
				}
			}
			newCaro := func() {
				if code, data := do(ctx, "caro new", "POST", "/api/caro/games", `{"size":9}`); code == 201 {
					json.Unmarshal(data, &cs)
				}
			}
			newXiangqi()
			newCaro()
			for op := 0; op < 5000 && ctx.Err() == nil; op++ {
				switch r := rng.IntN(100); {
				case r < 25 && xq.ID != "": // a move, then the engine's reply streamed
					if xq.Outcome.Over || xq.Ply > 60 {
						newXiangqi()
						continue
					}
					froms := make([]string, 0, len(xq.Legal))
					for f := range xq.Legal {
						froms = append(froms, f)
					}
					slices.Sort(froms)
					from := froms[rng.IntN(len(froms))]
					to := xq.Legal[from][rng.IntN(len(xq.Legal[from]))]
					code, data := do(ctx, "xiangqi move", "POST", "/api/xiangqi/games/"+xq.ID+"/move", `{"move":"`+from+to+`"}`)
					if code != 200 {
						if ctx.Err() == nil {
							problem("xiangqi move %s%s: %d %.200s", from, to, code, data)
						}
						continue
					}
					json.Unmarshal(data, &xq)
					if xq.Outcome.Over {
						continue
					}
					code, data = do(ctx, "xiangqi think", "POST", "/api/xiangqi/games/"+xq.ID+"/think", `{"depth":2,"think_ms":50}`)
					if code == 200 {
						for _, e := range readSSE(t, strings.NewReader(string(data))) {
							if e[0] == "done" {
								var d xqDoneJSON
								json.Unmarshal([]byte(e[1]), &d)
								xq = d.State
							}
						}
					} else if ctx.Err() == nil {
						problem("xiangqi think: %d %.200s", code, data)
					}
				case r < 45 && cs.ID != "": // a caro move and the engine's reply
					if cs.Over || len(cs.Moves) > 40 {
						newCaro()
						continue
					}
					taken := map[[2]int]bool{}
					for _, m := range cs.Moves {
						taken[m] = true
					}
					var x, y int
					for {
						x, y = rng.IntN(cs.Width), rng.IntN(cs.Height)
						if !taken[[2]int{x, y}] {
							break
						}
					}
					code, data := do(ctx, "caro move", "POST", "/api/caro/games/"+cs.ID+"/move", fmt.Sprintf(`{"x":%d,"y":%d}`, x, y))
					if code != 200 {
						if ctx.Err() == nil {
							problem("caro move %d,%d: %d %.200s", x, y, code, data)
						}
						continue
					}
					json.Unmarshal(data, &cs)
					if cs.Over {
						continue
					}
					code, data = do(ctx, "caro engine", "POST", "/api/caro/games/"+cs.ID+"/engine", `{"level":1,"depth":2,"think_ms":50}`)
					if code == 200 {
						var er caroEngineResponse
						json.Unmarshal(data, &er)
						cs = er.State
					} else if ctx.Err() == nil {
						problem("caro engine: %d %.200s", code, data)
					}
				case r < 65: // a picture or a table of the lecture's tree
					format := []string{"svg", "png", "csv", "json", "markdown"}[rng.IntN(5)]
					if code, data := do(ctx, "export "+format, "POST", "/api/tree/export",
						`{"tree":"A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))","format":"`+format+`"}`); code != 200 && ctx.Err() == nil {
						problem("export %s: %d %.200s", format, code, data)
					}
				case r < 75: // a random tree, solved
					code, data := do(ctx, "tree random", "POST", "/api/tree/random", fmt.Sprintf(`{"b":%d,"d":3,"seed":%d}`, 2+rng.IntN(3), op))
					var tr struct{ Tree string }
					if code != 200 || json.Unmarshal(data, &tr) != nil {
						continue
					}
					body, _ := json.Marshal(map[string]string{"tree": tr.Tree})
					if code, data := do(ctx, "tree solve", "POST", "/api/tree/solve", string(body)); code != 200 && ctx.Err() == nil {
						problem("solve: %d %.200s", code, data)
					}
				default: // reads, of this client's games and of others' (which may be thinking)
					mu.Lock()
					other := xq.ID
					if len(xqGames) > 0 {
						other = xqGames[rng.IntN(len(xqGames))]
					}
					mu.Unlock()
					for _, path := range []string{"/api/xiangqi/games/" + other, "/api/xiangqi/games/" + other + "/pgn",
						"/api/caro/games/" + cs.ID, "/api/caro/games/" + cs.ID + "/threats"} {
						if code, data := do(ctx, "read", "GET", path, ""); code != 200 && ctx.Err() == nil {
							problem("GET %s: %d %.200s", path, code, data) // a 409 here is the bug this test guards
						}
					}
				}
			}
		})
	}
	wg.Wait()
	close(stopSampling)
	<-sampled

	t.Logf("answers: %v; slowest %v; at most %d goroutines (cap %d), heap in use at most %d MiB (cap %d MiB)",
		counts, slowest, maxGoroutines.Load(), goroutineCap, maxHeap.Load()>>20, heapCap>>20)
	for _, p := range problems {
		t.Error(p)
	}
	if g := maxGoroutines.Load(); g > int64(goroutineCap) {
		t.Errorf("%d goroutines, cap %d", g, goroutineCap)
	}
	if h := maxHeap.Load(); h > heapCap {
		t.Errorf("heap in use reached %d MiB, cap %d MiB", h>>20, heapCap>>20)
	}
	// The last requests, cut by the end of the run, let go of their slots.
	waitFor(t, "the search slots to be free", func() bool { return len(s.searches) == 0 })
	if counts["xiangqi think"] == 0 || counts["caro engine"] == 0 || counts["export png"] == 0 || counts["read"] == 0 {
		t.Errorf("the mix missed a kind of request: %v", counts)
	}
	// Once the clients are gone, so are their goroutines on both sides.
	client.CloseIdleConnections()
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
