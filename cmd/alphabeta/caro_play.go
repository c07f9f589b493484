package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
	"github.com/alphabeta-go/alphabeta/caro/play"
	"github.com/alphabeta-go/alphabeta/internal/cli"
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
	const usage = "Usage: alphabeta caro play [--size 15] [--rule caro|freestyle|standard|renju|caro-exact] [--first human|engine] [--lang en|vi] [--time 1s]"
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), usage)
		fs.PrintDefaults()
	}
	cli.SetVietnameseHelp(fs, vietnamese, usage+"\n\nPlay against the engine in the terminal (undo, hint, threats, save/load).")
	if code, ok := cli.ParseOnly(fs, args, lang); !ok {
		return code
	}
	rule, err := caro.ParseRule(*ruleName)
	if err != nil {
		return usageError(fs, *lang, "%v", err)
	}
	w, h := *size, *size
	if *width > 0 {
		w = *width
	}
	if *height > 0 {
		h = *height
	}
	if err := engine.CheckSize(w, h); err != nil {
		return usageError(fs, *lang, "%v", err)
	}
	var human caro.Stone
	switch strings.ToLower(*first) {
	case "human", "me", "nguoi", "người":
		human = caro.Black
	case "engine", "computer", "may", "máy":
		human = caro.White
	default:
		return usageError(fs, *lang, "--first %q: want human or engine", *first)
	}
	if *moveTime <= 0 {
		return usageError(fs, *lang, "--time must be positive")
	}
	if err := cli.CheckHashThreads(*hashMB, *threads); err != nil {
		return usageError(fs, *lang, "%v", err)
	}
	ms, err := caro.ParseMoves(*moves)
	if err != nil {
		return usageError(fs, *lang, "--moves: %v", err)
	}
	b, err := caro.NewFromMoves(w, h, 5, rule, ms)
	if err != nil {
		return usageError(fs, *lang, "--moves: %v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	eng := &play.Strong{
		Engine: engine.New(engine.Options{Threads: *threads, HashMB: *hashMB}),
		Time:   *moveTime, HintTime: *moveTime, Lang: *lang,
	}
	err = play.Run(ctx, os.Stdin, os.Stdout, b, play.Options{Human: human, Lang: *lang, Engine: eng})
	if err != nil && ctx.Err() == nil {
		return failure(fs, *lang, "%v", err)
	}
	return 0
}
