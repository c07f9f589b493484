package tuning

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"sync"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
	"github.com/alphabeta-go/alphabeta/xiangqi/openings"
)

// Self-play: games of the engine against itself at a fixed number of nodes
// per move, the data for tuning the evaluation (Texel tuning, see Tune).
// Fixed nodes make the games independent of the machine's load; a few
// random opening plies, kept only when the position stays balanced, make
// them varied.

// SelfPlayOptions configure SelfPlay.
type SelfPlayOptions struct {
	Games       int             // number of games
	Nodes       int64           // nodes per move (default 8,000)
	RandomPlies int             // random legal plies from the start position (default 8)
	Balance     int             // redo the random opening if a shallow search scores it beyond ±Balance (default 120)
	MaxPlies    int             // adjudicate a draw after this many plies (default 300)
	Resign      int             // adjudicate a win once both sides agree the score is beyond ±Resign for 4 plies (default 2000; mates always end it)
	Workers     int             // games played at once (default 1)
	Seed        uint64          // random seed: the same seed and options give the same games
	Weights     *engine.Weights // evaluation both sides play with (nil: engine.DefaultWeights)
}

func (o *SelfPlayOptions) defaults() {
	if o.Nodes <= 0 {
		o.Nodes = 8000
	}
	if o.RandomPlies < 0 {
		o.RandomPlies = 0
	} else if o.RandomPlies == 0 {
		o.RandomPlies = 8
	}
	if o.Balance <= 0 {
		o.Balance = 120
	}
	if o.MaxPlies <= 0 {
		o.MaxPlies = 300
	}
	if o.Resign <= 0 {
		o.Resign = 2000
	}
	if o.Workers <= 0 {
		o.Workers = 1
	}
}

// SelfPlay plays opt.Games games and hands each finished record to done
// (called from one goroutine at a time, in no fixed order). It stops early,
// without an error, when ctx is cancelled.
func SelfPlay(ctx context.Context, opt SelfPlayOptions, done func(*xiangqi.Game)) error {
	opt.defaults()
	if opt.Games <= 0 {
		return fmt.Errorf("selfplay: games must be positive")
	}
	var (
		mu   sync.Mutex
		next int
		wg   sync.WaitGroup
	)
	for w := 0; w < opt.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := engine.New(engine.Options{HashMB: 16})
			e.SetWeights(opt.Weights)
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= opt.Games || ctx.Err() != nil {
					return
				}
				g := selfPlayGame(ctx, e, &opt, i)
				if g == nil {
					return
				}
				mu.Lock()
				done(g)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return nil
}

// selfPlayGame plays game number i; nil if ctx was cancelled.
func selfPlayGame(ctx context.Context, e *engine.Engine, opt *SelfPlayOptions, i int) *xiangqi.Game {
	rng := rand.New(rand.NewPCG(opt.Seed, uint64(i)))
	start := randomOpening(ctx, e, opt, rng)
	g := xiangqi.NewGame(start.FEN())
	g.SetTag("Event", "alphabeta self-play")
	g.SetTag("Round", strconv.Itoa(i+1))
	g.SetTag("Red", "alphabeta")
	g.SetTag("Black", "alphabeta")
	g.SetTag("TimeControl", fmt.Sprintf("%d nodes/move", opt.Nodes))
	p := start
	e.Clear()
	agree := 0 // plies in a row with a decisive score for the same side
	lastSign := 0
	for {
		if ctx.Err() != nil {
			return nil
		}
		if out := p.Outcome(); out.Result != xiangqi.Ongoing {
			g.Result = out.Result
			g.SetTag("Termination", out.Reason.String())
			return g
		}
		if len(g.Moves) >= opt.MaxPlies {
			g.Result = xiangqi.Draw
			g.SetTag("Termination", "adjudicated: ply limit")
			return g
		}
		res := e.Search(ctx, p, engine.Limits{Limits: enginekit.Limits{Nodes: opt.Nodes}}, nil)
		if res.Best == xiangqi.NoMove || !p.IsLegal(res.Best) {
			return nil // only when cancelled: a position with moves always gets one
		}
		// Adjudicate a decided game: the score, turned to Red's view, beyond
		// ±Resign on 4 plies in a row.
		red := res.Score
		if p.SideToMove() == xiangqi.Black {
			red = -red
		}
		sign := 0
		if red >= opt.Resign {
			sign = 1
		} else if red <= -opt.Resign {
			sign = -1
		}
		if sign != 0 && sign == lastSign {
			agree++
		} else if sign != 0 {
			agree = 1
		} else {
			agree = 0
		}
		lastSign = sign
		g.Moves = append(g.Moves, res.Best)
		p.Make(res.Best)
		if agree >= 4 {
			g.Result = xiangqi.BlackWins
			if sign > 0 {
				g.Result = xiangqi.RedWins
			}
			g.SetTag("Termination", "adjudicated: decisive score")
			return g
		}
	}
}

// randomOpening plays opt.RandomPlies random legal plies from the initial
// position (openings.RandomLine, any legal move) and keeps the result when
// a shallow search finds it balanced (openings.Balanced, with the engine as
// the last game left it); after 20 failed tries it takes the last one that
// is not over. alphabeta xiangqi openings draws its lines the same way,
// quiet moves only and with a cleared engine (package xiangqi/openings).
func randomOpening(ctx context.Context, e *engine.Engine, opt *SelfPlayOptions, rng *rand.Rand) *xiangqi.Position {
	var last *xiangqi.Position
	for try := 0; try < 20; try++ {
		p, _, ok := openings.RandomLine(rng, opt.RandomPlies, nil)
		if !ok {
			continue
		}
		last = p
		lim := engine.Limits{Limits: enginekit.Limits{Depth: 5, Nodes: 4 * opt.Nodes}}
		if _, balanced, err := openings.Balanced(ctx, e, p, lim, opt.Balance); balanced || err != nil {
			return freshPosition(p) // when cancelled, the game stops at once anyway
		}
	}
	if last == nil {
		return xiangqi.NewPosition()
	}
	return freshPosition(last)
}

// freshPosition is p without its history, so that the record starts from
// its FEN.
func freshPosition(p *xiangqi.Position) *xiangqi.Position {
	q, err := xiangqi.ParseFEN(p.FEN())
	if err != nil {
		panic("tuning: own FEN does not parse: " + err.Error())
	}
	return q
}
