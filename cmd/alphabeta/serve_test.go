package main

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestServeStartsAndStopsOnSignal(t *testing.T) {
	if !canInterruptSelf {
		t.Skip("this system cannot send the test process a SIGINT")
	}
	var out bytes.Buffer
	started := make(chan string, 1)
	done := make(chan int, 1)
	begin := time.Now()
	dbPath := filepath.Join(t.TempDir(), "games.db")
	go func() { done <- serve([]string{"--addr", "127.0.0.1:0", "--db", dbPath}, &out, started) }()
	var url string
	select {
	case url = <-started:
	case code := <-done:
		t.Fatalf("serve exited with %d: %s", code, out.String())
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not start within 10 s")
	}
	t.Logf("serving after %v", time.Since(begin))
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Errorf("URL %q: the default must bind 127.0.0.1", url)
	}
	resp, err := http.Get(url + "api/health")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), `"ok":true`) {
		t.Errorf("health: %d %s", resp.StatusCode, body)
	}
	// Ctrl-C: the server shuts down and serve returns 0.
	if err := interruptSelf(); err != nil {
		t.Fatal(err)
	}
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("exit status %d after SIGINT", code)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop within 10 s of SIGINT")
	}
	if !strings.Contains(out.String(), "serving on "+url) || !strings.Contains(out.String(), "shutting down") ||
		!strings.Contains(out.String(), "games kept in "+dbPath) {
		t.Errorf("output: %q", out.String())
	}
}

func TestServeUsage(t *testing.T) {
	if code := serve([]string{"extra"}, io.Discard, nil); code != 2 {
		t.Errorf("an extra argument: status %d, want 2", code)
	}
	if code := serve([]string{"--addr", "127.0.0.1:notaport", "--db", ":memory:"}, io.Discard, nil); code != 1 {
		t.Errorf("a bad address: status %d, want 1", code)
	}
}

// A client that sent headers announcing a body and then nothing does not
// make the shutdown fail: after the grace its connection is closed and serve
// returns 0.
func TestServeShutdownClosesStalledConnections(t *testing.T) {
	defer func(g time.Duration) { shutdownGrace = g }(shutdownGrace)
	shutdownGrace = 200 * time.Millisecond
	var out bytes.Buffer
	started := make(chan string, 1)
	done := make(chan int, 1)
	go func() { done <- serve([]string{"--addr", "127.0.0.1:0", "--db", ":memory:"}, &out, started) }()
	var url string
	select {
	case url = <-started:
	case code := <-done:
		t.Fatalf("serve exited with %d: %s", code, out.String())
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not start within 10 s")
	}
	host := strings.TrimSuffix(strings.TrimPrefix(url, "http://"), "/")
	conn, err := net.Dial("tcp", host)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /api/tree/solve HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n", host)
	// The request is in progress once its answer to a second connection
	// shows that the server is serving.
	if resp, err := http.Get(url + "api/health"); err == nil {
		resp.Body.Close()
	}
	if err := interruptSelf(); err != nil {
		t.Skip(err)
	}
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("exit status %d with a stalled connection, want 0; output %q", code, out.String())
		}
		if !strings.Contains(out.String(), "closed the connections still open after 200ms") {
			t.Errorf("output %q does not say that a stalled connection was closed", out.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop within 10 s of SIGINT")
	}
}

// startServe runs serve with args on a free loopback port and returns its
// URL and the channel of its exit status; the test stops it with SIGINT.
func startServe(t *testing.T, args ...string) (url string, done chan int) {
	t.Helper()
	started := make(chan string, 1)
	done = make(chan int, 1)
	// A throwaway database: a test never touches the user's own.
	go func() {
		done <- serve(append([]string{"--addr", "127.0.0.1:0", "--db", ":memory:"}, args...), io.Discard, started)
	}()
	select {
	case url = <-started:
	case code := <-done:
		t.Fatalf("serve exited with %d", code)
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not start within 10 s")
	}
	t.Cleanup(func() {
		if err := interruptSelf(); err != nil {
			t.Log("server left running:", err)
			return
		}
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Error("serve did not stop within 10 s of SIGINT")
		}
	})
	return url, done
}

// The server answers only to its own names and those of --allow-host.
func TestServeAllowHost(t *testing.T) {
	url, _ := startServe(t, "--allow-host", "lab.example, other.example")
	for host, want := range map[string]int{"": 200, "lab.example": 200, "other.example:80": 200, "evil.example": 403} {
		req, _ := http.NewRequest("GET", url+"api/health", nil)
		if host != "" {
			req.Host = host
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("Host %q: status %d, want %d", host, resp.StatusCode, want)
		}
	}
}

// Flags whose values make no sense stop serve with status 2, the reason and
// the usage line, before anything starts: --max-think -5s and
// --max-searches -3 once started a server that refused every search.
func TestServeFlagValues(t *testing.T) {
	defer func(w io.Writer) { serveStderr = w }(serveStderr)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--max-think", "-5s"}, "--max-think -5s: want a positive time"},
		{[]string{"--max-think", "0s"}, "--max-think 0s: want a positive time"},
		{[]string{"--max-searches", "-3"}, "--max-searches -3: want 1 or more"},
		{[]string{"--max-searches", "0"}, "--max-searches 0: want 1 or more"},
		{[]string{"--max-games", "0"}, "--max-games 0: want 1 or more"},
		{[]string{"--max-games", "-1"}, "--max-games -1: want 1 or more"},
		{[]string{"--keep-games", "-1h"}, "--keep-games -1h0m0s: want a positive time"},
		{[]string{"--keep-games", "0"}, "--keep-games 0s: want a positive time"},
	} {
		var errOut, out bytes.Buffer
		serveStderr = &errOut
		args := append([]string{"--addr", "127.0.0.1:0", "--db", ":memory:"}, c.args...)
		if code := serve(args, &out, nil); code != 2 {
			t.Errorf("%v: status %d, want 2", c.args, code)
		}
		got := errOut.String()
		if !strings.Contains(got, "alphabeta serve: "+c.want) || !strings.Contains(got, "\nUsage: alphabeta serve [") || out.Len() > 0 {
			t.Errorf("%v: stderr %q, stdout %q", c.args, got, out.String())
		}
	}
}
