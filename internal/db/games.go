package db

import (
	"time"
)

// Game is one stored game of the web app: its kind ("caro", "xiangqi"),
// its id, the game itself as its package encodes it, and when it was
// created and last used.
type Game struct {
	Kind, ID      string
	Data          []byte
	Created, Used time.Time
}

// PutGame writes g, replacing the stored game of its kind and id.
func (d *DB) PutGame(g Game) error {
	_, err := d.sql.ExecContext(ctx(), `INSERT INTO games (kind, id, data, created, used) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (kind, id) DO UPDATE SET data = excluded.data, used = excluded.used`,
		g.Kind, g.ID, g.Data, g.Created.UnixMilli(), g.Used.UnixMilli())
	return err
}

// TouchGame records that the game was used at t (read, not changed); a game
// no longer stored stays so.
func (d *DB) TouchGame(kind, id string, t time.Time) error {
	_, err := d.sql.ExecContext(ctx(), `UPDATE games SET used = ? WHERE kind = ? AND id = ? AND used < ?`,
		t.UnixMilli(), kind, id, t.UnixMilli())
	return err
}

// DeleteGame deletes a game; deleting one that is not stored is no error.
func (d *DB) DeleteGame(kind, id string) error {
	_, err := d.sql.ExecContext(ctx(), `DELETE FROM games WHERE kind = ? AND id = ?`, kind, id)
	return err
}

// DeleteIdleGames deletes the games of kind last used before t and says
// how many there were.
func (d *DB) DeleteIdleGames(kind string, t time.Time) (int, error) {
	res, err := d.sql.ExecContext(ctx(), `DELETE FROM games WHERE kind = ? AND used < ?`, kind, t.UnixMilli())
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// Games calls fn with every stored game of kind, least recently used
// first, and stops at fn's first error.
func (d *DB) Games(kind string, fn func(Game) error) error {
	rows, err := d.sql.QueryContext(ctx(), `SELECT id, data, created, used FROM games WHERE kind = ? ORDER BY used, id`, kind)
	if err != nil {
		return err
	}
	// The rows hold the pool's one connection: read them all before fn,
	// which may write (and so wait for that connection).
	var all []Game
	for rows.Next() {
		g := Game{Kind: kind}
		var created, used int64
		if err := rows.Scan(&g.ID, &g.Data, &created, &used); err != nil {
			rows.Close()
			return err
		}
		g.Created, g.Used = time.UnixMilli(created), time.UnixMilli(used)
		all = append(all, g)
	}
	if err := rows.Err(); err != nil {
		rows.Close()
		return err
	}
	rows.Close()
	for _, g := range all {
		if err := fn(g); err != nil {
			return err
		}
	}
	return nil
}

// CountGames is the number of stored games of kind.
func (d *DB) CountGames(kind string) (int, error) {
	var n int
	err := d.sql.QueryRowContext(ctx(), `SELECT count(*) FROM games WHERE kind = ?`, kind).Scan(&n)
	return n, err
}
