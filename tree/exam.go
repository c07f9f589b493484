package tree

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"html"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// An exam is several versions (A, B, … or names the lecturer gives) of one
// set of alpha-beta problems for neighbouring seats: every version has the
// same number of problems, problem i of every version a tree of the same
// shape (depth, branching) and the same difficulty, each version with a
// printable sheet and an answer key.
//
// Difficulty is what the student has to write and to find: the rows of the
// step table and the cut subtrees. It is matched problem by problem, the
// trees drawn from one stream in this order: problem 1 of the first
// version, problem 1 of every later version, problem 2 of the first
// version, and so on. Problem i of the first version is the first tree
// drawn (an Exercise, so it cuts something when the shape allows it) whose
// text is unlike every earlier tree of the exam; problem i of every later
// version is the first of the trees drawn after it that has exactly the
// first version's problem i's number of evaluated leaves and of cut
// subtrees (so the same rows in its table and the same cells in its quiz)
// and a tree text unlike every earlier tree of the exam. Among
// examCandidates trees there is nearly always one; where there is none
// the closest (the least difference in evaluated leaves plus cut subtrees)
// is taken, and Exam.Tolerance says by how much.

// MaxExamVersions bounds the versions of an exam: A to Z.
const MaxExamVersions = 26

// MaxExamCount bounds the problems of a version.
const MaxExamCount = 20

// examCandidates is how many trees a problem looks at for its difficulty
// (or, in the first version, for a tree unlike the earlier ones).
const examCandidates = 2000

// largeProblemRows is the size of step table above which a problem is
// large: it gets a printed page of its own (print CSS break-before: page,
// and the problem after it starts a new page too). Smaller problems are
// only kept whole on their page (break-inside: avoid).
const largeProblemRows = 8

// ExamOptions shape an exam.
type ExamOptions struct {
	Versions  int      // 1..MaxExamVersions, named A, B, …; ignored when Names is set
	Names     []string // the versions' names (ValidExamNames); empty: A, B, … for Versions
	Count     int      // problems per version, 1..MaxExamCount; 0 is 1
	Depth     int      // as ExerciseOptions
	Branching int      // as ExerciseOptions
	Seed      uint64   // the same seed (and options) gives the same exam, byte for byte
	Lang      Lang     // the language of the pages
}

// ExamVersion is one version of an exam: its name ("A") and its problems.
type ExamVersion struct {
	Name     string
	Problems []*Exercise
}

// Exam is the versions of an exam.
type Exam struct {
	Options  ExamOptions
	Versions []ExamVersion
	// Tolerance is the largest difference in evaluated leaves plus cut
	// subtrees between a problem of the first version and the same
	// problem of another (0: all alike).
	Tolerance int
}

// difficulty is what makes versions alike: the evaluated leaves (the rows
// of the table) and the cut subtrees.
func difficulty(s *Solution) [2]int { return [2]int{len(s.Evaluated), len(s.Pruned)} }

// ParseExamVersions reads --versions: a number N (1..MaxExamVersions) is
// the versions A, B, … (N of them); otherwise a comma-separated list of
// names, checked by ValidExamNames.
func ParseExamVersions(s string) ([]string, error) {
	s = strings.TrimSpace(s)
	if n, err := strconv.Atoi(s); err == nil {
		if n < 1 || n > MaxExamVersions {
			return nil, errorf("--versions %d: want 1 to %d", n, MaxExamVersions)
		}
		return letterNames(n), nil
	}
	var names []string
	for _, f := range strings.Split(s, ",") {
		names = append(names, strings.TrimSpace(f))
	}
	return names, ValidExamNames(names)
}

func letterNames(n int) []string {
	names := make([]string, n)
	for i := range names {
		names[i] = string(rune('A' + i))
	}
	return names
}

var examNameRE = regexp.MustCompile(`^[A-Za-z0-9_]{1,16}$`)

// ValidExamNames checks the versions' names: 1 to MaxExamVersions of them,
// each 1 to 16 letters, digits or underscores (they name the files
// NAME.html and NAME-key.html), none "index", no two alike when case is
// ignored (as on a case-insensitive disk).
func ValidExamNames(names []string) error {
	if len(names) < 1 || len(names) > MaxExamVersions {
		return errorf("--versions: want 1 to %d names, got %d", MaxExamVersions, len(names))
	}
	seen := map[string]bool{}
	for _, n := range names {
		if !examNameRE.MatchString(n) || strings.EqualFold(n, "index") {
			return errorf("--versions: version name %q: want 1 to 16 letters, digits or _, not index", n)
		}
		if seen[strings.ToLower(n)] {
			return errorf("--versions: version name %q given twice", n)
		}
		seen[strings.ToLower(n)] = true
	}
	return nil
}

// NewExam draws the versions of an exam from o.Seed.
func NewExam(o ExamOptions) (*Exam, error) {
	if len(o.Names) == 0 {
		if o.Versions < 1 || o.Versions > MaxExamVersions {
			return nil, errorf("--versions %d: want 1 to %d", o.Versions, MaxExamVersions)
		}
		o.Names = letterNames(o.Versions)
	}
	if err := ValidExamNames(o.Names); err != nil {
		return nil, err
	}
	o.Versions = len(o.Names)
	if o.Count == 0 {
		o.Count = 1
	}
	if o.Count < 1 || o.Count > MaxExamCount {
		return nil, errorf("--count %d: want 1 to %d", o.Count, MaxExamCount)
	}
	// The seeds of the candidate trees, one stream for the whole exam.
	seeds := rand.New(rand.NewPCG(o.Seed, 0x6578616d)) // "exam"
	draw := func() (*Exercise, error) {
		return NewExercise(ExerciseOptions{Depth: o.Depth, Branching: o.Branching, Seed: seeds.Uint64(), Lang: o.Lang})
	}
	ex := &Exam{Options: o}
	for _, name := range o.Names {
		ex.Versions = append(ex.Versions, ExamVersion{Name: name})
	}
	texts := map[string]bool{}
	for range o.Count {
		// The first version's problem p: the first tree unlike the earlier
		// ones (or the first drawn, should every candidate repeat one).
		var first *Exercise
		for range examCandidates {
			e, err := draw()
			if err != nil {
				return nil, err
			}
			if first == nil {
				first = e
			}
			if !texts[e.Tree.Text(false)] {
				first = e
				break
			}
		}
		texts[first.Tree.Text(false)] = true
		ex.Versions[0].Problems = append(ex.Versions[0].Problems, first)
		want := difficulty(first.Solution)
		for v := 1; v < len(ex.Versions); v++ {
			var best *Exercise
			bestDiff := -1
			for range examCandidates {
				e, err := draw()
				if err != nil {
					return nil, err
				}
				if texts[e.Tree.Text(false)] {
					continue
				}
				d := difficulty(e.Solution)
				diff := abs(d[0]-want[0]) + abs(d[1]-want[1])
				if bestDiff < 0 || diff < bestDiff {
					best, bestDiff = e, diff
				}
				if diff == 0 {
					break
				}
			}
			if best == nil { // every candidate repeated an earlier tree (a tiny shape)
				best, bestDiff = first, 0
			}
			ex.Tolerance = max(ex.Tolerance, bestDiff)
			texts[best.Tree.Text(false)] = true
			ex.Versions[v].Problems = append(ex.Versions[v].Problems, best)
		}
	}
	return ex, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Files renders the exam: index.html linking every version, and per
// version NAME.html (per problem: the problem picture, a blank step table
// and blank values on the tree) and NAME-key.html (per problem: the
// solution picture, the filled table, the values and the cut subtrees). The pictures are embedded, so each page stands
// alone; nothing depends on the clock.
func (ex *Exam) Files() (map[string][]byte, error) {
	files := map[string][]byte{}
	lang := string(ex.Options.Lang)
	var index bytes.Buffer
	title := tr(lang, "Alpha-beta exam: depth %d, branching %d, seed %d", ex.Options.Depth, ex.Options.Branching, ex.Options.Seed)
	pageHead(&index, lang, title)
	fmt.Fprintf(&index, "<h1>%s</h1>\n<p>%s</p>\n<ul>\n", esc(title),
		esc(tr(lang, "Versions alike: the same shape, the same number of evaluated leaves and of cut subtrees (difference at most %d).", ex.Tolerance)))
	fmt.Fprintf(&index, "<p>%s</p>\n", esc(tr(lang, "Problems per version: %d.", ex.Options.Count)))
	for _, v := range ex.Versions {
		fmt.Fprintf(&index, "<li><a href=\"%s.html\">%s</a> · <a href=\"%s-key.html\">%s</a></li>\n",
			v.Name, esc(tr(lang, "Version %s", v.Name)), v.Name, esc(tr(lang, "answer key")))
	}
	index.WriteString("</ul>\n</body>\n</html>\n")
	files["index.html"] = index.Bytes()
	for _, v := range ex.Versions {
		for _, key := range []bool{false, true} {
			b, err := ex.page(v, key)
			if err != nil {
				return nil, err
			}
			name := v.Name + ".html"
			if key {
				name = v.Name + "-key.html"
			}
			files[name] = b
		}
	}
	return files, nil
}

// FileNames are the names of Files in the order a listing shows them.
func (ex *Exam) FileNames() []string {
	names := []string{"index.html"}
	for _, v := range ex.Versions {
		names = append(names, v.Name+".html", v.Name+"-key.html")
	}
	return names
}

// WriteFiles writes Files into dir, creating it, and returns the paths.
func (ex *Exam) WriteFiles(dir string) ([]string, error) {
	files, err := ex.Files()
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var paths []string
	for _, name := range ex.FileNames() {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, files[name], 0o644); err != nil {
			return nil, err
		}
		paths = append(paths, p)
	}
	return paths, nil
}

func esc(s string) string { return html.EscapeString(s) }

// examStyle is the pages' stylesheet: A4, a table that fills the width,
// cells tall enough to write in, the picture kept with its heading.
const examStyle = `@page { size: A4; margin: 15mm; }
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 11pt; color: #000; max-width: 180mm; margin: 0 auto; }
h1 { font-size: 15pt; margin: 0 0 4mm; }
h2 { font-size: 13pt; margin: 5mm 0 2mm; break-after: avoid; }
h3 { font-size: 12pt; margin: 5mm 0 2mm; break-after: avoid; }
.name { margin: 2mm 0 4mm; }
.picture { text-align: center; break-inside: avoid; }
.picture img { max-width: 100%; max-height: 110mm; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #000; padding: 1.5mm 2mm; text-align: center; }
td { height: 6mm; }
tr { break-inside: avoid; }
.key td { height: auto; }
.problem { break-inside: avoid; }
.problem.page { break-before: page; }
@media print { a { color: #000; text-decoration: none; } }
`

func pageHead(b *bytes.Buffer, lang, title string) {
	fmt.Fprintf(b, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n<title>%s</title>\n<style>\n%s</style>\n</head>\n<body>\n",
		esc(lang), esc(title), examStyle)
}

// page is a version's sheet (key false) or its answer key: a heading, then
// its problems, each a <section class="problem">; a large problem
// (largeProblemRows) and the one after it start a printed page.
func (ex *Exam) page(v ExamVersion, key bool) ([]byte, error) {
	lang := string(ex.Options.Lang)
	var b bytes.Buffer
	title := tr(lang, "Alpha-beta exam, version %s", v.Name)
	if key {
		title = tr(lang, "Alpha-beta exam, version %s: answer key", v.Name)
	}
	pageHead(&b, lang, title)
	fmt.Fprintf(&b, "<h1>%s</h1>\n", esc(title))
	if !key {
		fmt.Fprintf(&b, "<p class=\"name\">%s ______________________________</p>\n", esc(tr(lang, "Name:")))
		fmt.Fprintf(&b, "<p>%s</p>\n", esc(tr(lang, "Search the tree with alpha-beta (the root is MAX, children left to right, a cut when v ≥ β at MAX and v ≤ α at MIN). Fill in the step table, write v at every inner node the search visits, and mark the cut subtrees.")))
	}
	prevLarge := false
	for i, e := range v.Problems {
		large := len(e.Solution.TableKey()) > largeProblemRows
		class := "problem"
		if i > 0 && (large || prevLarge) {
			class += " page"
		}
		prevLarge = large
		fmt.Fprintf(&b, "<section class=\"%s\">\n", class)
		if len(v.Problems) > 1 {
			fmt.Fprintf(&b, "<h2>%s</h2>\n", esc(tr(lang, "Problem %d", i+1)))
		}
		if err := ex.problem(&b, e, key); err != nil {
			return nil, err
		}
		b.WriteString("</section>\n")
	}
	b.WriteString("</body>\n</html>\n")
	return b.Bytes(), nil
}

// problem writes one problem: the picture, the step table, the values on
// the tree and the cut subtrees, blank on the sheet, filled in the key.
func (ex *Exam) problem(b *bytes.Buffer, e *Exercise, key bool) error {
	lang := string(ex.Options.Lang)
	s := e.Solution
	var pic bytes.Buffer
	if err := Draw(s, DrawOptions{Solution: key, Lang: ex.Options.Lang}).SVG(&pic); err != nil {
		return err
	}
	if key {
		fmt.Fprintf(b, "<p>%s</p>\n", esc(s.Summary().Text(ex.Options.Lang)))
	}
	fmt.Fprintf(b, "<div class=\"picture\"><img alt=\"%s\" src=\"data:image/svg+xml;base64,%s\"></div>\n",
		esc(tr(lang, "the tree")), base64.StdEncoding.EncodeToString(pic.Bytes()))

	// The step table, the quiz's form "table" (TableKey).
	fmt.Fprintf(b, "<h3>%s</h3>\n<table", esc(tr(lang, "Step table")))
	if key {
		b.WriteString(` class="key"`)
	}
	b.WriteString(">\n<tr>")
	for _, h := range []string{tr(lang, "Step"), tr(lang, "Node (type)"), "α", "β", tr(lang, "v after"), tr(lang, "Update"), tr(lang, "cut")} {
		fmt.Fprintf(b, "<th>%s</th>", esc(h))
	}
	b.WriteString("</tr>\n")
	for i, r := range s.TableKey() {
		cut := tr(lang, "no")
		if r.Cut == "yes" {
			cut = tr(lang, "yes")
		}
		cells := []string{r.Node, r.Alpha, r.Beta, r.V, r.Update, cut}
		if !key {
			cells = make([]string, len(cells))
		}
		fmt.Fprintf(b, "<tr><td>%d</td>", i+1)
		for _, c := range cells {
			fmt.Fprintf(b, "<td>%s</td>", esc(c))
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table>\n")

	// The values on the tree, the quiz's form "tree".
	fmt.Fprintf(b, "<h3>%s</h3>\n<table", esc(tr(lang, "Values on the tree")))
	if key {
		b.WriteString(` class="key"`)
	}
	b.WriteString(">\n<tr>")
	values := ex.treeKey(s)
	for _, nv := range values {
		fmt.Fprintf(b, "<th>%s</th>", esc(nv[0]))
	}
	b.WriteString("</tr>\n<tr>")
	for _, nv := range values {
		if key {
			fmt.Fprintf(b, "<td>%s</td>", esc(nv[1]))
		} else {
			b.WriteString("<td></td>")
		}
	}
	b.WriteString("</tr>\n</table>\n")
	cuts := tr(lang, "Cut subtrees:")
	if key {
		var names []string
		for _, n := range s.Pruned {
			names = append(names, nodeLabel(n))
		}
		if len(names) == 0 {
			names = []string{"—"}
		}
		fmt.Fprintf(b, "<p>%s %s</p>\n", esc(cuts), esc(strings.Join(names, ", ")))
	} else {
		fmt.Fprintf(b, "<p>%s ______________________________</p>\n", esc(cuts))
	}
	fmt.Fprintf(b, "<p><small>%s</small></p>\n", esc(tr(lang, "Tree %s · seed %d", e.Tree.Text(true), e.Options.Seed)))
	return nil
}

// treeKey is the values on the tree, as the quiz's form "tree" asks them:
// the label and v of every inner node the search visits, in node order.
func (ex *Exam) treeKey(s *Solution) [][2]string {
	var out [][2]string
	for _, n := range s.Tree.Nodes {
		r := s.Nodes[n.ID]
		if n.IsLeaf() || !r.Visited || r.Pruned {
			continue
		}
		out = append(out, [2]string{n.Label, num(r.V)})
	}
	return out
}
