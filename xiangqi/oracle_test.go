package xiangqi

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Cross-checks against fairy-stockfish (UCCI mode: same 0-based squares as
// ICCS). Skipped when the engine is not installed.

const fsfPath = "/usr/games/fairy-stockfish"

var oracleLeaves uint64 // total leaves compared, for the log

type oracle struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

func startOracle(t testing.TB) *oracle {
	t.Helper()
	path := os.Getenv("FAIRY_STOCKFISH")
	if path == "" {
		path = fsfPath
	}
	if _, err := os.Stat(path); err != nil {
		t.Skipf("fairy-stockfish not installed (%s)", path)
	}
	cmd := exec.Command(path)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	o := &oracle{cmd: cmd, in: in, out: bufio.NewScanner(outPipe)}
	fmt.Fprintln(in, "ucci")
	for o.out.Scan() {
		if strings.TrimSpace(o.out.Text()) == "ucciok" {
			break
		}
	}
	t.Cleanup(func() {
		fmt.Fprintln(in, "quit")
		in.Close()
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
		}
	})
	return o
}

// divide returns the oracle's per-move counts and total.
func (o *oracle) divide(fen string, depth int) (map[string]uint64, uint64, error) {
	fmt.Fprintf(o.in, "position fen %s\ngo perft %d\n", fen, depth)
	moves := map[string]uint64{}
	for o.out.Scan() {
		line := strings.TrimSpace(o.out.Text())
		if rest, ok := strings.CutPrefix(line, "Nodes searched:"); ok {
			n, err := strconv.ParseUint(strings.TrimSpace(rest), 10, 64)
			return moves, n, err
		}
		if m, n, ok := strings.Cut(line, ":"); ok && len(m) == 4 {
			v, err := strconv.ParseUint(strings.TrimSpace(n), 10, 64)
			if err == nil {
				moves[m] = v
			}
		}
	}
	return nil, 0, fmt.Errorf("fairy-stockfish stopped: %v", o.out.Err())
}

// randomPlacement returns a random legal position with a few pieces, biased
// towards the tactics that break generators: pieces on the kings' files and
// ranks, cannons with screens, horses next to kings.
func randomPlacement(r *rand.Rand) *Position {
	for {
		var cells [90]byte
		for i := range cells {
			cells[i] = '.'
		}
		put := func(l byte, ok func(s Square) bool) {
			for tries := 0; tries < 50; tries++ {
				i := r.IntN(90)
				if cells[i] != '.' {
					continue
				}
				s := SquareFromIndex90(i)
				pc := MakePiece(Red, kindFromLetter(l))
				if l >= 'a' {
					pc = MakePiece(Black, kindFromLetter(l))
				}
				if _, can := badPlace(pc, s); !can || (ok != nil && !ok(s)) {
					continue
				}
				cells[i] = l
				return
			}
		}
		put('K', nil)
		put('k', nil)
		n := 2 + r.IntN(10)
		for i := 0; i < n; i++ {
			l := "RNCPABrncpab"[r.IntN(12)]
			put(l, nil)
		}
		var sb strings.Builder
		for rank := 9; rank >= 0; rank-- {
			empty := 0
			for f := 0; f < 9; f++ {
				c := cells[rank*9+f]
				if c == '.' {
					empty++
					continue
				}
				if empty > 0 {
					sb.WriteByte(byte('0' + empty))
					empty = 0
				}
				sb.WriteByte(c)
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
			}
			if rank > 0 {
				sb.WriteByte('/')
			}
		}
		side := " w"
		if r.IntN(2) == 1 {
			side = " b"
		}
		if p, err := ParseFEN(sb.String() + side + " - - 0 1"); err == nil {
			return p
		}
	}
}

// randomGamePosition plays random legal moves (captures preferred) from fen.
func randomGamePosition(r *rand.Rand, fen string, plies int) *Position {
	p, err := ParseFEN(fen)
	if err != nil {
		panic(err)
	}
	var buf []Move
	for i := 0; i < plies; i++ {
		buf = p.GenerateLegal(buf[:0])
		if len(buf) == 0 {
			break
		}
		m := buf[r.IntN(len(buf))]
		if r.IntN(3) == 0 {
			for _, c := range buf {
				if p.IsCapture(c) {
					m = c
					break
				}
			}
		}
		p.Make(m)
	}
	q, _ := ParseFEN(p.FEN())
	return q
}

func compareWithOracle(t *testing.T, o *oracle, p *Position, depth int) bool {
	t.Helper()
	fen := p.FEN()
	want, total, err := o.divide(fen, depth)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]uint64{}
	var sum uint64
	for _, e := range p.Divide(depth) {
		got[e.Move.String()] = e.Nodes
		sum += e.Nodes
	}
	oracleLeaves += total
	if sum == total && len(got) == len(want) {
		return true
	}
	var diff []string
	for m, n := range want {
		if got[m] != n {
			diff = append(diff, fmt.Sprintf("%s: ours %d, oracle %d", m, got[m], n))
		}
	}
	for m, n := range got {
		if _, ok := want[m]; !ok {
			diff = append(diff, fmt.Sprintf("%s: ours %d, oracle none", m, n))
		}
	}
	sort.Strings(diff)
	t.Errorf("perft(%q, %d) = %d, oracle %d; differences:\n%s", fen, depth, sum, total, strings.Join(diff, "\n"))
	return false
}

// TestPerftAgainstOracle compares divide counts on fresh random positions.
func TestPerftAgainstOracle(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: compares with fairy-stockfish")
	}
	o := startOracle(t)
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("XIANGQI_ORACLE_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	t.Logf("seed %d (XIANGQI_ORACLE_SEED to repeat)", seed)
	r := rand.New(rand.NewPCG(seed, 1))
	gameDepth := 2
	if d, err := strconv.Atoi(os.Getenv("XIANGQI_ORACLE_DEPTH")); err == nil && d > 0 {
		gameDepth = d
	}
	for i := 0; i < oracleCount(150); i++ {
		p := randomPlacement(r)
		if !compareWithOracle(t, o, p, 3) {
			return
		}
	}
	for i := 0; i < oracleCount(50); i++ {
		p := randomGamePosition(r, StartFEN, 10+r.IntN(80))
		if !compareWithOracle(t, o, p, gameDepth) {
			return
		}
	}
	t.Logf("%d leaves agree", oracleLeaves)
}

// oracleCount scales the number of random positions by XIANGQI_ORACLE_SCALE.
func oracleCount(n int) int {
	if s, err := strconv.Atoi(os.Getenv("XIANGQI_ORACLE_SCALE")); err == nil && s > 0 {
		return n * s
	}
	return n
}
