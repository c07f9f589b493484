package web

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/alphabeta-go/alphabeta/tree"
)

// TestBrowserLabQuiz: the lab's quiz as a Vietnamese student meets it, on
// the lecture's tree, checked by the server: an empty sheet scores 0, a
// missed cut (leaf 9) is marked ✗ on its own cell, every cell (the cut's
// included) shows ✓ or ✗, the solution shown is never "all right", and the
// help text appears once; then the values on the tree.
func TestBrowserLabQuiz(t *testing.T) {
	b := startBrowser(t)
	tr, _ := tree.Parse(lectureTree)
	key := tree.Solve(tr, tree.Options{Algo: tree.AlphaBeta}).TableKey()
	key[5].Cut = "no" // the student misses the cut of leaf 9 at E
	keyJSON, _ := json.Marshal(key)
	score := func() string { return b.text("#quizscore") }
	checked := `document.getElementById('quizscore').textContent !== ''`

	b.run("open the lab in Vietnamese", chromedp.Navigate(b.url+"/lab?lang=vi"), chromedp.WaitVisible(chromedp.CSS("#svg-ab-node-0")),
		waitJS(`lab.data && lab.data.alphabeta.rows.length === 13`), click("#quizbtn"), waitJS(`document.querySelectorAll('#quiztable tr').length === 14`))
	if n := eval[int](b, `document.body.innerText.split('Chỉ ô đã điền mới được tính điểm').length - 1`); n != 1 {
		t.Errorf("the help text appears %d times, want once", n)
	}

	b.run("check the empty table", click("#quizcheck"), waitJS(checked))
	if got := score(); got != "Chưa điền ô nào: 0/78." {
		t.Errorf("empty quiz: %q, want 0 of 78", got)
	}
	if n := eval[int](b, `document.querySelectorAll('#quiztable .mark.bad').length`); n != 78 {
		t.Errorf("%d cells marked ✗ on an empty sheet, want 78", n)
	}

	b.run("fill the table, missing the cut at E", js(`(() => { const key = `+string(keyJSON)+`;
		document.querySelectorAll('#quiztable [data-row]').forEach(x => { x.value = key[Number(x.dataset.row)][x.dataset.field]; }); })()`),
		js(`document.getElementById('quizscore').textContent = ''`), click("#quizcheck"), waitJS(checked))
	if got := score(); got != "Đúng 77/78 ô (đã điền 78 ô)" {
		t.Errorf("the table with a missed cut: %q", got)
	}
	if got := b.text(`#quiz-row-5 td[data-field="cut"] .mark`); got != "✗ có" {
		t.Errorf("row 6's cut cell: %q, want ✗ with the right answer", got)
	}
	if n := eval[int](b, `document.querySelectorAll('#quiztable td[data-field="cut"] .mark.ok').length`); n != 12 {
		t.Errorf("%d cut cells marked ✓, want 12", n)
	}
	b.screenshot("lab-quiz-table-vi")

	b.run("show the solution", js(`document.getElementById('quizscore').textContent = ''`), click("#quizreveal"), waitJS(checked))
	if got := score(); !strings.Contains(got, "Trước khi xem lời giải: đúng 77/78 ô") || !strings.Contains(got, "Đã xem lời giải") || strings.Contains(got, "Đúng cả") {
		t.Errorf("after the solution is shown: %q", got)
	}
	b.run("check after the solution", js(`document.getElementById('quizscore').textContent = ''`), click("#quizcheck"), waitJS(checked))
	if got := score(); !strings.HasPrefix(got, "Đã xem lời giải") || strings.Contains(got, "Đúng cả") {
		t.Errorf("a check after the solution was shown: %q", got)
	}

	b.run("values on the tree", chromedp.SetValue(chromedp.CSS("#quizform"), "tree"),
		js(`document.getElementById('quizform').dispatchEvent(new Event('change'))`),
		waitJS(`document.querySelectorAll('#quiztable input[data-field="v"]').length === 7`),
		js(`(() => { const v = {A: '5', B: '5', C: '4', D: '5', E: '6', F: '4', G: ''};
			document.querySelectorAll('#quiztable input[data-field="v"]').forEach(x => { x.value = v[lab.data.nodes[Number(x.dataset.node)].label]; }); })()`),
		js(`document.getElementById('svg-ab-node-12').dispatchEvent(new MouseEvent('click'))`), // G, by clicking the picture
		click("#quizcheck"), waitJS(checked))
	if got := score(); got != "Đúng 7/8 ô (đã điền 7 ô)" {
		t.Errorf("values on the tree, leaf 9 not marked: %q", got)
	}
	if got := b.text(`#quiz-row-7 td[data-field="cut"] .mark`); got != "✗ bỏ trống: có" {
		t.Errorf("leaf 9's cut cell: %q", got)
	}
	if got := b.text(`#quiz-row-12 td[data-field="cut"] .mark`); got != "✓" {
		t.Errorf("G's cut cell (clicked in the picture): %q", got)
	}
	b.screenshot("lab-quiz-tree-vi")
	b.checkCSP("/lab")
}

// TestBrowserLabShare: a link reproduces a random tree from its seed with
// the quiz open in its form; the address follows the tree on screen; the
// print stylesheet hides the controls.
func TestBrowserLabShare(t *testing.T) {
	b := startBrowser(t)
	resp, err := http.Post(b.url+"/api/tree/random", "application/json", strings.NewReader(`{"b":2,"d":3,"seed":42}`))
	if err != nil {
		t.Fatal(err)
	}
	var want struct{ Tree, Seed string }
	json.NewDecoder(resp.Body).Decode(&want)
	resp.Body.Close()

	b.run("open a shared link", chromedp.Navigate(b.url+"/lab?lang=vi&seed=42&b=2&d=3&quiz=tree"),
		waitJS(`lab.data && document.querySelectorAll('#quiztable input[data-field="v"]').length > 0`))
	if got := eval[string](b, `document.getElementById('treetext').value`); got != want.Tree {
		t.Errorf("the link's tree %q, want seed 42's %q", got, want.Tree)
	}
	if got := eval[string](b, `document.getElementById('seed').value + ' ' + document.getElementById('quizform').value + ' ' + !document.getElementById('quiz').hidden`); got != "42 tree true" {
		t.Errorf("seed, quiz form, quiz shown: %q", got)
	}
	if got := eval[string](b, `location.search`); got != "?lang=vi&seed=42&b=2&d=3&quiz=tree" {
		t.Errorf("address %q", got)
	}
	// The seed field changes before the address does: wait for both (on a
	// loaded machine the address came a moment later and the check below
	// read the old one).
	b.run("a new random tree", click("#reroll"),
		waitJS(`document.getElementById('seed').value !== '42' && location.search.includes('seed=' + document.getElementById('seed').value + '&')`))
	seed := eval[string](b, `document.getElementById('seed').value`)
	if got := eval[string](b, `location.search`); !strings.Contains(got, "seed="+seed) {
		t.Errorf("address %q after a new random tree, want seed=%s", got, seed)
	}
	b.run("the lecture's tree, table quiz", chromedp.SetValue(chromedp.CSS("#example"), "seed004"),
		js(`document.getElementById('example').dispatchEvent(new Event('change'))`),
		chromedp.SetValue(chromedp.CSS("#quizform"), "table"), js(`document.getElementById('quizform').dispatchEvent(new Event('change'))`),
		waitJS(`location.search === '?lang=vi&quiz=table'`))
	b.run("type a tree", chromedp.SetValue(chromedp.CSS("#treetext"), "A(1,2)"), js(`document.getElementById('treetext').dispatchEvent(new Event('input'))`),
		click("#solve"), waitJS(`location.search === '?lang=vi&tree=A%281%2C2%29&quiz=table'`))
	// The problem picture comes from the server without the solution.
	if got := eval[string](b, `document.getElementById('exp-problem').textContent`); got != "Hình đề bài (SVG)" {
		t.Errorf("problem picture button: %q", got)
	}
	media := func(m string) {
		if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: m}); err != nil {
			t.Fatalf("media %q: %v", m, err)
		}
	}
	media("print")
	if got := eval[string](b, `[getComputedStyle(document.querySelector('header')).display, getComputedStyle(document.getElementById('quizcheck')).display,
		getComputedStyle(document.getElementById('svg-ab')).display].join(' ')`); got != "none none block" {
		t.Errorf("printed: header, buttons, picture displayed as %q, want none none block", got)
	}
	b.screenshot("lab-print-vi")
	media("")
	b.checkCSP("/lab")
}
