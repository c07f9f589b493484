package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"time"

	"alphabeta/caro"
	"alphabeta/caro/engine"
	"alphabeta/caro/play"
)

func init() {
	registerCaro("play", "play against the engine in the terminal (undo, hint, threats, save/load)", runCaroPlay)
}

func runCaroPlay(args []string) int {
	fs := flag.NewFlagSet("caro play", flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	size := fs.Int("size", 15, "board size (5..32); --width/--height for a rectangle")
	width := fs.Int("width", 0, "board width (default: --size)")
	height := fs.Int("height", 0, "board height (default: --size)")
	ruleName := fs.String("rule", "caro", "rule: caro, caro-exact, freestyle, standard or renju")
	first := fs.String("first", "human", "who plays black and moves first: human or engine")
	lang := fs.String("lang", "en", "language of the messages: en or vi")
	moveTime := fs.Duration("time", time.Second, "engine time per move")
	threads := fs.Int("threads", 1, "engine search threads")
	hashMB := fs.Int("hash", 64, "engine transposition table (MiB)")
	moves := fs.String("moves", "", `start from these moves ("7,7 8,8 …", black first)`)
	fs.Usage = func() {
		fmt.Fprintln(os.Stderr, "Usage: alphabeta caro play [--size 15] [--rule caro|freestyle|standard|renju|caro-exact] [--first human|engine] [--lang en|vi] [--time 1s]")
		fs.PrintDefaults()
	}
	if code, ok := parseFlagsOnly(fs, args, lang); !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(os.Stderr, "alphabeta caro play: "+format+"\n", a...)
		return 2
	}
	rule, err := caro.ParseRule(*ruleName)
	if err != nil {
		return fail("%v", err)
	}
	w, h := *size, *size
	if *width > 0 {
		w = *width
	}
	if *height > 0 {
		h = *height
	}
	if w < engine.MinSize || h < engine.MinSize || w > engine.MaxSize || h > engine.MaxSize {
		return fail("board %dx%d: each side must be %d..%d", w, h, engine.MinSize, engine.MaxSize)
	}
	var human caro.Stone
	switch strings.ToLower(*first) {
	case "human", "me", "nguoi", "người":
		human = caro.Black
	case "engine", "computer", "may", "máy":
		human = caro.White
	default:
		return fail("--first %q: want human or engine", *first)
	}
	if *moveTime <= 0 {
		return fail("--time must be positive")
	}
	if err := checkHashThreads(*hashMB, *threads); err != nil {
		return fail("%v", err)
	}
	b, err := caro.New(w, h, 5, rule)
	if err != nil {
		return fail("%v", err)
	}
	if *moves != "" {
		ms, err := caro.ParseMoves(*moves)
		if err != nil {
			return fail("--moves: %v", err)
		}
		if err := b.PlayMoves(ms); err != nil {
			return fail("--moves: %v", err)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	eng := &play.Strong{
		Engine: engine.New(engine.Options{Threads: *threads, HashMB: *hashMB}),
		Time:   *moveTime, HintTime: *moveTime, Lang: *lang,
	}
	err = play.Run(ctx, os.Stdin, os.Stdout, b, play.Options{Human: human, Lang: *lang, Engine: eng})
	if err != nil && ctx.Err() == nil {
		fmt.Fprintln(os.Stderr, "alphabeta caro play:", err)
		return 1
	}
	return 0
}
