package match

import (
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/xiangqi"
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
	for _, s := range []string{"h2e2 h9g7", xiangqi.StartFEN + " moves h2e2", "0,0, 1,0, 1,3", "7,7 8,8", "offsets: 9,9", "4k4/9 w"} {
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

func FuzzParseShard(f *testing.F) {
	for _, s := range []string{"1/1", "3/8", "0/2", "9/2", "x", "1/", "/", "-1/-1", "99999999999999999999/1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sh, err := ParseShard(s)
		if err == nil && (sh.Index < 1 || sh.Index > sh.Count) {
			t.Errorf("%q: accepted %+v", s, sh)
		}
	})
}

// The inputs of match merge: summaries and records, any text.
func FuzzMergeInputs(f *testing.F) {
	f.Add(`{"game":"xiangqi","rules":"asian repetition","time_control":"depth 1","engines":["A","B"],"shard":{"index":1,"count":2},` +
		`"games_planned":2,"games_played":2,"pairs":[{"a":"A","b":"B","wins":1,"draws":0,"losses":1,"pentanomial":[0,0,1,0,0]}],` +
		`"terminations":{"checkmate":2}}`)
	f.Add(`{"game":"caro","pairs":[{"a":"A","b":"C","wins":-1}]}`)
	f.Add("[Event \"x\"]\n[Round \"3\"]\n[Red \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. h2e2 1-0\n\n[Event \"x\"]\n[Round \"1\"]\n")
	f.Add("(;GM[4]RO[2]PB[A]PW[B]RE[W+];B[hh])\n(;GM[4]RO[1])")
	f.Add("[Round \"x\"]")
	f.Fuzz(func(t *testing.T, s string) {
		if sum, err := ReadSummary(strings.NewReader(s)); err == nil {
			m, _, err := MergeSummaries([]*Summary{sum, sum}, nil)
			if err == nil && m.Played != 2*sum.Played {
				t.Errorf("merged %d games of 2 × %d", m.Played, sum.Played)
			}
		}
		var b strings.Builder
		if MergeRecords([]string{s, s}, &b) == nil && b.Len() > 2*len(s)+64 {
			t.Errorf("merged records grew from 2 × %d to %d bytes", len(s), b.Len())
		}
	})
}

// The inputs of match rejudge: an SGF record and an engine log, any text.
func FuzzRejudge(f *testing.F) {
	f.Add("(;GM[4]SZ[15]RU[4]PB[A]PW[B]RE[W+1]TE[Black play forbidden move - double three]\n;B[hh]C[opening move];W[ih];B[gg])",
		"1: A <- START 15\n2: A -> 7,7\n3: B -> 8,7\n4: A -> 6,6\n5: A -> 9,9\n")
	f.Add("(;RU[0]RE[B+1]TE[Black win by five connection];B[aa];W[ab];B[ba];W[bb];B[ca];W[cb];B[da];W[db];B[ea])", "")
	f.Add("(;SZ[5:7]RU[caro]RE[0];B[Ab];W[])(;C[\\]];B[aa](;W[bb]))", "x: <- START\n: -> -1,-1")
	f.Fuzz(func(t *testing.T, sgf, log string) {
		logged := ReadEngineLog(log)
		games, err := ParseSGF(sgf)
		if err != nil {
			return
		}
		if len(games) == 0 {
			t.Fatalf("no game and no error")
		}
		for i := range games {
			opt := RejudgeOptions{}
			if i < len(logged) {
				opt.Logged = logged[i]
			}
			switch r := Rejudge(&games[i], opt); r.Verdict {
			case VerdictAgree, VerdictDisagree, VerdictUnchecked, VerdictBad:
			default:
				t.Errorf("game %d: verdict %q", i+1, r.Verdict)
			}
		}
	})
}
