package web

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/alphabeta-go/alphabeta/tree"
)

// POST /api/tree/exam gives the pages of `tree exam` with the same
// options, byte for byte, and keeps to its bounds.
func TestTreeExamAPI(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	var got examResponse
	if code := call(t, ts, "POST", "/api/tree/exam", `{"count":2,"versions":"A,B","depth":3,"branching":2,"seed":7,"lang":"vi"}`, &got); code != 200 {
		t.Fatalf("status %d", code)
	}
	ex, err := tree.NewExam(tree.ExamOptions{Names: []string{"A", "B"}, Count: 2, Depth: 3, Branching: 2, Seed: 7, Lang: tree.VI})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := ex.WriteFiles(dir); err != nil {
		t.Fatal(err)
	}
	names := ex.FileNames()
	if got.Seed != 7 || got.Count != 2 || len(got.Files) != len(names) {
		t.Fatalf("seed %d, count %d, %d files", got.Seed, got.Count, len(got.Files))
	}
	for i, f := range got.Files {
		want, _ := os.ReadFile(filepath.Join(dir, names[i]))
		if f.Name != names[i] || !bytes.Equal([]byte(f.HTML), want) {
			t.Errorf("%s: not the command's page", f.Name)
		}
	}
	// A number of versions is A, B, …; without a seed one is chosen and told.
	var n examResponse
	if code := call(t, ts, "POST", "/api/tree/exam", `{"versions":"3","depth":2,"branching":2}`, &n); code != 200 || len(n.Versions) != 3 || n.Versions[2] != "C" || len(n.Files) != 7 {
		t.Errorf("versions 3: %d %v", code, n.Versions)
	}
	wantError(t, ts, "POST", "/api/tree/exam", `{"versions":"A,a","depth":2,"branching":2}`, 400, "given twice")
	wantError(t, ts, "POST", "/api/tree/exam", `{"count":21,"depth":2,"branching":2}`, 400, "count must be")
	wantError(t, ts, "POST", "/api/tree/exam", `{"depth":9,"branching":2}`, 400, "must be 1..8")
	wantError(t, ts, "POST", "/api/tree/exam", `{"depth":4,"branching":4}`, 400, "exam too large")
	wantError(t, ts, "POST", "/api/tree/exam", `{"count":20,"versions":"3","depth":2,"branching":2}`, 400, "exam too large")
	wantError(t, ts, "POST", "/api/tree/exam", `{"depth":2,"branching":2,"lang":"fr"}`, 400, "unknown language")
}
