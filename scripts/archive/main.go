// Command archive packs release files reproducibly, for scripts/release.sh:
// the same files give the same bytes (sorted entries, one fixed time, modes
// 0755 or 0644 only), with nothing but the Go toolchain installed.
//
//	go run ./scripts/archive pack OUT.zip|OUT.tar.gz DIR   every file under DIR, named relative to DIR
//	go run ./scripts/archive sums DIR                      write DIR/SHA256SUMS (sha256sum's format)
//
// The time stamped on every entry is SOURCE_DATE_EPOCH (seconds), else
// 2000-01-01.
package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "archive:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	switch {
	case len(args) == 3 && args[0] == "pack":
		return pack(args[1], args[2], stamp())
	case len(args) == 2 && args[0] == "sums":
		return sums(args[1])
	}
	return fmt.Errorf("usage: archive pack OUT.zip|OUT.tar.gz DIR | archive sums DIR")
}

// stamp is the time written on every entry.
func stamp() time.Time {
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil {
			return time.Unix(n, 0).UTC()
		}
	}
	return time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
}

// entry is one file to pack: its name in the archive (slash-separated),
// its path on disk, and whether it is executable.
type entry struct {
	name, path string
	exec       bool
}

// files lists the regular files under dir, sorted by name.
func files(dir string) ([]entry, error) {
	var out []entry
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if !d.Type().IsRegular() {
			return fmt.Errorf("%s: not a regular file", path)
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		name := filepath.ToSlash(rel)
		out = append(out, entry{name: name, path: path,
			exec: info.Mode()&0o111 != 0 || strings.HasSuffix(name, ".exe")})
		return nil
	})
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out, err
}

func (e entry) mode() fs.FileMode {
	if e.exec {
		return 0o755
	}
	return 0o644
}

func pack(out, dir string, when time.Time) error {
	list, err := files(dir)
	if err != nil {
		return err
	}
	if len(list) == 0 {
		return fmt.Errorf("%s: no files", dir)
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	switch {
	case strings.HasSuffix(out, ".zip"):
		err = writeZip(f, list, when)
	case strings.HasSuffix(out, ".tar.gz"):
		err = writeTarGz(f, list, when)
	default:
		err = fmt.Errorf("%s: want .zip or .tar.gz", out)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(out)
	}
	return err
}

func writeZip(w io.Writer, list []entry, when time.Time) error {
	zw := zip.NewWriter(w)
	for _, e := range list {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: when}
		h.SetMode(e.mode())
		dst, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if err := copyFile(dst, e.path); err != nil {
			return err
		}
	}
	return zw.Close()
}

func writeTarGz(w io.Writer, list []entry, when time.Time) error {
	gz, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	gz.ModTime = when
	tw := tar.NewWriter(gz)
	for _, e := range list {
		info, err := os.Stat(e.path)
		if err != nil {
			return err
		}
		h := &tar.Header{Typeflag: tar.TypeReg, Name: e.name, Size: info.Size(), Mode: int64(e.mode()),
			ModTime: when, Uname: "root", Gname: "root", Format: tar.FormatUSTAR}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if err := copyFile(tw, e.path); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

func copyFile(w io.Writer, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(w, f)
	return err
}

// sums writes DIR/SHA256SUMS: one "HASH  NAME" line per file directly in
// DIR (sha256sum -c checks it), SHA256SUMS itself left out.
func sums(dir string) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	var b strings.Builder
	for _, e := range ents {
		if !e.Type().IsRegular() || e.Name() == "SHA256SUMS" {
			continue
		}
		h := sha256.New()
		if err := copyFile(h, filepath.Join(dir, e.Name())); err != nil {
			return err
		}
		fmt.Fprintf(&b, "%s  %s\n", hex.EncodeToString(h.Sum(nil)), e.Name())
	}
	return os.WriteFile(filepath.Join(dir, "SHA256SUMS"), []byte(b.String()), 0o644)
}
