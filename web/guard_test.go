package web

import (
	"encoding/json"
	"net"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
)

// do sends a request with the given headers to the handler directly, as a
// browser on another page might.
func do(t *testing.T, s *Server, method, target, body string, headers map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, target, strings.NewReader(body))
	req.Host = "127.0.0.1:8080"
	for k, v := range headers {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, req)
	return rec
}

// A foreign name in Host (DNS rebinding) is refused; the local names and
// the allowed ones are served.
func TestHostAllowList(t *testing.T) {
	s := New(Config{AllowedHosts: []string{"lab.example"}, Logf: t.Logf})
	defer s.Close()
	for host, want := range map[string]int{
		"evil.example": 403, "evil.example:8080": 403, "127.0.0.1.evil.example": 403, "": 403,
		"localhost:8080": 200, "LOCALHOST": 200, "127.0.0.1": 200, "[::1]:8080": 200, "localhost.:8080": 200,
		"lab.example:8080": 200,
	} {
		for _, path := range []string{"/", "/api/health", "/static/app.js"} {
			rec := do(t, s, "GET", path, "", map[string]string{"Host": host})
			if rec.Code != want {
				t.Errorf("GET %s with Host %q: status %d, want %d", path, host, rec.Code, want)
			}
			if want == 403 && !strings.Contains(rec.Body.String(), "is not allowed") {
				t.Errorf("Host %q: %s", host, rec.Body.String())
			}
		}
	}
	open := New(Config{AllowedHosts: []string{"*"}})
	defer open.Close()
	if rec := do(t, open, "GET", "/api/health", "", map[string]string{"Host": "anything.example"}); rec.Code != 200 {
		t.Errorf(`AllowedHosts "*": status %d`, rec.Code)
	}
}

// A request that changes state must be JSON and, when it names an Origin,
// come from the server's own pages or an allowed host.
func TestCrossOriginPostsRefused(t *testing.T) {
	s := New(Config{AllowedHosts: []string{"lab.example"}, Logf: t.Logf})
	defer s.Close()
	const body = `{"tree":"A(1,2)"}`
	for _, c := range []struct {
		headers map[string]string
		want    int
	}{
		{map[string]string{"Content-Type": "text/plain"}, 415},
		{map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, 415},
		{map[string]string{"Content-Type": "multipart/form-data; boundary=x"}, 415},
		{map[string]string{}, 415},
		{map[string]string{"Content-Type": "application/json", "Origin": "http://evil.example"}, 403},
		{map[string]string{"Content-Type": "application/json", "Origin": "http://127.0.0.1:9999"}, 403},
		{map[string]string{"Content-Type": "application/json", "Origin": "null"}, 403},
		{map[string]string{"Content-Type": "application/json"}, 200},
		{map[string]string{"Content-Type": "application/json; charset=utf-8", "Origin": "http://127.0.0.1:8080"}, 200},
		{map[string]string{"Content-Type": "application/json", "Origin": "https://lab.example"}, 200},
	} {
		rec := do(t, s, "POST", "/api/tree/solve", body, c.headers)
		if rec.Code != c.want {
			t.Errorf("POST with %v: status %d, want %d: %.200s", c.headers, rec.Code, c.want, rec.Body.String())
		}
	}
	// A game cannot be changed from a foreign page either, even with no body.
	var st caroState
	rec := do(t, s, "POST", "/api/caro/games", `{}`, map[string]string{"Content-Type": "application/json"})
	if rec.Code != 201 {
		t.Fatalf("new game: %d", rec.Code)
	}
	decode(t, rec, &st)
	if rec := do(t, s, "POST", "/api/caro/games/"+st.ID+"/engine", "", map[string]string{"Origin": "http://evil.example"}); rec.Code != 403 {
		t.Errorf("engine move from a foreign page: status %d", rec.Code)
	}
	if rec := do(t, s, "POST", "/api/caro/games/"+st.ID+"/engine", "", nil); rec.Code != 415 {
		t.Errorf("engine move without a JSON content type: status %d", rec.Code)
	}
	// Where no endpoint answers, the 404 or 405 says so.
	if rec := do(t, s, "POST", "/api/nothing", "", nil); rec.Code != 404 {
		t.Errorf("POST to no endpoint: status %d, want 404", rec.Code)
	}
}

func TestSecurityHeaders(t *testing.T) {
	s := New(Config{Logf: t.Logf})
	defer s.Close()
	for _, c := range []struct{ method, path, host, ctype string }{
		{"GET", "/", "127.0.0.1", ""}, {"GET", "/lab", "127.0.0.1", ""}, {"GET", "/static/app.js", "127.0.0.1", ""},
		{"GET", "/api/health", "127.0.0.1", ""}, {"GET", "/api/nothing", "127.0.0.1", ""},
		{"GET", "/", "evil.example", ""}, {"POST", "/api/tree/solve", "127.0.0.1", "text/plain"},
	} {
		rec := do(t, s, c.method, c.path, "", map[string]string{"Host": c.host, "Content-Type": c.ctype})
		h := rec.Header()
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("X-Frame-Options") != "DENY" ||
			!strings.Contains(h.Get("Content-Security-Policy"), "frame-ancestors 'none'") ||
			!strings.Contains(h.Get("Content-Security-Policy"), "script-src 'self';") || h.Get("Referrer-Policy") == "" {
			t.Errorf("%s %s (Host %s): headers %v", c.method, c.path, c.host, h)
		}
	}
}

func decode(t *testing.T, rec *httptest.ResponseRecorder, v any) {
	t.Helper()
	if err := json.Unmarshal(rec.Body.Bytes(), v); err != nil {
		t.Fatalf("answer is not JSON (%v): %s", err, rec.Body.String())
	}
}

func TestAllowedHosts(t *testing.T) {
	got := AllowedHostsFor("myhost:8080", &net.TCPAddr{IP: net.ParseIP("192.0.2.7"), Port: 8080}, " a.example,,b.example ")
	if strings.Join(got, " ") != "a.example b.example myhost 192.0.2.7" {
		t.Errorf("allowed hosts %q", got)
	}
	// On every interface: the machine's own addresses, loopback among them.
	got = AllowedHostsFor(":8080", &net.TCPAddr{IP: net.IPv4zero, Port: 8080}, "")
	if !slices.Contains(got, "127.0.0.1") || slices.Contains(got, "0.0.0.0") {
		t.Errorf("allowed hosts on every interface: %q", got)
	}
}
