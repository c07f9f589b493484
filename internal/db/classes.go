package db

import (
	"database/sql"
	"errors"
	"strings"
	"time"
)

// Class is a lecturer's class quiz: its id (in the student link), the
// secret token of its results, the class itself as package web encodes it,
// and when it was created.
type Class struct {
	ID, Token string
	Data      []byte
	Created   time.Time
}

// Submission is a student's answer to a class: its number in the class
// (from 1), the name the student gave, the submission as package web
// encodes it, and when it came.
type Submission struct {
	Seq     int
	Name    string
	Data    []byte
	Created time.Time
}

// ErrNoClass: no class has that id.
var ErrNoClass = errors.New("db: no such class")

// ErrClassFull: the class has its most submissions.
var ErrClassFull = errors.New("db: the class is full")

// ErrNameTaken: the class has a submission under that name already.
var ErrNameTaken = errors.New("db: a submission under that name exists")

// ErrTooManyClasses: the database has its most classes.
var ErrTooManyClasses = errors.New("db: too many classes")

// AddClass stores a new class, unless there are limit classes already.
func (d *DB) AddClass(c Class, limit int) error {
	tx, err := d.sql.BeginTx(ctx(), nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRow(`SELECT count(*) FROM classes`).Scan(&n); err != nil {
		return err
	}
	if n >= limit {
		return ErrTooManyClasses
	}
	if _, err := tx.Exec(`INSERT INTO classes (id, token, data, created) VALUES (?, ?, ?, ?)`,
		c.ID, c.Token, c.Data, c.Created.UnixMilli()); err != nil {
		return err
	}
	return tx.Commit()
}

// GetClass reads a class; ErrNoClass when there is none of that id.
func (d *DB) GetClass(id string) (Class, error) {
	c := Class{ID: id}
	var created int64
	err := d.sql.QueryRowContext(ctx(), `SELECT token, data, created FROM classes WHERE id = ?`, id).Scan(&c.Token, &c.Data, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return c, ErrNoClass
	}
	c.Created = time.UnixMilli(created)
	return c, err
}

// AddSubmission stores a submission to class id and returns its number:
// ErrNoClass when the class is gone, ErrClassFull when it has limit
// submissions, ErrNameTaken when once is set and a submission under the
// same name (compared without case and surrounding spaces) exists. The
// checks and the insert are one transaction.
func (d *DB) AddSubmission(id string, s Submission, limit int, once bool) (int, error) {
	tx, err := d.sql.BeginTx(ctx(), nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	var one int
	if err := tx.QueryRow(`SELECT 1 FROM classes WHERE id = ?`, id).Scan(&one); errors.Is(err, sql.ErrNoRows) {
		return 0, ErrNoClass
	} else if err != nil {
		return 0, err
	}
	var n, last int
	if err := tx.QueryRow(`SELECT count(*), coalesce(max(seq), 0) FROM class_submissions WHERE class = ?`, id).Scan(&n, &last); err != nil {
		return 0, err
	}
	if n >= limit {
		return 0, ErrClassFull
	}
	if once {
		rows, err := tx.Query(`SELECT name FROM class_submissions WHERE class = ?`, id)
		if err != nil {
			return 0, err
		}
		key := nameKey(s.Name)
		taken := false
		for rows.Next() {
			var name string
			if err := rows.Scan(&name); err != nil {
				rows.Close()
				return 0, err
			}
			taken = taken || nameKey(name) == key
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return 0, err
		}
		if taken {
			return 0, ErrNameTaken
		}
	}
	if _, err := tx.Exec(`INSERT INTO class_submissions (class, seq, name, data, created) VALUES (?, ?, ?, ?, ?)`,
		id, last+1, s.Name, s.Data, s.Created.UnixMilli()); err != nil {
		return 0, err
	}
	return last + 1, tx.Commit()
}

// nameKey is a name as AddSubmission compares it (SQLite's lower() folds
// ASCII only, so Vietnamese names are compared here).
func nameKey(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

// Submissions reads the submissions to class id in the order they came.
func (d *DB) Submissions(id string) ([]Submission, error) {
	rows, err := d.sql.QueryContext(ctx(), `SELECT seq, name, data, created FROM class_submissions WHERE class = ? ORDER BY seq`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var all []Submission
	for rows.Next() {
		var s Submission
		var created int64
		if err := rows.Scan(&s.Seq, &s.Name, &s.Data, &created); err != nil {
			return nil, err
		}
		s.Created = time.UnixMilli(created)
		all = append(all, s)
	}
	return all, rows.Err()
}
