package tree

import (
	"bufio"
	"encoding/json"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/search"
)

// seedTable reads the α/β/v table of the lecture (seed 004, section 3; docs/lectures.md) from
// the copy in testdata: one []string per row, header first.
func seedTable(t *testing.T) [][]string {
	t.Helper()
	f, err := os.Open("testdata/seed004_ab3.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "Bước\t") {
			rows = append(rows, strings.Split(line, "\t"))
			continue
		}
		if len(rows) > 0 {
			if strings.TrimSpace(line) == "" {
				break
			}
			cells := strings.Split(line, "\t")
			for len(cells) < 7 {
				cells = append(cells, "") // rows 3 and 10 have no note
			}
			rows = append(rows, cells)
		}
	}
	return rows
}

func TestTraceSeedGoldenVietnamese(t *testing.T) {
	want := seedTable(t)
	if len(want) != 14 {
		t.Fatalf("seed table has %d lines, want header + 13 rows", len(want))
	}
	s := Solve(mustParse(t, seedTree), Options{})
	if got := Header(VI); !reflect.DeepEqual(got, want[0]) {
		t.Errorf("header\n got %q\nwant %q", got, want[0])
	}
	rows := s.Rows()
	if len(rows) != 13 {
		t.Fatalf("%d rows, want 13", len(rows))
	}
	for i, r := range rows {
		if got := r.Cells(VI); !reflect.DeepEqual(got, want[i+1]) {
			t.Errorf("row %d\n got %q\nwant %q", i+1, got, want[i+1])
		}
	}
	// The same tree unnamed gets the lecture's names and the same table.
	s2 := Solve(mustParse(t, "(((3,5),(6,9)),((2,4),(7,8)))"), Options{})
	for i, r := range s2.Rows() {
		if got := r.Cells(VI); !reflect.DeepEqual(got, want[i+1]) {
			t.Errorf("unnamed tree, row %d\n got %q\nwant %q", i+1, got, want[i+1])
		}
	}
}

func TestTraceSeedGoldenEnglish(t *testing.T) {
	s := Solve(mustParse(t, seedTree), Options{})
	var b strings.Builder
	if err := s.WriteTrace(&b, Markdown, EN); err != nil {
		t.Fatal(err)
	}
	if os.Getenv("UPDATE_GOLDEN") != "" {
		if err := os.WriteFile("testdata/seed004_trace_en.md", []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	golden, err := os.ReadFile("testdata/seed004_trace_en.md")
	if err != nil {
		t.Fatal(err)
	}
	if b.String() != string(golden) {
		t.Errorf("English trace differs from testdata/seed004_trace_en.md:\n%s", b.String())
	}
}

func TestSolveSeedJSONContract(t *testing.T) {
	s := Solve(mustParse(t, seedTree), Options{})
	b, err := json.Marshal(s.Answer())
	if err != nil {
		t.Fatal(err)
	}
	want := `{"value":5,"best":0,"evaluated":["0.0.0","0.0.1","0.1.0","1.0.0","1.0.1"],"pruned":["0.1.1","1.1"],"leaves":8,`
	if !strings.HasPrefix(string(b), want) {
		t.Errorf("JSON\n got %s\nwant prefix %s", b, want)
	}
	var a map[string]any
	if err := json.Unmarshal(b, &a); err != nil {
		t.Fatal(err)
	}
	if a["knuth_moore_min"] != 5.0 || a["best_name"] != "B" {
		t.Errorf("knuth_moore_min %v best_name %v", a["knuth_moore_min"], a["best_name"])
	}

	m := Solve(mustParse(t, seedTree), Options{Algo: Minimax}).Answer()
	if m.Value != 5 || *m.Best != 0 || len(m.Evaluated) != 8 || len(m.Pruned) != 0 || m.Pruned == nil {
		t.Errorf("minimax answer %+v", m)
	}
}

// A second hand-worked tree: a leaf first at the root, a cut at a MIN node
// on a leaf, and a MAX node whose last leaf reaches β (nothing left to cut).
func TestTraceHandWorked(t *testing.T) {
	s := Solve(mustParse(t, "A(3, B(2, 7), C(4, D(1, 9), 5))"), Options{})
	want := [][]string{
		{"1", "A (MAX)", "(−∞, +∞)", "lá 3", "3", "α=3", "xuống B"},
		{"2", "B (MIN)", "(3, +∞)", "lá 2", "2", "—", "2 ≤ α=3 → cắt lá 7; B=2"},
		{"3", "A (MAX)", "(3, +∞)", "nhận B=2", "3", "α=3", "xuống C"},
		{"4", "C (MIN)", "(3, +∞)", "lá 4", "4", "β=4", "xuống D"},
		{"5", "D (MAX)", "(3, 4)", "lá 1", "1", "α=3", ""},
		{"6", "D (MAX)", "(3, 4)", "lá 9", "9", "—", "9 ≥ β=4 ở con cuối: không còn gì để cắt tỉa; D = 9 → về C"},
		{"7", "C (MIN)", "(3, 4)", "nhận D=9", "4", "β=4", ""},
		{"8", "C (MIN)", "(3, 4)", "lá 5", "4", "β=4", "C = 4 → về A"},
		{"9", "A (MAX)", "(3, +∞)", "nhận C=4", "4", "α=4", "A = 4; nước tốt nhất: C"},
	}
	rows := s.Rows()
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d", len(rows), len(want))
	}
	for i, r := range rows {
		if got := r.Cells(VI); !reflect.DeepEqual(got, want[i]) {
			t.Errorf("row %d\n got %q\nwant %q", i+1, got, want[i])
		}
	}
	// The "—" of row 6 is explained in English too.
	if got := rows[5].Cells(EN)[6]; got != "9 ≥ β=4 after the last child: nothing left to prune; D = 9 → back to C" {
		t.Errorf("row 6 note in English: %q", got)
	}
	a := s.Answer()
	if a.Value != 4 || *a.Best != 2 ||
		strings.Join(a.Evaluated, " ") != "0 1.0 2.0 2.1.0 2.1.1 2.2" || strings.Join(a.Pruned, " ") != "1.1" {
		t.Errorf("answer %+v", a)
	}
	if sum := s.Summary(); sum.Uniform || !strings.Contains(sum.Text(EN), "not uniform") {
		t.Errorf("summary %q", sum.Text(EN))
	}
}

func TestRulesStrictFailHardRootMin(t *testing.T) {
	// Equality: v ≤ α cuts, α > β does not.
	src := "A(B(5,6), C(5,9))"
	if a := Solve(mustParse(t, src), Options{}).Answer(); len(a.Evaluated) != 3 || strings.Join(a.Pruned, " ") != "1.1" {
		t.Errorf("lecture rule: %+v", a)
	}
	st := Solve(mustParse(t, src), Options{Strict: true})
	if a := st.Answer(); len(a.Evaluated) != 4 || len(a.Pruned) != 0 || a.Value != 5 {
		t.Errorf("strict rule: %+v", a)
	}
	// Equality at a MAX node: v ≥ β cuts (E's 5 meets B's β = 5), α > β does not.
	src = "A(B(D(5,1), E(5,9)), 2)"
	if a := Solve(mustParse(t, src), Options{}).Answer(); strings.Join(a.Pruned, " ") != "0.1.1" || a.Value != 5 {
		t.Errorf("lecture rule at MAX: %+v", a)
	}
	if a := Solve(mustParse(t, src), Options{Strict: true}).Answer(); len(a.Pruned) != 0 || a.Value != 5 {
		t.Errorf("strict rule at MAX: %+v", a)
	}
	// Strict cut note on the seed tree shows the update and α > β.
	rows := Solve(mustParse(t, seedTree), Options{Strict: true}).Rows()
	if got := rows[5].Cells(VI); got[5] != "α=6" || got[6] != "α=6 > β=5 → cắt lá 9; E=6" {
		t.Errorf("strict row 6: %q", got)
	}
	// Fail-hard: E returns β = 5, not 6.
	rows = Solve(mustParse(t, seedTree), Options{FailHard: true}).Rows()
	if got := rows[5].Cells(EN); got[6] != "6 ≥ β=5 → cut leaf 9; E=5" {
		t.Errorf("fail-hard row 6: %q", got)
	}
	if got := rows[6].Cells(EN); got[3] != "gets E=5" {
		t.Errorf("fail-hard row 7: %q", got)
	}
	// MIN at the root: the mirror image.
	s := Solve(mustParse(t, seedTree), Options{Root: search.Min})
	if s.Value != 6 || s.Best != 0 || s.Rows()[0].Cells(EN)[1] != "A (MIN)" {
		t.Errorf("root min: value %v best %d", s.Value, s.Best)
	}
}

// randomTree builds a tree with varied depth and branching and many equal
// values.
func randomTree(r *rand.Rand, depth int) *Node {
	if depth == 0 || (depth < 3 && r.IntN(4) == 0) {
		return &Node{Value: float64(r.IntN(7) - 3)}
	}
	n := &Node{}
	for range 1 + r.IntN(3) {
		n.Children = append(n.Children, randomTree(r, depth-1))
	}
	return n
}

// On random trees the solution is consistent: the value is minimax's, every
// leaf is either evaluated or inside exactly one cut subtree, the table has a
// row per leaf evaluated and ends at the root with its value.
func TestSolveRandomTreesConsistent(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 2000 {
		tr := New(randomTree(r, 1+r.IntN(5)))
		o := Options{Strict: i%3 == 1, FailHard: i%5 == 2}
		if i%2 == 1 {
			o.Root = search.Min
		}
		s := Solve(tr, o)
		m := Solve(tr, Options{Algo: Minimax, Root: o.Root})
		if s.Value != m.Value || s.Best != m.Best || !reflect.DeepEqual(s.PV, m.PV) {
			t.Fatalf("%s %+v: alpha-beta %v best %d pv %v, minimax %v best %d pv %v",
				tr.Text(true), o, s.Value, s.Best, s.PV, m.Value, m.Best, m.PV)
		}
		if len(m.Evaluated) != tr.Leaves || len(m.Pruned) != 0 {
			t.Fatalf("%s: minimax evaluated %d of %d, pruned %d", tr.Text(true), len(m.Evaluated), tr.Leaves, len(m.Pruned))
		}
		covered := len(s.Evaluated)
		for _, p := range s.Pruned {
			covered += countLeaves(p)
		}
		if covered != tr.Leaves {
			t.Fatalf("%s: %d evaluated + pruned leaves, want %d", tr.Text(true), covered, tr.Leaves)
		}
		for _, n := range s.Evaluated {
			if s.Nodes[n.ID].Pruned {
				t.Fatalf("%s: leaf %s both evaluated and pruned", tr.Text(true), n.PathString())
			}
		}
		rows := s.Rows()
		leafRows := 0
		for _, row := range rows {
			if row.Kind == RowLeaf {
				leafRows++
			}
		}
		last := rows[len(rows)-1]
		if leafRows != len(s.Evaluated) || last.Node != tr.Root || !last.Done || last.Result != s.Value {
			t.Fatalf("%s: %d leaf rows for %d leaves; last row %q", tr.Text(true), leafRows, len(s.Evaluated), last.Cells(EN))
		}
		if s.Nodes[tr.Root.ID].Exact != s.Value {
			t.Fatalf("exact root value %v, value %v", s.Nodes[tr.Root.ID].Exact, s.Value)
		}
	}
}

func countLeaves(n *Node) int {
	if n.IsLeaf() {
		return 1
	}
	c := 0
	for _, k := range n.Children {
		c += countLeaves(k)
	}
	return c
}

func TestSingleLeafTree(t *testing.T) {
	s := Solve(mustParse(t, "7"), Options{})
	a := s.Answer()
	if a.Value != 7 || a.Best != nil || len(a.Evaluated) != 1 || a.Evaluated[0] != "" {
		t.Errorf("answer %+v", a)
	}
	rows := s.Rows()
	if len(rows) != 1 || rows[0].Cells(EN)[6] != "A = 7" {
		t.Errorf("rows %q", rows[0].Cells(EN))
	}
}

// An unnamed leaf has no label, so the best move is called by its value.
func TestBestMoveUnnamedLeaf(t *testing.T) {
	s := Solve(mustParse(t, "(-3.5,.5,-0.25)"), Options{})
	sum := s.Summary()
	if sum.Best == nil || sum.Best.MoveName(EN) != "leaf 0.5" || sum.Best.MoveName(VI) != "lá 0.5" {
		t.Fatalf("best %+v", sum.Best)
	}
	if got := sum.Text(EN); !strings.Contains(got, "best move: leaf 0.5.") {
		t.Errorf("summary %q", got)
	}
	rows := s.Rows()
	if got := rows[len(rows)-1].Cells(VI)[6]; got != "A = 0.5; nước tốt nhất: lá 0.5" {
		t.Errorf("last note %q", got)
	}
}

// Every "—" in the Update column has its reason on the row: the step enters
// the node, the note names the cut, or the note says that the cut test
// succeeded on the last child. The legend under the table says what "—" means
// for each rule.
func TestEveryDashExplained(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 4))
	for i := range 300 {
		tr := New(randomTree(r, 4))
		if tr.Root.IsLeaf() {
			continue
		}
		for _, o := range []Options{{}, {Strict: true}, {FailHard: true}} {
			for _, row := range Solve(tr, o).Rows() {
				if row.Update != 0 {
					continue
				}
				for _, lang := range []Lang{EN, VI} {
					c := row.Cells(lang)
					explained := row.Kind == RowStart || row.Cut != nil ||
						(row.Reached && strings.Contains(c[6], wordsIn(lang).lastChild))
					if !explained {
						t.Fatalf("tree %d %s %+v: row %q has an unexplained —", i, tr, o, c)
					}
				}
			}
		}
	}
	for _, o := range []Options{{}, {Strict: true}, {Algo: Minimax}} {
		for _, lang := range []Lang{EN, VI} {
			if l := Legend(lang, o); len(l) == 0 || !strings.Contains(strings.Join(l, " "), "—") {
				t.Errorf("legend %s %+v: %q", lang, o, l)
			}
		}
	}
	// Strict rule: α > β after the last child.
	rows := Solve(mustParse(t, "A(B(D(5,1),E(2,9)),3)"), Options{Strict: true}).Rows()
	if got := rows[6].Cells(EN)[6]; got != "α=9 > β=5 after the last child: nothing left to prune; E = 9 → back to B" {
		t.Errorf("strict last-child note: %q", got)
	}
}
