package db

import (
	"fmt"
)

// migrations[i] brings a database from schema version i to i+1. They are
// applied in order, each in its own transaction with the new version, so a
// database is always at one version. Append only: a released migration is
// never changed, since databases out there are at its version.
var migrations = []string{
	// 1: the web app's games, one row each: the game as JSON (package web
	// says what its fields are), when it was created and last used (Unix
	// milliseconds).
	`CREATE TABLE games (
		kind    TEXT NOT NULL,
		id      TEXT NOT NULL,
		data    BLOB NOT NULL,
		created INTEGER NOT NULL,
		used    INTEGER NOT NULL,
		PRIMARY KEY (kind, id)
	) WITHOUT ROWID`,
	// 2: expiry finds the games idle the longest without reading them all.
	`CREATE INDEX games_used ON games (kind, used)`,
	// 3: the lecturer's class quizzes: a class's id (the student link),
	// the secret token of its results, the class as JSON (package web says
	// what its fields are) and when it was created (Unix milliseconds).
	`CREATE TABLE classes (
		id      TEXT NOT NULL PRIMARY KEY,
		token   TEXT NOT NULL,
		data    BLOB NOT NULL,
		created INTEGER NOT NULL
	) WITHOUT ROWID`,
	// 4: the students' submissions to a class, numbered from 1 in the
	// order they came: the name given, the submission as JSON and when.
	`CREATE TABLE class_submissions (
		class   TEXT NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
		seq     INTEGER NOT NULL,
		name    TEXT NOT NULL,
		data    BLOB NOT NULL,
		created INTEGER NOT NULL,
		PRIMARY KEY (class, seq)
	) WITHOUT ROWID`,
}

// migrate brings the database up to version to (at most len(migrations));
// a database newer than this program knows is refused rather than guessed
// at.
func (d *DB) migrate(to int) error {
	v, err := d.Version()
	if err != nil {
		return err
	}
	if v > len(migrations) {
		return fmt.Errorf("schema version %d is newer than this program's %d: use a newer alphabeta", v, len(migrations))
	}
	for ; v < to; v++ {
		tx, err := d.sql.BeginTx(ctx(), nil)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(migrations[v]); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %d: %w", v+1, err)
		}
		// PRAGMA takes no parameters; v+1 is a number this code made.
		if _, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", v+1)); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %d: %w", v+1, err)
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("migration %d: %w", v+1, err)
		}
	}
	return nil
}
