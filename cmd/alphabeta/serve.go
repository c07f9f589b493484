package main

import (
	"context"
	"flag"
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

	"alphabeta/internal/cli"
	"alphabeta/web"
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
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(os.Stderr, "alphabeta serve: %v\n", err)
		return 1
	}
	srv := web.New(web.Config{MaxThink: *think, MaxSearches: *searches, AllowedHosts: web.AllowedHostsFor(*addr, ln.Addr(), *allow)})
	hs := srv.HTTPServer(log.New(os.Stderr, "alphabeta serve: ", 0))
	url := "http://" + ln.Addr().String() + "/"
	if tcp, ok := ln.Addr().(*net.TCPAddr); ok && tcp.IP.IsUnspecified() {
		url = fmt.Sprintf("http://localhost:%d/", tcp.Port)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	fmt.Fprintf(stdout, "alphabeta: serving on %s (Ctrl-C to stop)\n", url)
	if *open {
		openBrowser(url)
	}
	if started != nil {
		started <- url
	}
	select {
	case err := <-errc:
		fmt.Fprintf(os.Stderr, "alphabeta serve: %v\n", err)
		return 1
	case <-ctx.Done():
	}
	stop()
	fmt.Fprintln(stdout, "alphabeta: shutting down")
	srv.Close() // stop the searches so that their streams end
	sctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		// A connection still busy after the grace (a client that stopped
		// sending its request) is closed: stopping is not a failure.
		hs.Close()
		fmt.Fprintf(stdout, "alphabeta: closed the connections still open after %v\n", shutdownGrace)
	}
	return 0
}

// shutdownGrace is how long a shutdown waits for requests in progress.
var shutdownGrace = 5 * time.Second

func openBrowser(url string) {
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
		fmt.Fprintf(os.Stderr, "alphabeta serve: cannot open a browser (%v); open %s yourself\n", err, url)
		return
	}
	go cmd.Wait()
}
