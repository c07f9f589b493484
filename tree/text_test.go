package tree

import (
	"bytes"
	"testing"
)

// The answer of `alphabeta tree solve`, in both languages, as the teaching
// docs show it.
func TestWriteText(t *testing.T) {
	tr, err := Parse(seedTree)
	if err != nil {
		t.Fatal(err)
	}
	s := Solve(tr, Options{})
	for lang, want := range map[Lang]string{
		EN: "Value: 5\nBest move: B (0)\nLeaves evaluated (5 of 8): 0.0.0 (3), 0.0.1 (5), 0.1.0 (6), 1.0.0 (2), 1.0.1 (4)\nSubtrees cut (2): 0.1.1 (9), 1.1 (G)\n",
		VI: "Giá trị: 5\nNước tốt nhất: B (0)\nLá được lượng giá (5/8): 0.0.0 (3), 0.0.1 (5), 0.1.0 (6), 1.0.0 (2), 1.0.1 (4)\nCây con bị cắt (2): 0.1.1 (9), 1.1 (G)\n",
	} {
		var b bytes.Buffer
		s.WriteText(&b, lang)
		if got := b.String(); got != want+s.Summary().Text(lang)+"\n" {
			t.Errorf("%v:\n%s\nwant:\n%s", lang, got, want)
		}
	}
	// A lone leaf is the root: named so in each language.
	leaf, _ := Parse("7")
	var b bytes.Buffer
	Solve(leaf, Options{}).WriteText(&b, VI)
	if !bytes.Contains(b.Bytes(), []byte("gốc (7)")) {
		t.Errorf("a lone leaf in Vietnamese:\n%s", b.String())
	}
}
