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

// The class link: a lecturer creates a class quiz for a tree (POST
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
	classSubmitBurst     = 60   // submissions a client address may send at once (a class behind one NAT) …
	classSubmitEvery     = time.Second
	classTokenBytes      = 32 // the results token: 64 hex digits
	classIDBytes         = 8  // the class id: 16 hex digits
	classSubmissionBytes = 64 << 10
)

// class is a class as the database keeps it (db.Class.Data).
type class struct {
	Title   string `json:"title"`
	Tree    string `json:"tree"`
	Root    string `json:"root"`
	Strict  bool   `json:"strict"`
	Form    string `json:"form"`    // "table", "tree" or "" (both)
	Retries bool   `json:"retries"` // more than one submission per name
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

// submission is a submission as the database keeps it.
type submission struct {
	Right    int        `json:"right"`
	Answered int        `json:"answered"`
	Total    int        `json:"total"`
	Parts    []part     `json:"parts,omitempty"` // per form; absent in submissions kept before there were parts
	Sheet    tree.Sheet `json:"sheet"`
}

type classRequest struct {
	class
	Lang string `json:"lang"`
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// solveClass parses the class's tree and solves it with alpha-beta.
func solveClass(c class) (*tree.Solution, error) {
	treq := treeRequest{Tree: c.Tree, Root: c.Root, Strict: c.Strict}
	t, o, err := parseTree(&treq)
	if err != nil {
		return nil, err
	}
	o.Algo = tree.AlphaBeta
	return tree.Solve(t, o), nil
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
	treq := treeRequest{Tree: c.Tree, Root: c.Root, Strict: c.Strict}
	t, _, err := parseTree(&treq)
	if err != nil {
		fail(w, r, err)
		return
	}
	if len(t.Nodes) > maxClassTreeNodes {
		fail(w, r, errorf(http.StatusBadRequest, "tree too large for a class: %d nodes (at most %d)", len(t.Nodes), maxClassTreeNodes))
		return
	}
	c.Tree = t.Text(true)
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
	sol, err := solveClass(c)
	if err != nil {
		fail(w, r, err)
		return
	}
	var values []string
	for _, n := range sol.Tree.Nodes {
		if res := sol.Nodes[n.ID]; !n.IsLeaf() && res.Visited && !res.Pruned {
			values = append(values, n.Label)
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"title": c.Title, "tree": c.Tree, "root": cmpRoot(c.Root), "strict": c.Strict,
		"form": c.Form, "retries": c.Retries, "deadline": c.Deadline, "rows": len(sol.Rows()), "values": values, "max_name": maxStudentName})
}

func cmpRoot(r string) string {
	if strings.EqualFold(r, "min") {
		return "min"
	}
	return "max"
}

type submitRequest struct {
	Name  string     `json:"name"`
	Sheet tree.Sheet `json:"sheet"`
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
	if len(req.Sheet.Table) > maxSheetRows || len(req.Sheet.Values) > maxTreeNodes || len(req.Sheet.Cuts) > maxTreeNodes {
		fail(w, r, errorf(http.StatusBadRequest, "answer sheet too large: at most %d rows and %d values or cuts", maxSheetRows, maxTreeNodes))
		return
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
	sol, err := solveClass(c)
	if err != nil {
		fail(w, r, err)
		return
	}
	sc := sol.Check(req.Sheet, c.forms()...)
	data, _ := json.Marshal(submission{Right: sc.Right, Answered: sc.Answered, Total: sc.Total, Parts: parts(sc, c.forms()), Sheet: req.Sheet})
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
	if sc.Cells == nil {
		sc.Cells = []tree.Cell{}
	}
	writeJSON(w, http.StatusCreated, map[string]any{"seq": seq, "name": name, "score": sc, "parts": parts(sc, c.forms())})
}

// classRow is a submission in the results.
type classRow struct {
	Seq      int    `json:"seq"`
	Name     string `json:"name"`
	Right    int    `json:"right"`
	Answered int    `json:"answered"`
	Total    int    `json:"total"`
	Parts    []part `json:"parts"` // per form of the quiz, in the class's order
	At       string `json:"at"`    // RFC 3339, UTC
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
		rows = append(rows, classRow{Seq: sub.Seq, Name: sub.Name, Right: d.Right, Answered: d.Answered, Total: d.Total, Parts: d.Parts,
			At: sub.Created.UTC().Format(time.RFC3339)})
	}
	return c, rows, nil
}

func (s *Server) handleClassResults(w http.ResponseWriter, r *http.Request) {
	c, rows, err := s.classResults(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"title": c.Title, "tree": c.Tree, "form": c.Form, "retries": c.Retries, "deadline": c.Deadline,
		"submissions": rows, "max_submissions": maxClassSubmissions})
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
	head := []string{"seq", "name"}
	for _, f := range forms {
		head = append(head, f+" right", f+" total")
	}
	cw.Write(append(head, "right", "answered", "total", "submitted"))
	for _, row := range rows {
		rec := []string{strconv.Itoa(row.Seq), csvSafe(row.Name)}
		for _, f := range forms {
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
