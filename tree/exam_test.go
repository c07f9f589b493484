package tree

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The same seed and flags give the same pages, byte for byte, through the
// command; a number of versions is the same as the letters; the versions
// are different trees of the same shape and difficulty.
func TestExamReproducible(t *testing.T) {
	dir := t.TempDir()
	var first map[string][]byte
	for i, versions := range []string{"A,B,C", "A,B,C", "3"} {
		d := filepath.Join(dir, string(rune('a'+i)))
		out, errs, code := runTreeCmd(t, "", "exam", "--count", "2", "--versions", versions, "--depth", "3", "--branching", "3", "--seed", "11", "--out", d, "--lang", "vi")
		if code != 0 || !strings.HasPrefix(out, "mã sinh 11: 3 phiên bản (A, B, C), số bài mỗi phiên bản: 2") {
			t.Fatalf("exam: %d %s %s", code, out, errs)
		}
		files := map[string][]byte{}
		for _, name := range []string{"index.html", "A.html", "A-key.html", "B.html", "B-key.html", "C.html", "C-key.html"} {
			b, err := os.ReadFile(filepath.Join(d, name))
			if err != nil || len(b) == 0 {
				t.Fatalf("%s: %v", name, err)
			}
			files[name] = b
		}
		entries, _ := os.ReadDir(d)
		if len(entries) != len(files) {
			t.Errorf("%d files written, want %d", len(entries), len(files))
		}
		if i == 0 {
			first = files
			continue
		}
		for name, b := range files {
			if !bytes.Equal(b, first[name]) {
				t.Errorf("seed 11 (--versions %s) gave a different %s", versions, name)
			}
		}
	}
	for _, name := range []string{"A.html", "B-key.html"} {
		if !bytes.Contains(first[name], []byte(`<html lang="vi">`)) || !bytes.Contains(first[name], []byte("Bảng theo dõi")) ||
			!bytes.Contains(first[name], []byte("@page { size: A4")) || !bytes.Contains(first[name], []byte("<h2>Bài 2</h2>")) {
			t.Errorf("%s: not a Vietnamese A4 page of two problems", name)
		}
		if n := bytes.Count(first[name], []byte(`<section class="problem`)); n != 2 {
			t.Errorf("%s: %d problems, want 2", name, n)
		}
	}
	if !bytes.Contains(first["index.html"], []byte(`href="B-key.html"`)) {
		t.Errorf("index.html does not link B's key")
	}
	// Named versions name the files.
	d := filepath.Join(dir, "named")
	out, errs, code := runTreeCmd(t, "", "exam", "--versions", "Sang,Chieu", "--seed", "3", "--out", d)
	if code != 0 || !strings.HasPrefix(out, "seed 3: 2 versions (Sang, Chieu), problems per version: 1") {
		t.Fatalf("exam: %d %s %s", code, out, errs)
	}
	for _, name := range []string{"Sang.html", "Sang-key.html", "Chieu.html", "Chieu-key.html"} {
		if _, err := os.Stat(filepath.Join(d, name)); err != nil {
			t.Error(err)
		}
	}
	for _, bad := range [][]string{{"--versions", "A,a"}, {"--versions", "index"}, {"--versions", "A-key"}, {"--versions", "27"},
		{"--versions", "A,,B"}, {"--count", "0"}, {"--count", "21"}} {
		_, errs, code := runTreeCmd(t, "", append([]string{"exam", "--seed", "1", "--out", filepath.Join(dir, "bad")}, bad...)...)
		if code != 2 || !strings.Contains(errs, bad[0]) {
			t.Errorf("%v: %d %s", bad, code, errs)
		}
	}
	// Another seed, another exam.
	ex1, _ := NewExam(ExamOptions{Versions: 2, Depth: 3, Branching: 2, Seed: 1})
	ex2, _ := NewExam(ExamOptions{Versions: 2, Depth: 3, Branching: 2, Seed: 2})
	if ex1.Versions[0].Problems[0].Tree.Text(false) == ex2.Versions[0].Problems[0].Tree.Text(false) {
		t.Errorf("seeds 1 and 2 gave the same tree")
	}
}

func TestParseExamVersions(t *testing.T) {
	for in, want := range map[string]string{"1": "A", "3": "A B C", "26": "A B C D E F G H I J K L M N O P Q R S T U V W X Y Z",
		"A,B": "A B", " Sang , Chieu ": "Sang Chieu", "de_1,de_2": "de_1 de_2", "X": "X"} {
		got, err := ParseExamVersions(in)
		if err != nil || strings.Join(got, " ") != want {
			t.Errorf("%q: %q %v, want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"0", "27", "-1", "", "A,a", "Index", "A/B", "A.B", "A-key", "abcdefghijklmnopq", "Ă"} {
		if got, err := ParseExamVersions(in); err == nil {
			t.Errorf("%q accepted: %q", in, got)
		}
	}
}

func TestExamVersionsAlike(t *testing.T) {
	for _, o := range []ExamOptions{{Versions: 4, Depth: 3, Branching: 2, Seed: 7}, {Versions: 3, Depth: 2, Branching: 3, Seed: 1},
		{Versions: 2, Depth: 4, Branching: 2, Seed: 99}, {Names: []string{"P", "Q", "R"}, Count: 4, Depth: 3, Branching: 3, Seed: 5}} {
		ex, err := NewExam(o)
		if err != nil {
			t.Fatal(err)
		}
		count := max(o.Count, 1)
		if len(ex.Versions) != max(o.Versions, len(o.Names)) || ex.Tolerance != 0 {
			t.Errorf("%+v: %d versions, tolerance %d", o, len(ex.Versions), ex.Tolerance)
		}
		seen := map[string]string{}
		for _, v := range ex.Versions {
			if len(v.Problems) != count {
				t.Fatalf("%+v: version %s has %d problems", o, v.Name, len(v.Problems))
			}
			for i, e := range v.Problems {
				a := ex.Versions[0].Problems[i]
				text := e.Tree.Text(false)
				if prev, ok := seen[text]; ok {
					t.Errorf("%+v: %s and %s/%d are the same tree %s", o, prev, v.Name, i+1, text)
				}
				seen[text] = v.Name + "/" + string(rune('1'+i))
				if e.Tree.Leaves != a.Tree.Leaves || len(e.Tree.Nodes) != len(a.Tree.Nodes) ||
					difficulty(e.Solution) != difficulty(a.Solution) || len(e.Solution.Rows()) != len(a.Solution.Rows()) {
					t.Errorf("%+v: version %s problem %d differs from A's: %v vs %v", o, v.Name, i+1, difficulty(e.Solution), difficulty(a.Solution))
				}
				if len(e.Solution.Pruned) == 0 {
					t.Errorf("%+v: version %s problem %d cuts nothing", o, v.Name, i+1)
				}
			}
		}
	}
	for _, o := range []ExamOptions{{Versions: 27, Depth: 2, Branching: 2}, {Versions: 2, Count: 21, Depth: 2, Branching: 2},
		{Names: []string{"A", "A"}, Depth: 2, Branching: 2}} {
		if _, err := NewExam(o); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
}

// A large problem (more than largeProblemRows rows) gets a printed page of
// its own, and the problem after it starts a new page; small ones share.
func TestExamPageBreaks(t *testing.T) {
	for _, o := range []ExamOptions{{Versions: 1, Count: 3, Depth: 4, Branching: 3, Seed: 2}, {Versions: 1, Count: 3, Depth: 2, Branching: 2, Seed: 2}} {
		ex, err := NewExam(o)
		if err != nil {
			t.Fatal(err)
		}
		files, err := ex.Files()
		if err != nil {
			t.Fatal(err)
		}
		page := string(files["A.html"])
		if !strings.Contains(page, ".problem.page { break-before: page; }") {
			t.Fatal("no page break in the stylesheet")
		}
		sections := regexp.MustCompile(`<section class="([a-z ]+)">`).FindAllStringSubmatch(page, -1)
		if len(sections) != 3 {
			t.Fatalf("%d problems", len(sections))
		}
		for i, m := range sections {
			large := len(ex.Versions[0].Problems[i].Solution.TableKey()) > largeProblemRows
			prevLarge := i > 0 && len(ex.Versions[0].Problems[i-1].Solution.TableKey()) > largeProblemRows
			want := "problem"
			if i > 0 && (large || prevLarge) {
				want = "problem page"
			}
			if m[1] != want {
				t.Errorf("depth %d problem %d: class %q, want %q", o.Depth, i+1, m[1], want)
			}
		}
		if o.Depth == 4 && sections[1][1] != "problem page" || o.Depth == 2 && sections[1][1] != "problem" {
			t.Errorf("depth %d: problem 2 is %q", o.Depth, sections[1][1])
		}
	}
}

var (
	rowRE  = regexp.MustCompile(`<tr><td>(\d+)</td>((?:<td>[^<]*</td>)+)</tr>`)
	cellRE = regexp.MustCompile(`<td>([^<]*)</td>`)
)

// The key's tables and values, read back from the page problem by problem
// and given to the quiz checker, score full marks: they are tree.Solve's;
// the sheet's tables have the key's rows, all blank.
func TestExamKeyMatchesSolve(t *testing.T) {
	ex, err := NewExam(ExamOptions{Names: []string{"A", "B"}, Count: 3, Depth: 3, Branching: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	files, err := ex.Files()
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range ex.Versions {
		keys := strings.Split(string(files[v.Name+"-key.html"]), "<section ")[1:]
		sheets := strings.Split(string(files[v.Name+".html"]), "<section ")[1:]
		if len(keys) != 3 || len(sheets) != 3 {
			t.Fatalf("%s: %d and %d problems, want 3", v.Name, len(keys), len(sheets))
		}
		for p, e := range v.Problems {
			name := fmt.Sprintf("%s problem %d", v.Name, p+1)
			sol := Solve(e.Tree, Options{})
			key, sheet := keys[p], sheets[p]
			var got Sheet
			i := strings.Index(key, "Values on the tree")
			for _, m := range rowRE.FindAllStringSubmatch(key[:i], -1) {
				var c []string
				for _, cm := range cellRE.FindAllStringSubmatch(m[2], -1) {
					c = append(c, strings.ReplaceAll(cm[1], "&gt;", ">"))
				}
				if len(c) != 6 {
					t.Fatalf("%s key: a row of %d cells", name, len(c))
				}
				got.Table = append(got.Table, SheetRow{Node: c[0], Alpha: c[1], Beta: c[2], V: c[3], Update: c[4], Cut: c[5]})
			}
			// The values on the tree: a header row of labels, a row of values.
			th := regexp.MustCompile(`<th>([^<]*)</th>`).FindAllStringSubmatch(key[i:], -1)
			td := cellRE.FindAllStringSubmatch(key[i:], -1)
			got.Values = map[string]string{}
			for j := range th {
				got.Values[th[j][1]] = td[j][1]
			}
			cuts := regexp.MustCompile(`Cut subtrees: ([^<]*)</p>`).FindStringSubmatch(key)
			if cuts == nil {
				t.Fatalf("%s key: no cut subtrees", name)
			}
			got.Cuts = strings.Split(cuts[1], ", ")
			sc := sol.Check(got)
			if sc.Right != sc.Total || sc.Total == 0 {
				t.Errorf("%s key scores %d of %d", name, sc.Right, sc.Total)
			}
			if len(got.Table) != len(sol.Rows()) {
				t.Errorf("%s key: %d rows, want %d", name, len(got.Table), len(sol.Rows()))
			}
			// A key of another problem does not score full marks here.
			if p > 0 {
				if other := Solve(v.Problems[p-1].Tree, Options{}); other.Check(got).Right == other.Check(got).Total {
					t.Errorf("%s key also scores full on problem %d", name, p)
				}
			}
			blank := rowRE.FindAllStringSubmatch(sheet, -1)
			if len(blank) != len(sol.Rows()) {
				t.Errorf("%s sheet: %d rows, want %d", name, len(blank), len(sol.Rows()))
			}
			for _, m := range blank {
				if m[2] != strings.Repeat("<td></td>", 6) {
					t.Errorf("%s sheet: a row not blank: %s", name, m[0])
				}
			}
			if strings.Contains(sheet, "Cut subtrees: "+cuts[1]) || !strings.Contains(sheet, e.Tree.Text(true)) {
				t.Errorf("%s sheet gives the cuts away or is not the problem's tree", name)
			}
		}
	}
}
