package web

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"strings"
	"sync"
	"time"
)

// store keeps the games of one kind by id. It holds at most limit games and
// drops the least recently used one to make room, so a client that creates
// games in a loop cannot exhaust memory.
type store[G any] struct {
	mu    sync.Mutex
	limit int
	games map[string]*entry[G]
}

// entry is one game. Its lock is held only for a moment, to read or change
// the game or to copy it for a search: an engine searches a copy, so a read
// never waits for a search. While a search runs (searching), changes are
// refused with 409 so that the engine's move still fits the game.
type entry[G any] struct {
	used time.Time // guarded by the store's mu

	mu        sync.Mutex // guards game and searching
	game      G
	searching bool
}

func newStore[G any](limit int) *store[G] {
	return &store[G]{limit: limit, games: map[string]*entry[G]{}}
}

func newID() string {
	var b [8]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func (s *store[G]) add(g G) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.games) >= s.limit {
		var oldest string
		var t time.Time
		for id, e := range s.games {
			if oldest == "" || e.used.Before(t) {
				oldest, t = id, e.used
			}
		}
		delete(s.games, oldest)
	}
	id := newID()
	s.games[id] = &entry[G]{game: g, used: time.Now()}
	return id
}

func (s *store[G]) get(id string) (*entry[G], error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.games[id]
	if !ok {
		return nil, errorf(http.StatusNotFound, "no game with id %s (games are dropped after the server restarts or when too many are open)", quote(id))
	}
	e.used = time.Now()
	return e, nil
}

// game is what a store holds: a game that can describe itself to the client.
type game interface {
	view(id string) any
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

// change runs fn on the game of s named by the request's {id}, locked, and
// answers with fn's error or else the game's new state; 409 while an
// engine searches the game.
func change[G game](s *store[G], w http.ResponseWriter, r *http.Request, fn func(g G) error) {
	id := r.PathValue("id")
	e, err := s.get(id)
	if err != nil {
		fail(w, r, err)
		return
	}
	e.mu.Lock()
	if e.searching {
		e.mu.Unlock()
		fail(w, r, errBusy(id))
		return
	}
	if err := fn(e.game); err != nil {
		e.mu.Unlock()
		fail(w, r, err)
		return
	}
	v := e.game.view(id)
	e.mu.Unlock()
	writeJSON(w, http.StatusOK, v)
}

// beginSearch marks the game named id as searched and returns what prepare
// makes of it (the engine's copy), or prepare's error; 409 when another
// search has the game. Unless it fails, the caller must call end on the
// returned search exactly once.
func beginSearch[G any, C any](s *store[G], id string, prepare func(g G) (C, error)) (*gameSearch[G], C, error) {
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
	return &gameSearch[G]{e: e}, work, nil
}

// gameSearch is a search of a game in progress (see beginSearch).
type gameSearch[G any] struct {
	e     *entry[G]
	ended bool
}

// end runs finish (if not nil) on the game, locked, and lets changes in
// again; later calls do nothing, so that a deferred end(nil) is safe.
func (sr *gameSearch[G]) end(finish func(g G)) {
	if sr.ended {
		return
	}
	sr.ended = true
	sr.e.mu.Lock()
	defer sr.e.mu.Unlock()
	if finish != nil {
		finish(sr.e.game)
	}
	sr.e.searching = false
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
