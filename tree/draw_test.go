package tree

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"io"
	"strings"
	"testing"
)

func countClass(sc *Scene, class string) int {
	n := 0
	for _, s := range sc.Shapes {
		for _, c := range strings.Fields(s.Class) {
			if c == class {
				n++
			}
		}
	}
	return n
}

func TestDrawSeedSolution(t *testing.T) {
	s := Solve(mustParse(t, seedTree), Options{})
	sc := Draw(s, DrawOptions{Solution: true, Lang: VI})
	checks := map[string]int{
		"chosen":    3, // A→B→D→5
		"sever":     6, // two strokes on each of the two cut edges, and the legend
		"pruned":    8, // leaf 9, G, leaves 7 and 8, and the edges into them
		"v":         6, // every inner node but G
		"alpha":     6,
		"evaluated": 5,
	}
	for class, want := range checks {
		if got := countClass(sc, class); got != want {
			t.Errorf("%d shapes of class %q, want %d", got, class, want)
		}
	}
	var svg bytes.Buffer
	if err := sc.SVG(&svg); err != nil {
		t.Fatal(err)
	}
	// Well-formed XML, with the values and windows as text.
	dec := xml.NewDecoder(bytes.NewReader(svg.Bytes()))
	var texts []string
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed: %v", err)
		}
		if c, ok := tok.(xml.CharData); ok && strings.TrimSpace(string(c)) != "" {
			texts = append(texts, string(c))
		}
	}
	joined := strings.Join(texts, "|")
	// D inherits (−∞, +∞) and raises α to 5; B lowers β to 5; E inherits
	// (−∞, 5) and cuts without updating.
	for _, want := range []string{"D|5|α=−∞ → 5|β=+∞", "B|5|α=−∞|β=+∞ → 5", "E|6|α=−∞|β=5", "nhánh bị cắt"} {
		if !strings.Contains(joined, want) {
			t.Errorf("SVG text lacks %q: %s", want, joined)
		}
	}
}

func TestDrawProblemHidesAnswers(t *testing.T) {
	s := Solve(mustParse(t, seedTree), Options{})
	sc := Draw(s, DrawOptions{})
	for _, class := range []string{"v", "alpha", "beta", "chosen", "sever", "pruned", "evaluated"} {
		if n := countClass(sc, class); n != 0 {
			t.Errorf("problem picture has %d shapes of class %q", n, class)
		}
	}
	if countClass(sc, "max") != 5 || countClass(sc, "min") != 2 || countClass(sc, "leaf") != 8 {
		t.Errorf("max %d min %d leaf %d, want 5 2 8", countClass(sc, "max"), countClass(sc, "min"), countClass(sc, "leaf"))
	}
}

func TestDrawPNG(t *testing.T) {
	s := Solve(mustParse(t, seedTree), Options{})
	sc := Draw(s, DrawOptions{Solution: true, Lang: VI})
	var b bytes.Buffer
	if err := sc.PNG(&b, 2); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	if got := img.Bounds().Dx(); got != int(2*sc.W) {
		t.Errorf("width %d, want %d", got, int(2*sc.W))
	}
	// The middle of the chosen edge A→B is drawn in the path colour.
	for _, sh := range sc.Shapes {
		if sh.Class == "edge chosen" {
			m := Point{(sh.Pts[0].X + sh.Pts[1].X) / 2, (sh.Pts[0].Y + sh.Pts[1].Y) / 2}
			r, g, bl, _ := img.At(int(2*m.X), int(2*m.Y)).RGBA()
			if g>>8 < 0x60 || r>>8 > 0x40 || bl>>8 > 0x60 {
				t.Errorf("chosen edge at %v is colour %x %x %x, want green", m, r>>8, g>>8, bl>>8)
			}
			break
		}
	}
	// Text is drawn: the picture has dark pixels near the root's name.
	dark := 0
	bounds := img.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			if r, g, bl, _ := img.At(x, y).RGBA(); r>>8 < 0x50 && g>>8 < 0x50 && bl>>8 < 0x60 {
				dark++
			}
		}
	}
	if dark < 1000 {
		t.Errorf("only %d dark pixels: text and edges missing?", dark)
	}
}
