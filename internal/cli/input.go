package cli

import (
	"errors"
	"io/fs"

	"github.com/alphabeta-go/alphabeta/internal/fileio"
)

// Bounds on what the commands read from files and standard input, so that
// a huge or endless input (@/dev/zero) is refused instead of exhausting
// memory. They are checked while reading, before any parsing.
const (
	MaxInputFile = 16 << 20 // a PGN game, a puzzle file
	MaxTuneFile  = 64 << 20 // one PGN file of tuning games (about 50,000 games)
)

// ReadFileLimited reads the named file to its end, but no more than
// limit+1 bytes: more than limit is an error. Errors name the file, in
// English or Vietnamese (this package's catalogue).
func ReadFileLimited(path string, limit int64) ([]byte, error) {
	b, big, _, err := fileio.ReadUpTo(path, limit)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, errorf("%s: no such file", path)
	case errors.Is(err, fs.ErrPermission):
		return nil, errorf("%s: permission denied", path)
	case err != nil:
		return nil, errorf("%s: cannot read the file (%v)", path, err)
	case big:
		return nil, errorf("%s: input larger than %d bytes", path, limit)
	}
	return b, nil
}

// Bounds on the engines' resource flags: a table size is shifted into
// bytes (a huge one would wrap around or exhaust memory) and every thread
// has its own stacks. The engines' protocols offer the same ranges.
const (
	maxHashMB  = 4096
	maxThreads = 256
)

// CheckHashThreads validates --hash and --threads.
func CheckHashThreads(hashMB, threads int) error {
	if hashMB < 1 || hashMB > maxHashMB {
		return errorf("--hash %d: want 1..%d (MiB)", hashMB, maxHashMB)
	}
	if threads < 1 || threads > maxThreads {
		return errorf("--threads %d: want 1..%d", threads, maxThreads)
	}
	return nil
}
