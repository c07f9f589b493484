package engine

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"alphabeta/caro"
	"alphabeta/caro/pbrain"
)

// A scripted Gomocup session: the brain answers every turn with a legal
// move in time, takes the win when it has one, and survives junk.
func TestBrainProtocolSession(t *testing.T) {
	in := strings.Join([]string{
		"START 15",
		"INFO timeout_turn 300",
		"INFO rule 0",
		"BEGIN",
		"TURN 7,8",
		"FOO bar",
		"BOARD",
		"7,7,1", "8,7,1", "9,7,1", "10,7,1",
		"7,8,2", "8,8,2", "9,8,2",
		"DONE",
		"ABOUT",
		"END",
	}, "\r\n") + "\r\n"
	var out bytes.Buffer
	start := time.Now()
	if err := pbrain.Serve(context.Background(), NewBrain(Options{HashMB: 4}), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("session took %v", el)
	}
	var answers []string
	for _, l := range strings.Split(out.String(), "\r\n") {
		if l == "" || strings.HasPrefix(l, "MESSAGE") || strings.HasPrefix(l, "DEBUG") {
			continue
		}
		answers = append(answers, l)
	}
	if len(answers) < 6 {
		t.Fatalf("answers: %q", answers)
	}
	if answers[0] != "OK" || answers[1] != "7,7" {
		t.Errorf("START/BEGIN: %q", answers[:2])
	}
	second, err := caro.ParseMoves(answers[2])
	if err != nil || len(second) != 1 || second[0] == (caro.Point{X: 7, Y: 7}) || second[0] == (caro.Point{X: 7, Y: 8}) {
		t.Errorf("TURN answer %q", answers[2])
	}
	if !strings.HasPrefix(answers[3], "UNKNOWN") {
		t.Errorf("junk: %q", answers[3])
	}
	if answers[4] != "6,7" && answers[4] != "11,7" {
		t.Errorf("BOARD with an open four: played %q, want 6,7 or 11,7", answers[4])
	}
	if !strings.Contains(answers[5], "pbrain-alphabeta") {
		t.Errorf("ABOUT: %q", answers[5])
	}
}

func TestBrainRejectsBadSizes(t *testing.T) {
	b := NewBrain(Options{HashMB: 1})
	if err := b.NewGame(4, 15); err == nil {
		t.Error("4x15 accepted")
	}
	if err := b.NewGame(20, 20); err != nil {
		t.Error(err)
	}
}

func TestBrainSwap2(t *testing.T) {
	in := strings.Join([]string{
		"START 15", "INFO timeout_turn 200",
		"SWAP2BOARD", "DONE", // propose an opening
		"SWAP2BOARD", "7,7", "0,0", "8,7", "14,14", "9,7", "DONE", // black has an open three: swap
		"SWAP2BOARD", "0,0", "7,7", "14,14", "8,7", "0,14", "DONE", // white is better: play on
		"END",
	}, "\r\n") + "\r\n"
	var out bytes.Buffer
	if err := pbrain.Serve(context.Background(), NewBrain(Options{HashMB: 4}), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	var answers []string
	for _, l := range strings.Split(out.String(), "\r\n") {
		if l != "" && !strings.HasPrefix(l, "MESSAGE") && !strings.HasPrefix(l, "DEBUG") {
			answers = append(answers, l)
		}
	}
	if len(answers) != 4 || answers[0] != "OK" {
		t.Fatalf("answers %q", answers)
	}
	if ms, err := caro.ParseMoves(answers[1]); err != nil || len(ms) != 3 {
		t.Errorf("opening proposal %q", answers[1])
	}
	if answers[2] != "SWAP" {
		t.Errorf("facing black's open three: %q, want SWAP", answers[2])
	}
	if ms, err := caro.ParseMoves(answers[3]); err != nil || len(ms) != 1 {
		t.Errorf("white ahead: %q, want a move", answers[3])
	}
}
