package tree

import (
	"bytes"
	"cmp"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/alphabeta-go/alphabeta/search"
)

// Lang is the language of text shown to people: English or Vietnamese (the
// lecture's terms).
type Lang string

const (
	EN Lang = "en"
	VI Lang = "vi"
)

// ParseLang reads "en" or "vi".
func ParseLang(s string) (Lang, error) {
	switch Lang(s) {
	case EN, VI:
		return Lang(s), nil
	}
	return "", fmt.Errorf("unknown language %q (want en or vi)", s)
}

// RowKind says what a row of the trace table considers.
type RowKind uint8

const (
	RowStart RowKind = iota // the node is entered: v starts at −∞ (MAX) or +∞ (MIN)
	RowLeaf                 // a leaf child's value
	RowChild                // the value an inner child returned
)

// Cut is the note of a row where the node cuts off its remaining children.
type Cut struct {
	Strict  bool    // the rule was α > β (seed 003, docs/lectures.md) rather than v ≥ β / v ≤ α
	Skipped []*Node // the children not searched
}

// Row is one step of the lecture's α/β/v table (seed 004, section 3; see
// docs/lectures.md). It is language-neutral; Cells renders it.
type Row struct {
	Step   int
	Node   *Node
	Player search.Player
	Alpha  float64 // the window before the step ("inherited (α, β)")
	Beta   float64
	Kind   RowKind
	Child  *Node   // the child considered (RowLeaf, RowChild)
	Value  float64 // the leaf's value or the value the child returned
	V      float64 // the node's v after the step
	// Update is the bound the step set: 'a' (MAX: α ← max(α, v)), 'b' (MIN:
	// β ← min(β, v)) or 0 for none; NewBound is its value.
	Update   byte
	NewBound float64
	NewAlpha float64
	NewBeta  float64

	// The note: at most one of Down, Cut and Done is set.
	Down   *Node // the search goes down to this inner child next
	Cut    *Cut
	Done   bool    // the node has no more children and returns Result
	Result float64 // what the node returns (Cut and Done rows)
	Best   *Node   // Done at the root: the best first move
	// Reached: the cut test succeeded on the node's last child (Done is
	// set), so there was nothing left to prune; Strict tells which test.
	Reached bool
	Strict  bool
}

// Rows turns the solution's event stream into the lecture's table: a row when
// a node is entered whose first child is an inner node ("go down"), and a row
// for every child value received. Entering a node whose first child is a leaf
// makes no row of its own, as in the lecture: its first leaf's row shows the
// inherited window.
func (s *Solution) Rows() []Row {
	t := s.Tree
	var rows []Row
	add := func(r Row) {
		r.Step = len(rows) + 1
		rows = append(rows, r)
	}
	if t.Root.IsLeaf() {
		r := s.Nodes[t.Root.ID]
		add(Row{Node: t.Root, Player: s.Options.Root, Alpha: r.Entry[0], Beta: r.Entry[1], Kind: RowLeaf,
			Child: t.Root, Value: t.Root.Value, V: r.V, Done: true, Result: r.V})
		return rows
	}
	minimax := s.Options.Algo == Minimax
	for i := 0; i < len(s.Events); i++ {
		e := &s.Events[i]
		n := t.At(e.Path)
		switch e.Kind {
		case search.Enter:
			if first := n.Children[0]; !first.IsLeaf() {
				add(Row{Node: n, Player: e.Player, Alpha: e.Alpha, Beta: e.Beta, Kind: RowStart,
					V: e.V, NewAlpha: e.Alpha, NewBeta: e.Beta, Down: first})
			}
		case search.Child:
			c := n.Children[e.Child]
			r := Row{Node: n, Player: e.Player, Alpha: e.Alpha, Beta: e.Beta, Kind: RowChild,
				Child: c, Value: e.Value, V: e.V, NewAlpha: e.NewAlpha, NewBeta: e.NewBeta}
			if c.IsLeaf() {
				r.Kind = RowLeaf
			}
			var cut *search.Event
			if i+1 < len(s.Events) && s.Events[i+1].Kind == search.Cut {
				cut = &s.Events[i+1]
			}
			// The lecture's rule tests v ≥ β (MAX) or v ≤ α (MIN) before
			// the update, and a node that passes it does not update, even
			// on its last child where nothing is left to cut.
			reached := (e.Player == search.Max && e.V >= e.Beta) || (e.Player == search.Min && e.V <= e.Alpha)
			if !minimax && (s.Options.Strict || !reached) {
				if e.Player == search.Max {
					r.Update, r.NewBound = 'a', e.NewAlpha
				} else {
					r.Update, r.NewBound = 'b', e.NewBeta
				}
			}
			switch {
			case cut != nil && len(cut.Skipped) > 0:
				r.Cut = &Cut{Strict: s.Options.Strict}
				for _, k := range cut.Skipped {
					r.Cut.Skipped = append(r.Cut.Skipped, n.Children[k])
				}
				r.Result = s.Nodes[n.ID].V
			case e.Child == len(n.Children)-1 || cut != nil:
				r.Done = true
				if !minimax {
					r.Strict = s.Options.Strict
					r.Reached = reached
					if s.Options.Strict {
						r.Reached = e.NewAlpha > e.NewBeta
					}
				}
				r.Result = s.Nodes[n.ID].V
				if n == t.Root && s.Best >= 0 {
					r.Best = n.Children[s.Best]
				}
			default:
				if next := n.Children[e.Child+1]; !next.IsLeaf() {
					r.Down = next
				}
			}
			add(r)
		}
	}
	return rows
}

// Header is the table's column titles.
func Header(lang Lang) []string {
	l := string(lang)
	return []string{tr(l, "Step"), tr(l, "Node (type)"), tr(l, "Inherited (α, β)"), tr(l, "Considered"), tr(l, "v after"), tr(l, "Update"), tr(l, "Note")}
}

// Legend explains the table's window column and its "—" marks: what a
// reader needs to read the table under the options o.
func Legend(lang Lang, o Options) []string {
	l := string(lang)
	if o.Algo == Minimax {
		return []string{tr(l, "Minimax keeps no window: (α, β) stays (−∞, +∞) and nothing is updated (—).")}
	}
	window := tr(l, "Inherited (α, β): the node's window just before the step: inherited from its parent when the node is entered, then MAX raises α and MIN lowers β as each child returns (the Update column).")
	dash := tr(l, "Update —: nothing changes: the step enters the node, or the cut test succeeded (v ≥ β at MAX, v ≤ α at MIN) and the node returns at once.")
	if o.Strict {
		dash = tr(l, "Update —: nothing changes: the step enters the node.")
	}
	return []string{window, dash}
}

// words holds the few words of the table in one language.
type words struct {
	start, leaf, leaves, receives, down, back, cut, whole, best, lastChild string
}

// wordsIn are the table's words in lang, from the package's catalogue.
func wordsIn(lang Lang) words {
	l := string(lang)
	return words{start: tr(l, "start"), leaf: tr(l, "leaf"), leaves: tr(l, "leaves"), receives: tr(l, "gets"),
		down: tr(l, "go down to"), back: tr(l, "back to"), cut: tr(l, "cut"), whole: tr(l, "all of"),
		best: tr(l, "best move"), lastChild: tr(l, "after the last child: nothing left to prune")}
}

func num(v float64) string { return FormatNumber(v) }

// Window formats (α, β) as in the lecture: "(−∞, +∞)".
func Window(alpha, beta float64) string { return "(" + num(alpha) + ", " + num(beta) + ")" }

// MoveName is how n is called as a move in lang: its label, or "leaf 0.5"
// ("lá 0.5") for an unnamed leaf, which has no label.
func (n *Node) MoveName(lang Lang) string {
	if n.Label != "" {
		return n.Label
	}
	return tr(string(lang), "leaf") + " " + num(n.Value)
}

// leafName is how a leaf is called in a note: its value, or H=3 if named.
func leafName(n *Node) string {
	if n.Name != "" {
		return n.Name + "=" + num(n.Value)
	}
	return num(n.Value)
}

// Cells renders the row in lang, one string per column of Header.
func (r Row) Cells(lang Lang) []string {
	w := wordsIn(lang)
	c := make([]string, 7)
	c[0] = fmt.Sprint(r.Step)
	c[1] = r.Node.Label + " (" + r.Player.String() + ")"
	c[2] = Window(r.Alpha, r.Beta)
	switch r.Kind {
	case RowStart:
		c[3] = w.start
	case RowLeaf:
		c[3] = w.leaf + " " + leafName(r.Child)
	case RowChild:
		c[3] = w.receives + " " + r.Child.Label + "=" + num(r.Value)
	}
	c[4] = num(r.V)
	switch r.Update {
	case 'a':
		c[5] = "α=" + num(r.NewBound)
	case 'b':
		c[5] = "β=" + num(r.NewBound)
	default:
		c[5] = "—"
	}
	c[6] = r.note(lang, w)
	return c
}

// cutTest is the cut rule that succeeded at the row: "6 ≥ β=5" (MAX),
// "4 ≤ α=5" (MIN) or "α=6 > β=5" (strict).
func (r Row) cutTest(strict bool) string {
	switch {
	case strict:
		return "α=" + num(r.NewAlpha) + " > β=" + num(r.NewBeta)
	case r.Player == search.Max:
		return num(r.V) + " ≥ β=" + num(r.Beta)
	}
	return num(r.V) + " ≤ α=" + num(r.Alpha)
}

func (r Row) note(lang Lang, w words) string {
	switch {
	case r.Down != nil:
		return w.down + " " + r.Down.Label
	case r.Cut != nil:
		return r.cutTest(r.Cut.Strict) + " → " + w.cut + " " + skippedText(r.Cut.Skipped, lang, w) + "; " + r.Node.Label + "=" + num(r.Result)
	}
	if !r.Done {
		return ""
	}
	// The update column shows "—" on such a row; the note says why.
	s := ""
	if r.Reached {
		s = r.cutTest(r.Strict) + " " + w.lastChild + "; "
	}
	if r.Node.Parent == nil {
		s += r.Node.Label + " = " + num(r.Result)
		if r.Best != nil {
			s += "; " + w.best + ": " + r.Best.MoveName(lang)
		}
		return s
	}
	return s + r.Node.Label + " = " + num(r.Result) + " → " + w.back + " " + r.Node.Parent.Label
}

// maxListedLeaves bounds the leaves listed for a cut subtree.
const maxListedLeaves = 8

// skippedText describes the cut children: "lá 9", "lá 7, 8",
// "cả G (lá 7, 8)", "lá 9, cả G (lá 7, 8)".
func skippedText(nodes []*Node, lang Lang, w words) string {
	var parts []string
	var leaves []string
	flush := func() {
		if len(leaves) > 0 {
			word := w.leaf
			if len(leaves) > 1 {
				word = w.leaves
			}
			parts = append(parts, word+" "+strings.Join(leaves, ", "))
			leaves = nil
		}
	}
	for _, n := range nodes {
		if n.IsLeaf() {
			leaves = append(leaves, leafName(n))
			continue
		}
		flush()
		var under []string
		count := 0
		var walk func(*Node)
		walk = func(m *Node) {
			if m.IsLeaf() {
				count++
				if len(under) < maxListedLeaves {
					under = append(under, leafName(m))
				}
				return
			}
			for _, c := range m.Children {
				walk(c)
			}
		}
		walk(n)
		list := strings.Join(under, ", ")
		if count > len(under) {
			list += ", … (" + fmt.Sprint(count) + ")"
		}
		word := w.leaves
		if count == 1 {
			word = w.leaf
		}
		parts = append(parts, w.whole+" "+n.Label+" ("+word+" "+list+")")
	}
	flush()
	return strings.Join(parts, ", ")
}

// SummaryText is the summary line: the root value and best move, then the
// leaves evaluated against the total and the Knuth–Moore minimum.
func (s Summary) Text(lang Lang) string {
	algo := "Alpha-beta"
	if s.Algo == Minimax {
		algo = "Minimax"
	}
	l := string(lang)
	var b strings.Builder
	b.WriteString(tr(l, "Root value = %s", num(s.Value)))
	if s.Best != nil {
		b.WriteString(tr(l, ", best move: %s", s.Best.MoveName(lang)))
	}
	b.WriteString(tr(l, ". %s evaluated %d of %d leaves; ", algo, s.Evaluated, s.Leaves))
	if s.Uniform {
		b.WriteString(tr(l, "Knuth–Moore minimum for a uniform tree with b=%d, d=%d: %s = %d leaves.", s.B, s.D, kmFormula(s.B, s.D), s.KnuthMoore))
	} else {
		b.WriteString(tr(l, "the tree is not uniform (branching or leaf depths differ), so the Knuth–Moore minimum b^⌈d/2⌉ + b^⌊d/2⌋ − 1 does not apply."))
	}
	return b.String()
}

func kmFormula(b, d int) string {
	return fmt.Sprintf("%d^%d + %d^%d − 1", b, (d+1)/2, b, d/2)
}

// Format is an output format of the trace table.
type Format string

const (
	Text     Format = "text"
	Markdown Format = "markdown"
	CSV      Format = "csv"
	JSON     Format = "json"
)

// ParseFormat reads text, markdown (or md), csv or json.
func ParseFormat(s string) (Format, error) {
	switch s {
	case "text", "markdown", "csv", "json":
		return Format(s), nil
	case "md":
		return Markdown, nil
	}
	return "", fmt.Errorf("unknown format %q (want text, markdown, csv or json)", s)
}

// WriteText writes the answer of `alphabeta tree solve` in lang: the
// value, the best move, the leaves evaluated and the subtrees cut (each by
// its path and its label or value), then the summary line.
func (s *Solution) WriteText(w io.Writer, lang Lang) {
	sum := s.Summary()
	a := s.Answer()
	root := tr(string(lang), "root")
	names := func(nodes []*Node) string {
		var parts []string
		for _, n := range nodes {
			label := n.Label
			if n.IsLeaf() {
				label = FormatNumber(n.Value)
			}
			p := cmp.Or(n.PathString(), root)
			parts = append(parts, p+" ("+label+")")
		}
		if len(parts) == 0 {
			return "—"
		}
		return strings.Join(parts, ", ")
	}
	best := "—"
	if sum.Best != nil {
		best = fmt.Sprintf("%s (%d)", sum.Best.MoveName(lang), *a.Best)
	}
	fmt.Fprint(w, tr(string(lang), "Value: %s\nBest move: %s\nLeaves evaluated (%d of %d): %s\nSubtrees cut (%d): %s\n", FormatNumber(s.Value), best, sum.Evaluated, sum.Leaves, names(s.Evaluated), len(s.Pruned), names(s.Pruned)))
	fmt.Fprintln(w, sum.Text(lang))
}

// WriteTrace writes the solution's table in format f and language lang. Text
// and Markdown end with the legend (Legend) and the summary line; CSV is the
// table alone; JSON is one object with the rows, the legend and the summary.
func (s *Solution) WriteTrace(w io.Writer, f Format, lang Lang) error {
	rows := s.Rows()
	table := [][]string{Header(lang)}
	for _, r := range rows {
		table = append(table, r.Cells(lang))
	}
	summary := s.Summary().Text(lang)
	legend := Legend(lang, s.Options)
	switch f {
	case CSV:
		cw := csv.NewWriter(w)
		if err := cw.WriteAll(table); err != nil {
			return err
		}
		return cw.Error()
	case JSON:
		return s.writeTraceJSON(w, rows, lang, legend, summary)
	case Markdown:
		var b bytes.Buffer
		for i, row := range table {
			b.WriteString("|")
			for _, c := range row {
				b.WriteString(" " + strings.ReplaceAll(c, "|", `\|`) + " |")
			}
			b.WriteString("\n")
			if i == 0 {
				b.WriteString("|" + strings.Repeat("---|", len(row)) + "\n")
			}
		}
		b.WriteString("\n")
		for _, l := range legend {
			b.WriteString("- " + l + "\n")
		}
		b.WriteString("\n" + summary + "\n")
		_, err := w.Write(b.Bytes())
		return err
	default:
		var b bytes.Buffer
		writeAligned(&b, table)
		b.WriteString("\n" + strings.Join(legend, "\n") + "\n")
		b.WriteString("\n" + summary + "\n")
		_, err := w.Write(b.Bytes())
		return err
	}
}

// writeAligned writes the table in columns padded to their widest cell,
// with a rule under the header.
func writeAligned(b *bytes.Buffer, table [][]string) {
	widths := make([]int, len(table[0]))
	for _, row := range table {
		for i, c := range row {
			widths[i] = max(widths[i], utf8.RuneCountInString(c))
		}
	}
	for k, row := range table {
		var line strings.Builder
		for i, c := range row {
			line.WriteString(c)
			if i < len(row)-1 {
				line.WriteString(strings.Repeat(" ", widths[i]-utf8.RuneCountInString(c)+2))
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
		if k == 0 {
			total := 0
			for _, w := range widths {
				total += w + 2
			}
			b.WriteString(strings.Repeat("─", total-2) + "\n")
		}
	}
}

// JSONNumber is a value in JSON: a number, or "-inf"/"+inf" for ±∞, which
// JSON numbers cannot hold.
type JSONNumber float64

func (v JSONNumber) MarshalJSON() ([]byte, error) {
	f := float64(v)
	switch {
	case math.IsInf(f, 1):
		return []byte(`"+inf"`), nil
	case math.IsInf(f, -1):
		return []byte(`"-inf"`), nil
	}
	return json.Marshal(f)
}

// RowJSON is a trace row in JSON: the displayed cells plus the numbers.
type RowJSON struct {
	Step     int        `json:"step"`
	Node     string     `json:"node"`
	Path     string     `json:"path"`
	Type     string     `json:"type"`
	Alpha    JSONNumber `json:"alpha"`
	Beta     JSONNumber `json:"beta"`
	Kind     string     `json:"kind"`
	Child    *string    `json:"child"`
	Value    JSONNumber `json:"value"`
	V        JSONNumber `json:"v"`
	NewAlpha JSONNumber `json:"new_alpha"`
	NewBeta  JSONNumber `json:"new_beta"`
	Cut      []string   `json:"cut"`
	Cells    []string   `json:"cells"`
}

func (s *Solution) writeTraceJSON(w io.Writer, rows []Row, lang Lang, legend []string, summary string) error {
	out := struct {
		Lang    Lang      `json:"lang"`
		Header  []string  `json:"header"`
		Rows    []RowJSON `json:"rows"`
		Legend  []string  `json:"legend"`
		Summary string    `json:"summary"`
		Answer  Answer    `json:"answer"`
	}{Lang: lang, Header: Header(lang), Rows: []RowJSON{}, Legend: legend, Summary: summary, Answer: s.Answer()}
	for _, r := range rows {
		j := RowJSON{Step: r.Step, Node: r.Node.Label, Path: r.Node.PathString(), Type: r.Player.String(),
			Alpha: JSONNumber(r.Alpha), Beta: JSONNumber(r.Beta), Kind: [...]string{"start", "leaf", "child"}[r.Kind],
			Value: JSONNumber(r.Value), V: JSONNumber(r.V), NewAlpha: JSONNumber(r.NewAlpha), NewBeta: JSONNumber(r.NewBeta),
			Cut: []string{}, Cells: r.Cells(lang)}
		if r.Child != nil {
			p := r.Child.PathString()
			j.Child = &p
		}
		if r.Cut != nil {
			for _, n := range r.Cut.Skipped {
				j.Cut = append(j.Cut, n.PathString())
			}
		}
		out.Rows = append(out.Rows, j)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
