package tree

import (
	"image"
	"image/color"
	"testing"
)

// Every Vietnamese letter can be drawn in PNG: in the fonts, or as a base
// letter the fonts have plus synthesized marks.
func TestVietnameseLettersDrawable(t *testing.T) {
	const letters = "aàáảãạăằắẳẵặâầấẩẫậeèéẻẽẹêềếểễệiìíỉĩịoòóỏõọôồốổỗộơờớởỡợuùúủũụưừứửữựyỳýỷỹỵđ"
	if len(vietLetters) != 94 {
		t.Errorf("%d letters in the table, want 94", len(vietLetters))
	}
	for _, bold := range []bool{false, true} {
		for _, r := range letters + "AÀÁẢÃẠĂẰẮẲẴẶÂẦẤẨẪẬEÈÉẺẼẸÊỀẾỂỄỆIÌÍỈĨỊOÒÓỎÕỌÔỒỐỔỖỘƠỜỚỞỠỢUÙÚỦŨỤƯỪỨỬỮỰYỲÝỶỸỴĐ" {
			if !hasGlyphs(string(r), bold) {
				t.Errorf("%c (bold %v) cannot be drawn", r, bold)
			}
		}
	}
	if hasGlyphs("中", false) {
		t.Error("a CJK character is not drawable with the Go fonts")
	}
}

// inkRows is the range of rows holding dark pixels.
func inkRows(img *image.RGBA) (top, bottom int) {
	top, bottom = img.Bounds().Max.Y, -1
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			if c := img.RGBAAt(x, y); c.R < 0x80 {
				top, bottom = min(top, y), max(bottom, y)
			}
		}
	}
	return top, bottom
}

func drawLabel(text string) *image.RGBA {
	sc := &Scene{W: 60, H: 60, Shapes: []Shape{{Kind: Label, Pts: []Point{{30, 40}}, Text: text, Size: 20, Fill: color.RGBA{0, 0, 0, 255}}}}
	return sc.Image(2)
}

// The marks land where they belong: the dot below the baseline, tone marks
// and the horn above the base letter.
func TestVietnameseMarksDrawn(t *testing.T) {
	aTop, aBottom := inkRows(drawLabel("a"))
	if top, bottom := inkRows(drawLabel("ạ")); top != aTop || bottom <= aBottom+4 {
		t.Errorf("ạ ink rows %d–%d, a %d–%d: want the dot below", top, bottom, aTop, aBottom)
	}
	oTop, oBottom := inkRows(drawLabel("ô"))
	for _, s := range []string{"ố", "ồ", "ổ", "ỗ"} {
		if top, bottom := inkRows(drawLabel(s)); top >= oTop-4 || bottom != oBottom {
			t.Errorf("%s ink rows %d–%d, ô %d–%d: want a mark above", s, top, bottom, oTop, oBottom)
		}
	}
	plainTop, _ := inkRows(drawLabel("o"))
	if top, _ := inkRows(drawLabel("ơ")); top >= plainTop {
		t.Errorf("ơ ink starts at row %d, o at %d: want the horn above", top, plainTop)
	}
	// A word keeps its width: marks add no advance.
	if textWidth("được", 14, false) != textWidth("đuoc", 14, false) {
		t.Error("marks changed the text width")
	}
}

// The Vietnamese legend is drawn in Vietnamese in PNG too.
func TestPNGLegendVietnamese(t *testing.T) {
	s := Solve(mustParse(t, seedTree), Options{})
	sc := Draw(s, DrawOptions{Solution: true, Lang: VI})
	for _, sh := range sc.Shapes {
		if sh.Kind == Label && sh.Alt != "" && !hasGlyphs(sh.Text, sh.Bold) {
			t.Errorf("legend %q would fall back to English", sh.Text)
		}
	}
}
