package web

import (
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

// admission is the token bucket per client that new games draw from: each
// client (its address) may create burst games at once, then one every
// every. Buckets of clients that have been away long enough to be full
// again are forgotten when the table grows past maxClients; past that, the
// clients not yet in it share one bucket.
type admission struct {
	burst      float64
	every      time.Duration
	trustProxy bool

	mu      sync.Mutex
	buckets map[string]*bucket
}

type bucket struct {
	tokens float64
	at     time.Time
}

const (
	maxClients  = 10_000
	sharedState = "(the rest)" // the bucket shared past maxClients
)

func newAdmission(burst int, every time.Duration, trustProxy bool) *admission {
	return &admission{burst: float64(burst), every: every, trustProxy: trustProxy, buckets: map[string]*bucket{}}
}

// take takes a token of client's bucket at now; when there is none it
// says how long until there is.
func (a *admission) take(client string, now time.Time) (ok bool, wait time.Duration) {
	a.mu.Lock()
	defer a.mu.Unlock()
	b := a.buckets[client]
	if b == nil {
		if len(a.buckets) >= maxClients {
			a.forgetFull(now)
		}
		if len(a.buckets) >= maxClients {
			client = sharedState
			b = a.buckets[client]
		}
		if b == nil {
			b = &bucket{tokens: a.burst, at: now}
			a.buckets[client] = b
		}
	}
	b.tokens = min(a.burst, b.tokens+float64(now.Sub(b.at))/float64(a.every))
	b.at = now
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, time.Duration((1 - b.tokens) * float64(a.every))
}

// forgetFull drops the buckets that have refilled by now: their clients
// start again with a full one.
func (a *admission) forgetFull(now time.Time) {
	for c, b := range a.buckets {
		if b.tokens+float64(now.Sub(b.at))/float64(a.every) >= a.burst {
			delete(a.buckets, c)
		}
	}
}

// clientOf is the address that a request's client is known by: the
// connection's remote host or, with trustProxy (the server behind a
// reverse proxy), the last address of X-Forwarded-For, the one the proxy
// itself saw (earlier ones are the client's to write).
func clientOf(r *http.Request, trustProxy bool) string {
	if trustProxy {
		if xff := r.Header.Values("X-Forwarded-For"); len(xff) > 0 {
			list := strings.Split(xff[len(xff)-1], ",")
			if last := strings.TrimSpace(list[len(list)-1]); last != "" {
				return last
			}
		}
	}
	if host, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		return host
	}
	return r.RemoteAddr
}

// admit takes a token for a new game from r's client: 429 with Retry-After
// when its bucket is empty.
func (s *Server) admit(r *http.Request) error {
	if ok, wait := s.admission.take(clientOf(r, s.cfg.TrustProxy), s.cfg.now()); !ok {
		wait = max(wait.Round(time.Second), time.Second)
		return &apiError{Message: msg("too many new games from your address: at most %d at once, then one every %v; try again in %v",
			int(s.admission.burst), s.admission.every, wait), status: http.StatusTooManyRequests, retryAfter: wait}
	}
	return nil
}
