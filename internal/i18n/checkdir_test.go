package i18n

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// CheckDir finds the formats of a directory's calls, says which lack
// their Vietnamese, and refuses a format that is not a literal.
func TestCheckDir(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\nfunc say(f string, a ...any) {}\n\nfunc f(x string) {\n\tsay(\"hello %s\", 1)\n\tsay(\"bye\")\n\tsay(x)\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	problems, found, err := CheckDir(dir, map[string]int{"say": 0}, map[string]string{"hello %s": "xin chào %s"}, []string{"bye"})
	if err != nil || found != 2 {
		t.Fatalf("found %d formats, err %v", found, err)
	}
	text := strings.Join(problems, "\n")
	if len(problems) != 2 || !strings.Contains(text, `"bye" has no Vietnamese`) || !strings.Contains(text, "not a literal") {
		t.Errorf("problems:\n%s", text)
	}
}
