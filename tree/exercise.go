package tree

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
)

// ExerciseOptions shape a random exercise tree.
type ExerciseOptions struct {
	Depth     int     // levels of moves below the root (the leaves' depth), 1..8
	Branching int     // children of every inner node, 1..8
	Seed      uint64  // the same seed gives the same exercise
	Lang      Lang    // language of the trace table and the pictures' legend
	Search    Options // the rules the solution follows
}

// MaxExerciseLeaves bounds the size of an exercise: it has to fit a slide.
const MaxExerciseLeaves = 256

// Exercise is a random uniform tree for students to solve by hand, like the
// lecture's "ab3_problem" picture, with its solution.
type Exercise struct {
	Tree     *Tree
	Solution *Solution
	Options  ExerciseOptions
}

// NewExercise draws a uniform tree of the given depth and branching with
// leaf values 0..9 from the seed. Among the first trees the seed gives it
// picks one where alpha-beta cuts something off (when the shape allows a
// cut at all), so that the exercise teaches pruning.
func NewExercise(o ExerciseOptions) (*Exercise, error) {
	if o.Depth < 1 || o.Depth > 8 {
		return nil, fmt.Errorf("depth %d: want 1 to 8", o.Depth)
	}
	if o.Branching < 1 || o.Branching > 8 {
		return nil, fmt.Errorf("branching %d: want 1 to 8", o.Branching)
	}
	leaves := 1
	for range o.Depth {
		leaves *= o.Branching
		if leaves > MaxExerciseLeaves {
			return nil, fmt.Errorf("a tree of depth %d and branching %d has more than %d leaves: too big for an exercise", o.Depth, o.Branching, MaxExerciseLeaves)
		}
	}
	r := rand.New(rand.NewPCG(o.Seed, 0x616c706861626574)) // "alphabet"
	var build func(depth int) *Node
	build = func(depth int) *Node {
		if depth == 0 {
			return &Node{Value: float64(r.IntN(10))}
		}
		n := &Node{}
		for range o.Branching {
			n.Children = append(n.Children, build(depth-1))
		}
		return n
	}
	canCut := o.Depth >= 2 && o.Branching >= 2
	var e *Exercise
	for range 50 {
		t := New(build(o.Depth))
		s := Solve(t, o.Search)
		e = &Exercise{Tree: t, Solution: s, Options: o}
		if !canCut || len(s.Pruned) > 0 {
			break
		}
	}
	return e, nil
}

// Files renders the exercise: the problem picture without answers, the
// solution picture (both SVG and PNG), the trace table in Markdown and the
// tree text (with the node names of the pictures and the table).
func (e *Exercise) Files() (map[string][]byte, error) {
	files := map[string][]byte{}
	for _, p := range []struct {
		name     string
		solution bool
	}{{"problem", false}, {"solution", true}} {
		sc := Draw(e.Solution, DrawOptions{Solution: p.solution, Lang: e.Options.Lang})
		var svg, png bytes.Buffer
		if err := sc.SVG(&svg); err != nil {
			return nil, err
		}
		// Twice the size for a crisp slide, but at most 6000 pixels wide.
		if err := sc.PNG(&png, min(2, 6000/sc.W)); err != nil {
			return nil, err
		}
		files[p.name+".svg"] = svg.Bytes()
		files[p.name+".png"] = png.Bytes()
	}
	var md bytes.Buffer
	md.WriteString(tr(string(e.Options.Lang), "# Alpha-beta: depth %d, branching %d, seed %d\n\nTree: `%s`\n\n",
		e.Options.Depth, e.Options.Branching, e.Options.Seed, e.Tree.Text(true)))
	if err := e.Solution.WriteTrace(&md, Markdown, e.Options.Lang); err != nil {
		return nil, err
	}
	files["trace.md"] = md.Bytes()
	files["tree.txt"] = []byte(e.Tree.Text(true) + "\n")
	return files, nil
}

// WriteFiles writes Files into dir, creating it, and returns the paths.
func (e *Exercise) WriteFiles(dir string) ([]string, error) {
	files, err := e.Files()
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var paths []string
	for _, name := range []string{"problem.svg", "problem.png", "solution.svg", "solution.png", "trace.md", "tree.txt"} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, files[name], 0o644); err != nil {
			return nil, err
		}
		paths = append(paths, p)
	}
	return paths, nil
}
