// Package engine is the Caro/Gomoku engine: a fast internal board with
// incremental threat tables, a VCF/VCT threat solver, an alpha-beta searcher
// and the baseline player of the Caro group report (seed 002 in
// docs/lectures.md). It knows nothing of the Gomocup protocol: package
// caro/pbrain plays the protocol with it.
//
// The boundary is small: a Position (board size, rule, the moves played,
// black first) goes in, a move and statistics come out.
//
//	e := engine.New(engine.Options{HashMB: 64, Threads: 2})
//	res, err := e.Search(ctx, engine.Position{Width: 15, Height: 15, Rule: caro.Freestyle, Moves: moves},
//		engine.Limits{MoveTime: time.Second}, func(i engine.Info) { fmt.Println(i.Depth, i.Score) })
//	// res.Move, res.Score, res.Depth, res.PV, res.Nodes, res.Evaluations, res.Time, res.BranchingFactor, res.NPS(), ...
//
//	sol, err := engine.Solve(ctx, pos, engine.SolveOptions{Time: time.Second, VCT: true})
//	// sol.Win, sol.Kind ("five", "vcf", "vct"), sol.Move, sol.Line
//
// Board: a one-dimensional array with a wall border five cells wide, so
// walking up to five cells in any direction never needs a bounds check. For
// each empty cell, direction and colour the board keeps the line class a
// stone there would make (five, open four, four, open three, three, open
// two, …), from a window code of the ten neighbours along the line; the
// classes come from tables built once per rule by brute force on the rule
// itself (caro's blocked fives and renju's overlines included), and are
// updated incrementally on every move. The four line classes of a cell
// combine into a threat class (five, open four, four-three, …), which feeds
// the evaluation, move ordering and the threat solver.
//
// See docs/caro-engine.md for the design and the measurements.
package engine
