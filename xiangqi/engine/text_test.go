package engine

import (
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/enginekit"
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// score is an Info with score v and mate in mate moves.
func score(v, mate int) Info {
	return Info{Info: enginekit.Info[xiangqi.Move]{Score: v}, Mate: mate}
}

func TestScoreText(t *testing.T) {
	for _, c := range []struct {
		in   Info
		want string
	}{
		{score(37, 0), "+37"}, {score(0, 0), "+0"}, {score(-120, 0), "-120"},
		{score(MateValue-5, 3), "#3"}, {score(-MateValue+4, -2), "#-2"},
	} {
		if got := c.in.ScoreText(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.in, got, c.want)
		}
	}
}

// PVText stops at the first move that is not legal and leaves the position
// alone.
func TestPVText(t *testing.T) {
	pos := xiangqi.NewPosition()
	var pv []xiangqi.Move
	for _, s := range []string{"h2e2", "h9g7", "h0g2", "h0g2"} { // the last is no longer legal
		m, err := xiangqi.ParseICCS(s)
		if err != nil {
			t.Fatal(err)
		}
		pv = append(pv, m)
	}
	iccs, wxf := Info{Info: enginekit.Info[xiangqi.Move]{PV: pv}}.PVText(pos)
	if got := strings.Join(iccs, " "); got != "h2e2 h9g7 h0g2" {
		t.Errorf("ICCS %q", got)
	}
	if got := strings.Join(wxf, " "); got != "C2.5 H8+7 H2+3" {
		t.Errorf("WXF %q", got)
	}
	if pos.FEN() != xiangqi.StartFEN {
		t.Errorf("position changed to %s", pos.FEN())
	}
	iccs, wxf = Info{}.PVText(pos)
	if iccs == nil || wxf == nil || len(iccs)+len(wxf) != 0 {
		t.Errorf("empty PV: %q %q, want two empty slices", iccs, wxf)
	}
}
