// Package nodes is the lecture's node-count comparison (seed 001, docs/lectures.md) on real
// xiangqi positions: minimax against alpha-beta in natural order,
// alpha-beta with captures first, the engine's own search and the
// Knuth–Moore minimum b^⌈d/2⌉ + b^⌊d/2⌋ − 1, with the engine's evaluation.
// The lecture algorithms are the generic ones of package search, run on
// Game; the engine's is its search with the techniques of EngineOff
// turned off (its Pure search, package xiangqi/engine). The
// command `alphabeta xiangqi nodes` and the web app's chart show it.
package nodes

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/internal/i18n"
	"github.com/alphabeta-go/alphabeta/search"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// Game is a xiangqi position as a search.Game whose leaves take the
// engine's evaluation (from Red's point of view, Red being MAX). A position
// without a legal move is lost for the side to move (mate and stalemate)
// and worth ∓(MateValue − ply). Repetitions are not ruled on, so that every
// algorithm sees the same fixed-depth tree as the engine's Pure search.
type Game struct {
	Pos *xiangqi.Position
	ply int
}

// Moves appends the legal moves in generation ("natural") order.
func (g *Game) Moves(dst []xiangqi.Move) []xiangqi.Move { return g.Pos.GenerateLegal(dst[:0]) }

// Make plays m.
func (g *Game) Make(m xiangqi.Move) { g.Pos.Make(m); g.ply++ }

// Unmake takes m back.
func (g *Game) Unmake(m xiangqi.Move) { g.Pos.Unmake(m); g.ply-- }

// ToMove is MAX for Red.
func (g *Game) ToMove() search.Player { return g.Pos.ToMove() }

// Terminal is true when the side to move has no legal move.
func (g *Game) Terminal() bool { return !g.Pos.HasLegalMove() }

// Evaluate is the engine's static value (or the lost value), Red's view.
func (g *Game) Evaluate() search.Value {
	var v int
	if !g.Pos.HasLegalMove() {
		v = -engine.MateValue + g.ply
	} else {
		v = engine.Evaluate(g.Pos)
	}
	if g.Pos.SideToMove() == xiangqi.Black {
		v = -v
	}
	return search.Value(v)
}

// OrderedGame adds the engine's static move ordering (captures first, most
// valuable victim and least valuable attacker first, engine.MVVLVA; quiet
// moves after, in generation order).
type OrderedGame struct{ Game }

// OrderMoves sorts moves best-first (search.Orderer).
func (g *OrderedGame) OrderMoves(moves []xiangqi.Move) {
	b := g.Pos.BoardArray()
	key := func(m xiangqi.Move) int32 {
		if v := b[m.To()]; v != xiangqi.NoPiece {
			return 1000 + engine.MVVLVA(v.Kind(), b[m.From()].Kind())
		}
		return 0
	}
	// insertion sort, stable: lists are short
	for i := 1; i < len(moves); i++ {
		m := moves[i]
		k := key(m)
		j := i
		for j > 0 && key(moves[j-1]) < k {
			moves[j] = moves[j-1]
			j--
		}
		moves[j] = m
	}
}

// EngineOff are the engine's techniques the table turns off, one by one:
// every one that prunes, reduces or extends the tree, resolves the horizon
// by quiescence, corrects the static value or scores by the rules (and the
// capture history, so that captures stay in MVV-LVA order as in the
// lecture's alpha-beta), so that the engine's search has
// the fixed-depth value of the lecture algorithms. What stays on
// (engine.PlainAlphaBeta, the engine's Options.Pure) only orders the moves
// and answers positions seen before: the hash move, equal-depth table
// cuts, killers, the histories, the countermove and PVS.
const EngineOff = engine.Aspiration | engine.Quiescence |
	engine.CheckExtension | engine.SingleReplyExtension | engine.SingularExtension |
	engine.NullMove | engine.ReverseFutility | engine.Futility | engine.LateMovePruning | engine.SEEPruning |
	engine.LMR | engine.DeepTableCuts | engine.MateDistancePruning | engine.RuleScores | engine.IterativeReduction |
	engine.HashMoveFirst | engine.CorrectionHistory | engine.CaptureHistory

// Row is one depth of the comparison. Counts are leaves evaluated (the
// lecture's m_evalcount; b^d for minimax on a uniform tree), so they compare
// directly with the Knuth–Moore minimum; Minimax is 0 when it was not run
// (too deep).
type Row struct {
	Depth            int
	Minimax          int64
	AlphaBeta        int64 // generic alpha-beta, natural order
	AlphaBetaOrdered int64 // generic alpha-beta, captures first (MVV-LVA)
	Engine           int64 // the engine's Pure search (PVS, hash move, killers, history), last iteration
	// B is the branching factor measured at this depth: the b of a uniform
	// tree with as many leaves as minimax evaluated, Minimax^(1/Depth); where
	// minimax was not run, the average number of moves of a position
	// alpha-beta expanded (BFromMinimax false).
	B             float64
	BFromMinimax  bool
	Ideal         int64 // Knuth–Moore minimum b^⌈d/2⌉ + b^⌊d/2⌋ − 1 for this row's B, rounded
	Value         int   // the common value, Red's view
	Agree         bool  // every algorithm found Value
	MinimaxTime   time.Duration
	AlphaBetaTime time.Duration
}

// MinimaxPerAlphaBeta is how many times more leaves minimax evaluated than
// alpha-beta in natural order; 0 when minimax was not run.
func (r Row) MinimaxPerAlphaBeta() float64 { return ratio(r.Minimax, r.AlphaBeta) }

// MinimaxPerIdeal is how many times more leaves minimax evaluated than the
// Knuth–Moore minimum: the most that move ordering can save (the lecture's
// "about 800 times" at b = 40, d = 4); 0 when minimax was not run.
func (r Row) MinimaxPerIdeal() float64 { return ratio(r.Minimax, r.Ideal) }

// EnginePerIdeal is the engine's leaves over the Knuth–Moore minimum.
func (r Row) EnginePerIdeal() float64 { return ratio(r.Engine, r.Ideal) }

// BelowIdeal reports that the engine evaluated fewer leaves than the
// "ideal minimum": the bound is for a uniform tree; a real position has
// fewer replies after captures and checks, and the engine's hash table
// answers positions reached twice.
func (r Row) BelowIdeal() bool { return r.Engine > 0 && r.Engine < r.Ideal }

func ratio(a, b int64) float64 {
	if a == 0 || b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// KnuthMoore is b^⌈d/2⌉ + b^⌊d/2⌋ − 1 for a real b, the leaves alpha-beta
// evaluates on a uniform tree of branching b and depth d when the best move
// always comes first.
func KnuthMoore(b float64, d int) float64 {
	return math.Pow(b, float64((d+1)/2)) + math.Pow(b, float64(d/2)) - 1
}

// Table measures the comparison at depths 1..maxDepth; minimax runs up
// to minimaxMax plies (it visits b^d nodes). It stops early when ctx is
// cancelled and returns the rows done.
func Table(ctx context.Context, pos *xiangqi.Position, maxDepth, minimaxMax int) ([]Row, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	var rows []Row
	for d := 1; d <= maxDepth; d++ {
		if err := ctx.Err(); err != nil {
			return rows, err
		}
		row := Row{Depth: d, Agree: true}
		opt := search.Options{Depth: d, Context: ctx}
		var values []float64
		if d <= minimaxMax {
			g := &Game{Pos: pos.Clone()}
			r := search.Minimax[xiangqi.Move](g, opt)
			if r.Stopped {
				return rows, ctx.Err()
			}
			row.Minimax, row.MinimaxTime = r.Stats.Evaluations, r.Stats.Elapsed
			row.B, row.BFromMinimax = math.Pow(float64(r.Stats.Evaluations), 1/float64(d)), true
			values = append(values, r.Value)
		}
		g := &Game{Pos: pos.Clone()}
		r := search.AlphaBeta[xiangqi.Move](g, opt)
		if r.Stopped {
			return rows, ctx.Err()
		}
		row.AlphaBeta, row.AlphaBetaTime = r.Stats.Evaluations, r.Stats.Elapsed
		values = append(values, r.Value)
		if !row.BFromMinimax {
			row.B = r.Stats.BranchingFactor()
		}
		og := &OrderedGame{Game{Pos: pos.Clone()}}
		r = search.AlphaBeta[xiangqi.Move](og, opt)
		if r.Stopped {
			return rows, ctx.Err()
		}
		row.AlphaBetaOrdered = r.Stats.Evaluations
		values = append(values, r.Value)

		var ev int
		row.Engine, ev = engineLeaves(ctx, pos, d, 0)
		if ctx.Err() != nil {
			return rows, ctx.Err()
		}
		values = append(values, float64(ev))

		row.Value = int(values[0])
		for _, v := range values {
			if v != values[0] {
				row.Agree = false
			}
		}
		row.Ideal = int64(math.Round(KnuthMoore(row.B, d)))
		rows = append(rows, row)
	}
	return rows, nil
}

// Ablated are the techniques the engine keeps for the table
// (engine.PlainAlphaBeta), in the order Ablation turns them off.
var Ablated = []engine.Techniques{engine.PVS, engine.Countermove, engine.ContinuationHistory,
	engine.History, engine.Killers, engine.TableCuts, engine.HashMove}

// AblationRow is the engine's plain search at one depth with the
// techniques Off turned off beyond EngineOff.
type AblationRow struct {
	Off    engine.Techniques
	Leaves int64 // leaves evaluated in the last iteration, as Row.Engine
	Value  int   // Red's view
}

// Ablation measures what each technique of the table's engine saves: the
// leaves of its search of pos to depth with none of Ablated turned off
// (the table's engine column), then with the first, the first two, …, all
// of them off: alpha-beta with iterative deepening whose only ordering is
// the captures first (by MVV-LVA, those that lose material by static
// exchange after the others), like the αβ capt. column. The value stays
// the same in every row.
func Ablation(ctx context.Context, pos *xiangqi.Position, depth int) ([]AblationRow, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	var rows []AblationRow
	var off engine.Techniques
	for i := 0; i <= len(Ablated); i++ {
		if i > 0 {
			off |= Ablated[i-1]
		}
		leaves, value := engineLeaves(ctx, pos, depth, off)
		if err := ctx.Err(); err != nil {
			return rows, err
		}
		rows = append(rows, AblationRow{Off: off, Leaves: leaves, Value: value})
	}
	return rows, nil
}

// engineLeaves searches pos to depth with EngineOff and off turned off and
// returns the leaves evaluated in the last iteration and the value, Red's
// view.
func engineLeaves(ctx context.Context, pos *xiangqi.Position, depth int, off engine.Techniques) (int64, int) {
	e := engine.New(engine.Options{HashMB: 16, Off: EngineOff | off})
	var prevEvals int64
	res := e.Search(ctx, pos, engine.Limits{Limits: enginekit.Limits{Depth: depth}}, func(in engine.Info) {
		if in.Depth < depth {
			prevEvals = in.Evaluations
		}
	})
	v := res.Score
	if pos.SideToMove() == xiangqi.Black {
		v = -v
	}
	return res.Evaluations - prevEvals, v
}

// Column is a column of the table: its short title and what it holds,
// messages of the package's catalogue, said in either language (the
// command's table writes one, the web page gets both).
type Column struct {
	Title, Meaning i18n.Message
}

// Columns are the table's columns in order, each with its meaning, for the
// header that says what each column is (the command and the web page).
var Columns = []Column{
	{msg("depth"), msg("plies searched")},
	{msg("minimax"), msg("leaves evaluated by plain minimax (every position at that depth)")},
	{msg("αβ"), msg("alpha-beta, moves in generation order")},
	{msg("αβ capt."), msg("alpha-beta, captures first (most valuable victim first)")},
	{msg("engine"), msg("the engine's plain alpha-beta (PVS, hash move, killers, history; last iteration)")},
	{msg("b"), msg("branching factor measured at this depth: (minimax leaves)^(1/depth)")},
	{msg("ideal"), msg("Knuth–Moore minimum b^⌈d/2⌉ + b^⌊d/2⌋ − 1 with this row's b: a uniform tree, best move always first")},
	{msg("mm/αβ"), msg("minimax ÷ αβ: how many times fewer leaves alpha-beta evaluates")},
	{msg("mm/ideal"), msg("minimax ÷ ideal: the most that move ordering can save (the lecture: about 800× at b = 40, d = 4)")},
	{msg("engine/ideal"), msg("engine ÷ ideal: 1 is the ideal; † below it")},
	{msg("value"), msg("the position's value to that depth, Red's view (engine units)")},
	{msg("agree"), msg("every search found that value")},
}

// Notes are the footnotes of the table in lang: what † and * mean, when
// they occur in rows.
func Notes(rows []Row, lang string) []string {
	notes := []string{}
	below, estimated := false, false
	for _, r := range rows {
		below = below || r.BelowIdeal()
		estimated = estimated || !r.BFromMinimax
	}
	if below {
		notes = append(notes, tr(lang, "† The engine evaluated fewer leaves than the \"ideal minimum\". The Knuth–Moore bound is for a uniform tree, every position with b replies; a real position has fewer replies after captures and checks, and the engine's hash table answers positions reached by two move orders. So it is not a floor for real trees."))
	}
	if estimated {
		notes = append(notes, tr(lang, "* Minimax was not run at this depth: b is the average number of moves of a position alpha-beta searched."))
	}
	return notes
}

// Format writes the rows as a text table in lang ("en" or "vi"): a header
// that says what each column is, the table with the ratios, and the
// footnotes.
func Format(rows []Row, lang string) string {
	var b strings.Builder
	b.WriteString(tr(lang, "Leaves evaluated per depth, against the Knuth–Moore minimum (the lecture's table):") + "\n")
	width := 0
	for _, c := range Columns {
		width = max(width, utf8.RuneCountInString(c.Title.In(lang)))
	}
	for _, c := range Columns {
		title := c.Title.In(lang)
		fmt.Fprintf(&b, "  %s%s  %s\n", title, strings.Repeat(" ", width-utf8.RuneCountInString(title)), c.Meaning.In(lang))
	}
	b.WriteString("\n")
	table := [][]string{{}}
	for _, c := range Columns {
		table[0] = append(table[0], c.Title.In(lang))
	}
	yes := [2]string{tr(lang, "no"), tr(lang, "yes")}
	for _, r := range rows {
		dash := "—"
		mm, mmab, mmideal := dash, dash, dash
		if r.Minimax > 0 {
			mm = fmt.Sprint(r.Minimax)
			mmab = fmt.Sprintf("%.1f", r.MinimaxPerAlphaBeta())
			mmideal = fmt.Sprintf("%.0f", r.MinimaxPerIdeal())
		}
		bText := fmt.Sprintf("%.2f", r.B)
		if !r.BFromMinimax {
			bText += "*"
		}
		eng := fmt.Sprintf("%.2f", r.EnginePerIdeal())
		if r.BelowIdeal() {
			eng += "†"
		}
		agree := yes[0]
		if r.Agree {
			agree = yes[1]
		}
		table = append(table, []string{fmt.Sprint(r.Depth), mm, fmt.Sprint(r.AlphaBeta), fmt.Sprint(r.AlphaBetaOrdered),
			fmt.Sprint(r.Engine), bText, fmt.Sprint(r.Ideal), mmab, mmideal, eng, fmt.Sprint(r.Value), agree})
	}
	widths := make([]int, len(Columns))
	for _, row := range table {
		for i, c := range row {
			widths[i] = max(widths[i], utf8.RuneCountInString(c))
		}
	}
	for _, row := range table {
		var line strings.Builder
		for i, c := range row {
			if i > 0 {
				line.WriteString("  ")
			}
			line.WriteString(strings.Repeat(" ", widths[i]-utf8.RuneCountInString(c)) + c)
		}
		b.WriteString(line.String() + "\n")
	}
	if notes := Notes(rows, lang); len(notes) > 0 {
		b.WriteString("\n")
		for _, n := range notes {
			b.WriteString(n + "\n")
		}
	}
	return b.String()
}

// SVG draws the rows as a log-scale line chart in lang ("en" or "vi"), one
// line per count, with a title and labelled axes.
func SVG(rows []Row, lang string) string {
	const w, h, left, right, top, bottom = 680, 430, 80, 170, 50, 50
	series := []struct {
		name  string
		color string
		get   func(Row) int64
	}{
		{tr(lang, "minimax"), "#d62728", func(r Row) int64 { return r.Minimax }},
		{tr(lang, "αβ natural order"), "#ff7f0e", func(r Row) int64 { return r.AlphaBeta }},
		{tr(lang, "αβ captures first"), "#2ca02c", func(r Row) int64 { return r.AlphaBetaOrdered }},
		{tr(lang, "engine"), "#1f77b4", func(r Row) int64 { return r.Engine }},
		{tr(lang, "ideal (Knuth–Moore)"), "#7f7f7f", func(r Row) int64 { return r.Ideal }},
	}
	maxV := 10.0
	for _, r := range rows {
		for _, s := range series {
			maxV = math.Max(maxV, float64(s.get(r)))
		}
	}
	decades := math.Ceil(math.Log10(maxV))
	n := max(len(rows), 2)
	x := func(i int) float64 { return left + float64(i)*float64(w-left-right)/float64(n-1) }
	y := func(v float64) float64 { return top + (1-math.Log10(v)/decades)*float64(h-top-bottom) }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", w, h)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", w, h)
	title := tr(lang, "Leaves evaluated per depth: minimax, alpha-beta, the engine and the ideal")
	fmt.Fprintf(&b, `<text class="title" x="%d" y="24" text-anchor="middle" font-size="15" font-weight="bold">%s</text>`+"\n", w/2, title)
	for d := 0; d <= int(decades); d++ {
		yy := y(math.Pow(10, float64(d)))
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/><text x="%d" y="%.1f" text-anchor="end">1e%d</text>`+"\n", left, yy, w-right, yy, left-6, yy+4, d)
	}
	for i, r := range rows {
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%d</text>`+"\n", x(i), h-bottom+16, r.Depth)
	}
	xLabel := tr(lang, "depth (plies)")
	yLabel := tr(lang, "leaves evaluated (log scale)")
	fmt.Fprintf(&b, `<text class="xlabel" x="%d" y="%d" text-anchor="middle">%s</text>`+"\n", (left+w-right)/2, h-12, xLabel)
	fmt.Fprintf(&b, `<text class="ylabel" x="18" y="%d" text-anchor="middle" transform="rotate(-90 18 %d)">%s</text>`+"\n", (top+h-bottom)/2, (top+h-bottom)/2, yLabel)
	for k, s := range series {
		var pts []string
		for i, r := range rows {
			if v := s.get(r); v > 0 {
				pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(i), y(float64(v))))
			}
		}
		if len(pts) > 0 {
			fmt.Fprintf(&b, `<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>`+"\n", s.color, strings.Join(pts, " "))
		}
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="2"/><text x="%d" y="%d">%s</text>`+"\n",
			w-right+10, top+10+k*18, w-right+30, top+10+k*18, s.color, w-right+35, top+14+k*18, s.name)
	}
	b.WriteString("</svg>\n")
	return b.String()
}
