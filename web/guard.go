package web

import (
	"mime"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
)

// The server listens on the user's own machine, and any web page the user
// opens can send requests to it. guard keeps such pages out:
//
//   - the Host header must name this server (localhost, 127.0.0.1, ::1 or a
//     name of Config.AllowedHosts), which defeats DNS rebinding: a foreign
//     page reaches the server under its own domain name;
//   - a request that changes something (any method but GET, HEAD and
//     OPTIONS) must be JSON (Content-Type: application/json, which a
//     foreign page cannot send without a CORS preflight the server does not
//     grant) and, when the browser says where it comes from (Origin), come
//     from the server's own pages or from an allowed host;
//   - every answer forbids framing, sniffing and loading anything from
//     elsewhere (securityHeaders).

// defaultHosts are the names a local server always answers to.
var defaultHosts = []string{"localhost", "127.0.0.1", "::1"}

// contentSecurityPolicy fits the pages: scripts and styles from /static/
// only (the pages' style attributes are inline), pictures also from data:
// and blob: URLs (the lab's PNG export draws its SVG through one), requests
// to the server itself, and no framing.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; " +
	"form-action 'self'; frame-ancestors 'none'"

func securityHeaders(h http.Header) {
	h.Set("Content-Security-Policy", contentSecurityPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
}

// hostName is the host of a Host header or URL host, without its port or
// brackets, in lower case.
func hostName(hostport string) string {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	return strings.TrimSuffix(strings.ToLower(host), ".")
}

// hostAllowed reports whether a Host header names this server.
func (s *Server) hostAllowed(hostport string) bool {
	host := hostName(hostport)
	return host != "" && (slices.Contains(defaultHosts, host) || s.extraHostAllowed(host))
}

// extraHostAllowed reports whether host was allowed by Config.AllowedHosts
// ("*" allows every host).
func (s *Server) extraHostAllowed(host string) bool {
	for _, h := range s.cfg.AllowedHosts {
		if h == "*" || hostName(h) == host {
			return true
		}
	}
	return false
}

// originAllowed reports whether a request from a page of origin may change
// something: the page is one of the server's own (same scheme-less host and
// port as the request) or on a host of Config.AllowedHosts.
func (s *Server) originAllowed(origin, requestHost string) bool {
	u, err := url.Parse(origin)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return false // "null" (a sandboxed frame, a file), or not an origin
	}
	return strings.EqualFold(u.Host, requestHost) || s.extraHostAllowed(hostName(u.Host))
}

// guard applies the rules above before the request reaches the handlers.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		securityHeaders(w.Header())
		if !s.hostAllowed(r.Host) {
			writeError(w, r, http.StatusForbidden, "host %s is not allowed: this server answers to %s (start it with --allow-host to add a name)",
				quote(r.Host), strings.Join(append(slices.Clone(defaultHosts), s.cfg.AllowedHosts...), ", "))
			return
		}
		switch r.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			next.ServeHTTP(w, r)
			return
		}
		// Requests that no endpoint takes get their 404 or 405 below.
		if _, pattern := s.mux.Handler(r); pattern == "/api/" {
			next.ServeHTTP(w, r)
			return
		}
		if origin := r.Header.Get("Origin"); origin != "" && !s.originAllowed(origin, r.Host) {
			writeError(w, r, http.StatusForbidden, "cross-origin request from %s refused: only this server's pages (or --allow-host hosts) may change games", quote(origin))
			return
		}
		if ct := r.Header.Get("Content-Type"); !isJSON(ct) {
			writeError(w, r, http.StatusUnsupportedMediaType, "Content-Type must be application/json, not %s (curl: --json or -H 'Content-Type: application/json')", quote(ct))
			return
		}
		next.ServeHTTP(w, r)
	})
}

func isJSON(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	return err == nil && mt == "application/json"
}

// AllowedHostsFor is Config.AllowedHosts for a server started as
// `alphabeta serve --addr addr --allow-host allow` that listens on listen:
// the --allow-host names (comma-separated), the host of --addr, and the
// address it listens on (or, listening on every interface, the machine's
// addresses: an address is no DNS-rebinding risk).
func AllowedHostsFor(addr string, listen net.Addr, allow string) []string {
	var hosts []string
	for _, h := range strings.Split(allow, ",") {
		if h = strings.TrimSpace(h); h != "" {
			hosts = append(hosts, h)
		}
	}
	if h, _, err := net.SplitHostPort(addr); err == nil && h != "" && !net.ParseIP(h).IsUnspecified() {
		hosts = append(hosts, h)
	}
	tcp, ok := listen.(*net.TCPAddr)
	switch {
	case !ok:
	case !tcp.IP.IsUnspecified():
		hosts = append(hosts, tcp.IP.String())
	default:
		if addrs, err := net.InterfaceAddrs(); err == nil {
			for _, a := range addrs {
				if n, ok := a.(*net.IPNet); ok {
					hosts = append(hosts, n.IP.String())
				}
			}
		}
	}
	return hosts
}
