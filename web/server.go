package web

import (
	"bytes"
	"cmp"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"log"
	"net/http"
	"os"
	"reflect"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/alphabeta-go/alphabeta/internal/db"
	"github.com/alphabeta-go/alphabeta/internal/i18n"
	"github.com/alphabeta-go/alphabeta/internal/i18n/negotiate"
)

//go:embed static
var staticFiles embed.FS

// Config bounds what one client may ask of the server. The zero value of
// every field takes the default shown.
type Config struct {
	MaxThink    time.Duration // longest engine search per request (10 s)
	MaxSearches int           // engine searches running at once (the number of CPUs, at least 1)
	QueueWait   time.Duration // how long a search waits for a free slot before 503 (5 s)
	MaxGames    int           // games kept per kind; past it a new game gets 503 (5000)
	KeepGames   time.Duration // a game unused this long is deleted (a week)
	// NewGames and NewGameEvery are the token bucket of new games per
	// client: NewGames at once, then one every NewGameEvery (20, 3 s);
	// past it 429.
	NewGames     int
	NewGameEvery time.Duration
	// TrustProxy takes a client's address from X-Forwarded-For (the
	// server is behind a reverse proxy that sets it) for NewGames.
	TrustProxy bool
	// DB keeps the games; nil: a fresh database in memory, closed by
	// Close. Whoever opens DB closes it, after the server's last request.
	DB           *db.DB
	MaxBody      int64         // request body size limit in bytes (1 MiB)
	BodyTimeout  time.Duration // how long a request may take to send its body (10 s)
	MaxPNGPixels int           // pixels of an exported PNG picture (16 million)
	// AllowedHosts are host names (or addresses) the server answers to
	// besides localhost, 127.0.0.1 and ::1, and whose pages may change
	// games; "*" allows every host (see guard).
	AllowedHosts []string
	Logf         func(format string, args ...any)
	now          func() time.Time // the clock of expiry and new games (tests set it)
	maxPlies     int              // a xiangqi game's ply cap, xiangqiMaxPlies (tests lower it)
}

func (c Config) withDefaults() Config {
	if c.MaxThink <= 0 {
		c.MaxThink = 10 * time.Second
	}
	if c.MaxSearches <= 0 {
		c.MaxSearches = max(1, runtime.NumCPU())
	}
	if c.QueueWait <= 0 {
		c.QueueWait = 5 * time.Second
	}
	if c.MaxGames <= 0 {
		c.MaxGames = 5000
	}
	if c.KeepGames <= 0 {
		c.KeepGames = 7 * 24 * time.Hour
	}
	if c.NewGames <= 0 {
		c.NewGames = 20
	}
	if c.NewGameEvery <= 0 {
		c.NewGameEvery = 3 * time.Second
	}
	if c.now == nil {
		c.now = time.Now
	}
	if c.maxPlies <= 0 || c.maxPlies > xiangqiMaxPlies {
		c.maxPlies = xiangqiMaxPlies
	}
	if c.MaxBody <= 0 {
		c.MaxBody = 1 << 20
	}
	if c.BodyTimeout <= 0 {
		c.BodyTimeout = 10 * time.Second
	}
	if c.MaxPNGPixels <= 0 {
		c.MaxPNGPixels = 16_000_000
	}
	if c.Logf == nil {
		c.Logf = log.Printf
	}
	return c
}

// Server is the web application: the pages, their assets and the JSON API.
// Create it with New and serve its Handler.
type Server struct {
	cfg      Config
	mux      *http.ServeMux
	searches chan struct{} // the semaphore of engine searches
	caro     *store[*caroGame]
	xiangqi  *store[*xiangqiGame]
	// admission limits the new games per client.
	admission *admission
	// classSubmits limits the class submissions per client.
	classSubmits *admission
	ownDB        *db.DB // the in-memory database New opened, closed by Close
	// ctx is cancelled by Close, which stops every running search.
	ctx    context.Context
	cancel context.CancelFunc
}

// New builds a server with cfg's limits, as Open does; it panics where
// Open fails, which with cfg.DB nil (a fresh database in memory) it does
// not.
func New(cfg Config) *Server {
	s, err := Open(cfg)
	if err != nil {
		panic(err)
	}
	return s
}

// Open builds a server with cfg's limits and reads back the games kept in
// cfg.DB.
func Open(cfg Config) (*Server, error) {
	cfg = cfg.withDefaults()
	ctx, cancel := context.WithCancel(context.Background())
	s := &Server{
		cfg:          cfg,
		mux:          http.NewServeMux(),
		searches:     make(chan struct{}, cfg.MaxSearches),
		admission:    newAdmission(cfg.NewGames, cfg.NewGameEvery, cfg.TrustProxy),
		classSubmits: newAdmission(classSubmitBurst, classSubmitEvery, cfg.TrustProxy),
		ctx:          ctx,
		cancel:       cancel,
	}
	if s.cfg.DB == nil {
		d, err := db.Open(db.Memory)
		if err != nil {
			cancel()
			return nil, err
		}
		s.cfg.DB, s.ownDB = d, d
	}
	var err error
	if s.caro, err = newStore("caro", s.cfg.DB, decodeCaro, s.cfg); err == nil {
		s.xiangqi, err = newStore("xiangqi", s.cfg.DB, decodeXiangqi, s.cfg)
	}
	if err != nil {
		s.Close()
		return nil, err
	}
	stopping := func() bool { return s.ctx.Err() != nil }
	s.caro.stopping, s.xiangqi.stopping = stopping, stopping
	s.routes()
	return s, nil
}

// addGame admits r's client (admit), keeps g in st and answers 201 with
// its state.
func addGame[G game](s *Server, st *store[G], w http.ResponseWriter, r *http.Request, g G) {
	if err := s.admit(r); err != nil {
		fail(w, r, err)
		return
	}
	id, err := st.add(g)
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, g.view(id))
}

// Close cancels the searches in progress (graceful shutdown) and closes
// the database New opened itself; a change that comes later gets 503.
func (s *Server) Close() {
	s.cancel()
	if s.ownDB != nil {
		s.ownDB.Close()
	}
}

// Handler is the whole application with its safety middleware: a panic in a
// handler becomes a 500 with a JSON error, foreign pages are kept out
// (guard), and request bodies are limited in size and in the time they take
// to arrive.
func (s *Server) Handler() http.Handler {
	return s.recoverer(s.guard(s.bodyDeadline(s.limitBody(s.mux))))
}

func (s *Server) routes() {
	sub, err := fs.Sub(staticFiles, "static")
	if err != nil {
		panic(err)
	}
	page := func(name string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			data, err := fs.ReadFile(sub, name)
			if err != nil {
				http.NotFound(w, r)
				return
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Header().Set("Cache-Control", "no-cache")
			w.Write(data)
		}
	}
	s.mux.HandleFunc("GET /{$}", page("index.html"))
	s.mux.HandleFunc("GET /lab", page("lab.html"))
	s.mux.HandleFunc("GET /caro", page("caro.html"))
	s.mux.HandleFunc("GET /xiangqi", page("xiangqi.html"))
	s.mux.HandleFunc("GET /class", page("class.html"))
	s.mux.HandleFunc("GET /class/{id}", page("class.html"))
	s.mux.HandleFunc("GET /class/{id}/results", page("class.html"))
	s.mux.HandleFunc("GET /static/{file...}", func(w http.ResponseWriter, r *http.Request) { serveStatic(w, r, sub) })

	s.mux.HandleFunc("GET /api/health", s.handleHealth)
	s.mux.HandleFunc("GET /api/limits", s.handleLimits)

	s.mux.HandleFunc("GET /api/tree/examples", s.handleTreeExamples)
	s.mux.HandleFunc("POST /api/tree/random", s.handleTreeRandom)
	s.mux.HandleFunc("POST /api/tree/solve", s.handleTreeSolve)
	s.mux.HandleFunc("POST /api/tree/export", s.handleTreeExport)
	s.mux.HandleFunc("POST /api/tree/quiz/check", s.handleQuizCheck)
	s.mux.HandleFunc("POST /api/tree/exam", s.handleTreeExam)

	s.mux.HandleFunc("POST /api/classes", s.handleClassNew)
	s.mux.HandleFunc("GET /api/classes/{id}", s.handleClassGet)
	s.mux.HandleFunc("POST /api/classes/{id}/submissions", s.handleClassSubmit)
	s.mux.HandleFunc("GET /api/classes/{id}/results", s.handleClassResults)
	s.mux.HandleFunc("GET /api/classes/{id}/results.csv", s.handleClassCSV)

	s.mux.HandleFunc("GET /api/caro/rules", s.handleCaroRules)
	s.mux.HandleFunc("POST /api/caro/games", s.handleCaroNew)
	s.mux.HandleFunc("GET /api/caro/games/{id}", s.handleCaroGet)
	s.mux.HandleFunc("POST /api/caro/games/{id}/move", s.handleCaroMove)
	s.mux.HandleFunc("POST /api/caro/games/{id}/undo", s.handleCaroUndo)
	s.mux.HandleFunc("POST /api/caro/games/{id}/side", s.handleCaroSide)
	s.mux.HandleFunc("POST /api/caro/games/{id}/engine", s.handleCaroEngine)
	s.mux.HandleFunc("GET /api/caro/games/{id}/threats", s.handleCaroThreats)

	s.mux.HandleFunc("GET /api/xiangqi/levels", s.handleXiangqiLevels)
	s.mux.HandleFunc("POST /api/xiangqi/games", s.handleXiangqiNew)
	s.mux.HandleFunc("GET /api/xiangqi/games/{id}", s.handleXiangqiGet)
	s.mux.HandleFunc("POST /api/xiangqi/games/{id}/move", s.handleXiangqiMove)
	s.mux.HandleFunc("POST /api/xiangqi/games/{id}/undo", s.handleXiangqiUndo)
	s.mux.HandleFunc("POST /api/xiangqi/games/{id}/side", s.handleXiangqiSide)
	s.mux.HandleFunc("GET /api/xiangqi/games/{id}/pgn", s.handleXiangqiPGN)
	s.mux.HandleFunc("POST /api/xiangqi/games/{id}/think", s.handleXiangqiThink)
	s.mux.HandleFunc("POST /api/xiangqi/nodes", s.handleXiangqiNodes)

	s.mux.HandleFunc("/api/", s.handleNoEndpoint)
}

// serveStatic serves the file of files named by the request's {file}: a
// name that is not a valid path (bad UTF-8, "..") or not a file is a 404.
func serveStatic(w http.ResponseWriter, r *http.Request, files fs.FS) {
	name := r.PathValue("file")
	if !utf8.ValidString(name) || !fs.ValidPath(name) {
		http.NotFound(w, r)
		return
	}
	f, err := files.Open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	content, ok := f.(io.ReadSeeker)
	if err != nil || info.IsDir() || !ok {
		http.NotFound(w, r)
		return
	}
	http.ServeContent(w, r, name, info.ModTime(), content)
}

// handleNoEndpoint answers what no API route matched: 405 with Allow when
// the path exists for another method, else 404.
func (s *Server) handleNoEndpoint(w http.ResponseWriter, r *http.Request) {
	var allow []string
	for _, m := range []string{http.MethodGet, http.MethodPost} {
		other := r.Clone(r.Context())
		other.Method = m
		if _, pattern := s.mux.Handler(other); pattern != "/api/" {
			allow = append(allow, m)
		}
	}
	if len(allow) > 0 {
		w.Header().Set("Allow", strings.Join(allow, ", "))
		var methods any = allow[0]
		for _, m := range allow[1:] {
			methods = msg("%v or %s", methods, m)
		}
		writeError(w, r, http.StatusMethodNotAllowed, "%s %s: method not allowed (use %v)", cut(r.Method), cut(r.URL.Path), methods)
		return
	}
	writeError(w, r, http.StatusNotFound, "no such endpoint: %s %s", cut(r.Method), cut(r.URL.Path))
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"ok": true})
}

func (s *Server) handleLimits(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{
		"max_think_ms":          s.cfg.MaxThink.Milliseconds(),
		"max_searches":          s.cfg.MaxSearches,
		"max_games":             s.cfg.MaxGames,
		"keep_games_s":          int64(s.cfg.KeepGames.Seconds()),
		"new_games":             s.cfg.NewGames,
		"new_game_every_ms":     s.cfg.NewGameEvery.Milliseconds(),
		"max_body_bytes":        s.cfg.MaxBody,
		"max_caro_size":         caroMaxSize,
		"max_xiangqi_depth":     xiangqiMaxDepth,
		"max_caro_depth":        caroMaxDepth,
		"max_tree_nodes":        maxTreeNodes,
		"max_picture_leaves":    maxPictureLeaves,
		"max_png_pixels":        s.cfg.MaxPNGPixels,
		"max_xiangqi_plies":     s.cfg.maxPlies,
		"max_pgn_bytes":         xiangqiMaxPGNBytes,
		"queue_wait_ms":         s.cfg.QueueWait.Milliseconds(),
		"body_timeout_ms":       s.cfg.BodyTimeout.Milliseconds(),
		"max_classes":           maxClasses,
		"max_class_submissions": maxClassSubmissions,
		"max_class_questions":   maxClassQuestions,
		"max_student_name":      maxStudentName,
		"max_submission_bytes":  classSubmissionBytes,
	})
}

// maxEcho is how much of a client's input an error message repeats.
const maxEcho = 80

// cut shortens a client's input to maxEcho characters for an error
// message, so that a huge input is not sent back.
func cut(s string) string {
	n := 0
	for i := range s {
		if n == maxEcho {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// quote is cut, quoted.
func quote(s string) string { return strconv.Quote(cut(s)) }

// clip shortens a message that may hold a client's input (a parser's
// error quoting it): every run of more than maxEcho non-space characters is
// cut there with "…", and the message to about 600 bytes.
func clip(msg string) string {
	const maxMsg = 600
	var b strings.Builder
	run := 0
	for _, r := range msg {
		if b.Len() >= maxMsg {
			b.WriteString("…")
			break
		}
		if unicode.IsSpace(r) {
			run = 0
		} else {
			run++
		}
		switch {
		case run == maxEcho+1:
			b.WriteString("…")
		case run <= maxEcho:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// apiError is an error with its HTTP status. Its message is an English
// format and its arguments, written when the answer is sent in the
// request's language (requestLang; messages.go has the Vietnamese); lang,
// when set, is the language whatever the request says.
type apiError struct {
	i18n.Message
	status     int
	lang       string
	retryAfter time.Duration // sent as Retry-After (seconds) when positive
}

func (e *apiError) Error() string { return e.String() }

func errorf(status int, format string, args ...any) error {
	return &apiError{Message: vietnameseMessages.Msg(format, args...), status: status}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}

// writeError answers with a JSON error: format and args in r's language.
func writeError(w http.ResponseWriter, r *http.Request, status int, format string, args ...any) {
	writeErrorIn(w, requestLang(r), status, format, args...)
}

func writeErrorIn(w http.ResponseWriter, lang string, status int, format string, args ...any) {
	// clip is the backstop against echoing a client's input in full.
	writeJSON(w, status, map[string]any{"error": clip(message(lang, format, args...)), "status": status})
}

// fail writes err as a JSON error in r's language: its own status for an
// apiError, 500 otherwise.
func fail(w http.ResponseWriter, r *http.Request, err error) {
	var ae *apiError
	if errors.As(err, &ae) {
		if ae.retryAfter > 0 {
			w.Header().Set("Retry-After", strconv.Itoa(int((ae.retryAfter+time.Second-1)/time.Second)))
		}
		writeErrorIn(w, cmp.Or(ae.lang, requestLang(r)), ae.status, ae.Format, ae.Args...)
		return
	}
	writeError(w, r, http.StatusInternalServerError, "%v", err)
}

// requestLang is the language a request's errors are written in: "vi" or
// "en", from ?lang= in the address, else the Accept-Language header (the
// pages send their language there; negotiate weighs its entries), else
// English.
func requestLang(r *http.Request) string {
	switch l := r.URL.Query().Get("lang"); l {
	case "en", "vi":
		return l
	}
	return negotiate.AcceptLanguage(r.Header.Get("Accept-Language"))
}

// readJSON decodes the request body into v, strictly: unknown fields,
// trailing data and a body over the limit are errors a client should see.
// It reads the body to its end.
func readJSON(r *http.Request, v any) error {
	dec := json.NewDecoder(r.Body)
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		return bodyError(err)
	}
	// Decoding null into v would leave v as it was, as if {} had come.
	if trimmed := bytes.TrimSpace(raw); len(trimmed) == 0 || trimmed[0] != '{' {
		return errorf(http.StatusBadRequest, "malformed JSON: the body must be an object, not %v", jsonValueKind(trimmed))
	}
	strict := json.NewDecoder(bytes.NewReader(raw))
	strict.DisallowUnknownFields()
	if err := strict.Decode(v); err != nil {
		return bodyError(err)
	}
	rest, err := io.ReadAll(io.MultiReader(dec.Buffered(), r.Body))
	if err != nil {
		return bodyError(err)
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		return errorf(http.StatusBadRequest, "malformed JSON: extra data after the object")
	}
	return nil
}

// jsonValueKind names the kind of a valid JSON value.
func jsonValueKind(raw []byte) any {
	switch raw = bytes.TrimSpace(raw); {
	case len(raw) == 0:
		return msg("nothing")
	case raw[0] == '{':
		return msg("object")
	case raw[0] == '[':
		return msg("array")
	case raw[0] == '"':
		return msg("string")
	case raw[0] == 'n':
		return "null"
	case raw[0] == 't' || raw[0] == 'f':
		return msg("true or false")
	}
	return msg("number")
}

// jsonTypeName is a JSON type as encoding/json names it in an
// UnmarshalTypeError ("string", "number", "number 1.5", "bool", …), in
// the page's language.
func jsonTypeName(v string) any {
	kind, rest, _ := strings.Cut(v, " ")
	var name i18n.Message
	switch kind {
	case "string":
		name = msg("string")
	case "number":
		name = msg("number")
	case "bool":
		name = msg("bool")
	case "array":
		name = msg("array")
	case "object":
		name = msg("object")
	default:
		return clip(v)
	}
	if rest == "" {
		return name
	}
	return msg("%v %s", name, clip(rest))
}

// bodyError is the answer to an error reading or decoding a JSON body.
func bodyError(err error) error {
	var mbe *http.MaxBytesError
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &mbe):
		return errorf(http.StatusRequestEntityTooLarge, "request body too large (limit %d bytes)", mbe.Limit)
	case errors.Is(err, os.ErrDeadlineExceeded):
		return errorf(http.StatusRequestTimeout, "the request body did not arrive in time")
	case errors.Is(err, io.EOF):
		return errorf(http.StatusBadRequest, "empty request body: expected a JSON object")
	case errors.As(err, &se):
		return errorf(http.StatusBadRequest, "malformed JSON at byte %d: %v", se.Offset, i18n.JSONSyntaxText(clip(se.Error())))
	case errors.As(err, &te) && te.Field == "":
		return errorf(http.StatusBadRequest, "malformed JSON: the body must be an object, not %v", jsonTypeName(te.Value))
	case errors.As(err, &te):
		return errorf(http.StatusBadRequest, "malformed JSON: field %s must be %v, not %v", quote(te.Field), jsonKind(te.Type), jsonTypeName(te.Value))
	case errors.Is(err, io.ErrUnexpectedEOF):
		return errorf(http.StatusBadRequest, "malformed JSON: unexpected end of the body")
	}
	if field, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return errorf(http.StatusBadRequest, "malformed JSON: unknown field %s", clip(field))
	}
	return errorf(http.StatusBadRequest, "malformed JSON: %s", clip(err.Error()))
}

// jsonKind names a Go field type as the JSON a client should send.
func jsonKind(t reflect.Type) i18n.Message {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Bool:
		return msg("true or false")
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return msg("an integer")
	case reflect.Float32, reflect.Float64:
		return msg("a number")
	case reflect.String:
		return msg("a string")
	case reflect.Slice, reflect.Array:
		return msg("an array")
	}
	return msg("an object")
}

func (s *Server) limitBody(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body != nil {
			r.Body = http.MaxBytesReader(w, r.Body, s.cfg.MaxBody)
		}
		next.ServeHTTP(w, r)
	})
}

// bodyDeadline gives a request BodyTimeout to send its body, so that a
// client that sends headers and then nothing holds no connection for long.
// net/http lifts the read deadline once the body has been read, so a long
// answer (an engine's think) is not cut by it.
func (s *Server) bodyDeadline(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength != 0 && r.Body != nil && r.Body != http.NoBody {
			http.NewResponseController(w).SetReadDeadline(time.Now().Add(s.cfg.BodyTimeout))
		}
		next.ServeHTTP(w, r)
	})
}

// HTTPServer is an http.Server for s.Handler() with timeouts that suit it:
// request headers must arrive within 10 s and bodies within BodyTimeout; an
// answer may take as long as the longest search (QueueWait + MaxThink) and
// a margin; an idle connection is closed after 2 minutes.
func (s *Server) HTTPServer(errorLog *log.Logger) *http.Server {
	const headerTimeout = 10 * time.Second
	return &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: headerTimeout,
		// The whole request; net/http lifts it once the body is read.
		ReadTimeout:    headerTimeout + s.cfg.BodyTimeout,
		WriteTimeout:   s.cfg.QueueWait + s.cfg.MaxThink + 30*time.Second,
		IdleTimeout:    2 * time.Minute,
		MaxHeaderBytes: 64 << 10,
		ErrorLog:       errorLog,
	}
}

// recoverer turns a panic into a 500 with a JSON error, logs the stack, and
// keeps the server running. http.ErrAbortHandler is passed on, as net/http
// expects.
func (s *Server) recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.cfg.Logf("web: panic serving %s %s: %v\n%s", r.Method, r.URL.Path, v, debug.Stack())
				writeError(w, r, http.StatusInternalServerError, "internal error: %v", v)
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// acquire takes a search slot, waiting at most QueueWait; the caller must
// call the returned release.
func (s *Server) acquire(ctx context.Context) (release func(), err error) {
	if ctx.Err() != nil {
		return nil, errorf(499, "request cancelled")
	}
	t := time.NewTimer(s.cfg.QueueWait)
	defer t.Stop()
	select {
	case s.searches <- struct{}{}:
		return func() { <-s.searches }, nil
	case <-t.C:
		return nil, errorf(http.StatusServiceUnavailable, "the server is busy: %d searches or pictures are running; try again", cap(s.searches))
	case <-ctx.Done():
		return nil, errorf(499, "request cancelled")
	}
}

// startSearch is startWork for an engine search of think: its context ends
// a little after think, in case the engine overruns.
func (s *Server) startSearch(r *http.Request, think time.Duration) (ctx context.Context, done func(), err error) {
	return s.startWork(r, think+2*time.Second)
}

// startWork takes a slot of the semaphore for an expensive request (an
// engine search, a picture, a big solve) and makes its context: the
// request's, cut at timeout and cancelled by Close. done releases both.
func (s *Server) startWork(r *http.Request, timeout time.Duration) (ctx context.Context, done func(), err error) {
	release, err := s.acquire(r.Context())
	if err != nil {
		return nil, nil, err
	}
	ctx, cancel := context.WithTimeout(r.Context(), timeout)
	stop := context.AfterFunc(s.ctx, cancel)
	return ctx, func() { stop(); cancel(); release() }, nil
}

// stopped is the error of work whose context ctx (from startWork) ended
// before the work did.
func (s *Server) stopped(r *http.Request, ctx context.Context) error {
	switch {
	case r.Context().Err() != nil:
		return errorf(499, "request cancelled")
	case s.ctx.Err() != nil:
		return errorf(http.StatusServiceUnavailable, "the server is shutting down")
	}
	return errorf(http.StatusServiceUnavailable, "the work took too long (limit %v); ask for less", s.cfg.MaxThink)
}

// clampThink bounds a requested think time (milliseconds) by the cap;
// zero or negative asks for def. The milliseconds are compared before they
// are multiplied: time.Duration(ms)*time.Millisecond wraps negative past
// about 292 years, which would slip under the cap.
func (s *Server) clampThink(ms int, def time.Duration) time.Duration {
	if ms <= 0 {
		return min(def, s.cfg.MaxThink)
	}
	if int64(ms) >= s.cfg.MaxThink.Milliseconds() {
		return s.cfg.MaxThink
	}
	return time.Duration(ms) * time.Millisecond
}
