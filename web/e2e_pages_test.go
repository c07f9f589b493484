package web

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The game pages as a Vietnamese student sees them (issue 31): what the
// caro board marks and says, the rule it plays, the xiangqi page's notation,
// fields and labels, the lab's notes, at a laptop's and a phone's width.

// threatMarksJS lists the caro threats whose mark on the board is not the
// one of their kind: 5 a five, 4+ an open four, 4 a four, 3 a three. It
// answers the kinds seen too, as "kinds: …".
const threatMarksJS = `(() => { const want = { 'five': '5', 'open four': '4+', 'four': '4', 'three': '3' }, out = [], kinds = new Set();
	for (const side of ['black', 'white']) for (const th of game.threats[side]) {
	  kinds.add(th.kind);
	  const m = document.querySelector('#board text.threatmark[data-x="' + th.x + '"][data-y="' + th.y + '"]');
	  const got = m ? m.textContent : 'no mark';
	  if (got !== want[th.kind]) out.push(side + ' ' + th.kind + ' at ' + th.x + ',' + th.y + ' marked ' + got);
	}
	out.push('kinds: ' + Array.from(kinds).sort().join(','));
	return out; })()`

// overlapsJS lists the elements matching labels whose boxes on the screen
// meet a box of an element matching pieces.
func overlapsJS(labels, pieces string) string {
	return `(() => { const out = [], ps = Array.from(document.querySelectorAll('` + pieces + `')).map(e => [e, e.getBoundingClientRect()]);
	for (const l of document.querySelectorAll('` + labels + `')) { const a = l.getBoundingClientRect();
	  for (const [p, q] of ps) if (a.left < q.right && q.left < a.right && a.top < q.bottom && q.top < a.bottom)
	    out.push(JSON.stringify(l.textContent) + ' under ' + (p.dataset.piece || p.tagName)); }
	return out.slice(0, 10); })()`
}

// sidewaysJS says whether the page scrolls sideways, and lists what sticks
// out of the screen or out of its panel (a box that scrolls by itself
// counts as the screen's edge).
const sidewaysJS = `(() => { const w = document.documentElement.clientWidth, out = [];
	if (document.documentElement.scrollWidth > w + 1) out.push('page scrollWidth ' + document.documentElement.scrollWidth + ' > ' + w);
	for (const p of document.querySelectorAll('main .panel')) if (p.scrollWidth > p.clientWidth + 1) out.push('panel ' + (p.querySelector('h2') || p).textContent.slice(0, 30) + ' ' + p.scrollWidth + ' > ' + p.clientWidth);
	for (const s of document.querySelectorAll('main .scroll')) if (s.scrollWidth > s.clientWidth + 1) out.push('scrolling box ' + (s.firstElementChild || s).id + ' ' + s.scrollWidth + ' > ' + s.clientWidth);
	return out.slice(0, 10); })()`

// nodeTableJS lists what the xiangqi node table hides: a table wider
// than its panel or its box, a visible cell outside the panel or cut off
// inside itself.
const nodeTableJS = `(() => { const t = document.getElementById('nodetable'), out = [];
	if (!t) return ['no node table'];
	const p = t.closest('.panel').getBoundingClientRect(), box = t.parentElement;
	if (box.scrollWidth > box.clientWidth + 1) out.push('box ' + box.scrollWidth + ' > ' + box.clientWidth);
	for (const c of t.querySelectorAll('th, td')) { const r = c.getBoundingClientRect();
	  if (getComputedStyle(c).display === 'none') continue;
	  if (r.left < p.left - 0.5 || r.right > p.right + 0.5 || c.scrollWidth > c.clientWidth + 1) out.push(JSON.stringify(c.textContent) + ' at ' + Math.round(r.left) + '..' + Math.round(r.right) + ' of ' + Math.round(p.left) + '..' + Math.round(p.right)); }
	return out.slice(0, 10); })()`

// englishOnPageJS lists English words of the page's visible text (the
// names of algorithms, rules, notations and the engine aside).
const englishOnPageJS = `(document.querySelector('main').innerText.match(/\b(level|depth|nodes?|score|engine|search|double|three|four|overline|move|rule|board|black|white|red|win|draw|leaves|plies|Hover|seed)\b/gi) || []).slice(0, 10)`

func TestBrowserGamePages(t *testing.T) {
	b := startBrowser(t)
	caroReady := func(stones int) step {
		return waitJS(`game.st && !game.busy && document.querySelectorAll('#board circle.stone').length === ` + strconv.Itoa(stones))
	}
	t.Run("caro: marks, reasons, rule, cells", func(t *testing.T) {
		b.t = t
		// Threat marks by kind: black's open four makes fives; white's twos make threes.
		b.run("open a position", chromedp.Navigate(b.url+"/caro?lang=vi&rule=freestyle&moves="+url.QueryEscape("7,7 8,8 7,8 8,7 7,9 9,9 7,10 6,6")),
			caroReady(8), click("#threats"), waitJS(`document.querySelectorAll('#board .threat').length > 0`))
		got := eval[[]string](b, threatMarksJS)
		if kinds := got[len(got)-1]; !strings.Contains(kinds, "five") || !strings.Contains(kinds, "three") {
			t.Errorf("the position's threats: %s, want fives and threes", kinds)
		}
		if len(got) > 1 {
			t.Errorf("threats marked wrong: %q", got[:len(got)-1])
		}
		if key := b.text("#threatkey"); !strings.Contains(key, "3 = ba") {
			t.Errorf("threat key: %q", key)
		}
		b.screenshot("pages-caro-threats-vi")

		// A renju foul is explained in Vietnamese: black's ninth move is a double three.
		b.run("a renju foul", chromedp.Navigate(b.url+"/caro?lang=vi&rule=renju&moves="+url.QueryEscape("6,7 0,0 7,7 0,14 8,5 14,0 8,6 14,14 8,7")),
			caroReady(9))
		if got := b.text("#status"); got != "Đen đi vào điểm cấm (ba-ba: hai thế ba mở cùng lúc) và thua." {
			t.Errorf("renju foul: %q", got)
		}
		b.screenshot("pages-caro-renju-vi")

		// The rule shown is the game's, and a change says it waits for the next game.
		b.run("caro's default", chromedp.Navigate(b.url+"/caro?lang=vi"), caroReady(0), js(`document.getElementById('level').value = '1'`))
		rule := func() (sel, game, info, pending string) {
			return eval[string](b, `document.getElementById('rule').value`), eval[string](b, `game.st.rule`), b.text("#gameinfo"), b.text("#pending")
		}
		if sel, g, info, pending := rule(); sel != "caro" || g != "caro" || !strings.Contains(info, "luật Caro (chặn hai đầu không thắng), bàn cờ 15×15") || pending != "" {
			t.Errorf("a new Vietnamese game: selector %q, game %q, info %q, note %q", sel, g, info, pending)
		}
		b.run("choose freestyle", chromedp.SetValue(chromedp.CSS("#rule"), "freestyle"), js(`document.getElementById('rule').dispatchEvent(new Event('change'))`))
		if sel, g, info, pending := rule(); sel != "freestyle" || g != "caro" || !strings.Contains(info, "luật Caro") || !strings.Contains(pending, "áp dụng từ ván sau") {
			t.Errorf("the rule changed during a game: selector %q, game %q, info %q, note %q", sel, g, info, pending)
		}
		b.screenshot("pages-caro-rule-pending-vi")
		b.run("new game", click("#new"), waitJS(`game.st.rule === 'freestyle'`))
		if sel, g, info, pending := rule(); sel != "freestyle" || g != "freestyle" || !strings.Contains(info, "luật Tự do") || pending != "" {
			t.Errorf("the next game: selector %q, game %q, info %q, note %q", sel, g, info, pending)
		}
		b.run("a renju link", chromedp.Navigate(b.url+"/caro?lang=vi&rule=renju&size=13"), caroReady(0))
		if sel, g := eval[string](b, `document.getElementById('rule').value + ' ' + document.getElementById('size').value`), eval[string](b, `game.st.rule + ' ' + game.st.width`); sel != g || g != "renju 13" {
			t.Errorf("a renju link: selectors %q, game %q", sel, g)
		}

		// A cell is named as the board labels it: the stone on 7,7 is h8.
		b.run("play h8", chromedp.Navigate(b.url+"/caro?lang=vi"), caroReady(0), js(`document.getElementById('level').value = '1'`),
			click("#cell-7-7"), caroReady(2), click("#cell-7-7"), waitJS(`document.getElementById('err').textContent !== ''`))
		label := eval[string](b, `document.querySelectorAll('#board .collabel')[7].textContent + document.querySelectorAll('#board .rowlabel')[7].textContent`)
		if got := b.text("#err"); label != "h8" || got != "nước đi h8 không hợp lệ: ô đã có quân" {
			t.Errorf("a taken point: %q (the board labels it %q)", got, label)
		}
		if got := eval[[]string](b, englishOnPageJS); len(got) > 0 {
			t.Errorf("English on the Vietnamese caro page: %q", got)
		}
		b.checkCSP("/caro")
	})

	t.Run("xiangqi: notation, fields, labels", func(t *testing.T) {
		b.t = t
		b.run("open", chromedp.Navigate(b.url+"/xiangqi?lang=vi&level=1"), waitJS(`document.querySelectorAll('#board .piece').length === 32`))
		if n := eval[string](b, `document.getElementById('notation').value`); n != "vietnamese" {
			t.Errorf("a Vietnamese page's notation: %q", n)
		}
		// The file labels are never under a piece, either way up.
		for _, flip := range []bool{false, true} {
			if flip {
				b.run("flip", click("#flip"))
			}
			if got := eval[[]string](b, overlapsJS("#board .filelabel", "#board circle")); len(got) > 0 {
				t.Errorf("flipped %v: labels under pieces: %q", flip, got)
			}
			if n := eval[int](b, `document.querySelectorAll('#board .filelabel').length`); n != 27 {
				t.Errorf("flipped %v: %d file labels, want 27", flip, n)
			}
			if got := eval[[]string](b, `Array.from(document.querySelectorAll('#board .filelabel')).filter(l => { const a = l.getBoundingClientRect(), s = document.getElementById('board').getBoundingClientRect();
				return a.top < s.top || a.bottom > s.bottom; }).map(l => l.textContent)`); len(got) > 0 {
				t.Errorf("flipped %v: labels outside the board's picture: %q", flip, got)
			}
		}
		b.screenshot("pages-xiangqi-flipped-vi")
		b.run("flip back", click("#flip"))
		b.run("move the cannon", click("#sq-h2"), click("#sq-e2"),
			waitJS(`xq.st.moves.length === 2 && !xq.busy && document.querySelectorAll('#search .pvmoves').length > 0`))
		if got := b.text("#movelist li"); !strings.HasPrefix(got, "P2-5") {
			t.Errorf("Vietnamese move list: %q", got)
		}
		// The principal variation is in the move list's notation.
		pv := eval[[]string](b, `Array.from(document.querySelectorAll('#search .pvmoves')).map((e, k) => e.textContent + ' | ' + xq.infos[k].pv_moves.slice(0, 8).map(m => m.vietnamese).join(' '))`)
		for _, row := range pv {
			shown, want, _ := strings.Cut(row, " | ")
			if shown != want || shown == "" {
				t.Errorf("PV %q, want the Vietnamese %q", shown, want)
			}
		}
		if got := eval[string](b, `document.getElementById('enginename').textContent + ' | ' + document.querySelector('#level option').textContent`); got != "Máy: alphabeta-xiangqi, độ mạnh 1 | 1 (độ sâu 2)" {
			t.Errorf("engine, level: %q", got)
		}
		if h := eval[string](b, `Array.from(document.querySelectorAll('.side h2')).map(h => h.textContent).join(' | ')`); !strings.Contains(h, "Quá trình tìm kiếm của máy") {
			t.Errorf("panel titles: %q", h)
		}
		b.run("node table", waitJS(`document.querySelectorAll('#nodetable tr').length === 4`))
		if notes := b.text("#nodenotes"); strings.Contains(notes, "^3") || strings.Contains(notes, "tài liệu 00") {
			t.Errorf("the notes write exponents or cite documents the students do not have: %q", notes)
		}
		if got := eval[[]string](b, englishOnPageJS); len(got) > 0 {
			t.Errorf("English on the Vietnamese xiangqi page: %q", got)
		}
		b.screenshot("pages-xiangqi-vi")

		// Playing Black: the engine moves first, and the FEN box follows the
		// game; the last game's PGN is gone.
		b.run("a PGN in the box", js(`document.getElementById('pgn').value = '[Event "old"]\n1. h2e2 h9g7'`),
			chromedp.SetValue(chromedp.CSS("#human"), "black"), click("#new"),
			waitJS(`xq.st.human === 'black' && xq.st.moves.length === 1 && !xq.busy`))
		if fen, st := eval[string](b, `document.getElementById('fen').value`), eval[string](b, `xq.st.fen`); fen != st || strings.HasPrefix(fen, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w") {
			t.Errorf("FEN box %q, game %q", fen, st)
		}
		if pgn := eval[string](b, `document.getElementById('pgn').value`); pgn != "" {
			t.Errorf("the PGN box keeps the last game's PGN: %q", pgn)
		}
		b.checkCSP("/xiangqi")
	})

	t.Run("lab: notes and the first step", func(t *testing.T) {
		b.t = t
		b.run("open", chromedp.Navigate(b.url+"/lab?lang=vi"), waitJS(`lab.data && lab.data.leaves === 8`))
		if got := b.text("#rule-mm"); strings.Contains(got, "(α, β)") && !strings.Contains(got, "không có cửa sổ") {
			t.Errorf("minimax's line at step 0 gives it a window: %q", got)
		}
		if got := b.text("#rule-mm"); !strings.HasPrefix(got, "minimax: Bấm") {
			t.Errorf("minimax's line at step 0: %q", got)
		}
		b.run("delete the root", click("#editbtn"), js(`document.getElementById('svg-ab-node-0').dispatchEvent(new MouseEvent('click'))`), click("#delsub"))
		if got := b.text("#labnote"); got != "Không xóa được gốc." {
			t.Errorf("deleting the root: %q", got)
		}
		b.run("a random tree", chromedp.SetValue(chromedp.CSS("#example"), "random"), js(`document.getElementById('example').dispatchEvent(new Event('change'))`),
			waitJS(`lab.data && document.getElementById('example').value === 'random' && !document.getElementById('treetext').value.startsWith('A(B(D(3,5)')`))
		if got := b.text("#labnote"); got != "" {
			t.Errorf("the note on the last tree stays: %q", got)
		}
	})

	// Both pages in Vietnamese on a phone and a laptop: nothing sticks out,
	// the page never scrolls sideways, the PV and the statistics are read
	// without hovering or scrolling.
	for _, vp := range []struct {
		name          string
		width, height int64
		scale         float64
	}{{"phone", 390, 844, 2}, {"laptop", 1280, 800, 1}} {
		t.Run("widths: "+vp.name, func(t *testing.T) {
			b.t = t
			b.run("viewport", chromedp.EmulateViewport(vp.width, vp.height, chromedp.EmulateScale(vp.scale)))
			defer b.run("viewport back", chromedp.EmulateViewport(1280, 900, chromedp.EmulateScale(1)))
			b.run("caro", chromedp.Navigate(b.url+"/caro?lang=vi"), caroReady(0), js(`document.getElementById('level').value = '1'`),
				click("#cell-7-7"), caroReady(2), click("#hint"), waitJS(`!game.busy && document.querySelectorAll('#stats th').length > 5`),
				// The longest statistics a search writes: the report's player
				// as the source, a principal variation of 16 moves.
				js(`showStats(Object.assign({}, game.stats, { source: 'seed002', pv: Array.from({ length: 16 }, (_, i) => [i % 15, (i * 7) % 15]), nodes: 123456789, evaluations: 98765432 }))`))
			for _, check := range []string{sidewaysJS, controlsOutsideJS} {
				if got := eval[[]string](b, check); len(got) > 0 {
					t.Errorf("caro at %d px: %q", vp.width, got)
				}
			}
			// The score is explained under the statistics, a proven win too.
			if key := b.text("#scorekey"); !strings.Contains(key, "bên đang đến lượt") || !strings.Contains(key, "Thắng sau N lượt") {
				t.Errorf("caro at %d px: the score's key %q", vp.width, key)
			}
			b.screenshot("pages-" + vp.name + "-caro-vi")
			b.run("xiangqi", chromedp.Navigate(b.url+"/xiangqi?lang=vi&level=1"), waitJS(`document.querySelectorAll('#board .piece').length === 32`),
				click("#sq-h2"), click("#sq-e2"), waitJS(`xq.st.moves.length === 2 && !xq.busy && document.querySelectorAll('#search .pvmoves').length > 0`))
			for _, check := range []string{sidewaysJS, controlsOutsideJS} {
				if got := eval[[]string](b, check); len(got) > 0 {
					t.Errorf("xiangqi at %d px: %q", vp.width, got)
				}
			}
			// Every PV is on the screen, inside its panel, in full.
			hidden := eval[[]string](b, `Array.from(document.querySelectorAll('#search .pvmoves')).filter(e => { const r = e.getBoundingClientRect(), p = e.closest('.panel').getBoundingClientRect();
				return r.width === 0 || r.left < p.left || r.right > p.right + 0.5 || e.scrollWidth > e.clientWidth + 1 || getComputedStyle(e).visibility !== 'visible'; }).map(e => e.textContent)`)
			if len(hidden) > 0 {
				t.Errorf("xiangqi at %d px: PVs not shown whole: %q", vp.width, hidden)
			}
			// The node table under the chart fits its panel: no column cut
			// off, no box of its own to scroll, every header and cell inside.
			b.run("the chart", waitJS(`document.querySelectorAll('#nodetable tr').length === 4`))
			for _, check := range []string{sidewaysJS, nodeTableJS} {
				if got := eval[[]string](b, check); len(got) > 0 {
					t.Errorf("xiangqi's node table at %d px: %q", vp.width, got)
				}
			}
			// A phone says which columns it leaves out; a laptop leaves out none.
			narrow := eval[string](b, `(() => { const n = document.getElementById('nodenarrow'); return getComputedStyle(n).display === 'none' ? '' : n.textContent; })()`)
			hiddenCols := eval[int](b, `Array.from(document.querySelectorAll('#nodetable th')).filter(c => getComputedStyle(c).display === 'none').length`)
			if vp.width < 520 && (hiddenCols != 5 || !strings.Contains(narrow, "máy/lý tưởng") || !strings.Contains(narrow, "xoay ngang")) {
				t.Errorf("phone: %d columns hidden, note %q; want 5, named", hiddenCols, narrow)
			}
			if vp.width > 520 && (hiddenCols != 0 || narrow != "") {
				t.Errorf("laptop: %d columns hidden, note %q; want none", hiddenCols, narrow)
			}
			b.screenshot("pages-" + vp.name + "-xiangqi-vi")

			// The English pages, walked the same way: nothing sticks out
			// there either (English words are longer or shorter).
			b.run("caro en", chromedp.Navigate(b.url+"/caro?lang=en"), caroReady(0), js(`document.getElementById('level').value = '1'`),
				click("#cell-7-7"), caroReady(2), click("#hint"), waitJS(`!game.busy && document.querySelectorAll('#stats th').length > 5`))
			if got := eval[[]string](b, sidewaysJS); len(got) > 0 {
				t.Errorf("English caro at %d px: %q", vp.width, got)
			}
			b.screenshot("pages-" + vp.name + "-caro-en")
			b.run("xiangqi en", chromedp.Navigate(b.url+"/xiangqi?lang=en&level=1"), waitJS(`document.querySelectorAll('#board .piece').length === 32`),
				click("#sq-h2"), click("#sq-e2"), waitJS(`xq.st.moves.length === 2 && !xq.busy && document.querySelectorAll('#nodetable tr').length === 4`))
			for _, check := range []string{sidewaysJS, nodeTableJS} {
				if got := eval[[]string](b, check); len(got) > 0 {
					t.Errorf("English xiangqi at %d px: %q", vp.width, got)
				}
			}
			b.screenshot("pages-" + vp.name + "-xiangqi-en")
		})
	}
}
