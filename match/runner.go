package match

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand"
	"os"
	"sort"
	"strings"
	"sync"
	"time"
)

// Config is a whole match: engines, games, limits and outputs.
type Config struct {
	Game        Game
	Engines     []EngineSpec
	Games       int // games per pairing, played in pairs with colours reversed
	Limits      Limits
	Openings    []Opening // nil: the game's default suite
	Concurrency int
	Gauntlet    bool  // the first engine against each other one; else round robin
	SPRT        *SPRT // with two engines: stop when the test decides
	MaxPlies    int   // a draw when a game reaches it (0: 600 for xiangqi, none for caro)
	Seed        int64 // shuffles the openings (0: file order)
	// Shard plays one slice of the schedule (zero: all of it); see Shard.
	Shard     Shard
	Record    io.Writer
	RecordSGF bool // write SGF instead of PGN (caro games are always SGF: PGN is xiangqi's)
	Past      []PastGame
	Log       *IOLog
	Progress  io.Writer
	// LiveProgress redraws one status line in place on Progress (a
	// terminal) instead of writing a line per game.
	LiveProgress bool
	Event        string
	Handshake    time.Duration
	// NewPlayer makes a protocol adapter (tests may replace it).
	NewPlayer func(EngineSpec, PlayerConfig) (Player, error)
}

// PairResult is the score of one pairing from Engines[A]'s point of view.
type PairResult struct {
	A, B   string
	Score  Score
	Elo    float64 // ±Inf when one side scored everything
	Margin float64 // NaN when unknown
	LOS    float64
}

// MarshalJSON writes infinite or unknown Elo values as null.
func (p PairResult) MarshalJSON() ([]byte, error) {
	num := func(v float64) *float64 {
		if math.IsInf(v, 0) || math.IsNaN(v) {
			return nil
		}
		return &v
	}
	return json.Marshal(struct {
		A       string   `json:"a"`
		B       string   `json:"b"`
		Wins    int      `json:"wins"`
		Draws   int      `json:"draws"`
		Losses  int      `json:"losses"`
		Penta   [5]int   `json:"pentanomial"`
		ScorePc float64  `json:"score"`
		Elo     *float64 `json:"elo"`
		Margin  *float64 `json:"elo_margin95"`
		LOS     float64  `json:"los"`
	}{p.A, p.B, p.Score.Wins, p.Score.Draws, p.Score.Losses, p.Score.Penta, p.Score.Ratio(),
		num(p.Elo), num(p.Margin), p.LOS})
}

// Standing is one engine's total.
type Standing struct {
	Name   string  `json:"name"`
	Points float64 `json:"points"`
	Games  int     `json:"games"`
}

// Summary is the result of a match (also written as JSON with --json).
type Summary struct {
	Game         string         `json:"game"`
	Rules        string         `json:"rules"`
	TimeControl  string         `json:"time_control"`
	Engines      []string       `json:"engines"`
	Shard        *Shard         `json:"shard,omitempty"`
	Planned      int            `json:"games_planned"`
	Played       int            `json:"games_played"`
	Interrupted  bool           `json:"interrupted"`
	Pairs        []PairResult   `json:"pairs"`
	Standings    []Standing     `json:"standings"`
	Terminations map[string]int `json:"terminations"`
	SPRT         *SPRTResult    `json:"sprt,omitempty"`
	Elapsed      time.Duration  `json:"elapsed_ns"`
}

// SPRTResult is the state of the test at the end.
type SPRTResult struct {
	Elo0     float64 `json:"elo0"`
	Elo1     float64 `json:"elo1"`
	Alpha    float64 `json:"alpha"`
	Beta     float64 `json:"beta"`
	LLR      float64 `json:"llr"`
	Lower    float64 `json:"lower"`
	Upper    float64 `json:"upper"`
	Decision string  `json:"decision"` // "H0", "H1" or "" (undecided)
}

type job struct {
	round   int
	pairing int
	pair    int // index of the game pair within the pairing
	game    int // 0: A plays First, 1: B plays First
	opening int
}

type pairing struct{ a, b int }

// runner holds the state shared by the workers.
type runner struct {
	cfg      Config
	pairings []pairing
	jobs     []job
	mu       sync.Mutex
	scores   []Score
	pending  map[[2]int]float64 // (pairing, pair) → A's points in the first game played
	terms    map[string]int
	played   int
	planned  int // games in the schedule (of this shard)
	stop     chan struct{}
	stopOnce sync.Once
	decision string
	start    time.Time
	prog     *progress // r.mu guards it, as it does the counts
}

// Run plays the match and returns its summary. Cancelling ctx (Ctrl-C)
// stops it: games in progress are recorded as unfinished and the summary
// covers the games finished.
func Run(ctx context.Context, cfg Config) (*Summary, error) {
	if cfg.Game == nil {
		return nil, errors.New("match: no game")
	}
	if len(cfg.Engines) < 2 {
		return nil, errors.New("match: need at least two engines")
	}
	names := map[string]bool{}
	for _, e := range cfg.Engines {
		if names[e.Name] {
			return nil, fmt.Errorf("match: two engines are named %q (use name=)", e.Name)
		}
		names[e.Name] = true
		if e.Proto == "xboard" && cfg.Limits.MoveTime%time.Second != 0 {
			return nil, fmt.Errorf("match: engine %s speaks xboard, whose st command takes whole seconds; use a --movetime of whole seconds or --tc", e.Name)
		}
		ok := false
		for _, p := range cfg.Game.Protocols() {
			ok = ok || p == e.Proto
		}
		if !ok {
			return nil, fmt.Errorf("match: engine %s speaks %s; %s engines speak %s", e.Name, e.Proto,
				cfg.Game.Name(), strings.Join(cfg.Game.Protocols(), " or "))
		}
	}
	l := cfg.Limits
	if l.Base <= 0 && l.MoveTime <= 0 && l.Depth <= 0 && l.Nodes <= 0 {
		return nil, errors.New("match: no time control (use --tc, --movetime, --depth or --nodes)")
	}
	if cfg.Limits.Timeout <= 0 {
		cfg.Limits.Timeout = 60 * time.Second
	}
	if cfg.Games <= 0 {
		cfg.Games = 2
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 1
	}
	if cfg.NewPlayer == nil {
		cfg.NewPlayer = NewPlayer
	}
	if cfg.Progress == nil {
		cfg.Progress = io.Discard
	}
	if cfg.Event == "" {
		cfg.Event = "alphabeta match"
	}
	if cfg.MaxPlies == 0 && cfg.Game.Name() == "xiangqi" {
		cfg.MaxPlies = 600
	}
	if cfg.Openings == nil {
		cfg.Openings = cfg.Game.DefaultOpenings()
	}
	if len(cfg.Openings) == 0 {
		cfg.Openings = []Opening{{}}
	}
	if cfg.SPRT != nil {
		if err := cfg.SPRT.Validate(); err != nil {
			return nil, err
		}
	}
	if err := cfg.Shard.Validate(); err != nil {
		return nil, err
	}
	r := &runner{cfg: cfg, pending: map[[2]int]float64{}, terms: map[string]int{},
		stop: make(chan struct{}), start: time.Now(), prog: newProgress(cfg.Progress, cfg.LiveProgress)}
	r.schedule()
	if err := r.resume(); err != nil {
		return nil, err
	}
	r.play(ctx)
	r.prog.done()
	s := r.summary()
	s.Interrupted = ctx.Err() != nil
	return s, nil
}

func (r *runner) schedule() {
	n := len(r.cfg.Engines)
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if r.cfg.Gauntlet && i != 0 {
				continue
			}
			r.pairings = append(r.pairings, pairing{i, j})
		}
	}
	r.scores = make([]Score, len(r.pairings))
	order := make([]int, len(r.cfg.Openings))
	for i := range order {
		order[i] = i
	}
	if r.cfg.Seed != 0 {
		rng := rand.New(rand.NewSource(r.cfg.Seed))
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	// Rounds number the whole match's games; a shard keeps the rounds, the
	// openings and the colours of its pairs, so that its records and scores
	// are those of the same games in the whole match.
	round, unit := 0, 0
	for pair := 0; 2*pair < r.cfg.Games; pair++ {
		for p := range r.pairings {
			mine := r.cfg.Shard.Has(unit)
			unit++
			for g := 0; g < 2 && 2*pair+g < r.cfg.Games; g++ {
				round++
				if mine {
					r.jobs = append(r.jobs, job{round: round, pairing: p, pair: pair, game: g,
						opening: order[pair%len(order)]})
				}
			}
		}
	}
	r.planned = len(r.jobs)
}

// sides is the engine index playing each side in a job.
func (r *runner) sides(j job) [2]int {
	p := r.pairings[j.pairing]
	if j.game == 0 {
		return [2]int{p.a, p.b}
	}
	return [2]int{p.b, p.a}
}

// resume counts the decided games of an earlier run of the same match.
func (r *runner) resume() error {
	if len(r.cfg.Past) == 0 {
		return nil
	}
	byRound := map[int]job{}
	for _, j := range r.jobs {
		byRound[j.round] = j
	}
	var left []job
	done := map[int]bool{}
	for _, pg := range r.cfg.Past {
		j, ok := byRound[pg.Round]
		if !ok {
			return fmt.Errorf("resume: round %d is not part of this match (%d games%s)", pg.Round, len(r.jobs), r.cfg.Shard.describe(" in shard "))
		}
		s := r.sides(j)
		if pg.Players[0] != r.cfg.Engines[s[0]].Name || pg.Players[1] != r.cfg.Engines[s[1]].Name {
			return fmt.Errorf("resume: round %d was %s vs %s, this match has %s vs %s there",
				pg.Round, pg.Players[0], pg.Players[1], r.cfg.Engines[s[0]].Name, r.cfg.Engines[s[1]].Name)
		}
		w := winnerOf(pg.Result)
		if w == -2 || done[pg.Round] {
			continue
		}
		done[pg.Round] = true
		cat := pg.Category
		if cat == "" {
			cat = "unknown (resumed)"
		}
		r.count(j, w, cat)
	}
	for _, j := range r.jobs {
		if !done[j.round] {
			left = append(left, j)
		}
	}
	r.prog.line(fmt.Sprintf("Resumed: %d games already played, %d to go", len(done), len(left)))
	r.jobs = left
	return nil
}

func winnerOf(result string) int {
	g := GameRecord{Result: result}
	return g.Winner()
}

// count adds one decided game to the scores; it returns the pairing's score.
// The caller holds r.mu (or runs before the workers start).
func (r *runner) count(j job, winner int, category string) Score {
	s := r.sides(j)
	a := r.pairings[j.pairing].a
	pts := 0.5
	if winner >= 0 {
		pts = 0
		if s[winner] == a {
			pts = 1
		}
	}
	sc := &r.scores[j.pairing]
	sc.Add(pts)
	key := [2]int{j.pairing, j.pair}
	if first, ok := r.pending[key]; ok {
		sc.AddPair(first + pts)
		delete(r.pending, key)
	} else {
		r.pending[key] = pts
	}
	r.terms[category]++
	r.played++
	return *sc
}

func (r *runner) play(ctx context.Context) {
	feed := make(chan job)
	go func() {
		defer close(feed)
		for _, j := range r.jobs {
			select {
			case feed <- j:
			case <-r.stop:
				return
			case <-ctx.Done():
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for w := 0; w < r.cfg.Concurrency; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			players := map[int]Player{}
			defer func() {
				for _, p := range players {
					p.Close()
				}
			}()
			for j := range feed {
				if ctx.Err() != nil {
					return
				}
				rec := r.playGame(ctx, j, players)
				r.finish(j, rec)
			}
		}()
	}
	wg.Wait()
}

// player returns the worker's adapter for engine i, making it if needed.
func (r *runner) player(players map[int]Player, i int) (Player, error) {
	if p, ok := players[i]; ok {
		return p, nil
	}
	p, err := r.cfg.NewPlayer(r.cfg.Engines[i], PlayerConfig{Log: r.cfg.Log, Handshake: r.cfg.Handshake})
	if err != nil {
		return nil, err
	}
	players[i] = p
	return p, nil
}

// playGame plays one game to its end and returns its record.
func (r *runner) playGame(ctx context.Context, j job, players map[int]Player) *GameRecord {
	cfg := r.cfg
	sides := r.sides(j)
	op := cfg.Openings[j.opening]
	rec := &GameRecord{Round: j.round, Opening: op, Date: time.Now(), Limits: cfg.Limits, Result: "*"}
	for s := 0; s < 2; s++ {
		rec.Players[s] = cfg.Engines[sides[s]].Name
	}
	end := func(winner int, category, reason string) *GameRecord {
		switch winner {
		case First:
			rec.Result = "1-0"
		case Second:
			rec.Result = "0-1"
		case -1:
			rec.Result = "1/2-1/2"
		default:
			rec.Result = "*"
		}
		rec.Category, rec.Reason = category, reason
		return rec
	}
	ref, err := cfg.Game.NewReferee(op)
	if err != nil {
		return end(-2, "bad opening", err.Error())
	}
	rec.StartFEN = ref.StartFEN()
	for _, m := range ref.Moves() {
		rec.Moves = append(rec.Moves, MoveRecord{Move: m, Book: true})
	}
	var ps [2]Player
	for s := 0; s < 2; s++ {
		p, err := r.player(players, sides[s])
		if err != nil {
			return end(1-s, "start failure", fmt.Sprintf("%s: %v", rec.Players[s], err))
		}
		ps[s] = p
		setup := GameSetup{Limits: cfg.Limits, Side: s, Opponent: rec.Players[1-s]}
		cfg.Game.Setup(&setup, op)
		if err := p.NewGame(ctx, setup); err != nil {
			if errors.Is(err, ErrInterrupted) {
				return end(-2, "interrupted", "match interrupted")
			}
			p.Close()
			return end(1-s, "start failure", fmt.Sprintf("%s: %v", rec.Players[s], err))
		}
	}
	defer func() {
		for s := 0; s < 2; s++ {
			ps[s].GameOver(rec.Result, rec.Reason)
		}
	}()
	l := cfg.Limits
	clock := [2]time.Duration{l.Base, l.Base}
	for {
		if o := ref.Outcome(); o.Over {
			return end(o.Winner, o.Reason, o.Reason)
		}
		if cfg.MaxPlies > 0 && len(ref.Moves()) >= cfg.MaxPlies {
			return end(-1, "max plies", fmt.Sprintf("adjudicated draw at %d plies", cfg.MaxPlies))
		}
		s := ref.Turn()
		name := rec.Players[s]
		allowed := l.Timeout
		switch {
		case l.Base > 0:
			allowed = clock[s]
		case l.MoveTime > 0:
			allowed = l.MoveTime
		}
		t := Turn{Moves: ref.Moves(), Side: s, Clock: clock}
		reply, err := ps[s].Play(ctx, t, time.Now().Add(allowed+l.Margin))
		if err != nil {
			if errors.Is(err, ErrInterrupted) {
				return end(-2, "interrupted", "match interrupted")
			}
			var ee *EngineError
			if !errors.As(err, &ee) {
				ee = &EngineError{Kind: KindCrash, Detail: err.Error()}
			}
			switch ee.Kind {
			case KindTimeout:
				if l.Base > 0 || l.MoveTime > 0 {
					return end(1-s, "time forfeit", fmt.Sprintf("%s loses on time (no move within %.3fs)", name, (allowed+l.Margin).Seconds()))
				}
				ps[s].Close()
				return end(1-s, "hang", fmt.Sprintf("%s hung: no move in %.0fs, killed", name, allowed.Seconds()))
			case KindCrash:
				return end(1-s, "crash", fmt.Sprintf("%s crashed (%s)", name, ee.Detail))
			case KindGarbage:
				ps[s].Close()
				return end(1-s, "garbage output", fmt.Sprintf("%s sent garbage: %s", name, ee.Detail))
			case KindResign:
				return end(1-s, "resignation", fmt.Sprintf("%s resigns (%s)", name, ee.Detail))
			default:
				ps[s].Close()
				return end(1-s, ee.Kind.String(), fmt.Sprintf("%s: %s", name, ee.Error()))
			}
		}
		if l.Base > 0 {
			if reply.Elapsed > clock[s]+l.Margin {
				return end(1-s, "time forfeit", fmt.Sprintf("%s loses on time (used %.3fs, had %.3fs)", name, reply.Elapsed.Seconds(), clock[s].Seconds()))
			}
			clock[s] -= reply.Elapsed
			if clock[s] < 0 {
				clock[s] = 0
			}
			clock[s] += l.Inc
		} else if l.MoveTime > 0 && reply.Elapsed > l.MoveTime+l.Margin {
			return end(1-s, "time forfeit", fmt.Sprintf("%s loses on time (used %.3fs of %.3fs per move)", name, reply.Elapsed.Seconds(), l.MoveTime.Seconds()))
		}
		if err := ref.Play(reply.Move); err != nil {
			return end(1-s, "illegal move", fmt.Sprintf("%s played illegal move %q: %v", name, reply.Move, err))
		}
		rec.Moves = append(rec.Moves, MoveRecord{Move: ref.Moves()[len(ref.Moves())-1], Elapsed: reply.Elapsed,
			Depth: reply.Depth, Score: reply.Score})
	}
}

// finish counts a game, writes its record and prints progress.
func (r *runner) finish(j job, rec *GameRecord) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cfg.Record != nil {
		var err error
		cg, isCaro := r.cfg.Game.(caroGame)
		if r.cfg.RecordSGF || isCaro {
			w, h, rule := 15, 15, ""
			if isCaro {
				w, h, rule = cg.width, cg.height, cg.rule.String()
			}
			err = WriteSGF(r.cfg.Record, rec, w, h, rule, r.cfg.Event)
		} else {
			err = WritePGN(r.cfg.Record, rec, r.cfg.Event)
		}
		if err != nil {
			r.prog.line(fmt.Sprintf("warning: writing the game record: %v", err))
		}
		if f, ok := r.cfg.Record.(*os.File); ok {
			_ = f.Sync()
		}
	}
	w := rec.Winner()
	if w == -2 {
		r.prog.line(fmt.Sprintf("Game %d %s vs %s: unfinished (%s)", rec.Round, rec.Players[0], rec.Players[1], rec.Reason))
		return
	}
	sc := r.count(j, w, rec.Category)
	p := r.pairings[j.pairing]
	a, b := r.cfg.Engines[p.a].Name, r.cfg.Engines[p.b].Name
	elo, margin := sc.Elo()
	game := fmt.Sprintf("Game %d %s vs %s %s (%s)", rec.Round, rec.Players[0], rec.Players[1], rec.Result, rec.Reason)
	pair := fmt.Sprintf("%s vs %s %d-%d-%d %.1f%% Elo %s", a, b, sc.Wins, sc.Draws, sc.Losses, 100*sc.Ratio(), fmtElo(elo, margin))
	decided := ""
	// A shard plays its whole slice: the test is decided on all the
	// shards' games by `match merge`.
	if r.cfg.SPRT != nil && len(r.pairings) == 1 && !r.cfg.Shard.Partial() {
		lo, hi := r.cfg.SPRT.Bounds()
		llr := r.cfg.SPRT.LLR(sc)
		pair += fmt.Sprintf(" LLR %.2f [%.2f, %.2f]", llr, lo, hi)
		if d := r.cfg.SPRT.Decide(sc); d != "" && r.decision == "" {
			r.decision = d
			r.stopOnce.Do(func() { close(r.stop) })
			decided = " → " + d + " accepted, stopping"
		}
	}
	count := fmt.Sprintf("[%d/%d] ", r.played, r.total())
	if !r.prog.live {
		r.prog.status(count + game + " | " + pair + decided)
		return
	}
	// Live: the totals first, so that a narrow terminal cuts the last game.
	if isFault(rec.Category) {
		r.prog.line(game)
	}
	r.prog.status(count + pair + decided + " | last: " + game)
}

func (r *runner) total() int { return r.planned }

func fmtElo(elo, margin float64) string {
	switch {
	case math.IsInf(elo, 1):
		return "+inf"
	case math.IsInf(elo, -1):
		return "-inf"
	case elo == 0:
		elo = 0 // not -0
	}
	switch {
	case math.IsNaN(margin):
		return fmt.Sprintf("%+.1f ± ?", elo)
	}
	return fmt.Sprintf("%+.1f ± %.1f", elo, margin)
}

func (r *runner) summary() *Summary {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := &Summary{Game: r.cfg.Game.Name(), Rules: r.cfg.Game.Rules(), TimeControl: r.cfg.Limits.String(), Planned: r.total(),
		Played: r.played, Terminations: map[string]int{}, Elapsed: time.Since(r.start)}
	if r.cfg.Shard.Partial() {
		sh := r.cfg.Shard
		s.Shard = &sh
	}
	for k, v := range r.terms {
		s.Terminations[k] = v
	}
	for _, e := range r.cfg.Engines {
		s.Engines = append(s.Engines, e.Name)
	}
	pairs := make([][2]int, len(r.pairings))
	for i, p := range r.pairings {
		pairs[i] = [2]int{p.a, p.b}
	}
	s.tally(pairs, r.scores, r.cfg.SPRT)
	return s
}

// tally fills in the pairs (Elo, margin, LOS), the standings and the SPRT
// state from the scores of the pairings (indices into s.Engines): the
// runner and `match merge` compute them alike.
func (s *Summary) tally(pairs [][2]int, scores []Score, sprt *SPRT) {
	totals := make([]Standing, len(s.Engines))
	for i, name := range s.Engines {
		totals[i].Name = name
	}
	s.Pairs = nil
	for i, p := range pairs {
		sc := scores[i]
		elo, margin := sc.Elo()
		s.Pairs = append(s.Pairs, PairResult{A: s.Engines[p[0]], B: s.Engines[p[1]],
			Score: sc, Elo: elo, Margin: margin, LOS: sc.LOS()})
		totals[p[0]].Points += sc.Points()
		totals[p[0]].Games += sc.Games()
		totals[p[1]].Points += float64(sc.Games()) - sc.Points()
		totals[p[1]].Games += sc.Games()
	}
	sort.SliceStable(totals, func(i, j int) bool { return totals[i].Points > totals[j].Points })
	s.Standings = totals
	s.SPRT = nil
	if sprt != nil && len(pairs) == 1 {
		lo, hi := sprt.Bounds()
		s.SPRT = &SPRTResult{Elo0: sprt.Elo0, Elo1: sprt.Elo1, Alpha: sprt.Alpha, Beta: sprt.Beta,
			LLR: sprt.LLR(scores[0]), Lower: lo, Upper: hi}
		if s.Shard == nil {
			s.SPRT.Decision = sprt.Decide(scores[0])
		}
	}
}

// WriteText prints the summary as tables: one line per pairing, the
// standings when there are more than two engines, the terminations counted
// and the SPRT state.
func (s *Summary) WriteText(w io.Writer) {
	state := ""
	if s.Interrupted {
		state = ", interrupted"
	}
	if s.Shard != nil {
		state += ", shard " + s.Shard.String()
	}
	fmt.Fprintf(w, "\nResults: %s, %s, %d of %d games%s, %.0fs\n", s.Game, s.TimeControl, s.Played, s.Planned, state, s.Elapsed.Seconds())
	fmt.Fprintf(w, "%-30s %6s %5s %5s %5s %7s %16s %6s  %s\n", "Pair", "Games", "W", "D", "L", "Score", "Elo ±95%", "LOS", "Pairs LL LD WL/DD WD WW")
	for _, p := range s.Pairs {
		sc := p.Score
		fmt.Fprintf(w, "%-30s %6d %5d %5d %5d %6.1f%% %16s %5.1f%%  %v\n", p.A+" vs "+p.B, sc.Games(), sc.Wins, sc.Draws, sc.Losses,
			100*sc.Ratio(), fmtElo(p.Elo, p.Margin), 100*p.LOS, sc.Penta)
	}
	if len(s.Standings) > 2 {
		fmt.Fprintf(w, "\n%-4s %-24s %8s %6s %7s\n", "Rank", "Engine", "Points", "Games", "Score")
		for i, st := range s.Standings {
			pct := 0.0
			if st.Games > 0 {
				pct = 100 * st.Points / float64(st.Games)
			}
			fmt.Fprintf(w, "%-4d %-24s %8.1f %6d %6.1f%%\n", i+1, st.Name, st.Points, st.Games, pct)
		}
	}
	if len(s.Terminations) > 0 {
		keys := make([]string, 0, len(s.Terminations))
		for k := range s.Terminations {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool {
			if s.Terminations[keys[i]] != s.Terminations[keys[j]] {
				return s.Terminations[keys[i]] > s.Terminations[keys[j]]
			}
			return keys[i] < keys[j]
		})
		fmt.Fprintln(w, "\nTerminations:")
		for _, k := range keys {
			fmt.Fprintf(w, "  %-28s %d\n", k, s.Terminations[k])
		}
	}
	if t := s.SPRT; t != nil {
		d := "undecided"
		if s.Shard != nil {
			d = "this shard's games only: `alphabeta match merge` decides on all of them"
		}
		switch t.Decision {
		case "H1":
			d = fmt.Sprintf("H1 accepted (elo >= %g)", t.Elo1)
		case "H0":
			d = fmt.Sprintf("H0 accepted (elo <= %g)", t.Elo0)
		}
		fmt.Fprintf(w, "\nSPRT elo0=%g elo1=%g alpha=%g beta=%g: LLR %.3f [%.3f, %.3f], %s\n",
			t.Elo0, t.Elo1, t.Alpha, t.Beta, t.LLR, t.Lower, t.Upper, d)
	}
}
