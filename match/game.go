package match

import (
	"fmt"
	"strings"
)

// Opening is a start for a game pair: a position (xiangqi FEN, "" for the
// standard start) and moves played from it before the engines take over.
type Opening struct {
	FEN   string
	Moves []string
	Name  string // a comment from the suite, if any
}

// Outcome is how a game ended.
type Outcome struct {
	Over   bool
	Winner int    // First, Second, or -1 for a draw
	Reason string // e.g. "checkmate", "perpetual check", "five in a row"
}

// Referee keeps the position of one game and applies the rules.
type Referee interface {
	// StartFEN is the position before the first move ("" for caro).
	StartFEN() string
	// Moves is every move since StartFEN, opening moves included.
	Moves() []string
	// Turn is the side to move.
	Turn() int
	// Play applies a move written as its engines write it (ICCS h2e2,
	// caro x,y); an error means the move is illegal.
	Play(move string) error
	// Outcome says whether the game is over, and why.
	Outcome() Outcome
	// Legal lists the legal moves (used by the test engine).
	Legal() []string
}

// Game is one of the games the runner can referee.
type Game interface {
	Name() string
	// NewReferee sets up a game from an opening.
	NewReferee(o Opening) (Referee, error)
	// Setup fills the game part of what engines are told at the start.
	Setup(g *GameSetup, o Opening)
	// ParseOpening reads one line of an openings file.
	ParseOpening(line string) (Opening, error)
	// DefaultOpenings is the suite shipped with the program.
	DefaultOpenings() []Opening
	// Protocols lists the protocols its engines may speak.
	Protocols() []string
	// Rules names the rule variant refereed ("asian repetition", "caro
	// 15x15"): matches merged must agree on it.
	Rules() string
}

// NewGame returns the game by name: "xiangqi", or "caro" with a rule name
// (see caro.ParseRule) and a board size.
func NewGame(name, rule string, width, height int) (Game, error) {
	switch strings.ToLower(name) {
	case "xiangqi", "cotuong", "chinese-chess":
		return NewXiangqi(RepetitionAsian), nil
	case "caro", "gomoku":
		return newCaroGame(rule, width, height)
	}
	return nil, fmt.Errorf("unknown game %q (want xiangqi or caro)", name)
}

// ReadOpenings parses an openings file: one opening a line, blank lines and
// lines starting with # skipped; text after " #" on a line is its name.
// Openings that do not parse or are illegal are reported with their line
// number and left out.
func ReadOpenings(g Game, text string) ([]Opening, []error) {
	var out []Opening
	var errs []error
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(strings.TrimRight(line, "\r"))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name := ""
		if k := strings.Index(line, " #"); k >= 0 {
			name = strings.TrimSpace(line[k+2:])
			line = strings.TrimSpace(line[:k])
		}
		o, err := g.ParseOpening(line)
		if err == nil {
			_, err = g.NewReferee(o) // plays the moves: legality
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("line %d: %v", i+1, err))
			continue
		}
		if o.Name == "" {
			o.Name = name
		}
		out = append(out, o)
	}
	return out, errs
}
