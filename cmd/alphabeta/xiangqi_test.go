package main

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"
)

func TestXiangqiPerftCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := xiangqiPerft([]string{"--divide", "2"}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 45 {
		t.Fatalf("%d lines, want 44 moves and the summary", len(lines))
	}
	if !regexp.MustCompile(`^[a-i][0-9][a-i][0-9]: \d+$`).MatchString(lines[0]) {
		t.Errorf("divide line %q", lines[0])
	}
	if !regexp.MustCompile(`^nodes 1920 time \d+\.\d{3} nps \d+$`).MatchString(lines[44]) {
		t.Errorf("summary line %q", lines[44])
	}
	out.Reset()
	// flags after the depth, and a FEN
	if rc := xiangqiPerft([]string{"3", "--fen", "4k4/9/9/9/9/9/9/9/9/3K1R3 w"}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	if !strings.HasPrefix(out.String(), "nodes ") {
		t.Errorf("output %q", out.String())
	}
	for _, bad := range [][]string{{}, {"x"}, {"-1"}, {"--fen", "nonsense", "2"}, {"--nope", "2"}} {
		errb.Reset()
		if rc := xiangqiPerft(bad, &out, &errb); rc == 0 || errb.Len() == 0 {
			t.Errorf("perft %q: rc %d, stderr %q", bad, rc, errb.String())
		}
	}
	// A FEN without the side to move is refused, not taken as Red to move.
	errb.Reset()
	if rc := xiangqiPerft([]string{"--fen", "4k4/9/9/9/9/9/9/9/9/3K1R3", "1"}, &out, &errb); rc == 0 || !strings.Contains(errb.String(), "no side to move") {
		t.Errorf("perft with a FEN without side: rc %d, stderr %q", rc, errb.String())
	}
}

func TestXiangqiShowCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := xiangqiShow([]string{"--moves", "h2e2 h9g7"}, &out, &errb, false); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	s := out.String()
	if !strings.Contains(s, "炮") || !strings.Contains(s, "Red to move") || strings.Contains(s, "\x1b[") {
		t.Errorf("show output:\n%s", s)
	}
	out.Reset()
	if rc := xiangqiShow([]string{"--ascii", "--color", "always", "--lang", "vi"}, &out, &errb, false); rc != 0 {
		t.Fatalf("rc %d", rc)
	}
	if s := out.String(); !strings.Contains(s, "Đỏ đi") || !strings.Contains(s, "\x1b[") || !strings.Contains(s, "R") {
		t.Errorf("show --ascii --color always --lang vi:\n%s", s)
	}
	for _, bad := range [][]string{{"--fen", "x"}, {"--moves", "e0e2"}, {"--lang", "fr"}, {"--color", "blue"},
		{"--fen", "4k4/9/9/9/9/9/9/9/9/3K1R3"}, {"4k4/9/9/9/9/9/9/9/9/3K1R3"}} {
		errb.Reset()
		if rc := xiangqiShow(bad, &out, &errb, false); rc == 0 || errb.Len() == 0 {
			t.Errorf("show %q: rc %d, stderr %q", bad, rc, errb.String())
		}
	}
}

func TestXiangqiBenchCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := xiangqiBench([]string{"--depth", "3", "--runs", "2", "--peer", "none"}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	if !strings.Contains(out.String(), "median: nodes 79666 time ") {
		t.Errorf("bench output %q", out.String())
	}
}

func TestXiangqiBenchWithPeer(t *testing.T) {
	if _, err := os.Stat("/usr/games/fairy-stockfish"); err != nil {
		t.Skip("fairy-stockfish not installed")
	}
	var out, errb bytes.Buffer
	if rc := xiangqiBench([]string{"--depth", "3", "--runs", "1", "--peer", "/usr/games/fairy-stockfish"}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	if !strings.Contains(out.String(), "ratio ours/peer: ") {
		t.Errorf("bench output %q", out.String())
	}
	if rc := xiangqiBench([]string{"--depth", "2", "--peer", "/nonexistent/engine"}, &out, &errb); rc == 0 {
		t.Errorf("a missing peer should fail")
	}
}
