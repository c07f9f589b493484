// Package nodes is the lecture's node-count comparison (seed 001, docs/lectures.md) on real
// xiangqi positions: minimax against alpha-beta in natural order,
// alpha-beta with captures first, the engine's own search and the
// Knuth–Moore minimum b^⌈d/2⌉ + b^⌊d/2⌋ − 1, with the engine's evaluation.
// The lecture algorithms are the generic ones of package search, run on
// Game; the engine's is its Pure search (package xiangqi/engine). The
// command `alphabeta xiangqi nodes` and the web app's chart show it.
package nodes

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"alphabeta/search"
	"alphabeta/xiangqi"
	"alphabeta/xiangqi/engine"
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
	Branching        float64
	Ideal            int64 // Knuth–Moore minimum for the rounded branching factor: leaves
	Value            int   // the common value, Red's view
	Agree            bool  // every algorithm found Value
	MinimaxTime      time.Duration
	AlphaBetaTime    time.Duration
}

// Table measures the comparison at depths 1..maxDepth; minimax runs up
// to minimaxMax plies (it visits b^d nodes). It stops early when ctx is
// cancelled and returns the rows done.
func Table(ctx context.Context, pos *xiangqi.Position, maxDepth, minimaxMax int) ([]Row, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	var rows []Row
	branching := 0.0
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
			branching = r.Stats.BranchingFactor()
			values = append(values, r.Value)
		}
		g := &Game{Pos: pos.Clone()}
		r := search.AlphaBeta[xiangqi.Move](g, opt)
		if r.Stopped {
			return rows, ctx.Err()
		}
		row.AlphaBeta, row.AlphaBetaTime = r.Stats.Evaluations, r.Stats.Elapsed
		values = append(values, r.Value)
		if branching == 0 {
			branching = r.Stats.BranchingFactor()
		}
		og := &OrderedGame{Game{Pos: pos.Clone()}}
		r = search.AlphaBeta[xiangqi.Move](og, opt)
		if r.Stopped {
			return rows, ctx.Err()
		}
		row.AlphaBetaOrdered = r.Stats.Evaluations
		values = append(values, r.Value)

		e := engine.New(engine.Options{HashMB: 16, Pure: true})
		var prevEvals int64
		res := e.Search(ctx, pos, engine.Limits{Depth: d}, func(in engine.Info) {
			if in.Depth < d {
				prevEvals = in.Evaluations
			}
		})
		if ctx.Err() != nil {
			return rows, ctx.Err()
		}
		row.Engine = res.Evaluations - prevEvals
		ev := res.Score
		if pos.SideToMove() == xiangqi.Black {
			ev = -ev
		}
		values = append(values, float64(ev))

		row.Value = int(values[0])
		for _, v := range values {
			if v != values[0] {
				row.Agree = false
			}
		}
		row.Branching = branching
		row.Ideal = search.KnuthMooreMin(int(math.Round(branching)), d)
		rows = append(rows, row)
	}
	return rows, nil
}

// Format writes the rows as a text table with the ratios.
func Format(rows []Row) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%5s %12s %12s %12s %12s %12s %9s %9s %9s %8s %s\n",
		"depth", "minimax", "αβ natural", "αβ ordered", "engine", "ideal", "mm/αβ", "αβ/ord", "eng/ideal", "value", "agree")
	for _, r := range rows {
		mm, ratio := "—", "—"
		if r.Minimax > 0 {
			mm = fmt.Sprint(r.Minimax)
			ratio = fmt.Sprintf("%.1f", float64(r.Minimax)/float64(r.AlphaBeta))
		}
		fmt.Fprintf(&b, "%5d %12s %12d %12d %12d %12d %9s %9.2f %9.2f %8d %v\n",
			r.Depth, mm, r.AlphaBeta, r.AlphaBetaOrdered, r.Engine, r.Ideal, ratio,
			float64(r.AlphaBeta)/float64(r.AlphaBetaOrdered), float64(r.Engine)/float64(r.Ideal), r.Value, r.Agree)
	}
	if len(rows) > 0 {
		fmt.Fprintf(&b, "branching factor b = %.2f; ideal = b^⌈d/2⌉ + b^⌊d/2⌋ − 1 with b rounded (leaves of a best-first uniform tree)\n", rows[len(rows)-1].Branching)
	}
	return b.String()
}

// SVG draws the rows as a log-scale line chart (one line per column).
func SVG(rows []Row) string {
	const w, h, left, right, top, bottom = 640, 400, 70, 150, 20, 40
	series := []struct {
		name, color string
		get         func(Row) int64
	}{
		{"minimax", "#d62728", func(r Row) int64 { return r.Minimax }},
		{"αβ natural", "#ff7f0e", func(r Row) int64 { return r.AlphaBeta }},
		{"αβ ordered", "#2ca02c", func(r Row) int64 { return r.AlphaBetaOrdered }},
		{"engine", "#1f77b4", func(r Row) int64 { return r.Engine }},
		{"ideal", "#7f7f7f", func(r Row) int64 { return r.Ideal }},
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
	for d := 0; d <= int(decades); d++ {
		yy := y(math.Pow(10, float64(d)))
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/><text x="%d" y="%.1f" text-anchor="end">1e%d</text>`+"\n", left, yy, w-right, yy, left-6, yy+4, d)
	}
	for i, r := range rows {
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%d</text>`+"\n", x(i), h-bottom+16, r.Depth)
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle">depth (plies)</text>`+"\n", (left+w-right)/2, h-6)
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
