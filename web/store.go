package web

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
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
