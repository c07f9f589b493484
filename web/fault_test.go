package web

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestKilledServerLosesNoGame builds alphabeta, serves on loopback with a
// database file, and kills the server (SIGKILL, no shutdown) in the middle
// of 20 clients' games, after 300 answers. A server started again on the
// same file must have every game with at least the moves of its last 200
// answer (the "done" event for a think), and at most one more: the change
// in flight when the server died may or may not have been written.
func TestKilledServerLosesNoGame(t *testing.T) {
	if testing.Short() {
		t.Skip("fault test skipped in -short mode (it builds and runs the binary)")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build alphabeta with")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "alphabeta")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	build := exec.Command(gobin, "build", "-o", bin, "github.com/alphabeta-go/alphabeta/cmd/alphabeta")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building alphabeta: %v\n%s", err, out)
	}
	dbPath := filepath.Join(dir, "games.db")

	srv, url := startServer(t, bin, dbPath)
	client := &http.Client{Timeout: 20 * time.Second}
	const clients, killAfter = 20, 300
	var answers atomic.Int64
	killed := make(chan struct{})
	var killOnce sync.Once
	kill := func() {
		killOnce.Do(func() {
			srv.Process.Kill()
			srv.Wait()
			close(killed)
		})
	}
	var mu sync.Mutex
	acked := map[string][]string{} // game ("caro/id", "xiangqi/id") → moves of its last 200 answer
	ack := func(game string, moves []string) {
		mu.Lock()
		acked[game] = moves
		mu.Unlock()
		if answers.Add(1) == killAfter {
			go kill()
		}
	}
	var wg sync.WaitGroup
	for c := range clients {
		wg.Go(func() {
			fc := &faultClient{url: url, addr: fmt.Sprintf("192.0.2.%d", c+1), client: client, rng: rand.New(rand.NewPCG(uint64(c), 30)), ack: ack}
			fc.play(killed)
		})
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Minute): // a guard against a hang only
		kill()
		t.Fatal("the clients did not stop within 2 minutes")
	}
	kill() // should they all have stopped first
	if n := answers.Load(); n < killAfter {
		t.Fatalf("only %d answers before the clients stopped", n)
	}

	srv, url = startServer(t, bin, dbPath)
	defer func() { srv.Process.Kill(); srv.Wait() }()
	t.Logf("%d answers, %d games answered 200 before the kill", answers.Load(), len(acked))
	for game, want := range acked {
		kind, id, _ := strings.Cut(game, "/")
		resp, err := client.Get(url + "api/" + kind + "/games/" + id)
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("%s: %d after the restart: %s", game, resp.StatusCode, data)
			continue
		}
		got := stateMoves(kind, data)
		if len(got) < len(want) || len(got) > len(want)+1 || !slices.Equal(got[:len(want)], want) {
			t.Errorf("%s after the restart: moves %v, answered %v", game, got, want)
		}
	}
	// The games go on.
	for game := range acked {
		kind, id, _ := strings.Cut(game, "/")
		if kind == "caro" {
			resp, err := client.Post(url+"api/caro/games/"+id+"/undo", "application/json", strings.NewReader(`{}`))
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != 200 && resp.StatusCode != 422 {
				t.Errorf("%s: undo after the restart: %d", game, resp.StatusCode)
			}
			break
		}
	}
}

// startServer runs alphabeta serve on a free loopback port with the
// database dbPath and returns it with its URL.
func startServer(t *testing.T, bin, dbPath string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--db", dbPath, "--max-searches", "2", "--trust-proxy")
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if rest, ok := strings.CutPrefix(sc.Text(), "alphabeta: serving on "); ok {
				urls <- strings.Fields(rest)[0]
			}
		}
	}()
	select {
	case url := <-urls:
		return cmd, url
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatal("alphabeta serve did not start within 30 s")
	}
	return nil, ""
}

// stateMoves is the moves of a game's state, as strings.
func stateMoves(kind string, data []byte) []string {
	var moves []string
	if kind == "caro" {
		var st caroState
		json.Unmarshal(data, &st)
		for _, m := range st.Moves {
			moves = append(moves, fmt.Sprint(m[0], ",", m[1]))
		}
		return moves
	}
	var st xqState
	json.Unmarshal(data, &st)
	for _, m := range st.Moves {
		moves = append(moves, m.ICCS)
	}
	return moves
}

// faultClient plays a caro and a xiangqi game until the server dies.
type faultClient struct {
	url    string
	addr   string // X-Forwarded-For: each client its own bucket of new games
	client *http.Client
	rng    *rand.Rand
	ack    func(game string, moves []string)
	cs     caroState
	xq     xqState
}

func (c *faultClient) post(path, body string) (int, []byte, error) {
	req, _ := http.NewRequest("POST", c.url+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", c.addr)
	resp, err := c.client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	return resp.StatusCode, data, err
}

func (c *faultClient) play(killed <-chan struct{}) {
	if code, data, err := c.post("api/caro/games", `{"size":9}`); err != nil || code != 201 {
		return
	} else {
		json.Unmarshal(data, &c.cs)
		c.ack("caro/"+c.cs.ID, stateMoves("caro", data))
	}
	if code, data, err := c.post("api/xiangqi/games", `{}`); err != nil || code != 201 {
		return
	} else {
		json.Unmarshal(data, &c.xq)
		c.ack("xiangqi/"+c.xq.ID, stateMoves("xiangqi", data))
	}
	for range 200 {
		select {
		case <-killed:
			return
		default:
		}
		var err error
		if c.rng.IntN(2) == 0 {
			err = c.caroTurn()
		} else {
			err = c.xiangqiTurn()
		}
		if err != nil {
			return // the server is gone
		}
	}
}

func (c *faultClient) caroTurn() error {
	if c.cs.Over || len(c.cs.Moves) >= 60 {
		return nil
	}
	taken := map[[2]int]bool{}
	for _, m := range c.cs.Moves {
		taken[m] = true
	}
	x, y := c.rng.IntN(9), c.rng.IntN(9)
	for taken[[2]int{x, y}] {
		x, y = c.rng.IntN(9), c.rng.IntN(9)
	}
	code, data, err := c.post("api/caro/games/"+c.cs.ID+"/move", fmt.Sprintf(`{"x":%d,"y":%d}`, x, y))
	if err != nil {
		return err
	}
	if code == 200 {
		c.cs = caroState{}
		json.Unmarshal(data, &c.cs)
		c.ack("caro/"+c.cs.ID, stateMoves("caro", data))
	}
	return nil
}

func (c *faultClient) xiangqiTurn() error {
	if c.xq.Outcome.Over || c.xq.Ply >= 80 {
		return nil
	}
	if c.rng.IntN(3) == 0 { // the engine's move
		code, data, err := c.post("api/xiangqi/games/"+c.xq.ID+"/think", `{"level":1,"depth":1}`)
		if err != nil {
			return err
		}
		if code != 200 {
			return nil
		}
		for _, line := range strings.Split(string(data), "\n") {
			if rest, ok := strings.CutPrefix(line, "data: "); ok && strings.Contains(rest, `"played":true`) {
				var d xqDoneJSON
				json.Unmarshal([]byte(rest), &d)
				c.xq = d.State
				st, _ := json.Marshal(d.State)
				c.ack("xiangqi/"+c.xq.ID, stateMoves("xiangqi", st))
			}
		}
		return nil
	}
	froms := make([]string, 0, len(c.xq.Legal))
	for f := range c.xq.Legal {
		froms = append(froms, f)
	}
	if len(froms) == 0 {
		return nil
	}
	slices.Sort(froms)
	from := froms[c.rng.IntN(len(froms))]
	to := c.xq.Legal[from][c.rng.IntN(len(c.xq.Legal[from]))]
	code, data, err := c.post("api/xiangqi/games/"+c.xq.ID+"/move", `{"move":"`+from+to+`"}`)
	if err != nil {
		return err
	}
	if code == 200 {
		c.xq = xqState{}
		json.Unmarshal(data, &c.xq)
		c.ack("xiangqi/"+c.xq.ID, stateMoves("xiangqi", data))
	}
	return nil
}
