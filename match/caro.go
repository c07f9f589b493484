package match

import (
	"fmt"
	"strings"

	"github.com/alphabeta-go/alphabeta/caro"
)

// caroGame referees gomoku and caro with the caro package's rules.
type caroGame struct {
	rule          caro.Rule
	width, height int
}

func newCaroGame(rule string, width, height int) (Game, error) {
	r := caro.Freestyle
	if rule != "" {
		var err error
		if r, err = caro.ParseRule(rule); err != nil {
			return nil, err
		}
	}
	if width == 0 {
		width = 15
	}
	if height == 0 {
		height = width
	}
	if _, err := caro.New(width, height, 5, r); err != nil {
		return nil, err
	}
	return caroGame{rule: r, width: width, height: height}, nil
}

func (g caroGame) Name() string { return "caro" }

func (g caroGame) Protocols() []string { return []string{"pbrain"} }

// Rules names the rule and the board: "caro 15x15".
func (g caroGame) Rules() string { return fmt.Sprintf("%s %dx%d", g.rule, g.width, g.height) }

func (g caroGame) Setup(s *GameSetup, o Opening) {
	s.Game = "caro"
	s.Width, s.Height = g.width, g.height
	s.RuleCode = g.rule.GomocupCode()
}

// ParseOpening reads absolute moves "7,7 8,8" (pairs separated by white
// space or ';') or Gomocup-style centre-relative offsets "0,0, 1,0, 1,3"
// (every number followed by a comma, as in the Gomocup opening files). A
// prefix "offsets:" or "moves:" forces the reading.
func (g caroGame) ParseOpening(line string) (Opening, error) {
	offsets := false
	switch {
	case strings.HasPrefix(line, "offsets:"):
		offsets, line = true, strings.TrimPrefix(line, "offsets:")
	case strings.HasPrefix(line, "moves:"):
		line = strings.TrimPrefix(line, "moves:")
	default:
		offsets = strings.Contains(line, ", ") || strings.Contains(line, "-")
	}
	var pts []caro.Point
	var err error
	if offsets {
		pts, err = caro.ParseOffsets(line, g.width, g.height)
	} else {
		pts, err = caro.ParseMoves(line)
	}
	if err != nil {
		return Opening{}, err
	}
	o := Opening{}
	for _, p := range pts {
		o.Moves = append(o.Moves, p.String())
	}
	return o, nil
}

// DefaultOpenings is the caro package's suite of 41 short gomoku openings,
// less those that do not fit the board.
func (g caroGame) DefaultOpenings() []Opening {
	var out []Opening
	for i, op := range caro.Openings() {
		pts, err := op.On(g.width, g.height)
		if err != nil {
			continue
		}
		if _, err := caro.NewFromMoves(g.width, g.height, 5, g.rule, pts); err != nil {
			continue
		}
		o := Opening{Name: fmt.Sprintf("gomoku %d", i+1)}
		for _, p := range pts {
			o.Moves = append(o.Moves, p.String())
		}
		out = append(out, o)
	}
	return out
}

func (g caroGame) NewReferee(o Opening) (Referee, error) {
	b, err := caro.New(g.width, g.height, 5, g.rule)
	if err != nil {
		return nil, err
	}
	r := &caroReferee{board: b}
	for i, m := range o.Moves {
		if err := r.Play(m); err != nil {
			return nil, fmt.Errorf("opening move %d %s: %v", i+1, m, err)
		}
	}
	if r.Outcome().Over {
		return nil, fmt.Errorf("the opening ends the game")
	}
	return r, nil
}

type caroReferee struct {
	board *caro.Board
	moves []string
}

func (r *caroReferee) StartFEN() string { return "" }
func (r *caroReferee) Moves() []string  { return r.moves }

func (r *caroReferee) Turn() int {
	if r.board.SideToMove() == caro.Black {
		return First
	}
	return Second
}

func (r *caroReferee) Play(move string) error {
	x, y, ok := parseXY(move)
	if !ok {
		return fmt.Errorf("%q is not a move x,y", move)
	}
	p := caro.Point{X: x, Y: y}
	if p == caro.Pass {
		return fmt.Errorf("pass is not allowed")
	}
	if err := r.board.Play(p); err != nil {
		return err
	}
	r.moves = append(r.moves, p.String())
	return nil
}

func (r *caroReferee) Outcome() Outcome {
	b := r.board
	if !b.Over() {
		return Outcome{Winner: -1}
	}
	o := Outcome{Over: true, Winner: -1}
	switch b.Winner() {
	case caro.Black:
		o.Winner = First
	case caro.White:
		o.Winner = Second
	}
	switch b.Reason() {
	case caro.Line:
		o.Reason = fmt.Sprintf("%s in a row (%s)", lineName(len(b.WinLine())), b.Rule())
	case caro.Forbidden:
		o.Reason = "forbidden move (" + b.ForbiddenReason().String() + ")"
	case caro.Full:
		o.Reason = "board full"
	case caro.NoMove:
		o.Reason = "no legal move for black (renju): a draw"
	default:
		o.Reason = b.Reason().String()
	}
	return o
}

func lineName(n int) string {
	if n == 5 {
		return "five"
	}
	return fmt.Sprintf("%d", n)
}

func (r *caroReferee) Legal() []string {
	var out []string
	for _, p := range r.board.Moves(nil) {
		out = append(out, p.String())
	}
	return out
}
