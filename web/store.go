package web

import (
	"cmp"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/alphabeta-go/alphabeta/internal/db"
)

// store keeps the games of one kind by id, in memory for speed and in the
// database (internal/db) for keeps: every change is written through before
// it is answered, and New reads the games back. A game expires when it has
// not been used for the idle time (Config.KeepGames); no new game ever
// pushes another out, and a game an engine is searching never expires.
// When limit games are kept a new one is refused (503, Retry-After), and
// Server.admit refuses one client creating games too fast (429).
type store[G game] struct {
	kind   string
	db     *db.DB
	decode func([]byte) (G, error)
	now    func() time.Time
	idle   time.Duration // a game unused this long expires
	limit  int
	logf   func(format string, args ...any)
	// stopping says whether the server is shutting down (Close): a write
	// that fails then gets 503, not 500.
	stopping func() bool

	mu    sync.Mutex
	games map[string]*entry[G]
}

// entry is one game. Its lock is held only for a moment, to read or change
// the game (and write it to the database) or to copy it for a search: an
// engine searches a copy, so a read never waits for a search. While a
// search runs (searching), changes are refused with 409 so that the
// engine's move still fits the game.
type entry[G any] struct {
	created time.Time
	used    time.Time // guarded by the store's mu
	stored  time.Time // the last use written to the database; store's mu

	mu        sync.Mutex // guards game, searching and gone
	game      G
	searching bool
	gone      bool // expired: a change must not write it back
}

// game is what a store holds: a game that can describe itself to the
// client and encode itself for the database (its kind's decode reads it
// back).
type game interface {
	view(id string) any
	encode() ([]byte, error)
}

// touchEvery is how stale the last use written to the database may get
// before a read writes it again; changes always write it.
func (s *store[G]) touchEvery() time.Duration { return min(time.Hour, s.idle/10) }

// newStore makes the store of kind and reads its games back from d,
// deleting those idle past idle; a game that no longer decodes is logged
// and left to expire.
func newStore[G game](kind string, d *db.DB, decode func([]byte) (G, error), cfg Config) (*store[G], error) {
	s := &store[G]{kind: kind, db: d, decode: decode, now: cfg.now, idle: cfg.KeepGames, limit: cfg.MaxGames,
		logf: cfg.Logf, stopping: func() bool { return false }, games: map[string]*entry[G]{}}
	if _, err := d.DeleteIdleGames(kind, s.now().Add(-s.idle)); err != nil {
		return nil, err
	}
	err := d.Games(kind, func(r db.Game) error {
		g, err := decode(r.Data)
		if err != nil {
			s.logf("web: %s game %s in %s does not read back (%v); it is left to expire", kind, r.ID, d.Path(), err)
			return nil
		}
		s.games[r.ID] = &entry[G]{game: g, created: r.Created, used: r.Used, stored: r.Used}
		return nil
	})
	return s, err
}

func newID() string {
	var b [8]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// sweep drops the games idle past s.idle that no search holds, from memory
// and the database; the caller holds s.mu.
func (s *store[G]) sweep(now time.Time) {
	for id, e := range s.games {
		if now.Sub(e.used) < s.idle {
			continue
		}
		e.mu.Lock()
		if !e.searching {
			e.gone = true
			delete(s.games, id)
			if err := s.db.DeleteGame(s.kind, id); err != nil {
				s.logf("web: deleting expired %s game %s: %v", s.kind, id, err)
			}
		}
		e.mu.Unlock()
	}
}

// add keeps a new game and writes it to the database; 503 with
// Retry-After when the store is full.
func (s *store[G]) add(g G) (string, error) {
	data, err := g.encode()
	if err != nil {
		return "", err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	s.sweep(now)
	if len(s.games) >= s.limit {
		// The soonest a place frees itself: when the least recently used
		// game expires (within an hour, say: a search may hold it).
		wait := time.Hour
		for _, e := range s.games {
			wait = min(wait, e.used.Add(s.idle).Sub(now))
		}
		wait = max(wait, time.Second)
		return "", &apiError{Message: msg("the server keeps %d games of this kind, the most it may: try again later", s.limit),
			status: http.StatusServiceUnavailable, retryAfter: wait}
	}
	id := newID()
	if err := s.db.PutGame(db.Game{Kind: s.kind, ID: id, Data: data, Created: now, Used: now}); err != nil {
		return "", s.saveError(err)
	}
	s.games[id] = &entry[G]{game: g, created: now, used: now, stored: now}
	return id, nil
}

// saveError is the answer when a game could not be written.
func (s *store[G]) saveError(err error) error {
	if s.stopping() {
		return errorf(http.StatusServiceUnavailable, "the server is shutting down")
	}
	return errorf(http.StatusInternalServerError, "the game could not be saved: %v", err)
}

func (s *store[G]) get(id string) (*entry[G], error) {
	s.mu.Lock()
	e, ok := s.games[id]
	if !ok {
		s.mu.Unlock()
		return nil, errorf(http.StatusNotFound, "no game with id %s (a game is deleted after %v without use)", quote(id), s.idle)
	}
	now := s.now()
	e.used = now
	touch := now.Sub(e.stored) >= s.touchEvery()
	if touch {
		e.stored = now
	}
	s.mu.Unlock()
	if touch {
		// Only an UPDATE: it cannot bring back a game that expired since.
		if err := s.db.TouchGame(s.kind, id, now); err != nil {
			s.logf("web: recording the use of %s game %s: %v", s.kind, id, err)
		}
	}
	return e, nil
}

// save writes e's game, changed, to the database; the caller holds e.mu
// and old is the game's encoding before the change. When the write fails
// the game goes back to old, so that memory and the database agree and the
// client, answered with the error, sees the game it had.
func (s *store[G]) save(id string, e *entry[G], old []byte) error {
	data, err := e.game.encode()
	if err == nil {
		err = s.db.PutGame(db.Game{Kind: s.kind, ID: id, Data: data, Created: e.created, Used: s.now()})
	}
	if err != nil {
		if g, derr := s.decode(old); derr == nil {
			e.game = g
		}
		return s.saveError(err)
	}
	return nil
}

// gameLevel is the engine's strength kept with the game named id (level
// reads it), or 3 when there is no such game (the search then says so).
func gameLevel[G game](s *store[G], id string, level func(G) int) int {
	e, err := s.get(id)
	if err != nil {
		return 3
	}
	l := 3
	e.with(func(g G) { l = cmp.Or(level(g), 3) })
	return l
}

// errBusy is the answer to a change of a game that an engine is searching.
func errBusy(id string) error {
	return errorf(http.StatusConflict, "game %s is busy: the engine is thinking", id)
}

// read answers with the state of the game named by the request's {id}.
func read[G game](s *store[G], w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	e, err := s.get(id)
	if err != nil {
		fail(w, r, err)
		return
	}
	e.mu.Lock()
	v := e.game.view(id)
	e.mu.Unlock()
	writeJSON(w, http.StatusOK, v)
}

// with runs fn on the game, locked.
func (e *entry[G]) with(fn func(g G)) {
	e.mu.Lock()
	defer e.mu.Unlock()
	fn(e.game)
}

// change runs fn on the game of s named by the request's {id}, locked,
// writes the changed game to the database and answers with fn's error (the
// game unchanged, and not written) or else the game's new state; 409 while
// an engine searches the game.
func change[G game](s *store[G], w http.ResponseWriter, r *http.Request, fn func(g G) error) {
	id := r.PathValue("id")
	e, err := s.get(id)
	if err != nil {
		fail(w, r, err)
		return
	}
	v, err := changeEntry(s, e, id, fn)
	if err != nil {
		fail(w, r, err)
		return
	}
	// Written after the lock is let go: a slow client holds no game.
	writeJSON(w, http.StatusOK, v)
}

// changeEntry is change's work under e's lock: fn, the write, and the view.
func changeEntry[G game](s *store[G], e *entry[G], id string, fn func(g G) error) (any, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	switch {
	case e.gone:
		return nil, errorf(http.StatusNotFound, "no game with id %s (a game is deleted after %v without use)", quote(id), s.idle)
	case e.searching:
		return nil, errBusy(id)
	}
	old, err := e.game.encode()
	if err != nil {
		return nil, err
	}
	if err := fn(e.game); err != nil {
		// fn refuses before it changes anything; should it have changed
		// the game, old puts it back.
		if g, derr := s.decode(old); derr == nil {
			e.game = g
		}
		return nil, err
	}
	if err := s.save(id, e, old); err != nil {
		return nil, err
	}
	return e.game.view(id), nil
}

// beginSearch marks the game named id as searched and returns what prepare
// makes of it (the engine's copy), or prepare's error; 409 when another
// search has the game. Unless it fails, the caller must call end on the
// returned search exactly once.
func beginSearch[G game, C any](s *store[G], id string, prepare func(g G) (C, error)) (*gameSearch[G], C, error) {
	var work C
	e, err := s.get(id)
	if err != nil {
		return nil, work, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.searching {
		return nil, work, errBusy(id)
	}
	if work, err = prepare(e.game); err != nil {
		return nil, work, err
	}
	e.searching = true
	return &gameSearch[G]{s: s, id: id, e: e}, work, nil
}

// gameSearch is a search of a game in progress (see beginSearch).
type gameSearch[G game] struct {
	s     *store[G]
	id    string
	e     *entry[G]
	ended bool
}

// end runs finish (if not nil) on the game, locked, writes the changed game
// to the database, and lets changes in again; later calls do nothing, so
// that a deferred end(nil) is safe. Its error is the write's: the game is
// then as it was before finish.
func (sr *gameSearch[G]) end(finish func(g G)) error {
	if sr.ended {
		return nil
	}
	sr.ended = true
	e := sr.e
	e.mu.Lock()
	defer e.mu.Unlock()
	e.searching = false
	if finish == nil {
		return nil
	}
	old, err := e.game.encode()
	if err != nil {
		return err
	}
	finish(e.game)
	return sr.s.save(sr.id, e, old)
}

type sideRequest struct {
	Human string `json:"human"`
}

// readSide reads a sideRequest that must name one of a game's two sides
// and returns that side.
func readSide[C any](r *http.Request, first string, c1 C, second string, c2 C) (C, error) {
	var req sideRequest
	var none C
	if err := readJSON(r, &req); err != nil {
		return none, err
	}
	switch strings.ToLower(req.Human) {
	case first:
		return c1, nil
	case second:
		return c2, nil
	}
	return none, errorf(http.StatusBadRequest, "human must be %q or %q, not %s", first, second, quote(req.Human))
}

type undoRequest struct {
	Plies *int `json:"plies"` // moves to take back, at least 1 (default 1)
}

// readUndo reads an optional undoRequest and returns the number of moves to
// take back; checkUndo then bounds it by the moves played.
func readUndo(r *http.Request) (int, error) {
	var req undoRequest
	if r.ContentLength != 0 {
		if err := readJSON(r, &req); err != nil {
			return 0, err
		}
	}
	if req.Plies == nil {
		return 1, nil
	}
	if *req.Plies < 1 {
		return 0, errorf(http.StatusBadRequest, "plies must be at least 1, not %d", *req.Plies)
	}
	return *req.Plies, nil
}

func checkUndo(plies, played int) error {
	if plies > played {
		return errorf(http.StatusUnprocessableEntity, "cannot take back %d moves: %d played", plies, played)
	}
	return nil
}

// engineRequest asks an engine for a move (caro's /engine, xiangqi's
// /think); every field is optional.
type engineRequest struct {
	Level   int   `json:"level"`    // 1..5 (default 3)
	ThinkMS int   `json:"think_ms"` // overrides the level's time, capped by the server
	Depth   int   `json:"depth"`    // overrides the level's depth cap
	Play    *bool `json:"play"`     // play the move (default true); false is a hint
}

// readEngineRequest reads an engineRequest; an empty body asks for the
// defaults.
func readEngineRequest(r *http.Request) (engineRequest, error) {
	var req engineRequest
	if r.ContentLength != 0 {
		if err := readJSON(r, &req); err != nil {
			return req, err
		}
	}
	return req, nil
}
