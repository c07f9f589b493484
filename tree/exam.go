package tree

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"html"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
)

// An exam is several versions (A, B, …) of one alpha-beta exercise for
// neighbouring seats: trees of the same shape (depth, branching) and the
// same difficulty, each with a printable sheet and an answer key.
//
// Difficulty is what the student has to write and to find: the rows of the
// step table and the cut subtrees. Version A is the first tree its seed
// gives (an Exercise, so it cuts something when the shape allows it); every
// later version is the first of the trees drawn after it that has exactly
// A's number of evaluated leaves and of cut subtrees (so the same rows in
// its table and the same cells in its quiz) and a tree text unlike every
// earlier version's. Among examCandidates trees there is nearly always
// one; where there is none the closest (the least difference in evaluated
// leaves plus cut subtrees) is taken, and Exam.Tolerance says by how much.

// MaxExamVersions bounds the versions of an exam: A to Z.
const MaxExamVersions = 26

// examCandidates is how many trees a version looks at for A's difficulty.
const examCandidates = 2000

// ExamOptions shape an exam.
type ExamOptions struct {
	Versions  int    // 1..MaxExamVersions
	Depth     int    // as ExerciseOptions
	Branching int    // as ExerciseOptions
	Seed      uint64 // the same seed (and options) gives the same exam, byte for byte
	Lang      Lang   // the language of the pages
}

// ExamVersion is one version of an exam: its name ("A") and its exercise.
type ExamVersion struct {
	Name     string
	Exercise *Exercise
}

// Exam is the versions of an exam.
type Exam struct {
	Options  ExamOptions
	Versions []ExamVersion
	// Tolerance is the largest difference in evaluated leaves plus cut
	// subtrees between version A and another (0: all alike).
	Tolerance int
}

// difficulty is what makes versions alike: the evaluated leaves (the rows
// of the table) and the cut subtrees.
func difficulty(s *Solution) [2]int { return [2]int{len(s.Evaluated), len(s.Pruned)} }

// NewExam draws the versions of an exam from o.Seed.
func NewExam(o ExamOptions) (*Exam, error) {
	if o.Versions < 1 || o.Versions > MaxExamVersions {
		return nil, fmt.Errorf("versions %d: want 1 to %d", o.Versions, MaxExamVersions)
	}
	// The seeds of the candidate trees, one stream for the whole exam.
	seeds := rand.New(rand.NewPCG(o.Seed, 0x6578616d)) // "exam"
	draw := func() (*Exercise, error) {
		return NewExercise(ExerciseOptions{Depth: o.Depth, Branching: o.Branching, Seed: seeds.Uint64(), Lang: o.Lang})
	}
	first, err := draw()
	if err != nil {
		return nil, err
	}
	ex := &Exam{Options: o, Versions: []ExamVersion{{Name: "A", Exercise: first}}}
	want := difficulty(first.Solution)
	texts := map[string]bool{first.Tree.Text(false): true}
	for v := 1; v < o.Versions; v++ {
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
		ex.Versions = append(ex.Versions, ExamVersion{Name: string(rune('A' + v)), Exercise: best})
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
// version NAME.html (the problem picture, a blank step table and blank
// values on the tree) and NAME-key.html (the solution picture, the filled
// table and the values). The pictures are embedded, so each page stands
// alone; nothing depends on the clock.
func (ex *Exam) Files() (map[string][]byte, error) {
	files := map[string][]byte{}
	lang := string(ex.Options.Lang)
	var index bytes.Buffer
	title := tr(lang, "Alpha-beta exam: depth %d, branching %d, seed %d", ex.Options.Depth, ex.Options.Branching, ex.Options.Seed)
	pageHead(&index, lang, title)
	fmt.Fprintf(&index, "<h1>%s</h1>\n<p>%s</p>\n<ul>\n", esc(title),
		esc(tr(lang, "Versions alike: the same shape, the same number of evaluated leaves and of cut subtrees (difference at most %d).", ex.Tolerance)))
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
h2 { font-size: 12pt; margin: 5mm 0 2mm; break-after: avoid; }
.name { margin: 2mm 0 4mm; }
.picture { text-align: center; break-inside: avoid; }
.picture img { max-width: 100%; max-height: 110mm; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #000; padding: 1.5mm 2mm; text-align: center; }
td { height: 6mm; }
tr { break-inside: avoid; }
.key td { height: auto; }
@media print { a { color: #000; text-decoration: none; } }
`

func pageHead(b *bytes.Buffer, lang, title string) {
	fmt.Fprintf(b, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n<title>%s</title>\n<style>\n%s</style>\n</head>\n<body>\n",
		esc(lang), esc(title), examStyle)
}

// page is a version's sheet (key false) or its answer key.
func (ex *Exam) page(v ExamVersion, key bool) ([]byte, error) {
	lang := string(ex.Options.Lang)
	e := v.Exercise
	s := e.Solution
	var pic bytes.Buffer
	if err := Draw(s, DrawOptions{Solution: key, Lang: ex.Options.Lang}).SVG(&pic); err != nil {
		return nil, err
	}
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
	} else {
		fmt.Fprintf(&b, "<p>%s</p>\n", esc(s.Summary().Text(ex.Options.Lang)))
	}
	fmt.Fprintf(&b, "<div class=\"picture\"><img alt=\"%s\" src=\"data:image/svg+xml;base64,%s\"></div>\n",
		esc(tr(lang, "the tree")), base64.StdEncoding.EncodeToString(pic.Bytes()))

	// The step table, the quiz's form "table" (TableKey).
	fmt.Fprintf(&b, "<h2>%s</h2>\n<table", esc(tr(lang, "Step table")))
	if key {
		b.WriteString(` class="key"`)
	}
	b.WriteString(">\n<tr>")
	for _, h := range []string{tr(lang, "Step"), tr(lang, "Node (type)"), "α", "β", tr(lang, "v after"), tr(lang, "Update"), tr(lang, "cut")} {
		fmt.Fprintf(&b, "<th>%s</th>", esc(h))
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
		fmt.Fprintf(&b, "<tr><td>%d</td>", i+1)
		for _, c := range cells {
			fmt.Fprintf(&b, "<td>%s</td>", esc(c))
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table>\n")

	// The values on the tree, the quiz's form "tree".
	fmt.Fprintf(&b, "<h2>%s</h2>\n<table", esc(tr(lang, "Values on the tree")))
	if key {
		b.WriteString(` class="key"`)
	}
	b.WriteString(">\n<tr>")
	values := ex.treeKey(s)
	for _, nv := range values {
		fmt.Fprintf(&b, "<th>%s</th>", esc(nv[0]))
	}
	b.WriteString("</tr>\n<tr>")
	for _, nv := range values {
		if key {
			fmt.Fprintf(&b, "<td>%s</td>", esc(nv[1]))
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
		fmt.Fprintf(&b, "<p>%s %s</p>\n", esc(cuts), esc(strings.Join(names, ", ")))
	} else {
		fmt.Fprintf(&b, "<p>%s ______________________________</p>\n", esc(cuts))
	}
	fmt.Fprintf(&b, "<p><small>%s</small></p>\n", esc(tr(lang, "Tree %s · seed %d", e.Tree.Text(true), e.Options.Seed)))
	b.WriteString("</body>\n</html>\n")
	return b.Bytes(), nil
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
