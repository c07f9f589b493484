package tree

import (
	"bufio"
	"context"
	"errors"
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
//
// A font.Face reuses buffers, so one must not be used by two goroutines at
// once: the layout measures text with shared faces under measureMu, and
// each raster draws with faces of its own.
var (
	fontsOnce     sync.Once
	regular, bold *opentype.Font

	measureMu sync.Mutex
	measuring = map[faceKey]font.Face{} // the layout's few sizes
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

// newFace makes a face of the Go font at size pixels.
func newFace(k faceKey) font.Face {
	fontsOnce.Do(loadFonts)
	f := regular
	if k.bold {
		f = bold
	}
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: k.size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("tree: font face: " + err.Error())
	}
	return fc
}

// measure calls fn with the shared face of the size, holding measureMu.
func measure[T any](size float64, isBold bool, fn func(font.Face) T) T {
	measureMu.Lock()
	defer measureMu.Unlock()
	k := faceKey{size, isBold}
	f, ok := measuring[k]
	if !ok {
		f = newFace(k)
		measuring[k] = f
	}
	return fn(f)
}

// textWidth is the advance width of s in pixels.
func textWidth(s string, size float64, isBold bool) float64 {
	return measure(size, isBold, func(f font.Face) float64 { return fixedToFloat(font.MeasureString(f, baseText(s))) })
}

func fixedToFloat(x fixed.Int26_6) float64 { return float64(x) / 64 }

// hasGlyphs reports whether the PNG renderer can draw every character of s:
// the Go fonts have it, or it is a Vietnamese letter drawn with synthesized
// marks.
func hasGlyphs(s string, isBold bool) bool {
	return measure(14, isBold, func(f font.Face) bool {
		for _, r := range baseText(s) {
			if _, ok := f.GlyphAdvance(r); !ok {
				return false
			}
		}
		return true
	})
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
	img, _ := sc.image(context.Background(), scale)
	return img
}

// image draws the scene, giving up with ctx's error once ctx is done.
func (sc *Scene) image(ctx context.Context, scale float64) (*image.RGBA, error) {
	r := newRaster(sc, scale)
	if err := r.draw(ctx, sc); err != nil {
		return nil, err
	}
	return r.dst, nil
}

func newRaster(sc *Scene, scale float64) *raster {
	img := image.NewRGBA(image.Rect(0, 0, int(math.Ceil(sc.W*scale)), int(math.Ceil(sc.H*scale))))
	draw.Draw(img, img.Bounds(), image.NewUniform(background), image.Point{}, draw.Src)
	return &raster{dst: img, scale: scale}
}

// draw paints the scene's shapes; it checks ctx every 64 shapes.
func (r *raster) draw(ctx context.Context, sc *Scene) error {
	// If the font cannot draw the legend in the chosen language, all of the
	// legend falls back to English rather than mixing the two.
	for _, s := range sc.Shapes {
		if s.Kind == Label && s.Alt != "" && !hasGlyphs(s.Text, s.Bold) {
			r.useAlt = true
		}
	}
	for i, s := range sc.Shapes {
		if i%64 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
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
	return nil
}

// MaxPNGPixels bounds the size of a PNG picture (width × height).
const MaxPNGPixels = 50_000_000

// ErrPictureTooLarge is wrapped by the error of PNG for a picture of more
// than MaxPNGPixels.
var ErrPictureTooLarge = errors.New("tree: picture too large")

// PNGSize is the width and height in pixels of the scene drawn at scale.
func (sc *Scene) PNGSize(scale float64) (w, h int) {
	return int(math.Ceil(sc.W * scale)), int(math.Ceil(sc.H * scale))
}

// PNG writes the scene as a PNG image at the given scale. A picture of more
// than MaxPNGPixels is refused (ErrPictureTooLarge) before anything is
// drawn: draw such a tree as SVG.
func (sc *Scene) PNG(w io.Writer, scale float64) error {
	return sc.PNGContext(context.Background(), w, scale)
}

// PNGContext is PNG that stops, returning ctx's error, once ctx is done
// (a web client that went away).
func (sc *Scene) PNGContext(ctx context.Context, w io.Writer, scale float64) error {
	if scale <= 0 || math.IsNaN(scale) || math.IsInf(scale, 0) {
		return fmt.Errorf("tree: PNG scale %v is not a positive number", scale)
	}
	if px := sc.W * scale * sc.H * scale; px > MaxPNGPixels || math.IsNaN(px) {
		return fmt.Errorf("%w: a %.0f×%.0f PNG has more than %d pixels; draw the tree as SVG or lower the scale",
			ErrPictureTooLarge, sc.W*scale, sc.H*scale, MaxPNGPixels)
	}
	img, err := sc.image(ctx, scale)
	if err != nil {
		return err
	}
	return png.Encode(ctxWriter{ctx, w}, img)
}

// ctxWriter fails its writes once ctx is done, which stops png.Encode.
type ctxWriter struct {
	ctx context.Context
	w   io.Writer
}

func (c ctxWriter) Write(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.w.Write(p)
}

// raster fills polygons with golang.org/x/image/vector, each in a
// rasterizer the size of its bounding box (polygons are node shapes, small),
// and strokes lines pixel by pixel along their length.
type raster struct {
	dst    *image.RGBA
	scale  float64
	z      vector.Rasterizer
	useAlt bool
	work   int                   // pixels examined by fill and stroke (the tests bound it)
	faces  map[faceKey]font.Face // this raster's own (see measureMu)
}

// face is the raster's face of the size, made on first use.
func (r *raster) face(size float64, isBold bool) font.Face {
	k := faceKey{size, isBold}
	f, ok := r.faces[k]
	if !ok {
		if r.faces == nil {
			r.faces = map[faceKey]font.Face{}
		}
		f = newFace(k)
		r.faces[k] = f
	}
	return f
}

func (r *raster) fill(pts []Point, c color.RGBA) {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		minX, maxX = min(minX, p.X*r.scale), max(maxX, p.X*r.scale)
		minY, maxY = min(minY, p.Y*r.scale), max(maxY, p.Y*r.scale)
	}
	box := image.Rect(int(math.Floor(minX))-1, int(math.Floor(minY))-1, int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(r.dst.Bounds())
	if box.Empty() {
		return
	}
	r.work += box.Dx() * box.Dy()
	r.z.Reset(box.Dx(), box.Dy())
	r.z.DrawOp = draw.Over
	ox, oy := float32(box.Min.X), float32(box.Min.Y)
	for i, p := range pts {
		x, y := float32(p.X*r.scale)-ox, float32(p.Y*r.scale)-oy
		if i == 0 {
			r.z.MoveTo(x, y)
		} else {
			r.z.LineTo(x, y)
		}
	}
	r.z.ClosePath()
	r.z.Draw(r.dst, box, image.NewUniform(c), image.Point{})
}

// stroke draws a polyline of the given width (in picture units) with round
// joins and caps, or as square-ended dashes when dash > 0. Each piece is
// drawn row by row over the pixels it can touch, so a line costs its length
// times its width, whatever the size of its bounding box.
func (r *raster) stroke(pts []Point, width, dash float64, c color.RGBA) {
	hw := width / 2 * r.scale
	px := func(p Point) Point { return Point{p.X * r.scale, p.Y * r.scale} }
	var pieces []linePiece
	for i := 1; i < len(pts); i++ {
		a, b := px(pts[i-1]), px(pts[i])
		if dash <= 0 {
			pieces = append(pieces, newLinePiece(a, b, hw, true))
			continue
		}
		l := math.Hypot(b.X-a.X, b.Y-a.Y)
		on, off := dash*r.scale, dash*0.8*r.scale
		for s := 0.0; s < l; s += on + off {
			e := min(s+on, l)
			p := Point{a.X + (b.X-a.X)*s/l, a.Y + (b.Y-a.Y)*s/l}
			q := Point{a.X + (b.X-a.X)*e/l, a.Y + (b.Y-a.Y)*e/l}
			pieces = append(pieces, newLinePiece(p, q, hw, false))
		}
	}
	bounds := r.dst.Bounds()
	if len(pieces) == 1 || dash > 0 {
		// The pieces do not overlap (dashes have gaps): paint each directly.
		for _, p := range pieces {
			r.work += p.visit(bounds, func(x, y int, cov float64) { r.blend(x, y, cov, c) })
		}
		return
	}
	// Joined pieces overlap at their joins: each pixel gets the largest
	// coverage of any piece and is painted once, so joins do not darken.
	cov := map[image.Point]float64{}
	for _, p := range pieces {
		r.work += p.visit(bounds, func(x, y int, v float64) {
			k := image.Point{x, y}
			cov[k] = max(cov[k], v)
		})
	}
	for k, v := range cov {
		r.blend(k.X, k.Y, v, c)
	}
}

// blend paints c over the pixel at x, y with coverage cov (0..1).
func (r *raster) blend(x, y int, cov float64, c color.RGBA) {
	i := r.dst.PixOffset(x, y)
	pix := r.dst.Pix[i : i+4 : i+4]
	keep := 1 - cov*float64(c.A)/255 // c is premultiplied, as the image is
	for k, v := range [4]uint8{c.R, c.G, c.B, c.A} {
		pix[k] = uint8(math.Round(float64(v)*cov + float64(pix[k])*keep))
	}
}

// linePiece is one segment of a stroke, in pixels: a capsule (round ends)
// or a rectangle (square ends, a dash) of half-width hw around a–b.
type linePiece struct {
	a, b  Point
	hw    float64
	round bool
	l     float64 // length
	u     Point   // unit direction (zero when a == b)
}

func newLinePiece(a, b Point, hw float64, round bool) linePiece {
	p := linePiece{a: a, b: b, hw: hw, round: round, l: math.Hypot(b.X-a.X, b.Y-a.Y)}
	if p.l > 0 {
		p.u = Point{(b.X - a.X) / p.l, (b.Y - a.Y) / p.l}
	}
	return p
}

// coverage is how much of the pixel centred at x, y the piece covers,
// estimated from the centre's distance to the piece's edge (a one-pixel
// ramp, which is the antialiasing).
func (p linePiece) coverage(x, y float64) float64 {
	dx, dy := x-p.a.X, y-p.a.Y
	t := dx*p.u.X + dy*p.u.Y      // along the piece, from a
	across := dx*p.u.Y - dy*p.u.X // signed distance from the axis
	if p.round {
		d := math.Abs(across)
		switch {
		case p.l == 0 || t <= 0:
			d = math.Hypot(dx, dy)
		case t >= p.l:
			d = math.Hypot(x-p.b.X, y-p.b.Y)
		}
		return clamp01(p.hw + 0.5 - d)
	}
	return clamp01(p.hw+0.5-math.Abs(across)) * clamp01(min(t, p.l-t)+0.5)
}

func clamp01(v float64) float64 { return min(max(v, 0), 1) }

// visit calls fn with every pixel of bounds that the piece touches and its
// coverage, row by row: on each row only the span the piece crosses. It
// returns the number of pixels it examined.
func (p linePiece) visit(bounds image.Rectangle, fn func(x, y int, cov float64)) (examined int) {
	reach := p.hw + 0.5 // a pixel whose centre is farther than this gets no ink
	y0 := max(int(math.Floor(min(p.a.Y, p.b.Y)-reach)), bounds.Min.Y)
	y1 := min(int(math.Ceil(max(p.a.Y, p.b.Y)+reach)), bounds.Max.Y-1)
	for y := y0; y <= y1; y++ {
		cy := float64(y) + 0.5
		lo, hi, ok := p.span(cy, reach)
		if !ok {
			continue
		}
		x0 := max(int(math.Floor(lo-0.5)), bounds.Min.X)
		x1 := min(int(math.Ceil(hi-0.5)), bounds.Max.X-1)
		examined += max(x1-x0+1, 0)
		for x := x0; x <= x1; x++ {
			if c := p.coverage(float64(x)+0.5, cy); c > 0 {
				fn(x, y, c)
			}
		}
	}
	return examined
}

// span is the interval of x where the horizontal line at y meets the piece
// grown by reach across (and, for square ends, by half a pixel along).
func (p linePiece) span(y, reach float64) (lo, hi float64, ok bool) {
	lo, hi = math.Inf(1), math.Inf(-1)
	add := func(x float64) { lo, hi = min(lo, x), max(hi, x) }
	disc := func(c Point) {
		if d := y - c.Y; math.Abs(d) <= reach {
			h := math.Sqrt(reach*reach - d*d)
			add(c.X - h)
			add(c.X + h)
		}
	}
	if p.l == 0 {
		if p.round {
			disc(p.a)
		}
		return lo, hi, lo <= hi
	}
	a, b := p.a, p.b
	if !p.round {
		a = Point{a.X - p.u.X*0.5, a.Y - p.u.Y*0.5}
		b = Point{b.X + p.u.X*0.5, b.Y + p.u.Y*0.5}
	}
	n := Point{-p.u.Y * reach, p.u.X * reach}
	quad := [4]Point{{a.X + n.X, a.Y + n.Y}, {b.X + n.X, b.Y + n.Y}, {b.X - n.X, b.Y - n.Y}, {a.X - n.X, a.Y - n.Y}}
	for i, s := range quad {
		e := quad[(i+1)%4]
		switch {
		case s.Y == e.Y:
			if s.Y == y {
				add(s.X)
				add(e.X)
			}
		case (s.Y-y)*(e.Y-y) <= 0:
			add(s.X + (y-s.Y)*(e.X-s.X)/(e.Y-s.Y))
		}
	}
	if p.round {
		disc(p.a)
		disc(p.b)
	}
	return lo, hi, lo <= hi
}

func (r *raster) text(s Shape) {
	text := s.Text
	if r.useAlt && s.Alt != "" {
		text = s.Alt
	}
	f := r.face(s.Size*r.scale, s.Bold)
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
