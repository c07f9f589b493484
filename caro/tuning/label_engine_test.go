package tuning

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/match"
)

func TestParseEngineScore(t *testing.T) {
	for in, want := range map[string]EngineScore{
		"+35": {Value: 35}, "-120": {Value: -120}, "0": {},
		"+M7": {Mate: 1}, "-M12": {Mate: -1}, "+M*": {Mate: 1}, "-M*": {Mate: -1},
	} {
		got, err := parseEngineScore(in)
		if err != nil || got != want {
			t.Errorf("%q: %+v, %v; want %+v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "M", "+", "x12", "1.5", "+Mx", "M7"} {
		if _, err := parseEngineScore(in); err == nil {
			t.Errorf("%q: no error", in)
		}
	}
}

// The scores file reads back what was written, and refuses a file that
// lacks a sample's position or has a bad line.
func TestEngineScoresFile(t *testing.T) {
	samples := []ShapeSample{{Game: 0, Ply: 7}, {Game: 0, Ply: 9}, {Game: 3, Ply: 12}}
	scores := []EngineScore{{Value: -40}, {Mate: 1}, {Mate: -1}}
	var buf bytes.Buffer
	if err := WriteEngineScores(&buf, samples, scores); err != nil {
		t.Fatal(err)
	}
	back, err := ReadEngineScores(bytes.NewReader(buf.Bytes()), samples)
	if err != nil || !reflect.DeepEqual(back, scores) {
		t.Fatalf("read back %+v, %v; want %+v", back, err, scores)
	}
	if _, err := ReadEngineScores(strings.NewReader("1 7 -40\n"), samples); err == nil {
		t.Error("a file without every sample read without an error")
	}
	for _, bad := range []string{"1 7\n", "0 7 5\n", "1 -1 5\n", "1 7 five\n", "a b c\n"} {
		if _, err := ReadEngineScores(strings.NewReader(bad), samples[:1]); err == nil {
			t.Errorf("%q read without an error", bad)
		}
	}
}

// A real Gomocup brain (this project's) scores self-play positions; the
// scale fitted to its scores is positive, the blend follows lambda, and a
// tuning run labels by the brain, keeps its scores, and reads them back
// instead of asking again.
func TestEngineLabelsFromABrain(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a brain")
	}
	dir := t.TempDir()
	brain := filepath.Join(dir, "pbrain-alphabeta")
	if out, err := exec.Command("go", "build", "-o", brain, "../../cmd/pbrain-alphabeta").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	var games []Game
	if err := SelfPlay(context.Background(), SelfPlayOptions{Games: 4, Nodes: 600, Seed: 5}, func(g Game) { games = append(games, g) }); err != nil {
		t.Fatal(err)
	}
	ps, err := ShapeSamples(games, 15, caro.Freestyle, 4)
	if err != nil || len(ps) < 5 {
		t.Fatalf("%d samples, %v", len(ps), err)
	}
	spec := match.EngineSpec{Name: "brain", Cmd: brain, Proto: "pbrain"}
	scores, err := EngineScores(context.Background(), spec, ps, games, 15, caro.Freestyle, 500, nil)
	if err != nil {
		t.Fatal(err)
	}
	varied := false
	for i := range scores {
		varied = varied || scores[i] != scores[0]
	}
	if len(scores) != len(ps) || !varied {
		t.Fatalf("scores %+v", scores)
	}
	k := fitEngineScale(ps, scores)
	if !(k > 0 && k < 1) {
		t.Errorf("scale %v", k)
	}
	half := append([]ShapeSample(nil), ps...)
	blendEngineLabels(half, scores, k, 0.5)
	for i := range half {
		p := sigmoid(k * float64(scores[i].Value))
		switch scores[i].Mate {
		case 1:
			p = 1
		case -1:
			p = 0
		}
		if d := half[i].Result - (ps[i].Result+p)/2; d > 1e-12 || d < -1e-12 {
			t.Fatalf("sample %d: lambda 0.5 gave %v", i, half[i].Result)
		}
	}

	// The command's path: label, keep the scores, read them back.
	var rec bytes.Buffer
	for _, g := range games {
		if err := WriteGame(&rec, g); err != nil {
			t.Fatal(err)
		}
	}
	gamesFile := filepath.Join(dir, "games.txt")
	if err := os.WriteFile(gamesFile, rec.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	opt := TuneOptions{Epochs: 5, LabelNodes: 500, Lambda: 0.3, LabelEngine: "name=brain cmd=" + brain + " proto=pbrain",
		LabelScores: filepath.Join(dir, "scores")}
	var out1, out2 bytes.Buffer
	if err := TuneShapeFiles(context.Background(), []string{gamesFile}, 4, 2, filepath.Join(dir, "t1.txt"), opt, &out1); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out1.String(), "scored by brain") {
		t.Errorf("first run did not ask the brain:\n%s", out1.String())
	}
	opt.LabelEngine = "name=missing cmd=" + filepath.Join(dir, "no-such-brain") + " proto=pbrain"
	if err := TuneShapeFiles(context.Background(), []string{gamesFile}, 4, 2, filepath.Join(dir, "t2.txt"), opt, &out2); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out2.String(), "scores read from") {
		t.Errorf("second run did not read the scores back:\n%s", out2.String())
	}
	t1, _ := os.ReadFile(filepath.Join(dir, "t1.txt"))
	t2, _ := os.ReadFile(filepath.Join(dir, "t2.txt"))
	if !bytes.Equal(t1, t2) {
		t.Error("the table from the scores read back differs from the first run's")
	}
}
