package web

import (
	"context"
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
	req := httptest.NewRequestWithContext(ctx, "POST", "/api/tree/export", strings.NewReader(`{"tree":"A(1,2)","format":"png"}`))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, req)
	if rec.Code != 499 {
		t.Errorf("export for a cancelled request: status %d, want 499", rec.Code)
	}
}
