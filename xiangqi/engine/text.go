package engine

import (
	"fmt"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// ScoreText writes the score for people, from the side to move's view:
// "+37" or "-120" in engine units (see Evaluate), "#3" when it mates in
// 3 moves, "#-2" when it is mated in 2.
func (i Info) ScoreText() string {
	switch {
	case i.Mate > 0:
		return fmt.Sprintf("#%d", i.Mate)
	case i.Mate < 0:
		return fmt.Sprintf("#-%d", -i.Mate)
	}
	return fmt.Sprintf("%+d", i.Score)
}

// PVText writes the principal variation played from pos (which it does not
// change), as far as its moves are legal there, in ICCS ("h2e2") and in
// WXF ("C2.5"). Both are empty, never nil, when no move is legal.
func (i Info) PVText(pos *xiangqi.Position) (iccs, wxf []string) {
	p := pos.Clone()
	iccs, wxf = []string{}, []string{}
	for _, m := range i.PV {
		if !p.IsLegal(m) {
			break
		}
		iccs = append(iccs, m.String())
		wxf = append(wxf, p.WXF(m))
		p.Make(m)
	}
	return iccs, wxf
}
