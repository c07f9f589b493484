package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
	"github.com/alphabeta-go/alphabeta/xiangqi/uci"
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

// bench --signature prints the engine's signature and refuses the perft
// flags, which have no say in it.
func TestXiangqiBenchSignature(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := xiangqiBench([]string{"--signature"}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	want, err := engine.Signature(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), fmt.Sprintf("signature %d\ndepth %d time ", want, engine.SignatureDepth)) {
		t.Errorf("bench --signature: %q, want signature %d", out.String(), want)
	}
	for _, bad := range [][]string{{"--signature", "--depth", "3"}, {"--signature", "--peer", "none"}, {"--signature", "x"}} {
		errb.Reset()
		if rc := xiangqiBench(bad, &out, &errb); rc != 2 || !strings.Contains(errb.String(), "--signature takes no other flag") {
			t.Errorf("bench %q: rc %d, stderr %q", bad, rc, errb.String())
		}
	}
}

// TestUCIHelperProcess is not a test: run by the tests below as a peer
// engine (our own, on stdin/stdout), it serves and exits.
func TestUCIHelperProcess(t *testing.T) {
	if os.Getenv("ALPHABETA_UCI_HELPER") != "1" {
		return
	}
	uci.NewServer(engine.New(engine.Options{HashMB: 1}), os.Stdout).Run(os.Stdin)
	os.Exit(0)
}

// peerScript writes an executable shell script with body and returns its path.
func peerScript(t *testing.T, body string) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the peer is a shell script")
	}
	path := filepath.Join(t.TempDir(), "peer")
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// Without fairy-stockfish: our own engine is the UCCI peer, through the
// match runner's process client. Its counts agree with ours.
func TestXiangqiBenchWithOwnEngineAsPeer(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	peer := peerScript(t, fmt.Sprintf("ALPHABETA_UCI_HELPER=1 exec %q -test.run='^TestUCIHelperProcess$'", exe))
	var out, errb bytes.Buffer
	if rc := xiangqiBench([]string{"--depth", "3", "--runs", "2", "--peer", peer}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s\n%s", rc, errb.String(), out.String())
	}
	for _, want := range []string{"median: nodes 79666 ", "median peer (" + peer + ")", "ratio ours/peer: "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("bench output lacks %q:\n%s", want, out.String())
		}
	}
}

// A peer that never answers, or exits at once, is an error after a bounded
// wait, and the hanging one is ended.
func TestXiangqiBenchBadPeer(t *testing.T) {
	defer func(d time.Duration) { peerHandshake = d }(peerHandshake)
	peerHandshake = 300 * time.Millisecond
	for _, body := range []string{"sleep 30", "exit 0", "echo ucciok; sleep 30"} {
		var out, errb bytes.Buffer
		start := time.Now()
		rc := xiangqiBench([]string{"--depth", "2", "--runs", "1", "--peer", peerScript(t, body)}, &out, &errb)
		if rc != 1 || errb.Len() == 0 {
			t.Errorf("peer %q: rc %d, stderr %q", body, rc, errb.String())
		}
		if el := time.Since(start); el > 20*time.Second {
			t.Errorf("peer %q: bench took %v", body, el)
		}
	}
}
