package web

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/nodes"
)

const (
	xiangqiMaxDepth      = 30
	xiangqiMaxChartDepth = 4
	xiangqiMaxPlies      = 1000 // a game (or an imported PGN) longer than this is refused
	// xiangqiMaxPGNBytes bounds an imported PGN text, checked before it is
	// parsed: a 1,000-ply game with comments fits many times over.
	xiangqiMaxPGNBytes = 256 << 10
)

// xiangqiLevels are the strengths offered: a depth cap and a think time.
var xiangqiLevels = []struct {
	Depth int
	Think time.Duration
}{{2, 300 * time.Millisecond}, {4, 500 * time.Millisecond}, {0, time.Second}, {0, 2 * time.Second}, {0, 5 * time.Second}}

type xiangqiGame struct {
	start string // the FEN the game was set up from
	pos   *xiangqi.Position
	human xiangqi.Color
	tags  map[string]string // PGN tags of an imported game (cleanTags)
	level int               // the engine's strength for this game: the last one it played at
}

// xiangqiRecord is a xiangqi game as the database keeps it (JSON).
type xiangqiRecord struct {
	Start string            `json:"start"`
	Moves []string          `json:"moves"` // ICCS
	Human string            `json:"human"`
	Tags  map[string]string `json:"tags,omitempty"`
	Level int               `json:"level"`
}

func (g *xiangqiGame) encode() ([]byte, error) {
	rec := xiangqiRecord{Start: g.start, Moves: []string{}, Human: colorName(g.human), Tags: g.tags, Level: g.level}
	for _, m := range g.pos.History() {
		rec.Moves = append(rec.Moves, m.String())
	}
	return json.Marshal(rec)
}

// decodeXiangqi reads a xiangqiRecord back, with the checks an imported
// game gets.
func decodeXiangqi(data []byte) (*xiangqiGame, error) {
	var rec xiangqiRecord
	if err := json.Unmarshal(data, &rec); err != nil {
		return nil, err
	}
	if len(rec.Moves) > xiangqiMaxPlies {
		return nil, fmt.Errorf("%d plies", len(rec.Moves))
	}
	tags, err := cleanTags(rec.Tags)
	if err != nil {
		return nil, err
	}
	p, err := xiangqi.ParseFEN(rec.Start)
	if err != nil {
		return nil, err
	}
	for _, s := range rec.Moves {
		m, err := p.ParseMove(s)
		if err != nil {
			return nil, err
		}
		p.Make(m)
	}
	g := &xiangqiGame{start: rec.Start, pos: p, human: xiangqi.Red, tags: tags, level: rec.Level}
	if rec.Human == "black" {
		g.human = xiangqi.Black
	}
	return g, nil
}

type xqMoveJSON struct {
	ICCS       string `json:"iccs"`
	WXF        string `json:"wxf"`
	Chinese    string `json:"chinese"`
	Vietnamese string `json:"vietnamese"`
	VietLong   string `json:"vietnamese_long"`
	Capture    bool   `json:"capture"`
	Check      bool   `json:"check"`
}

type xqOutcomeJSON struct {
	Over   bool   `json:"over"`
	Result string `json:"result"` // "1-0", "0-1", "1/2-1/2" or "*"
	Winner string `json:"winner"` // "red", "black" or ""
	Reason string `json:"reason"` // "checkmate", "stalemate", "perpetual check", … or ""
}

type xqState struct {
	ID          string              `json:"id"`
	FEN         string              `json:"fen"`
	StartFEN    string              `json:"start_fen"`
	Board       []string            `json:"board"` // 90 FEN letters ("" empty), index = rank*9 + file, rank 0 = Red's back rank
	ToMove      string              `json:"to_move"`
	Human       string              `json:"human"`
	Level       int                 `json:"level"` // the engine's strength for this game (1..5)
	InCheck     bool                `json:"in_check"`
	CheckedKing string              `json:"checked_king,omitempty"`
	Legal       map[string][]string `json:"legal"` // from square → to squares (ICCS names)
	Moves       []xqMoveJSON        `json:"moves"`
	Last        string              `json:"last,omitempty"`
	Outcome     xqOutcomeJSON       `json:"outcome"`
	Ply         int                 `json:"ply"`
}

func colorName(c xiangqi.Color) string {
	if c == xiangqi.Black {
		return "black"
	}
	return "red"
}

func reasonName(r xiangqi.Reason) string {
	switch r {
	case xiangqi.Checkmate:
		return "checkmate"
	case xiangqi.Stalemate:
		return "stalemate"
	case xiangqi.PerpetualCheck:
		return "perpetual check"
	case xiangqi.PerpetualChase:
		return "perpetual chase"
	case xiangqi.Repetition:
		return "repetition"
	case xiangqi.MoveLimit:
		return "60-move rule"
	case xiangqi.NoAttackers:
		return "no attackers"
	}
	return ""
}

// reasonText is reasonName in an error message: in Vietnamese, the rule's
// Vietnamese name.
type reasonText xiangqi.Reason

func (r reasonText) String() string { return reasonName(xiangqi.Reason(r)) }

// Vietnamese is the rule's Vietnamese name.
func (r reasonText) Vietnamese() string { return xiangqi.Reason(r).Vietnamese() }

func outcomeJSON(p *xiangqi.Position) xqOutcomeJSON {
	o := p.Outcome()
	j := xqOutcomeJSON{Over: o.Result != xiangqi.Ongoing, Result: o.Result.PGN(), Reason: reasonName(o.Reason)}
	switch o.Result {
	case xiangqi.RedWins:
		j.Winner = "red"
	case xiangqi.BlackWins:
		j.Winner = "black"
	}
	return j
}

// moveNotations writes m, legal in p, in every notation.
func moveNotations(p *xiangqi.Position, m xiangqi.Move) xqMoveJSON {
	return xqMoveJSON{ICCS: m.String(), WXF: p.WXF(m), Chinese: p.Chinese(m), Vietnamese: p.Vietnamese(m),
		VietLong: p.VietnameseLong(m), Capture: p.IsCapture(m), Check: p.GivesCheck(m)}
}

func (g *xiangqiGame) state(id string) xqState {
	p := g.pos
	st := xqState{ID: id, FEN: p.FEN(), StartFEN: g.start, Board: make([]string, 90), ToMove: colorName(p.SideToMove()),
		Human: colorName(g.human), Level: g.level, InCheck: p.InCheck(), Legal: map[string][]string{}, Moves: []xqMoveJSON{},
		Outcome: outcomeJSON(p), Ply: p.Ply()}
	p.Pieces(func(s xiangqi.Square, pc xiangqi.Piece) {
		st.Board[s.Index90()] = string(pc.Letter())
	})
	if st.InCheck {
		st.CheckedKing = p.KingSquare(p.SideToMove()).String()
	}
	if !st.Outcome.Over {
		for _, m := range p.GenerateLegal(nil) {
			f := m.From().String()
			st.Legal[f] = append(st.Legal[f], m.To().String())
		}
	}
	if m := p.LastMove(); m != xiangqi.NoMove {
		st.Last = m.String()
	}
	// The notations depend on the position before each move: replay.
	if r, err := xiangqi.ParseFEN(g.start); err == nil {
		for _, m := range p.History() {
			st.Moves = append(st.Moves, moveNotations(r, m))
			r.Make(m)
		}
	}
	return st
}

func (s *Server) handleXiangqiLevels(w http.ResponseWriter, r *http.Request) {
	type lv struct {
		Level   int   `json:"level"`
		Depth   int   `json:"depth"`
		ThinkMS int64 `json:"think_ms"`
	}
	var out []lv
	for i, l := range xiangqiLevels {
		out = append(out, lv{i + 1, l.Depth, min(l.Think, s.cfg.MaxThink).Milliseconds()})
	}
	writeJSON(w, http.StatusOK, map[string]any{"levels": out, "engine": xiangqiEngineName})
}

type xqNewRequest struct {
	FEN   string `json:"fen"`
	PGN   string `json:"pgn"`
	Human string `json:"human"` // "red" (default) or "black"
	Level int    `json:"level"` // the engine's strength, 1..5 (default 3)
}

func (s *Server) handleXiangqiNew(w http.ResponseWriter, r *http.Request) {
	var req xqNewRequest
	if err := readJSON(r, &req); err != nil {
		fail(w, r, err)
		return
	}
	g := &xiangqiGame{human: xiangqi.Red, level: cmp.Or(req.Level, 3)}
	if g.level < 1 || g.level > len(xiangqiLevels) {
		fail(w, r, errorf(http.StatusBadRequest, "level must be 1..%d, not %d", len(xiangqiLevels), g.level))
		return
	}
	switch strings.ToLower(req.Human) {
	case "", "red", "w":
	case "black", "b":
		g.human = xiangqi.Black
	default:
		fail(w, r, errorf(http.StatusBadRequest, "human must be \"red\" or \"black\", not %s", quote(req.Human)))
		return
	}
	switch {
	case strings.TrimSpace(req.PGN) != "" && strings.TrimSpace(req.FEN) != "":
		fail(w, r, errorf(http.StatusBadRequest, "give fen or pgn, not both"))
		return
	case strings.TrimSpace(req.PGN) != "":
		if len(req.PGN) > xiangqiMaxPGNBytes {
			fail(w, r, errorf(http.StatusRequestEntityTooLarge, "PGN text too large: %d bytes, limit %d", len(req.PGN), xiangqiMaxPGNBytes))
			return
		}
		start, moves, tags, err := parsePGN(req.PGN)
		if err != nil {
			fail(w, r, errorf(http.StatusBadRequest, "malformed PGN: %v", err))
			return
		}
		if tags, err = cleanTags(tags); err != nil {
			fail(w, r, err)
			return
		}
		if len(moves) > s.cfg.maxPlies {
			fail(w, r, errorf(http.StatusUnprocessableEntity, "the game is too long: %d plies, limit %d", len(moves), s.cfg.maxPlies))
			return
		}
		g.start, g.tags = start, tags
		g.pos, _ = xiangqi.ParseFEN(start)
		for i, m := range moves {
			if o := g.pos.Outcome(); o.Result != xiangqi.Ongoing {
				fail(w, r, errorf(http.StatusUnprocessableEntity, "the game ended after ply %d (%s, %v), but the PGN goes on with %s",
					i, o.Result.PGN(), reasonText(o.Reason), m))
				return
			}
			g.pos.Make(m)
		}
	default:
		fen := strings.TrimSpace(req.FEN)
		if fen == "" || strings.EqualFold(fen, "startpos") {
			fen = xiangqi.StartFEN
		}
		p, err := xiangqi.ParseFENStrict(fen)
		if err != nil {
			fail(w, r, errorf(http.StatusBadRequest, "malformed FEN: %v", err))
			return
		}
		g.start, g.pos = p.FEN(), p
	}
	addGame(s, s.xiangqi, w, r, g)
}

func (g *xiangqiGame) view(id string) any { return g.state(id) }

func (s *Server) handleXiangqiGet(w http.ResponseWriter, r *http.Request) {
	read(s.xiangqi, w, r)
}

type xqMoveRequest struct {
	Move string `json:"move"` // ICCS ("h2e2") or WXF ("C2.5")
}

func (s *Server) handleXiangqiMove(w http.ResponseWriter, r *http.Request) {
	var req xqMoveRequest
	if err := readJSON(r, &req); err != nil {
		fail(w, r, err)
		return
	}
	change(s.xiangqi, w, r, func(g *xiangqiGame) error {
		p := g.pos
		if o := p.Outcome(); o.Result != xiangqi.Ongoing {
			return errorf(http.StatusUnprocessableEntity, "illegal move %s: the game is over (%v)", quote(req.Move), reasonText(o.Reason))
		}
		if p.Ply() >= s.cfg.maxPlies {
			return errorf(http.StatusUnprocessableEntity, "the game is too long (%d plies)", p.Ply())
		}
		m, err := p.ParseMove(strings.TrimSpace(req.Move))
		if err != nil {
			return errorf(http.StatusUnprocessableEntity, "illegal move %s: %v", quote(req.Move), err)
		}
		p.Make(m)
		return nil
	})
}

// handleXiangqiSide changes the side the human plays, keeping the game.
func (s *Server) handleXiangqiSide(w http.ResponseWriter, r *http.Request) {
	c, err := readSide(r, "red", xiangqi.Red, "black", xiangqi.Black)
	if err != nil {
		fail(w, r, err)
		return
	}
	change(s.xiangqi, w, r, func(g *xiangqiGame) error {
		g.human = c
		return nil
	})
}

func (s *Server) handleXiangqiUndo(w http.ResponseWriter, r *http.Request) {
	plies, err := readUndo(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	change(s.xiangqi, w, r, func(g *xiangqiGame) error {
		p := g.pos
		if err := checkUndo(plies, p.Ply()); err != nil {
			return err
		}
		for range plies {
			p.Unmake(p.LastMove())
		}
		return nil
	})
}

func (s *Server) handleXiangqiPGN(w http.ResponseWriter, r *http.Request) {
	e, err := s.xiangqi.get(r.PathValue("id"))
	if err != nil {
		fail(w, r, err)
		return
	}
	var pgn string
	e.with(func(g *xiangqiGame) { pgn = writePGN(g) })
	w.Header().Set("Content-Type", "application/x-chess-pgn; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="xiangqi.pgn"`)
	w.Write([]byte(pgn))
}

// xqInfoJSON is one completed iteration of the engine's search.
type xqInfoJSON struct {
	Depth  int      `json:"depth"`
	Score  int      `json:"score"` // centipawn-like points, side to move's view
	Mate   int      `json:"mate,omitempty"`
	PV     []string `json:"pv"`      // ICCS
	PVText []string `json:"pv_text"` // WXF
	// PVMoves is the principal variation in every notation, for a page
	// that writes it in the one its player chose.
	PVMoves     []xqMoveJSON `json:"pv_moves"`
	Nodes       int64        `json:"nodes"`
	Evaluations int64        `json:"evaluations"`
	BF          float64      `json:"branching_factor"`
	TimeMS      float64      `json:"time_ms"`
	NPS         int64        `json:"nps"`
}

type xqDoneJSON struct {
	Move   string     `json:"move"`
	Notes  xqMoveJSON `json:"notation"`
	Played bool       `json:"played"`
	Info   xqInfoJSON `json:"info"`
	State  xqState    `json:"state"`
	Engine string     `json:"engine"`
	Level  int        `json:"level"`
	// SearchedFEN is the position the engine searched, for /api/xiangqi/nodes.
	SearchedFEN string `json:"searched_fen"`
}

// handleXiangqiThink runs the engine on the game's position and streams its
// progress as server-sent events: "info" after each iteration, then "done"
// (the move, played unless "play" is false) or "error". It is a POST (it
// plays a move) whose JSON body, optional, is an engineRequest.
func (s *Server) handleXiangqiThink(w http.ResponseWriter, r *http.Request) {
	req, err := readEngineRequest(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	if req.Level == 0 {
		req.Level = gameLevel(s.xiangqi, r.PathValue("id"), func(g *xiangqiGame) int { return g.level })
	}
	level, think, depth, err := s.xiangqiLimits(req)
	if err != nil {
		fail(w, r, err)
		return
	}
	play := req.Play == nil || *req.Play
	id := r.PathValue("id")
	sr, p, err := beginSearch(s.xiangqi, id, func(g *xiangqiGame) (*xiangqi.Position, error) {
		if o := g.pos.Outcome(); o.Result != xiangqi.Ongoing {
			return nil, errorf(http.StatusUnprocessableEntity, "the game is over (%v)", reasonText(o.Reason))
		}
		// The engine's move counts as a human one does (a hint adds none).
		if play && g.pos.Ply() >= s.cfg.maxPlies {
			return nil, errorf(http.StatusUnprocessableEntity, "the game is too long (%d plies)", g.pos.Ply())
		}
		return g.pos.Clone(), nil
	})
	if err != nil {
		fail(w, r, err)
		return
	}
	defer sr.end(nil)
	ctx, release, err := s.startSearch(r, think)
	if err != nil {
		fail(w, r, err)
		return
	}
	defer release()

	flusher, _ := w.(http.Flusher)
	w.Header().Set("Content-Type", "text/event-stream; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	send := func(event string, v any) {
		data, _ := json.Marshal(v)
		fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, data)
		if flusher != nil {
			flusher.Flush()
		}
	}
	searched := p.FEN()
	best, last := xiangqiSearch(ctx, p, think, depth, func(i xqInfoJSON) { send("info", i) })
	if best == xiangqi.NoMove || !p.IsLegal(best) {
		send("error", map[string]any{"error": message(requestLang(r), "the engine found no move")})
		return
	}
	done := xqDoneJSON{Move: best.String(), Notes: moveNotations(p, best), Played: play, Info: last,
		Engine: xiangqiEngineName, Level: level, SearchedFEN: searched}
	if r.Context().Err() != nil {
		return // the client went away (a new game, a closed page): leave the game as it was
	}
	// The game has not changed since it was copied: changes are refused
	// until end.
	if err := sr.end(func(g *xiangqiGame) {
		if play {
			g.pos.Make(best)
			g.level = level
		}
		done.State = g.state(id)
	}); err != nil {
		var ae *apiError
		if !errors.As(err, &ae) {
			ae = errorf(http.StatusInternalServerError, "internal error: %v", err).(*apiError)
		}
		send("error", map[string]any{"error": message(requestLang(r), ae.Format, ae.Args...)})
		return
	}
	send("done", done)
}

// xiangqiLimits reads a think request's level, think time and depth.
func (s *Server) xiangqiLimits(req engineRequest) (level int, think time.Duration, depth int, err error) {
	level = cmp.Or(req.Level, 3)
	if level < 1 || level > len(xiangqiLevels) {
		return 0, 0, 0, errorf(http.StatusBadRequest, "level must be 1..%d, not %d", len(xiangqiLevels), level)
	}
	if req.ThinkMS < 0 || req.Depth < 0 {
		return 0, 0, 0, errorf(http.StatusBadRequest, "think_ms and depth must not be negative")
	}
	lv := xiangqiLevels[level-1]
	think = s.clampThink(req.ThinkMS, lv.Think)
	depth = cmp.Or(req.Depth, lv.Depth, xiangqiMaxDepth)
	return level, think, min(depth, xiangqiMaxDepth), nil
}

type xqNodesRequest struct {
	FEN   string `json:"fen"`
	Depth int    `json:"depth"` // deepest row of the table, 1..4 (default 3)
}

type xqNodesRow struct {
	Depth            int     `json:"depth"`
	Minimax          int64   `json:"minimax"`           // leaves minimax evaluates (every position at that depth); 0 when not run
	AlphaBeta        int64   `json:"alphabeta"`         // leaves plain alpha-beta evaluates, moves in generation order
	AlphaBetaOrdered int64   `json:"alphabeta_ordered"` // the same, captures first (MVV-LVA)
	Engine           int64   `json:"engine"`            // the engine's pure search (PVS, hash move, killers, history)
	Ideal            int64   `json:"ideal"`             // Knuth–Moore minimum b^⌈d/2⌉ + b^⌊d/2⌋ − 1 for this row's b
	B                float64 `json:"b"`                 // the branching factor measured at this depth
	BFromMinimax     bool    `json:"b_from_minimax"`    // b = minimax^(1/depth); else alpha-beta's moves per position
	MinimaxPerAB     float64 `json:"minimax_per_alphabeta"`
	MinimaxPerIdeal  float64 `json:"minimax_per_ideal"` // the most that ordering can save
	EnginePerIdeal   float64 `json:"engine_per_ideal"`
	BelowIdeal       bool    `json:"below_ideal"` // the engine beat the uniform-tree bound (see notes)
	Value            int     `json:"value"`       // the position's value to that depth, Red's view
	Agree            bool    `json:"agree"`       // every algorithm found Value
}

type xqNodesColumn struct {
	Title   map[string]string `json:"title"`   // "en", "vi"
	Meaning map[string]string `json:"meaning"` // what the column holds
}

// handleXiangqiNodes measures, on one position, the leaves evaluated at
// depths 1..n by minimax, alpha-beta and the engine against the Knuth–Moore
// minimum (nodes.Table).
func (s *Server) handleXiangqiNodes(w http.ResponseWriter, r *http.Request) {
	var req xqNodesRequest
	if err := readJSON(r, &req); err != nil {
		fail(w, r, err)
		return
	}
	if req.Depth == 0 {
		req.Depth = 3
	}
	if req.Depth < 1 || req.Depth > xiangqiMaxChartDepth {
		fail(w, r, errorf(http.StatusBadRequest, "depth must be 1..%d, not %d", xiangqiMaxChartDepth, req.Depth))
		return
	}
	fen := strings.TrimSpace(req.FEN)
	if fen == "" {
		fen = xiangqi.StartFEN
	}
	p, err := xiangqi.ParseFENStrict(fen)
	if err != nil {
		fail(w, r, errorf(http.StatusBadRequest, "malformed FEN: %v", err))
		return
	}
	ctx, done, err := s.startWork(r, s.cfg.MaxThink)
	if err != nil {
		fail(w, r, err)
		return
	}
	defer done()
	// Minimax visits b^d leaves: past depth 3 it takes seconds, so it stops there.
	table, err := nodes.Table(ctx, p, req.Depth, min(req.Depth, 3))
	rows := []xqNodesRow{}
	for _, t := range table {
		rows = append(rows, xqNodesRow{Depth: t.Depth, Minimax: t.Minimax, AlphaBeta: t.AlphaBeta, AlphaBetaOrdered: t.AlphaBetaOrdered,
			Engine: t.Engine, Ideal: t.Ideal, B: t.B, BFromMinimax: t.BFromMinimax, MinimaxPerAB: t.MinimaxPerAlphaBeta(),
			MinimaxPerIdeal: t.MinimaxPerIdeal(), EnginePerIdeal: t.EnginePerIdeal(), BelowIdeal: t.BelowIdeal(), Value: t.Value, Agree: t.Agree})
	}
	columns := []xqNodesColumn{}
	for _, c := range nodes.Columns {
		columns = append(columns, xqNodesColumn{Title: map[string]string{"en": c.Title.In("en"), "vi": c.Title.In("vi")},
			Meaning: map[string]string{"en": c.Meaning.In("en"), "vi": c.Meaning.In("vi")}})
	}
	writeJSON(w, http.StatusOK, map[string]any{"fen": p.FEN(), "rows": rows, "complete": err == nil && len(rows) == req.Depth,
		"columns": columns, "notes": map[string][]string{"en": nodes.Notes(table, "en"), "vi": nodes.Notes(table, "vi")}})
}
