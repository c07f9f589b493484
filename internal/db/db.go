// Package db is the web app's embedded database: one SQLite file, opened
// through the pure-Go driver modernc.org/sqlite (so every build stays
// CGO-free), with write-ahead logging, a busy timeout and a schema version
// that Open brings up to date by ordered migrations.
//
// Package web keeps its games here (Games) and the lecturer's class
// quizzes with their submissions (AddClass, AddSubmission), so that one file
// holds the server's whole state.
package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// Memory is the path of a database that lives in memory and is gone when
// it is closed (throwaway servers, tests).
const Memory = ":memory:"

// BusyTimeout is how long a statement waits for a lock another process (a
// backup, the sqlite3 shell) holds before it fails with SQLITE_BUSY.
const BusyTimeout = 5 * time.Second

// DB is an open database. Its methods may be called from many goroutines.
//
// The pool holds one connection: SQLite writes one transaction at a time
// anyway, a ":memory:" database exists only on its one connection, and one
// connection never meets SQLITE_BUSY from itself. Statements therefore run
// one after another, each short (a game is one row).
type DB struct {
	sql  *sql.DB
	path string
}

// Open opens (creating it if need be) the database at path, or a fresh
// in-memory one for Memory, and migrates it to the newest schema version.
// The folder of path is created if missing.
func Open(path string) (*DB, error) {
	if path == "" {
		return nil, errors.New("db: no path given")
	}
	// The driver reads its options after the first '?' of the name.
	if strings.ContainsRune(path, '?') {
		return nil, fmt.Errorf("db: %q: a database path may not contain '?'", path)
	}
	if path != Memory {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return nil, fmt.Errorf("db: %w", err)
		}
	}
	// synchronous(NORMAL) under WAL: a committed transaction survives the
	// process being killed (it is in the log, which the operating system
	// holds); only a power cut may lose the last few.
	dsn := path + fmt.Sprintf("?_pragma=busy_timeout(%d)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(1)&_txlock=immediate",
		BusyTimeout.Milliseconds())
	s, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("db: %s: %w", path, err)
	}
	s.SetMaxOpenConns(1)
	s.SetMaxIdleConns(1)
	s.SetConnMaxLifetime(0)
	s.SetConnMaxIdleTime(0)
	d := &DB{sql: s, path: path}
	if err := d.migrate(len(migrations)); err != nil {
		s.Close()
		return nil, fmt.Errorf("db: %s: %w", path, err)
	}
	return d, nil
}

// Path is the path the database was opened at.
func (d *DB) Path() string { return d.path }

// SQL is the connection pool, for the packages that keep their own tables
// (their migrations are in this package).
func (d *DB) SQL() *sql.DB { return d.sql }

// Close closes the database; SQLite folds the write-ahead log back into the
// file when its last connection closes.
func (d *DB) Close() error { return d.sql.Close() }

// Version is the database's schema version: the number of migrations
// applied.
func (d *DB) Version() (int, error) {
	var v int
	err := d.sql.QueryRow("PRAGMA user_version").Scan(&v)
	return v, err
}

// DefaultPath is where `alphabeta serve` keeps its database unless told
// otherwise: the user's data folder (on Linux and the BSDs
// $XDG_DATA_HOME or ~/.local/share; on macOS ~/Library/Application Support;
// on Windows %AppData%), under alphabeta/alphabeta.db.
func DefaultPath() (string, error) {
	var dir string
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "plan9":
		d, err := os.UserConfigDir()
		if err != nil {
			return "", err
		}
		dir = d
	default:
		if d := os.Getenv("XDG_DATA_HOME"); filepath.IsAbs(d) {
			dir = d
		} else {
			home, err := os.UserHomeDir()
			if err != nil {
				return "", err
			}
			dir = filepath.Join(home, ".local", "share")
		}
	}
	return filepath.Join(dir, "alphabeta", "alphabeta.db"), nil
}

// ctx is the context of the package's statements: they are short, and a
// request that goes away must not leave a game half written.
func ctx() context.Context { return context.Background() }
