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

type entry[G any] struct {
	game G
	used time.Time
	busy sync.Mutex // held while the game is changed or searched
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
		return nil, errorf(http.StatusNotFound, "no game with id %q (games are dropped after the server restarts or when too many are open)", id)
	}
	e.used = time.Now()
	return e, nil
}

// lock returns the game locked for a change; it answers 409 when a search
// holds it, rather than queueing behind a long search.
func (s *store[G]) lock(id string) (*entry[G], error) {
	e, err := s.get(id)
	if err != nil {
		return nil, err
	}
	if !e.busy.TryLock() {
		return nil, errorf(http.StatusConflict, "game %s is busy: the engine is thinking", id)
	}
	return e, nil
}

// game is what a store holds: a game that can describe itself to the client.
type game interface {
	view(id string) any
}

// lockPath locks the game named by the request's {id}. When it cannot, it
// has written the error and returns ok false; otherwise the caller must
// unlock e.busy.
func (s *store[G]) lockPath(w http.ResponseWriter, r *http.Request) (id string, e *entry[G], ok bool) {
	id = r.PathValue("id")
	e, err := s.lock(id)
	if err != nil {
		fail(w, err)
		return id, nil, false
	}
	return id, e, true
}

// change runs fn (if not nil) on the game of s named by the request's {id},
// locked, and answers with fn's error or else the game's new state.
func change[G game](s *store[G], w http.ResponseWriter, r *http.Request, fn func(g G) error) {
	id, e, ok := s.lockPath(w, r)
	if !ok {
		return
	}
	defer e.busy.Unlock()
	if fn != nil {
		if err := fn(e.game); err != nil {
			fail(w, err)
			return
		}
	}
	writeJSON(w, http.StatusOK, e.game.view(id))
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
	return none, errorf(http.StatusBadRequest, "human must be %q or %q, not %q", first, second, req.Human)
}

type undoRequest struct {
	Plies int `json:"plies"` // moves to take back (default 1)
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
	if req.Plies == 0 {
		req.Plies = 1
	}
	return req.Plies, nil
}

func checkUndo(plies, played int) error {
	if plies < 0 || plies > played {
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
