package engine

import (
	"bufio"
	"bytes"
	"context"
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
)

// SolveResult is the answer of Solve.
type SolveResult struct {
	Win   bool         // the side to move has a forced win
	Kind  string       // "five" (wins at once), "vcf" or "vct"; "" when no win was found
	Move  caro.Point   // the first move of the win
	Line  []caro.Point // attacker and defender moves until the five
	Nodes int64
	// Complete is true when the search ended within its limits, so "no win"
	// means none exists within the depth searched (for VCF: none at all).
	Complete bool
	Elapsed  time.Duration
}

// SolveOptions bound Solve.
type SolveOptions struct {
	Time     time.Duration // 0: no limit
	Nodes    int64         // 0: no limit
	MaxDepth int           // attacker moves; default 40 for VCF, 10 for VCT
	VCT      bool          // also look for wins by open threes
}

// Solve looks for a forced win of the side to move: by continuous fours
// (VCF), and if asked, by fours and threes (VCT).
func Solve(ctx context.Context, pos Position, opt SolveOptions) (SolveResult, error) {
	start := time.Now()
	b, err := SetupBoard(pos.Width, pos.Height, pos.Rule, pos.Moves)
	if err != nil {
		return SolveResult{}, err
	}
	var stop atomic.Bool
	defer stopOnDone(ctx, &stop)()
	res := SolveResult{Move: caro.Pass}
	if f := b.fives[b.side-1]; f.len() > 0 {
		res.Win, res.Kind, res.Complete = true, "five", true
		res.Move = b.Point(int(f.list[0]))
		res.Line = []caro.Point{res.Move}
		res.Elapsed = time.Since(start)
		return res, nil
	}
	s := newThreatSolver(b, 17)
	s.stop = &stop
	s.maxNodes = opt.Nodes
	if opt.Time > 0 {
		s.deadline = start.Add(opt.Time)
	}
	depth := opt.MaxDepth
	if depth <= 0 {
		depth = 40
	}
	win, m := s.solve(false, depth)
	kind := "vcf"
	if !win && opt.VCT && !s.aborted {
		if opt.MaxDepth <= 0 {
			depth = 10
		}
		win, m = s.solve(true, depth)
		kind = "vct"
	}
	res.Nodes, res.Elapsed = s.nodes, time.Since(start)
	res.Complete = win || !s.aborted
	if win && m >= 0 {
		res.Win, res.Kind, res.Move = true, kind, b.Point(m)
		res.Line = b.points(s.line(kind == "vct"))
	}
	return res, nil
}

//go:embed data/vcf.tsv
var vcfTSV []byte

// vctTSV holds positions of the engine's own games (against PentaZen, 10 s
// + 0.1 s) that the winner, to move, wins by fours and threes but not by
// fours alone (made by TestBuildVCTSuite, each proved with 2,000,000
// nodes).
//
//go:embed data/vct.tsv
var vctTSV []byte

// Puzzle is one VCF puzzle of the bundled suite.
type Puzzle struct {
	ID        string
	Size      int
	Side      caro.Stone // the side to move, which wins
	Moves     []caro.Point
	RefPlies  int // length of a reference win in plies
	LineNoTSV int
}

// Position is the puzzle's position under freestyle rules.
func (p Puzzle) Position() Position {
	return Position{Width: p.Size, Height: p.Size, Rule: caro.Freestyle, Moves: p.Moves}
}

// VCFPuzzles returns the bundled suite (826+ gomoku VCF puzzles, 15×15).
func VCFPuzzles() ([]Puzzle, error) { return ReadPuzzles(vcfTSV) }

// VCTPuzzles returns the bundled VCT suite (freestyle 15×15 positions won
// by threat sequences with threes, none by fours alone).
func VCTPuzzles() ([]Puzzle, error) { return ReadPuzzles(vctTSV) }

// ReadPuzzles parses the vcf.tsv format: id, size, side (B/W), moves,
// mate_plies_reference, tab-separated, with a header line.
func ReadPuzzles(data []byte) ([]Puzzle, error) {
	var out []Puzzle
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimRight(sc.Text(), "\r")
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "id\t") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) < 5 {
			return nil, fmt.Errorf("line %d: want 5 tab-separated columns, got %d", n, len(cols))
		}
		size, err := strconv.Atoi(cols[1])
		if err != nil || size < MinSize || size > MaxSize {
			return nil, fmt.Errorf("line %d: bad size %q", n, cols[1])
		}
		var side caro.Stone
		switch cols[2] {
		case "B":
			side = caro.Black
		case "W":
			side = caro.White
		default:
			return nil, fmt.Errorf("line %d: side %q is not B or W", n, cols[2])
		}
		moves, err := caro.ParseMoves(cols[3])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		plies, err := strconv.Atoi(cols[4])
		if err != nil {
			return nil, fmt.Errorf("line %d: bad mate_plies_reference %q", n, cols[4])
		}
		out = append(out, Puzzle{ID: cols[0], Size: size, Side: side, Moves: moves, RefPlies: plies, LineNoTSV: n})
	}
	return out, sc.Err()
}

// SuiteStats summarises a run over a puzzle suite.
type SuiteStats struct {
	Total, Solved int
	MedianTime    time.Duration
	MaxTime       time.Duration
	MedianNodes   int64
	TotalNodes    int64
	Elapsed       time.Duration
	Unsolved      []string
}

// RunSuite solves every puzzle (each within opt's limits) and reports
// about each through report (may be nil).
func RunSuite(ctx context.Context, ps []Puzzle, opt SolveOptions, report func(Puzzle, SolveResult)) SuiteStats {
	var st SuiteStats
	start := time.Now()
	times := make([]time.Duration, 0, len(ps))
	nodes := make([]int64, 0, len(ps))
	for _, p := range ps {
		if ctx.Err() != nil {
			break
		}
		r, err := Solve(ctx, p.Position(), opt)
		st.Total++
		if err == nil && r.Win {
			st.Solved++
		} else {
			st.Unsolved = append(st.Unsolved, p.ID)
		}
		times = append(times, r.Elapsed)
		nodes = append(nodes, r.Nodes)
		st.TotalNodes += r.Nodes
		if r.Elapsed > st.MaxTime {
			st.MaxTime = r.Elapsed
		}
		if report != nil {
			report(p, r)
		}
	}
	slices.Sort(times)
	slices.Sort(nodes)
	if n := len(times); n > 0 {
		st.MedianTime, st.MedianNodes = times[n/2], nodes[n/2]
	}
	st.Elapsed = time.Since(start)
	return st
}

// stopOnDone sets stop when ctx is cancelled, so that the search loops poll a
// flag instead of a channel. Call the returned function when the search ends.
func stopOnDone(ctx context.Context, stop *atomic.Bool) (release func()) {
	if ctx.Done() == nil {
		return func() {}
	}
	finished := make(chan struct{})
	go func() {
		select {
		case <-ctx.Done():
			stop.Store(true)
		case <-finished:
		}
	}()
	return func() { close(finished) }
}
