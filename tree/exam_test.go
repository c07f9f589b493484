package tree

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The same seed and flags give the same pages, byte for byte, through the
// command; the versions are different trees of the same shape and
// difficulty.
func TestExamReproducible(t *testing.T) {
	dir := t.TempDir()
	var first map[string][]byte
	for i := range 2 {
		d := filepath.Join(dir, string(rune('a'+i)))
		out, errs, code := runTreeCmd(t, "", "exam", "--versions", "3", "--depth", "3", "--branching", "3", "--seed", "11", "--out", d, "--lang", "vi")
		if code != 0 || !strings.HasPrefix(out, "hạt giống 11: 3 phiên bản") {
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
				t.Errorf("seed 11 gave a different %s the second time", name)
			}
		}
	}
	for _, name := range []string{"A.html", "B-key.html"} {
		if !bytes.Contains(first[name], []byte(`<html lang="vi">`)) || !bytes.Contains(first[name], []byte("Bảng theo dõi")) ||
			!bytes.Contains(first[name], []byte("@page { size: A4")) {
			t.Errorf("%s: not a Vietnamese A4 page", name)
		}
	}
	if !bytes.Contains(first["index.html"], []byte(`href="B-key.html"`)) {
		t.Errorf("index.html does not link B's key")
	}
	// Another seed, another exam.
	ex1, _ := NewExam(ExamOptions{Versions: 2, Depth: 3, Branching: 2, Seed: 1})
	ex2, _ := NewExam(ExamOptions{Versions: 2, Depth: 3, Branching: 2, Seed: 2})
	if ex1.Versions[0].Exercise.Tree.Text(false) == ex2.Versions[0].Exercise.Tree.Text(false) {
		t.Errorf("seeds 1 and 2 gave the same tree")
	}
}

func TestExamVersionsAlike(t *testing.T) {
	for _, o := range []ExamOptions{{Versions: 4, Depth: 3, Branching: 2, Seed: 7}, {Versions: 3, Depth: 2, Branching: 3, Seed: 1},
		{Versions: 2, Depth: 4, Branching: 2, Seed: 99}} {
		ex, err := NewExam(o)
		if err != nil {
			t.Fatal(err)
		}
		if len(ex.Versions) != o.Versions || ex.Tolerance != 0 {
			t.Errorf("%+v: %d versions, tolerance %d", o, len(ex.Versions), ex.Tolerance)
		}
		a := ex.Versions[0].Exercise
		seen := map[string]string{}
		for _, v := range ex.Versions {
			e := v.Exercise
			text := e.Tree.Text(false)
			if prev, ok := seen[text]; ok {
				t.Errorf("%+v: versions %s and %s are the same tree %s", o, prev, v.Name, text)
			}
			seen[text] = v.Name
			if e.Tree.Leaves != a.Tree.Leaves || len(e.Tree.Nodes) != len(a.Tree.Nodes) ||
				difficulty(e.Solution) != difficulty(a.Solution) || len(e.Solution.Rows()) != len(a.Solution.Rows()) {
				t.Errorf("%+v: version %s differs from A: %v vs %v", o, v.Name, difficulty(e.Solution), difficulty(a.Solution))
			}
			if len(e.Solution.Pruned) == 0 {
				t.Errorf("%+v: version %s cuts nothing", o, v.Name)
			}
		}
	}
	if _, err := NewExam(ExamOptions{Versions: 27, Depth: 2, Branching: 2}); err == nil {
		t.Error("27 versions accepted")
	}
}

var (
	rowRE  = regexp.MustCompile(`<tr><td>(\d+)</td>((?:<td>[^<]*</td>)+)</tr>`)
	cellRE = regexp.MustCompile(`<td>([^<]*)</td>`)
)

// The key's table and values, read back from the page and given to the
// quiz checker, score full marks: they are tree.Solve's; the sheet's
// table has the key's rows, all blank.
func TestExamKeyMatchesSolve(t *testing.T) {
	ex, err := NewExam(ExamOptions{Versions: 2, Depth: 3, Branching: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	files, err := ex.Files()
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range ex.Versions {
		sol := Solve(v.Exercise.Tree, Options{})
		key := string(files[v.Name+"-key.html"])
		sheet := string(files[v.Name+".html"])
		var got Sheet
		i := strings.Index(key, "Values on the tree")
		for _, m := range rowRE.FindAllStringSubmatch(key[:i], -1) {
			var c []string
			for _, cm := range cellRE.FindAllStringSubmatch(m[2], -1) {
				c = append(c, strings.ReplaceAll(cm[1], "&gt;", ">"))
			}
			if len(c) != 6 {
				t.Fatalf("%s key: a row of %d cells", v.Name, len(c))
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
			t.Fatalf("%s key: no cut subtrees", v.Name)
		}
		got.Cuts = strings.Split(cuts[1], ", ")
		sc := sol.Check(got)
		if sc.Right != sc.Total || sc.Total == 0 {
			t.Errorf("%s key scores %d of %d", v.Name, sc.Right, sc.Total)
		}
		if len(got.Table) != len(sol.Rows()) {
			t.Errorf("%s key: %d rows, want %d", v.Name, len(got.Table), len(sol.Rows()))
		}
		blank := rowRE.FindAllStringSubmatch(sheet, -1)
		if len(blank) != len(sol.Rows()) {
			t.Errorf("%s sheet: %d rows, want %d", v.Name, len(blank), len(sol.Rows()))
		}
		for _, m := range blank {
			if m[2] != strings.Repeat("<td></td>", 6) {
				t.Errorf("%s sheet: a row not blank: %s", v.Name, m[0])
			}
		}
		if strings.Contains(sheet, "Cut subtrees: "+cuts[1]) {
			t.Errorf("%s sheet gives the cuts away", v.Name)
		}
	}
}
