package tree

import (
	"bufio"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// The Go fonts are embedded in golang.org/x/image: the PNG renderer draws
// text with them and the layout measures text with them, so the picture is
// the same on every machine. SVG viewers use their own sans-serif font,
// whose widths are close.
var (
	fontsOnce     sync.Once
	regular, bold *opentype.Font
	faces         sync.Map // faceKey → font.Face
)

type faceKey struct {
	size float64
	bold bool
}

func loadFonts() {
	var err error
	if regular, err = opentype.Parse(goregular.TTF); err != nil {
		panic("tree: embedded Go Regular font: " + err.Error())
	}
	if bold, err = opentype.Parse(gobold.TTF); err != nil {
		panic("tree: embedded Go Bold font: " + err.Error())
	}
}

func face(size float64, isBold bool) font.Face {
	fontsOnce.Do(loadFonts)
	k := faceKey{size, isBold}
	if f, ok := faces.Load(k); ok {
		return f.(font.Face)
	}
	f := regular
	if isBold {
		f = bold
	}
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("tree: font face: " + err.Error())
	}
	actual, _ := faces.LoadOrStore(k, fc)
	return actual.(font.Face)
}

// textWidth is the advance width of s in pixels.
func textWidth(s string, size float64, isBold bool) float64 {
	return fixedToFloat(font.MeasureString(face(size, isBold), baseText(s)))
}

func fixedToFloat(x fixed.Int26_6) float64 { return float64(x) / 64 }

// hasGlyphs reports whether the PNG renderer can draw every character of s:
// the Go fonts have it, or it is a Vietnamese letter drawn with synthesized
// marks.
func hasGlyphs(s string, isBold bool) bool {
	f := face(14, isBold)
	for _, r := range baseText(s) {
		if _, ok := f.GlyphAdvance(r); !ok {
			return false
		}
	}
	return true
}

func svgColor(c color.RGBA) string {
	if c.A == 0 {
		return "none"
	}
	return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
}

func svgEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}

func f2(x float64) string {
	s := fmt.Sprintf("%.2f", x)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// SVG writes the scene as a standalone SVG document.
func (sc *Scene) SVG(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="Go, 'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif">`+"\n",
		f2(sc.W), f2(sc.H), f2(sc.W), f2(sc.H))
	fmt.Fprintf(bw, `<rect width="100%%" height="100%%" fill="%s"/>`+"\n", svgColor(background))
	for _, s := range sc.Shapes {
		class := ""
		if s.Class != "" {
			class = ` class="` + s.Class + `"`
		}
		switch s.Kind {
		case Line, Polygon:
			var pts strings.Builder
			for i, p := range s.Pts {
				if i > 0 {
					pts.WriteByte(' ')
				}
				pts.WriteString(f2(p.X) + "," + f2(p.Y))
			}
			tag, fill := "polyline", "none"
			if s.Kind == Polygon {
				tag, fill = "polygon", svgColor(s.Fill)
			}
			dash := ""
			if s.Dash > 0 {
				dash = fmt.Sprintf(` stroke-dasharray="%s %s"`, f2(s.Dash), f2(s.Dash*0.8))
			}
			fmt.Fprintf(bw, `<%s%s points="%s" fill="%s" stroke="%s" stroke-width="%s" stroke-linejoin="round" stroke-linecap="round"%s/>`+"\n",
				tag, class, pts.String(), fill, svgColor(s.Stroke), f2(s.Width), dash)
		case Label:
			anchor := [...]string{"start", "middle", "end"}[s.Anchor+1]
			weight := ""
			if s.Bold {
				weight = ` font-weight="bold"`
			}
			fmt.Fprintf(bw, `<text%s x="%s" y="%s" font-size="%s" text-anchor="%s" fill="%s"%s>%s</text>`+"\n",
				class, f2(s.Pts[0].X), f2(s.Pts[0].Y), f2(s.Size), anchor, svgColor(s.Fill), weight, svgEscape(s.Text))
		}
	}
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

// Image draws the scene into an image, scale pixels per unit (2 for a crisp
// slide), antialiased.
func (sc *Scene) Image(scale float64) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, int(math.Ceil(sc.W*scale)), int(math.Ceil(sc.H*scale))))
	draw.Draw(img, img.Bounds(), image.NewUniform(background), image.Point{}, draw.Src)
	r := &raster{dst: img, scale: scale}
	// If the font cannot draw the legend in the chosen language, all of the
	// legend falls back to English rather than mixing the two.
	for _, s := range sc.Shapes {
		if s.Kind == Label && s.Alt != "" && !hasGlyphs(s.Text, s.Bold) {
			r.useAlt = true
		}
	}
	for _, s := range sc.Shapes {
		switch s.Kind {
		case Polygon:
			if s.Fill.A != 0 {
				r.fill(s.Pts, s.Fill)
			}
			if s.Stroke.A != 0 && s.Width > 0 {
				closed := append(append([]Point{}, s.Pts...), s.Pts[0])
				r.stroke(closed, s.Width, 0, s.Stroke)
			}
		case Line:
			r.stroke(s.Pts, s.Width, s.Dash, s.Stroke)
		case Label:
			r.text(s)
		}
	}
	return img
}

// MaxPNGPixels bounds the size of a PNG picture (width × height).
const MaxPNGPixels = 50_000_000

// PNG writes the scene as a PNG image at the given scale. A picture of more
// than MaxPNGPixels is refused: draw such a tree as SVG.
func (sc *Scene) PNG(w io.Writer, scale float64) error {
	if px := sc.W * scale * sc.H * scale; px > MaxPNGPixels || scale <= 0 {
		return fmt.Errorf("tree: a %.0f×%.0f PNG is too large (or the scale is not positive); draw the tree as SVG or lower the scale",
			sc.W*scale, sc.H*scale)
	}
	return png.Encode(w, sc.Image(scale))
}

// raster fills polygons with golang.org/x/image/vector, each in a
// rasterizer the size of its bounding box.
type raster struct {
	dst    *image.RGBA
	scale  float64
	z      vector.Rasterizer
	useAlt bool
}

func (r *raster) fill(pts []Point, c color.RGBA) {
	r.fillPolys([][]Point{pts}, c)
}

// fillPolys fills several polygons together: their union is painted once,
// so overlapping pieces of one stroke do not darken.
func (r *raster) fillPolys(polys [][]Point, c color.RGBA) {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, pts := range polys {
		for _, p := range pts {
			minX, maxX = min(minX, p.X*r.scale), max(maxX, p.X*r.scale)
			minY, maxY = min(minY, p.Y*r.scale), max(maxY, p.Y*r.scale)
		}
	}
	box := image.Rect(int(math.Floor(minX))-1, int(math.Floor(minY))-1, int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(r.dst.Bounds())
	if box.Empty() {
		return
	}
	r.z.Reset(box.Dx(), box.Dy())
	r.z.DrawOp = draw.Over
	ox, oy := float32(box.Min.X), float32(box.Min.Y)
	for _, pts := range polys {
		// The rasterizer sums signed coverage, so every piece must turn the
		// same way or overlaps would cancel into holes.
		area := 0.0
		for i, p := range pts {
			q := pts[(i+1)%len(pts)]
			area += p.X*q.Y - q.X*p.Y
		}
		if area < 0 {
			rev := make([]Point, len(pts))
			for i, p := range pts {
				rev[len(pts)-1-i] = p
			}
			pts = rev
		}
		for i, p := range pts {
			x, y := float32(p.X*r.scale)-ox, float32(p.Y*r.scale)-oy
			if i == 0 {
				r.z.MoveTo(x, y)
			} else {
				r.z.LineTo(x, y)
			}
		}
		r.z.ClosePath()
	}
	r.z.Draw(r.dst, box, image.NewUniform(c), image.Point{})
}

// stroke draws a polyline of the given width as quads with round joins and
// caps, dashed when dash > 0.
func (r *raster) stroke(pts []Point, width, dash float64, c color.RGBA) {
	var polys [][]Point
	hw := width / 2
	segment := func(a, b Point) {
		dx, dy := b.X-a.X, b.Y-a.Y
		l := math.Hypot(dx, dy)
		if l == 0 {
			return
		}
		nx, ny := -dy/l*hw, dx/l*hw
		polys = append(polys, []Point{{a.X + nx, a.Y + ny}, {b.X + nx, b.Y + ny}, {b.X - nx, b.Y - ny}, {a.X - nx, a.Y - ny}})
	}
	disc := func(p Point) {
		const k = 16
		d := make([]Point, k)
		for i := range d {
			a := 2 * math.Pi * float64(i) / k
			d[i] = Point{p.X + hw*math.Cos(a), p.Y + hw*math.Sin(a)}
		}
		polys = append(polys, d)
	}
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		if dash <= 0 {
			segment(a, b)
			disc(a)
			disc(b)
			continue
		}
		l := math.Hypot(b.X-a.X, b.Y-a.Y)
		gap := dash * 0.8
		for s := 0.0; s < l; s += dash + gap {
			e := min(s+dash, l)
			p := Point{a.X + (b.X-a.X)*s/l, a.Y + (b.Y-a.Y)*s/l}
			q := Point{a.X + (b.X-a.X)*e/l, a.Y + (b.Y-a.Y)*e/l}
			segment(p, q)
		}
	}
	// Filled together, the pieces' overlaps saturate instead of being
	// painted twice.
	r.fillPolys(polys, c)
}

func (r *raster) text(s Shape) {
	text := s.Text
	if r.useAlt && s.Alt != "" {
		text = s.Alt
	}
	f := face(s.Size*r.scale, s.Bold)
	base := baseText(text)
	w := fixedToFloat(font.MeasureString(f, base))
	x := s.Pts[0].X * r.scale
	switch s.Anchor {
	case 0:
		x -= w / 2
	case 1:
		x -= w
	}
	dot := fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(s.Pts[0].Y * r.scale * 64)}
	d := font.Drawer{Dst: r.dst, Src: image.NewUniform(s.Fill), Face: f, Dot: dot}
	d.DrawString(base)
	if base != text {
		r.drawMarks(text, f, dot, s.Size*r.scale, s.Bold, s.Fill)
	}
}
