package i18ncheck

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// glossary are terms of the messages with the one Vietnamese each is
// given (docs/teaching.vi.md's glossary and the catalogues' usage); the
// rows of the glossary's table with a "không dùng" column join it as
// words to avoid.
var glossary = []Term{
	{EN: "node", VI: "nút"},
	{EN: "leaf", VI: "lá"},
	// "leaves", not the verb; xiangqi/nodes' "how many times fewer leaves"
	// is "ít hơn bao nhiêu lần", the leaves understood (kept as the web
	// page shows it).
	{EN: "leave", VI: "lá", Except: []string{"never leaves", "(q)  leave", "times fewer leaves", "Leave quiz"}},
	{EN: "forced win", VI: "thắng cưỡng bức"},
	// A file's name in an example; a game tree (the lectures' "cây trò
	// chơi", the command line's tree).
	{EN: "game", VI: "ván", Except: []string{"game.txt", "game tree"}},
	{EN: "board", VI: "bàn cờ", Except: []string{"m,n,k board"}}, // the game's name, "bàn m,n,k"
	{EN: "rule", VI: "luật"},
	{EN: "illegal", VI: "không hợp lệ"},
	{EN: "file", VI: "tệp", Except: []string{"9 files", "%d files", "on file %c"}}, // a board's file is a "cột"
	{EN: "picture", VI: "hình"},
	{EN: "tag", VI: "thẻ"},
	{EN: "flag", VI: "tùy chọn"},
	{EN: "subcommand", VI: "lệnh"},
	{EN: "argument", VI: "tham số"},
	{EN: "field", VI: "trường"},
	{EN: "server", VI: "máy chủ"},
	{EN: "request", VI: "yêu cầu"},
	{EN: "limit", VI: "giới hạn"},
	{EN: "syntax error", VI: "sai cú pháp", Avoid: []string{"cú pháp sai"}},
	// A random generator's seed (the lab, the exercise and exam commands);
	// "seed 003", "seed-002" name the lecture documents (docs/lectures.md).
	{EN: "seed", VI: "mã sinh", Avoid: []string{"hạt giống"}, Except: []string{"seed 00", "seed-00"}},
}

// pageSenses are the pairs of the pages' text tables left out of the
// comparison with the catalogues, a script's file and the English: the
// lab quiz's "empty" is an answer left blank ("bỏ trống"), not an empty
// point ("trống").
var pageSenses = []Entry{
	{Where: "web/static/lab.js", EN: "empty"},
}

// docAvoided are the glossary's rows of docs/teaching.vi.md with words
// it does not use.
func docAvoided(t *testing.T) []Term {
	t.Helper()
	doc, err := os.ReadFile("../../../docs/teaching.vi.md")
	if err != nil {
		t.Fatal(err)
	}
	var terms []Term
	for line := range strings.SplitSeq(string(doc), "\n") {
		cells := strings.Split(line, "|")
		if len(cells) != 5 || strings.Contains(cells[3], "---") {
			continue
		}
		if avoid := strings.TrimSpace(cells[3]); avoid != "" && avoid != "không dùng" {
			terms = append(terms, Term{EN: strings.TrimSpace(cells[1]), Avoid: []string{avoid}})
		}
	}
	if len(terms) < 3 {
		t.Fatalf("glossary not found in docs/teaching.vi.md (%d avoided terms)", len(terms))
	}
	return terms
}

// Every catalogue of the module, and every text table of the web pages'
// scripts (their en and vi blocks, paired by key), gives an English
// message one Vietnamese, the glossary's terms their one Vietnamese, and
// no string of the source,
// nor any line of the web pages and their scripts, says what the glossary
// avoids.
func TestModuleCatalogues(t *testing.T) {
	entries, literals, err := Catalogues("../../..")
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) < 150 || len(literals) < 1000 {
		t.Fatalf("found %d entries, %d strings: the scan is broken", len(entries), len(literals))
	}
	pages, err := Texts("../../..", ".html", ".js", ".css")
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) < 1000 || !slices.ContainsFunc(pages, func(e Entry) bool { return strings.Contains(e.Where, "web/static/index.html:") }) {
		t.Fatalf("found %d lines of pages, without web/static/index.html: the scan is broken", len(pages))
	}
	literals = append(literals, pages...)
	tables, err := PageTables("../../..")
	if err != nil {
		t.Fatal(err)
	}
	if len(tables) < 200 || !slices.ContainsFunc(tables, func(e Entry) bool {
		return strings.Contains(e.Where, "web/static/caro.js:") && e.EN == "Board" && e.VI == "Bàn cờ"
	}) {
		t.Fatalf("found %d pairs in the pages' text tables, without caro.js's Board: the scan is broken", len(tables))
	}
	for _, e := range tables {
		if !slices.ContainsFunc(pageSenses, func(x Entry) bool {
			return strings.HasSuffix(e.Where[:strings.LastIndex(e.Where, ":")], x.Where) && e.EN == x.EN
		}) {
			entries = append(entries, e)
		}
	}
	for _, p := range Consistency(entries, literals, append(glossary, docAvoided(t)...)) {
		t.Error(p)
	}
}

// Consistency finds a message given two Vietnamese texts, a term given
// another Vietnamese, verbs that do not fit and an avoided word.
func TestConsistency(t *testing.T) {
	entries := []Entry{
		{EN: "bad JSON: %s", VI: "JSON sai: %s", Where: "a.go:1"},
		{EN: "bad JSON: %s", VI: "JSON không hợp lệ: %s", Where: "b.go:2"},
		{EN: "no game %d", VI: "không có trận %d", Where: "a.go:3"},
		{EN: "--game %d: want 1..9", VI: "--game %d: cần từ 1 đến 9", Where: "a.go:4"},
		{EN: "move %d", VI: "nước %s", Where: "a.go:5"},
		{EN: "the kings face each other on file %c", VI: "hai tướng đối mặt trên cột %c", Where: "a.go:6"},
		{EN: "rank %d has 10 files", VI: "hàng %d có 10 cột", Where: "a.go:7"},
	}
	literals := []Entry{{VI: "cú pháp sai (chi tiết: %s)", Where: "c.go:7"}, {VI: "sai cú pháp", Where: "c.go:8"}}
	got := Consistency(entries, literals, []Term{{EN: "game", VI: "ván"}, {EN: "syntax error", VI: "sai cú pháp", Avoid: []string{"cú pháp sai"}},
		{EN: "file", VI: "tệp", Except: []string{"on file %c"}}})
	want := []string{
		`a.go:3: the Vietnamese of "no game %d", "không có trận %d", does not say "ván" for "game"`,
		`a.go:5: "move %d" → "nước %!s(int=7)": the verbs do not fit the arguments`,
		`a.go:7: the Vietnamese of "rank %d has 10 files", "hàng %d có 10 cột", does not say "tệp" for "file"`,
		`b.go:2: "bad JSON: %s" is "JSON không hợp lệ: %s" here but "JSON sai: %s" at a.go:1`,
		`c.go:7: "cú pháp sai (chi tiết: %s)" says "cú pháp sai", which the glossary avoids ("sai cú pháp" for "syntax error")`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Consistency:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// PageTables pairs a script's en and vi texts by key, each where its
// Vietnamese is, leaving out a key given in one language only and what is
// not in a table; a % is doubled, an escaped quote read.
func TestPageTables(t *testing.T) {
	dir := t.TempDir()
	js := `addStrings({
  en: {
    'a': 'Board', 'b': "it's 50%", 'only.en': 'x',
  },
  vi: {
    'b': 'l\'à 50%',
    'a': 'Bàn cờ',
  },
});
const X = { 'c': 'not a table' };
`
	if err := os.WriteFile(dir+"/p.js", []byte(js), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := PageTables(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []Entry{{EN: "Board", VI: "Bàn cờ", Where: dir + "/p.js:7"}, {EN: "it's 50%%", VI: "l'à 50%%", Where: dir + "/p.js:6"}}
	if !slices.Equal(got, want) {
		t.Errorf("PageTables: %q, want %q", got, want)
	}
}
