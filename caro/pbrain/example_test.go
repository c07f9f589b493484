package pbrain_test

import (
	"context"
	"os"
	"strings"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/pbrain"
)

// centre plays the free cell nearest the centre.
type centre struct{}

func (centre) About() string          { return `name="centre", version="1.0"` }
func (centre) NewGame(w, h int) error { return nil }
func (centre) Move(ctx context.Context, req *pbrain.Request) (caro.Point, error) {
	b, err := req.Board()
	if err != nil {
		return caro.Point{}, err
	}
	best, bestD := caro.Point{}, 1<<30
	cx, cy := b.Width()/2, b.Height()/2
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			d := (x-cx)*(x-cx) + (y-cy)*(y-cy)
			if p := (caro.Point{X: x, Y: y}); b.At(p) == caro.Empty && d < bestD {
				best, bestD = p, d
			}
		}
	}
	return best, nil
}

func Example() {
	in := "START 15\r\nABOUT\r\nBEGIN\r\nTURN 7,6\r\nPLAY 1,1\r\nEND\r\n"
	_ = pbrain.Serve(context.Background(), centre{}, strings.NewReader(in), crlfToLF{})
	// Output:
	// OK
	// name="centre", version="1.0"
	// 7,7
	// 6,7
	// UNKNOWN command "PLAY"
}

// crlfToLF prints the answers with plain newlines for the example's output.
type crlfToLF struct{}

func (crlfToLF) Write(p []byte) (int, error) {
	_, err := os.Stdout.WriteString(strings.ReplaceAll(string(p), "\r\n", "\n"))
	return len(p), err
}
