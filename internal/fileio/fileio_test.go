package fileio

import (
	"os"
	"path/filepath"
	"testing"
)

func TestReadUpTo(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "ten")
	if err := os.WriteFile(p, []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, big, _, err := ReadUpTo(p, 10); err != nil || big || string(b) != "0123456789" {
		t.Errorf("limit 10: %q %v %v", b, big, err)
	}
	if b, big, opened, err := ReadUpTo(p, 9); err != nil || !big || !opened || b != nil {
		t.Errorf("limit 9: %q %v %v %v", b, big, opened, err)
	}
	if _, _, opened, err := ReadUpTo(filepath.Join(dir, "none"), 9); err == nil || opened {
		t.Errorf("missing file: opened %v, %v", opened, err)
	}
	if _, _, opened, err := ReadUpTo(dir, 9); err == nil || !opened {
		t.Errorf("a directory: opened %v, %v (want a read error after opening)", opened, err)
	}
}
