// Package caro holds m,n,k boards (tic-tac-toe is 3,3,3; Gomoku and Caro are
// 15×15 with k = 5) and the rules that decide who has won.
package caro

import (
	"fmt"
	"strings"
)

// Point is a cell, 0-based, X = column from the left, Y = row from the top:
// the coordinates of the Gomocup protocol.
type Point struct{ X, Y int }

func (p Point) String() string { return fmt.Sprintf("%d,%d", p.X, p.Y) }

// Name is the point as the boards label it, the web page's and the
// terminal game's alike: its column's letter (a for X 0) and its row's
// number counted from 1 at the top, "h8" for 7,7, as ParseMoves reads it
// back. Messages name points this way, so that a player finds them on the
// board. A point that has no such name (a negative coordinate, a column
// past z) is written as its coordinates, "x,y".
func (p Point) Name() string {
	if p.X < 0 || p.X >= 26 || p.Y < 0 {
		return p.String()
	}
	return fmt.Sprintf("%c%d", 'a'+p.X, p.Y+1)
}

// Rule is the winning rule of a game.
type Rule int8

const (
	// Freestyle: five or more in a row wins (Gomocup rule 0).
	Freestyle Rule = iota
	// Standard: exactly five wins; an overline does not (Gomocup rule 1).
	Standard
	// Renju: black may not make double-three, double-four or an overline; a
	// forbidden move loses; white wins with five or more (Gomocup rule 4).
	Renju
	// Caro: an unbroken line of five or more wins unless the opponent blocks
	// both ends; the board edge does not block (Gomocup rule 8).
	Caro
	// CaroExact: Caro where an overline does not win (Gomocup rule 9).
	CaroExact
)

var ruleNames = [...]string{"freestyle", "standard", "renju", "caro", "caro-exact"}

func (r Rule) String() string {
	if int(r) >= 0 && int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return fmt.Sprintf("Rule(%d)", int(r))
}

// Set makes *Rule a flag.Value: it reads a name as ParseRule does.
func (r *Rule) Set(s string) error {
	v, err := ParseRule(s)
	if err == nil {
		*r = v
	}
	return err
}

// ParseRule reads a rule name as the command line and the web API spell it.
func ParseRule(s string) (Rule, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "freestyle", "free", "gomoku":
		return Freestyle, nil
	case "standard", "exact", "exact-five", "exactfive":
		return Standard, nil
	case "renju":
		return Renju, nil
	case "caro", "caro8":
		return Caro, nil
	case "caro-exact", "caroexact", "caro9":
		return CaroExact, nil
	}
	return 0, errorf("unknown rule %q (want freestyle, standard, renju, caro or caro-exact)", s)
}

// GomocupCode is the rule's value in the Gomocup protocol's INFO rule.
func (r Rule) GomocupCode() int {
	switch r {
	case Standard:
		return 1
	case Renju:
		return 4
	case Caro:
		return 8
	case CaroExact:
		return 9
	}
	return 0
}

// RuleFromGomocup maps the INFO rule bitmask to a rule: bit 2 (4) renju,
// bit 3 (8) caro, bit 0 (1) exactly five; bit 1 (continuous game) is ignored.
func RuleFromGomocup(code int) Rule {
	switch {
	case code&4 != 0:
		return Renju
	case code&8 != 0 && code&1 != 0:
		return CaroExact
	case code&8 != 0:
		return Caro
	case code&1 != 0:
		return Standard
	}
	return Freestyle
}
