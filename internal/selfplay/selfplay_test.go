package selfplay

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// Games are appended as they end, after what the file held, and each
// hears of its write's error.
func TestAppendGames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.txt")
	if err := os.WriteFile(path, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var seen []string
	play := func(ctx context.Context, emit func(int)) error {
		for i := 1; i <= 3; i++ {
			emit(i)
		}
		return nil
	}
	write := func(w io.Writer, g int) error {
		if g == 2 {
			return errors.New("full")
		}
		_, err := fmt.Fprintf(w, "game %d\n", g)
		return err
	}
	interrupted, err := AppendGames(path, play, write, func(g int, werr error) { seen = append(seen, fmt.Sprint(g, werr)) })
	if interrupted || err != nil {
		t.Fatalf("interrupted %v, err %v", interrupted, err)
	}
	if got, _ := os.ReadFile(path); string(got) != "old\ngame 1\ngame 3\n" {
		t.Errorf("file: %q", got)
	}
	if fmt.Sprint(seen) != "[1 <nil> 2 full 3 <nil>]" {
		t.Errorf("each: %v", seen)
	}
	_, err = AppendGames(filepath.Join(t.TempDir(), "no", "dir"), play, write, nil)
	if _, ok := errors.AsType[*OpenError](err); !ok || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a file in a missing directory: %v", err)
	}
}
