package web

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

const (
	caroMinSize  = engine.MinSize
	caroMaxSize  = 25 // the engine goes to 32; a bigger board is not playable on a screen
	caroMaxDepth = 20
)

var caroRuleNames = []string{"freestyle", "standard", "renju", "caro", "caro-exact"}

func caroRuleName(r caro.Rule) string {
	for _, n := range caroRuleNames {
		if x, _ := caro.ParseRule(n); x == r {
			return n
		}
	}
	return r.String()
}

// caroLevels are the strengths offered: a depth cap and a think time.
var caroLevels = []struct {
	Depth int
	Think time.Duration
}{{2, 200 * time.Millisecond}, {4, 300 * time.Millisecond}, {0, 500 * time.Millisecond}, {0, time.Second}, {0, 3 * time.Second}}

type caroGame struct {
	board *caro.Board
	human caro.Stone
	level int // the engine's strength for this game: the last one it played at
}

// caroRecord is a caro game as the database keeps it (JSON).
type caroRecord struct {
	Width  int      `json:"width"`
	Height int      `json:"height"`
	K      int      `json:"k"`
	Rule   string   `json:"rule"`
	Human  string   `json:"human"`
	Moves  [][2]int `json:"moves"`
	Level  int      `json:"level"`
}

func (g *caroGame) encode() ([]byte, error) {
	b := g.board
	rec := caroRecord{Width: b.Width(), Height: b.Height(), K: b.K(), Rule: caroRuleName(b.Rule()), Human: g.human.String(),
		Moves: [][2]int{}, Level: g.level}
	for _, m := range b.History() {
		rec.Moves = append(rec.Moves, pt(m))
	}
	return json.Marshal(rec)
}

// decodeCaro reads a caroRecord back, with the checks a new game gets.
func decodeCaro(data []byte) (*caroGame, error) {
	var rec caroRecord
	if err := json.Unmarshal(data, &rec); err != nil {
		return nil, err
	}
	rule, err := caro.ParseRule(rec.Rule)
	if err != nil {
		return nil, err
	}
	human := caro.Black
	if rec.Human == caro.White.String() {
		human = caro.White
	}
	if rec.Width < caroMinSize || rec.Height < caroMinSize || rec.Width > caroMaxSize || rec.Height > caroMaxSize {
		return nil, fmt.Errorf("board size %d×%d", rec.Width, rec.Height)
	}
	moves := make([]caro.Point, len(rec.Moves))
	for i, m := range rec.Moves {
		moves[i] = caro.Point{X: m[0], Y: m[1]}
	}
	if err := checkCaroMoves(moves, rec.Width, rec.Height, rule); err != nil {
		return nil, err
	}
	b, err := caro.NewFromMoves(rec.Width, rec.Height, rec.K, rule, moves)
	if err != nil {
		return nil, err
	}
	return &caroGame{board: b, human: human, level: rec.Level}, nil
}

// checkCaroMoves bounds a move list where it enters: at most one move per
// point of the board, and no pass (-1,-1), which no rule of the app allows
// (a pass places no stone, so passes alone would make a list of any
// length).
func checkCaroMoves(moves []caro.Point, width, height int, rule caro.Rule) error {
	if len(moves) > width*height {
		return errorf(http.StatusBadRequest, "too many moves: %d for a %d×%d board", len(moves), width, height)
	}
	for _, m := range moves {
		if m == caro.Pass {
			return errPass(rule)
		}
	}
	return nil
}

func errPass(rule caro.Rule) error {
	return errorf(http.StatusUnprocessableEntity, "a pass (-1,-1) is not a move under rule %s", caroRuleName(rule))
}

type caroState struct {
	ID        string   `json:"id"`
	Width     int      `json:"width"`
	Height    int      `json:"height"`
	K         int      `json:"k"`
	Rule      string   `json:"rule"`
	Human     string   `json:"human"`
	Level     int      `json:"level"` // the engine's strength for this game (1..5)
	ToMove    string   `json:"to_move"`
	Moves     [][2]int `json:"moves"`
	Last      *[2]int  `json:"last"`
	Over      bool     `json:"over"`
	Winner    string   `json:"winner"` // "black", "white" or "" (none yet or a draw)
	Reason    string   `json:"reason"` // "line", "forbidden move", "full board" or ""
	Forbidden string   `json:"forbidden,omitempty"`
	WinLine   [][2]int `json:"win_line"`
}

func pt(p caro.Point) [2]int { return [2]int{p.X, p.Y} }

func (g *caroGame) state(id string) caroState {
	b := g.board
	st := caroState{ID: id, Width: b.Width(), Height: b.Height(), K: b.K(), Rule: caroRuleName(b.Rule()),
		Human: g.human.String(), Level: g.level, ToMove: b.SideToMove().String(), Moves: [][2]int{}, WinLine: [][2]int{}, Over: b.Over()}
	for _, m := range b.History() {
		st.Moves = append(st.Moves, pt(m))
	}
	if p, ok := b.LastMove(); ok {
		q := pt(p)
		st.Last = &q
	}
	if st.Over {
		st.Reason = b.Reason().String()
		if w := b.Winner(); w != caro.Empty {
			st.Winner = w.String()
		}
		if b.Reason() == caro.Forbidden {
			st.Forbidden = b.ForbiddenReason().String()
		}
	}
	for _, p := range b.WinLine() {
		st.WinLine = append(st.WinLine, pt(p))
	}
	return st
}

func (s *Server) handleCaroRules(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"rules": caroRuleNames, "min_size": caroMinSize, "max_size": caroMaxSize,
		"k": 5, "levels": len(caroLevels)})
}

type caroNewRequest struct {
	Size   int    `json:"size"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
	Rule   string `json:"rule"`
	Human  string `json:"human"` // "black" (default) or "white"
	Moves  string `json:"moves"` // a position to start from: "7,7 8,8 …" or "h8h9…", black first
	Level  int    `json:"level"` // the engine's strength, 1..5 (default 3)
}

func (s *Server) handleCaroNew(w http.ResponseWriter, r *http.Request) {
	var req caroNewRequest
	if err := readJSON(r, &req); err != nil {
		fail(w, r, err)
		return
	}
	width, height := req.Width, req.Height
	if req.Size != 0 {
		width, height = req.Size, req.Size
	}
	if width == 0 && height == 0 {
		width, height = 15, 15
	}
	if width < caroMinSize || height < caroMinSize || width > caroMaxSize || height > caroMaxSize {
		fail(w, r, errorf(http.StatusBadRequest, "board size %d×%d is not supported: each side must be %d..%d", width, height, caroMinSize, caroMaxSize))
		return
	}
	rule := caro.Freestyle
	if req.Rule != "" {
		var err error
		if rule, err = caro.ParseRule(req.Rule); err != nil {
			fail(w, r, errorf(http.StatusBadRequest, "%v", err))
			return
		}
	}
	human := caro.Black
	switch strings.ToLower(req.Human) {
	case "", "black", "x":
	case "white", "o":
		human = caro.White
	default:
		fail(w, r, errorf(http.StatusBadRequest, "human must be \"black\" or \"white\", not %s", quote(req.Human)))
		return
	}
	level := cmp.Or(req.Level, 3)
	if level < 1 || level > len(caroLevels) {
		fail(w, r, errorf(http.StatusBadRequest, "level must be 1..%d, not %d", len(caroLevels), level))
		return
	}
	var moves []caro.Point
	if strings.TrimSpace(req.Moves) != "" {
		var err error
		if moves, err = caro.ParseMoves(req.Moves); err != nil {
			fail(w, r, errorf(http.StatusBadRequest, "malformed move list: %v", err))
			return
		}
	}
	if err := checkCaroMoves(moves, width, height, rule); err != nil {
		fail(w, r, err)
		return
	}
	b, err := caro.NewFromMoves(width, height, 5, rule, moves)
	if err != nil {
		fail(w, r, errorf(http.StatusBadRequest, "illegal position: %v", err))
		return
	}
	addGame(s, s.caro, w, r, &caroGame{board: b, human: human, level: level})
}

func (g *caroGame) view(id string) any { return g.state(id) }

func (s *Server) handleCaroGet(w http.ResponseWriter, r *http.Request) {
	read(s.caro, w, r)
}

type caroMoveRequest struct {
	X *int `json:"x"`
	Y *int `json:"y"`
}

func (s *Server) handleCaroMove(w http.ResponseWriter, r *http.Request) {
	var req caroMoveRequest
	if err := readJSON(r, &req); err != nil {
		fail(w, r, err)
		return
	}
	if req.X == nil || req.Y == nil {
		fail(w, r, errorf(http.StatusBadRequest, "a move needs x and y (0-based column and row)"))
		return
	}
	change(s.caro, w, r, func(g *caroGame) error {
		p := caro.Point{X: *req.X, Y: *req.Y}
		if p == caro.Pass {
			return errPass(g.board.Rule())
		}
		if err := g.board.Play(p); err != nil {
			// Named as the page labels the board (l8), not by the request's
			// 0-based x,y.
			return errorf(http.StatusUnprocessableEntity, "illegal move %s: %v", p.Name(), caroErr(err))
		}
		return nil
	})
}

// caroErr is an error of Play or Undo as the page words it.
func caroErr(err error) any {
	switch {
	case errors.Is(err, caro.ErrOutside):
		return msg("outside the board")
	case errors.Is(err, caro.ErrOccupied):
		return msg("the point is taken")
	case errors.Is(err, caro.ErrOver):
		return msg("the game is over")
	case errors.Is(err, caro.ErrNoMoves):
		return msg("no move to take back")
	}
	return err
}

// handleCaroSide changes the colour the human plays, keeping the game.
func (s *Server) handleCaroSide(w http.ResponseWriter, r *http.Request) {
	c, err := readSide(r, "black", caro.Black, "white", caro.White)
	if err != nil {
		fail(w, r, err)
		return
	}
	change(s.caro, w, r, func(g *caroGame) error {
		g.human = c
		return nil
	})
}

func (s *Server) handleCaroUndo(w http.ResponseWriter, r *http.Request) {
	plies, err := readUndo(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	change(s.caro, w, r, func(g *caroGame) error {
		b := g.board
		if err := checkUndo(plies, len(b.History())); err != nil {
			return err
		}
		for range plies {
			if err := b.Undo(); err != nil {
				return errorf(http.StatusUnprocessableEntity, "%v", caroErr(err))
			}
		}
		return nil
	})
}

type caroEngineResponse struct {
	State       caroState `json:"state"`
	Move        [2]int    `json:"move"`
	Played      bool      `json:"played"`
	Score       int       `json:"score"`
	ScoreText   string    `json:"score_text"`
	Depth       int       `json:"depth"`
	PV          [][2]int  `json:"pv"`
	Nodes       int64     `json:"nodes"`
	Evaluations int64     `json:"evaluations"`
	TimeMS      float64   `json:"time_ms"`
	NPS         int64     `json:"nps"`
	BF          float64   `json:"branching_factor"`
	Source      string    `json:"source"`
	ThinkMS     int64     `json:"think_ms"`
}

func (s *Server) handleCaroEngine(w http.ResponseWriter, r *http.Request) {
	req, err := readEngineRequest(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	if req.Level == 0 {
		req.Level = gameLevel(s.caro, r.PathValue("id"), func(g *caroGame) int { return g.level })
	}
	if req.Level < 1 || req.Level > len(caroLevels) {
		fail(w, r, errorf(http.StatusBadRequest, "level must be 1..%d, not %d", len(caroLevels), req.Level))
		return
	}
	if req.ThinkMS < 0 || req.Depth < 0 {
		fail(w, r, errorf(http.StatusBadRequest, "think_ms and depth must not be negative"))
		return
	}
	lv := caroLevels[req.Level-1]
	think := s.clampThink(req.ThinkMS, lv.Think)
	depth := lv.Depth
	if req.Depth > 0 {
		depth = req.Depth
	}
	depth = min(depth, caroMaxDepth)
	if depth == 0 {
		depth = caroMaxDepth
	}
	play := req.Play == nil || *req.Play

	id := r.PathValue("id")
	sr, pos, err := beginSearch(s.caro, id, func(g *caroGame) (engine.Position, error) {
		b := g.board
		if b.Over() {
			return engine.Position{}, errorf(http.StatusUnprocessableEntity, "the game is over")
		}
		return engine.Position{Width: b.Width(), Height: b.Height(), Rule: b.Rule(), Moves: slices.Clone(b.History())}, nil
	})
	if err != nil {
		fail(w, r, err)
		return
	}
	defer sr.end(nil)
	ctx, done, err := s.startSearch(r, think)
	if err != nil {
		fail(w, r, err)
		return
	}
	defer done()
	eng := engine.New(engine.Options{HashMB: 16})
	res, err := eng.Search(ctx, pos, engine.Limits{MoveTime: think, Depth: depth}, nil)
	if err != nil {
		fail(w, r, errorf(http.StatusUnprocessableEntity, "the engine found no move: %v", err))
		return
	}
	if r.Context().Err() != nil {
		return // the client went away: leave the game as it was
	}
	out := caroEngineResponse{Move: pt(res.Move), Played: play, Score: res.Score,
		ScoreText: engine.ScoreString(res.Score), Depth: res.Depth, PV: [][2]int{}, Nodes: res.Nodes,
		Evaluations: res.Evaluations, TimeMS: float64(res.Time.Microseconds()) / 1000, NPS: res.NPS(),
		BF: res.BranchingFactor, Source: res.Source, ThinkMS: think.Milliseconds()}
	for _, p := range res.PV {
		out.PV = append(out.PV, pt(p))
	}
	// The game has not changed since it was copied: changes are refused
	// until end.
	var playErr error
	saveErr := sr.end(func(g *caroGame) {
		if play {
			if playErr = g.board.Play(res.Move); playErr == nil {
				g.level = req.Level
			}
		}
		out.State = g.state(id)
	})
	if playErr != nil {
		fail(w, r, errorf(http.StatusInternalServerError, "the engine's move %v is illegal: %v", res.Move, playErr))
		return
	}
	if saveErr != nil {
		fail(w, r, saveErr)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

type threatJSON struct {
	X    int    `json:"x"`
	Y    int    `json:"y"`
	Kind string `json:"kind"`
}

func (s *Server) handleCaroThreats(w http.ResponseWriter, r *http.Request) {
	e, err := s.caro.get(r.PathValue("id"))
	if err != nil {
		fail(w, r, err)
		return
	}
	out := map[string][]threatJSON{"black": {}, "white": {}, "forbidden": {}}
	e.with(func(g *caroGame) { caroThreats(g.board, out) })
	writeJSON(w, http.StatusOK, out)
}

// caroThreats lists into out, by side, the points where a stone makes a
// five or a four, and under renju the points forbidden to black.
func caroThreats(b *caro.Board, out map[string][]threatJSON) {
	if !b.Over() {
		for _, side := range []caro.Stone{caro.Black, caro.White} {
			for _, t := range b.Threats(side) {
				out[side.String()] = append(out[side.String()], threatJSON{X: t.P.X, Y: t.P.Y, Kind: t.Kind.String()})
			}
		}
		if b.Rule() == caro.Renju {
			// The points black may not play (renju), with the reason.
			for y := range b.Height() {
				for x := range b.Width() {
					p := caro.Point{X: x, Y: y}
					if b.At(p) == caro.Empty {
						if f := caro.ForbiddenReason(b, p); f != caro.NoForbid {
							out["forbidden"] = append(out["forbidden"], threatJSON{X: x, Y: y, Kind: f.String()})
						}
					}
				}
			}
		}
	}
}
