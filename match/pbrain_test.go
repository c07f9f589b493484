package match

import "testing"

// The depth and score of a brain's MESSAGE line, as this project's brain
// and Rapfi say them.
func TestParseMessage(t *testing.T) {
	for _, c := range []struct {
		in    string
		depth int
		score string
	}{
		{"MESSAGE search depth 5 score 2907 nodes 3098 pv 7,8 9,7", 5, "+2907"},
		{"MESSAGE search depth 9 score -40 nodes 9", 9, "-40"},
		{"MESSAGE vcf depth 3 score win-in-5 nodes 12", 3, "+M5"},
		{"MESSAGE search depth 7 score loss-in-4 nodes 12", 7, "-M4"},
		{"MESSAGE Depth 15-16 | Eval -225 | Time 71ms | J8 H10 I7", 15, "-225"},
		{"MESSAGE Speed 411K | Depth 15-16 | Eval 38 | Node 30K | Time 73ms", 15, "+38"},
		{"MESSAGE Depth 22-30 | Eval +M13 | Time 80ms", 22, "+M13"},
		{"MESSAGE Depth 22-30 | Eval -M* | Time 80ms", 22, "-M*"},
		{"MESSAGE depth=4 score=12", 4, "+12"},
		{"MESSAGE hello", 0, ""},
		{"MESSAGE depth 3 score win-in-x", 3, ""},
		{"MESSAGE Depth 3 | Eval +Mx", 3, ""},
	} {
		d, s := parseMessage(c.in)
		if d != c.depth || s != c.score {
			t.Errorf("%q: depth %d score %q, want %d %q", c.in, d, s, c.depth, c.score)
		}
	}
}
