package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Packing the same files twice gives the same bytes; modes are 0755 for
// executables (and .exe) and 0644 otherwise; names are relative to DIR.
func TestPackIsReproducible(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(filepath.Join(src, "top", "docs"), 0o755))
	must(os.WriteFile(filepath.Join(src, "top", "tool"), []byte("#!/bin/sh\n"), 0o755))
	must(os.WriteFile(filepath.Join(src, "top", "tool.exe"), []byte("MZ"), 0o644))
	must(os.WriteFile(filepath.Join(src, "top", "docs", "a.md"), []byte("# a\n"), 0o600))
	when := time.Date(2026, 4, 12, 9, 30, 0, 0, time.UTC)
	want := map[string]int64{"top/docs/a.md": 0o644, "top/tool": 0o755, "top/tool.exe": 0o755}
	for _, ext := range []string{".zip", ".tar.gz"} {
		a, b := filepath.Join(dir, "a"+ext), filepath.Join(dir, "b"+ext)
		must(pack(a, src, when))
		must(os.Chtimes(filepath.Join(src, "top", "tool"), time.Now(), time.Now()))
		must(pack(b, src, when))
		ba, _ := os.ReadFile(a)
		bb, _ := os.ReadFile(b)
		if !bytes.Equal(ba, bb) {
			t.Errorf("%s: two packs of the same files differ", ext)
		}
		got := map[string]int64{}
		if ext == ".zip" {
			zr, err := zip.NewReader(bytes.NewReader(ba), int64(len(ba)))
			must(err)
			for _, f := range zr.File {
				got[f.Name] = int64(f.Mode().Perm())
				if !f.Modified.Equal(when) {
					t.Errorf("zip %s: time %v", f.Name, f.Modified)
				}
			}
		} else {
			gz, err := gzip.NewReader(bytes.NewReader(ba))
			must(err)
			tr := tar.NewReader(gz)
			for {
				h, err := tr.Next()
				if err == io.EOF {
					break
				}
				must(err)
				got[h.Name] = h.Mode
				if !h.ModTime.Equal(when) {
					t.Errorf("tar %s: time %v", h.Name, h.ModTime)
				}
			}
		}
		if len(got) != len(want) {
			t.Errorf("%s: entries %v, want %v", ext, got, want)
		}
		for n, m := range want {
			if got[n] != m {
				t.Errorf("%s: %s mode %o, want %o", ext, n, got[n], m)
			}
		}
	}
	must(sums(dir))
	b, _ := os.ReadFile(filepath.Join(dir, "SHA256SUMS"))
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) != 4 || !strings.HasSuffix(lines[0], "  a.tar.gz") || len(strings.Fields(lines[0])[0]) != 64 {
		t.Errorf("SHA256SUMS:\n%s", b)
	}
	if err := pack(filepath.Join(dir, "x.rar"), src, when); err == nil {
		t.Error("an unknown archive type was accepted")
	}
	if _, err := os.Stat(filepath.Join(dir, "x.rar")); err == nil {
		t.Error("a failed pack left its file")
	}
}
