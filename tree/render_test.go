package tree

import (
	"bytes"
	"context"
	"errors"
	"image/color"
	"math"
	"strings"
	"sync"
	"testing"
)

// A long shallow line is drawn by visiting the pixels along it, not the
// rectangle it spans: 20,000 × 400 pixels of box, about 20,000 × 4 of line.
func TestStrokeWorkFollowsLength(t *testing.T) {
	ink := color.RGBA{0, 0, 0, 255}
	sc := &Scene{W: 20000, H: 400, Shapes: []Shape{{Kind: Line, Pts: []Point{{0, 0}, {20000, 400}}, Width: 2, Stroke: ink}}}
	r := newRaster(sc, 1)
	if err := r.draw(context.Background(), sc); err != nil {
		t.Fatal(err)
	}
	length := math.Hypot(20000, 400)
	if limit := int(length * 6); r.work > limit {
		t.Errorf("a %.0f-pixel line of width 2 examined %d pixels, want at most %d (its box has %d)", length, r.work, limit, 20000*400)
	}
	if c := r.dst.RGBAAt(10000, 200); c.R > 0x40 {
		t.Errorf("the middle of the line is %v, want ink", c)
	}
	if c := r.dst.RGBAAt(10000, 210); c != background {
		t.Errorf("a pixel 10 rows off the line is %v, want the background", c)
	}
}

// Drawing a wide fan costs the edges' lengths, not their bounding boxes
// (which grow with the square of the fan-out).
func TestFanDrawWorkIsLinear(t *testing.T) {
	tr, err := Parse("A(" + strings.Repeat("1,", 299) + "1)")
	if err != nil {
		t.Fatal(err)
	}
	const scale = 2
	sc := Draw(Solve(tr, Options{}), DrawOptions{Solution: true})
	budget := 0.0
	for _, s := range sc.Shapes {
		switch s.Kind {
		case Line, Polygon:
			minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
			for i, p := range s.Pts {
				minX, maxX, minY, maxY = min(minX, p.X), max(maxX, p.X), min(minY, p.Y), max(maxY, p.Y)
				if i > 0 {
					q := s.Pts[i-1]
					budget += math.Hypot(p.X-q.X, p.Y-q.Y) * scale * (s.Width*scale + 4)
				}
			}
			if s.Kind == Polygon {
				budget += (maxX - minX + 3) * (maxY - minY + 3) * scale * scale
				budget += math.Hypot(s.Pts[0].X-s.Pts[len(s.Pts)-1].X, s.Pts[0].Y-s.Pts[len(s.Pts)-1].Y) * scale * (s.Width*scale + 4)
			}
		}
	}
	r := newRaster(sc, scale)
	if err := r.draw(context.Background(), sc); err != nil {
		t.Fatal(err)
	}
	if r.work > int(budget) {
		t.Errorf("a 300-leaf fan examined %d pixels, want at most %.0f (lines' length × width plus polygons' boxes)", r.work, budget)
	}
}

func TestPNGTooLargeIsRefusedBeforeDrawing(t *testing.T) {
	sc := &Scene{W: 1e6, H: 1e6}
	var b bytes.Buffer
	err := sc.PNG(&b, 2)
	if !errors.Is(err, ErrPictureTooLarge) || !strings.Contains(err.Error(), "2000000×2000000") || b.Len() != 0 {
		t.Errorf("PNG of a 2e6×2e6 picture: %v, %d bytes written", err, b.Len())
	}
	if err := (&Scene{W: 10, H: 10}).PNG(&b, 0); err == nil || errors.Is(err, ErrPictureTooLarge) {
		t.Errorf("scale 0: %v, want a scale error", err)
	}
	if w, h := (&Scene{W: 10.2, H: 5}).PNGSize(2); w != 21 || h != 10 {
		t.Errorf("PNGSize %d×%d, want 21×10", w, h)
	}
}

func TestPNGContextStopsWhenCancelled(t *testing.T) {
	s := Solve(mustParse(t, seedTree), Options{})
	sc := Draw(s, DrawOptions{Solution: true})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var b bytes.Buffer
	if err := sc.PNGContext(ctx, &b, 2); !errors.Is(err, context.Canceled) || b.Len() != 0 {
		t.Errorf("cancelled: %v, %d bytes", err, b.Len())
	}
	if err := sc.PNGContext(context.Background(), &b, 2); err != nil || !bytes.HasPrefix(b.Bytes(), []byte("\x89PNG")) {
		t.Errorf("not cancelled: %v", err)
	}
}

// Pictures can be laid out and drawn at once on several goroutines (the web
// server draws for several clients): font faces, which reuse buffers, are
// not shared between them.
func TestConcurrentDrawing(t *testing.T) {
	s := Solve(mustParse(t, seedTree), Options{})
	var want []byte
	var wg sync.WaitGroup
	results := make([][]byte, 4)
	for i := range results {
		wg.Go(func() {
			var b bytes.Buffer
			for range 3 {
				b.Reset()
				sc := Draw(s, DrawOptions{Solution: true, Lang: VI})
				if err := sc.PNG(&b, 1.5); err != nil {
					t.Error(err)
					return
				}
			}
			results[i] = b.Bytes()
		})
	}
	wg.Wait()
	var b bytes.Buffer
	if err := Draw(s, DrawOptions{Solution: true, Lang: VI}).PNG(&b, 1.5); err != nil {
		t.Fatal(err)
	}
	want = b.Bytes()
	if !bytes.Equal(results[0], want) {
		t.Error("a picture drawn beside others differs from the same picture drawn alone")
	}
}
