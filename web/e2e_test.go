package web

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/chromedp/cdproto/cdp"
	cdpcss "github.com/chromedp/cdproto/css"
	cdpdom "github.com/chromedp/cdproto/dom"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The end-to-end tests drive the pages in a real headless browser: Debian's
// chromium (or $ALPHABETA_CHROMIUM). They skip, saying so, when there is no
// browser; CI installs one. Screenshots go to $ALPHABETA_SCREENSHOTS (kept as
// CI artifacts) or to $TMPDIR/alphabeta-web-screenshots, and stay there.

func findChromium() string {
	if p := os.Getenv("ALPHABETA_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

type browser struct {
	t    *testing.T
	url  string
	dir  string
	ctx  context.Context
	shot int
}

func startBrowser(t *testing.T) *browser {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end browser tests skipped in -short mode")
	}
	exe := findChromium()
	if exe == "" {
		t.Skip("no chromium found (install Debian's chromium or set ALPHABETA_CHROMIUM): browser tests skipped")
	}
	_, ts := newTestServer(t, Config{})
	// The screenshots outlive the test, so that people (and CI, as
	// artifacts) can look at them.
	dir := os.Getenv("ALPHABETA_SCREENSHOTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "alphabeta-web-screenshots")
		os.RemoveAll(dir) // the last run's only
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Flag("headless", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelCtx(); cancelAlloc() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", exe, err)
	}
	// Every page records what its Content-Security-Policy blocked, so that
	// the tests can tell that the pages keep within it.
	if _, err := chromedp.Call(ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{
		Source: `window.__csp = []; document.addEventListener('securitypolicyviolation', e => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));`,
	}); err != nil {
		t.Fatalf("installing the CSP watch: %v", err)
	}
	t.Logf("screenshots in %s", dir)
	return &browser{t: t, url: ts.URL, dir: dir, ctx: ctx}
}

type step = chromedp.Action[chromedp.Void]

func (b *browser) run(what string, actions ...step) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		b.screenshot("failed-" + strings.ReplaceAll(what, " ", "-"))
		b.t.Fatalf("%s: %v", what, err)
	}
}

func (b *browser) screenshot(name string) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 15*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		b.t.Logf("screenshot %s: %v", name, err)
		return
	}
	b.shot++
	path := filepath.Join(b.dir, fmt.Sprintf("%02d-%s.png", b.shot, name))
	if err := os.WriteFile(path, png, 0o644); err != nil {
		b.t.Error(err)
	}
}

// checkCSP fails the test if the page broke its Content-Security-Policy.
func (b *browser) checkCSP(page string) {
	b.t.Helper()
	if v := eval[[]string](b, `window.__csp || []`); len(v) > 0 {
		b.t.Errorf("%s broke the Content-Security-Policy: %v", page, v)
	}
}

// text reads an element's text content.
func (b *browser) text(sel string) string {
	b.t.Helper()
	return eval[string](b, "document.querySelector("+strconv.Quote(sel)+").textContent")
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](b *browser, js string) T {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		b.screenshot("failed-eval")
		b.t.Fatalf("%s: %v", js, err)
	}
	return v
}

// js runs JavaScript for its effect.
func js(code string) step { return chromedp.Evaluate[chromedp.Void](code + "; undefined") }

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

func click(sel string) step { return chromedp.Click(chromedp.CSS(sel)) }

// waitJS polls a JavaScript condition until it holds.
func waitJS(cond string) step {
	return chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(20*time.Second))
}

func TestBrowser(t *testing.T) {
	b := startBrowser(t)
	t.Run("home and language", func(t *testing.T) {
		b.t = t
		b.run("open home", chromedp.Navigate(b.url+"/"), chromedp.WaitVisible(chromedp.CSS("#card-lab")),
			js(`localStorage.removeItem('alphabeta.lang')`))
		b.run("english", chromedp.SetValue(chromedp.CSS("#lang"), "en"), js(`setLang('en')`))
		if got := b.text(`header nav a[href="/xiangqi"]`); got != "Xiangqi" {
			t.Errorf("English nav: %q", got)
		}
		b.run("switch to Vietnamese", chromedp.SetValue(chromedp.CSS("#lang"), "vi"),
			js(`document.getElementById('lang').dispatchEvent(new Event('change'))`))
		if got := b.text(`header nav a[href="/xiangqi"]`); got != "Cờ tướng" {
			t.Errorf("Vietnamese nav: %q", got)
		}
		b.screenshot("home-vi")
		b.checkCSP("/")
		// The policy is in force: an inline script is blocked and reported.
		b.run("inline script", js(`const s = document.createElement('script'); s.textContent = 'window.__inlineRan = true'; document.head.append(s)`),
			waitJS(`window.__csp.length > 0`))
		if ran := eval[bool](b, `window.__inlineRan === true`); ran {
			t.Error("an inline script ran despite the Content-Security-Policy")
		}
		// Remembered across pages.
		b.run("open lab in Vietnamese", chromedp.Navigate(b.url+"/lab"), chromedp.WaitVisible(chromedp.CSS("#svg-ab-node-0")))
		if got := b.text("h1"); got != "Phòng thí nghiệm alpha-beta" {
			t.Errorf("lab title after reload: %q", got)
		}
		lang := eval[string](b, `document.getElementById('lang').value`)
		if lang != "vi" {
			t.Errorf("language select shows %q after reload", lang)
		}
		if got := b.text("#code-ab .line"); !strings.Contains(got, "hàm AlphaBeta(n, α, β)") {
			t.Errorf("Vietnamese pseudo-code: %q", got)
		}
		b.run("back to English", js(`setLang('en')`))
		b.checkCSP("/lab")
	})

	t.Run("?lang= links", func(t *testing.T) {
		b.t = t
		b.run("lab in Vietnamese", chromedp.Navigate(b.url+"/lab?lang=vi"), chromedp.WaitVisible(chromedp.CSS("#svg-ab-node-0")))
		if got := b.text("h1"); got != "Phòng thí nghiệm alpha-beta" {
			t.Errorf("/lab?lang=vi: title %q", got)
		}
		// Remembered: the next page without the parameter stays Vietnamese,
		// and a Vietnamese player gets Caro's rule by default.
		b.run("caro", chromedp.Navigate(b.url+"/caro"), waitJS(`document.querySelectorAll('#board .cell').length === 225`))
		if got := b.text("h1"); got != "Cờ caro / Gomoku" {
			t.Errorf("caro after ?lang=vi: title %q", got)
		}
		if rule := eval[string](b, `document.getElementById('rule').value`); rule != "caro" {
			t.Errorf("default rule in Vietnamese: %q, want caro", rule)
		}
		// The server's errors come in the page's language: a position with
		// a move on a taken point.
		b.run("caro error", chromedp.Navigate(b.url+"/caro?moves=7,7%207,7"), waitJS(`document.getElementById('err').textContent !== ''`))
		if got := b.text("#err"); got != "thế cờ không hợp lệ: nước 2 (h8): ô đã có quân" {
			t.Errorf("Vietnamese page's error: %q", got)
		}
		b.run("home in English", chromedp.Navigate(b.url+"/?lang=en"), chromedp.WaitVisible(chromedp.CSS("#card-lab")))
		if got := b.text(`header nav a[href="/xiangqi"]`); got != "Xiangqi" {
			t.Errorf("/?lang=en: nav %q", got)
		}
		if href := eval[string](b, `document.getElementById('link-vi').getAttribute('href')`); href != "/lab?lang=vi" {
			t.Errorf("home's Vietnamese link: %q", href)
		}
	})
	browserLabSteps(t, b)
	browserLabEdit(t, b)
	browserGames(t, b)
}

// browserLabSteps: the lab stepping through the lecture's tree, its cuts,
// keys, exports and quiz.
func browserLabSteps(t *testing.T, b *browser) {
	t.Run("lab: seed tree cuts at E and C", func(t *testing.T) {
		b.t = t
		b.run("open lab", chromedp.Navigate(b.url+"/lab"), chromedp.WaitVisible(chromedp.CSS("#svg-ab-node-0")),
			waitJS(`document.getElementById('stepno').textContent.endsWith('/ 36')`))
		if got := b.text("#stepno"); got != "0 / 36" {
			t.Errorf("the lab should start paused at step 0: %q", got)
		}
		if got := b.text("#rule-mm"); !strings.HasPrefix(got, "minimax: Press") {
			t.Errorf("minimax's rule line: %q", got)
		}
		var cuts, explained []string
		for step := 0; step < 40 && len(explained) < 2; step++ {
			b.run("step", click("#fwd"))
			rule := b.text("#rule-ab")
			if strings.Contains(rule, "→ cut") {
				cuts = append(cuts, rule)
				b.screenshot(fmt.Sprintf("lab-cut-%d", len(cuts)))
			}
			if strings.Contains(rule, "-cut at") {
				explained = append(explained, rule)
				// The pseudo-code beside the tree shows the line that cut.
				hot := eval[string](b, `Array.from(document.querySelectorAll('#code-ab .line.hot')).map(e => e.dataset.line + ':' + e.textContent.trim()).join(' | ')`)
				want := map[int]string{1: "8:8       if v ≥ β then return v      // β-cut", 2: "12:12       if v ≤ α then return v      // α-cut"}[len(explained)]
				if hot != want {
					t.Errorf("cut %d: highlighted pseudo-code %q, want %q", len(explained), hot, want)
				}
			}
			if strings.Contains(rule, "E (MAX) gets leaf 6") {
				// v ← max(v, x), then the cut test that succeeds.
				if hot := eval[string](b, `Array.from(document.querySelectorAll('#code-ab .line.hot')).map(e => e.dataset.line).join(',')`); hot != "5,7,8" {
					t.Errorf("E gets 6: highlighted lines %q, want 5,7,8", hot)
				}
				if hot := eval[string](b, `Array.from(document.querySelectorAll('#code-mm .line.hot')).map(e => e.dataset.line).join(',')`); hot == "" {
					t.Error("minimax's pseudo-code has no line highlighted")
				}
			}
		}
		if len(cuts) != 2 || !strings.Contains(cuts[0], "E (MAX) gets leaf 6: v = max(−∞, 6) = 6") || !strings.Contains(cuts[0], "v=6 ≥ β=5 → cut") ||
			!strings.Contains(cuts[1], "C (MIN) gets F = 4") || !strings.Contains(cuts[1], "v=4 ≤ α=5 → cut") {
			t.Fatalf("cut rules: %q", cuts)
		}
		// The cut sentence names the node that set the bound, as the seed does.
		if len(explained) != 2 || !strings.Contains(explained[0], "β-cut at E (MAX): leaf 9 not searched. E is MAX, so E ≥ 6; but B (MIN, the parent) is already sure of 5, so B will not choose E.") ||
			!strings.Contains(explained[1], "α-cut at C (MIN): G not searched. C is MIN, so C ≤ 4; but A (MAX, the parent) is already sure of 5, so A will not choose C.") {
			t.Errorf("cut explanations: %q", explained)
		}
		// Keyboard: End goes to the last step; the picture shows both cuts.
		b.run("End key", chromedp.KeyEvent(kb.End)) // End
		b.run("wait end", waitJS(`document.getElementById('stepno').textContent === '36 / 36'`))
		state := eval[map[string]string](b, `(() => { const o = {}; document.querySelectorAll('#svg-ab g.node').forEach(g => {
			const k = g.dataset.label || ('leaf' + g.dataset.id); o[k] = g.dataset.cutoff + g.dataset.pruned + g.dataset.cutroot; }); return o; })()`)
		if state["E"] != "100" || state["C"] != "100" || state["G"] != "011" || state["B"] != "000" {
			t.Errorf("node states (cutoff, pruned, cut root): %v", state)
		}
		rows := eval[int](b, `document.querySelectorAll('#trace tr').length - 1`)
		if rows != 13 {
			t.Errorf("trace table has %d rows, want 13", rows)
		}
		// The last step shows the chosen path A→B→D→5 in both pictures.
		if n := eval[int](b, `document.querySelectorAll('#svg-ab line.chosen').length + document.querySelectorAll('#svg-mm line.chosen').length`); n != 6 {
			t.Errorf("%d chosen edges at the end, want 3 in each picture", n)
		}
		if got := b.text("#tablelegend"); !strings.Contains(got, "Update —: nothing changes") {
			t.Errorf("table legend: %q", got)
		}
		b.screenshot("lab-end")
		// The exports: a well-formed standalone SVG, a PNG of it, the CSV table.
		if got := eval[string](b, `(() => { const x = svgText(currentSVG());
			const d = new DOMParser().parseFromString(x, 'image/svg+xml');
			return d.querySelector('parsererror') ? 'parse error' : d.documentElement.nodeName + ' ' + d.querySelectorAll('g.node').length; })()`); got != "svg 15" {
			t.Errorf("exported SVG: %q, want an svg with 15 nodes", got)
		}
		ctx, cancel := context.WithTimeout(b.ctx, 20*time.Second)
		size, err := chromedp.Run(ctx, chromedp.Evaluate[int](`pngBlob().then(b => b.type === 'image/png' ? b.size : -1)`, chromedp.EvalAwaitPromise))
		cancel()
		if err != nil || size < 5000 {
			t.Errorf("exported PNG: %d bytes, %v", size, err)
		}
		// Back one step with the arrow key.
		b.run("ArrowLeft", chromedp.KeyEvent(kb.ArrowLeft))
		if got := b.text("#stepno"); got != "35 / 36" {
			t.Errorf("after ←: %q", got)
		}
		// Quiz: revealing the answer never counts as the student's.
		b.run("quiz", click("#quizbtn"), click("#quizreveal"), waitJS(`document.getElementById('quizscore').textContent !== ''`))
		if got := b.text("#quizscore"); !strings.Contains(got, "Answer shown") || strings.Contains(got, "All") {
			t.Errorf("quiz with the revealed answer: %q", got)
		}
		b.screenshot("lab-quiz")
		b.checkCSP("/lab")
	})
}

// browserLabEdit: building a tree in the lab, best-first order, predicting
// the cuts, and pictures whose labels never meet.
func browserLabEdit(t *testing.T, b *browser) {
	t.Run("lab: build a tree by clicking, best-first, predict the cuts", func(t *testing.T) {
		b.t = t
		clickNode := func(path string) step {
			return js(`document.getElementById('svg-ab-node-' + lab.data.nodes.find(n => n.path === ` + strconv.Quote(path) + `).id).dispatchEvent(new MouseEvent('click'))`)
		}
		text := func() string { return eval[string](b, `document.getElementById('treetext').value`) }
		solved := func(tree string) step {
			return waitJS(`lab.data && lab.data.tree !== undefined && document.getElementById('treetext').value === ` + strconv.Quote(tree) + ` && !document.getElementById('err').textContent`)
		}
		b.run("open", chromedp.Navigate(b.url+"/lab?tree=A(1,2)"), waitJS(`lab.data && lab.data.leaves === 2`))
		b.run("edit, add a child to the root", click("#editbtn"), clickNode(""), click("#addchild"), solved("A(1,2,0)"),
			waitJS(`lab.data.leaves === 3`))
		b.run("set the first leaf", clickNode("0"), chromedp.SetValue(chromedp.CSS("#leafvalue"), "7"), click("#setleaf"), solved("A(7,2,0)"))
		b.run("a child under leaf 2", clickNode("1"), click("#addchild"), solved("A(7,(2,0),0)"), waitJS(`lab.data.nodes.length === 6`))
		b.run("delete the last subtree", clickNode("2"), click("#delsub"), solved("A(7,(2,0))"))
		b.run("root MIN", chromedp.SetValue(chromedp.CSS("#root"), "min"), js(`document.getElementById('root').dispatchEvent(new Event('change'))`),
			waitJS(`lab.data.nodes[0].player === 'MIN'`))
		if v := eval[string](b, `fmtNum(lab.data.alphabeta.value)`); v != "2" || text() != "A(7,(2,0))" {
			t.Errorf("A(7,(2,0)) with MIN at the root: value %s, text %q", v, text())
		}
		if n := eval[int](b, `document.querySelectorAll('#svg-ab circle.selected').length`); n != 1 {
			t.Errorf("%d nodes drawn selected, want 1", n)
		}
		b.screenshot("lab-edit")
		b.run("back to MAX", chromedp.SetValue(chromedp.CSS("#root"), "max"), js(`document.getElementById('root').dispatchEvent(new Event('change'))`),
			waitJS(`lab.data.nodes[0].player === 'MAX'`), click("#editbtn"))

		// Best-first on AIMA's figure 5.2 reaches the Knuth–Moore minimum, 5 of 9.
		b.run("AIMA tree", chromedp.Navigate(b.url+"/lab?tree="+url.QueryEscape("A(B(3,12,8),C(2,4,6),D(14,5,2))")), waitJS(`lab.data && lab.data.leaves === 9`))
		if k := eval[int](b, `lab.data.alphabeta.evaluated.length`); k != 7 {
			t.Errorf("AIMA tree as drawn: %d leaves evaluated, want 7", k)
		}
		b.run("best first", click("#bestfirst"), solved("A(B(3,8,12),C(2,4,6),D(2,5,14))"), waitJS(`document.getElementById('labnote').textContent !== ''`))
		if k, note := eval[int](b, `lab.data.alphabeta.evaluated.length`), b.text("#labnote"); k != 5 || !strings.Contains(note, "evaluates 5 of 9 leaves; the Knuth–Moore minimum is 5") {
			t.Errorf("best first: %d leaves evaluated, note %q", k, note)
		}
		// A random tree with distinct leaves: best-first reaches the minimum too.
		b3 := "(((5,17,2),(9,1,22),(14,8,3)),((11,6,20),(0,13,4),(25,7,18)),((10,23,15),(12,21,19),(16,24,26)))"
		b.run("b=3 d=3", chromedp.Navigate(b.url+"/lab?tree="+url.QueryEscape(b3)), waitJS(`lab.data && lab.data.leaves === 27`),
			click("#bestfirst"), waitJS(`document.getElementById('labnote').textContent !== ''`))
		if k := eval[int](b, `lab.data.alphabeta.evaluated.length`); k != 11 {
			t.Errorf("b=3 d=3 best first: %d leaves evaluated, want the Knuth–Moore minimum 11", k)
		}

		// Predicting the cuts on the lecture's tree: leaf 9 is cut, leaf 3 is not.
		b.run("seed tree", chromedp.Navigate(b.url+"/lab"), waitJS(`lab.data && lab.data.leaves === 8`), click("#practicebtn"),
			clickNode("0.1.1"), clickNode("0.0.0"))
		guesses := eval[string](b, `Array.from(document.querySelectorAll('#svg-ab g[data-guess]')).map(g => g.dataset.label + (g.dataset.id) + '=' + g.dataset.guess).sort().join(' ')`)
		if !strings.Contains(guesses, "=right") || !strings.Contains(guesses, "=wrong") || strings.Count(guesses, "=") != 2 {
			t.Errorf("guesses: %q", guesses)
		}
		if got := b.text("#practicescore"); !strings.Contains(got, "1 of 3 cut leaves found, 1 wrong") {
			t.Errorf("practice score: %q", got)
		}
		b.screenshot("lab-practice")
		if visible := eval[bool](b, `getComputedStyle(document.getElementById('editbar')).display !== 'none'`); visible {
			t.Error("the edit bar shows while not editing")
		}
		b.run("stop", click("#practicebtn"))
	})

	t.Run("lab: labels never overlap, wide trees fit", func(t *testing.T) {
		b.t = t
		b3d3 := "(((1,2,3),(4,5,6),(7,8,9)),((1,2,3),(4,5,6),(7,8,9)),((1,2,3),(4,5,6),(7,8,9)))"
		// b = 4, d = 4 with two-digit leaves: 256 leaves, 341 nodes.
		leaf := 0
		var uniform func(d int) string
		uniform = func(d int) string {
			if d == 0 {
				leaf = (leaf*37 + 11) % 100
				return strconv.Itoa(leaf)
			}
			parts := make([]string, 4)
			for i := range parts {
				parts[i] = uniform(d - 1)
			}
			return "(" + strings.Join(parts, ",") + ")"
		}
		b4d4 := uniform(4)
		for _, c := range []struct {
			tree, width string
			scrolls     bool // too wide for the screen: it scrolls inside its panel
		}{
			{"A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))", "1400", false},
			{"A(B(D(-1000,5),E(6,9)),C(F(2,4),G(7,8)),H(1))", "1400", false},
			{b3d3, "1280", false},
			{b4d4, "1280", true},
		} {
			b.run("viewport", chromedp.EmulateViewport(int64(atoi(c.width)), 900))
			b.run("open "+c.tree, chromedp.Navigate(b.url+"/lab?tree="+url.QueryEscape(c.tree)),
				waitJS(`document.getElementById('stepno').textContent !== '0 / 0'`))
			steps := eval[int](b, `total()`)
			// Every step: no two labels of the alpha-beta picture meet.
			overlaps := eval[[]string](b, `(() => { const out = [];
				const stride = Math.max(1, Math.floor(total() / 40)); // at most ~40 steps of a big tree
				for (let s = 0; s <= total() + stride - 1 && out.length < 5; s += stride) { go(Math.min(s, total()));
				  const boxes = Array.from(document.querySelectorAll('#svg-ab text')).map(e => [e.textContent, e.getBBox()]);
				  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
				    const [ta, a] = boxes[i], [tb, q] = boxes[j];
				    if (a.x < q.x + q.width - 1 && q.x < a.x + a.width - 1 && a.y < q.y + q.height - 1 && q.y < a.y + a.height - 1) out.push('step ' + s + ': ' + ta + ' / ' + tb);
				  } }
				return out; })()`)
			if len(overlaps) > 0 {
				t.Errorf("%s (%d steps): labels overlap: %q", c.tree, steps, overlaps)
			}
			// Side by side, neither picture is cut off by its panel (a very
			// wide one scrolls inside it).
			clipped := eval[[]string](b, `['svg-ab', 'svg-mm'].filter(id => { const s = document.getElementById(id), p = s.closest('.panel');
				return (`+strconv.FormatBool(!c.scrolls)+` || p.scrollWidth <= p.clientWidth + 1) && s.getBoundingClientRect().right > p.getBoundingClientRect().right + 1; })`)
			if len(clipped) > 0 {
				t.Errorf("%s at %s px: %v wider than its panel", c.tree, c.width, clipped)
			}
			b.screenshot("lab-fit")
		}
		b.run("viewport back", chromedp.EmulateViewport(1280, 900))
	})
}

// browserGames: the game pages, then every page on a phone's screen.
func browserGames(t *testing.T, b *browser) {
	t.Run("caro: win a position", func(t *testing.T) {
		b.t = t
		b.run("open caro", chromedp.Navigate(b.url+"/caro?moves=7,7%208,8%207,8%208,7%207,9%209,9%207,10%206,6"),
			waitJS(`document.querySelectorAll('#board circle.stone').length === 8`))
		b.run("threats", click("#threats"), waitJS(`document.querySelectorAll('#board .threat').length > 0`))
		b.screenshot("caro-threats")
		b.run("play the five", click("#cell-7-11"),
			waitJS(`document.querySelector('#board .winline') !== null`))
		if got := b.text("#status"); !strings.Contains(got, "You win") {
			t.Errorf("status after the five: %q", got)
		}
		b.screenshot("caro-won")
		b.checkCSP("/caro")
		// Vietnamese statistics: every header is drawn with composed letters
		// ("số", not "sô´"): by the embedded Noto Mono, one glyph a letter.
		b.run("Vietnamese caro", js(`setLang('vi')`), click("#new"), waitJS(`document.querySelectorAll('#board circle.stone').length === 0`),
			click("#enginemove"), waitJS(`document.querySelectorAll('#stats th').length > 5`))
		for text, fonts := range b.renderedFonts("#stats th") {
			var used []string
			for _, f := range fonts {
				used = append(used, fmt.Sprintf("%s custom=%v glyphs=%v", f.FamilyName, f.IsCustomFont, f.GlyphCount))
			}
			if len(fonts) != 1 || !fonts[0].IsCustomFont || fonts[0].FamilyName != "Noto Mono" || int(fonts[0].GlyphCount) != utf8.RuneCountInString(text) {
				t.Errorf("header %q drawn with %v: want %d glyphs of the embedded Noto Mono", text, used, utf8.RuneCountInString(text))
			}
		}
		b.screenshot("caro-stats-vi")
		b.run("English", js(`setLang('en')`))
	})

	t.Run("xiangqi: a move and the engine's reply", func(t *testing.T) {
		b.t = t
		b.run("open xiangqi", chromedp.Navigate(b.url+"/xiangqi?level=2"), chromedp.WaitVisible(chromedp.CSS("#sq-h2")),
			waitJS(`document.querySelectorAll('#board .piece').length === 32`))
		b.run("pick the cannon", click("#sq-h2"), waitJS(`document.querySelectorAll('#board .dest').length > 0`))
		// The cannon on h2: h1, h3–h6, the capture h9 and a2–g2 less its own
		// row's blockers (b2 holds the other cannon): c2–g2 and i2 = 12.
		if dests := eval[int](b, `document.querySelectorAll('#board .dest').length`); dests != 12 {
			t.Errorf("the cannon on h2 shows %d destinations, want 12", dests)
		}
		b.screenshot("xiangqi-pick")
		b.run("move to e2", click("#sq-e2"),
			waitJS(`document.querySelectorAll('#movelist li').length === 1 && document.querySelector('#movelist li').textContent.includes('  ')`),
			waitJS(`document.querySelector('#chartsvg') !== null`))
		if got := b.text("#movelist li"); !strings.HasPrefix(got, "C2.5") {
			t.Errorf("move list: %q", got)
		}
		if infos := eval[int](b, `document.querySelectorAll('#search tr.pvrow').length`); infos == 0 {
			t.Error("no search iterations shown")
		}
		b.run("hover PV", js(`document.querySelector('#search tr.pvrow').dispatchEvent(new MouseEvent('mouseenter'))`),
			waitJS(`document.querySelectorAll('#board .arrow').length > 0`))
		b.screenshot("xiangqi-reply")
		// The node table under the chart explains itself: a titled chart
		// with labelled axes, b and the ratios per depth, the footnotes.
		b.run("node table", waitJS(`document.querySelectorAll('#nodetable tr').length === 4`))
		if got := eval[string](b, `['#chartsvg .title', '#chartsvg .xlabel', '#chartsvg .ylabel'].map(s => document.querySelector(s).textContent).join(' | ')`); got != "Leaves evaluated per depth | depth (plies) | leaves evaluated (log scale)" {
			t.Errorf("chart labels: %q", got)
		}
		if got := b.text("#nodetable tr:first-child"); !strings.Contains(got, "mm/ideal") || !strings.Contains(b.text("#nodenotes"), "65,599") {
			t.Errorf("node table header %q, notes %q", got, b.text("#nodenotes"))
		}
		b.run("node table in Vietnamese", js(`setLang('vi')`))
		if got := b.text("#nodetable tr:first-child"); !strings.Contains(got, "mm/lý tưởng") || !strings.Contains(b.text("#chartsvg .ylabel"), "thang log") {
			t.Errorf("Vietnamese node table header %q", got)
		}
		b.screenshot("xiangqi-nodes-vi")
		b.run("English again", js(`setLang('en')`))
		b.run("notation", chromedp.SetValue(chromedp.CSS("#notation"), "chinese"),
			js(`document.getElementById('notation').dispatchEvent(new Event('change'))`))
		if got := b.text("#movelist li"); !strings.HasPrefix(got, "炮二平五") {
			t.Errorf("Chinese move list: %q", got)
		}
		b.checkCSP("/xiangqi")
	})

	t.Run("xiangqi: mate ends the game", func(t *testing.T) {
		b.t = t
		fen := "3k5/4R4/9/9/9/9/9/9/9/R3K4 w - - 0 1"
		b.run("open the position", chromedp.Navigate(b.url+"/xiangqi?level=1&fen="+url.QueryEscape(fen)),
			waitJS(`document.querySelectorAll('#board .piece').length === 4`))
		b.run("Ra0-a9 mates", click("#sq-a0"), click("#sq-a9"),
			waitJS(`document.getElementById('status').classList.contains('over')`))
		if got := b.text("#status"); !strings.Contains(got, "Red wins 1-0") || !strings.Contains(got, "checkmate") {
			t.Errorf("status after mate: %q", got)
		}
		if n := eval[int](b, `document.querySelectorAll('#board .check').length`); n != 1 {
			t.Errorf("the mated king is not marked in check (%d marks)", n)
		}
		b.screenshot("xiangqi-mate")
		b.run("Vietnamese", js(`setLang('vi')`))
		if got := b.text("#status"); !strings.Contains(got, "chiếu bí") {
			t.Errorf("Vietnamese status after mate: %q", got)
		}
		b.screenshot("xiangqi-mate-vi")
		b.run("English", js(`setLang('en')`))
	})

	t.Run("phone", func(t *testing.T) {
		b.t = t
		b.run("phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)))
		defer b.run("laptop", chromedp.EmulateViewport(1280, 900, chromedp.EmulateScale(1)))
		for _, page := range []struct{ path, ready string }{
			{"/xiangqi?level=1", `document.querySelectorAll('#board .piece').length === 32`},
			{"/lab?step=14", `document.getElementById('stepno').textContent === '14 / 36'`},
			{"/caro", `document.querySelectorAll('#board .cell').length === 225`},
		} {
			b.run("open "+page.path, chromedp.Navigate(b.url+page.path), waitJS(page.ready))
			// Nothing may stick out to the right of a phone's screen.
			wide := eval[[]string](b, `Array.from(document.querySelectorAll('body *')).filter(e => {
				const r = e.getBoundingClientRect(); return r.width > 0 && r.right > document.documentElement.clientWidth + 1 && !e.closest('.scroll');
			}).map(e => e.tagName + '#' + e.id + '.' + (e.className.baseVal ?? e.className)).slice(0, 8)`)
			if len(wide) > 0 {
				t.Errorf("%s on a phone: wider than the screen: %v", page.path, wide)
			}
			b.screenshot("phone-" + strings.Trim(strings.Split(page.path, "?")[0], "/"))
			b.checkCSP(page.path)
		}
	})
}

// renderedFonts asks the browser which fonts drew the text of each element
// that sel matches: the element's text, then each font's family, whether it
// was a web font, and its glyph count.
func (b *browser) renderedFonts(sel string) map[string][]*cdpcss.PlatformFontUsage {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 20*time.Second)
	defer cancel()
	fail := func(err error) map[string][]*cdpcss.PlatformFontUsage {
		b.t.Fatalf("fonts of %s: %v", sel, err)
		return nil
	}
	if _, err := chromedp.Call(ctx, cdpdom.Enable, cdpdom.EnableParams{}); err != nil {
		return fail(err)
	}
	if _, err := chromedp.Call(ctx, cdpcss.Enable, cdp.Empty{}); err != nil {
		return fail(err)
	}
	doc, err := chromedp.Call(ctx, cdpdom.GetDocument, cdpdom.GetDocumentParams{})
	if err != nil {
		return fail(err)
	}
	found, err := chromedp.Call(ctx, cdpdom.QuerySelectorAll, cdpdom.QuerySelectorAllParams{NodeID: doc.Root.NodeID, Selector: sel})
	if err != nil {
		return fail(err)
	}
	texts := eval[[]string](b, `Array.from(document.querySelectorAll(`+strconv.Quote(sel)+`)).map(e => e.textContent)`)
	out := map[string][]*cdpcss.PlatformFontUsage{}
	for i, id := range found.NodeIDs {
		f, err := chromedp.Call(ctx, cdpcss.GetPlatformFontsForNode, cdpcss.GetPlatformFontsForNodeParams{NodeID: id})
		if err != nil {
			return fail(err)
		}
		if i < len(texts) {
			out[texts[i]] = f.Fonts
		}
	}
	return out
}
