package web

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserLabExam: the lab's "Xuất đề" dialog as a Vietnamese teacher
// meets it: a too large exam is refused in Vietnamese, then an exam of two
// versions (seed 7) offers each page as a download link named as tree exam
// names its files, and the page keeps within its Content-Security-Policy.
func TestBrowserLabExam(t *testing.T) {
	b := startBrowser(t)
	b.run("open the lab in Vietnamese", chromedp.Navigate(b.url+"/lab?lang=vi"), chromedp.WaitVisible(chromedp.CSS("#svg-ab-node-0")))
	if got := b.text("#exp-exam"); got != "Xuất đề" {
		t.Errorf("the exam button says %q, want Xuất đề", got)
	}
	b.run("open the dialog", click("#exp-exam"), chromedp.WaitVisible(chromedp.CSS("#examgo")))
	if got := b.text("#examgo"); got != "Tạo đề" {
		t.Errorf("the dialog's button says %q, want Tạo đề", got)
	}
	set := func(id, v string) step {
		return chromedp.SetValue(chromedp.CSS("#"+id), v)
	}
	b.run("too large", set("examcount", "2"), set("examversions", "A,B"), set("examdepth", "5"), set("exambranching", "3"), set("examseed", "7"),
		click("#examgo"), waitJS(`document.getElementById('examerr').textContent !== ''`))
	if got := b.text("#examerr"); !strings.HasPrefix(got, "đề quá lớn: mỗi cây 243 lá") {
		t.Errorf("the error in Vietnamese: %q", got)
	}
	b.run("a bad seed", set("examdepth", "2"), set("exambranching", "2"), set("examseed", "-1"),
		click("#examgo"), waitJS(`document.getElementById('examerr').textContent.startsWith('Mã sinh')`))
	b.run("export two versions", set("examseed", "7"), click("#examgo"),
		waitJS(`document.querySelectorAll('#examfiles a').length > 0 && document.getElementById('examerr').textContent === ''`))
	names := eval[[]string](b, `[...document.querySelectorAll('#examfiles a')].map(a => a.getAttribute('download') + ' ' + a.textContent + ' ' + a.href.slice(0, 5))`)
	want := []string{"index.html", "A.html", "A-key.html", "B.html", "B-key.html"}
	if len(names) != len(want) {
		t.Fatalf("download links %q, want %q", names, want)
	}
	for i, w := range want {
		if names[i] != w+" "+w+" blob:" {
			t.Errorf("link %d: %q, want a blob named %s", i, names[i], w)
		}
	}
	if got := b.text("#examnote"); !strings.HasPrefix(got, "Mã sinh 7: 2 phiên bản (A, B), mỗi phiên bản 2 bài.") {
		t.Errorf("the note: %q", got)
	}
	b.screenshot("lab-exam-vi")
	b.run("close", click("#examclose"), waitJS(`!document.getElementById('examdlg').open`))
	b.checkCSP("/lab")
}
