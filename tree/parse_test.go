package tree

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

const seedTree = "A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))"

func mustParse(t testing.TB, src string) *Tree {
	t.Helper()
	tr, err := Parse(src)
	if err != nil {
		t.Fatalf("Parse(%q): %v", src, err)
	}
	return tr
}

func TestParseSeedTree(t *testing.T) {
	tr := mustParse(t, seedTree)
	if got := tr.Text(true); got != seedTree {
		t.Errorf("Text = %q, want %q", got, seedTree)
	}
	if tr.Leaves != 8 || tr.Height != 3 || len(tr.Nodes) != 15 {
		t.Errorf("leaves %d height %d nodes %d, want 8 3 15", tr.Leaves, tr.Height, len(tr.Nodes))
	}
	if b, d, ok := tr.Uniform(); !ok || b != 2 || d != 3 {
		t.Errorf("Uniform = %d %d %v, want 2 3 true", b, d, ok)
	}
	g := tr.At([]int{1, 1})
	if g.Label != "G" || g.PathString() != "1.1" || g.Parent.Label != "C" {
		t.Errorf("node 1.1 = %s path %s parent %s", g.Label, g.PathString(), g.Parent.Label)
	}
}

func TestParseUnnamedGetsLectureNames(t *testing.T) {
	tr := mustParse(t, "(((3,5),(6,9)),((2,4),(7,8)))")
	if got := tr.Text(true); got != seedTree {
		t.Errorf("generated names: %q, want %q", got, seedTree)
	}
	if got := tr.Text(false); got != "(((3,5),(6,9)),((2,4),(7,8)))" {
		t.Errorf("Text(false) = %q", got)
	}
	// Names already used are skipped; named leaves keep their names.
	tr = mustParse(t, "(B(1,2), (H=3, x=-4))")
	if got := tr.Text(true); got != "A(B(1,2),C(H=3,x=-4))" {
		t.Errorf("mixed names: %q", got)
	}
	tr = mustParse(t, "A(1, 2)")
	if got := tr.Text(true); got != "A(1,2)" {
		t.Errorf("%q", got)
	}
}

func TestParseNumbersAndLayout(t *testing.T) {
	src := "# a comment\nRoot (\n  -3, 2.5,\t+4 ,  −1.25, .5, 7. # trailing\n)\n"
	tr := mustParse(t, src)
	var got []float64
	for _, c := range tr.Root.Children {
		got = append(got, c.Value)
	}
	want := []float64{-3, 2.5, 4, -1.25, .5, 7}
	if len(got) != len(want) {
		t.Fatalf("values %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("value %d = %v, want %v", i, got[i], want[i])
		}
	}
	if tr.Root.Name != "Root" {
		t.Errorf("name %q", tr.Root.Name)
	}
	if tr := mustParse(t, " 42 "); !tr.Root.IsLeaf() || tr.Root.Value != 42 {
		t.Errorf("single leaf: %+v", tr.Root)
	}
}

func TestParseJSON(t *testing.T) {
	for _, src := range []string{
		"[[[3,5],[6,9]],[[2,4],[7,8]]]",
		`{"name":"A","children":[{"name":"B","children":[[3,5],[6,9]]},
		  {"children":[{"children":[{"value":2},{"value":4}]},[7,8]]}]}`,
	} {
		tr := mustParse(t, src)
		if got := tr.Text(true); got != seedTree {
			t.Errorf("JSON %s: got %q", src, got)
		}
	}
	// MarshalJSON round-trips.
	tr := mustParse(t, "A(B(H=-1.5,2),3)")
	b, err := json.Marshal(tr.Root)
	if err != nil {
		t.Fatal(err)
	}
	back := mustParse(t, string(b))
	if back.String() != tr.String() {
		t.Errorf("round trip %s: %q != %q", b, back.String(), tr.String())
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		src       string
		line, col int
		msg       string
	}{
		{"", 1, 1, "empty tree"},
		{"A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8))", 1, 36, "expected ',' or ')' after a child of A, found end of input"},
		{"A(B(D(3 5),E(6,9)))", 1, 9, "expected ',' or ')' after a child of D, found '5'"},
		{"A()", 1, 3, "at least one child"},
		{"A(3,)", 1, 5, "expected a node"},
		{"A(3,5))", 1, 7, "expected end of tree"},
		{"A(3,5)\n(", 2, 1, "expected end of tree"},
		{"A(3,\n  x)", 2, 4, "expected '(' with the children of x"},
		{"A(3,-)", 1, 6, "expected a digit"},
		{"A(3,5a)", 1, 6, "after the number"},
		{"A(3,1.2.3)", 1, 8, "after the number"},
		{"A(H=)", 1, 5, "expected the value of leaf H"},
		{"A(3;5)", 1, 4, "found ';'"},
		{"A(3," + strings.Repeat("9", 400) + ")", 1, 5, "out of range"},
		{strings.Repeat("(", MaxDepth+2) + "1" + strings.Repeat(")", MaxDepth+2), 1, MaxDepth + 2, "deeper than"},
		{"[[3,5],[]]", 1, 9, "at least one child"},
		{"[[3,5],[6,\"x\"]]", 1, 11, `found "x"`},
		{"[[3,5],\n [6,9]", 2, 7, "unexpected end of input"},
		{"[3,5] 7", 1, 7, "expected end of input"},
		{`{"name":"A"}`, 1, 1, `needs "value"`},
		{`{"value":1,"children":[2]}`, 1, 1, "not both"},
		{`{"chidren":[1]}`, 1, 2, `unknown key "chidren"`},
		{`{"value":"3"}`, 1, 10, `expected a number for "value"`},
		{"[1,,2]", 1, 4, "invalid JSON"},
	}
	for _, c := range cases {
		_, err := Parse(c.src)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q): error %v, want a *ParseError", c.src, err)
			continue
		}
		if pe.Line != c.line || pe.Col != c.col || !strings.Contains(pe.Msg, c.msg) {
			t.Errorf("Parse(%q) = %q (line %d col %d), want line %d col %d containing %q",
				c.src, pe.Msg, pe.Line, pe.Col, c.line, c.col, c.msg)
		}
		if !strings.Contains(err.Error(), "column") {
			t.Errorf("error %q does not name the column", err)
		}
	}
}

func TestCaret(t *testing.T) {
	src := "A(3,\n\tx)"
	_, err := Parse(src)
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Fatal(err)
	}
	if got, want := pe.Caret(src), "  \tx)\n  \t ^"; got != want {
		t.Errorf("Caret = %q, want %q", got, want)
	}
}

// On a long one-line tree the caret line is a window around the error.
func TestCaretLongLine(t *testing.T) {
	for _, c := range []struct{ src, near string }{
		{strings.Repeat("(", 50) + "1,x" + strings.Repeat(")", 50), "1,x"},
		{strings.Repeat("(", 30) + "3 5" + strings.Repeat(",2)", 200), "3 5"},
		{"(" + strings.Repeat("1,", 300), "1,1,"},
	} {
		_, err := Parse(c.src)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("%.20s…: %v", c.src, err)
		}
		got := pe.Caret(c.src)
		lines := strings.Split(got, "\n")
		if len(lines) != 2 || utf8.RuneCountInString(lines[0]) > 80 || !strings.Contains(lines[0], c.near) {
			t.Fatalf("Caret = %q", got)
		}
		// The caret stands under the character the error names.
		top, at := []rune(lines[0]), utf8.RuneCountInString(lines[1])-1
		if pe.Col > len(c.src) {
			if at != len(top) {
				t.Errorf("end of input: caret at %d, line %d long: %q", at, len(top), got)
			}
		} else if at >= len(top) || top[at] != rune(c.src[pe.Col-1]) {
			t.Errorf("caret not under %q (column %d): %q", c.src[pe.Col-1], pe.Col, got)
		}
	}
}

// Textbook minimax figures use infinite leaves: +inf, -inf, +∞, −∞, in the
// bracket notation and as JSON strings; they print and parse back.
func TestParseInfinity(t *testing.T) {
	for src, want := range map[string]string{
		"A(+inf, -inf)":                 "A(+∞,−∞)",
		"A(B(+∞, 3), C(−∞, ∞))":         "A(B(+∞,3),C(−∞,+∞))",
		"(+Infinity, -INF, H=-inf)":     "A(+∞,−∞,H=−∞)",
		`["+inf", ["-inf", 2]]`:         "A(+∞,B(−∞,2))",
		`{"children":[{"value":"-∞"}]}`: "A(−∞)",
	} {
		tr, err := Parse(src)
		if err != nil {
			t.Errorf("Parse(%q): %v", src, err)
			continue
		}
		if got := tr.Text(true); got != want {
			t.Errorf("Parse(%q) = %s, want %s", src, got, want)
		}
		js, _ := json.Marshal(tr.Root)
		back, err := Parse(string(js))
		if err != nil || back.Text(true) != want {
			t.Errorf("JSON %s of %q: %v, %v", js, src, back, err)
		}
	}
	// Minimax on a figure with infinite leaves: MAX picks the branch whose
	// MIN value is the largest.
	s := Solve(mustParse(t, "A(B(3, +inf), C(-inf, 9), D(5, 7))"), Options{Algo: Minimax})
	if s.Value != 5 || s.Best != 2 {
		t.Errorf("value %v best %d, want 5 and D", s.Value, s.Best)
	}
	for _, bad := range []string{"A(+info)", "A(-i)", "A(inf)", "A(+∞5)", `["inf2"]`, "A(1e400)"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
}

// Every parse error reads in Vietnamese too, with no English phrase left.
func TestParseErrorsInVietnamese(t *testing.T) {
	for _, src := range []string{"", "A(B(D(3 5),E(6,9)))", "A(3,5) x", "A(", "A()", "A 3", "A=x", "(1,2.x)", "(1,-)",
		"(1,+x)", "(1,1e400)", "(1,\x01)", "[[]", "[1,2", `{"name":1}`, `{"name":"1a","value":1}`, `{"value":true}`,
		`{"children":3}`, `{"x":1}`, `{"value":1,"children":[1]}`, `{}`, `[1] 2`, `[true]`, `[1,}`, `{"value":1`} {
		_, err := Parse(src)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q): %v", src, err)
			continue
		}
		vi := pe.Vietnamese()
		if _, ok := messages[pe.msg.Format]; !ok {
			t.Errorf("Parse(%q): %q has no Vietnamese", src, pe.Msg)
		}
		for _, en := range []string{"expected", "found", "end of input", "line ", "column", "character"} {
			if strings.Contains(vi, en) {
				t.Errorf("Parse(%q): Vietnamese %q has %q", src, vi, en)
			}
		}
	}
	_, err := Parse("A(B(D(3 5),E(6,9)))")
	if got := err.(*ParseError).Vietnamese(); got != "dòng 1, cột 9: cần ',' hoặc ')' sau một con của D, nhưng gặp '5'" {
		t.Errorf("Vietnamese: %q", got)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{seedTree, "(((3,5),(6,9)),((2,4),(7,8)))", "[[1,2],[3]]",
		`{"name":"A","children":[{"value":1},[2,-3.5]]}`, "A(H=1, -2.5, (3))", "#c\n 7", "A(3,", "[[]",
		"A(+inf, -∞, B(∞, -Infinity))", `["+inf", {"value": "-inf"}]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		tr, err := Parse(src)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("Parse(%q): bad error %v", src, err)
			}
			if _, ok := messages[pe.msg.Format]; !ok || pe.Vietnamese() == "" {
				t.Fatalf("Parse(%q): %q has no Vietnamese", src, pe.Msg)
			}
			if c := pe.Caret(src); strings.Count(c, "\n") > 1 || utf8.RuneCountInString(c) > 2*80+1 {
				t.Fatalf("Caret(%q) = %q", src, c)
			}
			return
		}
		// What parses prints back to text that parses to the same tree,
		// and it can be searched.
		text := tr.Text(true)
		back, err := Parse(text)
		if err != nil {
			t.Fatalf("reparse of %q (from %q): %v", text, src, err)
		}
		if back.Text(true) != text {
			t.Fatalf("reparse changed %q to %q", text, back.Text(true))
		}
		// So does its JSON, infinities included.
		js, _ := json.Marshal(tr.Root)
		if again, err := Parse(string(js)); err != nil || again.Text(false) != tr.Text(false) {
			t.Fatalf("JSON %s of %q: %v", js, src, err)
		}
		Solve(tr, Options{})
		if tr.Leaves < 1 || len(tr.Nodes) > MaxNodes+1 {
			t.Fatalf("leaves %d nodes %d", tr.Leaves, len(tr.Nodes))
		}
	})
}

func TestLoad(t *testing.T) {
	p := t.TempDir() + "/t.txt"
	if err := os.WriteFile(p, []byte("# the lecture's tree\n"+seedTree+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, arg := range []string{"@" + p, "-", seedTree} {
		tr, _, err := Load(arg, strings.NewReader("[[[3,5],[6,9]],[[2,4],[7,8]]]"))
		if err != nil || tr.Text(true) != seedTree {
			t.Errorf("Load(%q): %v", arg, err)
		}
	}
	if _, src, err := Load("-", strings.NewReader("A(1,")); err == nil || src != "A(1," {
		t.Errorf("Load of a bad tree: src %q err %v", src, err)
	}
	// A file that cannot be read: a *LoadError, in both languages.
	missing := t.TempDir() + "/none.txt"
	_, _, err := Load("@"+missing, nil)
	var le *LoadError
	if !errors.As(err, &le) || !strings.Contains(err.Error(), "tree: open "+missing+": no such file") ||
		le.Vietnamese() != missing+": không có tệp này" {
		t.Errorf("Load of a missing file: %v", err)
	}
	// A cause without Vietnamese: a Vietnamese sentence, the English after
	// "chi tiết:".
	dir := t.TempDir()
	if _, _, err := Load("@"+dir, nil); err == nil {
		t.Error("Load of a directory: no error")
	} else if le := err.(*LoadError); le.Vietnamese() != dir+": không đọc được (chi tiết: "+le.Err.Error()+")" {
		t.Errorf("Load of a directory in Vietnamese: %q", le.Vietnamese())
	}
	// encoding/json's syntax errors, in Vietnamese.
	if _, err := Parse("[1,,2]"); err == nil || err.(*ParseError).Vietnamese() != "dòng 1, cột 4: JSON không hợp lệ: ký tự ',' không hợp lệ ở chỗ cần một giá trị" {
		t.Errorf("Parse([1,,2]) in Vietnamese: %q", err.(*ParseError).Vietnamese())
	}
}

// An endless input is read only to MaxSource+1 bytes and refused before
// parsing, on standard input and from a file alike.
func TestLoadRefusesHugeInput(t *testing.T) {
	r := &endlessSpaces{}
	_, _, err := Load("-", r)
	if err == nil || err.Error() != "tree: standard input: input larger than 16777216 bytes" ||
		err.(*LoadError).Vietnamese() != "đầu vào chuẩn: lớn hơn 16777216 byte" {
		t.Errorf("Load of endless input: %v", err)
	}
	if r.n > MaxSource+64<<10 {
		t.Errorf("read %d bytes of an endless input", r.n)
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		if _, _, err := Load("@/dev/zero", nil); err == nil || !strings.Contains(err.Error(), "/dev/zero: input larger than") {
			t.Errorf("Load(@/dev/zero): %v", err)
		}
	}
	exact := strings.Repeat(" ", MaxSource-len(seedTree)) + seedTree
	if tr, _, err := Load("-", strings.NewReader(exact)); err != nil || tr.Text(true) != seedTree {
		t.Errorf("Load of exactly MaxSource bytes: %v", err)
	}
}

// endlessSpaces is an endless reader of spaces that counts what it gave.
type endlessSpaces struct{ n int }

func (c *endlessSpaces) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	c.n += len(p)
	return len(p), nil
}
