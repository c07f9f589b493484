package engine

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
)

// A VCT claim survives every defender reply, not only the replies the
// solver considers: after the claimed first move, each empty cell near the
// stones is tried as the defence and the attacker must still win (by a
// five, VCF or VCT). Positions come from random games under every rule.
func TestVCTClaimsSurviveAllReplies(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	claims := 0
	want := 5
	if testing.Short() {
		want = 2
	}
	for tries := 0; tries < 3000 && claims < want; tries++ {
		rule := allRules[tries%len(allRules)]
		b, cb := randomGame(t, r, 15, rule, 8+r.IntN(20))
		if b.fives[0].len()+b.fives[1].len() > 0 {
			continue
		}
		pos := Position{15, 15, rule, cb.History()}
		sol, err := Solve(context.Background(), pos, SolveOptions{Nodes: 100_000, VCT: true, MaxDepth: 6})
		if err != nil {
			t.Fatal(err)
		}
		if !sol.Win || sol.Kind != "vct" {
			continue
		}
		claims++
		after := append(append([]caro.Point(nil), pos.Moves...), sol.Move)
		ab, _ := SetupBoard(15, 15, rule, after)
		att := 3 - ab.side
		for _, d := range append([]int32(nil), ab.cand.list...) {
			if !ab.legal(int(d), ab.side) {
				continue
			}
			if ab.p4[d][ab.side-1] == pFive {
				t.Fatalf("%v %s: after %v the defender wins at once at %v", rule, caro.FormatMoves(after), sol.Move, ab.Point(int(d)))
			}
			next := append(append([]caro.Point(nil), after...), ab.Point(int(d)))
			s2, _ := Solve(context.Background(), Position{15, 15, rule, next}, SolveOptions{Nodes: 100_000, VCT: true, MaxDepth: 8})
			if !s2.Win && s2.Complete {
				t.Errorf("%v %s: VCT %v refuted by %v (colour %d attacks)", rule, caro.FormatMoves(pos.Moves), sol.Move, ab.Point(int(d)), att)
				break
			}
		}
	}
	if claims < want {
		t.Errorf("%d VCT claims found, want %d", claims, want)
	}
	t.Logf("%d VCT claims checked", claims)
}
