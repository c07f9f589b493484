package tree

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/internal/i18n"
	"github.com/alphabeta-go/alphabeta/search"
)

// treeUsage is tree's usage, a message of the catalogue.
var treeUsage = helpText(`Usage: alphabeta tree COMMAND [flags] TREE

Explicit game trees as in the lectures, searched by the library's own
minimax and alpha-beta (package search).

Commands:
  solve     the value, the best first move, the leaves evaluated and the cut subtrees
  trace     the step-by-step α/β/v table of the lecture (seed 004)
  draw      a picture of the tree (SVG or PNG), with --solution the answer
  exercise  a random exercise: problem and solution pictures, table, tree text
  exam      an exam in versions A, B, …: printable pages and answer keys (HTML)

TREE is the tree text, @FILE to read it from a file, or - for standard input:
  A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))     names are optional:
  (((3,5),(6,9)),((2,4),(7,8)))            unnamed inner nodes get A, B, C, …
  [[[3,5],[6,9]],[[2,4],[7,8]]]            nested JSON works too
Leaves are integers or decimals, possibly negative; a leaf may be named H=3.
The root is MAX unless --root min; levels alternate; children are searched
left to right; MAX cuts when v ≥ β, MIN when v ≤ α; values are fail-soft.

Run 'alphabeta tree COMMAND -h' for the flags of a command. Without --lang
the language follows LC_ALL, LC_MESSAGES or LANG (vi_VN.UTF-8 is Vietnamese).
`)

// printTreeUsage prints tree's usage in the language of args (--lang, else
// the locale).
func printTreeUsage(w io.Writer, args []string) {
	fmt.Fprint(w, treeUsage.In(cli.LangArg(args)))
}

// Main is `alphabeta tree`: args are those after "tree", and the result
// is the exit status (0 ok, 1 failure, 2 usage error). Its messages are in
// English or, with --lang vi (or without --lang under a Vietnamese
// locale), Vietnamese (messages).
// treeCommands are the subcommands of alphabeta tree.
var treeCommands = []string{"solve", "trace", "draw", "exercise", "exam", "help"}

func isHelpFlag(a string) bool { return a == "-h" || a == "-help" || a == "--help" }

func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		printTreeUsage(stderr, args)
		return 2
	}
	if strings.HasPrefix(args[0], "-") && !isHelpFlag(args[0]) {
		// Flags before the command (tree --lang vi solve T): the command
		// is the first argument that names one.
		i := slices.IndexFunc(args, func(a string) bool { return slices.Contains(treeCommands, a) })
		if i < 0 {
			fmt.Fprintf(stderr, "alphabeta tree: %s\n\n", tr(cli.LangArg(args), "missing command (the list is below)"))
			printTreeUsage(stderr, args)
			return 2
		}
		args = append([]string{args[i]}, append(args[:i:i], args[i+1:]...)...)
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		if args[0] == "help" && len(args) > 1 && !strings.HasPrefix(args[1], "-") {
			// help solve --lang vi = solve --lang vi -h
			return Main(append(append([]string{args[1]}, args[2:]...), "-h"), stdin, stdout, stderr)
		}
		printTreeUsage(stdout, args[1:])
		return 0
	case "solve", "trace", "draw":
		return treeSearchCommand(args[0], args[1:], stdin, stdout, stderr)
	case "exercise":
		return treeExercise(args[1:], stdout, stderr)
	case "exam":
		return treeExam(args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "alphabeta tree: %s\n\n", tr(cli.LangArg(args), "unknown command %q", args[0]))
	printTreeUsage(stderr, args)
	return 2
}

// searchFlags are the rules shared by solve, trace and draw.
type searchFlags struct {
	algo, root, lang string
	failHard, strict bool
	options          Options
	language         Lang
}

func (f *searchFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.algo, "algo", "alphabeta", "search: minimax or alphabeta")
	fs.StringVar(&f.root, "root", "max", "the player at the root: max or min")
	fs.BoolVar(&f.failHard, "fail-hard", false, "clamp returned values to the window (α, β)")
	fs.BoolVar(&f.strict, "strict", false, "cut only when α > β (seed 003) instead of v ≥ β / v ≤ α")
	fs.StringVar(&f.lang, "lang", "en", "language of the text: en or vi")
}

// resolve reads the flags' values (--lang has been checked by parseFlags).
func (f *searchFlags) resolve() error {
	algo, err := ParseAlgo(f.algo)
	if err != nil {
		return errorf("--algo %q: want minimax or alphabeta", f.algo)
	}
	f.options = Options{Algo: algo, FailHard: f.failHard, Strict: f.strict}
	switch strings.ToLower(f.root) {
	case "max":
		f.options.Root = search.Max
	case "min":
		f.options.Root = search.Min
	default:
		return errorf("--root %q: want max or min", f.root)
	}
	f.language, _ = ParseLang(f.lang)
	return nil
}

func treeSearchCommand(cmd string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("alphabeta tree "+cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	var sf searchFlags
	sf.register(fs)
	var (
		asJSON   bool
		format   string
		solution bool
		out      string
		scale    float64
	)
	switch cmd {
	case "solve":
		fs.BoolVar(&asJSON, "json", false, `print one JSON object: {"value", "best", "evaluated", "pruned", "leaves", …}`)
	case "trace":
		fs.StringVar(&format, "format", "text", "table format: text, markdown, csv or json")
	case "draw":
		fs.BoolVar(&solution, "solution", false, "show the answer: v and the inherited (α, β) per node (→ the bound it moved), the chosen path, the cut subtrees")
		fs.StringVar(&out, "out", "", "write to FILE.svg or FILE.png (default: SVG on standard output)")
		fs.Float64Var(&scale, "scale", 2, "PNG pixels per picture unit")
	}
	const usage = "Usage: alphabeta tree %s [flags] TREE\n\n%v"
	fs.Usage = func() {
		fmt.Fprintf(stderr, usage+"\n\nFlags:\n", cmd, treeCommandHelp[cmd])
		fs.PrintDefaults()
	}
	cli.SetVietnameseHelp(fs, messages, usage, cmd, treeCommandHelp[cmd])
	pos, code, ok := cli.Parse(fs, args, &sf.lang)
	if !ok {
		return code
	}
	lang := sf.lang
	if len(pos) != 1 {
		usageError(fs, lang, "want exactly one TREE argument, got %d", len(pos))
		if lang == "vi" {
			cli.UsageHint(fs, lang)
		} else {
			fs.Usage()
		}
		return 2
	}
	if err := sf.resolve(); err != nil {
		return usageError(fs, lang, "%v", err)
	}
	t, src, err := Load(pos[0], stdin)
	if err != nil {
		// "alphabeta tree: line 1, column 9: …": the parser's and the
		// loader's errors begin with "tree: " in English.
		if lang == "vi" {
			fmt.Fprintf(stderr, "alphabeta tree: %s\n", messages.Sprintf(lang, "%v", err))
		} else {
			fmt.Fprintf(stderr, "alphabeta %v\n", err)
		}
		if pe, ok := errors.AsType[*ParseError](err); ok {
			fmt.Fprintln(stderr, pe.Caret(src))
		}
		return 2
	}
	s := Solve(t, sf.options)
	w := bufio.NewWriter(stdout)
	switch cmd {
	case "solve":
		if asJSON {
			b, _ := json.Marshal(s.Answer())
			w.Write(b)
			w.WriteString("\n")
		} else {
			s.WriteText(w, sf.language)
		}
	case "trace":
		f, err := ParseFormat(format)
		if err != nil {
			return usageError(fs, lang, "--format %q: want text, markdown, csv or json", format)
		}
		if err := s.WriteTrace(w, f, sf.language); err != nil {
			return failure(fs, lang, "%v", err)
		}
		if f == CSV {
			fmt.Fprintln(stderr, s.Summary().Text(sf.language))
		}
	case "draw":
		sc := Draw(s, DrawOptions{Solution: solution, Lang: sf.language})
		var buf bytes.Buffer
		ext := strings.ToLower(filepath.Ext(out))
		switch {
		case out == "" || ext == ".svg":
			err = sc.SVG(&buf)
		case ext == ".png":
			if scale <= 0 || scale > 8 {
				return usageError(fs, lang, "--scale %g: want a number in (0, 8]", scale)
			}
			if err = sc.PNG(&buf, scale); errors.Is(err, ErrPictureTooLarge) {
				return usageError(fs, lang, "the picture is too large at --scale %g: draw it as SVG or lower the scale", scale)
			}
		default:
			return usageError(fs, lang, "--out %q: the name must end in .svg or .png", out)
		}
		if err == nil && out != "" {
			if err = os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
				return failure(fs, lang, "cannot write %s (%v)", out, cli.OSError(err))
			}
			say(w, lang, "wrote %s", out)
		} else if err == nil {
			_, err = w.Write(buf.Bytes())
		}
		if err != nil {
			return failure(fs, lang, "%v", err)
		}
	}
	if err := w.Flush(); err != nil {
		return failure(fs, lang, "%v", err)
	}
	return 0
}

// treeCommandHelp is the description of solve, trace and draw in their
// usage, messages of the catalogue.
var treeCommandHelp = map[string]i18n.Message{
	"solve": helpText("The value of the root, the best first move, how many leaves were evaluated out of\n" +
		"how many (against the Knuth–Moore minimum) and which subtrees were cut.\n" +
		"Example: alphabeta tree solve --json 'A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))'"),
	"trace": helpText("The lecture's table, one row per step: node (type), inherited (α, β), what is\n" +
		"considered, v after it, the update of α or β, and a note (going down, the cuts).\n" +
		"Example: alphabeta tree trace --lang vi --format markdown '(((3,5),(6,9)),((2,4),(7,8)))'"),
	"draw": helpText("A picture for a slide: MAX ▲, MIN ▼, leaves with their values; with --solution\n" +
		"every node's final v and the window (α, β) it inherited, with → x where the node\n" +
		"raised α or lowered β before finishing, the chosen path in bold, the cut subtrees\n" +
		"greyed behind a severed edge.\n" +
		"Example: alphabeta tree draw --solution --out ab3.png 'A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))'"),
}

// treeShapeFlags is the shape and seed of the commands that draw random
// trees (exercise, exam), as their flags give them.
type treeShapeFlags struct {
	depth, branching int
	seed             uint64
}

// shapeFlags registers --depth, --branching and --seed on fs; seedHelp
// says what the seed reproduces.
func shapeFlags(fs *flag.FlagSet, seedHelp string) *treeShapeFlags {
	r := &treeShapeFlags{}
	fs.IntVar(&r.depth, "depth", 3, "depth of the tree (levels of moves), 1 to 8")
	fs.IntVar(&r.branching, "branching", 2, "children of every inner node, 1 to 8")
	fs.Uint64Var(&r.seed, "seed", 0, seedHelp)
	return r
}

// settle takes the seed from the clock when --seed was not given and checks
// the shape against NewExercise's bounds, said in the flags' words; not ok
// comes with the usage error's exit code.
func (r *treeShapeFlags) settle(fs *flag.FlagSet, lang string) (code int, ok bool) {
	seedSet := false
	fs.Visit(func(f *flag.Flag) { seedSet = seedSet || f.Name == "seed" })
	if !seedSet {
		r.seed = uint64(time.Now().UnixNano() % 1000000)
	}
	switch {
	case r.depth < 1 || r.depth > 8:
		return usageError(fs, lang, "--depth %d: want 1 to 8", r.depth), false
	case r.branching < 1 || r.branching > 8:
		return usageError(fs, lang, "--branching %d: want 1 to 8", r.branching), false
	}
	return 0, true
}

func treeExercise(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("alphabeta tree exercise", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var out, lang string
	shape := shapeFlags(fs, "random seed; the same seed gives the same exercise (default: from the clock, printed)")
	fs.StringVar(&out, "out", "", "directory for the files (default: exercise-dDEPTH-bBRANCHING-sSEED)")
	fs.StringVar(&lang, "lang", "en", "language of the table and the legends: en or vi")
	const usage = "Usage: alphabeta tree exercise --depth D --branching B [--seed N] [--out DIR]\n\n" +
		"A random exercise like the lecture's ab3_problem: problem.svg/png (no answers),\n" +
		"solution.svg/png, trace.md (the α/β/v table) and tree.txt (the tree text),\n" +
		"reproducible from the seed.\n" +
		"Example: alphabeta tree exercise --depth 3 --branching 2 --seed 7 --out ex7"
	fs.Usage = func() {
		fmt.Fprint(stderr, usage+"\n\nFlags:\n")
		fs.PrintDefaults()
	}
	cli.SetVietnameseHelp(fs, messages, usage)
	if code, ok := cli.ParseOnly(fs, args, &lang); !ok {
		return code
	}
	l, _ := ParseLang(lang) // checked by parseFlagsOnly
	if code, ok := shape.settle(fs, lang); !ok {
		return code
	}
	depth, branching, seed := shape.depth, shape.branching, shape.seed
	e, err := NewExercise(ExerciseOptions{Depth: depth, Branching: branching, Seed: seed, Lang: l})
	if err != nil {
		return usageError(fs, lang, "a tree of depth %d and branching %d has more than %d leaves: too big for an exercise", depth, branching, MaxExerciseLeaves)
	}
	if out == "" {
		out = fmt.Sprintf("exercise-d%d-b%d-s%d", depth, branching, seed)
	}
	paths, err := e.WriteFiles(out)
	if err != nil {
		return failure(fs, lang, "cannot write the exercise (%v)", cli.OSError(err))
	}
	say(stdout, lang, "seed %d: %s", seed, e.Tree.Text(true))
	for _, p := range paths {
		say(stdout, lang, "wrote %s", p)
	}
	return 0
}

func treeExam(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("alphabeta tree exam", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		count               int
		versions, out, lang string
	)
	fs.IntVar(&count, "count", 1, "problems per version, 1 to 20")
	fs.StringVar(&versions, "versions", "A,B", "the versions' names, comma-separated (letters, digits, _), or a number N for A, B, … (N of them, 1 to 26)")
	shape := shapeFlags(fs, "random seed; the same seed and flags give the same pages, byte for byte (default: from the clock, printed)")
	fs.StringVar(&out, "out", "", "directory for the pages (default: exam-dDEPTH-bBRANCHING-sSEED)")
	fs.StringVar(&lang, "lang", "en", "language of the pages: en or vi")
	const usage = "Usage: alphabeta tree exam --count N --versions A,B[,…] --seed S [--depth D] [--branching B] [--out DIR]\n\n" +
		"An exam of N problems in versions A, B, … for neighbouring seats: problem i of\n" +
		"every version a tree of the same shape, the same number of evaluated leaves and\n" +
		"of cut subtrees. DIR/index.html links them; per version DIR/A.html is the\n" +
		"printable sheet (per problem the picture, a blank step table and blank values on\n" +
		"the tree; a large problem on a page of its own) and DIR/A-key.html its answer key.\n" +
		"--versions 3 is A,B,C.\n" +
		"Example: alphabeta tree exam --count 3 --versions A,B --seed 7 --lang vi --out exam7"
	fs.Usage = func() {
		fmt.Fprint(stderr, usage+"\n\nFlags:\n")
		fs.PrintDefaults()
	}
	cli.SetVietnameseHelp(fs, messages, usage)
	if code, ok := cli.ParseOnly(fs, args, &lang); !ok {
		return code
	}
	l, _ := ParseLang(lang)
	names, err := ParseExamVersions(versions)
	switch {
	case err != nil:
		return usageError(fs, lang, "%v", err)
	case count < 1 || count > MaxExamCount:
		return usageError(fs, lang, "--count %d: want 1 to %d", count, MaxExamCount)
	}
	if code, ok := shape.settle(fs, lang); !ok {
		return code
	}
	depth, branching, seed := shape.depth, shape.branching, shape.seed
	ex, err := NewExam(ExamOptions{Names: names, Count: count, Depth: depth, Branching: branching, Seed: seed, Lang: l})
	if err != nil {
		return usageError(fs, lang, "a tree of depth %d and branching %d has more than %d leaves: too big for an exercise", depth, branching, MaxExerciseLeaves)
	}
	if out == "" {
		out = fmt.Sprintf("exam-d%d-b%d-s%d", depth, branching, seed)
	}
	paths, err := ex.WriteFiles(out)
	if err != nil {
		return failure(fs, lang, "cannot write the exam (%v)", cli.OSError(err))
	}
	say(stdout, lang, "seed %d: %d versions (%s), problems per version: %d", seed, len(names), strings.Join(names, ", "), count)
	for _, p := range paths {
		say(stdout, lang, "wrote %s", p)
	}
	return 0
}

// messages is the package's catalogue: the Vietnamese of Main's
// messages, of the parsers' errors and of Load's, of the teaching text
// (the trace table, the exercise, the picture's legend) and of the -h
// (the usages, the commands' descriptions, the flags' help), keyed by
// their English formats, in the terms of the glossary of
// docs/teaching.vi.md. TestCommandMessages checks that every format given
// to tr, say, usageError, failure, errorf, msg, helpText, newParseError
// and the parsers' errorf and errAt, and every text of the commands' -h
// (cli.HelpTexts), has its entry.
var messages = i18n.Catalogue{
	"unknown command %q":                                                                   "không có lệnh %q",
	"missing command (the list is below)":                                                  "thiếu lệnh (danh sách ở dưới)",
	"want exactly one TREE argument, got %d":                                               "cần đúng một tham số TREE (cây), nhận %d",
	"--algo %q: want minimax or alphabeta":                                                 "--algo %q: chọn minimax hoặc alphabeta",
	"--root %q: want max or min":                                                           "--root %q: chọn max hoặc min",
	"--format %q: want text, markdown, csv or json":                                        "--format %q: chọn text, markdown, csv hoặc json",
	"--scale %g: want a number in (0, 8]":                                                  "--scale %g: cần một số trong (0, 8]",
	"--out %q: the name must end in .svg or .png":                                          "--out %q: tên tệp phải có đuôi .svg hoặc .png",
	"the picture is too large at --scale %g: draw it as SVG or lower the scale":            "hình quá lớn với --scale %g: hãy vẽ dạng SVG hoặc giảm tỉ lệ",
	"--depth %d: want 1 to 8":                                                              "--depth %d: cần từ 1 đến 8",
	"--branching %d: want 1 to 8":                                                          "--branching %d: cần từ 1 đến 8",
	"a tree of depth %d and branching %d has more than %d leaves: too big for an exercise": "cây độ sâu %d, mỗi nút %d con, có hơn %d lá: quá lớn cho một bài tập",
	"cannot write the exercise (%v)":                                                       "không ghi được bài tập (chi tiết: %v)",
	"seed %d: %s":                                                                          "mã sinh %d: %s",
	"wrote %s":                                                                             "đã ghi %s",
	"cannot write %s (%v)":                                                                 "không ghi được %s (chi tiết: %v)",

	// parse.go: the parsers' errors (ParseError) and what they found.
	"tree: line %d, column %d: %v":                                                        "dòng %d, cột %d: %v",
	"empty tree: expected a node such as A(3,5) or a number":                              "cây rỗng: cần một nút như A(3,5) hoặc một số",
	"expected end of tree after the root node, found %s":                                  "sau nút gốc phải là hết cây, nhưng gặp %s",
	"tree nested deeper than %d levels":                                                   "cây lồng sâu quá %d tầng",
	"tree has more than %d nodes":                                                         "cây có hơn %d nút",
	"expected the value of leaf %s (a number), found %s":                                  "cần giá trị của lá %s (một số), nhưng gặp %s",
	"expected '(' with the children of %s, or '=' and a leaf value, found %s":             "cần '(' và các con của %s, hoặc '=' và giá trị của lá, nhưng gặp %s",
	"expected a node: a name, '(' or a number, found %s":                                  "cần một nút: một tên, '(' hoặc một số, nhưng gặp %s",
	"expected a child (a node or a number), found ')': a node needs at least one child":   "cần một con (một nút hoặc một số) nhưng gặp ')': mỗi nút cần ít nhất một con",
	"expected ',' or ')' after a child, found %s":                                         "cần ',' hoặc ')' sau một con, nhưng gặp %s",
	"expected ',' or ')' after a child of %s, found %s":                                   "cần ',' hoặc ')' sau một con của %s, nhưng gặp %s",
	"expected a digit in the number, found %s":                                            "cần một chữ số trong số, nhưng gặp %s",
	"expected ',' or ')' after the number, found %s":                                      "cần ',' hoặc ')' sau số, nhưng gặp %s",
	"number out of range":                                                                 "số vượt quá giới hạn",
	"expected end of input after the JSON tree":                                           "sau cây JSON phải là hết dữ liệu",
	"invalid JSON: %s":                                                                    "JSON không hợp lệ: %s",
	"invalid JSON: %v":                                                                    "JSON không hợp lệ (chi tiết: %v)",
	"unexpected end of input in the JSON tree":                                            "cây JSON kết thúc giữa chừng",
	"expected a node: a number, an array of children or an object, found %s":              "cần một nút: một số, một mảng các con hoặc một đối tượng, nhưng gặp %s",
	"expected ']' after the children, found %s":                                           "cần ']' sau các con, nhưng gặp %s",
	"expected a child before ']': a node needs at least one child":                        "cần một con trước ']': mỗi nút cần ít nhất một con",
	`expected a string for "name", found %s`:                                              `cần một chuỗi cho "name", nhưng gặp %s`,
	`invalid name %q: a name is a letter or '_' followed by letters, digits, '_' or '\''`: `tên %q không hợp lệ: tên bắt đầu bằng một chữ cái hoặc '_', sau đó là chữ cái, chữ số, '_' hoặc '\''`,
	`expected a number for "value", found %s`:                                             `cần một số cho "value", nhưng gặp %s`,
	`expected an array for "children", found %s`:                                          `cần một mảng cho "children", nhưng gặp %s`,
	`unknown key %q: a node object has "name", "value" and "children"`:                    `khóa %q lạ: một nút là đối tượng có "name", "value" và "children"`,
	"expected '}', found %s":                                                              "cần '}', nhưng gặp %s",
	`a node has either "value" (a leaf) or "children", not both`:                          `một nút có "value" (lá) hoặc "children", không có cả hai`,
	`a node needs "value" (a leaf) or "children"`:                                         `một nút cần "value" (lá) hoặc "children"`,
	"expected inf or ∞ after the sign, found %s":                                          "cần inf hoặc ∞ sau dấu, nhưng gặp %s",
	// LoadError and its causes.
	"tree: %s: %v":               "%s: %v",
	"standard input":             "đầu vào chuẩn",
	"input larger than %d bytes": "lớn hơn %d byte",
	"no such file":               "không có tệp này",
	"no permission to read":      "không có quyền đọc",
	"cannot read (%v)":           "không đọc được (chi tiết: %v)",
	"end of input":               "hết dữ liệu",
	"an invalid UTF-8 byte":      "một byte UTF-8 sai",
	"character %U":               "ký tự %U",

	// The teaching text: the trace table (trace.go), the exercise's title
	// (exercise.go) and the picture's legend (draw.go). MAX and MIN are
	// the same in both languages (i18ncheck.Neutral).
	"Step":             "Bước",
	"Node (type)":      "Nút (loại)",
	"Inherited (α, β)": "Kế thừa (α, β)",
	"Considered":       "Xét",
	"v after":          "v sau đó",
	"Update":           "Cập nhật",
	"Note":             "Ghi chú",
	"Minimax keeps no window: (α, β) stays (−∞, +∞) and nothing is updated (—).":                                                                                                                  "Minimax không dùng cửa sổ: (α, β) luôn là (−∞, +∞) và không cập nhật gì (—).",
	"Inherited (α, β): the node's window just before the step: inherited from its parent when the node is entered, then MAX raises α and MIN lowers β as each child returns (the Update column).": "Kế thừa (α, β): cửa sổ của nút ngay trước bước đó: kế thừa từ nút cha khi vào nút, rồi nút MAX nâng α, nút MIN hạ β mỗi khi một con trả về (cột Cập nhật).",
	"Update —: nothing changes: the step enters the node, or the cut test succeeded (v ≥ β at MAX, v ≤ α at MIN) and the node returns at once.":                                                   "Cập nhật —: không đổi gì: bước vào nút, hoặc phép thử cắt tỉa đã đúng (v ≥ β ở nút MAX, v ≤ α ở nút MIN) nên nút trả về ngay.",
	"Update —: nothing changes: the step enters the node.":                                                                                                                                        "Cập nhật —: không đổi gì: bước vào nút.",
	"start":      "khởi tạo",
	"leaf":       "lá",
	"leaves":     "lá",
	"gets":       "nhận",
	"go down to": "xuống",
	"back to":    "về",
	"cut":        "cắt",
	"all of":     "cả",
	"best move":  "nước tốt nhất",
	"after the last child: nothing left to prune": "ở con cuối: không còn gì để cắt tỉa",
	"Root value = %s":                  "Giá trị gốc = %s",
	", best move: %s":                  ", nước tốt nhất: %s",
	". %s evaluated %d of %d leaves; ": ". %s lượng giá %d trên %d lá; ",
	"Knuth–Moore minimum for a uniform tree with b=%d, d=%d: %s = %d leaves.":                                                     "tối thiểu Knuth–Moore cho cây đều b=%d, d=%d: %s = %d lá.",
	"the tree is not uniform (branching or leaf depths differ), so the Knuth–Moore minimum b^⌈d/2⌉ + b^⌊d/2⌋ − 1 does not apply.": "cây không đều (số con hoặc độ sâu của lá khác nhau) nên không áp dụng công thức Knuth–Moore b^⌈d/2⌉ + b^⌊d/2⌋ − 1.",
	"root": "gốc",
	"Value: %s\nBest move: %s\nLeaves evaluated (%d of %d): %s\nSubtrees cut (%d): %s\n": "Giá trị: %s\nNước tốt nhất: %s\nLá được lượng giá (%d/%d): %s\nCây con bị cắt (%d): %s\n",
	"# Alpha-beta: depth %d, branching %d, seed %d\n\nTree: `%s`\n\n":                    "# Alpha-beta: độ sâu %d, số nhánh %d, mã sinh %d\n\nCây: `%s`\n\n",
	"MAX":            "MAX",
	"MIN":            "MIN",
	"evaluated leaf": "lá được lượng giá",
	"chosen path":    "đường đi được chọn",
	"cut off":        "nhánh bị cắt",
	"v inside a node; α, β: the window it inherits (→ when it finished)": "v trong nút; α, β: cửa sổ nút kế thừa (→ khi nút xong)",

	// The -h: tree's usage, the usage and the description of solve, trace,
	// draw and exercise, and their flags' help.
	`Usage: alphabeta tree COMMAND [flags] TREE

Explicit game trees as in the lectures, searched by the library's own
minimax and alpha-beta (package search).

Commands:
  solve     the value, the best first move, the leaves evaluated and the cut subtrees
  trace     the step-by-step α/β/v table of the lecture (seed 004)
  draw      a picture of the tree (SVG or PNG), with --solution the answer
  exercise  a random exercise: problem and solution pictures, table, tree text
  exam      an exam in versions A, B, …: printable pages and answer keys (HTML)

TREE is the tree text, @FILE to read it from a file, or - for standard input:
  A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))     names are optional:
  (((3,5),(6,9)),((2,4),(7,8)))            unnamed inner nodes get A, B, C, …
  [[[3,5],[6,9]],[[2,4],[7,8]]]            nested JSON works too
Leaves are integers or decimals, possibly negative; a leaf may be named H=3.
The root is MAX unless --root min; levels alternate; children are searched
left to right; MAX cuts when v ≥ β, MIN when v ≤ α; values are fail-soft.

Run 'alphabeta tree COMMAND -h' for the flags of a command. Without --lang
the language follows LC_ALL, LC_MESSAGES or LANG (vi_VN.UTF-8 is Vietnamese).
`: `Cách dùng: alphabeta tree LỆNH [tùy chọn] TREE

Cây trò chơi viết tường minh như trong bài giảng, tìm kiếm bằng minimax và
alpha-beta của chính thư viện (gói search).

Các lệnh:
  solve     giá trị, nước tốt nhất đầu tiên, số lá được lượng giá và các cây con bị cắt
  trace     bảng theo dõi α/β/v từng bước của bài giảng (seed 004)
  draw      hình của cây (SVG hoặc PNG), với --solution là lời giải
  exercise  một bài tập ngẫu nhiên: hình đề và lời giải, bảng, văn bản của cây
  exam      một đề kiểm tra nhiều phiên bản A, B, …: trang in và đáp án (HTML)

TREE là văn bản của cây, @TỆP để đọc từ một tệp, hoặc - để đọc từ đầu vào chuẩn:
  A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))     tên nút có thể bỏ:
  (((3,5),(6,9)),((2,4),(7,8)))            nút trong không tên được đặt A, B, C, …
  [[[3,5],[6,9]],[[2,4],[7,8]]]            JSON lồng nhau cũng được
Lá là số nguyên hoặc số thập phân, có thể âm; lá có thể có tên: H=3.
Gốc là MAX trừ khi có --root min; các tầng xen kẽ; các con được xét từ trái
sang phải; MAX cắt khi v ≥ β, MIN khi v ≤ α; giá trị theo kiểu fail-soft.

Gõ 'alphabeta tree LỆNH -h' để xem các tùy chọn của một lệnh. Không có --lang
thì ngôn ngữ theo LC_ALL, LC_MESSAGES hoặc LANG (vi_VN.UTF-8 là tiếng Việt).
`,
	"Usage: alphabeta tree %s [flags] TREE\n\n%v": "Cách dùng: alphabeta tree %s [tùy chọn] TREE\n\n%v",
	"The value of the root, the best first move, how many leaves were evaluated out of\n" +
		"how many (against the Knuth–Moore minimum) and which subtrees were cut.\n" +
		"Example: alphabeta tree solve --json 'A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))'": "Giá trị của gốc, nước tốt nhất đầu tiên, số lá được lượng giá trên tổng số lá\n" +
		"(so với tối thiểu Knuth–Moore) và những cây con bị cắt.\n" +
		"Ví dụ: alphabeta tree solve --lang vi --json 'A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))'",
	"The lecture's table, one row per step: node (type), inherited (α, β), what is\n" +
		"considered, v after it, the update of α or β, and a note (going down, the cuts).\n" +
		"Example: alphabeta tree trace --lang vi --format markdown '(((3,5),(6,9)),((2,4),(7,8)))'": "Bảng theo dõi của bài giảng, mỗi bước một dòng: nút (loại), cửa sổ kế thừa (α, β),\n" +
		"điều đang xét, v sau bước đó, cập nhật α hoặc β, và ghi chú (đi xuống, các lần cắt).\n" +
		"Ví dụ: alphabeta tree trace --lang vi --format markdown '(((3,5),(6,9)),((2,4),(7,8)))'",
	"A picture for a slide: MAX ▲, MIN ▼, leaves with their values; with --solution\n" +
		"every node's final v and the window (α, β) it inherited, with → x where the node\n" +
		"raised α or lowered β before finishing, the chosen path in bold, the cut subtrees\n" +
		"greyed behind a severed edge.\n" +
		"Example: alphabeta tree draw --solution --out ab3.png 'A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))'": "Hình cho slide: MAX ▲, MIN ▼, lá kèm giá trị; với --solution là v cuối cùng của\n" +
		"mỗi nút và cửa sổ (α, β) nó kế thừa, kèm → x ở nút đã nâng α hoặc hạ β trước khi\n" +
		"xong, đường đi được chọn in đậm, các cây con bị cắt tô xám sau một cạnh bị cắt.\n" +
		"Ví dụ: alphabeta tree draw --lang vi --solution --out ab3.png 'A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))'",
	"Usage: alphabeta tree exercise --depth D --branching B [--seed N] [--out DIR]\n\n" +
		"A random exercise like the lecture's ab3_problem: problem.svg/png (no answers),\n" +
		"solution.svg/png, trace.md (the α/β/v table) and tree.txt (the tree text),\n" +
		"reproducible from the seed.\n" +
		"Example: alphabeta tree exercise --depth 3 --branching 2 --seed 7 --out ex7": "Cách dùng: alphabeta tree exercise --depth D --branching B [--seed N] [--out THƯ_MỤC]\n\n" +
		"Một bài tập ngẫu nhiên như ab3_problem của bài giảng: problem.svg/png (không có\n" +
		"đáp án), solution.svg/png, trace.md (bảng theo dõi α/β/v) và tree.txt (văn bản\n" +
		"của cây), tạo lại được từ mã sinh.\n" +
		"Ví dụ: alphabeta tree exercise --lang vi --depth 3 --branching 2 --seed 7 --out bt7",
	"search: minimax or alphabeta":                                                 "cách tìm: minimax hoặc alphabeta",
	"the player at the root: max or min":                                           "người chơi ở gốc: max hoặc min",
	"clamp returned values to the window (α, β)":                                   "kẹp giá trị trả về vào trong cửa sổ (α, β)",
	"cut only when α > β (seed 003) instead of v ≥ β / v ≤ α":                      "chỉ cắt khi α > β (seed 003) thay vì khi v ≥ β / v ≤ α",
	"language of the text: en or vi":                                               "ngôn ngữ của văn bản: en hoặc vi",
	`print one JSON object: {"value", "best", "evaluated", "pruned", "leaves", …}`: `in một đối tượng JSON: {"value", "best", "evaluated", "pruned", "leaves", …}`,
	"table format: text, markdown, csv or json":                                    "dạng của bảng: text, markdown, csv hoặc json",
	"show the answer: v and the inherited (α, β) per node (→ the bound it moved), the chosen path, the cut subtrees": "hiện lời giải: v và cửa sổ kế thừa (α, β) của mỗi nút (→ cận mà nút đã đổi), đường đi được chọn, các cây con bị cắt",
	"write to FILE.svg or FILE.png (default: SVG on standard output)":                                                "ghi ra TỆP.svg hoặc TỆP.png (mặc định: SVG ra đầu ra chuẩn)",
	"PNG pixels per picture unit":                                                           "số điểm ảnh PNG cho mỗi đơn vị của hình",
	"depth of the tree (levels of moves), 1 to 8":                                           "độ sâu của cây (số tầng nước đi), từ 1 đến 8",
	"children of every inner node, 1 to 8":                                                  "số con của mỗi nút trong, từ 1 đến 8",
	"random seed; the same seed gives the same exercise (default: from the clock, printed)": "mã sinh ngẫu nhiên; cùng mã sinh cho cùng bài tập (mặc định: lấy từ đồng hồ, có in ra)",
	"directory for the files (default: exercise-dDEPTH-bBRANCHING-sSEED)":                   "thư mục ghi các tệp (mặc định: exercise-dDEPTH-bBRANCHING-sSEED)",
	"language of the table and the legends: en or vi":                                       "ngôn ngữ của bảng và chú giải: en hoặc vi",
	// tree exam: its messages, its pages (exam.go) and its -h.
	"--versions %d: want 1 to %d":                                               "--versions %d: cần từ 1 đến %d",
	"--versions: want 1 to %d names, got %d":                                    "--versions: cần từ 1 đến %d tên, nhận %d",
	"--versions: version name %q: want 1 to 16 letters, digits or _, not index": "--versions: tên phiên bản %q: cần 1 đến 16 chữ cái, chữ số hoặc _, không được là index",
	"--versions: version name %q given twice":                                   "--versions: tên phiên bản %q bị lặp",
	"--count %d: want 1 to %d":                                                  "--count %d: cần từ 1 đến %d",
	"cannot write the exam (%v)":                                                "không ghi được đề kiểm tra (chi tiết: %v)",
	"seed %d: %d versions (%s), problems per version: %d":                       "mã sinh %d: %d phiên bản (%s), số bài mỗi phiên bản: %d",
	"Alpha-beta exam: depth %d, branching %d, seed %d":                          "Đề kiểm tra Alpha-beta: độ sâu %d, số nhánh %d, mã sinh %d",
	"Versions alike: the same shape, the same number of evaluated leaves and of cut subtrees (difference at most %d).": "Các phiên bản tương đương: cùng hình dạng, cùng số lá được lượng giá và số cây con bị cắt (chênh lệch tối đa %d).",
	"Problems per version: %d.":               "Số bài mỗi phiên bản: %d.",
	"Problem %d":                              "Bài %d",
	"Version %s":                              "Phiên bản %s",
	"answer key":                              "đáp án",
	"Alpha-beta exam, version %s":             "Đề kiểm tra Alpha-beta, phiên bản %s",
	"Alpha-beta exam, version %s: answer key": "Đề kiểm tra Alpha-beta, phiên bản %s: đáp án",
	"Name:": "Họ tên:",
	"Search the tree with alpha-beta (the root is MAX, children left to right, a cut when v ≥ β at MAX and v ≤ α at MIN). Fill in the step table, write v at every inner node the search visits, and mark the cut subtrees.": "Tìm kiếm trên cây bằng cắt tỉa Alpha-Beta (gốc là MAX, các con xét từ trái sang phải, cắt khi v ≥ β ở nút MAX và v ≤ α ở nút MIN). Điền bảng theo dõi, ghi v ở mọi nút trong được duyệt, và đánh dấu các cây con bị cắt.",
	"the tree":           "cây",
	"Step table":         "Bảng theo dõi",
	"Values on the tree": "Giá trị trên cây",
	"yes":                "có",
	"no":                 "không",
	"Cut subtrees:":      "Cây con bị cắt:",
	"Tree %s · seed %d":  "Cây %s · mã sinh %d",
	"Usage: alphabeta tree exam --count N --versions A,B[,…] --seed S [--depth D] [--branching B] [--out DIR]\n\n" +
		"An exam of N problems in versions A, B, … for neighbouring seats: problem i of\n" +
		"every version a tree of the same shape, the same number of evaluated leaves and\n" +
		"of cut subtrees. DIR/index.html links them; per version DIR/A.html is the\n" +
		"printable sheet (per problem the picture, a blank step table and blank values on\n" +
		"the tree; a large problem on a page of its own) and DIR/A-key.html its answer key.\n" +
		"--versions 3 is A,B,C.\n" +
		"Example: alphabeta tree exam --count 3 --versions A,B --seed 7 --lang vi --out exam7": "Cách dùng: alphabeta tree exam --count N --versions A,B[,…] --seed S [--depth D] [--branching B] [--out THƯ_MỤC]\n\n" +
		"Một đề kiểm tra N bài, các phiên bản A, B, … cho các chỗ ngồi cạnh nhau: bài thứ i\n" +
		"của mọi phiên bản là cây cùng hình dạng, cùng số lá được lượng giá và số cây con\n" +
		"bị cắt. THƯ_MỤC/index.html liên kết các phiên bản; mỗi phiên bản có THƯ_MỤC/A.html\n" +
		"là trang để in (mỗi bài: hình đề, bảng theo dõi trống và giá trị trên cây để trống;\n" +
		"bài lớn nằm riêng một trang) và THƯ_MỤC/A-key.html là đáp án.\n" +
		"--versions 3 là A,B,C.\n" +
		"Ví dụ: alphabeta tree exam --count 3 --versions A,B --seed 7 --lang vi --out de7",
	"problems per version, 1 to 20": "số bài của mỗi phiên bản, từ 1 đến 20",
	"the versions' names, comma-separated (letters, digits, _), or a number N for A, B, … (N of them, 1 to 26)":  "tên các phiên bản, cách nhau bởi dấu phẩy (chữ cái, chữ số, _), hoặc một số N cho A, B, … (N phiên bản, từ 1 đến 26)",
	"random seed; the same seed and flags give the same pages, byte for byte (default: from the clock, printed)": "mã sinh ngẫu nhiên; cùng mã sinh và tùy chọn cho cùng các trang, từng byte (mặc định: lấy từ đồng hồ, có in ra)",
	"directory for the pages (default: exam-dDEPTH-bBRANCHING-sSEED)":                                            "thư mục ghi các trang (mặc định: exam-dDEPTH-bBRANCHING-sSEED)",
	"language of the pages: en or vi": "ngôn ngữ của các trang: en hoặc vi",
}

func tr(lang, format string, args ...any) string {
	return messages.Sprintf(lang, format, args...)
}

func say(w io.Writer, lang, format string, args ...any) {
	messages.Say(w, lang, format, args...)
}

func usageError(fs *flag.FlagSet, lang, format string, args ...any) int {
	return cli.UsageError(fs, messages, lang, format, args...)
}

func failure(fs *flag.FlagSet, lang, format string, args ...any) int {
	return cli.Failure(fs, messages, lang, format, args...)
}

func errorf(format string, args ...any) error { return messages.Errorf(format, args...) }

// msg is a message of the catalogue as an argument of another.
func msg(format string, args ...any) i18n.Message { return messages.Msg(format, args...) }

// helpText is a text of the -h (tree's usage, a command's description), a
// message of the catalogue that TestCommandMessages checks as it checks
// the flags' help (cli.HelpTexts): it names commands as typed, so the
// test of English words is the command line's, on the text printed.
func helpText(text string) i18n.Message { return messages.Msg(text) }
