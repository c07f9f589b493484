package match

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// PerftPeer is a UCCI engine (fairy-stockfish, or any engine that answers
// `go perft N` with "Nodes searched: N") driven for perft, to time it side
// by side with ours or to check our counts: through the runner's engine
// Process, so its lines are bounded, every wait has a deadline, and its
// whole process group ends on Close or Kill.
type PerftPeer struct {
	p         *Process
	handshake time.Duration
}

// perftBound ends a peer that hangs in `go perft`: a perft takes what its
// depth takes (8 plies from the start take hours), so only a hang meets it.
const perftBound = 24 * time.Hour

// StartPerftPeer starts the engine at path and waits up to handshake for
// its ucciok (and later for each readyok: any working engine answers
// those at once).
func StartPerftPeer(path string, handshake time.Duration) (*PerftPeer, error) {
	p, err := StartProcess(path, path, nil, "", nil, "\n")
	if err != nil {
		return nil, err
	}
	e := &PerftPeer{p: p, handshake: handshake}
	err = p.Send("ucci")
	if err == nil {
		err = e.waitFor("ucciok", time.Now().Add(handshake))
	}
	if err != nil {
		p.Kill()
		return nil, fmt.Errorf("%s did not answer ucciok: %w", path, err)
	}
	return e, nil
}

// waitFor reads lines up to the one that is want (spaces aside).
func (e *PerftPeer) waitFor(want string, deadline time.Time) error {
	for {
		line, err := e.p.ReadLine(context.Background(), deadline)
		if err != nil {
			return err
		}
		if strings.TrimSpace(line) == want {
			return nil
		}
	}
}

// Perft counts the leaves of the legal move tree of fen to depth and
// returns the count and the time from the command to the answer (the
// engine's start-up and the position's setup not counted).
func (e *PerftPeer) Perft(fen string, depth int) (uint64, time.Duration, error) {
	// isready/readyok first, so the timing starts with the engine idle.
	if err := e.p.Send("position fen " + fen); err != nil {
		return 0, 0, err
	}
	if err := e.p.Send("isready"); err != nil {
		return 0, 0, err
	}
	if err := e.waitFor("readyok", time.Now().Add(e.handshake)); err != nil {
		return 0, 0, fmt.Errorf("waiting for readyok: %w", err)
	}
	start := time.Now()
	if err := e.p.Send(fmt.Sprintf("go perft %d", depth)); err != nil {
		return 0, 0, err
	}
	deadline := start.Add(perftBound)
	for {
		line, err := e.p.ReadLine(context.Background(), deadline)
		if err != nil {
			return 0, 0, fmt.Errorf("waiting for the node count: %w", err)
		}
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "Nodes searched:"); ok {
			el := time.Since(start)
			var n uint64
			_, err := fmt.Sscan(rest, &n)
			return n, el, err
		}
	}
}

// Close asks the engine to quit and ends its process group after 3 s.
func (e *PerftPeer) Close() { e.p.Close(3*time.Second, "quit") }

// Kill ends the engine at once (on Ctrl-C: the engine runs in its own
// process group, so the terminal's interrupt does not reach it).
func (e *PerftPeer) Kill() { e.p.Kill() }

// PerftRun is one timed run of BenchPerft: the leaf count, the time of the
// rules package's perft and the peer's (zero without a peer).
type PerftRun struct {
	Nodes      uint64
	Ours, Peer time.Duration
}

// BenchPerft times runs of p's perft to depth (`alphabeta xiangqi bench`),
// each followed, when peer is not nil, by the peer's `go perft` of the same
// position, whose count must agree; report, when not nil, is told of each
// run as it ends (numbered from 1).
func BenchPerft(p *xiangqi.Position, depth, runs int, peer *PerftPeer, report func(i int, r PerftRun)) ([]PerftRun, error) {
	var out []PerftRun
	for i := range runs {
		start := time.Now()
		r := PerftRun{Nodes: p.Perft(depth)}
		r.Ours = time.Since(start)
		if peer != nil {
			n, el, err := peer.Perft(p.FEN(), depth)
			if err != nil {
				return out, fmt.Errorf("peer: %w", err)
			}
			if n != r.Nodes {
				return out, fmt.Errorf("node counts differ: ours %d, peer %d", r.Nodes, n)
			}
			r.Peer = el
		}
		out = append(out, r)
		if report != nil {
			report(i+1, r)
		}
	}
	return out, nil
}

// MedianTime is the median of ds (the mean of the middle two for an even
// count; 0 for none).
func MedianTime(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	if len(s)%2 == 0 {
		return (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return s[len(s)/2]
}

// RunPerftBench is `alphabeta xiangqi bench`: it times runs of p's perft
// to depth, each followed by the peer's (a path; "auto" is fairy-stockfish
// when installed; "none" times ours only), and writes each run, the
// medians and the ratio on out. The peer must answer its handshake within
// handshake. Ctrl-C kills the peer (it runs in its own process group, out
// of the terminal's reach) and ends the program with status 130.
func RunPerftBench(out io.Writer, p *xiangqi.Position, depth, runs int, peer string, handshake time.Duration) error {
	var peerEngine *PerftPeer
	switch peer {
	case "none":
	case "auto":
		for _, path := range []string{"fairy-stockfish", "/usr/games/fairy-stockfish"} {
			if full, err := exec.LookPath(path); err == nil {
				peer = full
				break
			}
		}
		if peer == "auto" {
			fmt.Fprintln(out, "fairy-stockfish not found: timing ours only")
			break
		}
		fallthrough
	default:
		var err error
		if peerEngine, err = StartPerftPeer(peer, handshake); err != nil {
			return err
		}
		defer peerEngine.Close()
		stop := onInterrupt(func() {
			peerEngine.Kill()
			os.Exit(130)
		})
		defer stop()
	}
	results, err := BenchPerft(p, depth, runs, peerEngine, func(i int, r PerftRun) {
		line := fmt.Sprintf("run %d: perft %d nodes %d time %.3f nps %d", i, depth, r.Nodes, r.Ours.Seconds(), xiangqi.NPS(r.Nodes, r.Ours))
		if peerEngine != nil {
			line += fmt.Sprintf("; peer time %.3f nps %d", r.Peer.Seconds(), xiangqi.NPS(r.Nodes, r.Peer))
		}
		fmt.Fprintln(out, line)
	})
	if err != nil {
		return err
	}
	var ours, theirs []time.Duration
	for _, r := range results {
		ours, theirs = append(ours, r.Ours), append(theirs, r.Peer)
	}
	nodes, med := results[0].Nodes, MedianTime(ours)
	fmt.Fprintf(out, "median: nodes %d time %.3f nps %d\n", nodes, med.Seconds(), xiangqi.NPS(nodes, med))
	if peerEngine != nil {
		pm := MedianTime(theirs)
		fmt.Fprintf(out, "median peer (%s): time %.3f nps %d\n", peer, pm.Seconds(), xiangqi.NPS(nodes, pm))
		fmt.Fprintf(out, "ratio ours/peer: %.3f\n", med.Seconds()/pm.Seconds())
	}
	return nil
}

// onInterrupt runs f on the first SIGINT or SIGTERM until the returned
// stop is called.
func onInterrupt(f func()) (stop func()) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		if _, ok := <-sig; ok {
			f()
		}
	}()
	return func() {
		signal.Stop(sig)
		close(sig)
	}
}
