package web

import (
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/alphabeta-go/alphabeta/internal/db"
	"github.com/alphabeta-go/alphabeta/tree"
)

// The class link: a lecturer creates a class quiz for a tree, a list of
// trees or random trees from a seed, one question each (POST
// /api/classes) and gets a student link (/class/ID) and a secret results
// link (/class/ID/results?token=T). Students give a name and submit an
// answer sheet, checked by the quiz checker (tree.Solution.Check); the
// lecturer's results list every submission's score and export as CSV.
// Classes and submissions are kept in the database (internal/db), so they
// survive a restart.
const (
	maxClasses           = 1000 // classes kept by a server
	maxClassSubmissions  = 500  // submissions to one class
	maxStudentName       = 60   // characters of a student's name
	maxClassTitle        = 120  // characters of a class's title
	maxClassTreeNodes    = 256  // a class's tree is a hand exercise
	maxClassQuestions    = 10   // trees (questions) of one class
	classSubmitBurst     = 60   // submissions a client address may send at once (a class behind one NAT) …
	classSubmitEvery     = time.Second
	classTokenBytes      = 32 // the results token: 64 hex digits
	classIDBytes         = 8  // the class id: 16 hex digits
	classSubmissionBytes = 64 << 10
)

// class is a class as the database keeps it (db.Class.Data). A class of
// one tree (every class kept before there were several) has Tree; a class
// of several has Trees, one question each, and Tree empty.
type class struct {
	Title string   `json:"title"`
	Tree  string   `json:"tree"`
	Trees []string `json:"trees,omitempty"`
	// Seed, Depth and Branching: where the trees came from, when they are
	// random (as `tree exam` draws them).
	Seed      *uint64 `json:"seed,omitempty"`
	Depth     int     `json:"depth,omitempty"`
	Branching int     `json:"branching,omitempty"`
	Root      string  `json:"root"`
	Strict    bool    `json:"strict"`
	Form      string  `json:"form"`    // "table", "tree" or "" (both)
	Retries   bool    `json:"retries"` // more than one submission per name
	// Deadline, when set, is the last moment a submission is taken (RFC
	// 3339); later ones are refused with 403.
	Deadline string `json:"deadline,omitempty"`
}

// part is a submission's score in one form of the quiz (one question): the
// step table or the values on the tree.
type part struct {
	Form  string `json:"form"` // "table" or "tree"
	Right int    `json:"right"`
	Total int    `json:"total"`
}

// parts splits a score by form, in the order table, tree, as Check counts
// the whole: an extra cut mark takes one off its form's right cells.
func parts(sc tree.Score, forms []string) []part {
	if len(forms) == 0 {
		forms = []string{"table", "tree"}
	}
	var out []part
	for _, f := range forms {
		p, extra := part{Form: f}, 0
		for _, c := range sc.Cells {
			switch {
			case c.Form != f:
			case c.Extra:
				extra++
			default:
				p.Total++
				if c.Right {
					p.Right++
				}
			}
		}
		p.Right = max(0, p.Right-extra)
		out = append(out, p)
	}
	return out
}

// question is a submission's score on one question (one tree of the
// class): the whole and per form.
type question struct {
	Right    int    `json:"right"`
	Answered int    `json:"answered"`
	Total    int    `json:"total"`
	Parts    []part `json:"parts"`
}

// submission is a submission as the database keeps it: the whole (the sum
// of the questions), the first question's parts and sheet (as a one-tree
// class kept them), and per question.
type submission struct {
	Right     int          `json:"right"`
	Answered  int          `json:"answered"`
	Total     int          `json:"total"`
	Parts     []part       `json:"parts,omitempty"` // per form; absent in submissions kept before there were parts
	Sheet     tree.Sheet   `json:"sheet"`
	Questions []question   `json:"questions,omitempty"` // absent in submissions kept before there were several trees
	Sheets    []tree.Sheet `json:"sheets,omitempty"`    // the later questions' sheets too, when there are several
}

type classRequest struct {
	class
	// Count random trees (1..maxClassQuestions) from Seed with Depth and
	// Branching, instead of Tree or Trees.
	Count int    `json:"count"`
	Lang  string `json:"lang"`
}

// trees is the class's questions: its trees.
func (c class) trees() []string {
	if len(c.Trees) > 0 {
		return c.Trees
	}
	return []string{c.Tree}
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// solveClass parses the class's trees and solves them with alpha-beta.
func solveClass(c class) ([]*tree.Solution, error) {
	var sols []*tree.Solution
	for _, src := range c.trees() {
		treq := treeRequest{Tree: src, Root: c.Root, Strict: c.Strict}
		t, o, err := parseTree(&treq)
		if err != nil {
			return nil, err
		}
		o.Algo = tree.AlphaBeta
		sols = append(sols, tree.Solve(t, o))
	}
	return sols, nil
}

// classTrees reads the trees of a new class: the request's tree, its list
// of trees, or count random trees from a seed (tree.NewExam's first
// version: the trees `tree exam` draws).
func classTrees(req *classRequest) ([]string, error) {
	var srcs []string
	switch {
	case req.Count != 0 || req.Seed != nil:
		if req.Tree != "" || len(req.Trees) > 0 {
			return nil, errorf(http.StatusBadRequest, "give the trees or a seed, not both")
		}
		if req.Seed == nil || req.Count < 1 || req.Count > maxClassQuestions || req.Depth < 1 || req.Depth > 8 || req.Branching < 1 || req.Branching > 8 {
			return nil, errorf(http.StatusBadRequest, "random trees need a seed, a count of 1 to %d, and a depth and a branching of 1 to 8", maxClassQuestions)
		}
		ex, err := tree.NewExam(tree.ExamOptions{Versions: 1, Count: req.Count, Depth: req.Depth, Branching: req.Branching, Seed: *req.Seed})
		if err != nil {
			return nil, errorf(http.StatusBadRequest, "random trees: %v", err)
		}
		for _, p := range ex.Versions[0].Problems {
			srcs = append(srcs, p.Tree.Text(true))
		}
		req.Root, req.Strict = "", false // the exam's rules
	case len(req.Trees) > 0:
		if req.Tree != "" {
			return nil, errorf(http.StatusBadRequest, "give the trees or a seed, not both")
		}
		if len(req.Trees) > maxClassQuestions {
			return nil, errorf(http.StatusBadRequest, "too many trees for a class: %d (at most %d)", len(req.Trees), maxClassQuestions)
		}
		srcs = req.Trees
	default:
		srcs = []string{req.Tree}
	}
	var out []string
	for _, src := range srcs {
		treq := treeRequest{Tree: src, Root: req.Root, Strict: req.Strict}
		t, _, err := parseTree(&treq)
		if err != nil {
			return nil, err
		}
		if len(t.Nodes) > maxClassTreeNodes {
			return nil, errorf(http.StatusBadRequest, "tree too large for a class: %d nodes (at most %d)", len(t.Nodes), maxClassTreeNodes)
		}
		out = append(out, t.Text(true))
	}
	return out, nil
}

func (c class) forms() []string {
	if c.Form == "" {
		return nil
	}
	return []string{c.Form}
}

// handleClassNew creates a class: 201 with its links.
func (s *Server) handleClassNew(w http.ResponseWriter, r *http.Request) {
	var req classRequest
	if err := readJSON(r, &req); err != nil {
		fail(w, r, err)
		return
	}
	c := req.class
	c.Title = strings.TrimSpace(c.Title)
	if utf8.RuneCountInString(c.Title) > maxClassTitle || strings.IndexFunc(c.Title, unicode.IsControl) >= 0 {
		fail(w, r, errorf(http.StatusBadRequest, "the title must be at most %d characters, without control characters", maxClassTitle))
		return
	}
	switch c.Form {
	case "", "table", "tree":
	default:
		fail(w, r, errorf(http.StatusBadRequest, "form must be \"table\" or \"tree\", not %s", quote(c.Form)))
		return
	}
	if c.Deadline != "" {
		d, err := time.Parse(time.RFC3339, c.Deadline)
		if err != nil {
			fail(w, r, errorf(http.StatusBadRequest, "the deadline must be a time such as 2026-05-04T17:00:00+07:00, not %s", quote(c.Deadline)))
			return
		}
		if !d.After(s.cfg.now()) {
			fail(w, r, errorf(http.StatusBadRequest, "the deadline %s has passed already", quote(c.Deadline)))
			return
		}
		c.Deadline = d.UTC().Format(time.RFC3339)
	}
	trees, err := classTrees(&req)
	if err != nil {
		fail(w, r, err)
		return
	}
	c.Root, c.Strict = req.Root, req.Strict
	if len(trees) == 1 && req.Seed == nil {
		c.Tree, c.Trees = trees[0], nil // as a one-tree class always was
	} else {
		c.Tree, c.Trees = "", trees
	}
	if req.Seed == nil {
		c.Depth, c.Branching = 0, 0
	}
	if err := s.admit(r); err != nil {
		fail(w, r, err)
		return
	}
	data, _ := json.Marshal(c)
	id, token := randomHex(classIDBytes), randomHex(classTokenBytes)
	switch err := s.cfg.DB.AddClass(db.Class{ID: id, Token: token, Data: data, Created: s.cfg.now()}, maxClasses); {
	case errors.Is(err, db.ErrTooManyClasses):
		fail(w, r, errorf(http.StatusServiceUnavailable, "the server keeps %d classes, the most it may", maxClasses))
		return
	case err != nil:
		fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{
		"id": id, "token": token,
		"student_url": "/class/" + id,
		"results_url": "/class/" + id + "/results?token=" + token,
	})
}

// loadClass reads the class of the request's {id}: 404 when there is none.
func (s *Server) loadClass(r *http.Request) (db.Class, class, error) {
	id := r.PathValue("id")
	var c class
	if len(id) != 2*classIDBytes {
		return db.Class{}, c, errorf(http.StatusNotFound, "no class with id %s", quote(id))
	}
	dc, err := s.cfg.DB.GetClass(id)
	if errors.Is(err, db.ErrNoClass) {
		return dc, c, errorf(http.StatusNotFound, "no class with id %s", quote(id))
	}
	if err != nil {
		return dc, c, err
	}
	if err := json.Unmarshal(dc.Data, &c); err != nil {
		return dc, c, err
	}
	return dc, c, nil
}

// handleClassGet is the student's view of a class: the tree and the form,
// the number of rows of the step table and the inner nodes whose v the
// tree form asks; never the answers or other students' submissions.
func (s *Server) handleClassGet(w http.ResponseWriter, r *http.Request) {
	_, c, err := s.loadClass(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	sols, err := solveClass(c)
	if err != nil {
		fail(w, r, err)
		return
	}
	var qs []map[string]any
	for i, sol := range sols {
		values := []string{}
		for _, n := range sol.Tree.Nodes {
			if res := sol.Nodes[n.ID]; !n.IsLeaf() && res.Visited && !res.Pruned {
				values = append(values, n.Label)
			}
		}
		qs = append(qs, map[string]any{"tree": c.trees()[i], "rows": len(sol.Rows()), "values": values})
	}
	// tree, rows and values: the first question, as a one-tree class had them.
	writeJSON(w, http.StatusOK, map[string]any{"title": c.Title, "tree": qs[0]["tree"], "root": cmpRoot(c.Root), "strict": c.Strict,
		"form": c.Form, "retries": c.Retries, "deadline": c.Deadline, "rows": qs[0]["rows"], "values": qs[0]["values"],
		"questions": qs, "max_name": maxStudentName})
}

func cmpRoot(r string) string {
	if strings.EqualFold(r, "min") {
		return "min"
	}
	return "max"
}

type submitRequest struct {
	Name   string       `json:"name"`
	Sheet  tree.Sheet   `json:"sheet"`  // a one-tree class's sheet (or the first question's)
	Sheets []tree.Sheet `json:"sheets"` // one per question, in the class's order
}

// handleClassSubmit checks a student's sheet and keeps it: 201 with the
// verdict.
func (s *Server) handleClassSubmit(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, classSubmissionBytes)
	var req submitRequest
	if err := readJSON(r, &req); err != nil {
		fail(w, r, err)
		return
	}
	dc, c, err := s.loadClass(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	name := strings.Join(strings.Fields(req.Name), " ")
	if name == "" || utf8.RuneCountInString(name) > maxStudentName || strings.IndexFunc(name, unicode.IsControl) >= 0 {
		fail(w, r, errorf(http.StatusBadRequest, "give your name: 1 to %d characters, without control characters", maxStudentName))
		return
	}
	sheets := req.Sheets
	if len(sheets) == 0 {
		sheets = []tree.Sheet{req.Sheet}
	}
	if n := len(c.trees()); len(sheets) > n {
		fail(w, r, errorf(http.StatusBadRequest, "%d answer sheets for a class of %d questions", len(sheets), n))
		return
	}
	for len(sheets) < len(c.trees()) {
		sheets = append(sheets, tree.Sheet{}) // a question not answered: every cell empty
	}
	for _, sh := range sheets {
		if len(sh.Table) > maxSheetRows || len(sh.Values) > maxTreeNodes || len(sh.Cuts) > maxTreeNodes {
			fail(w, r, errorf(http.StatusBadRequest, "answer sheet too large: at most %d rows and %d values or cuts", maxSheetRows, maxTreeNodes))
			return
		}
	}
	if c.Deadline != "" {
		if d, err := time.Parse(time.RFC3339, c.Deadline); err == nil && s.cfg.now().After(d) {
			fail(w, r, errorf(http.StatusForbidden, "the class closed at %s (UTC): submissions are no longer taken", d.Format("2006-01-02 15:04")))
			return
		}
	}
	if ok, wait := s.classSubmits.take(clientOf(r, s.cfg.TrustProxy), s.cfg.now()); !ok {
		wait = max(wait.Round(time.Second), time.Second)
		fail(w, r, &apiError{Message: msg("too many submissions from your address: at most %d at once, then one every %v; try again in %v",
			classSubmitBurst, classSubmitEvery, wait), status: http.StatusTooManyRequests, retryAfter: wait})
		return
	}
	sols, err := solveClass(c)
	if err != nil {
		fail(w, r, err)
		return
	}
	var sum tree.Score
	scores := make([]tree.Score, len(sols))
	qs := make([]question, len(sols))
	for i, sol := range sols {
		sc := sol.Check(sheets[i], c.forms()...)
		if sc.Cells == nil {
			sc.Cells = []tree.Cell{}
		}
		scores[i] = sc
		qs[i] = question{Right: sc.Right, Answered: sc.Answered, Total: sc.Total, Parts: parts(sc, c.forms())}
		sum.Right, sum.Answered, sum.Total = sum.Right+sc.Right, sum.Answered+sc.Answered, sum.Total+sc.Total
	}
	sub := submission{Right: sum.Right, Answered: sum.Answered, Total: sum.Total, Parts: qs[0].Parts, Sheet: sheets[0], Questions: qs}
	if len(sheets) > 1 {
		sub.Sheets = sheets
	}
	data, _ := json.Marshal(sub)
	seq, err := s.cfg.DB.AddSubmission(dc.ID, db.Submission{Name: name, Data: data, Created: s.cfg.now()}, maxClassSubmissions, !c.Retries)
	switch {
	case errors.Is(err, db.ErrClassFull):
		fail(w, r, errorf(http.StatusConflict, "the class has %d submissions, the most it may take", maxClassSubmissions))
		return
	case errors.Is(err, db.ErrNameTaken):
		fail(w, r, errorf(http.StatusConflict, "%s has submitted already: one submission per name", quote(name)))
		return
	case err != nil:
		fail(w, r, err)
		return
	}
	// score and parts: a one-tree class's, as they always were; with
	// several trees, score is the sum (its cells are in scores) and parts
	// the first question's.
	score := scores[0]
	if len(scores) > 1 {
		score = tree.Score{Right: sum.Right, Answered: sum.Answered, Total: sum.Total, Cells: []tree.Cell{}}
	}
	writeJSON(w, http.StatusCreated, map[string]any{"seq": seq, "name": name, "score": score, "parts": qs[0].Parts,
		"scores": scores, "questions": qs})
}

// classRow is a submission in the results.
type classRow struct {
	Seq      int    `json:"seq"`
	Name     string `json:"name"`
	Right    int    `json:"right"`
	Answered int    `json:"answered"`
	Total    int    `json:"total"`
	Parts    []part `json:"parts"` // per form of the quiz, in the class's order (the first question's)
	// Questions: the score per question (tree), in the class's order.
	Questions []question `json:"questions"`
	At        string     `json:"at"` // RFC 3339, UTC
}

// classResults reads a class's results, after checking the token: 403
// without the right one.
func (s *Server) classResults(r *http.Request) (class, []classRow, error) {
	dc, c, err := s.loadClass(r)
	if err != nil {
		return c, nil, err
	}
	token := r.URL.Query().Get("token")
	if subtle.ConstantTimeCompare([]byte(token), []byte(dc.Token)) != 1 {
		return c, nil, errorf(http.StatusForbidden, "the results need the class's secret token (the results link)")
	}
	subs, err := s.cfg.DB.Submissions(dc.ID)
	if err != nil {
		return c, nil, err
	}
	rows := []classRow{}
	for _, sub := range subs {
		var d submission
		if err := json.Unmarshal(sub.Data, &d); err != nil {
			return c, nil, err
		}
		if d.Parts == nil {
			d.Parts = []part{}
		}
		if d.Questions == nil { // kept before there were several trees: one question, the whole
			d.Questions = []question{{Right: d.Right, Answered: d.Answered, Total: d.Total, Parts: d.Parts}}
		}
		rows = append(rows, classRow{Seq: sub.Seq, Name: sub.Name, Right: d.Right, Answered: d.Answered, Total: d.Total, Parts: d.Parts,
			Questions: d.Questions, At: sub.Created.UTC().Format(time.RFC3339)})
	}
	return c, rows, nil
}

func (s *Server) handleClassResults(w http.ResponseWriter, r *http.Request) {
	c, rows, err := s.classResults(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"title": c.Title, "tree": c.trees()[0], "trees": c.trees(), "form": c.Form, "retries": c.Retries,
		"deadline": c.Deadline, "submissions": rows, "max_submissions": maxClassSubmissions})
}

// handleClassCSV is the results as CSV, UTF-8 with a byte order mark so
// that spreadsheet programs read Vietnamese names right.
func (s *Server) handleClassCSV(w http.ResponseWriter, r *http.Request) {
	c, rows, err := s.classResults(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	forms := c.forms()
	if len(forms) == 0 {
		forms = []string{"table", "tree"}
	}
	var buf bytes.Buffer
	buf.WriteString("\uFEFF")
	cw := csv.NewWriter(&buf)
	// A class of one tree: a pair of columns per form (its questions); of
	// several: a pair per tree, q1 to qN.
	n := len(c.trees())
	head := []string{"seq", "name"}
	if n > 1 {
		for i := range n {
			head = append(head, "q"+strconv.Itoa(i+1)+" right", "q"+strconv.Itoa(i+1)+" total")
		}
	} else {
		for _, f := range forms {
			head = append(head, f+" right", f+" total")
		}
	}
	cw.Write(append(head, "right", "answered", "total", "submitted"))
	for _, row := range rows {
		rec := []string{strconv.Itoa(row.Seq), csvSafe(row.Name)}
		for i := range n {
			if n == 1 {
				break
			}
			right, total := "", ""
			if i < len(row.Questions) {
				right, total = strconv.Itoa(row.Questions[i].Right), strconv.Itoa(row.Questions[i].Total)
			}
			rec = append(rec, right, total)
		}
		for _, f := range forms {
			if n > 1 {
				break
			}
			right, total := "", "" // a submission kept before there were parts
			for _, p := range row.Parts {
				if p.Form == f {
					right, total = strconv.Itoa(p.Right), strconv.Itoa(p.Total)
				}
			}
			rec = append(rec, right, total)
		}
		cw.Write(append(rec, strconv.Itoa(row.Right), strconv.Itoa(row.Answered), strconv.Itoa(row.Total), row.At))
	}
	cw.Flush()
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="class-`+r.PathValue("id")+`.csv"`)
	w.Header().Set("Cache-Control", "no-store")
	w.Write(buf.Bytes())
}

// csvSafe keeps a name a spreadsheet would read as a formula (=, +, -, @)
// text, by a leading apostrophe.
func csvSafe(s string) string {
	if s != "" && strings.ContainsRune("=+-@", rune(s[0])) {
		return "'" + s
	}
	return s
}
