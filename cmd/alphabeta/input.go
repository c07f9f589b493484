package main

import (
	"fmt"
	"io"
	"os"
)

// Bounds on what the commands read from files and standard input, so that
// a huge or endless input (@/dev/zero) is refused instead of exhausting
// memory. They are checked while reading, before any parsing.
const (
	maxInputFile = 16 << 20 // a PGN game, a puzzle file
	maxTuneFile  = 64 << 20 // one PGN file of tuning games (about 50,000 games)
)

// readAllLimited reads r to its end, but no more than limit+1 bytes: more
// than limit is an error.
func readAllLimited(r io.Reader, limit int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, fmt.Errorf("input larger than %d bytes", limit)
	}
	return b, nil
}

// readFileLimited is readAllLimited on the named file; errors name it.
func readFileLimited(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := readAllLimited(f, limit)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
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

// checkHashThreads validates --hash and --threads.
func checkHashThreads(hashMB, threads int) error {
	if hashMB < 1 || hashMB > maxHashMB {
		return fmt.Errorf("--hash %d: want 1..%d (MiB)", hashMB, maxHashMB)
	}
	if threads < 1 || threads > maxThreads {
		return fmt.Errorf("--threads %d: want 1..%d", threads, maxThreads)
	}
	return nil
}
