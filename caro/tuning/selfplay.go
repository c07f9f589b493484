package tuning

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

// SelfPlayOptions configure SelfPlay.
type SelfPlayOptions struct {
	Games       int             // number of games
	Nodes       int64           // nodes per move (default 4,000): the games do not depend on the machine's load
	RandomPlies int             // random plies near the stones after the opening (default 2)
	Size        int             // board side (default 15)
	Rule        caro.Rule       // default freestyle
	Workers     int             // games played at once (default 1)
	Seed        uint64          // the same seed and options give the same games
	Weights     *engine.Weights // the weights both sides play with (nil: the engine's)
}

// Game is one finished self-play game: the moves (black first) and the
// winner (caro.Empty for a draw).
type Game struct {
	Moves  []caro.Point
	Winner caro.Stone
}

// SelfPlay plays opt.Games games from the built-in openings, each followed
// by a few random plies near the stones, and hands each finished game to
// done (one call at a time, in no fixed order). It stops early, without an
// error, when ctx is cancelled.
func SelfPlay(ctx context.Context, opt SelfPlayOptions, done func(Game)) error {
	if opt.Games <= 0 {
		return fmt.Errorf("selfplay: games must be positive")
	}
	if opt.Nodes <= 0 {
		opt.Nodes = 4000
	}
	if opt.RandomPlies < 0 {
		opt.RandomPlies = 0
	} else if opt.RandomPlies == 0 {
		opt.RandomPlies = 2
	}
	if opt.Size == 0 {
		opt.Size = 15
	}
	if opt.Workers <= 0 {
		opt.Workers = 1
	}
	var openings [][]caro.Point
	for _, o := range caro.Openings() {
		if m, err := o.On(opt.Size, opt.Size); err == nil {
			openings = append(openings, m)
		}
	}
	if len(openings) == 0 {
		return fmt.Errorf("selfplay: no opening fits a %d×%d board", opt.Size, opt.Size)
	}
	var (
		mu     sync.Mutex
		next   int
		wg     sync.WaitGroup
		failed error
	)
	for range opt.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := engine.New(engine.Options{HashMB: 8})
			if opt.Weights != nil {
				e.SetWeights(*opt.Weights)
			}
			for ctx.Err() == nil {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= opt.Games {
					return
				}
				r := rand.New(rand.NewPCG(opt.Seed, uint64(i)))
				start := randomPlies(r, openings[i%len(openings)], opt.Size, opt.RandomPlies)
				e.Clear()
				res, err := engine.PlayGame(ctx, e, e, opt.Size, opt.Size, opt.Rule, start, engine.Limits{Nodes: opt.Nodes})
				if err != nil {
					if ctx.Err() == nil {
						mu.Lock()
						failed = err
						mu.Unlock()
					}
					return
				}
				mu.Lock()
				done(Game{Moves: res.Moves, Winner: res.Winner})
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return failed
}

// randomPlies adds n random moves on empty cells next to the stones.
func randomPlies(r *rand.Rand, opening []caro.Point, size, n int) []caro.Point {
	moves := append([]caro.Point(nil), opening...)
	taken := map[caro.Point]bool{}
	for _, m := range moves {
		taken[m] = true
	}
	for range n {
		var near []caro.Point
		for y := range size {
			for x := range size {
				p := caro.Point{X: x, Y: y}
				if taken[p] {
					continue
				}
				for _, m := range moves {
					if abs(m.X-x) <= 1 && abs(m.Y-y) <= 1 {
						near = append(near, p)
						break
					}
				}
			}
		}
		if len(near) == 0 {
			break
		}
		p := near[r.IntN(len(near))]
		moves = append(moves, p)
		taken[p] = true
	}
	return moves
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// WriteGame writes a game as one line: the winner (B, W or D), a tab and
// the moves.
func WriteGame(w io.Writer, g Game) error {
	res := "D"
	switch g.Winner {
	case caro.Black:
		res = "B"
	case caro.White:
		res = "W"
	}
	_, err := fmt.Fprintf(w, "%s\t%s\n", res, caro.FormatMoves(g.Moves))
	return err
}

// ReadGames reads the lines WriteGame wrote.
func ReadGames(r io.Reader) ([]Game, error) {
	var games []Game
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		// The tab stays: a game with no moves is "B\t" (TrimSpace would
		// take the tab and leave no moves field).
		line := strings.TrimLeft(strings.TrimRight(sc.Text(), " \r"), " ")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		res, moves, ok := strings.Cut(line, "\t")
		if !ok {
			return nil, fmt.Errorf("line %d: want the winner, a tab and the moves", n)
		}
		g := Game{}
		switch res {
		case "B":
			g.Winner = caro.Black
		case "W":
			g.Winner = caro.White
		case "D":
		default:
			return nil, fmt.Errorf("line %d: winner %q is not B, W or D", n, res)
		}
		var err error
		if g.Moves, err = caro.ParseMoves(moves); err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		games = append(games, g)
	}
	return games, sc.Err()
}
