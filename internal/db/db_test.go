package db

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

func openTemp(t *testing.T) (*DB, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sub", "test.db")
	d, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d, path
}

func TestOpenSettings(t *testing.T) {
	d, _ := openTemp(t)
	if v, err := d.Version(); err != nil || v != len(migrations) {
		t.Fatalf("version %d, %v; want %d", v, err, len(migrations))
	}
	var mode string
	var busy int
	d.SQL().QueryRow("PRAGMA journal_mode").Scan(&mode)
	d.SQL().QueryRow("PRAGMA busy_timeout").Scan(&busy)
	if mode != "wal" || busy != int(BusyTimeout.Milliseconds()) {
		t.Errorf("journal_mode %q, busy_timeout %d; want wal, %d", mode, busy, BusyTimeout.Milliseconds())
	}
	if _, err := Open(""); err == nil {
		t.Error("Open(\"\") worked")
	}
	if _, err := Open(filepath.Join(t.TempDir(), "a?b.db")); err == nil {
		t.Error("a path with '?' was accepted")
	}
}

func TestGamesRoundTrip(t *testing.T) {
	d, path := openTemp(t)
	t0 := time.UnixMilli(1_700_000_000_000)
	for i, kind := range []string{"caro", "xiangqi", "caro"} {
		g := Game{Kind: kind, ID: fmt.Sprint("g", i), Data: []byte(`{"n":` + fmt.Sprint(i) + `}`), Created: t0, Used: t0.Add(time.Duration(i) * time.Hour)}
		if err := d.PutGame(g); err != nil {
			t.Fatal(err)
		}
	}
	// Replace g0's data; created stays.
	if err := d.PutGame(Game{Kind: "caro", ID: "g0", Data: []byte(`{"n":9}`), Created: t0.Add(time.Hour), Used: t0.Add(5 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	if err := d.TouchGame("caro", "g2", t0.Add(10*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if err := d.TouchGame("caro", "gone", t0); err != nil {
		t.Fatal(err)
	}
	d.Close()

	d, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var got []string
	err = d.Games("caro", func(g Game) error {
		got = append(got, fmt.Sprintf("%s %s %d %d", g.ID, g.Data, g.Created.Sub(t0)/time.Hour, g.Used.Sub(t0)/time.Hour))
		return nil
	})
	if want := []string{`g0 {"n":9} 0 5`, `g2 {"n":2} 0 10`}; err != nil || strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("games after reopening: %q, %v; want %q", got, err, want)
	}
	if n, err := d.DeleteIdleGames("caro", t0.Add(6*time.Hour)); n != 1 || err != nil {
		t.Errorf("DeleteIdleGames: %d, %v; want 1", n, err)
	}
	if err := d.DeleteGame("caro", "g2"); err != nil {
		t.Fatal(err)
	}
	if n, _ := d.CountGames("caro"); n != 0 {
		t.Errorf("%d caro games left, want 0", n)
	}
	if n, _ := d.CountGames("xiangqi"); n != 1 {
		t.Errorf("%d xiangqi games, want 1", n)
	}
}

// TestMigrateFromPrevious opens a database left at the previous schema
// version, with a game in it: Open migrates it and the game is kept.
func TestMigrateFromPrevious(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	raw.SetMaxOpenConns(1)
	old := &DB{sql: raw, path: path}
	if err := old.migrate(len(migrations) - 1); err != nil {
		t.Fatal(err)
	}
	if v, _ := old.Version(); v != len(migrations)-1 {
		t.Fatalf("old database at version %d, want %d", v, len(migrations)-1)
	}
	if _, err := raw.Exec(`INSERT INTO games (kind, id, data, created, used) VALUES ('caro', 'a', '{}', 1, 2)`); err != nil {
		t.Fatal(err)
	}
	raw.Close()

	d, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if v, _ := d.Version(); v != len(migrations) {
		t.Errorf("version %d after Open, want %d", v, len(migrations))
	}
	var index string
	d.SQL().QueryRow(`SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'games_used'`).Scan(&index)
	if index != "games_used" {
		t.Error("migration 2's index is missing")
	}
	if n, _ := d.CountGames("caro"); n != 1 {
		t.Errorf("%d games after the migration, want 1", n)
	}
}

func TestNewerSchemaRefused(t *testing.T) {
	d, path := openTemp(t)
	if _, err := d.SQL().Exec(fmt.Sprintf("PRAGMA user_version = %d", len(migrations)+1)); err != nil {
		t.Fatal(err)
	}
	d.Close()
	if d2, err := Open(path); err == nil || !strings.Contains(err.Error(), "newer") {
		if d2 != nil {
			d2.Close()
		}
		t.Fatalf("a newer schema opened: %v", err)
	}
}

// TestConcurrentWrites writes from many goroutines at once (the race
// detector checks the pool's discipline) into a file and into memory.
func TestConcurrentWrites(t *testing.T) {
	for _, path := range []string{filepath.Join(t.TempDir(), "c.db"), Memory} {
		d, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		for w := range 8 {
			wg.Go(func() {
				for i := range 25 {
					now := time.Now()
					id := fmt.Sprint(w, "-", i%5)
					if err := d.PutGame(Game{Kind: "caro", ID: id, Data: []byte("{}"), Created: now, Used: now}); err != nil {
						t.Error(err)
					}
					d.TouchGame("caro", id, now)
					d.Games("caro", func(Game) error { return nil })
				}
			})
		}
		wg.Wait()
		if n, err := d.CountGames("caro"); n != 40 || err != nil {
			t.Errorf("%s: %d games, %v; want 40", path, n, err)
		}
		d.Close()
	}
}

func TestDefaultPath(t *testing.T) {
	p, err := DefaultPath()
	if err != nil {
		t.Skip(err)
	}
	if !filepath.IsAbs(p) || filepath.Base(p) != "alphabeta.db" {
		t.Errorf("DefaultPath() = %q", p)
	}
}
