package web

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
	"github.com/alphabeta-go/alphabeta/internal/i18n/i18ncheck"
)

// catalogueFormats are the English formats this package gives errorf,
// writeError, writeErrorIn, message and msg, read from its source.
func catalogueFormats(t *testing.T) map[string]string {
	t.Helper()
	formats, err := i18ncheck.Formats(".", map[string]int{"errorf": 1, "writeError": 3, "writeErrorIn": 3, "msg": 0, "message": 1},
		"writeErrorIn", "message") // these two pass their callers' formats on
	if err != nil {
		t.Fatal(err)
	}
	if where, ok := formats[""]; ok {
		t.Errorf("%s: a format that is not a literal: the catalogue cannot be checked", where)
		delete(formats, "")
	}
	return formats
}

// englishWords are the English of the messages (not the API's field
// names, which the Vietnamese keeps: level, depth, format, …).
var englishWords = strings.Fields(`the must not is are and or of to with move game board tree large limit
	illegal malformed missing unknown want give need got no too body field request server engine leaves nodes
	picture over taken outside cannot played busy thinking host allowed method use expected empty extra data
	end cancelled point list numbers pairs rule legal here red black`)

// Every error message of the API has its Vietnamese in the catalogue, with
// verbs that fit its arguments, in Vietnamese words (the glossary's), and
// the catalogue holds nothing else.
func TestVietnameseMessages(t *testing.T) {
	formats := catalogueFormats(t)
	if len(formats) < 50 {
		t.Fatalf("found %d formats: the scan is broken", len(formats))
	}
	for _, p := range i18ncheck.Check(formats, vietnameseMessages, englishWords) {
		t.Error(p)
	}
}

func TestRequestLang(t *testing.T) {
	for _, c := range []struct{ query, header, want string }{
		{"", "", "en"},
		{"", "vi", "vi"},
		{"", "vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7", "vi"},
		{"", "en-US,en;q=0.9,vi;q=0.8", "en"},
		{"", "fr-FR, vi;q=0.5", "vi"},
		{"", "vi;q=0", "en"},
		{"", "de", "en"},
		{"lang=vi", "en", "vi"},
		{"lang=en", "vi", "en"},
		{"lang=fr", "vi", "vi"},
	} {
		r := httptest.NewRequest("GET", "/api/health?"+c.query, nil)
		if c.header != "" {
			r.Header.Set("Accept-Language", c.header)
		}
		if got := requestLang(r); got != c.want {
			t.Errorf("?%s, Accept-Language %q: %q, want %q", c.query, c.header, got, c.want)
		}
	}
}

// callLang is call with an Accept-Language header; it returns the status
// and the error message.
func callLang(t *testing.T, ts *httptest.Server, lang, method, path, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, ts.URL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept-Language", lang)
	resp, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	var e errBody
	json.Unmarshal(data, &e)
	return resp.StatusCode, e.Error
}

// The pages' errors in Vietnamese: moves, limits and bad requests of both
// games and the lab answer in the request's language, the details from
// packages caro and xiangqi included; in English they are as before.
func TestAPIErrorsVietnamese(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	var caroGame caroState
	call(t, ts, "POST", "/api/caro/games", `{"size":9,"moves":"4,4"}`, &caroGame)
	var xq xqState
	call(t, ts, "POST", "/api/xiangqi/games", `{}`, &xq)
	cases := []struct {
		method, path, body string
		status             int
		vi, en             string
	}{
		{"POST", "/api/caro/games/" + caroGame.ID + "/move", `{"x":4,"y":4}`, 422,
			"nước đi e5 không hợp lệ: ô đã có quân", "illegal move e5: the point is taken"},
		{"POST", "/api/caro/games/" + caroGame.ID + "/move", `{"x":40,"y":4}`, 422,
			"nước đi 40,4 không hợp lệ: ô nằm ngoài bàn cờ", "illegal move 40,4: outside the board"},
		{"POST", "/api/caro/games", `{"moves":"7,7 8"}`, 400,
			"trường moves không hợp lệ: danh sách nước đi: có 3 số, cần các cặp x,y", "malformed move list: caro: move list: 3 numbers, want pairs x,y"},
		{"POST", "/api/caro/games", `{"moves":"7,7 7,7"}`, 400,
			"thế cờ không hợp lệ: nước 2 (h8): ô đã có quân", "illegal position: move 2 (h8): caro: point already occupied"},
		{"POST", "/api/caro/games", `{"rule":"chess"}`, 400,
			`không có luật "chess" (chọn freestyle, standard, renju, caro hoặc caro-exact)`, `unknown rule "chess"`},
		{"POST", "/api/caro/games", `{"size":99}`, 400,
			"không hỗ trợ bàn cờ 99×99: mỗi cạnh phải từ 5 đến 25", "board size 99×99 is not supported"},
		{"POST", "/api/caro/games/" + caroGame.ID + "/engine", `{"level":9}`, 400,
			"độ mạnh (level) phải từ 1 đến 5, không phải 9", "level must be 1..5, not 9"},
		{"POST", "/api/caro/games/" + caroGame.ID + "/undo", `{"plies":3}`, 422,
			"không đi lại được 3 nước: mới đi 1 nước", "cannot take back 3 moves: 1 played"},
		{"POST", "/api/xiangqi/games/" + xq.ID + "/move", `{"move":"e3e5"}`, 422,
			`nước đi "e3e5" không hợp lệ: nước e3e5 không hợp lệ ở thế cờ này (Đỏ đi)`, `illegal move "e3e5": move e3e5 is not legal here (red to move)`},
		{"POST", "/api/xiangqi/games/" + xq.ID + "/move", `{"move":"zz"}`, 422,
			`nước đi "zz" không hợp lệ: nước "zz": hãy viết theo ICCS`, `illegal move "zz": move "zz": want ICCS`},
		{"POST", "/api/xiangqi/games", `{"fen":"3k5/9/9/9/9/9/9/9/9/4K4"}`, 400,
			`FEN sai "3k5/9/9/9/9/9/9/9/9/4K4": thiếu bên đi: thêm w (Đỏ) hoặc b (Đen) sau phần vị trí quân`, "malformed FEN: bad FEN"},
		{"POST", "/api/xiangqi/games", `{"pgn":"1. h2e2 h9g7 2. h0h5"}`, 400,
			"PGN sai: ván 1 của PGN: nước 3: nước h0h5 không hợp lệ ở thế cờ này (Đỏ đi)", "malformed PGN: PGN game 1: move 3: move h0h5 is not legal here"},
		{"POST", "/api/xiangqi/games", `{"pgn":"[Event \"x\"]","fen":"startpos"}`, 400,
			"hãy cho fen hoặc pgn, không cho cả hai", "give fen or pgn, not both"},
		{"POST", "/api/xiangqi/games/" + xq.ID + "/think", `{"depth":-1}`, 400,
			"think_ms và depth không được âm", "think_ms and depth must not be negative"},
		{"POST", "/api/xiangqi/nodes", `{"depth":9}`, 400,
			"độ sâu (depth) phải từ 1 đến 4, không phải 9", "depth must be 1..4, not 9"},
		{"GET", "/api/xiangqi/games/nope", "", 404,
			`không có ván nào mã "nope"`, `no game with id "nope"`},
		{"POST", "/api/tree/solve", `{"tree":"A(B(3"}`, 400,
			"cây viết sai: dòng 1, cột 6: cần ',' hoặc ')' sau một con của B, nhưng gặp hết dữ liệu", "malformed tree: tree: line 1, column 6"},
		{"POST", "/api/tree/random", `{"b":9,"d":3}`, 400,
			"b và d phải từ 1 đến 8 (nhận b=9, d=3)", "b and d must be 1..8 (got b=9, d=3)"},
		{"POST", "/api/tree/solve", `{"tree":5}`, 400,
			`JSON sai: trường "tree" phải là một chuỗi, không phải số`, `malformed JSON: field "tree" must be a string, not number`},
		{"POST", "/api/tree/solve", `["A(1,2)"]`, 400,
			"JSON sai: nội dung phải là một đối tượng, không phải mảng", "malformed JSON: the body must be an object, not array"},
		{"POST", "/api/tree/solve", `{"tre":"A(1)"}`, 400,
			`JSON sai: không có trường "tre"`, `malformed JSON: unknown field "tre"`},
		{"POST", "/api/tree/solve", `{"tree":`, 400, "JSON sai", "malformed JSON"},
		{"POST", "/api/tree/solve", `{"tree":"A(1,2)",}`, 400,
			"JSON sai ở byte 18: ký tự '}' không hợp lệ ở chỗ cần tên một trường (một chuỗi)",
			"malformed JSON at byte 18: invalid character '}' looking for beginning of object key string"},
		{"POST", "/api/tree/solve", `{"tree":tru}`, 400,
			"JSON sai ở byte 12: ký tự '}' không hợp lệ trong true (cần 'e')", "malformed JSON at byte 12: invalid character '}' in literal true (expecting 'e')"},
		{"GET", "/api/tree/solve", "", 405,
			"GET /api/tree/solve: không dùng được phương thức này (hãy dùng POST)", "GET /api/tree/solve: method not allowed (use POST)"},
	}
	for _, c := range cases {
		status, vi := callLang(t, ts, "vi-VN,vi;q=0.9,en;q=0.8", c.method, c.path, c.body)
		if status != c.status || !strings.Contains(vi, c.vi) {
			t.Errorf("%s %s %s in Vietnamese: %d %q, want %d and %q", c.method, c.path, c.body, status, vi, c.status, c.vi)
		}
		if w := i18n.EnglishWord(vi, englishWords); w != "" {
			t.Errorf("%s %s %s: English word %q in %q", c.method, c.path, c.body, w, vi)
		}
		if _, en := callLang(t, ts, "en", c.method, c.path, c.body); !strings.Contains(en, c.en) {
			t.Errorf("%s %s %s in English: %q, want %q", c.method, c.path, c.body, en, c.en)
		}
		sep := "?"
		if strings.Contains(c.path, "?") {
			sep = "&"
		}
		if _, q := callLang(t, ts, "", c.method, c.path+sep+"lang=vi", c.body); !strings.Contains(q, c.vi) {
			t.Errorf("%s %s?lang=vi: %q, want %q", c.method, c.path, q, c.vi)
		}
	}
	// A tree request's lang says the language of its tree's errors.
	if _, e := callLang(t, ts, "vi", "POST", "/api/tree/solve", `{"tree":"A(B(3","lang":"en"}`); !strings.Contains(e, "malformed tree: tree: line 1, column 6") {
		t.Errorf("lang en in the body: %q", e)
	}
}

// Any Accept-Language header and lang parameter give "en" or "vi".
func FuzzRequestLang(f *testing.F) {
	for _, h := range []string{"vi-VN,vi;q=0.9,en;q=0.8", "en;q=abc, vi;q=", ";;,,q=1", "VI", "*"} {
		f.Add(h, "vi")
	}
	f.Fuzz(func(t *testing.T, header, lang string) {
		r := httptest.NewRequest("GET", "/api/health", nil)
		r.URL.RawQuery = url.Values{"lang": {lang}}.Encode()
		r.Header.Set("Accept-Language", header)
		if got := requestLang(r); got != "en" && got != "vi" {
			t.Fatalf("Accept-Language %q, lang %q: %q", header, lang, got)
		}
	})
}

// The causes the API has no Vietnamese for (a body that could not be read,
// an error of the server's own, a panic) read in Vietnamese as a sentence
// with their English after "chi tiết:".
func TestVietnameseCauses(t *testing.T) {
	ae, ok := errors.AsType[*apiError](bodyError(errors.New("http: unexpected EOF reading trailer")))
	if !ok {
		t.Fatal("bodyError gave no apiError")
	}
	if got, want := ae.Vietnamese(), "JSON sai hoặc không đọc được (chi tiết: http: unexpected EOF reading trailer)"; got != want {
		t.Errorf("a body that could not be read: %q, want %q", got, want)
	}
	for _, c := range []struct {
		name    string
		handler http.HandlerFunc
		want    string
	}{
		{"an error of the server's own", func(w http.ResponseWriter, r *http.Request) { fail(w, r, errors.New("store: index out of step")) },
			"lỗi bên trong chương trình (chi tiết: store: index out of step)"},
		{"a panic", func(http.ResponseWriter, *http.Request) { panic("boom") }, "lỗi bên trong máy chủ (chi tiết: boom)"},
	} {
		s := New(Config{Logf: func(string, ...any) {}})
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", "/api/x?lang=vi", nil)
		s.recoverer(c.handler).ServeHTTP(rec, req)
		var e errBody
		json.Unmarshal(rec.Body.Bytes(), &e)
		if rec.Code != 500 || e.Error != c.want {
			t.Errorf("%s: %d %q, want 500 %q", c.name, rec.Code, e.Error, c.want)
		}
	}
}
