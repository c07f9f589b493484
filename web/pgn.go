package web

import (
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// writePGN writes the game as a xiangqi PGN with ICCS moves, through the
// rules package's record writer.
func writePGN(g *xiangqiGame) string {
	rec := xiangqi.NewGame(g.start)
	red, black := "Human", "alphabeta"
	if g.human == xiangqi.Black {
		red, black = black, red
	}
	defaults := [][2]string{{"Event", "alphabeta serve"}, {"Site", "localhost"},
		{"Date", time.Now().Format("2006.01.02")}, {"Round", "-"}, {"Red", red}, {"Black", black}}
	for _, t := range defaults {
		if v, ok := g.tags[t[0]]; ok {
			t[1] = v
		}
		rec.SetTag(t[0], xiangqi.StripControl(t[1]))
	}
	rec.Moves = g.pos.History()
	rec.Result = g.pos.Outcome().Result
	var b strings.Builder
	if err := rec.WritePGN(&b, xiangqi.FormatICCS); err != nil {
		// The moves were legal when played, so this cannot happen; say so
		// in the record rather than lose the game.
		b.WriteString("{error: " + err.Error() + "}\n")
	}
	return b.String()
}

// parsePGN reads the first game of a PGN text (moves in ICCS, WXF or
// Chinese) and returns its start FEN, its moves (legal from that start) and
// its tags.
func parsePGN(text string) (start string, moves []xiangqi.Move, tags map[string]string, err error) {
	games, err := xiangqi.ParsePGN(strings.NewReader(text))
	if err != nil {
		return "", nil, nil, err
	}
	if len(games) == 0 {
		return "", nil, nil, errorf(http.StatusBadRequest, "no game in the PGN text")
	}
	g := games[0]
	tags = make(map[string]string, len(g.Tags))
	for _, t := range g.Tags {
		tags[t.Name] = t.Value
	}
	return g.StartFEN, g.Moves, tags, nil
}

// Bounds of an imported game's PGN tags: a real record has a dozen, each a
// word or a line.
const (
	xiangqiMaxTags        = 32
	xiangqiMaxTagName     = 32  // bytes
	xiangqiMaxTagValueLen = 256 // characters
)

// cleanTags bounds the tags of an imported game where they enter: at most
// xiangqiMaxTags of them, names and values within their lengths (422
// otherwise), control characters (newlines, ESC, NUL…) stripped.
func cleanTags(tags map[string]string) (map[string]string, error) {
	if len(tags) > xiangqiMaxTags {
		return nil, errorf(http.StatusUnprocessableEntity, "too many PGN tags: %d, limit %d", len(tags), xiangqiMaxTags)
	}
	out := make(map[string]string, len(tags))
	for name, value := range tags {
		name, value = xiangqi.StripControl(name), xiangqi.StripControl(value)
		if len(name) > xiangqiMaxTagName || utf8.RuneCountInString(value) > xiangqiMaxTagValueLen {
			return nil, errorf(http.StatusUnprocessableEntity, "PGN tag %s is too long: names up to %d bytes, values up to %d characters",
				quote(name), xiangqiMaxTagName, xiangqiMaxTagValueLen)
		}
		if name != "" {
			out[name] = value
		}
	}
	return out, nil
}
