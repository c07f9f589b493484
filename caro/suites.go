package caro

import (
	"bufio"
	_ "embed"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// The suites are small and used by tests of several packages, the match
// runner and the benchmarks, so they are compiled in.

//go:embed data/rule-checks.tsv
var ruleChecksTSV string

//go:embed data/openings-offset.txt
var openingsText string

// RuleCheck is one position of the rule-understanding suite (GomocupJudge):
// the side to move (the colour that did not play the last stone) should play
// one of Want and none of Avoid.
type RuleCheck struct {
	Name    string
	Rule    Rule
	Size    int
	GJ      string  // the position in GomocupJudge's letter notation
	Moves   []Point // the position, black first
	Want    []Point // any of these is right (empty: no requirement)
	Avoid   []Point // none of these may be played
	Note    string
	LineNum int
}

// Board sets the position up.
func (c RuleCheck) Board() (*Board, error) {
	return NewFromMoves(c.Size, c.Size, 5, c.Rule, c.Moves)
}

// Accepts reports whether playing m passes the check.
func (c RuleCheck) Accepts(m Point) bool {
	for _, a := range c.Avoid {
		if a == m {
			return false
		}
	}
	if len(c.Want) == 0 {
		return true
	}
	for _, w := range c.Want {
		if w == m {
			return true
		}
	}
	return false
}

// RuleChecks is the compiled-in rule-understanding suite.
func RuleChecks() []RuleCheck {
	checks, err := ReadRuleChecks(strings.NewReader(ruleChecksTSV))
	if err != nil {
		panic(err) // the embedded file is tested
	}
	return checks
}

// ReadRuleChecks parses the suite's TSV: a header line, then rule_name,
// gomocup_rule, size, gj_string, moves_pbrain, expected ("a|b" any of,
// "!m" must not), note.
func ReadRuleChecks(r io.Reader) ([]RuleCheck, error) {
	var checks []RuleCheck
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimRight(sc.Text(), "\r")
		if line == 1 || strings.TrimSpace(text) == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Split(text, "\t")
		if len(f) < 6 {
			return nil, fmt.Errorf("rule checks line %d: %d fields, want at least 6", line, len(f))
		}
		code, err := strconv.Atoi(f[1])
		if err != nil {
			return nil, fmt.Errorf("rule checks line %d: gomocup_rule %q: %v", line, f[1], err)
		}
		size, err := strconv.Atoi(f[2])
		if err != nil || size < MinSize || size > MaxSize {
			return nil, fmt.Errorf("rule checks line %d: bad size %q", line, f[2])
		}
		moves, err := ParseMoves(f[4])
		if err != nil {
			return nil, fmt.Errorf("rule checks line %d: %v", line, err)
		}
		c := RuleCheck{Name: f[0], Rule: RuleFromGomocup(code), Size: size, GJ: f[3], Moves: moves, LineNum: line}
		if len(f) > 6 {
			c.Note = f[6]
		}
		for _, alt := range strings.Split(f[5], "|") {
			alt = strings.TrimSpace(alt)
			avoid := strings.HasPrefix(alt, "!")
			ms, err := ParseMoves(strings.TrimPrefix(alt, "!"))
			if err != nil || len(ms) != 1 {
				return nil, fmt.Errorf("rule checks line %d: expected move %q", line, alt)
			}
			if avoid {
				c.Avoid = append(c.Avoid, ms[0])
			} else {
				c.Want = append(c.Want, ms[0])
			}
		}
		checks = append(checks, c)
	}
	return checks, sc.Err()
}

// Opening is a short opening as centre-relative offsets, black first.
type Opening []Point

// On places the opening on a width×height board.
func (o Opening) On(width, height int) ([]Point, error) { return FromOffsets(o, width, height) }

// Openings is the compiled-in suite of 41 short gomoku openings.
func Openings() []Opening {
	ops, err := ReadOpenings(strings.NewReader(openingsText))
	if err != nil {
		panic(err) // the embedded file is tested
	}
	return ops
}

// ReadOpenings parses one opening a line, "dx,dy, dx,dy, …"; blank lines and
// lines starting with # are skipped.
func ReadOpenings(r io.Reader) ([]Opening, error) {
	var ops []Opening
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		ms, err := ParseMoves(text)
		if err != nil {
			return nil, fmt.Errorf("openings line %d: %v", line, err)
		}
		if len(ms) == 0 {
			return nil, fmt.Errorf("openings line %d: no moves", line)
		}
		ops = append(ops, Opening(ms))
	}
	return ops, sc.Err()
}
