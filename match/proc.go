package match

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// ErrTimeout is returned by Process.ReadLine when the deadline passes.
var ErrTimeout = errors.New("timed out")

// ErrExited is returned by Process.ReadLine and Send once the engine's
// output has ended (the process exited or closed its stdout).
var ErrExited = errors.New("engine exited")

// ErrInterrupted is returned when the match is being stopped (Ctrl-C).
var ErrInterrupted = errors.New("interrupted")

// maxLine bounds one line of engine output; longer lines are garbage.
const maxLine = 1 << 20

// Process is a running engine program with line-oriented I/O. It runs in its
// own process group (proc_unix.go, proc_windows.go), so Kill also ends
// whatever the engine started, and so a Ctrl-C in the terminal reaches only
// the match runner, which then ends the engines itself.
type Process struct {
	Name    string
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	lines   chan string
	done    chan struct{} // closed after the process has been waited for
	waitErr error
	log     *IOLog
	newline string

	stderrLog io.WriteCloser // the log's stderr writer, closed at exit
	stop      chan struct{}  // closed by Kill: the reader discards output
	stopOnce  sync.Once
	mu        sync.Mutex
}

// live holds every process not yet waited for, so that KillAll can end them.
var live = struct {
	sync.Mutex
	set map[*Process]bool
}{set: map[*Process]bool{}}

// KillAll kills every engine process still running (used on exit and on a
// second Ctrl-C).
func KillAll() {
	live.Lock()
	ps := make([]*Process, 0, len(live.set))
	for p := range live.set {
		ps = append(ps, p)
	}
	live.Unlock()
	for _, p := range ps {
		p.Kill()
	}
}

// StartProcess starts the program with its arguments in dir (the current
// directory when empty). Lines it writes to stdout are read by ReadLine; its
// stderr goes to the I/O log when there is one. newline is written after
// every line sent ("\n", or "\r\n" for engines that want it).
func StartProcess(name, path string, args []string, dir string, log *IOLog, newline string) (*Process, error) {
	cmd := exec.Command(path, args...)
	cmd.Dir = dir
	ownProcessGroup(cmd)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	var stderrLog io.WriteCloser
	if log != nil {
		stderrLog = log.Writer(name, "!")
		cmd.Stderr = stderrLog
	}
	if newline == "" {
		newline = "\n"
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", name, err)
	}
	p := &Process{Name: name, cmd: cmd, stdin: stdin, lines: make(chan string, 256),
		done: make(chan struct{}), stop: make(chan struct{}), log: log, newline: newline, stderrLog: stderrLog}
	live.Lock()
	live.set[p] = true
	live.Unlock()
	go p.read(stdout)
	return p, nil
}

func (p *Process) read(r io.Reader) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), maxLine)
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		p.log.Line(p.Name, "<", line)
		select {
		case p.lines <- line:
		case <-p.stop:
		}
	}
	if err := sc.Err(); err != nil {
		p.log.Line(p.Name, "<", "read error: "+err.Error())
		// A line too long: drain the rest so the engine does not block,
		// and report the garbage as a line of its own.
		select {
		case p.lines <- "\x00garbage: " + err.Error():
		case <-p.stop:
		}
		_, _ = io.Copy(io.Discard, r)
	}
	err := p.cmd.Wait()
	if p.stderrLog != nil {
		p.stderrLog.Close()
	}
	p.mu.Lock()
	p.waitErr = err
	p.mu.Unlock()
	live.Lock()
	delete(live.set, p)
	live.Unlock()
	close(p.lines)
	close(p.done)
}

// Send writes one line to the engine.
func (p *Process) Send(line string) error {
	p.log.Line(p.Name, ">", line)
	select {
	case <-p.done:
		return ErrExited
	default:
	}
	_, err := io.WriteString(p.stdin, line+p.newline)
	if err != nil {
		return fmt.Errorf("%w: write: %v", ErrExited, err)
	}
	return nil
}

// ReadLine returns the next line of output, ErrTimeout after the deadline,
// ErrExited when the output ended, or ErrInterrupted when ctx is done.
func (p *Process) ReadLine(ctx context.Context, deadline time.Time) (string, error) {
	// Lines already read are returned even past the deadline: the caller
	// measures the time itself.
	select {
	case line, ok := <-p.lines:
		if !ok {
			return "", ErrExited
		}
		return line, nil
	default:
	}
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	select {
	case line, ok := <-p.lines:
		if !ok {
			return "", ErrExited
		}
		return line, nil
	case <-t.C:
		return "", ErrTimeout
	case <-ctx.Done():
		return "", ErrInterrupted
	}
}

// Exited reports whether the process has ended.
func (p *Process) Exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// ExitStatus describes how the process ended ("exit status 2", "signal:
// killed"); empty while it runs.
func (p *Process) ExitStatus() string {
	if !p.Exited() {
		return ""
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.waitErr == nil {
		return "exit status 0"
	}
	return p.waitErr.Error()
}

// Kill ends the engine and everything it started at once and waits for it.
func (p *Process) Kill() {
	p.stopOnce.Do(func() { close(p.stop) })
	if p.cmd.Process != nil {
		killProcessTree(p.cmd.Process, p.Exited())
	}
	_ = p.stdin.Close()
	select {
	case <-p.done:
	case <-time.After(5 * time.Second):
		// The output pipe may be held open by a grandchild that left the
		// group; stop waiting, the kernel reaps it with us.
	}
}

// Close asks the engine to quit with the given lines, gives it grace to do
// so, and then kills the process group in any case (to take down helper
// processes the engine may have left).
func (p *Process) Close(grace time.Duration, quit ...string) {
	if !p.Exited() {
		for _, q := range quit {
			_ = p.Send(q)
		}
		_ = p.stdin.Close()
		t := time.NewTimer(grace)
		defer t.Stop()
		// Drain output so the engine is not blocked writing.
	drain:
		for {
			select {
			case _, ok := <-p.lines:
				if !ok {
					break drain
				}
			case <-t.C:
				break drain
			}
		}
	}
	p.Kill()
}

// IOLog records the lines exchanged with engines, with timestamps, for
// debugging a protocol (--log FILE). A nil *IOLog logs nothing.
type IOLog struct {
	mu    sync.Mutex
	w     io.Writer
	start time.Time
}

// NewIOLog logs to w.
func NewIOLog(w io.Writer) *IOLog { return &IOLog{w: w, start: time.Now()} }

// Line logs one line; dir is ">" for sent, "<" for received, "!" for stderr.
func (l *IOLog) Line(name, dir, line string) {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	fmt.Fprintf(l.w, "%9.3f %s %s %s\n", time.Since(l.start).Seconds(), name, dir, line)
}

// Writer returns a writer that logs each line written to it; Close ends
// its goroutine.
func (l *IOLog) Writer(name, dir string) io.WriteCloser {
	pr, pw := io.Pipe()
	go func() {
		sc := bufio.NewScanner(pr)
		sc.Buffer(make([]byte, 4096), maxLine)
		for sc.Scan() {
			l.Line(name, dir, sc.Text())
		}
		_, _ = io.Copy(io.Discard, pr)
	}()
	return pw
}
