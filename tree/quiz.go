package tree

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The quiz of the lecture, in its two forms, checked against a Solution.
//
// The step table: one row per row of Solution.Rows (the lecture's α/β/v
// table), each with six cells: the node, α and β (the window of the step,
// the table's "Inherited (α, β)" column), v after the step, the update
// ("α=5", "β=3" or "—") and the cut (whether the node cuts off its remaining
// children at that step).
//
// The values on the tree: v at every inner node the search visits, and a
// mark on the root of every cut subtree.
//
// Only answered cells earn marks: an empty cell is wrong and its verdict
// says it was not answered, so an empty sheet scores 0 of Total. In the tree
// form a mark on a branch that is not cut is an extra wrong cell: it is
// listed, adds one to Answered but not to Total, and takes one mark off
// (never below 0).

// SheetRow is one answered row of the step table; every field is the text
// the student wrote, "" when left empty. Cut is "yes" or "no" (also "có",
// "không", "x", "✓", "true", "false", "—"), "" when not answered.
type SheetRow struct {
	Node   string `json:"node"`
	Alpha  string `json:"alpha"`
	Beta   string `json:"beta"`
	V      string `json:"v"`
	Update string `json:"update"`
	Cut    string `json:"cut"`
}

// Sheet is a student's answers. Table is the step table, row by row (rows
// past its end are ignored, missing rows are empty). Values maps an inner
// node's label to the v written at it; Cuts lists the labels or paths
// ("0.1.1") of the branches marked as cut.
type Sheet struct {
	Table  []SheetRow        `json:"table"`
	Values map[string]string `json:"values"`
	Cuts   []string          `json:"cuts"`
}

// Cell is the verdict on one cell of a sheet.
type Cell struct {
	Form     string `json:"form"`  // "table" or "tree"
	Row      int    `json:"row"`   // the table's step (1-based); 0 in the tree form
	Node     string `json:"node"`  // the node's label (tree form: the node the cell is at; a leaf is its path)
	Path     string `json:"path"`  // the node's path
	Field    string `json:"field"` // node, alpha, beta, v, update, cut
	Answer   string `json:"answer"`
	Want     string `json:"want"`
	Answered bool   `json:"answered"`
	Right    bool   `json:"right"`
	Extra    bool   `json:"extra,omitempty"` // a cut marked on a branch that is not cut
}

// Score is a checked sheet: every cell's verdict, and the marks.
type Score struct {
	Cells    []Cell `json:"cells"`
	Right    int    `json:"right"`    // right cells, less one per extra mark, never below 0
	Answered int    `json:"answered"` // answered cells (extra marks included)
	Total    int    `json:"total"`    // the cells of the form(s) checked
}

// Check checks the sheet against the solution in the given forms ("table",
// "tree" or both when forms is empty).
func (s *Solution) Check(sheet Sheet, forms ...string) Score {
	want := map[string]bool{}
	for _, f := range forms {
		want[f] = true
	}
	if len(forms) == 0 {
		want["table"], want["tree"] = true, true
	}
	var sc Score
	if want["table"] {
		s.checkTable(&sc, sheet.Table)
	}
	if want["tree"] {
		s.checkTree(&sc, sheet)
	}
	extra := 0
	for _, c := range sc.Cells {
		if c.Answered {
			sc.Answered++
		}
		if c.Right {
			sc.Right++
		}
		if c.Extra {
			extra++
		} else {
			sc.Total++
		}
	}
	sc.Right = max(0, sc.Right-extra)
	return sc
}

// TableKey is the right answer of the step table: a SheetRow per row, as
// the lecture writes it.
func (s *Solution) TableKey() []SheetRow {
	rows := s.Rows()
	key := make([]SheetRow, len(rows))
	for i, r := range rows {
		key[i] = SheetRow{Node: r.Node.Label, Alpha: num(r.Alpha), Beta: num(r.Beta), V: num(r.V), Update: updateText(r), Cut: "no"}
		if r.Cut != nil {
			key[i].Cut = "yes"
		}
	}
	return key
}

func updateText(r Row) string {
	switch r.Update {
	case 'a':
		return "α=" + num(r.NewBound)
	case 'b':
		return "β=" + num(r.NewBound)
	}
	return "—"
}

func (s *Solution) checkTable(sc *Score, answers []SheetRow) {
	rows := s.Rows()
	key := s.TableKey()
	for i, r := range rows {
		var a SheetRow
		if i < len(answers) {
			a = answers[i]
		}
		k := key[i]
		add := func(field, got, want string, right func(string) bool) {
			got = strings.TrimSpace(got)
			c := Cell{Form: "table", Row: i + 1, Node: r.Node.Label, Path: r.Node.PathString(), Field: field,
				Answer: clip(got), Want: want, Answered: got != ""}
			c.Right = c.Answered && right(got)
			sc.Cells = append(sc.Cells, c)
		}
		add("node", a.Node, k.Node, func(g string) bool { return sameLabel(g, r.Node.Label) })
		add("alpha", a.Alpha, k.Alpha, func(g string) bool { return sameNumber(g, r.Alpha) })
		add("beta", a.Beta, k.Beta, func(g string) bool { return sameNumber(g, r.Beta) })
		add("v", a.V, k.V, func(g string) bool { return sameNumber(g, r.V) })
		add("update", a.Update, k.Update, func(g string) bool { return sameUpdate(g, r) })
		add("cut", a.Cut, k.Cut, func(g string) bool {
			yes, ok := ParseYes(g)
			return ok && yes == (r.Cut != nil)
		})
	}
}

func (s *Solution) checkTree(sc *Score, sheet Sheet) {
	for _, n := range s.Tree.Nodes {
		r := s.Nodes[n.ID]
		if n.IsLeaf() || !r.Visited || r.Pruned {
			continue
		}
		got := strings.TrimSpace(sheet.Values[n.Label])
		c := Cell{Form: "tree", Node: n.Label, Path: n.PathString(), Field: "v", Answer: clip(got), Want: num(r.V), Answered: got != ""}
		c.Right = c.Answered && sameNumber(got, r.V)
		sc.Cells = append(sc.Cells, c)
	}
	marked := map[int]bool{}
	for _, m := range sheet.Cuts {
		if n := s.nodeNamed(m); n != nil && n != s.Tree.Root {
			marked[n.ID] = true
		}
	}
	for _, n := range s.Tree.Nodes {
		r := s.Nodes[n.ID]
		ok := marked[n.ID]
		switch {
		case r.CutRoot:
			c := Cell{Form: "tree", Node: nodeLabel(n), Path: n.PathString(), Field: "cut", Want: "yes", Answered: ok, Right: ok}
			if ok {
				c.Answer = "yes"
			}
			sc.Cells = append(sc.Cells, c)
		case ok:
			sc.Cells = append(sc.Cells, Cell{Form: "tree", Node: nodeLabel(n), Path: n.PathString(), Field: "cut",
				Answer: "yes", Want: "no", Answered: true, Extra: true})
		}
	}
}

// maxAnswer bounds the answer a verdict echoes, in bytes.
const maxAnswer = 64

// clip shortens an answer to maxAnswer bytes, on a rune boundary, with "…".
func clip(s string) string {
	if len(s) <= maxAnswer {
		return s
	}
	i := maxAnswer
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}

// nodeLabel is a node's label, or its path for an unnamed leaf.
func nodeLabel(n *Node) string {
	if n.Label != "" {
		return n.Label
	}
	return n.PathString()
}

// nodeNamed finds a node by its label or its path ("" is the root's path
// only when written as such, so an empty mark names nothing).
func (s *Solution) nodeNamed(m string) *Node {
	m = strings.TrimSpace(m)
	if m == "" {
		return nil
	}
	for _, n := range s.Tree.Nodes {
		if n.Label != "" && strings.EqualFold(n.Label, m) {
			return n
		}
	}
	for _, n := range s.Tree.Nodes {
		if n.PathString() == m {
			return n
		}
	}
	return nil
}

// sameLabel accepts "B", "b" and "B (MIN)".
func sameLabel(got, label string) bool {
	if i := strings.IndexByte(got, '('); i > 0 {
		got = got[:i]
	}
	return strings.EqualFold(strings.TrimSpace(got), label)
}

// ParseNumber reads a number as students write it: "5", "-3", "2,5",
// "−∞", "-inf", "∞", "+inf", "infinity". ok is false for anything else.
func ParseNumber(s string) (float64, bool) {
	s = strings.ToLower(strings.Join(strings.Fields(s), ""))
	s = strings.ReplaceAll(s, "−", "-")
	sign := 1.0
	switch {
	case strings.HasPrefix(s, "-"):
		sign, s = -1, s[1:]
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	}
	switch s {
	case "∞", "inf", "infinity", "vc", "vô cùng":
		return sign * math.Inf(1), true
	case "":
		return 0, false
	}
	v, err := strconv.ParseFloat(strings.Replace(s, ",", ".", 1), 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, false
	}
	return sign * v, true
}

func sameNumber(got string, want float64) bool {
	v, ok := ParseNumber(got)
	return ok && v == want
}

// sameUpdate accepts "α=5", "a=5", "alpha = 5", "β=3", "b=3", "beta=3", and
// "—", "-", "none", "không" for no update.
func sameUpdate(got string, r Row) bool {
	g := strings.ToLower(strings.Join(strings.Fields(got), ""))
	switch g {
	case "—", "-", "–", "none", "không", "khong", "0":
		return r.Update == 0
	}
	name, val, ok := strings.Cut(g, "=")
	if !ok {
		return false
	}
	var u byte
	switch name {
	case "α", "a", "alpha", "anpha":
		u = 'a'
	case "β", "b", "beta", "bêta":
		u = 'b'
	default:
		return false
	}
	return u == r.Update && sameNumber(val, r.NewBound)
}

// ParseYes reads a cut cell: yes ("yes", "có", "x", "✓", "true", "cut",
// "cắt") or no ("no", "không", "—", "-", "false"); ok is false otherwise.
func ParseYes(s string) (yes, ok bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "yes", "y", "có", "co", "x", "✓", "true", "cut", "cắt", "1":
		return true, true
	case "no", "n", "không", "khong", "—", "-", "–", "false", "0":
		return false, true
	}
	return false, false
}
