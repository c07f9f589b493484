package web

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/internal/db"
	"github.com/alphabeta-go/alphabeta/tree"
)

type classLinks struct {
	ID         string `json:"id"`
	Token      string `json:"token"`
	StudentURL string `json:"student_url"`
	ResultsURL string `json:"results_url"`
}

type classResultsJSON struct {
	Title       string     `json:"title"`
	Submissions []classRow `json:"submissions"`
}

// lectureKey is the right sheet of the lecture's tree (both forms).
func lectureKey(t *testing.T) tree.Sheet {
	tr, err := tree.Parse("A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))")
	if err != nil {
		t.Fatal(err)
	}
	sol := tree.Solve(tr, tree.Options{})
	sheet := tree.Sheet{Table: sol.TableKey(), Values: map[string]string{}}
	for _, n := range tr.Nodes {
		if r := sol.Nodes[n.ID]; !n.IsLeaf() && r.Visited && !r.Pruned {
			sheet.Values[n.Label] = tree.FormatNumber(r.V)
		}
	}
	for _, n := range sol.Pruned {
		sheet.Cuts = append(sheet.Cuts, n.PathString())
	}
	return sheet
}

func submitBody(t *testing.T, name string, sheet tree.Sheet) string {
	b, err := json.Marshal(map[string]any{"name": name, "sheet": sheet})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func get(t *testing.T, ts *httptest.Server, path string) (int, http.Header, string) {
	t.Helper()
	resp, err := ts.Client().Get(ts.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(b)
}

// A lecturer opens a class, students submit (checked by the quiz checker),
// the results need the token, list the scores and export as CSV with a
// BOM; the class and its submissions survive a restart on the same file.
func TestClassLink(t *testing.T) {
	path := filepath.Join(t.TempDir(), "class.db")
	d, err := db.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	_, ts := newTestServer(t, Config{DB: d})
	var c classLinks
	if code := call(t, ts, "POST", "/api/classes", `{"title":"Lớp AI 1","tree":"A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))"}`, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	if len(c.Token) != 64 || c.StudentURL != "/class/"+c.ID || c.ResultsURL != "/class/"+c.ID+"/results?token="+c.Token {
		t.Fatalf("links: %+v", c)
	}
	var view map[string]any
	if code := call(t, ts, "GET", "/api/classes/"+c.ID, "", &view); code != 200 || view["rows"] != float64(13) || view["title"] != "Lớp AI 1" {
		t.Fatalf("student view: %d %v", code, view)
	}
	if raw, _ := json.Marshal(view); strings.Contains(string(raw), "submissions") || strings.Contains(string(raw), c.Token) {
		t.Errorf("the student view shows more than the quiz: %s", raw)
	}
	key := lectureKey(t)
	var got struct {
		Score tree.Score `json:"score"`
		Name  string     `json:"name"`
	}
	if code := call(t, ts, "POST", "/api/classes/"+c.ID+"/submissions", submitBody(t, "  Nguyễn   Thị Ánh ", key), &got); code != http.StatusCreated ||
		got.Score.Right != got.Score.Total || got.Score.Total == 0 || got.Name != "Nguyễn Thị Ánh" {
		t.Fatalf("a right sheet: %d %+v", code, got)
	}
	if code := call(t, ts, "POST", "/api/classes/"+c.ID+"/submissions", submitBody(t, "=Trần", tree.Sheet{}), &got); code != http.StatusCreated || got.Score.Right != 0 {
		t.Fatalf("an empty sheet: %d %+v", code, got.Score.Right)
	}
	wantError(t, ts, "POST", "/api/classes/"+c.ID+"/submissions", submitBody(t, "nguyễn thị ánh", key), http.StatusConflict, "one submission per name")
	wantError(t, ts, "POST", "/api/classes/"+c.ID+"/submissions", submitBody(t, "   ", key), http.StatusBadRequest, "give your name")
	wantError(t, ts, "POST", "/api/classes/"+c.ID+"/submissions", submitBody(t, strings.Repeat("a", maxStudentName+1), key), http.StatusBadRequest, "give your name")
	wantError(t, ts, "POST", "/api/classes/"+c.ID+"/submissions?lang=vi", submitBody(t, "a\x07b", key), http.StatusBadRequest, "hãy ghi họ tên")
	wantError(t, ts, "POST", "/api/classes/0123456789abcdef/submissions", submitBody(t, "X", key), http.StatusNotFound, "no class")
	wantError(t, ts, "POST", "/api/classes/"+c.ID+"/submissions", `{"name":"X","sheet":{"cuts":["`+strings.Repeat("x", classSubmissionBytes)+`"]}}`, http.StatusRequestEntityTooLarge, "too large")
	// The results: 403 without the token or with another.
	wantError(t, ts, "GET", "/api/classes/"+c.ID+"/results", "", http.StatusForbidden, "secret token")
	wantError(t, ts, "GET", "/api/classes/"+c.ID+"/results?token="+strings.Repeat("0", 64), "", http.StatusForbidden, "secret token")
	wantError(t, ts, "GET", "/api/classes/"+c.ID+"/results.csv?token=x", "", http.StatusForbidden, "secret token")
	check := func(ts *httptest.Server) {
		t.Helper()
		var res classResultsJSON
		if code := call(t, ts, "GET", "/api/classes/"+c.ID+"/results?token="+c.Token, "", &res); code != 200 || len(res.Submissions) != 2 {
			t.Fatalf("results: %d %+v", code, res)
		}
		if s := res.Submissions[0]; s.Name != "Nguyễn Thị Ánh" || s.Right != s.Total || s.Seq != 1 {
			t.Errorf("first row: %+v", s)
		}
		if s := res.Submissions[1]; s.Name != "=Trần" || s.Right != 0 || s.Total != res.Submissions[0].Total {
			t.Errorf("second row: %+v", s)
		}
		code, h, body := get(t, ts, "/api/classes/"+c.ID+"/results.csv?token="+c.Token)
		total := res.Submissions[0].Total
		if code != 200 || !strings.HasPrefix(h.Get("Content-Type"), "text/csv") || !strings.HasPrefix(body, "\uFEFFseq,name,table right,table total,tree right,tree total,right,answered,total,submitted\n1,Nguyễn Thị Ánh,78,78,8,8,") ||
			!strings.Contains(body, "\n2,'=Trần,0,78,0,8,0,0,") || !strings.Contains(body, ","+itoa(total)+","+itoa(total)+",") {
			t.Errorf("CSV: %d %s %q", code, h.Get("Content-Type"), body)
		}
	}
	check(ts)
	for _, p := range []string{"/class", "/class/" + c.ID, "/class/" + c.ID + "/results"} {
		if code, h, body := get(t, ts, p); code != 200 || !strings.HasPrefix(h.Get("Content-Type"), "text/html") || !strings.Contains(body, "class.js") {
			t.Errorf("%s: %d", p, code)
		}
	}

	// A restart on the same file: the class and its results are there.
	ts.Close()
	d.Close()
	d2, err := db.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d2.Close() })
	_, ts2 := newTestServer(t, Config{DB: d2})
	check(ts2)
	wantError(t, ts2, "POST", "/api/classes/"+c.ID+"/submissions", submitBody(t, "Nguyễn Thị Ánh", key), http.StatusConflict, "one submission per name")
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestClassErrorsAndLimits(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	wantError(t, ts, "POST", "/api/classes", `{"tree":""}`, http.StatusBadRequest, "missing tree")
	wantError(t, ts, "POST", "/api/classes", `{"tree":"A(1,2)","form":"essay"}`, http.StatusBadRequest, "form must be")
	wantError(t, ts, "POST", "/api/classes", `{"tree":"A(1,2)","title":"`+strings.Repeat("x", maxClassTitle+1)+`"}`, http.StatusBadRequest, "title")
	wantError(t, ts, "POST", "/api/classes", `{"tree":"(`+strings.Repeat("1,", maxClassTreeNodes)+`1)"}`, http.StatusBadRequest, "too large for a class")
	wantError(t, ts, "GET", "/api/classes/nope", "", http.StatusNotFound, "no class")
	// Retries allowed: the same name twice; the tree form only.
	var c classLinks
	if code := call(t, ts, "POST", "/api/classes", `{"tree":"A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))","form":"tree","retries":true}`, &c); code != 201 {
		t.Fatal(code)
	}
	key := lectureKey(t)
	var got struct {
		Score tree.Score `json:"score"`
	}
	for range 2 {
		if code := call(t, ts, "POST", "/api/classes/"+c.ID+"/submissions", submitBody(t, "An", key), &got); code != 201 || got.Score.Right != got.Score.Total {
			t.Fatalf("retry: %d %+v", code, got.Score)
		}
	}
	for _, cell := range got.Score.Cells {
		if cell.Form != "tree" {
			t.Fatalf("a %s cell in a tree-form class", cell.Form)
		}
	}
	// The submissions per client: a burst, then 429.
	at := time.Unix(1_700_000_000, 0) // a stopped clock: the bucket does not refill
	_, ts2 := newTestServer(t, Config{now: func() time.Time { return at }})
	if code := call(t, ts2, "POST", "/api/classes", `{"tree":"A(1,2)","retries":true}`, &c); code != 201 {
		t.Fatal(code)
	}
	for i := range classSubmitBurst {
		if code := call(t, ts2, "POST", "/api/classes/"+c.ID+"/submissions", submitBody(t, "S"+itoa(i), tree.Sheet{}), nil); code != 201 {
			t.Fatalf("submission %d: %d", i, code)
		}
	}
	wantError(t, ts2, "POST", "/api/classes/"+c.ID+"/submissions", submitBody(t, "late", tree.Sheet{}), http.StatusTooManyRequests, "too many submissions")
}

// Each form of the quiz (one question) is scored on its own in the
// results and the CSV, as Check counts the whole; a deadline refuses later
// submissions with 403 in both languages, and one in the past or not a
// time is refused when the class is opened.
func TestClassPartsAndDeadline(t *testing.T) {
	now := time.Date(2026, 5, 4, 9, 0, 0, 0, time.UTC)
	s, ts := newTestServer(t, Config{})
	s.cfg.now = func() time.Time { return now }
	var c classLinks
	if code := call(t, ts, "POST", "/api/classes", `{"tree":"`+lectureTree+`","deadline":"2026-05-04T17:00:00+07:00"}`, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	var view map[string]any
	if call(t, ts, "GET", "/api/classes/"+c.ID, "", &view); view["deadline"] != "2026-05-04T10:00:00Z" {
		t.Errorf("the student view's deadline: %v", view["deadline"])
	}
	key := lectureKey(t)
	oneOff := lectureKey(t)
	oneOff.Values["B"] = "6"                   // one value wrong: the tree form one off
	oneOff.Cuts = append(oneOff.Cuts, "0.0.1") // one cut marked on a branch that is not cut: one more off
	oneOff.Table[2].Alpha = "3"                // one cell of the table wrong
	for i, sh := range []tree.Sheet{key, oneOff, {}} {
		if code := call(t, ts, "POST", "/api/classes/"+c.ID+"/submissions", submitBody(t, "SV "+itoa(i), sh), nil); code != http.StatusCreated {
			t.Fatalf("submission %d: %d", i, code)
		}
	}
	var res classResultsJSON
	call(t, ts, "GET", "/api/classes/"+c.ID+"/results?token="+c.Token, "", &res)
	want := [][]part{
		{{"table", 78, 78}, {"tree", 8, 8}},
		{{"table", 77, 78}, {"tree", 6, 8}},
		{{"table", 0, 78}, {"tree", 0, 8}},
	}
	for i, row := range res.Submissions {
		if fmt.Sprint(row.Parts) != fmt.Sprint(want[i]) || row.Right != row.Parts[0].Right+row.Parts[1].Right {
			t.Errorf("%s: parts %v (right %d), want %v", row.Name, row.Parts, row.Right, want[i])
		}
	}
	_, _, body := get(t, ts, "/api/classes/"+c.ID+"/results.csv?token="+c.Token)
	if !strings.Contains(body, "\n2,SV 1,77,78,6,8,83,") {
		t.Errorf("CSV: %q", body)
	}

	// A class for the table alone has one part, and its CSV one pair of columns.
	var tc classLinks
	call(t, ts, "POST", "/api/classes", `{"tree":"`+lectureTree+`","form":"table"}`, &tc)
	call(t, ts, "POST", "/api/classes/"+tc.ID+"/submissions", submitBody(t, "SV", oneOff), nil)
	if _, _, body := get(t, ts, "/api/classes/"+tc.ID+"/results.csv?token="+tc.Token); !strings.HasPrefix(body, "\uFEFFseq,name,table right,table total,right,") ||
		!strings.Contains(body, "\n1,SV,77,78,77,") {
		t.Errorf("table-only CSV: %q", body)
	}

	now = time.Date(2026, 5, 4, 10, 0, 1, 0, time.UTC)
	wantError(t, ts, "POST", "/api/classes/"+c.ID+"/submissions", submitBody(t, "Muộn", key), http.StatusForbidden,
		"the class closed at 2026-05-04 10:00 (UTC): submissions are no longer taken")
	wantError(t, ts, "POST", "/api/classes/"+c.ID+"/submissions?lang=vi", submitBody(t, "Muộn", key), http.StatusForbidden,
		"lớp đã hết hạn nộp lúc 2026-05-04 10:00 (UTC)")
	wantError(t, ts, "POST", "/api/classes", `{"tree":"A(1,2)","deadline":"2026-05-04T10:00:00Z"}`, http.StatusBadRequest, "has passed already")
	wantError(t, ts, "POST", "/api/classes?lang=vi", `{"tree":"A(1,2)","deadline":"mai"}`, http.StatusBadRequest, "hạn nộp phải là một thời điểm")
}

// keyOf is the right sheet (both forms) of a tree.
func keyOf(t *testing.T, src string) tree.Sheet {
	tr, err := tree.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	sol := tree.Solve(tr, tree.Options{})
	sheet := tree.Sheet{Table: sol.TableKey(), Values: map[string]string{}}
	for _, n := range tr.Nodes {
		if r := sol.Nodes[n.ID]; !n.IsLeaf() && r.Visited && !r.Pruned {
			sheet.Values[n.Label] = tree.FormatNumber(r.V)
		}
	}
	for _, n := range sol.Pruned {
		sheet.Cuts = append(sheet.Cuts, n.PathString())
	}
	return sheet
}

// A class of three trees (a list, and random ones from a seed as `tree
// exam` draws them): each tree is a question, checked on its own; full
// marks, one wrong cell costs one mark on its own question, an empty sheet
// scores 0; the results and the CSV have a score per question and the
// total.
func TestClassQuestions(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	trees := []string{lectureTree, "A(B(3,5),C(2,9))", "A(B(1,8),C(4,2),D(7,3))"}
	body, _ := json.Marshal(map[string]any{"title": "Ba câu", "trees": trees, "form": "table"})
	var c classLinks
	if code := call(t, ts, "POST", "/api/classes", string(body), &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	var view struct {
		Questions []struct {
			Tree string `json:"tree"`
			Rows int    `json:"rows"`
		} `json:"questions"`
	}
	if code := call(t, ts, "GET", "/api/classes/"+c.ID, "", &view); code != 200 || len(view.Questions) != 3 || view.Questions[0].Rows != 13 {
		t.Fatalf("student view: %d %+v", code, view)
	}
	var keys []tree.Sheet
	for _, q := range view.Questions {
		keys = append(keys, keyOf(t, q.Tree))
	}
	sheets := func(s ...tree.Sheet) string {
		b, _ := json.Marshal(map[string]any{"name": "SV " + itoa(len(s)) + randomHex(2), "sheets": s})
		return string(b)
	}
	type reply struct {
		Score     tree.Score   `json:"score"`
		Scores    []tree.Score `json:"scores"`
		Questions []question   `json:"questions"`
	}
	var full reply
	if code := call(t, ts, "POST", "/api/classes/"+c.ID+"/submissions", sheets(keys...), &full); code != 201 || len(full.Scores) != 3 || full.Score.Right != full.Score.Total {
		t.Fatalf("full marks: %d %+v", code, full)
	}
	oneOff := keyOf(t, view.Questions[1].Tree)
	oneOff.Table[0].Alpha = "7"
	var one reply
	call(t, ts, "POST", "/api/classes/"+c.ID+"/submissions", sheets(keys[0], oneOff, keys[2]), &one)
	for i, q := range one.Questions {
		want := full.Questions[i].Right
		if i == 1 {
			want--
		}
		if q.Right != want || q.Total != full.Questions[i].Total {
			t.Errorf("one wrong cell in question 2: question %d %d/%d, want %d", i+1, q.Right, q.Total, want)
		}
	}
	if one.Score.Right != full.Score.Right-1 {
		t.Errorf("one wrong cell: %d, want %d", one.Score.Right, full.Score.Right-1)
	}
	var empty reply
	call(t, ts, "POST", "/api/classes/"+c.ID+"/submissions", `{"name":"Trống","sheets":[]}`, &empty)
	if empty.Score.Right != 0 || empty.Score.Total != full.Score.Total || len(empty.Questions) != 3 {
		t.Errorf("an empty sheet: %+v", empty)
	}
	wantError(t, ts, "POST", "/api/classes/"+c.ID+"/submissions", sheets(keys[0], keys[1], keys[2], keys[0]), http.StatusBadRequest, "4 answer sheets for a class of 3 questions")
	var res classResultsJSON
	call(t, ts, "GET", "/api/classes/"+c.ID+"/results?token="+c.Token, "", &res)
	if len(res.Submissions) != 3 || len(res.Submissions[1].Questions) != 3 || res.Submissions[1].Questions[1].Right != full.Questions[1].Right-1 {
		t.Fatalf("results: %+v", res)
	}
	q := full.Questions
	_, _, csvBody := get(t, ts, "/api/classes/"+c.ID+"/results.csv?token="+c.Token)
	wantRow := fmt.Sprintf("\n2,%s,%d,%d,%d,%d,%d,%d,%d,", res.Submissions[1].Name, q[0].Right, q[0].Total, q[1].Right-1, q[1].Total, q[2].Right, q[2].Total, full.Score.Right-1)
	if !strings.HasPrefix(csvBody, "\uFEFFseq,name,q1 right,q1 total,q2 right,q2 total,q3 right,q3 total,right,answered,total,submitted\n") ||
		!strings.Contains(csvBody, wantRow) || !strings.Contains(csvBody, fmt.Sprintf("\n3,Trống,0,%d,0,%d,0,%d,0,0,%d,", q[0].Total, q[1].Total, q[2].Total, full.Score.Total)) {
		t.Errorf("CSV: %q, want a row %q", csvBody, wantRow)
	}

	// Random trees from a seed: the exam's generator, the same trees for the same seed.
	var r1, r2 classLinks
	call(t, ts, "POST", "/api/classes", `{"seed":7,"count":3,"depth":3,"branching":2}`, &r1)
	call(t, ts, "POST", "/api/classes", `{"seed":7,"count":3,"depth":3,"branching":2}`, &r2)
	var v1, v2 map[string]any
	call(t, ts, "GET", "/api/classes/"+r1.ID, "", &v1)
	call(t, ts, "GET", "/api/classes/"+r2.ID, "", &v2)
	ex, err := tree.NewExam(tree.ExamOptions{Versions: 1, Count: 3, Depth: 3, Branching: 2, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	qs, _ := v1["questions"].([]any)
	if len(qs) != 3 || fmt.Sprint(v1["questions"]) != fmt.Sprint(v2["questions"]) ||
		qs[2].(map[string]any)["tree"] != ex.Versions[0].Problems[2].Tree.Text(true) {
		t.Errorf("random trees from seed 7: %v", v1["questions"])
	}
	wantError(t, ts, "POST", "/api/classes", `{"seed":7,"count":11,"depth":3,"branching":2}`, http.StatusBadRequest, "a count of 1 to 10")
	wantError(t, ts, "POST", "/api/classes", `{"seed":7,"count":2,"depth":3,"branching":2,"tree":"A(1,2)"}`, http.StatusBadRequest, "not both")
	many, _ := json.Marshal(map[string]any{"trees": strings.Split(strings.Repeat("A(1,2) ", maxClassQuestions+1), " ")[:maxClassQuestions+1]})
	wantError(t, ts, "POST", "/api/classes", string(many), http.StatusBadRequest, "too many trees for a class: 11 (at most 10)")
	wantError(t, ts, "POST", "/api/classes?lang=vi", `{"trees":["A(1,2)",""]}`, http.StatusBadRequest, "")
}

// A class and a submission stored as a one-tree class kept them, before
// there were several trees, read back: one question, the same score.
func TestClassStoredBefore(t *testing.T) {
	d, err := db.Open(filepath.Join(t.TempDir(), "old.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	at := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	old := `{"title":"Cũ","tree":"A(B(3,5),C(2,9))","root":"","strict":false,"form":"","retries":false}`
	if err := d.AddClass(db.Class{ID: "00112233aabbccdd", Token: strings.Repeat("ab", 32), Data: []byte(old), Created: at}, 10); err != nil {
		t.Fatal(err)
	}
	oldSub := `{"right":5,"answered":7,"total":9,"parts":[{"form":"table","right":4,"total":7},{"form":"tree","right":1,"total":2}],"sheet":{}}`
	if _, err := d.AddSubmission("00112233aabbccdd", db.Submission{Name: "An", Data: []byte(oldSub), Created: at}, 10, true); err != nil {
		t.Fatal(err)
	}
	_, ts := newTestServer(t, Config{DB: d})
	var view struct {
		Tree      string           `json:"tree"`
		Questions []map[string]any `json:"questions"`
	}
	if code := call(t, ts, "GET", "/api/classes/00112233aabbccdd", "", &view); code != 200 || view.Tree != "A(B(3,5),C(2,9))" || len(view.Questions) != 1 {
		t.Fatalf("an old class: %d %+v", code, view)
	}
	var res classResultsJSON
	call(t, ts, "GET", "/api/classes/00112233aabbccdd/results?token="+strings.Repeat("ab", 32), "", &res)
	if len(res.Submissions) != 1 || fmt.Sprint(res.Submissions[0].Questions) != "[{5 7 9 [{table 4 7} {tree 1 2}]}]" {
		t.Errorf("an old submission: %+v", res.Submissions)
	}
	if _, _, body := get(t, ts, "/api/classes/00112233aabbccdd/results.csv?token="+strings.Repeat("ab", 32)); !strings.Contains(body, "\n1,An,4,7,1,2,5,7,9,") {
		t.Errorf("an old submission's CSV: %q", body)
	}
	// A new submission to the old class: as before, one sheet.
	var got struct {
		Score tree.Score `json:"score"`
	}
	if code := call(t, ts, "POST", "/api/classes/00112233aabbccdd/submissions", submitBody(t, "Bình", keyOf(t, "A(B(3,5),C(2,9))")), &got); code != 201 || got.Score.Right != got.Score.Total {
		t.Errorf("a submission to an old class: %d %+v", code, got.Score)
	}
}
