package tuning

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/match"
)

// A stronger engine's judgement of a position is a better teacher than the
// engine's own search: labelling by an outside Gomocup brain (Rapfi, whose
// classical evaluation is what issue #29 measures against) asks it for its
// score of each position and blends that with the game's result.

// EngineScore is an outside engine's score of a position, for the side to
// move: Value in the engine's own units, or Mate +1 (a proven win) or −1
// (a proven loss).
type EngineScore struct {
	Value int
	Mate  int
}

// parseEngineScore reads a Reply's score: "+35", "-M7", "+M*".
func parseEngineScore(s string) (EngineScore, error) {
	if len(s) > 2 && s[1] == 'M' && (s[2:] == "*" || strings.Trim(s[2:], "0123456789") == "") {
		switch s[0] {
		case '+':
			return EngineScore{Mate: 1}, nil
		case '-':
			return EngineScore{Mate: -1}, nil
		}
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		return EngineScore{}, fmt.Errorf("score %q: not a number or a mate", s)
	}
	return EngineScore{Value: v}, nil
}

// labelEngineTimeout is how long one position's search may take before
// the engine counts as hung (its searches are limited by nodes).
const labelEngineTimeout = 60 * time.Second

// EngineScores asks the Gomocup brain spec for its score of each sample's
// position (games[Game], its first Ply moves, on a size×size board under
// rule) after a search of nodes nodes, one brain process per CPU; the
// games are shared out by number. A brain that gives no score for a
// position is an error: the labels must all come from the same judge.
// progress, when not nil, hears how far it got every thousand positions.
func EngineScores(ctx context.Context, spec match.EngineSpec, samples []ShapeSample, games []Game, size int, rule caro.Rule, nodes int64, progress io.Writer) ([]EngineScore, error) {
	if nodes <= 0 {
		return nil, errors.New("label: want nodes > 0")
	}
	scores := make([]EngineScore, len(samples))
	workers := max(1, runtime.GOMAXPROCS(0))
	errs := make([]error, workers)
	var mu sync.Mutex
	done := 0
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	for wi := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p, err := match.NewPlayer(spec, match.PlayerConfig{})
			if err != nil {
				errs[wi] = err
				cancel()
				return
			}
			defer p.Close()
			for i := range samples {
				s := &samples[i]
				if s.Game%workers != wi {
					continue
				}
				if ctx.Err() != nil {
					return
				}
				side := s.Ply % 2
				setup := match.GameSetup{Game: "caro", Width: size, Height: size, RuleCode: rule.GomocupCode(), Side: side,
					Limits: match.Limits{Nodes: nodes, Timeout: labelEngineTimeout}}
				if err := p.NewGame(ctx, setup); err != nil {
					errs[wi] = fmt.Errorf("%s: %w", spec.Name, err)
					cancel()
					return
				}
				moves := make([]string, s.Ply)
				for j, m := range games[s.Game].Moves[:s.Ply] {
					moves[j] = m.String()
				}
				r, err := p.Play(ctx, match.Turn{Moves: moves, Side: side}, time.Now().Add(labelEngineTimeout))
				if err == nil {
					scores[i], err = parseEngineScore(r.Score)
				}
				if err != nil {
					errs[wi] = fmt.Errorf("%s on game %d ply %d: %w", spec.Name, s.Game+1, s.Ply, err)
					cancel()
					return
				}
				mu.Lock()
				done++
				if progress != nil && done%1000 == 0 {
					fmt.Fprintf(progress, "labelled %d of %d positions\n", done, len(samples))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return scores, nil
}

// fitEngineScale finds the k for which sigmoid(k·Value) best predicts the
// samples' results (the proven wins and losses left out): the outside
// engine's units are its own, so its scores are turned into win rates the
// way the evaluation's are.
func fitEngineScale(samples []ShapeSample, scores []EngineScore) float64 {
	return fitLogScale(1e-6, 1, func(k float64) float64 {
		sum := 0.0
		for i := range samples {
			if scores[i].Mate == 0 {
				d := sigmoid(k*float64(scores[i].Value)) - samples[i].Result
				sum += d * d
			}
		}
		return sum
	})
}

// blendEngineLabels replaces each sample's Result by
// lambda·Result + (1−lambda)·p, p being sigmoid(k·Value) of its score, or
// 1 or 0 for a proven win or loss.
func blendEngineLabels(samples []ShapeSample, scores []EngineScore, k, lambda float64) {
	for i := range samples {
		p := sigmoid(k * float64(scores[i].Value))
		switch scores[i].Mate {
		case 1:
			p = 1
		case -1:
			p = 0
		}
		samples[i].Result = lambda*samples[i].Result + (1-lambda)*p
	}
}

// WriteEngineScores writes scores as lines "game ply score" (the game
// counted from 1 in the list given, the score as a Reply gives it), so
// that a later tuning run reads them instead of asking the engine again.
func WriteEngineScores(w io.Writer, samples []ShapeSample, scores []EngineScore) error {
	bw := bufio.NewWriter(w)
	for i, s := range samples {
		v := strconv.Itoa(scores[i].Value)
		switch scores[i].Mate {
		case 1:
			v = "+M*"
		case -1:
			v = "-M*"
		}
		fmt.Fprintf(bw, "%d %d %s\n", s.Game+1, s.Ply, v)
	}
	return bw.Flush()
}

// ReadEngineScores reads WriteEngineScores' lines back for samples: every
// sample must have its line, or the file was written for other games.
func ReadEngineScores(r io.Reader, samples []ShapeSample) ([]EngineScore, error) {
	type at struct{ game, ply int }
	byPos := map[at]EngineScore{}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		if len(f) != 3 {
			return nil, fmt.Errorf("line %d: want \"game ply score\"", line)
		}
		g, err1 := strconv.Atoi(f[0])
		p, err2 := strconv.Atoi(f[1])
		s, err3 := parseEngineScore(f[2])
		if err1 != nil || err2 != nil || err3 != nil || g < 1 || p < 0 {
			return nil, fmt.Errorf("line %d: want \"game ply score\"", line)
		}
		byPos[at{g - 1, p}] = s
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	out := make([]EngineScore, len(samples))
	for i, s := range samples {
		v, ok := byPos[at{s.Game, s.Ply}]
		if !ok {
			return nil, fmt.Errorf("no score for game %d ply %d: the file was written for other games", s.Game+1, s.Ply)
		}
		out[i] = v
	}
	return out, nil
}

// engineScoresFor scores samples by the brain of opt.LabelEngine, or
// reads the scores from opt.LabelScores + "." + name when that file
// exists (and writes them there after the engine's run otherwise).
func engineScoresFor(ctx context.Context, opt TuneOptions, name string, samples []ShapeSample, games []Game, out io.Writer) ([]EngineScore, error) {
	var scores []EngineScore
	path := ""
	if opt.LabelScores != "" {
		path = opt.LabelScores + "." + name
	}
	if path != "" {
		if f, err := os.Open(path); err == nil {
			scores, err = ReadEngineScores(io.LimitReader(f, MaxGamesFile), samples)
			f.Close()
			if err != nil {
				return nil, fmt.Errorf("%s: %v", path, err)
			}
			fmt.Fprintf(out, "%s: %d scores read from %s\n", name, len(scores), path)
		}
	}
	if scores == nil {
		spec, err := match.ParseEngineSpec(opt.LabelEngine)
		if err != nil {
			return nil, err
		}
		t := time.Now()
		scores, err = EngineScores(ctx, spec, samples, games, 15, opt.Rule, opt.LabelNodes, out)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(out, "%s: %d positions scored by %s in %.0f s\n", name, len(scores), spec.Name, time.Since(t).Seconds())
		if path != "" {
			f, err := os.Create(path)
			if err != nil {
				return nil, err
			}
			if err := WriteEngineScores(f, samples, scores); err != nil {
				f.Close()
				return nil, err
			}
			if err := f.Close(); err != nil {
				return nil, err
			}
		}
	}
	return scores, nil
}

// labelByEngine labels train and held by an outside engine's scores
// (engineScoresFor), turned into win rates by the scale fitted on train's
// results and blended with the results as opt.Lambda says.
func labelByEngine(ctx context.Context, opt TuneOptions, train, held []ShapeSample, trainGames, heldGames []Game, out io.Writer) error {
	ts, err := engineScoresFor(ctx, opt, "train", train, trainGames, out)
	if err != nil {
		return err
	}
	hs, err := engineScoresFor(ctx, opt, "held", held, heldGames, out)
	if err != nil {
		return err
	}
	k := fitEngineScale(train, ts)
	fmt.Fprintf(out, "the engine's scale: k %.6g (sigmoid(k·score) against the results)\n", k)
	blendEngineLabels(train, ts, k, opt.Lambda)
	blendEngineLabels(held, hs, k, opt.Lambda)
	return nil
}
