package tree

import (
	"image/color"
	"math"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
	"github.com/alphabeta-go/alphabeta/search"
)

// A Scene is a picture as a list of shapes in pixel units, drawn in order.
// Draw builds it; SVG and PNG render the same scene, so both files show the
// same picture.
type Scene struct {
	W, H   float64
	Shapes []Shape
}

// ShapeKind is the kind of a Shape.
type ShapeKind uint8

const (
	Line    ShapeKind = iota // a polyline through Pts
	Polygon                  // a closed polygon through Pts
	Label                    // Text at Pts[0] (the baseline point)
)

// Point is a position in the picture, y downwards.
type Point struct{ X, Y float64 }

// Shape is one element of a Scene. A zero alpha in Fill or Stroke means none.
type Shape struct {
	Kind   ShapeKind
	Pts    []Point
	Fill   color.RGBA
	Stroke color.RGBA
	Width  float64 // stroke width
	Dash   float64 // dash length of the stroke; 0 = solid
	Text   string
	Size   float64 // font size in pixels
	Anchor int     // -1 start, 0 middle, 1 end
	Bold   bool
	Alt    string // the text in English, for renderers whose font lacks a glyph of Text
	Class  string // SVG class, for styling and tests
}

// DrawOptions choose what the picture shows.
type DrawOptions struct {
	// Solution adds the answer: every node's final v and its window (α, β)
	// as the node inherited it, followed by "→ x" where the node moved the
	// bound before it finished (the lecture's one meaning of a node's α, β:
	// inherited, then updated as children return), the chosen path in bold,
	// the cut subtrees greyed behind a severed edge. Without it the picture
	// is the exercise: shapes, names, leaves.
	Solution bool
	Lang     Lang
}

var (
	ink        = color.RGBA{0x1f, 0x29, 0x37, 0xff}
	edgeInk    = color.RGBA{0x4b, 0x55, 0x63, 0xff}
	maxFill    = color.RGBA{0xdb, 0xea, 0xfe, 0xff}
	maxInk     = color.RGBA{0x1d, 0x4e, 0xd8, 0xff}
	minFill    = color.RGBA{0xfe, 0xe2, 0xe2, 0xff}
	minInk     = color.RGBA{0xb9, 0x1c, 0x1c, 0xff}
	leafFill   = color.RGBA{0xff, 0xff, 0xff, 0xff}
	evalFill   = color.RGBA{0xfe, 0xf3, 0xc7, 0xff}
	leafInk    = color.RGBA{0x37, 0x41, 0x51, 0xff}
	greyFill   = color.RGBA{0xf3, 0xf4, 0xf6, 0xff}
	greyInk    = color.RGBA{0xb0, 0xb6, 0xc0, 0xff}
	greyText   = color.RGBA{0x9c, 0xa3, 0xaf, 0xff}
	pathInk    = color.RGBA{0x15, 0x80, 0x3d, 0xff}
	severInk   = color.RGBA{0xdc, 0x26, 0x26, 0xff}
	windowInk  = color.RGBA{0x47, 0x55, 0x69, 0xff}
	background = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// Geometry of the picture, in pixels.
const (
	levelGap    = 92.0 // vertical distance between levels
	nodeH       = 40.0 // height of a MAX/MIN triangle
	nodeMinW    = 48.0
	leafH       = 30.0
	leafMinW    = 34.0
	margin      = 28.0
	nameSize    = 15.0
	valueSize   = 15.0
	windowSize  = 12.5
	legendSize  = 13.0
	minSpacing  = 50.0  // least distance between neighbouring leaves
	maxSpacing  = 160.0 // the most the layout widens to fit labels
	labelGap    = 5.0
	legendSpace = 44.0
)

// nodeBox is a node's laid-out position and size.
type nodeBox struct {
	x, y, w, h float64
	name       string // drawn left of the node ("" for unnamed leaves)
	value      string // drawn inside ("" for none)
	window     [2]string
}

// Draw lays out the solution's tree as a picture: MAX nodes as ▲, MIN nodes
// as ▼, leaves as boxes with their values, each inner node named on its left.
// Leaves are evenly spaced and every inner node is centred over its
// children, level by level, as on the lecture's slides; paint then draws it.
func Draw(s *Solution, o DrawOptions) *Scene {
	t := s.Tree
	boxes := make([]nodeBox, len(t.Nodes))
	// Unit layout: leaves at 0, 1, 2, …; parents centred over children.
	unit := make([]float64, len(t.Nodes))
	next := 0.0
	var place func(n *Node)
	place = func(n *Node) {
		if n.IsLeaf() {
			unit[n.ID] = next
			next++
			return
		}
		for _, c := range n.Children {
			place(c)
		}
		unit[n.ID] = (unit[n.Children[0].ID] + unit[n.Children[len(n.Children)-1].ID]) / 2
	}
	place(t.Root)

	for _, n := range t.Nodes {
		b := &boxes[n.ID]
		r := s.Nodes[n.ID]
		if n.IsLeaf() {
			b.value = FormatNumber(n.Value)
			b.w = max(leafMinW, textWidth(b.value, valueSize, true)+16)
			b.h = leafH
			if n.Name != "" {
				b.name = n.Name
			}
			if n == t.Root {
				b.name = n.Label
			}
			continue
		}
		b.name = n.Label
		b.h = nodeH
		b.w = nodeMinW
		if o.Solution && r.Visited {
			b.value = FormatNumber(r.V)
			b.window = [2]string{windowLabel("α", r.Entry[0], r.Window[0]), windowLabel("β", r.Entry[1], r.Window[1])}
			// The value sits in the wide half of the triangle.
			b.w = max(nodeMinW, 2*(textWidth(b.value, valueSize, true)+10))
		}
	}

	// The spacing of the leaves: wide enough that no two neighbours on a
	// level overlap, labels included.
	extent := func(n *Node) (left, right float64) {
		b := boxes[n.ID]
		left, right = b.w/2, b.w/2
		if b.name != "" {
			left += labelGap + textWidth(b.name, nameSize, true)
		}
		if b.window[0] != "" {
			right += labelGap + max(textWidth(b.window[0], windowSize, false), textWidth(b.window[1], windowSize, false))
		}
		return left, right
	}
	spacing := minSpacing
	byDepth := map[int][]*Node{}
	var order func(n *Node)
	order = func(n *Node) {
		byDepth[n.Depth] = append(byDepth[n.Depth], n)
		for _, c := range n.Children {
			order(c)
		}
	}
	order(t.Root)
	minLeft, maxRight := math.Inf(1), math.Inf(-1)
	for _, level := range byDepth {
		for i := 1; i < len(level); i++ {
			a, b := level[i-1], level[i]
			_, ra := extent(a)
			lb, _ := extent(b)
			if d := unit[b.ID] - unit[a.ID]; d > 0 {
				spacing = max(spacing, (ra+lb+10)/d)
			}
		}
	}
	spacing = min(spacing, maxSpacing)
	for _, n := range t.Nodes {
		b := &boxes[n.ID]
		b.x = unit[n.ID] * spacing
		b.y = float64(n.Depth) * levelGap
		l, r := extent(n)
		minLeft = min(minLeft, b.x-l)
		maxRight = max(maxRight, b.x+r)
	}
	dx := margin - minLeft
	dy := margin + nodeH/2
	for i := range boxes {
		boxes[i].x += dx
		boxes[i].y += dy
	}
	sc := &Scene{W: math.Ceil(maxRight - minLeft + 2*margin), H: math.Ceil(float64(t.Height)*levelGap + nodeH + 2*margin + legendSpace)}
	paint(sc, s, o, boxes)
	return sc
}

// paint draws the laid-out boxes into sc: the edges, then the nodes over
// them, then the legend (sc widens when the legend is wider than the tree).
func paint(sc *Scene, s *Solution, o DrawOptions, boxes []nodeBox) {
	t := s.Tree
	greyed := func(n *Node) bool { return o.Solution && s.Nodes[n.ID].Pruned }

	// Edges first, under the nodes.
	for _, n := range t.Nodes {
		if n.Parent == nil {
			continue
		}
		p, c := boxes[n.Parent.ID], boxes[n.ID]
		from := Point{p.x, p.y + p.h/2}
		to := Point{c.x, c.y - c.h/2}
		e := Shape{Kind: Line, Pts: []Point{from, to}, Stroke: edgeInk, Width: 1.6, Class: "edge"}
		switch {
		case greyed(n):
			e.Stroke, e.Dash, e.Class = greyInk, 5, "edge pruned"
		case o.Solution && s.OnPV(n):
			e.Stroke, e.Width, e.Class = pathInk, 4.5, "edge chosen"
		}
		sc.Shapes = append(sc.Shapes, e)
		if o.Solution && s.Nodes[n.ID].CutRoot {
			sc.Shapes = append(sc.Shapes, severMark(from, to)...)
		}
	}

	for _, n := range t.Nodes {
		b := boxes[n.ID]
		grey := greyed(n)
		onPV := o.Solution && s.OnPV(n)
		textInk := ink
		if grey {
			textInk = greyText
		}
		if n.IsLeaf() {
			fill, stroke := leafFill, leafInk
			class := "leaf"
			switch {
			case grey:
				fill, stroke, class = greyFill, greyInk, "leaf pruned"
			case o.Solution && s.Nodes[n.ID].Visited:
				fill, class = evalFill, "leaf evaluated"
			}
			w := 1.5
			if onPV {
				stroke, w = pathInk, 3
			}
			sc.Shapes = append(sc.Shapes,
				Shape{Kind: Polygon, Pts: rect(b.x, b.y, b.w, b.h), Fill: fill, Stroke: stroke, Width: w, Class: class},
				Shape{Kind: Label, Pts: []Point{{b.x, b.y + valueSize*0.36}}, Text: b.value, Size: valueSize, Bold: true, Fill: textInk, Class: "value"})
			if b.name != "" {
				sc.Shapes = append(sc.Shapes, Shape{Kind: Label, Pts: []Point{{b.x, b.y + b.h/2 + nameSize}},
					Text: b.name, Size: nameSize - 2, Fill: textInk, Class: "name"})
			}
			continue
		}
		player := s.Player(n)
		fill, stroke := maxFill, maxInk
		pts := []Point{{b.x, b.y - b.h/2}, {b.x + b.w/2, b.y + b.h/2}, {b.x - b.w/2, b.y + b.h/2}}
		valueY := b.y + b.h/2 - 7
		class := "max"
		if player == search.Min {
			fill, stroke, class = minFill, minInk, "min"
			pts = []Point{{b.x - b.w/2, b.y - b.h/2}, {b.x + b.w/2, b.y - b.h/2}, {b.x, b.y + b.h/2}}
			valueY = b.y - b.h/2 + valueSize + 1
		}
		w := 1.8
		if grey {
			fill, stroke, class = greyFill, greyInk, class+" pruned"
		}
		if onPV {
			w = 3.2
		}
		sc.Shapes = append(sc.Shapes, Shape{Kind: Polygon, Pts: pts, Fill: fill, Stroke: stroke, Width: w, Class: class})
		nameInk := stroke
		if !grey {
			nameInk = ink
		}
		sc.Shapes = append(sc.Shapes, Shape{Kind: Label, Pts: []Point{{b.x - b.w/2 + b.w/8 - labelGap, b.y + nameSize*0.36}},
			Text: b.name, Size: nameSize, Bold: true, Anchor: 1, Fill: nameInk, Class: "name"})
		if b.value != "" {
			sc.Shapes = append(sc.Shapes, Shape{Kind: Label, Pts: []Point{{b.x, valueY}}, Text: b.value,
				Size: valueSize, Bold: true, Fill: textInk, Class: "v"})
		}
		if b.window[0] != "" {
			x := b.x + b.w/2 - b.w/8 + labelGap
			sc.Shapes = append(sc.Shapes,
				Shape{Kind: Label, Pts: []Point{{x, b.y - 2}}, Text: b.window[0], Size: windowSize, Anchor: -1, Fill: windowInk, Class: "alpha"},
				Shape{Kind: Label, Pts: []Point{{x, b.y + windowSize + 1}}, Text: b.window[1], Size: windowSize, Anchor: -1, Fill: windowInk, Class: "beta"})
		}
	}
	keys, end := legend(sc, o)
	if w := math.Ceil(end - 18 + margin); w > sc.W {
		// Centre the tree over the wider legend.
		shift := (w - sc.W) / 2
		for i := range sc.Shapes {
			for j := range sc.Shapes[i].Pts {
				sc.Shapes[i].Pts[j].X += shift
			}
		}
		sc.W = w
	}
	sc.Shapes = append(sc.Shapes, keys...)
}

// windowLabel is one bound of a node's window: "α=−∞" as inherited, or
// "α=−∞ → 5" when the node raised it to 5 before it finished.
func windowLabel(name string, inherited, final float64) string {
	s := name + "=" + FormatNumber(inherited)
	if final != inherited {
		s += " → " + FormatNumber(final)
	}
	return s
}

func rect(x, y, w, h float64) []Point {
	return []Point{{x - w/2, y - h/2}, {x + w/2, y - h/2}, {x + w/2, y + h/2}, {x - w/2, y + h/2}}
}

// severMark is the "//" across the middle of a cut edge.
func severMark(from, to Point) []Shape {
	mx, my := (from.X+to.X)/2, (from.Y+to.Y)/2
	dx, dy := to.X-from.X, to.Y-from.Y
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l // along the edge
	px, py := -uy, ux    // across it
	var out []Shape
	for _, off := range []float64{-4, 4} {
		cx, cy := mx+ux*off, my+uy*off
		// Each stroke is tilted a little from the perpendicular, like a
		// hand-drawn double slash.
		a := Point{cx + px*9 + ux*3, cy + py*9 + uy*3}
		b := Point{cx - px*9 - ux*3, cy - py*9 - uy*3}
		out = append(out, Shape{Kind: Line, Pts: []Point{a, b}, Stroke: severInk, Width: 2.4, Class: "sever"})
	}
	return out
}

// legend is the key at the bottom left of the picture, and its right end.
func legend(sc *Scene, o DrawOptions) ([]Shape, float64) {
	y := sc.H - margin/2 - legendSize/2
	x := margin
	var out []Shape
	text := func(m i18n.Message) {
		s, en := m.In(string(o.Lang)), m.String()
		out = append(out, Shape{Kind: Label, Pts: []Point{{x, y + legendSize*0.36}}, Text: s, Alt: en, Size: legendSize, Anchor: -1, Fill: ink, Class: "legend"})
		x += max(textWidth(s, legendSize, false), textWidth(en, legendSize, false)) + 18
	}
	tri := func(up bool, fill, stroke color.RGBA) {
		h, w := 14.0, 16.0
		pts := []Point{{x + w/2, y - h/2}, {x + w, y + h/2}, {x, y + h/2}}
		if !up {
			pts = []Point{{x, y - h/2}, {x + w, y - h/2}, {x + w/2, y + h/2}}
		}
		out = append(out, Shape{Kind: Polygon, Pts: pts, Fill: fill, Stroke: stroke, Width: 1.4, Class: "legend"})
		x += w + 6
	}
	tri(true, maxFill, maxInk)
	text(msg("MAX"))
	tri(false, minFill, minInk)
	text(msg("MIN"))
	out = append(out, Shape{Kind: Polygon, Pts: rect(x+8, y, 16, 13), Fill: leafFill, Stroke: leafInk, Width: 1.3, Class: "legend"})
	x += 22
	text(msg("leaf"))
	if !o.Solution {
		return out, x
	}
	out = append(out, Shape{Kind: Polygon, Pts: rect(x+8, y, 16, 13), Fill: evalFill, Stroke: leafInk, Width: 1.3, Class: "legend"})
	x += 22
	text(msg("evaluated leaf"))
	out = append(out, Shape{Kind: Line, Pts: []Point{{x, y}, {x + 28, y}}, Stroke: pathInk, Width: 4.5, Class: "legend"})
	x += 34
	text(msg("chosen path"))
	out = append(out, Shape{Kind: Line, Pts: []Point{{x, y}, {x + 34, y}}, Stroke: greyInk, Width: 1.6, Dash: 5, Class: "legend"})
	out = append(out, severMark(Point{x, y}, Point{x + 34, y})...)
	x += 40
	text(msg("cut off"))
	text(msg("v inside a node; α, β: the window it inherits (→ when it finished)"))
	return out, x
}
