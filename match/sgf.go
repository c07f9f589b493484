package match

import (
	"fmt"
	"strings"
)

// SGFGame is one game of an SGF collection as `match rejudge` reads it:
// the root node's properties (the first value of each) and the moves of the
// main line, in order.
type SGFGame struct {
	Index int               // 1-based place in the collection
	Props map[string]string // root properties: SZ, RU, PB, PW, RE, TE, …
	Moves []SGFMove
}

// SGFMove is one move of an SGF game: its colour ('B' or 'W') and its
// point, or the value as written when it is not a point (a pass, a typo).
type SGFMove struct {
	Color byte
	X, Y  int
	Raw   string // the value of B[…] or W[…]
}

// Bounds of ParseSGF: a collection of at most MaxSGFGames games of at most
// MaxSGFNodes nodes each (a 32×32 board holds 1,024 stones).
const (
	MaxSGFGames = 1_000_000
	MaxSGFNodes = 4096
)

// ParseSGF reads an SGF collection of gomoku games (GM[4]) as this runner
// and c-gomoku-cli write them: game trees "(;root;B[hh];W[ih]…)" with no
// variations. Point values are two letters, a–z then A–Z (0–51), x first.
// Values escape ']' and '\' with '\'. An error names the game and what is
// wrong; nothing is returned with it.
func ParseSGF(text string) ([]SGFGame, error) {
	p := &sgfParser{s: text}
	var games []SGFGame
	for {
		p.space()
		if p.i >= len(p.s) {
			break
		}
		if p.s[p.i] != '(' {
			return nil, fmt.Errorf("sgf: game %d: unexpected %q at byte %d (want '(')", len(games)+1, p.s[p.i], p.i)
		}
		if len(games) >= MaxSGFGames {
			return nil, fmt.Errorf("sgf: more than %d games", MaxSGFGames)
		}
		g, err := p.game(len(games) + 1)
		if err != nil {
			return nil, err
		}
		games = append(games, g)
	}
	if len(games) == 0 {
		return nil, fmt.Errorf("sgf: no game")
	}
	return games, nil
}

type sgfParser struct {
	s string
	i int
}

func (p *sgfParser) space() {
	for p.i < len(p.s) && strings.IndexByte(" \t\r\n", p.s[p.i]) >= 0 {
		p.i++
	}
}

// game reads one game tree, p.i at its '('.
func (p *sgfParser) game(n int) (SGFGame, error) {
	g := SGFGame{Index: n, Props: map[string]string{}}
	fail := func(format string, a ...any) (SGFGame, error) {
		return SGFGame{}, fmt.Errorf("sgf: game %d: "+format, append([]any{n}, a...)...)
	}
	p.i++ // '('
	nodes := 0
	for {
		p.space()
		if p.i >= len(p.s) {
			return fail("cut short (no closing ')')")
		}
		switch c := p.s[p.i]; c {
		case ')':
			p.i++
			if nodes == 0 {
				return fail("no node")
			}
			return g, nil
		case '(':
			return fail("variations are not supported (byte %d)", p.i)
		case ';':
			p.i++
			if nodes++; nodes > MaxSGFNodes {
				return fail("more than %d nodes", MaxSGFNodes)
			}
			if err := p.node(&g, nodes == 1); err != nil {
				return fail("%v", err)
			}
		default:
			return fail("unexpected %q at byte %d (want ';' or ')')", c, p.i)
		}
	}
}

// node reads the properties of one node, p.i after its ';'.
func (p *sgfParser) node(g *SGFGame, root bool) error {
	moves := 0
	for {
		p.space()
		if p.i >= len(p.s) || !isSGFLetter(p.s[p.i]) {
			return nil
		}
		start := p.i
		for p.i < len(p.s) && isSGFLetter(p.s[p.i]) {
			p.i++
		}
		id := p.s[start:p.i]
		if len(id) > 16 {
			return fmt.Errorf("property name %.16q… too long", id)
		}
		p.space()
		if p.i >= len(p.s) || p.s[p.i] != '[' {
			return fmt.Errorf("property %s without a value (byte %d)", id, p.i)
		}
		for first := true; ; first = false {
			p.space()
			if p.i >= len(p.s) || p.s[p.i] != '[' {
				break
			}
			v, err := p.value()
			if err != nil {
				return fmt.Errorf("property %s: %v", id, err)
			}
			switch {
			case id == "B" || id == "W":
				if !first {
					return fmt.Errorf("move %s with several values", id)
				}
				if moves++; moves > 1 {
					return fmt.Errorf("a node with two moves (byte %d)", start)
				}
				m := SGFMove{Color: id[0], X: -1, Y: -1, Raw: v}
				if len(v) == 2 {
					x, okx := sgfCoordValue(v[0])
					y, oky := sgfCoordValue(v[1])
					if okx && oky {
						m.X, m.Y = x, y
					}
				}
				g.Moves = append(g.Moves, m)
			case root && first:
				if _, dup := g.Props[id]; !dup {
					g.Props[id] = v
				}
			}
		}
	}
}

// value reads "[…]", p.i at '[', and returns it unescaped.
func (p *sgfParser) value() (string, error) {
	start := p.i
	p.i++
	var b strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == ']':
			p.i++
			return b.String(), nil
		case c == '\\' && p.i+1 < len(p.s):
			p.i++
			if p.s[p.i] == '\n' { // a soft line break
				p.i++
				continue
			}
			b.WriteByte(p.s[p.i])
		default:
			b.WriteByte(c)
		}
		p.i++
	}
	return "", fmt.Errorf("value at byte %d is not closed", start)
}

func isSGFLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// sgfCoordValue reads one coordinate letter as WriteSGF writes it.
func sgfCoordValue(c byte) (int, bool) {
	switch {
	case c >= 'a' && c <= 'z':
		return int(c - 'a'), true
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 26, true
	}
	return 0, false
}
