package tuning

import (
	"context"
	"fmt"
	"io"
	"math"
	"runtime"
	"sync"

	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// Texel tuning of the piece-square tables together with the other weights.
// Coordinate descent (Tune) evaluates every sample for every step of every
// weight, which is fine for 21 weights and far too slow for the tables'
// hundreds of points. Here the evaluation is read as linear in its weights
// around the starting ones: each sample's value for Red is its value under
// the start plus Σ x_j·(θ_j − θ0_j), where x_j, the value's change per unit
// of weight j, is measured once by evaluating with weight j moved (a
// central difference, so that the integer divisions of the evaluation
// round away). Gradient descent (Adam) then fits every weight at once, and
// the errors reported are those of the real evaluation.

// tableParam is a point of a piece-square table and its mirror image
// across the centre file: the tables stay left-right symmetric.
type tableParam struct {
	kind xiangqi.Kind
	i, j int // indexes into Weights.Table[kind]; j == i on the centre file
}

func (t tableParam) add(w *engine.Weights, d int32) {
	w.Table[t.kind][t.i] += d
	if t.j != t.i {
		w.Table[t.kind][t.j] += d
	}
}

// tableParams lists the table points that a piece can stand on, one per
// mirror pair (the king, advisors and elephants have a few each).
func tableParams() []tableParam {
	var out []tableParam
	for k := xiangqi.King; k <= xiangqi.Pawn; k++ {
		for i := 0; i < 90; i++ {
			row, file := i/9, i%9
			if file > 4 || !reachable(k, row, file) {
				continue
			}
			out = append(out, tableParam{kind: k, i: i, j: row*9 + 8 - file})
		}
	}
	return out
}

// reachable reports whether a Red piece of kind k can stand on the table
// point (row 0 = rank 9). Points a piece never reaches have no data.
func reachable(k xiangqi.Kind, row, file int) bool {
	rank := 9 - row
	switch k {
	case xiangqi.King:
		return rank <= 2 && file >= 3 && file <= 5
	case xiangqi.Advisor:
		return rank <= 2 && file >= 3 && file <= 5 && (rank+file)%2 == 1
	case xiangqi.Elephant:
		return rank <= 4 && rank%2 == 0 && file%2 == 0 && (rank/2+file/2)%2 == 1
	case xiangqi.Pawn:
		return rank >= 5 || (rank >= 3 && file%2 == 0)
	}
	return true
}

// linearSample is a sample read as linear in the weights: its value for
// Red under the starting weights and the non-zero x_j.
type linearSample struct {
	v0     float64
	idx    []int32
	x      []float32
	result float64
}

// redValue is the static value of p for Red under w.
func redValue(p *xiangqi.Position, w *engine.Weights) float64 {
	v := float64(engine.EvaluateWith(p, w))
	if p.SideToMove() == xiangqi.Black {
		v = -v
	}
	return v
}

// diffStep is the weight change of the central differences: large enough
// that the evaluation's integer divisions (by 6, 12 and the draw scales)
// round away.
const diffStep = 96

// linearise measures, for every sample, its value's change per unit of
// each scalar weight and of each table point that one of its pieces
// stands on.
func linearise(ps []Sample, w *engine.Weights, tables []tableParam) []linearSample {
	scalars := len(Params(w))
	// byPoint[kind][table index] is the parameter of that point.
	var byPoint [8][90]int32
	for i := range byPoint {
		for j := range byPoint[i] {
			byPoint[i][j] = -1
		}
	}
	for n, t := range tables {
		byPoint[t.kind][t.i] = int32(scalars + n)
		byPoint[t.kind][t.j] = int32(scalars + n)
	}
	out := make([]linearSample, len(ps))
	workers := max(1, min(runtime.GOMAXPROCS(0), len(ps)/1000))
	var wg sync.WaitGroup
	for wk := 0; wk < workers; wk++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ww := *w // each worker moves its own copy's weights
			params := Params(&ww)
			seen := map[int32]bool{}
			for s := wk * len(ps) / workers; s < (wk+1)*len(ps)/workers; s++ {
				p := ps[s].Pos
				ls := linearSample{v0: redValue(p, &ww), result: ps[s].Result}
				for j, prm := range params {
					old := *prm.P
					*prm.P = old + diffStep
					hi := redValue(p, &ww)
					*prm.P = old - diffStep
					lo := redValue(p, &ww)
					*prm.P = old
					if x := (hi - lo) / (2 * diffStep); x != 0 {
						ls.idx = append(ls.idx, int32(j))
						ls.x = append(ls.x, float32(x))
					}
				}
				clear(seen)
				for i := 0; i < 90; i++ {
					pc := p.At(xiangqi.SquareFromIndex90(i))
					if pc == xiangqi.NoPiece {
						continue
					}
					file, rank := i%9, i/9
					row := 9 - rank // Red's view
					if pc.Color() == xiangqi.Black {
						row, file = rank, 8-file
					}
					id := byPoint[pc.Kind()][row*9+file]
					if id < 0 || seen[id] {
						continue
					}
					seen[id] = true
					t := tables[int(id)-scalars]
					t.add(&ww, diffStep)
					hi := redValue(p, &ww)
					t.add(&ww, -2*diffStep)
					lo := redValue(p, &ww)
					t.add(&ww, diffStep)
					if x := (hi - lo) / (2 * diffStep); x != 0 {
						ls.idx = append(ls.idx, id)
						ls.x = append(ls.x, float32(x))
					}
				}
				out[s] = ls
			}
		}()
	}
	wg.Wait()
	return out
}

// LinearOptions bound TuneLinear.
type LinearOptions struct {
	Epochs int     // passes of gradient descent (default 400)
	Rate   float64 // Adam's step, in engine units (default 1)
	// L2 pulls every weight toward its starting value (the regularisation
	// that keeps rarely seen table points where they were): the loss is
	// the mean squared error + L2·Σ(θ − θ0)².
	L2 float64
	// Tables tunes the piece-square tables as well as the scalar weights.
	Tables bool
	// Log, if set, gets a line now and then.
	Log io.Writer
}

// TuneLinear fits w (the scalar weights, and with opt.Tables the tables) to
// the samples by gradient descent on the linearised evaluation, the
// logistic scale k fixed. It returns the mean squared error of the real
// evaluation before and after; w is left with the fitted weights, rounded.
func TuneLinear(ctx context.Context, ps []Sample, w *engine.Weights, k float64, opt LinearOptions) (before, after float64) {
	if opt.Epochs <= 0 {
		opt.Epochs = 400
	}
	if opt.Rate <= 0 {
		opt.Rate = 1
	}
	before = MeanSquaredError(ps, w, k)
	var tables []tableParam
	if opt.Tables {
		tables = tableParams()
	}
	params := Params(w)
	n := len(params) + len(tables)
	ls := linearise(ps, w, tables)
	theta0 := make([]float64, n)
	for j, p := range params {
		theta0[j] = float64(*p.P)
	}
	for j, t := range tables {
		theta0[len(params)+j] = float64(w.Table[t.kind][t.i])
	}
	theta := append([]float64(nil), theta0...)
	m, v := make([]float64, n), make([]float64, n)
	workers := max(1, min(runtime.GOMAXPROCS(0), len(ls)/1000))
	grads := make([][]float64, workers)
	for i := range grads {
		grads[i] = make([]float64, n)
	}
	c := k * math.Ln10 / 400 // pred = σ(c·v)
	const b1, b2, eps = 0.9, 0.999, 1e-8
	for epoch := 1; epoch <= opt.Epochs && ctx.Err() == nil; epoch++ {
		var wg sync.WaitGroup
		for wk := 0; wk < workers; wk++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				g := grads[wk]
				clear(g)
				for _, s := range ls[wk*len(ls)/workers : (wk+1)*len(ls)/workers] {
					val := s.v0
					for i, j := range s.idx {
						val += float64(s.x[i]) * (theta[j] - theta0[j])
					}
					pred := 1 / (1 + math.Exp(-c*val))
					d := 2 * (pred - s.result) * pred * (1 - pred) * c
					for i, j := range s.idx {
						g[j] += d * float64(s.x[i])
					}
				}
			}()
		}
		wg.Wait()
		for j := 0; j < n; j++ {
			gj := 0.0
			for _, g := range grads {
				gj += g[j]
			}
			gj = gj/float64(len(ls)) + 2*opt.L2*(theta[j]-theta0[j])
			m[j] = b1*m[j] + (1-b1)*gj
			v[j] = b2*v[j] + (1-b2)*gj*gj
			mh := m[j] / (1 - math.Pow(b1, float64(epoch)))
			vh := v[j] / (1 - math.Pow(b2, float64(epoch)))
			theta[j] -= opt.Rate * mh / (math.Sqrt(vh) + eps)
			if j < len(params) && !params[j].Signed && theta[j] < 0 {
				theta[j] = 0
			}
		}
		if opt.Log != nil && epoch%50 == 0 {
			fmt.Fprintf(opt.Log, "epoch %d\n", epoch)
		}
	}
	for j, p := range params {
		*p.P = int32(math.Round(theta[j]))
	}
	for j, t := range tables {
		r := int32(math.Round(theta[len(params)+j]))
		w.Table[t.kind][t.i], w.Table[t.kind][t.j] = r, r
	}
	return before, MeanSquaredError(ps, w, k)
}

// WriteTables writes w's piece-square tables as the Go source of eval.go's
// tables (values in engine units, Red's view, row 0 = rank 9).
func WriteTables(out io.Writer, w *engine.Weights) {
	names := [8]string{xiangqi.King: "pstKing", xiangqi.Advisor: "pstAdvisor", xiangqi.Elephant: "pstElephant",
		xiangqi.Horse: "pstHorse", xiangqi.Chariot: "pstChariot", xiangqi.Cannon: "pstCannon", xiangqi.Pawn: "pstPawn"}
	for k := xiangqi.King; k <= xiangqi.Pawn; k++ {
		fmt.Fprintf(out, "\t%s = [90]int16{\n", names[k])
		for row := 0; row < 10; row++ {
			fmt.Fprint(out, "\t\t")
			for f := 0; f < 9; f++ {
				sep := " "
				if f == 8 {
					sep = "\n"
				}
				fmt.Fprintf(out, "%d,%s", w.Table[k][row*9+f], sep)
			}
		}
		fmt.Fprint(out, "\t}\n")
	}
}
