package web

import (
	"context"
	"fmt"
	"io"
	"log"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"runtime"
	"syscall"
	"time"

	"github.com/alphabeta-go/alphabeta/internal/db"
)

// ServeOptions are those of `alphabeta serve`.
type ServeOptions struct {
	Addr       string // host:port; port 0 picks a free one
	AllowHosts string // comma-separated extra host names (AllowedHostsFor)
	Open       bool   // open the page in the default browser
	// MaxThink and MaxSearches are Config's.
	MaxThink    time.Duration
	MaxSearches int
	// DB is the database file that keeps the games (db.Memory: none, a
	// restart loses them); MaxGames, KeepGames and TrustProxy are
	// Config's.
	DB         string
	MaxGames   int
	KeepGames  time.Duration
	TrustProxy bool
	// ShutdownGrace is how long a shutdown waits for requests in progress.
	ShutdownGrace time.Duration
	// Started, when not nil, receives the URL once the server accepts
	// connections (for tests).
	Started chan<- string
}

// Serve is `alphabeta serve`: it listens on o.Addr and serves the app
// until SIGINT or SIGTERM, logging on logw and saying where it serves and
// that it stops on out. After the signal it stops the searches, waits
// o.ShutdownGrace for the requests in progress, then closes the
// connections still open (a client that stopped sending its request):
// stopping is not a failure. The error is the listener's or the server's.
func Serve(o ServeOptions, out, logw io.Writer) error {
	d, err := db.Open(o.DB)
	if err != nil {
		return err
	}
	// Closed after the last request (hs.Shutdown below), deferred first.
	defer d.Close()
	ln, err := net.Listen("tcp", o.Addr)
	if err != nil {
		return err
	}
	srv, err := Open(Config{MaxThink: o.MaxThink, MaxSearches: o.MaxSearches, AllowedHosts: AllowedHostsFor(o.Addr, ln.Addr(), o.AllowHosts),
		DB: d, MaxGames: o.MaxGames, KeepGames: o.KeepGames, TrustProxy: o.TrustProxy})
	if err != nil {
		ln.Close()
		return err
	}
	hs := srv.HTTPServer(log.New(logw, "alphabeta serve: ", 0))
	url := "http://" + ln.Addr().String() + "/"
	if tcp, ok := ln.Addr().(*net.TCPAddr); ok && tcp.IP.IsUnspecified() {
		url = fmt.Sprintf("http://localhost:%d/", tcp.Port)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	if o.DB == db.Memory {
		fmt.Fprintln(out, "alphabeta: games kept in memory only (--db :memory:): stopping the server loses them")
	} else {
		fmt.Fprintf(out, "alphabeta: games kept in %s (%d caro, %d xiangqi; a game unused for %v is deleted)\n", o.DB,
			len(srv.caro.games), len(srv.xiangqi.games), srv.cfg.KeepGames)
	}
	fmt.Fprintf(out, "alphabeta: serving on %s (Ctrl-C to stop)\n", url)
	if o.Open {
		openBrowser(url, logw)
	}
	if o.Started != nil {
		o.Started <- url
	}
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	stop()
	fmt.Fprintln(out, "alphabeta: shutting down")
	srv.Close() // stop the searches so that their streams end
	sctx, cancel := context.WithTimeout(context.Background(), o.ShutdownGrace)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		hs.Close()
		fmt.Fprintf(out, "alphabeta: closed the connections still open after %v\n", o.ShutdownGrace)
	}
	return nil
}

func openBrowser(url string, logw io.Writer) {
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		cmd = exec.Command("open", url)
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	if err := cmd.Start(); err != nil {
		fmt.Fprintf(logw, "alphabeta serve: cannot open a browser (%v); open %s yourself\n", err, url)
		return
	}
	go cmd.Wait()
}
