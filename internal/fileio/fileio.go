// Package fileio reads files a person names without trusting their size.
package fileio

import (
	"io"
	"os"
)

// ReadUpTo reads the named file, reading no more than limit+1 bytes:
// tooLarge reports a file longer than limit (then data is nil). Open and
// read errors come back as the os package gives them (opened reports
// whether the error came after the file was opened), so that each caller
// words them as its users read them.
func ReadUpTo(path string, limit int64) (data []byte, tooLarge, opened bool, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, false, false, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, false, true, err
	}
	if int64(len(b)) > limit {
		return nil, true, true, nil
	}
	return b, false, true, nil
}
