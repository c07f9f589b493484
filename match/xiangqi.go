package match

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// xiangqiGame referees xiangqi with the xiangqi package's rules: mate and
// stalemate lose, perpetual check (and, under Asian rules, the chases that
// package rules on) loses, other threefold repetitions draw, 120 plies
// without a capture draw, no attacking pieces draw.
type xiangqiGame struct{ repetition Repetition }

// Repetition is how the referee rules on a threefold repetition.
type Repetition int

const (
	// RepetitionAsian is the xiangqi package's ruling: perpetual check
	// loses, then perpetual chase loses, anything else draws.
	RepetitionAsian Repetition = iota
	// RepetitionSimple rules on perpetual check alone (the side that gave
	// check with every move of the cycle loses) and draws every other
	// repetition, chases included: the rule of engines that do not know
	// the chase rule (fairy-stockfish 11.1).
	RepetitionSimple
)

func (r Repetition) String() string {
	if r == RepetitionSimple {
		return "simple"
	}
	return "asian"
}

// ParseRepetition reads "asian" or "simple".
func ParseRepetition(s string) (Repetition, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "asian":
		return RepetitionAsian, nil
	case "simple":
		return RepetitionSimple, nil
	}
	return 0, fmt.Errorf("unknown repetition rule %q (want asian or simple)", s)
}

// NewXiangqi returns the xiangqi game refereed with the given repetition
// rule (NewGame("xiangqi", …) is NewXiangqi(RepetitionAsian)).
func NewXiangqi(r Repetition) Game { return xiangqiGame{repetition: r} }

//go:embed openings/xiangqi.txt
var xiangqiOpenings string

func (xiangqiGame) Name() string        { return "xiangqi" }
func (xiangqiGame) Protocols() []string { return []string{"uci", "ucci", "xboard"} }

// Rules names the repetition rule: "asian repetition", "simple repetition".
func (g xiangqiGame) Rules() string { return g.repetition.String() + " repetition" }

func (xiangqiGame) Setup(s *GameSetup, o Opening) {
	s.Game = "xiangqi"
	s.StartFEN = o.FEN
	if s.StartFEN == "" {
		s.StartFEN = xiangqi.StartFEN
	}
}

// ParseOpening reads a FEN (two to six fields: the side to move is
// required, not guessed), optionally followed by "moves m1 m2 …", or a
// list of ICCS moves from the start position.
func (xiangqiGame) ParseOpening(line string) (Opening, error) {
	var o Opening
	line = strings.TrimSpace(line)
	fen, moves, hasMoves := strings.Cut(line, " moves ")
	if strings.Contains(fen, "/") {
		if strings.HasPrefix(fen, "fen ") {
			fen = strings.TrimSpace(fen[4:])
		}
		p, err := xiangqi.ParseFENStrict(fen)
		if err != nil {
			return o, err
		}
		o.FEN = p.FEN()
		if o.FEN == xiangqi.StartFEN {
			o.FEN = ""
		}
		if !hasMoves {
			moves = ""
		}
	} else {
		moves = line
	}
	for _, m := range strings.Fields(moves) {
		mv, err := xiangqi.ParseICCS(strings.ToLower(m))
		if err != nil {
			return o, err
		}
		o.Moves = append(o.Moves, mv.String())
	}
	return o, nil
}

func (g xiangqiGame) DefaultOpenings() []Opening {
	out, _ := ReadOpenings(g, xiangqiOpenings)
	return out
}

func (g xiangqiGame) NewReferee(o Opening) (Referee, error) {
	fen := o.FEN
	if fen == "" {
		fen = xiangqi.StartFEN
	}
	p, err := xiangqi.ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	r := &xiangqiReferee{pos: p, fen: p.FEN(), repetition: g.repetition}
	for i, m := range o.Moves {
		if err := r.Play(m); err != nil {
			return nil, fmt.Errorf("opening move %d: %v", i+1, err)
		}
	}
	if r.Outcome().Over {
		return nil, fmt.Errorf("the opening ends the game")
	}
	return r, nil
}

type xiangqiReferee struct {
	pos        *xiangqi.Position
	fen        string
	moves      []string
	repetition Repetition
}

func (r *xiangqiReferee) StartFEN() string { return r.fen }
func (r *xiangqiReferee) Moves() []string  { return r.moves }

func (r *xiangqiReferee) Turn() int {
	if r.pos.SideToMove() == xiangqi.Red {
		return First
	}
	return Second
}

func (r *xiangqiReferee) Play(move string) error {
	m, err := xiangqi.ParseICCS(strings.ToLower(move))
	if err != nil {
		return err
	}
	if !r.pos.IsLegal(m) {
		return fmt.Errorf("%s is not legal in %s", move, r.pos.FEN())
	}
	r.pos.Make(m)
	r.moves = append(r.moves, m.String())
	return nil
}

func (r *xiangqiReferee) Outcome() Outcome {
	o := r.pos.Outcome()
	if o.Reason == xiangqi.PerpetualChase && r.repetition == RepetitionSimple {
		// The xiangqi package rules perpetual check before chases, so a
		// chase verdict means nobody checked throughout: a plain repetition.
		o = xiangqi.Outcome{Result: xiangqi.Draw, Reason: xiangqi.Repetition}
	}
	switch o.Result {
	case xiangqi.RedWins:
		return Outcome{Over: true, Winner: First, Reason: o.Reason.String()}
	case xiangqi.BlackWins:
		return Outcome{Over: true, Winner: Second, Reason: o.Reason.String()}
	case xiangqi.Draw:
		return Outcome{Over: true, Winner: -1, Reason: o.Reason.String()}
	}
	return Outcome{Winner: -1}
}

func (r *xiangqiReferee) Legal() []string {
	var out []string
	for _, m := range r.pos.GenerateLegal(nil) {
		out = append(out, m.String())
	}
	return out
}
