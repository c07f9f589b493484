package web

import (
	"bytes"
	"errors"
	"math"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"

	"github.com/alphabeta-go/alphabeta/search"
	"github.com/alphabeta-go/alphabeta/tree"
)

// maxTreeNodes bounds the trees of the lab: a picture of more nodes is not
// readable, and the event stream grows with the tree.
const maxTreeNodes = 2000

// Drawing a PNG costs its pixels (about 1 s and 64 MiB for the default
// Config.MaxPNGPixels), so a picture is refused before it is drawn when it
// has more leaves than maxPictureLeaves, and drawn at a smaller scale (not
// below 1) to stay under the pixel limit.
const (
	maxPictureLeaves = 256
	pngScale         = 2.0
)

// A solve of a tree with more than solveSlotNodes nodes takes a slot of the
// search semaphore; smaller ones (every lecture tree) never wait.
const solveSlotNodes = 256

// treeExample is a tree the lab offers in its menu.
type treeExample struct {
	ID    string  `json:"id"`
	Name  string  `json:"name"`
	NameV string  `json:"name_vi"`
	Tree  string  `json:"tree"`
	Value float64 `json:"value"`
}

var treeExamples = []treeExample{
	{ID: "seed004", Name: "Lecture: 3-level tree (8 leaves)", NameV: "Bài giảng: cây 3 tầng (8 lá)",
		Tree: "A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))", Value: 5},
	{ID: "aima52", Name: "AIMA figure 5.2", NameV: "AIMA hình 5.2",
		Tree: "A(B(3,12,8),C(2,4,6),D(14,5,2))", Value: 3},
	{ID: "deep", Name: "4 levels, binary (16 leaves)", NameV: "4 tầng, nhị phân (16 lá)",
		Tree: "A(B(D(H(3,17),I(2,12)),E(J(15,25),K(0,2))),C(F(L(2,5),M(3,2)),G(N(14,8),O(7,1))))", Value: 3},
}

func (s *Server) handleTreeExamples(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"examples": treeExamples})
}

type treeRequest struct {
	Tree     string `json:"tree"`
	Root     string `json:"root"`      // "max" (default) or "min"
	Strict   bool   `json:"strict"`    // cut only when α > β
	FailHard bool   `json:"fail_hard"` // clamp returned values to the window
	Lang     string `json:"lang"`      // the language of the tree's errors (else the request's) and of the exported text
	// export only
	Algo     string `json:"algo"`
	Format   string `json:"format"`
	Solution *bool  `json:"solution"`
}

// readTree reads a treeRequest and its tree (see parseTree); the request's
// lang, when given, is the language of the tree's errors.
func readTree(r *http.Request) (req treeRequest, t *tree.Tree, o tree.Options, err error) {
	if err = readJSON(r, &req); err != nil {
		return req, nil, o, err
	}
	t, o, err = parseTree(&req)
	if ae, ok := err.(*apiError); ok && (req.Lang == "en" || req.Lang == "vi") {
		ae.lang = req.Lang
	}
	return req, t, o, err
}

// parseTree reads the request's tree with the lab's limits; a malformed tree
// is a 400 whose message shows where the text is wrong.
func parseTree(req *treeRequest) (*tree.Tree, tree.Options, error) {
	var o tree.Options
	src := strings.TrimSpace(req.Tree)
	if src == "" {
		return nil, o, errorf(http.StatusBadRequest, "missing tree: give it as text, e.g. A(B(3,5),C(2,9))")
	}
	t, err := tree.Parse(src)
	if err != nil {
		var pe *tree.ParseError
		if errors.As(err, &pe) {
			return nil, o, errorf(http.StatusBadRequest, "malformed tree: %v\n%s", pe, pe.Caret(src))
		}
		return nil, o, errorf(http.StatusBadRequest, "malformed tree: %v", err)
	}
	if len(t.Nodes) > maxTreeNodes {
		return nil, o, errorf(http.StatusBadRequest, "tree too large: %d nodes (the lab draws at most %d)", len(t.Nodes), maxTreeNodes)
	}
	switch strings.ToLower(req.Root) {
	case "", "max":
		o.Root = search.Max
	case "min":
		o.Root = search.Min
	default:
		return nil, o, errorf(http.StatusBadRequest, "root must be \"max\" or \"min\", not %s", quote(req.Root))
	}
	o.Strict, o.FailHard = req.Strict, req.FailHard
	return t, o, nil
}

type treeNodeJSON struct {
	ID       int             `json:"id"`
	Label    string          `json:"label"`
	Name     string          `json:"name"`
	Leaf     bool            `json:"leaf"`
	Value    tree.JSONNumber `json:"value"`
	Parent   int             `json:"parent"`
	Children []int           `json:"children"`
	Path     string          `json:"path"`
	Depth    int             `json:"depth"`
	Player   string          `json:"player"`
	Exact    tree.JSONNumber `json:"exact"`
}

type eventJSON struct {
	Kind     string          `json:"kind"`
	Node     int             `json:"node"`
	Player   string          `json:"player"`
	Alpha    tree.JSONNumber `json:"alpha"`
	Beta     tree.JSONNumber `json:"beta"`
	NewAlpha tree.JSONNumber `json:"new_alpha"`
	NewBeta  tree.JSONNumber `json:"new_beta"`
	V        tree.JSONNumber `json:"v"`
	Value    tree.JSONNumber `json:"value"`
	Child    int             `json:"child"`    // child index (child, cut); -1 otherwise
	ChildID  int             `json:"child_id"` // that child's node id; -1 otherwise
	Skipped  []int           `json:"skipped"`  // node ids of the children not searched (cut)
}

type rowJSON struct {
	Event int      `json:"event"` // index of the event that completes the row
	Node  int      `json:"node"`
	EN    []string `json:"en"`
	VI    []string `json:"vi"`
}

type nodeResultJSON struct {
	Visited bool            `json:"visited"`
	Pruned  bool            `json:"pruned"`
	CutRoot bool            `json:"cut_root"`
	CutOff  bool            `json:"cut_off"`
	Alpha   tree.JSONNumber `json:"alpha"` // the inherited window
	Beta    tree.JSONNumber `json:"beta"`
	V       tree.JSONNumber `json:"v"`
}

type runJSON struct {
	Algo      string              `json:"algo"`
	Value     tree.JSONNumber     `json:"value"`
	Best      int                 `json:"best"` // root child index, -1 for a leaf root
	PV        []int               `json:"pv"`   // node ids from the root's child down to a leaf
	Events    []eventJSON         `json:"events"`
	Rows      []rowJSON           `json:"rows"`
	Evaluated []int               `json:"evaluated"` // leaf ids in evaluation order
	Pruned    []int               `json:"pruned"`    // roots of cut subtrees
	Results   []nodeResultJSON    `json:"results"`   // by node id
	Summary   map[string]string   `json:"summary"`   // the summary line, "en" and "vi"
	Legend    map[string][]string `json:"legend"`    // what the table's window column and its "—" mean, "en" and "vi"
	Nodes     int64               `json:"nodes"`
	Evals     int64               `json:"evaluations"`
	Cutoffs   int64               `json:"cutoffs"`
}

type solveResponse struct {
	Tree       string              `json:"tree"` // bracket text with generated labels
	Nodes      []treeNodeJSON      `json:"nodes"`
	Leaves     int                 `json:"leaves"`
	Height     int                 `json:"height"`
	Uniform    bool                `json:"uniform"`
	B          int                 `json:"b"`
	D          int                 `json:"d"`
	KnuthMoore *int64              `json:"knuth_moore_min"`
	Header     map[string][]string `json:"header"`
	AlphaBeta  runJSON             `json:"alphabeta"`
	Minimax    runJSON             `json:"minimax"`
}

func (s *Server) handleTreeSolve(w http.ResponseWriter, r *http.Request) {
	_, t, o, err := readTree(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	if len(t.Nodes) > solveSlotNodes {
		_, done, err := s.startWork(r, s.cfg.MaxThink)
		if err != nil {
			fail(w, r, err)
			return
		}
		defer done()
	}
	writeJSON(w, http.StatusOK, solveTree(t, o))
}

func playerName(p search.Player) string {
	if p == search.Min {
		return "MIN"
	}
	return "MAX"
}

func solveTree(t *tree.Tree, o tree.Options) solveResponse {
	o.Algo = tree.AlphaBeta
	ab := tree.Solve(t, o)
	o.Algo = tree.Minimax
	mm := tree.Solve(t, o)

	resp := solveResponse{Tree: t.Text(true), Leaves: t.Leaves, Height: t.Height,
		Header: map[string][]string{"en": tree.Header(tree.EN), "vi": tree.Header(tree.VI)}}
	for _, n := range t.Nodes {
		j := treeNodeJSON{ID: n.ID, Label: n.Label, Name: n.Name, Leaf: n.IsLeaf(), Value: tree.JSONNumber(n.Value),
			Parent: -1, Children: []int{}, Path: n.PathString(), Depth: n.Depth,
			Player: playerName(ab.Player(n)), Exact: tree.JSONNumber(ab.Nodes[n.ID].Exact)}
		if n.Parent != nil {
			j.Parent = n.Parent.ID
		}
		for _, c := range n.Children {
			j.Children = append(j.Children, c.ID)
		}
		resp.Nodes = append(resp.Nodes, j)
	}
	if b, d, ok := t.Uniform(); ok {
		resp.Uniform, resp.B, resp.D = true, b, d
		km := search.KnuthMooreMin(b, d)
		resp.KnuthMoore = &km
	}
	resp.AlphaBeta = runOf(t, ab)
	resp.Minimax = runOf(t, mm)
	return resp
}

func runOf(t *tree.Tree, s *tree.Solution) runJSON {
	run := runJSON{Algo: s.Options.Algo.String(), Value: tree.JSONNumber(s.Value), Best: s.Best,
		PV: []int{}, Evaluated: []int{}, Pruned: []int{}, Events: make([]eventJSON, 0, len(s.Events)),
		Nodes: s.Stats.Nodes, Evals: s.Stats.Evaluations, Cutoffs: s.Stats.Cutoffs}
	n := t.Root
	for _, i := range s.PV {
		n = n.Children[i]
		run.PV = append(run.PV, n.ID)
	}
	for _, n := range s.Evaluated {
		run.Evaluated = append(run.Evaluated, n.ID)
	}
	for _, n := range s.Pruned {
		run.Pruned = append(run.Pruned, n.ID)
	}
	for _, r := range s.Nodes {
		run.Results = append(run.Results, nodeResultJSON{Visited: r.Visited, Pruned: r.Pruned, CutRoot: r.CutRoot,
			CutOff: r.CutOff, Alpha: tree.JSONNumber(r.Entry[0]), Beta: tree.JSONNumber(r.Entry[1]), V: tree.JSONNumber(r.V)})
	}
	// rowEvents pairs each row of the lecture's table with the event that
	// makes it, walking the events exactly as Solution.Rows does.
	var rowEvents []int
	for i := range s.Events {
		e := &s.Events[i]
		node := t.At(e.Path)
		j := eventJSON{Kind: e.Kind.String(), Node: node.ID, Player: playerName(e.Player),
			Alpha: tree.JSONNumber(e.Alpha), Beta: tree.JSONNumber(e.Beta), NewAlpha: tree.JSONNumber(e.NewAlpha),
			NewBeta: tree.JSONNumber(e.NewBeta), V: tree.JSONNumber(e.V), Value: tree.JSONNumber(e.Value),
			Child: -1, ChildID: -1, Skipped: []int{}}
		switch e.Kind {
		case search.Child, search.Cut:
			j.Child = e.Child
			if e.Child >= 0 && e.Child < len(node.Children) {
				j.ChildID = node.Children[e.Child].ID
			}
			for _, k := range e.Skipped {
				j.Skipped = append(j.Skipped, node.Children[k].ID)
			}
		}
		switch e.Kind {
		case search.Enter:
			if len(node.Children) > 0 && !node.Children[0].IsLeaf() {
				rowEvents = append(rowEvents, i)
			}
		case search.Child:
			rowEvents = append(rowEvents, i)
		}
		run.Events = append(run.Events, j)
	}
	rows := s.Rows()
	if t.Root.IsLeaf() {
		rowEvents = []int{len(s.Events) - 1}
	}
	for k, row := range rows {
		ev := len(s.Events) - 1
		if k < len(rowEvents) {
			ev = rowEvents[k]
			// A cut row is complete once its cut is shown.
			if ev+1 < len(s.Events) && s.Events[ev+1].Kind == search.Cut {
				ev++
			}
		}
		run.Rows = append(run.Rows, rowJSON{Event: max(ev, 0), Node: row.Node.ID, EN: row.Cells(tree.EN), VI: row.Cells(tree.VI)})
	}
	sum := s.Summary()
	run.Summary = map[string]string{"en": sum.Text(tree.EN), "vi": sum.Text(tree.VI)}
	run.Legend = map[string][]string{"en": tree.Legend(tree.EN, s.Options), "vi": tree.Legend(tree.VI, s.Options)}
	return run
}

// maxRandomValue bounds the leaf values of a random tree.
const maxRandomValue = 1_000_000_000

type randomRequest struct {
	B    int     `json:"b"`
	D    int     `json:"d"`
	Min  *int    `json:"min"`
	Max  *int    `json:"max"`
	Seed *uint64 `json:"seed"`
}

func (s *Server) handleTreeRandom(w http.ResponseWriter, r *http.Request) {
	var req randomRequest
	if err := readJSON(r, &req); err != nil {
		fail(w, r, err)
		return
	}
	if req.B < 1 || req.B > 8 || req.D < 1 || req.D > 8 {
		fail(w, r, errorf(http.StatusBadRequest, "b and d must be 1..8 (got b=%d, d=%d)", req.B, req.D))
		return
	}
	total := 1.0
	for range req.D {
		total *= float64(req.B)
	}
	if total > 512 {
		fail(w, r, errorf(http.StatusBadRequest, "tree too large: %d^%d = %.0f leaves (the lab draws at most 512)", req.B, req.D, total))
		return
	}
	lo, hi := 0, 20
	if req.Min != nil {
		lo = *req.Min
	}
	if req.Max != nil {
		hi = *req.Max
	}
	// Bounded first, so that hi-lo cannot overflow.
	if lo < -maxRandomValue || hi > maxRandomValue || lo > hi || hi-lo > 1_000_000 {
		fail(w, r, errorf(http.StatusBadRequest, "need min ≤ max, at most a million apart, within ±%d (got %d..%d)", maxRandomValue, lo, hi))
		return
	}
	seed := rand.Uint64()
	if req.Seed != nil {
		seed = *req.Seed
	}
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	var build func(d int) *tree.Node
	build = func(d int) *tree.Node {
		if d == 0 {
			return &tree.Node{Value: float64(lo + rng.IntN(hi-lo+1))}
		}
		n := &tree.Node{}
		for range req.B {
			n.Children = append(n.Children, build(d-1))
		}
		return n
	}
	t := tree.New(build(req.D))
	writeJSON(w, http.StatusOK, map[string]any{"tree": t.Text(true), "seed": strconv.FormatUint(seed, 10)})
}

func (s *Server) handleTreeExport(w http.ResponseWriter, r *http.Request) {
	req, t, o, err := readTree(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	if req.Algo != "" {
		a, err := tree.ParseAlgo(req.Algo)
		if err != nil {
			fail(w, r, errorf(http.StatusBadRequest, "unknown algorithm %s (want minimax or alphabeta)", quote(req.Algo)))
			return
		}
		o.Algo = a
	}
	lang := tree.EN
	if req.Lang != "" {
		if lang, err = tree.ParseLang(req.Lang); err != nil {
			fail(w, r, errorf(http.StatusBadRequest, "unknown language %s (want en or vi)", quote(req.Lang)))
			return
		}
	}
	format := strings.ToLower(req.Format)
	switch format {
	case "svg", "png", "csv", "markdown", "md", "text", "json":
	default:
		fail(w, r, errorf(http.StatusBadRequest, "format must be svg, png, csv, markdown, text or json, not %s", quote(req.Format)))
		return
	}
	if format == "png" && t.Leaves > maxPictureLeaves {
		fail(w, r, errorf(http.StatusUnprocessableEntity, "tree too large to draw: %d leaves, limit %d (export it as svg)", t.Leaves, maxPictureLeaves))
		return
	}
	ctx, done, err := s.startWork(r, s.cfg.MaxThink)
	if err != nil {
		fail(w, r, err)
		return
	}
	defer done()
	sol := tree.Solve(t, o)
	solution := req.Solution == nil || *req.Solution
	var buf bytes.Buffer
	var ctype, ext string
	switch format {
	case "svg":
		err, ctype, ext = tree.Draw(sol, tree.DrawOptions{Solution: solution, Lang: lang}).SVG(&buf), "image/svg+xml", "svg"
	case "png":
		sc := tree.Draw(sol, tree.DrawOptions{Solution: solution, Lang: lang})
		scale := pngScale
		limit := s.cfg.MaxPNGPixels
		if pw, ph := sc.PNGSize(scale); pw*ph > limit {
			// A little under the exact factor, as sizes round up.
			scale = max(1, scale*math.Sqrt(float64(limit)/float64(pw*ph))*0.99)
		}
		if pw, ph := sc.PNGSize(scale); pw*ph > limit {
			fail(w, r, errorf(http.StatusUnprocessableEntity, "picture too large to draw: %d×%d pixels, limit %d pixels (export it as svg)", pw, ph, limit))
			return
		}
		err, ctype, ext = sc.PNGContext(ctx, &buf, scale), "image/png", "png"
	default:
		f, _ := tree.ParseFormat(format)
		err = sol.WriteTrace(&buf, f, lang)
		ctype, ext = map[tree.Format]string{tree.CSV: "text/csv; charset=utf-8", tree.Markdown: "text/markdown; charset=utf-8",
			tree.Text: "text/plain; charset=utf-8", tree.JSON: "application/json"}[f], map[tree.Format]string{tree.CSV: "csv",
			tree.Markdown: "md", tree.Text: "txt", tree.JSON: "json"}[f]
	}
	switch {
	case errors.Is(err, tree.ErrPictureTooLarge):
		fail(w, r, errorf(http.StatusUnprocessableEntity, "picture too large to draw: more than %d pixels (export it as svg)", s.cfg.MaxPNGPixels))
		return
	case err != nil && ctx.Err() != nil:
		fail(w, r, s.stopped(r, ctx))
		return
	case err != nil:
		fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Content-Disposition", `attachment; filename="alphabeta-tree.`+ext+`"`)
	w.Write(buf.Bytes())
}

// maxSheetRows bounds the rows of an answer sheet (a tree of maxTreeNodes
// nodes has fewer rows than that in its table).
const maxSheetRows = 2 * maxTreeNodes

type quizRequest struct {
	Tree     string `json:"tree"`
	Root     string `json:"root"`
	Strict   bool   `json:"strict"`
	FailHard bool   `json:"fail_hard"`
	Lang     string `json:"lang"`
	// Form is "table" (the step table), "tree" (values on the tree) or ""
	// for both.
	Form  string     `json:"form"`
	Sheet tree.Sheet `json:"sheet"`
	// Revealed: the student has seen the solution; the verdict says so and
	// never counts as the student's own answers.
	Revealed bool `json:"revealed"`
}

type quizResponse struct {
	tree.Score
	Form     string `json:"form"`
	Revealed bool   `json:"revealed"`
}

// handleQuizCheck checks a student's answer sheet against the alpha-beta
// solution of the tree (tree.Solution.Check): a verdict per cell with the
// right answer, and a score over the answered cells only.
func (s *Server) handleQuizCheck(w http.ResponseWriter, r *http.Request) {
	var req quizRequest
	if err := readJSON(r, &req); err != nil {
		fail(w, r, err)
		return
	}
	// The request's lang, when given, is the language of its errors.
	failIn := func(err error) {
		if ae, ok := err.(*apiError); ok && (req.Lang == "en" || req.Lang == "vi") {
			ae.lang = req.Lang
		}
		fail(w, r, err)
	}
	treq := treeRequest{Tree: req.Tree, Root: req.Root, Strict: req.Strict, FailHard: req.FailHard, Lang: req.Lang}
	t, o, err := parseTree(&treq)
	if err != nil {
		failIn(err)
		return
	}
	var forms []string
	switch req.Form {
	case "":
	case "table", "tree":
		forms = []string{req.Form}
	default:
		failIn(errorf(http.StatusBadRequest, "form must be \"table\" or \"tree\", not %s", quote(req.Form)))
		return
	}
	if len(req.Sheet.Table) > maxSheetRows || len(req.Sheet.Values) > maxTreeNodes || len(req.Sheet.Cuts) > maxTreeNodes {
		failIn(errorf(http.StatusBadRequest, "answer sheet too large: at most %d rows and %d values or cuts", maxSheetRows, maxTreeNodes))
		return
	}
	if len(t.Nodes) > solveSlotNodes {
		_, done, err := s.startWork(r, s.cfg.MaxThink)
		if err != nil {
			fail(w, r, err)
			return
		}
		defer done()
	}
	o.Algo = tree.AlphaBeta
	sol := tree.Solve(t, o)
	resp := quizResponse{Score: sol.Check(req.Sheet, forms...), Form: req.Form, Revealed: req.Revealed}
	if resp.Cells == nil {
		resp.Cells = []tree.Cell{}
	}
	writeJSON(w, http.StatusOK, resp)
}
