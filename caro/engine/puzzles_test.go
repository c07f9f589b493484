package engine

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"alphabeta/caro"
)

type vcfPuzzle struct {
	id    string
	size  int
	side  int
	moves []caro.Point
	plies int
}

func loadPuzzles(t testing.TB) []vcfPuzzle {
	t.Helper()
	f, err := os.Open("testdata/vcf.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []vcfPuzzle
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) < 5 || cols[0] == "id" {
			continue
		}
		size, _ := strconv.Atoi(cols[1])
		plies, _ := strconv.Atoi(cols[4])
		moves, err := caro.ParseMoves(cols[3])
		if err != nil {
			t.Fatalf("%s: %v", cols[0], err)
		}
		side := cellBlack
		if cols[2] == "W" {
			side = cellWhite
		}
		out = append(out, vcfPuzzle{cols[0], size, side, moves, plies})
	}
	return out
}
