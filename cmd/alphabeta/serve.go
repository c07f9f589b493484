package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/internal/db"
	"github.com/alphabeta-go/alphabeta/web"
)

func init() {
	register("serve", "the web app: play Xiangqi and Caro, step through alpha-beta: serve [--addr 127.0.0.1:8080] [--open] [--allow-host NAME,…]", runServe)
}

func runServe(args []string) int { return serve(args, os.Stdout, nil) }

// serve runs the server until SIGINT or SIGTERM; started, if not nil,
// receives the URL once the server accepts connections (for tests).
func serve(args []string, stdout io.Writer, started chan<- string) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (host:port; port 0 picks a free one)")
	open := fs.Bool("open", false, "open the page in the default browser")
	think := fs.Duration("max-think", 10*time.Second, "longest engine search one request may ask for")
	searches := fs.Int("max-searches", runtime.NumCPU(), "engine searches (and tree pictures) allowed to run at once")
	dbPath := fs.String("db", defaultDB(), "the database file that keeps the games across restarts; :memory: keeps them in memory only")
	keep := fs.Duration("keep-games", 7*24*time.Hour, "delete a game unused for this long")
	maxGames := fs.Int("max-games", 5000, "games kept per kind (caro, xiangqi); past it a new game is refused until one expires")
	trustProxy := fs.Bool("trust-proxy", false, "behind a reverse proxy: take a client's address from X-Forwarded-For (for the limit on new games per client)")
	allow := fs.String("allow-host", "", "comma-separated host names the server also answers to, and whose pages may use it (besides localhost and the listen address); * for any")
	fs.SetOutput(serveStderr)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), serveUsage+"\n\nServes the web app (alpha-beta lab, Xiangqi, Caro) and its JSON API (docs/web.md).")
		fs.PrintDefaults()
	}
	if code, ok := cli.ParseOnly(fs, args, nil); !ok {
		return code
	}
	// The numbers must make sense: a negative think time or count would
	// start a server that refuses every search, or every game.
	code := 0
	switch {
	case *think <= 0:
		code = usageError(fs, "en", "--max-think %v: want a positive time, e.g. 10s", *think)
	case *searches < 1:
		code = usageError(fs, "en", "--max-searches %d: want 1 or more", *searches)
	case *maxGames < 1:
		code = usageError(fs, "en", "--max-games %d: want 1 or more", *maxGames)
	case *keep <= 0:
		code = usageError(fs, "en", "--keep-games %v: want a positive time, e.g. 168h", *keep)
	}
	if code != 0 {
		fmt.Fprintln(fs.Output(), serveUsage)
		return code
	}
	err := web.Serve(web.ServeOptions{Addr: *addr, AllowHosts: *allow, Open: *open, MaxThink: *think, MaxSearches: *searches,
		DB: *dbPath, KeepGames: *keep, MaxGames: *maxGames, TrustProxy: *trustProxy,
		ShutdownGrace: shutdownGrace, Started: started}, stdout, os.Stderr)
	if err != nil {
		fmt.Fprintf(serveStderr, "alphabeta serve: %v\n", err)
		return 1
	}
	return 0
}

// serveUsage is serve's usage line, printed under -h and after a flag's
// bad value.
const serveUsage = "Usage: alphabeta serve [--addr 127.0.0.1:8080] [--open] [--allow-host NAME,…] [--db FILE] [--max-think 10s] [--max-searches N] [--max-games 5000] [--keep-games 168h] [--trust-proxy]"

// serveStderr is where serve writes its flag errors (a test's buffer).
var serveStderr io.Writer = os.Stderr

// defaultDB is --db's default: the user's data folder (db.DefaultPath), or
// memory only where there is none.
func defaultDB() string {
	if p, err := db.DefaultPath(); err == nil {
		return p
	}
	return db.Memory
}

// shutdownGrace is how long a shutdown waits for requests in progress.
var shutdownGrace = 5 * time.Second
