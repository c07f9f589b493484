package tree

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// Limits on what Parse accepts. Teaching trees are small; the limits keep a
// mistyped or hostile input from exhausting memory or the stack.
const (
	MaxDepth = 64     // deepest nesting of children
	MaxNodes = 200000 // nodes in the whole tree
)

// ParseError is a malformed tree: where (1-based line and column, counted in
// characters) and what was expected there, in English (Msg, Error) or in
// Vietnamese (Vietnamese).
type ParseError struct {
	Line, Col int
	Msg       string

	msg i18n.Message // Msg as a message of the package's catalogue
}

func (e *ParseError) Error() string {
	return tr("en", "tree: line %d, column %d: %v", e.Line, e.Col, e.Msg)
}

// Vietnamese is the error in Vietnamese: "dòng 1, cột 9: cần ',' hoặc ')'
// sau một con của D, nhưng gặp '5'".
func (e *ParseError) Vietnamese() string {
	var msg any = e.Msg
	if e.msg.Format != "" {
		msg = e.msg
	}
	return tr("vi", "tree: line %d, column %d: %v", e.Line, e.Col, msg)
}

func newParseError(line, col int, format string, args ...any) *ParseError {
	m := messages.Msg(format, args...)
	return &ParseError{Line: line, Col: col, Msg: m.String(), msg: m}
}

// Caret returns the line of src that holds the error with a caret under the
// column, for showing the error to a person.
func (e *ParseError) Caret(src string) string {
	lines := strings.Split(src, "\n")
	if e.Line < 1 || e.Line > len(lines) {
		return ""
	}
	line := []rune(strings.TrimRight(lines[e.Line-1], "\r"))
	col := max(e.Col-1, 0)
	// A long line (a whole tree on one line) is cut to a window around the
	// column, so the message stays a few lines long.
	const window = 72
	prefix, suffix := "", ""
	if len(line) > window {
		start := min(max(col-window/2, 0), len(line)-window)
		if start > 0 {
			prefix = "…"
		}
		if start+window < len(line) {
			suffix = "…"
		}
		line = line[start : start+window]
		col -= start
	}
	pad := make([]rune, 0, col+1)
	if prefix != "" {
		pad = append(pad, ' ') // under the "…"
	}
	for i, r := range line {
		if i >= col {
			break
		}
		if r == '\t' {
			pad = append(pad, '\t')
		} else {
			pad = append(pad, ' ')
		}
	}
	for len(pad) < col+utf8.RuneCountInString(prefix) {
		pad = append(pad, ' ')
	}
	return "  " + prefix + string(line) + suffix + "\n  " + string(pad) + "^"
}

// Parse reads a tree in the bracket notation of the lectures,
//
//	A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))
//
// or as nested JSON (arrays of numbers, or objects {"name", "value",
// "children"}). Names are optional, leaves are integers or decimals, possibly
// negative, or the textbook figures' infinities +inf, -inf, +∞, −∞ ("+inf",
// "-inf" in JSON); whitespace and newlines are free, and '#' starts a
// comment that runs to the end of the line. A leaf may be named as H=3 (or
// H:3).
func Parse(src string) (*Tree, error) {
	var (
		root *Node
		err  error
	)
	switch firstSignificant(src) {
	case '[', '{':
		root, err = parseJSON(src)
	default:
		p := &textParser{src: src, line: 1, col: 1}
		root, err = p.parseTree()
	}
	if err != nil {
		return nil, err
	}
	return New(root), nil
}

// MaxSource is the largest tree text Load reads from a file or standard
// input; more is an error, found after reading MaxSource+1 bytes at most
// (a tree of MaxNodes nodes takes a few megabytes).
const MaxSource = 16 << 20

// Load reads the TREE argument of the command line: "-" is standard input,
// "@FILE" the named file, anything else the tree text itself. It returns the
// source text along with the tree so that errors can be shown in context.
// Input larger than MaxSource is refused before parsing.
//
// An error reading the text is a *LoadError; one parsing it a *ParseError.
func Load(arg string, stdin io.Reader) (*Tree, string, error) {
	src := arg
	switch {
	case arg == "-":
		b, err := readSource(stdin)
		if err != nil {
			return nil, "", &LoadError{Source: "standard input", Err: err}
		}
		src = string(b)
	case strings.HasPrefix(arg, "@"):
		f, err := os.Open(arg[1:])
		if err != nil {
			return nil, "", &LoadError{Err: err, path: arg[1:]}
		}
		b, err := readSource(f)
		f.Close()
		if err != nil {
			return nil, "", &LoadError{Source: arg[1:], Err: err}
		}
		src = string(b)
	}
	t, err := Parse(src)
	return t, src, err
}

// LoadError is why Load could not read a tree's text: where from
// ("standard input", a file name; "" when the cause names the file, as
// os.Open's does) and the cause, in English (Error) or Vietnamese
// (Vietnamese).
type LoadError struct {
	Source string
	Err    error
	path   string // the file, for the Vietnamese when Source is ""
}

// errTooLarge is a text over MaxSource bytes.
var errTooLarge = errorf("input larger than %d bytes", MaxSource)

// Error is the error in English, with the cause's own text.
func (e *LoadError) Error() string {
	if e.Source == "" {
		return "tree: " + e.Err.Error()
	}
	return tr("en", "tree: %s: %v", e.Source, e.Err)
}

// Vietnamese is the error in Vietnamese: where from, then the kind of
// cause as the catalogue says it (the English of a missing file or of a
// permission is the operating system's, which Error writes), else the
// cause's English as its detail.
func (e *LoadError) Vietnamese() string {
	var where any = e.Source
	switch e.Source {
	case "":
		where = e.path
	case "standard input":
		where = msg("standard input")
	}
	var cause any
	switch {
	case errors.Is(e.Err, errTooLarge):
		cause = e.Err
	case errors.Is(e.Err, fs.ErrNotExist):
		cause = msg("no such file")
	case errors.Is(e.Err, fs.ErrPermission):
		cause = msg("no permission to read")
	default:
		cause = msg("cannot read (%v)", e.Err)
	}
	return tr("vi", "tree: %s: %v", where, cause)
}

func (e *LoadError) Unwrap() error { return e.Err }

// readSource reads r to its end, but no more than MaxSource+1 bytes.
func readSource(r io.Reader) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, MaxSource+1))
	if err != nil {
		return nil, err
	}
	if len(b) > MaxSource {
		return nil, errTooLarge
	}
	return b, nil
}

func firstSignificant(src string) rune {
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRuneInString(src[i:])
		switch {
		case r == '#':
			j := strings.IndexByte(src[i:], '\n')
			if j < 0 {
				return 0
			}
			i += j
		case unicode.IsSpace(r):
			i += size
		default:
			return r
		}
	}
	return 0
}

// textParser is a recursive-descent parser of the bracket notation that
// tracks line and column for its errors.
type textParser struct {
	src       string
	pos       int
	line, col int
	nodes     int
}

func (p *textParser) errorf(format string, args ...any) error {
	return newParseError(p.line, p.col, format, args...)
}

func (p *textParser) peek() rune {
	if p.pos >= len(p.src) {
		return -1
	}
	r, _ := utf8.DecodeRuneInString(p.src[p.pos:])
	return r
}

func (p *textParser) next() rune {
	r, size := utf8.DecodeRuneInString(p.src[p.pos:])
	p.pos += size
	if r == '\n' {
		p.line++
		p.col = 1
	} else {
		p.col++
	}
	return r
}

// skip passes over whitespace and comments.
func (p *textParser) skip() {
	for p.pos < len(p.src) {
		r := p.peek()
		switch {
		case r == '#':
			for p.pos < len(p.src) && p.peek() != '\n' {
				p.next()
			}
		case unicode.IsSpace(r):
			p.next()
		default:
			return
		}
	}
}

// found describes what is at the current position, for error messages.
func (p *textParser) found() any {
	r := p.peek()
	switch {
	case r < 0:
		return msg("end of input")
	case r == utf8.RuneError:
		return msg("an invalid UTF-8 byte")
	case unicode.IsPrint(r):
		return strconv.QuoteRune(r)
	}
	return msg("character %U", r)
}

func (p *textParser) parseTree() (*Node, error) {
	p.skip()
	if p.peek() < 0 {
		return nil, p.errorf("empty tree: expected a node such as A(3,5) or a number")
	}
	root, err := p.parseNode(0)
	if err != nil {
		return nil, err
	}
	p.skip()
	if p.peek() >= 0 {
		return nil, p.errorf("expected end of tree after the root node, found %s", p.found())
	}
	return root, nil
}

func isNameStart(r rune) bool { return r == '_' || unicode.IsLetter(r) }
func isNameRune(r rune) bool {
	return r == '_' || r == '\'' || unicode.IsLetter(r) || unicode.IsDigit(r)
}
func validName(s string) bool {
	for i, r := range s {
		if (i == 0 && !isNameStart(r)) || !isNameRune(r) {
			return false
		}
	}
	return s != ""
}

func isNumberStart(r rune) bool {
	return r == '-' || r == '+' || r == '−' || r == '.' || r == '∞' || (r >= '0' && r <= '9')
}

// parseInfinity reads the infinities of textbook figures: "+inf", "-inf",
// "−∞", "+∞", "∞", "+Infinity", … (a sign is needed before "inf", which
// could otherwise be a node's name).
func parseInfinity(s string) (float64, bool) {
	sign := 1.0
	switch {
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	case strings.HasPrefix(s, "-"):
		s, sign = s[1:], -1
	case strings.HasPrefix(s, "−"):
		s, sign = s[len("−"):], -1
	default:
		if s != "∞" {
			return 0, false
		}
	}
	switch strings.ToLower(s) {
	case "inf", "infinity", "∞":
		return math.Inf(int(sign)), true
	}
	return 0, false
}

func (p *textParser) parseNode(depth int) (*Node, error) {
	if depth > MaxDepth {
		return nil, p.errorf("tree nested deeper than %d levels", MaxDepth)
	}
	p.nodes++
	if p.nodes > MaxNodes {
		return nil, p.errorf("tree has more than %d nodes", MaxNodes)
	}
	p.skip()
	n := &Node{}
	r := p.peek()
	switch {
	case isNameStart(r):
		start := p.pos
		for p.pos < len(p.src) && isNameRune(p.peek()) {
			p.next()
		}
		n.Name = p.src[start:p.pos]
		p.skip()
		switch p.peek() {
		case '(':
		case '=', ':':
			p.next()
			p.skip()
			if !isNumberStart(p.peek()) {
				return nil, p.errorf("expected the value of leaf %s (a number), found %s", n.Name, p.found())
			}
			v, err := p.parseNumber()
			if err != nil {
				return nil, err
			}
			n.Value = v
			return n, nil
		default:
			return nil, p.errorf("expected '(' with the children of %s, or '=' and a leaf value, found %s", n.Name, p.found())
		}
	case isNumberStart(r):
		v, err := p.parseNumber()
		if err != nil {
			return nil, err
		}
		n.Value = v
		return n, nil
	case r == '(':
	default:
		return nil, p.errorf("expected a node: a name, '(' or a number, found %s", p.found())
	}
	p.next() // '('
	for {
		p.skip()
		if p.peek() == ')' && len(n.Children) == 0 {
			return nil, p.errorf("expected a child (a node or a number), found ')': a node needs at least one child")
		}
		c, err := p.parseNode(depth + 1)
		if err != nil {
			return nil, err
		}
		n.Children = append(n.Children, c)
		p.skip()
		switch p.peek() {
		case ',':
			p.next()
		case ')':
			p.next()
			return n, nil
		default:
			if n.Name != "" {
				return nil, p.errorf("expected ',' or ')' after a child of %s, found %s", n.Name, p.found())
			}
			return nil, p.errorf("expected ',' or ')' after a child, found %s", p.found())
		}
	}
}

// parseNumber reads [+-]digits[.digits]; the minus sign may be U+2212 as in
// the lecture notes.
func (p *textParser) parseNumber() (float64, error) {
	line, col := p.line, p.col
	var b strings.Builder
	start := p.pos
	if r := p.peek(); r == '-' || r == '+' || r == '−' {
		p.next()
		if r != '+' {
			b.WriteByte('-')
		}
	}
	if r := p.peek(); r == '∞' || r == 'i' || r == 'I' {
		for r := p.peek(); r == '∞' || unicode.IsLetter(r); r = p.peek() {
			p.next()
		}
		if v, ok := parseInfinity(p.src[start:p.pos]); ok {
			if r := p.peek(); isNameRune(r) || r == '.' {
				return 0, p.errorf("expected ',' or ')' after the number, found %s", p.found())
			}
			return v, nil
		}
		return 0, newParseError(line, col, "expected inf or ∞ after the sign, found %s", strconv.Quote(p.src[start:p.pos]))
	}
	digits := 0
	for r := p.peek(); r >= '0' && r <= '9'; r = p.peek() {
		b.WriteRune(p.next())
		digits++
	}
	if p.peek() == '.' {
		b.WriteRune(p.next())
		for r := p.peek(); r >= '0' && r <= '9'; r = p.peek() {
			b.WriteRune(p.next())
			digits++
		}
	}
	if digits == 0 {
		return 0, p.errorf("expected a digit in the number, found %s", p.found())
	}
	if r := p.peek(); isNameRune(r) || r == '.' {
		return 0, p.errorf("expected ',' or ')' after the number, found %s", p.found())
	}
	v, err := strconv.ParseFloat(b.String(), 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, newParseError(line, col, "number out of range")
	}
	return v, nil
}

// jsonParser reads nested JSON with encoding/json's tokenizer so that every
// error can name its position.
type jsonParser struct {
	src   string
	dec   *json.Decoder
	nodes int
}

func parseJSON(src string) (*Node, error) {
	dec := json.NewDecoder(strings.NewReader(src))
	dec.UseNumber()
	p := &jsonParser{src: src, dec: dec}
	root, err := p.node(0)
	if err != nil {
		return nil, err
	}
	off := p.tokenStart()
	if _, err := dec.Token(); err != io.EOF {
		return nil, p.errAt(off, "expected end of input after the JSON tree")
	}
	return root, nil
}

// tokenStart is the byte offset where the next token starts.
func (p *jsonParser) tokenStart() int {
	off := int(p.dec.InputOffset())
	for off < len(p.src) {
		switch p.src[off] {
		case ' ', '\t', '\n', '\r', ',', ':':
			off++
			continue
		}
		break
	}
	return off
}

func (p *jsonParser) errAt(off int, format string, args ...any) error {
	if off > len(p.src) {
		off = len(p.src)
	}
	before := p.src[:off]
	line := strings.Count(before, "\n") + 1
	col := utf8.RuneCountInString(before[strings.LastIndexByte(before, '\n')+1:]) + 1
	return newParseError(line, col, format, args...)
}

func (p *jsonParser) token() (json.Token, int, error) {
	off := p.tokenStart()
	tok, err := p.dec.Token()
	if err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return nil, 0, p.errAt(int(se.Offset), "invalid JSON: %s", i18n.JSONSyntaxText(se.Error()))
		}
		if err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, 0, p.errAt(len(p.src), "unexpected end of input in the JSON tree")
		}
		return nil, 0, p.errAt(off, "invalid JSON: %v", err)
	}
	return tok, off, nil
}

func (p *jsonParser) node(depth int) (*Node, error) {
	if depth > MaxDepth {
		return nil, p.errAt(p.tokenStart(), "tree nested deeper than %d levels", MaxDepth)
	}
	p.nodes++
	if p.nodes > MaxNodes {
		return nil, p.errAt(p.tokenStart(), "tree has more than %d nodes", MaxNodes)
	}
	tok, off, err := p.token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Number:
		v, err := p.number(t, off)
		return &Node{Value: v}, err
	case string: // "+inf", "-inf": JSON numbers cannot be infinite
		if v, ok := parseInfinity(t); ok {
			return &Node{Value: v}, nil
		}
	case json.Delim:
		switch t {
		case '[':
			n := &Node{}
			return n, p.children(n, depth)
		case '{':
			return p.object(off, depth)
		}
	}
	return nil, p.errAt(off, "expected a node: a number, an array of children or an object, found %s", describeToken(tok))
}

func (p *jsonParser) number(t json.Number, off int) (float64, error) {
	v, err := t.Float64()
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, p.errAt(off, "number out of range")
	}
	return v, nil
}

// children reads the elements of an array whose '[' was just read.
func (p *jsonParser) children(n *Node, depth int) error {
	for p.dec.More() {
		c, err := p.node(depth + 1)
		if err != nil {
			return err
		}
		n.Children = append(n.Children, c)
	}
	tok, off, err := p.token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != ']' {
		return p.errAt(off, "expected ']' after the children, found %s", describeToken(tok))
	}
	if len(n.Children) == 0 {
		return p.errAt(off, "expected a child before ']': a node needs at least one child")
	}
	return nil
}

func (p *jsonParser) object(start, depth int) (*Node, error) {
	n := &Node{}
	hasValue, hasChildren := false, false
	for p.dec.More() {
		tok, off, err := p.token()
		if err != nil {
			return nil, err
		}
		key, _ := tok.(string)
		switch key {
		case "name":
			tok, off, err := p.token()
			if err != nil {
				return nil, err
			}
			s, ok := tok.(string)
			if !ok {
				return nil, p.errAt(off, `expected a string for "name", found %s`, describeToken(tok))
			}
			if !validName(s) {
				return nil, p.errAt(off, `invalid name %q: a name is a letter or '_' followed by letters, digits, '_' or '\''`, s)
			}
			n.Name = s
		case "value":
			tok, off, err := p.token()
			if err != nil {
				return nil, err
			}
			num, ok := tok.(json.Number)
			str, _ := tok.(string)
			inf, isInf := parseInfinity(str)
			switch {
			case ok:
				if n.Value, err = p.number(num, off); err != nil {
					return nil, err
				}
			case isInf:
				n.Value = inf
			default:
				return nil, p.errAt(off, `expected a number for "value", found %s`, describeToken(tok))
			}
			hasValue = true
		case "children":
			tok, off, err := p.token()
			if err != nil {
				return nil, err
			}
			if d, ok := tok.(json.Delim); !ok || d != '[' {
				return nil, p.errAt(off, `expected an array for "children", found %s`, describeToken(tok))
			}
			if err := p.children(n, depth); err != nil {
				return nil, err
			}
			hasChildren = true
		default:
			return nil, p.errAt(off, `unknown key %q: a node object has "name", "value" and "children"`, key)
		}
	}
	tok, off, err := p.token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '}' {
		return nil, p.errAt(off, "expected '}', found %s", describeToken(tok))
	}
	switch {
	case hasValue && hasChildren:
		return nil, p.errAt(start, `a node has either "value" (a leaf) or "children", not both`)
	case !hasValue && !hasChildren:
		return nil, p.errAt(start, `a node needs "value" (a leaf) or "children"`)
	}
	return n, nil
}

func describeToken(tok json.Token) string {
	switch t := tok.(type) {
	case json.Delim:
		return "'" + t.String() + "'"
	case string:
		return strconv.Quote(t)
	case nil:
		return "null"
	case bool:
		return strconv.FormatBool(t)
	case json.Number:
		return string(t)
	}
	return fmt.Sprint(tok)
}

// MarshalJSON writes a node as nested objects {"name", "value", "children"},
// which Parse reads back.
func (n *Node) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	n.writeJSON(&b)
	return b.Bytes(), nil
}

func (n *Node) writeJSON(b *bytes.Buffer) {
	b.WriteByte('{')
	if n.Name != "" {
		name, _ := json.Marshal(n.Name)
		b.WriteString(`"name":`)
		b.Write(name)
		b.WriteByte(',')
	}
	if n.IsLeaf() {
		b.WriteString(`"value":`)
		switch {
		case math.IsInf(n.Value, 1):
			b.WriteString(`"+inf"`)
		case math.IsInf(n.Value, -1):
			b.WriteString(`"-inf"`)
		default:
			b.WriteString(FormatNumber(n.Value))
		}
	} else {
		b.WriteString(`"children":[`)
		for i, c := range n.Children {
			if i > 0 {
				b.WriteByte(',')
			}
			c.writeJSON(b)
		}
		b.WriteByte(']')
	}
	b.WriteByte('}')
}
