package web

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode"
)

// A caro move list is bounded where it enters: no pass (no rule has one),
// at most one move per point, whether it comes with a new game or one
// move at a time.
func TestCaroMovesBounded(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	wantError(t, ts, "POST", "/api/caro/games", `{"moves":"7,7 -1,-1 8,8"}`, 422, "a pass (-1,-1) is not a move under rule freestyle")
	wantError(t, ts, "POST", "/api/caro/games", `{"size":5,"moves":"`+strings.Repeat("0,0 ", 26)+`"}`, 400, "too many moves: 26 for a 5×5 board")
	var st caroState
	call(t, ts, "POST", "/api/caro/games", `{"rule":"renju"}`, &st)
	wantError(t, ts, "POST", "/api/caro/games/"+st.ID+"/move", `{"x":-1,"y":-1}`, 422, "a pass (-1,-1) is not a move under rule renju")
	call(t, ts, "GET", "/api/caro/games/"+st.ID, "", &st)
	if len(st.Moves) != 0 {
		t.Errorf("moves after a refused pass: %v", st.Moves)
	}
}

// A xiangqi game stays within the ply cap through every path that adds
// plies: a move, the engine's move, an import; undo takes plies away, and
// the game then fills up to the cap again, no further. (There is no redo.)
func TestXiangqiPlyCapEveryPath(t *testing.T) {
	_, ts := newTestServer(t, Config{maxPlies: 4})
	pgn := func(moves string) string {
		b, _ := json.Marshal(map[string]string{"pgn": moves})
		return string(b)
	}
	wantError(t, ts, "POST", "/api/xiangqi/games", pgn("h0g2 h9g7 g2h0 g7h9 h2e2"), 422, "the game is too long: 5 plies, limit 4")
	var st xqState
	if code := call(t, ts, "POST", "/api/xiangqi/games", pgn("h2e2 h9g7 h0g2 c9e7"), &st); code != 201 || st.Ply != 4 {
		t.Fatalf("a game at the cap: %d, ply %d", code, st.Ply)
	}
	id := st.ID
	wantError(t, ts, "POST", "/api/xiangqi/games/"+id+"/move", `{"move":"i0i1"}`, 422, "the game is too long (4 plies)")
	wantError(t, ts, "POST", "/api/xiangqi/games/"+id+"/think", `{"depth":1}`, 422, "the game is too long (4 plies)")
	if code := call(t, ts, "POST", "/api/xiangqi/games/"+id+"/think", `{"depth":1,"play":false}`, nil); code != 200 {
		t.Errorf("a hint at the cap: %d", code)
	}
	if code := call(t, ts, "POST", "/api/xiangqi/games/"+id+"/undo", `{}`, nil); code != 200 {
		t.Fatalf("undo: %d", code)
	}
	if code := call(t, ts, "POST", "/api/xiangqi/games/"+id+"/think", `{"depth":1}`, nil); code != 200 {
		t.Fatalf("think below the cap: %d", code)
	}
	st = xqState{}
	call(t, ts, "GET", "/api/xiangqi/games/"+id, "", &st)
	if st.Ply != 4 {
		t.Errorf("ply %d after undo and the engine's move, want 4", st.Ply)
	}
	wantError(t, ts, "POST", "/api/xiangqi/games/"+id+"/think", `{"depth":1}`, 422, "the game is too long (4 plies)")
	// The game's own PGN imports again.
	_, text := (&urlServer{ts.URL}).get(t, "/api/xiangqi/games/"+id+"/pgn")
	if code := call(t, ts, "POST", "/api/xiangqi/games", pgn(text), nil); code != 201 {
		t.Errorf("the exported PGN of a game at the cap: %d", code)
	}
}

// Imported PGN tags are capped in number and length, and control
// characters are stripped on import and on export.
func TestPGNTagsBounded(t *testing.T) {
	s, ts := newTestServer(t, Config{})
	body := func(tags string) string {
		b, _ := json.Marshal(map[string]string{"pgn": tags + "\n1. h2e2 *\n"})
		return string(b)
	}
	var many strings.Builder
	for i := range xiangqiMaxTags + 1 {
		fmt.Fprintf(&many, "[Tag%d \"x\"]\n", i)
	}
	wantError(t, ts, "POST", "/api/xiangqi/games", body(many.String()), 422, "too many PGN tags: 33, limit 32")
	wantError(t, ts, "POST", "/api/xiangqi/games", body(`[Event "`+strings.Repeat("é", xiangqiMaxTagValueLen+1)+`"]`), 422, "PGN tag \"Event\" is too long")
	var st xqState
	if code := call(t, ts, "POST", "/api/xiangqi/games", body("[Event \"a\u0000b\u001bc\u0007d\"]\n[Red \"R\u0085e\"]"), &st); code != 201 {
		t.Fatalf("import: %d", code)
	}
	noControl := func(what, text string) {
		t.Helper()
		for _, r := range text {
			if unicode.IsControl(r) && r != '\n' {
				t.Errorf("%s has control character %U: %q", what, r, text)
			}
		}
	}
	u := &urlServer{ts.URL}
	_, text := u.get(t, "/api/xiangqi/games/"+st.ID+"/pgn")
	noControl("the exported PGN", text)
	if !strings.Contains(text, `[Event "abcd"]`) || !strings.Contains(text, `[Red "Re"]`) {
		t.Errorf("exported tags:\n%s", text)
	}
	// A tag that got in some other way is cleaned on export too.
	e, _ := s.xiangqi.get(st.ID)
	e.with(func(g *xiangqiGame) { g.tags["Site"] = "line\nbreak\u001b" })
	_, text = u.get(t, "/api/xiangqi/games/"+st.ID+"/pgn")
	if !strings.Contains(text, `[Site "linebreak"]`) {
		t.Errorf("a tag with control characters exported as:\n%s", text)
	}
}

// A negative think_ms is refused with 400 by both engines' endpoints (caro
// took it and searched); 0 still means the level's time.
func TestNegativeThinkRefused(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	var cs caroState
	if code := call(t, ts, "POST", "/api/caro/games", `{}`, &cs); code != 201 {
		t.Fatalf("new caro game: %d", code)
	}
	var xs xqState
	if code := call(t, ts, "POST", "/api/xiangqi/games", `{}`, &xs); code != 201 {
		t.Fatalf("new xiangqi game: %d", code)
	}
	for _, path := range []string{"/api/caro/games/" + cs.ID + "/engine", "/api/xiangqi/games/" + xs.ID + "/think"} {
		wantError(t, ts, "POST", path, `{"think_ms":-1}`, 400, "think_ms and depth must not be negative")
		wantError(t, ts, "POST", path, `{"depth":-2}`, 400, "think_ms and depth must not be negative")
	}
	if code := call(t, ts, "POST", "/api/caro/games/"+cs.ID+"/engine", `{"think_ms":0,"depth":1,"play":false}`, nil); code != 200 {
		t.Errorf("think_ms 0: %d", code)
	}
}
