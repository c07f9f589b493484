package tuning

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/caro/engine"
)

// Self-play is reproducible from its seed, its records read back, and
// tuning on its quiet positions does not raise the error it minimises.
func TestSelfPlayAndTune(t *testing.T) {
	play := func() []Game {
		var games []Game
		err := SelfPlay(context.Background(), SelfPlayOptions{Games: 4, Nodes: 800, Seed: 9}, func(g Game) { games = append(games, g) })
		if err != nil {
			t.Fatal(err)
		}
		return games
	}
	a, b := play(), play()
	if len(a) != 4 || !reflect.DeepEqual(sortGames(a), sortGames(b)) {
		t.Fatalf("self-play is not reproducible: %d and %d games", len(a), len(b))
	}
	var buf bytes.Buffer
	for _, g := range a {
		if err := WriteGame(&buf, g); err != nil {
			t.Fatal(err)
		}
	}
	back, err := ReadGames(&buf)
	if err != nil || !reflect.DeepEqual(back, a) {
		t.Fatalf("records do not read back: %v", err)
	}
	samples, err := Samples(a, 15, caro.Freestyle, 4)
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) == 0 {
		t.Fatal("no quiet positions in four games")
	}
	w, before, after := Tune(samples, engine.DefaultWeights(), TuneOptions{Epochs: 30})
	if after > before+1e-9 {
		t.Errorf("tuning raised the error: %.6f → %.6f", before, after)
	}
	if w.Own != engine.DefaultWeights().Own || w.Opp != engine.DefaultWeights().Opp {
		t.Errorf("Own/Opp changed: %v", w)
	}
}

// Shape tuning does not raise the error it minimises, leaves the empty
// shape and the unseen ones alone, and its file reads back as a table.
func TestTuneShapes(t *testing.T) {
	var games []Game
	err := SelfPlay(context.Background(), SelfPlayOptions{Games: 4, Nodes: 800, Seed: 11}, func(g Game) { games = append(games, g) })
	if err != nil {
		t.Fatal(err)
	}
	train, err := ShapeSamples(games[:3], 15, caro.Freestyle, 4)
	if err != nil || len(train) == 0 {
		t.Fatalf("%d samples, %v", len(train), err)
	}
	held, err := ShapeSamples(games[3:], 15, caro.Freestyle, 4)
	if err != nil {
		t.Fatal(err)
	}
	w := engine.DefaultWeights()
	start := engine.LinearShapes(w)
	r := TuneShapes(train, held, &start, w.Own, w.Opp, TuneOptions{Epochs: 30})
	if r.After > r.Before+1e-9 {
		t.Errorf("tuning raised the error: %.6f → %.6f", r.Before, r.After)
	}
	if r.Seen == 0 || r.Seen >= engine.NumCellShapes {
		t.Errorf("%d shapes seen", r.Seen)
	}
	changed := 0
	for s := range engine.NumCellShapes {
		if r.Table[s] != start[s] {
			changed++
		}
	}
	if r.Table[0] != 0 || changed == 0 || changed > r.Seen {
		t.Errorf("empty shape %d, %d shapes changed of %d seen", r.Table[0], changed, r.Seen)
	}

	dir := t.TempDir()
	var buf bytes.Buffer
	for _, g := range games {
		if err := WriteGame(&buf, g); err != nil {
			t.Fatal(err)
		}
	}
	in, out := filepath.Join(dir, "games.txt"), filepath.Join(dir, "shapes.txt")
	if err := os.WriteFile(in, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var report strings.Builder
	if err := TuneShapeFiles(context.Background(), []string{in}, 4, 2, out, TuneOptions{Epochs: 5}, &report); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := engine.ParseShapes(string(data)); err != nil {
		t.Fatalf("the written table does not read back: %v\n%s", err, report.String())
	}
	if !strings.Contains(report.String(), "4 games (2 held out)") {
		t.Errorf("report: %s", report.String())
	}
	report.Reset()
	if err := TuneShapeFiles(context.Background(), []string{in}, 4, 2, out, TuneOptions{Epochs: 5, LabelNodes: 300, Lambda: 0.5}, &report); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(report.String(), "held out against the results alone") {
		t.Errorf("report with labels: %s", report.String())
	}
}

// A search label blends with the result as asked, is the same whatever the
// number of CPUs, and a cancelled labelling changes nothing.
func TestLabelShapeSamples(t *testing.T) {
	var games []Game
	err := SelfPlay(context.Background(), SelfPlayOptions{Games: 3, Nodes: 600, Seed: 5}, func(g Game) { games = append(games, g) })
	if err != nil {
		t.Fatal(err)
	}
	ps, err := ShapeSamples(games, 15, caro.Freestyle, 4)
	if err != nil || len(ps) < 5 {
		t.Fatalf("%d samples, %v", len(ps), err)
	}
	label := func(ctx context.Context, lambda float64, procs int) ([]ShapeSample, error) {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		out := append([]ShapeSample(nil), ps...)
		return out, LabelShapeSamples(ctx, out, games, 15, caro.Freestyle, 400, lambda, 1e-3)
	}
	same, err := label(context.Background(), 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	one, _ := label(context.Background(), 0, 1)
	two, _ := label(context.Background(), 0, 2)
	half, _ := label(context.Background(), 0.5, 2)
	varied := false
	for i := range ps {
		if same[i].Result != ps[i].Result {
			t.Fatalf("lambda 1 changed sample %d", i)
		}
		if one[i].Result != two[i].Result {
			t.Fatalf("sample %d: label %v with one CPU, %v with two", i, one[i].Result, two[i].Result)
		}
		if r := one[i].Result; r < 0 || r > 1 {
			t.Fatalf("sample %d: search label %v outside [0, 1]", i, r)
		}
		if d := half[i].Result - (ps[i].Result+one[i].Result)/2; d > 1e-12 || d < -1e-12 {
			t.Fatalf("sample %d: lambda 0.5 gave %v", i, half[i].Result)
		}
		varied = varied || one[i].Result != one[0].Result
	}
	if !varied {
		t.Error("every search label is the same")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out, err := label(ctx, 0, 2)
	if err == nil {
		t.Error("a cancelled labelling returned no error")
	}
	for i := range ps {
		if out[i].Result != ps[i].Result {
			t.Fatal("a cancelled labelling changed the samples")
		}
	}
}

func sortGames(gs []Game) map[string]caro.Stone {
	m := map[string]caro.Stone{}
	for _, g := range gs {
		m[caro.FormatMoves(g.Moves)] = g.Winner
	}
	return m
}

func TestReadGamesRejectsBadLines(t *testing.T) {
	for _, in := range []string{"X\t7,7\n", "B 7,7\n", "B\t7,7 zz\n"} {
		if _, err := ReadGames(bytes.NewBufferString(in)); err == nil {
			t.Errorf("%q: no error", in)
		}
	}
}

func FuzzReadGames(f *testing.F) {
	f.Add("B\t7,7 8,8 7,8\n")
	f.Add("D\t\n# comment\n")
	f.Fuzz(func(t *testing.T, in string) {
		games, err := ReadGames(bytes.NewBufferString(in))
		if err != nil {
			return
		}
		var buf bytes.Buffer
		for _, g := range games {
			if err := WriteGame(&buf, g); err != nil {
				t.Fatal(err)
			}
		}
		again, err := ReadGames(&buf)
		if err != nil || len(again) != len(games) {
			t.Fatalf("written games do not read back: %v", err)
		}
	})
}

// TuneFiles under renju starts from renju's own weights and reads the
// positions under renju's rules (the games below are renju self-play).
func TestTuneFilesRenju(t *testing.T) {
	var games []Game
	err := SelfPlay(context.Background(), SelfPlayOptions{Games: 2, Nodes: 800, Seed: 3, Rule: caro.Renju}, func(g Game) { games = append(games, g) })
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "renju.txt")
	var buf bytes.Buffer
	for _, g := range games {
		if err := WriteGame(&buf, g); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := TuneFiles([]string{path}, 4, TuneOptions{Epochs: 2, Rule: caro.Renju}, &out); err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("start %v\n", engine.DefaultWeightsFor(caro.Renju)); !strings.Contains(out.String(), want) {
		t.Errorf("renju tuning did not start from renju's weights:\n%s", out.String())
	}
	if engine.DefaultWeightsFor(caro.Renju) == engine.DefaultWeights() {
		t.Error("renju has no weights of its own")
	}
	var r caro.Rule
	if err := r.Set("caro-exact"); err != nil || r != caro.CaroExact {
		t.Errorf("Rule.Set(caro-exact) = %v, %v", r, err)
	}
	if err := r.Set("bogus"); err == nil || r != caro.CaroExact {
		t.Errorf("Rule.Set(bogus) = %v, %v: want an error and the rule unchanged", r, err)
	}
}

// A game with no moves is written "B\t" (winner, tab, no moves) and reads
// back as written, CR LF too; it was refused ("want the winner, a tab and
// the moves") because the reader trimmed the tab away.
func TestGameWithNoMovesReadsBack(t *testing.T) {
	var buf bytes.Buffer
	games := []Game{{Winner: caro.Black}, {Winner: caro.White}, {}, {Winner: caro.Black, Moves: []caro.Point{{X: 7, Y: 7}}}}
	for _, g := range games {
		if err := WriteGame(&buf, g); err != nil {
			t.Fatal(err)
		}
	}
	if !strings.HasPrefix(buf.String(), "B\t\nW\t\nD\t\n") {
		t.Fatalf("written %q", buf.String())
	}
	for _, in := range []string{buf.String(), strings.ReplaceAll(buf.String(), "\n", "\r\n")} {
		got, err := ReadGames(strings.NewReader(in))
		if err != nil || len(got) != len(games) {
			t.Fatalf("%q: %d games, %v", in, len(got), err)
		}
		for i := range games {
			if got[i].Winner != games[i].Winner || len(got[i].Moves) != len(games[i].Moves) {
				t.Errorf("game %d: %+v, want %+v", i, got[i], games[i])
			}
		}
	}
}
