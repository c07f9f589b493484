package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"debug/buildinfo"
	"debug/pe"
	"encoding/hex"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
)

// member is one file of an archive.
type member struct {
	mode int64
	data []byte
}

func readArchive(t *testing.T, file string) map[string]member {
	t.Helper()
	out := map[string]member{}
	if strings.HasSuffix(file, ".zip") {
		zr, err := zip.OpenReader(file)
		if err != nil {
			t.Fatal(err)
		}
		defer zr.Close()
		for _, f := range zr.File {
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, err := io.ReadAll(rc)
			rc.Close()
			if err != nil {
				t.Fatal(err)
			}
			out[f.Name] = member{int64(f.Mode().Perm()), b}
		}
		return out
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		out[h.Name] = member{h.Mode, b}
	}
}

// scripts/release.sh builds the six platform archives, the Gomocup zip and
// the Xiangqi GUI zip with SHA256SUMS; every binary is static, built for its
// platform from HEAD with the commit stamped in.
func TestReleaseScript(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 18 binaries")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	git := func(args ...string) string {
		out, err := exec.Command("git", append([]string{"-C", root}, args...)...).Output()
		if err != nil {
			t.Skipf("not a git checkout (git %s: %v)", strings.Join(args, " "), err)
		}
		return strings.TrimSpace(string(out))
	}
	rev := git("rev-parse", "HEAD")
	version := git("describe", "--tags", "--always", "--match", "v[0-9]*")
	out := t.TempDir()
	cmd := exec.Command("bash", filepath.Join(root, "scripts", "release.sh"), out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("release.sh: %v\n%s", err, b)
	}
	want := []string{"SHA256SUMS"}
	platforms := map[string]string{}
	for _, target := range []string{"linux/amd64", "linux/arm64", "darwin/amd64", "darwin/arm64", "windows/amd64", "windows/arm64"} {
		goos, goarch, _ := strings.Cut(target, "/")
		name := "alphabeta_" + version + "_" + goos + "_" + goarch + ".tar.gz"
		if goos == "windows" {
			name = strings.TrimSuffix(name, ".tar.gz") + ".zip"
		}
		want = append(want, name)
		platforms[name] = target
	}
	gomocup, xiangqiZip := "alphabeta_"+version+"_gomocup.zip", "alphabeta_"+version+"_xiangqi-windows.zip"
	want = append(want, gomocup, xiangqiZip)
	sort.Strings(want)
	ents, _ := os.ReadDir(out)
	var got []string
	for _, e := range ents {
		got = append(got, e.Name())
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("release files:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	// SHA256SUMS lists every archive with its hash.
	sums, _ := os.ReadFile(filepath.Join(out, "SHA256SUMS"))
	lines := strings.Split(strings.TrimSpace(string(sums)), "\n")
	if len(lines) != len(want)-1 {
		t.Errorf("SHA256SUMS has %d lines for %d archives", len(lines), len(want)-1)
	}
	for _, l := range lines {
		sum, name, _ := strings.Cut(l, "  ")
		b, err := os.ReadFile(filepath.Join(out, name))
		h := sha256.Sum256(b)
		if err != nil || hex.EncodeToString(h[:]) != sum {
			t.Errorf("SHA256SUMS line %q does not match the file (%v)", l, err)
		}
	}

	checkBinary := func(where string, data []byte, target string) {
		t.Helper()
		bi, err := buildinfo.Read(bytes.NewReader(data))
		if err != nil {
			t.Errorf("%s: %v", where, err)
			return
		}
		s := map[string]string{}
		for _, kv := range bi.Settings {
			s[kv.Key] = kv.Value
		}
		if s["GOOS"]+"/"+s["GOARCH"] != target || s["CGO_ENABLED"] != "0" || s["-trimpath"] != "true" ||
			s["vcs.revision"] != rev || s["vcs.modified"] != "false" {
			t.Errorf("%s: built for %s/%s, cgo %s, trimpath %s, commit %s (modified %s); want %s, static, trimmed, %s",
				where, s["GOOS"], s["GOARCH"], s["CGO_ENABLED"], s["-trimpath"], s["vcs.revision"], s["vcs.modified"], target, rev)
		}
	}
	for name, target := range platforms {
		files := readArchive(t, filepath.Join(out, name))
		dir := strings.TrimSuffix(strings.TrimSuffix(name, ".zip"), ".tar.gz")
		exe := ""
		if strings.HasPrefix(target, "windows/") {
			exe = ".exe"
		}
		for _, bin := range []string{"alphabeta", "alphabeta-xiangqi", "pbrain-alphabeta"} {
			f, ok := files[path.Join(dir, bin+exe)]
			if !ok || f.mode != 0o755 {
				t.Errorf("%s: %s%s missing or not executable (mode %o)", name, bin, exe, f.mode)
				continue
			}
			checkBinary(name+": "+bin, f.data, target)
		}
		for _, doc := range []string{"README.md", "docs/match.md"} {
			if _, ok := files[path.Join(dir, doc)]; !ok {
				t.Errorf("%s: no %s", name, doc)
			}
		}
		if target == runtime.GOOS+"/"+runtime.GOARCH {
			runHere(t, files[path.Join(dir, "alphabeta-xiangqi")].data, rev)
		}
	}

	// Gomocup: pbrain-alphabeta.exe alone, a windows/amd64 program.
	files := readArchive(t, filepath.Join(out, gomocup))
	brain, ok := files["pbrain-alphabeta.exe"]
	if len(files) != 1 || !ok {
		t.Errorf("%s holds %d files, want pbrain-alphabeta.exe alone", gomocup, len(files))
	} else {
		checkPE(t, gomocup, brain.data)
		checkBinary(gomocup, brain.data, "windows/amd64")
	}

	// Xiangqi GUIs: the engine and a readme on protocols and options.
	files = readArchive(t, filepath.Join(out, xiangqiZip))
	eng, okEng := files["alphabeta-xiangqi.exe"]
	readme, okReadme := files["README.txt"]
	if len(files) != 2 || !okEng || !okReadme {
		t.Fatalf("%s: %d files, want alphabeta-xiangqi.exe and README.txt", xiangqiZip, len(files))
	}
	checkPE(t, xiangqiZip, eng.data)
	checkBinary(xiangqiZip, eng.data, "windows/amd64")
	for _, w := range []string{"UCI", "UCCI", "Pikafish", "Hash", "hashsize", "Threads", "Move Overhead", "usemillisec", rev} {
		if !bytes.Contains(readme.data, []byte(w)) {
			t.Errorf("README.txt does not mention %q", w)
		}
	}
}

func checkPE(t *testing.T, where string, data []byte) {
	t.Helper()
	f, err := pe.NewFile(bytes.NewReader(data))
	if err != nil {
		t.Errorf("%s: not a Windows program: %v", where, err)
		return
	}
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		t.Errorf("%s: machine %#x, want amd64", where, f.Machine)
	}
}

// runHere runs the engine built for this machine: -version names the
// commit, and the UCI handshake's id name carries the version.
func runHere(t *testing.T, data []byte, rev string) {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "alphabeta-xiangqi")
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "-version").Output()
	if err != nil || !strings.Contains(string(out), "(commit "+rev+",") {
		t.Errorf("alphabeta-xiangqi -version: %q %v", out, err)
	}
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader("uci\nquit\n")
	out, err = cmd.Output()
	if err != nil || !strings.Contains(string(out), "id name alphabeta-xiangqi v") {
		t.Errorf("uci: %q %v", out, err)
	}
}
