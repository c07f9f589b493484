package match

import (
	"strings"
	"testing"
)

// Parsers of user and engine text must return errors, never panic.

func FuzzParseEngineSpec(f *testing.F) {
	for _, s := range []string{"name=A cmd=/x proto=uci option.Hash=4", `cmd="a b" proto=xboard dir=/tmp -v`, "'", "=", "cmd= proto="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := ParseEngineSpec(s)
		if err == nil && (e.Cmd == "" || e.Name == "") {
			t.Errorf("%q: accepted without cmd or name: %+v", s, e)
		}
	})
}

func FuzzReadPastGames(f *testing.F) {
	f.Add("[Event \"x\"]\n[Round \"3\"]\n[Red \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. h2e2 1-0\n")
	f.Add("(;GM[4]RO[2]PB[A]PW[B\\]]RE[W+];B[hh])")
	f.Add("[Round \"x\"]")
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = ReadPastGames(strings.NewReader(s))
	})
}

func FuzzParseOpening(f *testing.F) {
	xq, err := NewGame("xiangqi", "", 0, 0)
	if err != nil {
		f.Fatal(err)
	}
	cg, err := NewGame("caro", "caro", 15, 15)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{"h2e2 h9g7", XiangqiStartFEN + " moves h2e2", "0,0, 1,0, 1,3", "7,7 8,8", "offsets: 9,9", "4k4/9 w"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range []Game{xq, cg} {
			ops, _ := ReadOpenings(g, s)
			for _, o := range ops {
				if _, err := g.NewReferee(o); err != nil {
					t.Errorf("%s: accepted opening %+v fails: %v", g.Name(), o, err)
				}
			}
		}
	})
}

func FuzzParseFeatures(f *testing.F) {
	f.Add(`setboard=1 myname="Max Qi" variants="xiangqi,normal" done=1`)
	f.Add(`a="unclosed`)
	f.Fuzz(func(t *testing.T, s string) { _ = parseFeatures(s) })
}
