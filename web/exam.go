package web

import (
	"math/rand/v2"
	"net/http"

	"github.com/alphabeta-go/alphabeta/tree"
)

// The web's bounds on an exam (POST /api/tree/exam): smaller than the
// command's, since every page comes back in one answer.
const (
	maxExamLeaves   = 81 // branching^depth: a tree to solve by hand
	maxExamProblems = 40 // count × versions
)

type examRequest struct {
	Count     int     `json:"count"`
	Versions  string  `json:"versions"` // "A,B" or a number N
	Depth     int     `json:"depth"`
	Branching int     `json:"branching"`
	Seed      *uint64 `json:"seed"`
	Lang      string  `json:"lang"`
}

type examFile struct {
	Name string `json:"name"`
	HTML string `json:"html"`
}

type examResponse struct {
	Seed      uint64     `json:"seed"`
	Versions  []string   `json:"versions"`
	Count     int        `json:"count"`
	Tolerance int        `json:"tolerance"`
	Files     []examFile `json:"files"`
}

// handleTreeExam is tree exam over HTTP: the same pages, byte for byte,
// as `alphabeta tree exam` with the same options, as HTML strings.
func (s *Server) handleTreeExam(w http.ResponseWriter, r *http.Request) {
	var req examRequest
	if err := readJSON(r, &req); err != nil {
		fail(w, r, err)
		return
	}
	if req.Count == 0 {
		req.Count = 1
	}
	if req.Versions == "" {
		req.Versions = "A,B"
	}
	names, err := tree.ParseExamVersions(req.Versions)
	if err != nil {
		fail(w, r, errorf(http.StatusBadRequest, "%v", err))
		return
	}
	if req.Count < 1 || req.Count > tree.MaxExamCount {
		fail(w, r, errorf(http.StatusBadRequest, "count must be 1..%d (got %d)", tree.MaxExamCount, req.Count))
		return
	}
	if req.Branching < 1 || req.Branching > 8 || req.Depth < 1 || req.Depth > 8 {
		fail(w, r, errorf(http.StatusBadRequest, "branching and depth must be 1..8 (got %d, %d)", req.Branching, req.Depth))
		return
	}
	leaves := 1
	for range req.Depth {
		leaves *= req.Branching
	}
	if leaves > maxExamLeaves || req.Count*len(names) > maxExamProblems {
		fail(w, r, errorf(http.StatusBadRequest, "exam too large: %d leaves a tree (at most %d), %d problems in all (at most %d)", leaves, maxExamLeaves, req.Count*len(names), maxExamProblems))
		return
	}
	lang := tree.EN
	if req.Lang != "" {
		if lang, err = tree.ParseLang(req.Lang); err != nil {
			fail(w, r, errorf(http.StatusBadRequest, "unknown language %s (want en or vi)", quote(req.Lang)))
			return
		}
	}
	seed := rand.Uint64() % 1000000
	if req.Seed != nil {
		seed = *req.Seed
	}
	_, done, err := s.startWork(r, s.cfg.MaxThink)
	if err != nil {
		fail(w, r, err)
		return
	}
	defer done()
	ex, err := tree.NewExam(tree.ExamOptions{Names: names, Count: req.Count, Depth: req.Depth, Branching: req.Branching, Seed: seed, Lang: lang})
	if err != nil {
		fail(w, r, errorf(http.StatusBadRequest, "%v", err))
		return
	}
	files, err := ex.Files()
	if err != nil {
		fail(w, r, err)
		return
	}
	resp := examResponse{Seed: seed, Versions: names, Count: req.Count, Tolerance: ex.Tolerance}
	for _, name := range ex.FileNames() {
		resp.Files = append(resp.Files, examFile{Name: name, HTML: string(files[name])})
	}
	writeJSON(w, http.StatusOK, resp)
}
