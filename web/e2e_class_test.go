package web

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/alphabeta-go/alphabeta/tree"
)

// TestBrowserClass: the class link as a Vietnamese lecturer and student
// meet it, at a phone's and a desktop's width. The lecturer opens a class
// on the page (the lecture's tree, both forms), a student opens the student
// link, gives a Vietnamese name, fills the step table (missing the cut of
// leaf 9) and submits through the page; the lecturer's results page shows
// the row, its name as written, the score per form (question) and the score
// the student was told. The class has a deadline, shown to both. Nothing
// sticks out of the screen.
func TestBrowserClass(t *testing.T) {
	b := startBrowser(t)
	tr, _ := tree.Parse(lectureTree)
	key := tree.Solve(tr, tree.Options{Algo: tree.AlphaBeta}).TableKey()
	key[5].Cut = "no" // the student misses the cut of leaf 9 at E
	keyJSON, _ := json.Marshal(key)
	for _, vp := range []struct {
		name          string
		width, height int64
		scale         float64
		student       string
	}{{"phone", 390, 844, 2, "Nguyễn Thị Ánh Tuyết"}, {"desktop", 1280, 900, 1, "Trần Đức Hưng"}} {
		t.Run(vp.name, func(t *testing.T) {
			b.t = t
			b.run("viewport", chromedp.EmulateViewport(vp.width, vp.height, chromedp.EmulateScale(vp.scale)))
			offScreen := func(page string) {
				t.Helper()
				if got := eval[[]string](b, controlsOutsideJS); len(got) > 0 {
					t.Errorf("%s at %d px: off the screen: %q", page, vp.width, got)
				}
			}

			b.run("the lecturer opens a class", chromedp.Navigate(b.url+"/class?lang=vi"), chromedp.WaitVisible(chromedp.CSS("#create")),
				chromedp.SetValue(chromedp.CSS("#ctitle"), "Lớp Trí tuệ nhân tạo — nhóm 2"),
				chromedp.SetValue(chromedp.CSS("#cdeadline"), "2099-06-01T17:00"))
			if got := b.text("h2"); got != "Mở một bài kiểm tra cho lớp" {
				t.Errorf("the new class page's heading: %q", got)
			}
			offScreen("/class")
			b.run("create", click("#create"), waitJS(`document.querySelectorAll('#links a').length === 2`))
			b.screenshot("class-new-vi-" + vp.name)
			offScreen("/class with its links")
			student := eval[string](b, `document.querySelectorAll('#links a')[0].getAttribute('href')`)
			results := eval[string](b, `document.querySelectorAll('#links a')[1].getAttribute('href')`)
			if !strings.HasPrefix(student, "/class/") || !strings.Contains(results, "/results?token=") {
				t.Fatalf("links %q and %q", student, results)
			}
			b.checkCSP("/class")

			b.run("the student opens the link", chromedp.Navigate(b.url+student+"?lang=vi"),
				waitJS(`document.querySelectorAll('#sheet [data-row]').length === 13*6`))
			if got := b.text("h1"); got != "Lớp Trí tuệ nhân tạo — nhóm 2" {
				t.Errorf("the student page's title: %q", got)
			}
			if got := b.text("#deadline"); !strings.HasPrefix(got, "Hạn nộp: ") || !strings.Contains(got, "2099") {
				t.Errorf("the student page's deadline: %q", got)
			}
			b.run("fill the sheet and submit", chromedp.SendKeys(chromedp.CSS("#sname"), vp.student),
				js(`(() => { const key = `+string(keyJSON)+`;
					document.querySelectorAll('#sheet [data-row]').forEach(x => { x.value = key[Number(x.dataset.row)][x.dataset.field]; }); })()`),
				click("#submit"), waitJS(`document.getElementById('score') !== null || document.getElementById('msg').textContent !== ''`))
			if m := b.text("#msg"); m != "" {
				t.Fatalf("submitting: %s", m)
			}
			score := b.text("#score")
			if !strings.HasPrefix(score, "Điểm: 77/") {
				t.Errorf("the student's score: %q, want 77 right", score)
			}
			if got := b.text("#wrong"); !strings.Contains(got, "✗ Bước 6, E, Cắt: không → có") || strings.Contains(got, "cut") {
				t.Errorf("the wrong cells, in Vietnamese: %q", got)
			}
			if got := eval[string](b, `document.querySelector('#sheet [data-row="5"][data-field="cut"]').parentElement.className + ' ' +
				document.querySelectorAll('#sheet td.right').length + ' ' + document.querySelectorAll('#sheet td.wrong').length`); got != "wrong 77 1" {
				t.Errorf("the step table's marks (row 6's cut, right cells, wrong cells): %q", got)
			}
			if !eval[bool](b, `document.getElementById('submit').disabled`) {
				t.Error("the submit button stays enabled in a class without retries")
			}
			b.screenshot("class-student-vi-" + vp.name)
			offScreen("the student page")
			b.checkCSP("/class/ID")

			b.run("the lecturer's results", chromedp.Navigate(b.url+results+"&lang=vi"),
				waitJS(`document.querySelectorAll('#rtable tr').length === 2`))
			row := eval[[]string](b, `Array.from(document.querySelectorAll('#rtable tr')[1].cells).map(c => c.textContent)`)
			if len(row) != 6 || row[0] != "1" || row[1] != vp.student || row[2] != "77/78" || row[3] != "0/8" || "Điểm: "+row[4] != score {
				t.Errorf("the results row %q, want 1, %q, the step table 77/78, the tree 0/8 and the score %q", row, vp.student, score)
			}
			if got := eval[string](b, `Array.from(document.querySelectorAll('#rtable th')).map(c => c.textContent).join('|')`); got != "#|Họ tên|bảng theo dõi|giá trị trên cây|Tổng|Lúc nộp" {
				t.Errorf("the results' headers: %q", got)
			}
			if got := b.text("#results p"); !strings.HasPrefix(got, "1 bài nộp · Hạn nộp: ") {
				t.Errorf("the count: %q", got)
			}
			if got := b.text("#csv"); got != "Tải CSV" {
				t.Errorf("the CSV link: %q", got)
			}
			b.screenshot("class-results-vi-" + vp.name)
			offScreen("the results page")
			b.checkCSP("/class/ID/results")
		})
	}
	b.run("viewport back", chromedp.EmulateViewport(1280, 900, chromedp.EmulateScale(1)))
}
