package web

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// uniformTree writes a tree with b children at every inner node and depth d,
// its leaves drawn in turn from values.
func uniformTree(b, d int, values []string) string {
	next := 0
	var build func(d int) string
	build = func(d int) string {
		if d == 0 {
			v := values[next%len(values)]
			next++
			return v
		}
		parts := make([]string, b)
		for i := range parts {
			parts[i] = build(d - 1)
		}
		return "(" + strings.Join(parts, ",") + ")"
	}
	return build(d)
}

// labelOverlapsJS steps through the lab (every step of a small tree, about
// 40 spread over a big one) and lists, per picture, the pairs of text
// elements whose boxes on the screen (getBoundingClientRect) meet by more
// than a pixel. It answers at most 10 pairs.
const labelOverlapsJS = `(() => { const out = [];
	const stride = Math.max(1, Math.floor(total() / 40));
	const steps = [];
	for (let s = 0; s < total(); s += stride) steps.push(s);
	steps.push(total());
	for (const s of steps) { go(s);
	  for (const id of ['svg-ab', 'svg-mm']) {
	    const boxes = Array.from(document.querySelectorAll('#' + id + ' text'))
	      .map(e => [e.textContent, e.getBoundingClientRect()])
	      .filter(([txt, r]) => txt.trim() !== '' && r.width > 0 && r.height > 0);
	    for (let i = 0; i < boxes.length && out.length < 10; i++) for (let j = i + 1; j < boxes.length && out.length < 10; j++) {
	      const [ta, a] = boxes[i], [tb, q] = boxes[j];
	      if (a.left < q.right - 1 && q.left < a.right - 1 && a.top < q.bottom - 1 && q.top < a.bottom - 1)
	        out.push(id + ' step ' + s + ': ' + JSON.stringify(ta) + ' meets ' + JSON.stringify(tb));
	    }
	  } }
	return out; })()`

// leafTextOutsideJS lists the leaves whose value sticks out of their box
// on the screen.
const leafTextOutsideJS = `Array.from(document.querySelectorAll('#svg-ab g.node, #svg-mm g.node')).filter(g => g.querySelector('rect')).flatMap(g => {
	const box = g.querySelector('rect').getBoundingClientRect(), txt = g.querySelector('text'), r = txt.getBoundingClientRect();
	return r.left < box.left - 0.5 || r.right > box.right + 0.5 ? [txt.textContent + ' ' + r.width.toFixed(1) + ' px in a ' + box.width.toFixed(1) + ' px box'] : [];
}).slice(0, 10)`

// controlsOutsideJS lists the page's controls that stick out of the
// viewport (those in a box that scrolls by itself, such as the quiz
// table, excepted), and the page itself when it scrolls sideways.
const controlsOutsideJS = `(() => { const w = document.documentElement.clientWidth, out = [];
	if (document.documentElement.scrollWidth > w + 1) out.push('page scrollWidth ' + document.documentElement.scrollWidth + ' > ' + w);
	const scrolls = e => { for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
	  const o = getComputedStyle(p).overflowX; if (o === 'auto' || o === 'scroll') return true; } return false; };
	for (const e of document.querySelectorAll('main button, main select, main input, main label, header select, header a')) {
	  const r = e.getBoundingClientRect();
	  if (r.width === 0 || scrolls(e)) continue;
	  if (r.left < -1 || r.right > w + 1) out.push(e.tagName + '#' + e.id + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
	}
	return out.slice(0, 10); })()`

// selectClippedJS tells whether the select sel is fully on screen and as
// wide as it would be unconstrained (so that no option's text is cut).
func selectClippedJS(sel string) string {
	return `(() => { const s = document.querySelector(` + strconv.Quote(sel) + `), r = s.getBoundingClientRect();
	const free = s.cloneNode(true); free.removeAttribute('id'); free.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden;width:auto;min-width:0;max-width:none';
	document.body.append(free); const natural = free.getBoundingClientRect().width; free.remove();
	const w = document.documentElement.clientWidth, h = window.innerHeight, out = [];
	if (r.left < 0 || r.right > w + 0.5) out.push('spans ' + r.left.toFixed(1) + '..' + r.right.toFixed(1) + ' of a ' + w + ' px screen');
	if (r.width < natural - 0.5) out.push(r.width.toFixed(1) + ' px wide, its options need ' + natural.toFixed(1));
	if (getComputedStyle(s).visibility !== 'visible' || r.height === 0) out.push('not visible');
	return out.join('; '); })()`
}

// TestBrowserTreeLayout: the lab's pictures of trees up to b = 4, d = 4 at
// a laptop's and a phone's width: no two labels meet on the screen, the
// controls stay on the screen (the page never scrolls sideways; a wide
// picture scrolls inside its panel), and the side selectors (the lab's MAX
// or MIN at the root, caro's colour) are shown whole.
func TestBrowserTreeLayout(t *testing.T) {
	b := startBrowser(t)
	trees := []struct{ name, tree string }{
		{"seed", "A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))"},
		{"b=3 d=3", uniformTree(3, 3, []string{"1", "-17", "8", "100", "5", "-3", "+inf", "12", "-inf"})},
		// 256 leaves, 341 nodes, the widest leaf values the lab draws in
		// the compact style side by side.
		{"b=4 d=4", uniformTree(4, 4, []string{"-1000", "17", "-5", "2500", "3", "-42", "999", "0", "-inf", "88"})},
		{"b=4 d=4 one digit", uniformTree(4, 4, []string{"3", "1", "4", "1", "5", "9", "2", "6", "5"})},
	}
	for _, vp := range []struct {
		name          string
		width, height int64
		scale         float64
	}{{"phone", 390, 844, 2}, {"laptop", 1280, 900, 1}} {
		t.Run(vp.name, func(t *testing.T) {
			b.t = t
			b.run("viewport", chromedp.EmulateViewport(vp.width, vp.height, chromedp.EmulateScale(vp.scale)))
			for _, tr := range trees {
				b.run("open "+tr.name, chromedp.Navigate(b.url+"/lab?lang=en&tree="+url.QueryEscape(tr.tree)),
					waitJS(`lab.data && document.getElementById('stepno').textContent !== '0 / 0'`))
				if e := b.text("#err"); e != "" {
					t.Fatalf("%s: %s", tr.name, e)
				}
				if got := eval[[]string](b, labelOverlapsJS); len(got) > 0 {
					t.Errorf("%s at %d px: labels meet: %q", tr.name, vp.width, got)
				}
				if got := eval[[]string](b, controlsOutsideJS); len(got) > 0 {
					t.Errorf("%s at %d px: off the screen: %q", tr.name, vp.width, got)
				}
				b.run("last step", js(`go(total())`))
				if got := eval[[]string](b, leafTextOutsideJS); len(got) > 0 {
					t.Errorf("%s at %d px: leaf values wider than their boxes: %q", tr.name, vp.width, got)
				}
				b.screenshot("layout-" + vp.name + "-" + strings.ReplaceAll(tr.name, " ", ""))
			}
			for _, lang := range []string{"en", "vi"} {
				b.run("lab "+lang, chromedp.Navigate(b.url+"/lab?lang="+lang), waitJS(`lab.data && lab.data.leaves === 8`))
				if got := eval[string](b, selectClippedJS("#root")); got != "" {
					t.Errorf("lab's MAX/MIN selector (%s) at %d px: %s", lang, vp.width, got)
				}
				b.run("caro "+lang, chromedp.Navigate(b.url+"/caro?lang="+lang), waitJS(`document.querySelectorAll('#board .cell').length === 225`))
				for _, sel := range []string{"#human", "#rule", "#size", "#level"} {
					if got := eval[string](b, selectClippedJS(sel)); got != "" {
						t.Errorf("caro's %s selector (%s) at %d px: %s", sel, lang, vp.width, got)
					}
				}
				if got := eval[[]string](b, controlsOutsideJS); len(got) > 0 {
					t.Errorf("caro (%s) at %d px: off the screen: %q", lang, vp.width, got)
				}
				b.screenshot("layout-" + vp.name + "-caro-" + lang)
			}
		})
	}
	b.run("viewport back", chromedp.EmulateViewport(1280, 900, chromedp.EmulateScale(1)))
}
