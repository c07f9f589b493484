package match

import (
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"
)

// progress writes the match's progress. On a terminal (live) it keeps one
// status line that each game rewrites in place, and lines that must stay
// (faults, warnings) scroll above it; elsewhere every game is a line of its
// own, so that a log or a pipe reads well.
type progress struct {
	w     io.Writer
	live  bool
	width int  // columns of the terminal; the status line is cut to fit
	shown bool // a status line is on screen
	last  string
}

func newProgress(w io.Writer, live bool) *progress {
	p := &progress{w: w, live: live, width: 80}
	if f, ok := w.(*os.File); ok && live {
		if cols := terminalWidth(f); cols > 0 {
			p.width = cols
		}
	}
	return p
}

// line writes a line that stays.
func (p *progress) line(s string) {
	if p.live && p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
	fmt.Fprintln(p.w, s)
	if p.live && p.shown {
		fmt.Fprint(p.w, p.last)
	}
}

// status shows the current state: in place when live, else as a line.
func (p *progress) status(s string) {
	if !p.live {
		fmt.Fprintln(p.w, s)
		return
	}
	// A line wider than the terminal would wrap, and \r would then rewrite
	// only its last row.
	if utf8.RuneCountInString(s) > p.width-1 {
		s = string([]rune(s)[:max(p.width-2, 1)]) + "…"
	}
	p.last, p.shown = s, true
	fmt.Fprint(p.w, "\r\x1b[K"+s)
}

// done ends the status line so that what follows starts on a fresh line.
func (p *progress) done() {
	if p.live && p.shown {
		fmt.Fprintln(p.w)
		p.shown = false
	}
}

// isFault tells the endings a tester must see even when the live line
// moves on: an engine misbehaved.
func isFault(category string) bool {
	switch category {
	case "crash", "garbage output", "hang", "illegal move", "start failure", "time forfeit", "bad opening":
		return true
	}
	return false
}

// IsTerminal reports whether f is a terminal (a character device, and TERM
// is not "dumb"), where a live progress line can be redrawn.
func IsTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0 && !strings.EqualFold(os.Getenv("TERM"), "dumb")
}
