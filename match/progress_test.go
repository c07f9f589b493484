package match

import (
	"bytes"
	"strings"
	"testing"
)

func TestProgressLive(t *testing.T) {
	var b bytes.Buffer
	p := newProgress(&b, true)
	p.width = 30
	p.status("[1/4] A vs B 1-0-0 100.0%")
	p.line("Game 2 A vs B 0-1 (A played illegal move)")
	p.status("[2/4] A vs B 1-0-1 50.0% Elo +0.0 ± 123.4 LLR 0.10")
	p.done()
	want := "\r\x1b[K[1/4] A vs B 1-0-0 100.0%" +
		"\r\x1b[KGame 2 A vs B 0-1 (A played illegal move)\n[1/4] A vs B 1-0-0 100.0%" +
		"\r\x1b[K[2/4] A vs B 1-0-1 50.0% Elo…\n"
	if b.String() != want {
		t.Errorf("live progress\n got %q\nwant %q", b.String(), want)
	}
}

func TestProgressLines(t *testing.T) {
	var b bytes.Buffer
	p := newProgress(&b, false)
	p.status("one")
	p.line("warning")
	p.status("two")
	p.done()
	if b.String() != "one\nwarning\ntwo\n" {
		t.Errorf("progress lines %q", b.String())
	}
}

// A live match keeps one status line (redrawn with \r) and gives a fault
// its own line; the final state is on screen when Run returns.
func TestLiveProgressMatch(t *testing.T) {
	var prog bytes.Buffer
	r := run(t, Config{Game: xiangqiG(t), Games: 2, MaxPlies: 40, Progress: &prog, LiveProgress: true,
		Engines: []EngineSpec{fake(t, "A", "uci", "-seed", "1"), fake(t, "B", "uci", "-mode", "illegal", "-after", "1")}})
	out := prog.String()
	if r.sum.Played != 2 {
		t.Fatalf("played %d\n%q", r.sum.Played, out)
	}
	if n := strings.Count(out, "\r\x1b[K["); n != 2 {
		t.Errorf("%d status redraws, want 2: %q", n, out)
	}
	if strings.Count(out, "(B played illegal move") != 2 || !strings.HasSuffix(out, "\n") {
		t.Errorf("the illegal moves are not shown, or the line is not ended: %q", out)
	}
	last := out[strings.LastIndex(out, "\r\x1b[K")+4:]
	if !strings.HasPrefix(last, "[2/2] A vs B 2-0-0 100.0% Elo +inf") || strings.Count(last, "\n") != 1 {
		t.Errorf("final status line %q", last)
	}
}
