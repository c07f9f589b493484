package tree

import (
	"bytes"
	"testing"
)

func TestExerciseReproducibleAndPruning(t *testing.T) {
	for _, shape := range [][2]int{{3, 2}, {2, 3}, {4, 2}, {3, 3}} {
		o := ExerciseOptions{Depth: shape[0], Branching: shape[1], Seed: 7}
		a, err := NewExercise(o)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := NewExercise(o)
		if a.Tree.Text(true) != b.Tree.Text(true) {
			t.Errorf("seed 7 gave %s then %s", a.Tree.Text(true), b.Tree.Text(true))
		}
		if bb, d, ok := a.Tree.Uniform(); !ok || bb != shape[1] || d != shape[0] {
			t.Errorf("shape %v: uniform %d %d %v", shape, bb, d, ok)
		}
		if len(a.Solution.Pruned) == 0 {
			t.Errorf("shape %v: the exercise has no cut", shape)
		}
		o.Seed = 8
		c, _ := NewExercise(o)
		if c.Tree.Text(true) == a.Tree.Text(true) {
			t.Errorf("seeds 7 and 8 gave the same tree %s", a.Tree.Text(true))
		}
	}
	e, _ := NewExercise(ExerciseOptions{Depth: 3, Branching: 2, Seed: 1, Lang: VI})
	files, err := e.Files()
	if err != nil {
		t.Fatal(err)
	}
	tr, err := Parse(string(files["tree.txt"]))
	if err != nil || tr.Text(true) != e.Tree.Text(true) {
		t.Errorf("tree.txt %q does not parse back: %v", files["tree.txt"], err)
	}
	if !bytes.Contains(files["trace.md"], []byte("| Bước | Nút (loại) |")) ||
		!bytes.Contains(files["solution.svg"], []byte(`class="v"`)) || bytes.Contains(files["problem.svg"], []byte(`class="v"`)) {
		t.Error("exercise files lack the table, or the problem shows answers")
	}
	for _, bad := range []ExerciseOptions{{Depth: 0, Branching: 2}, {Depth: 3, Branching: 9}, {Depth: 8, Branching: 4}} {
		if _, err := NewExercise(bad); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}
