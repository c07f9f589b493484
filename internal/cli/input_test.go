package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadFileLimited(t *testing.T) {
	p := filepath.Join(t.TempDir(), "ten")
	if err := os.WriteFile(p, []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadFileLimited(p, 10); err != nil || len(b) != 10 {
		t.Errorf("10 bytes, limit 10: %d, %v", len(b), err)
	}
	if _, err := ReadFileLimited(p, 9); err == nil || !strings.Contains(err.Error(), "ten: input larger than 9 bytes") {
		t.Errorf("10 bytes, limit 9: %v", err)
	}
	if _, err := ReadFileLimited(filepath.Join(t.TempDir(), "none"), 9); err == nil {
		t.Error("a missing file was read")
	}
}
