package tree

import (
	"image/color"
	"math"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// The Go fonts lack most Vietnamese letters (ạ, ố, ơ, ư, …) but have their
// base letters (a, ô, o, u, …). The PNG renderer draws such a letter as its
// base letter plus the missing marks as small strokes, so names and legends
// in Vietnamese read correctly in a PNG too. SVG is drawn by the viewer's
// fonts and needs none of this.

// vietTable lists each letter, its base letter in the Go fonts, and its marks
// in drawing order: n horn, d dot below, g grave, a acute, h hook above,
// t tilde. Generated from Unicode's decompositions (the circumflex and the
// breve stay in the base letter: â, ê, ô, ă are in the fonts).
const vietTable = "" +
	"ẠAd ạad ẢAh ảah ẤÂa ấâa ẦÂg ầâg ẨÂh ẩâh " +
	"ẪÂt ẫât ẬÂd ậâd ẮĂa ắăa ẰĂg ằăg ẲĂh ẳăh " +
	"ẴĂt ẵăt ẶĂd ặăd ẸEd ẹed ẺEh ẻeh ẼEt ẽet " +
	"ẾÊa ếêa ỀÊg ềêg ỂÊh ểêh ỄÊt ễêt ỆÊd ệêd " +
	"ỈIh ỉih ỊId ịid ỌOd ọod ỎOh ỏoh ỐÔa ốôa " +
	"ỒÔg ồôg ỔÔh ổôh ỖÔt ỗôt ỘÔd ộôd ỚOna ớona " +
	"ỜOng ờong ỞOnh ởonh ỠOnt ỡont ỢOnd ợond ỤUd ụud " +
	"ỦUh ủuh ỨUna ứuna ỪUng ừung ỬUnh ửunh ỮUnt ữunt " +
	"ỰUnd ựund ỲYg ỳyg ỴYd ỵyd ỶYh ỷyh ỸYt ỹyt " +
	"ƠOn ơon ƯUn ưun "

type vietLetter struct {
	base  rune
	marks string
}

var vietLetters = func() map[rune]vietLetter {
	m := map[rune]vietLetter{}
	for _, e := range strings.Fields(vietTable) {
		r := []rune(e)
		m[r[0]] = vietLetter{base: r[1], marks: string(r[2:])}
	}
	return m
}()

// baseText replaces the letters drawn with synthesized marks by their base
// letters: the text the font draws and measures.
func baseText(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { _, ok := vietLetters[r]; return ok }) {
		return s
	}
	return strings.Map(func(r rune) rune {
		if v, ok := vietLetters[r]; ok {
			return v.base
		}
		return r
	}, s)
}

// drawMarks draws the synthesized marks of text, which was drawn (as
// baseText(text)) with face f starting at dot (in pixels).
func (r *raster) drawMarks(text string, f font.Face, dot fixed.Point26_6, size float64, isBold bool, c color.RGBA) {
	base := []rune(baseText(text))
	for i, ch := range []rune(text) {
		v, ok := vietLetters[ch]
		if !ok {
			continue
		}
		x := dot.X + font.MeasureString(f, string(base[:i]))
		if i > 0 {
			x += f.Kern(base[i-1], base[i])
		}
		b, _, ok := f.GlyphBounds(v.base)
		if !ok {
			continue
		}
		px := func(v fixed.Int26_6) float64 { return float64(v) / 64 }
		xmin, xmax := px(x+b.Min.X), px(x+b.Max.X)
		top, bottom := px(dot.Y+b.Min.Y), px(dot.Y+b.Max.Y)
		cx := (xmin + xmax) / 2
		s := size
		w := 0.075 * s
		if isBold {
			w = 0.1 * s
		}
		above := top - 0.07*s // where a tone mark starts
		// Points are in pixels here; stroke works in picture units.
		line := func(pts ...Point) {
			for j := range pts {
				pts[j].X /= r.scale
				pts[j].Y /= r.scale
			}
			r.stroke(pts, w/r.scale, 0, c)
		}
		for _, m := range v.marks {
			switch m {
			case 'n': // horn: a short hook up and right from the top right of o/u
				line(Point{xmax - 0.07*s, top + 0.05*s}, Point{xmax + 0.03*s, top - 0.02*s}, Point{xmax + 0.06*s, top - 0.11*s})
				above -= 0.04 * s
			case 'd': // dot below
				p := Point{cx, bottom + 0.13*s}
				line(p, p)
			case 'g':
				line(Point{cx + 0.04*s, above}, Point{cx - 0.07*s, above - 0.17*s})
			case 'a':
				line(Point{cx - 0.04*s, above}, Point{cx + 0.07*s, above - 0.17*s})
			case 'h': // hook above: a small question mark without its dot
				line(Point{cx - 0.06*s, above - 0.16*s}, Point{cx, above - 0.21*s}, Point{cx + 0.06*s, above - 0.17*s},
					Point{cx + 0.05*s, above - 0.1*s}, Point{cx, above - 0.07*s}, Point{cx, above - 0.01*s})
			case 't': // tilde: one wave
				var pts []Point
				for k := 0; k <= 8; k++ {
					t := float64(k) / 8
					pts = append(pts, Point{cx - 0.12*s + 0.24*s*t, above - 0.07*s - 0.045*s*math.Sin(2*math.Pi*t)})
				}
				line(pts...)
			}
		}
	}
}
