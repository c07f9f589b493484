package tree

import (
	"bytes"
	"encoding/json"
	"image/png"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/internal/i18n/i18ncheck"
)

const lectureTree = "A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))"

func runTreeCmd(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Main(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

func TestTreeSolveJSONContract(t *testing.T) {
	for _, args := range [][]string{
		{"solve", "--json", lectureTree},
		{"solve", "(((3,5),(6,9)),((2,4),(7,8)))", "--json"},
		{"solve", "--json", "-"},
	} {
		out, errs, code := runTreeCmd(t, "[[[3,5],[6,9]],[[2,4],[7,8]]]", args...)
		if code != 0 {
			t.Fatalf("%v: exit %d, %s", args, code, errs)
		}
		if strings.Count(out, "\n") != 1 {
			t.Errorf("%v: want exactly one line of JSON, got %q", args, out)
		}
		var got struct {
			Value     any      `json:"value"`
			Best      any      `json:"best"`
			Evaluated []string `json:"evaluated"`
			Pruned    []string `json:"pruned"`
			Leaves    any      `json:"leaves"`
		}
		dec := json.NewDecoder(strings.NewReader(out))
		dec.UseNumber()
		if err := dec.Decode(&got); err != nil {
			t.Fatal(err)
		}
		if got.Value != json.Number("5") || got.Best != json.Number("0") || got.Leaves != json.Number("8") ||
			strings.Join(got.Evaluated, " ") != "0.0.0 0.0.1 0.1.0 1.0.0 1.0.1" || strings.Join(got.Pruned, " ") != "0.1.1 1.1" {
			t.Errorf("%v: %s", args, out)
		}
	}
	out, _, _ := runTreeCmd(t, "", "solve", "--json", "--algo", "minimax", lectureTree)
	if !strings.Contains(out, `"pruned":[]`) || !strings.Contains(out, `"evaluated":["0.0.0","0.0.1","0.1.0","0.1.1","1.0.0","1.0.1","1.1.0","1.1.1"]`) {
		t.Errorf("minimax: %s", out)
	}
	out, _, _ = runTreeCmd(t, "", "solve", "--json", "A(1.5, B(-2.25, 7))")
	if !strings.HasPrefix(out, `{"value":1.5,"best":0,`) {
		t.Errorf("decimals: %s", out)
	}
}

func TestTreeSolveText(t *testing.T) {
	out, _, code := runTreeCmd(t, "", "solve", lectureTree)
	for _, want := range []string{"Value: 5", "Best move: B (0)", "Leaves evaluated (5 of 8)", "1.1 (G)",
		"Knuth–Moore minimum for a uniform tree with b=2, d=3: 2^2 + 2^1 − 1 = 5 leaves"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("solve output lacks %q:\n%s", want, out)
		}
	}
	out, _, _ = runTreeCmd(t, "", "solve", "--lang", "vi", "A(3, B(2, 7), C(4, D(1, 9), 5))")
	if !strings.Contains(out, "cây không đều") {
		t.Errorf("non-uniform tree summary:\n%s", out)
	}
}

func TestTreeTrace(t *testing.T) {
	out, _, code := runTreeCmd(t, "", "trace", "--lang", "vi", "--format", "markdown", lectureTree)
	if code != 0 {
		t.Fatal(code)
	}
	rows := 0
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "| ") && !strings.HasPrefix(line, "| Bước") {
			rows++
		}
	}
	if rows != 13 || !strings.Contains(out, "| 12 | C (MIN) | (5, +∞) | nhận F=4 | 4 | — | 4 ≤ α=5 → cắt cả G (lá 7, 8); C=4 |") {
		t.Errorf("%d rows:\n%s", rows, out)
	}
	out, errs, _ := runTreeCmd(t, "", "trace", "--format", "csv", lectureTree)
	if strings.Count(out, "\n") != 14 || !strings.Contains(errs, "evaluated 5 of 8 leaves") {
		t.Errorf("csv:\n%s\nstderr %s", out, errs)
	}
	out, _, _ = runTreeCmd(t, "", "trace", "--format", "json", lectureTree)
	var j struct {
		Rows []struct {
			Alpha any      `json:"alpha"`
			Cells []string `json:"cells"`
		} `json:"rows"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil || len(j.Rows) != 13 || j.Rows[0].Alpha != "-inf" {
		t.Errorf("json trace: %v %s", err, out)
	}
}

func TestTreeErrors(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"solve", "A(B(D(3 5),E(6,9)))"}, "line 1, column 9: expected ',' or ')'"},
		{[]string{"trace", "A(3,"}, "column 5"},
		{[]string{"solve", "--lang", "vi", "A(B(D(3 5),E(6,9)))"}, "alphabeta tree: dòng 1, cột 9: cần ',' hoặc ')' sau một con của D, nhưng gặp '5'\n  A(B(D(3 5),E(6,9)))\n          ^"},
		{[]string{"solve"}, "exactly one TREE"},
		{[]string{"solve", "--algo", "negascout", "A(1)"}, `--algo "negascout": want minimax or alphabeta`},
		{[]string{"trace", "--format", "xml", "A(1)"}, `--format "xml": want text, markdown, csv or json`},
		{[]string{"trace", "--lang", "fr", "A(1)"}, `--lang "fr": want en or vi`},
		{[]string{"draw", "--out", "x.gif", "A(1)"}, ".svg or .png"},
		{[]string{"solve", "@/nonexistent/tree.txt"}, "no such file"},
		{[]string{"exercise", "--depth", "12"}, "depth 12"},
		{[]string{"exam", "--versions", "27"}, "--versions 27: want 1 to 26"},
		{[]string{"exam", "--depth", "8", "--branching", "8"}, "too big"},
		{[]string{"frobnicate"}, "unknown command"},
	}
	for _, c := range cases {
		_, errs, code := runTreeCmd(t, "", c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", c.args, code, errs, c.want)
		}
	}
	for _, cmd := range []string{"solve", "trace", "draw", "exercise", "exam"} {
		_, errs, code := runTreeCmd(t, "", cmd, "-h")
		if code != 0 || !strings.Contains(errs, "Usage: alphabeta tree "+cmd) {
			t.Errorf("%s -h: exit %d, %q", cmd, code, errs)
		}
	}
	if out, _, code := runTreeCmd(t, "", "-h"); code != 0 || !strings.Contains(out, "exercise") {
		t.Errorf("tree -h: %d %q", code, out)
	}
}

func TestTreeDrawAndExercise(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "ab3.png")
	if _, errs, code := runTreeCmd(t, "", "draw", "--solution", "--out", p, lectureTree); code != 0 {
		t.Fatal(errs)
	}
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := png.Decode(f); err != nil {
		t.Errorf("not a PNG: %v", err)
	}
	out, _, code := runTreeCmd(t, "", "draw", lectureTree)
	if code != 0 || !strings.HasPrefix(out, "<svg") {
		t.Errorf("draw to stdout: %.80s", out)
	}

	// The same seed gives the same exercise, file for file.
	var first map[string][]byte
	for i := range 2 {
		d := filepath.Join(dir, "ex", string(rune('a'+i)))
		out, errs, code := runTreeCmd(t, "", "exercise", "--depth", "3", "--branching", "2", "--seed", "42", "--out", d, "--lang", "vi")
		if code != 0 || !strings.HasPrefix(out, "mã sinh 42: ") || !strings.Contains(out, "đã ghi ") || strings.Contains(out, "wrote") {
			t.Fatalf("exercise: %d %s %s", code, out, errs)
		}
		files := map[string][]byte{}
		for _, name := range []string{"problem.svg", "problem.png", "solution.svg", "solution.png", "trace.md", "tree.txt"} {
			b, err := os.ReadFile(filepath.Join(d, name))
			if err != nil || len(b) == 0 {
				t.Fatalf("%s: %v", name, err)
			}
			files[name] = b
		}
		if i == 0 {
			first = files
			continue
		}
		for name, b := range files {
			if !bytes.Equal(b, first[name]) {
				t.Errorf("seed 42 gave a different %s the second time", name)
			}
		}
	}
	if !bytes.Contains(first["trace.md"], []byte("| Bước |")) || bytes.Contains(first["problem.svg"], []byte(`class="v"`)) {
		t.Errorf("trace.md or problem.svg wrong")
	}
}

// "tree help solve" shows solve's own help, as "tree solve -h" does.
func TestTreeHelpCommand(t *testing.T) {
	_, errs, code := runTreeCmd(t, "", "help", "solve")
	_, errs2, code2 := runTreeCmd(t, "", "solve", "-h")
	if code != 0 || code2 != 0 || errs != errs2 || !strings.Contains(errs, "Usage: alphabeta tree solve") || !strings.Contains(errs, "-fail-hard") {
		t.Errorf("help solve: exit %d %q; solve -h: exit %d", code, errs, code2)
	}
}

// Every message of Main, of the parsers and of the teaching text (the
// trace table, the exercise, the picture's legend) has its Vietnamese in
// messages, with verbs that fit its arguments and no English word, and
// the catalogue holds nothing else.
func TestCommandMessages(t *testing.T) {
	english := strings.Fields(`the must not is are and or of to with want got no file cannot write wrote
		picture scale name each exactly one too big leaves depth branching exercise read such permission
		standard input larger bytes step node type inherited considered after update note keeps window stays
		nothing updated parent when entered then raises lowers as child returns column changes enters test
		succeeded at once start leaf gets go down back cut all best move last left prune root value evaluated
		minimum for uniform differ so does apply subtrees inside it inherits finished chosen path off`)
	// "seed" is left out: the exercise's Vietnamese title keeps it, the
	// flag's name.
	// The -h's texts: the usages, the commands' descriptions and the
	// flags' help, which the commands' -h register (cli.HelpTexts).
	help, err := i18ncheck.Formats(".", map[string]int{"helpText": 0})
	if err != nil || len(help) < 4 {
		t.Fatalf("found %d texts of the -h (%v): the scan is broken", len(help), err)
	}
	for _, c := range []string{"solve", "trace", "draw", "exercise", "exam"} {
		runTreeCmd(t, "", c, "-h")
	}
	maps.Copy(help, cli.HelpTexts(messages))
	problems, found, err := i18ncheck.CheckDirWith(".", map[string]int{"tr": 1, "say": 2, "usageError": 2, "failure": 2, "errorf": 0,
		"msg": 0, "newParseError": 2, ".errorf": 0, ".errAt": 1}, help, messages, english, "newParseError")
	if err != nil || found < 10 {
		t.Fatalf("found %d formats (%v): the scan is broken", found, err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}
