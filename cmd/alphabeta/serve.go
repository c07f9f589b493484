package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"github.com/alphabeta-go/alphabeta/internal/cli"
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
	allow := fs.String("allow-host", "", "comma-separated host names the server also answers to, and whose pages may use it (besides localhost and the listen address); * for any")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: alphabeta serve [--addr 127.0.0.1:8080] [--open] [--allow-host NAME,…]\n\nServes the web app (alpha-beta lab, Xiangqi, Caro) and its JSON API (docs/web.md).")
		fs.PrintDefaults()
	}
	if code, ok := cli.ParseOnly(fs, args, nil); !ok {
		return code
	}
	err := web.Serve(web.ServeOptions{Addr: *addr, AllowHosts: *allow, Open: *open, MaxThink: *think, MaxSearches: *searches,
		ShutdownGrace: shutdownGrace, Started: started}, stdout, os.Stderr)
	if err != nil {
		fmt.Fprintf(os.Stderr, "alphabeta serve: %v\n", err)
		return 1
	}
	return 0
}

// shutdownGrace is how long a shutdown waits for requests in progress.
var shutdownGrace = 5 * time.Second
