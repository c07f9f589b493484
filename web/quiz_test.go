package web

import (
	"encoding/json"
	"testing"

	"github.com/alphabeta-go/alphabeta/tree"
)

const lectureTree = "A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))"

func checkQuiz(t *testing.T, body any) quizResponse {
	t.Helper()
	_, ts := newTestServer(t, Config{})
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	var r quizResponse
	if st := call(t, ts, "POST", "/api/tree/quiz/check", string(b), &r); st != 200 {
		t.Fatalf("status %d", st)
	}
	return r
}

// TestQuizCheckLecture: the lecture's answers score full marks, an empty
// sheet 0 of N (never "all right"), a missed cut (leaf 9) one mark off.
func TestQuizCheckLecture(t *testing.T) {
	tr, _ := tree.Parse(lectureTree)
	sol := tree.Solve(tr, tree.Options{Algo: tree.AlphaBeta})
	key := sol.TableKey()

	empty := checkQuiz(t, map[string]any{"tree": lectureTree, "form": "table"})
	if empty.Right != 0 || empty.Answered != 0 || empty.Total != 78 || len(empty.Cells) != 78 {
		t.Fatalf("empty table: %d of %d, %d answered, %d cells; want 0 of 78", empty.Right, empty.Total, empty.Answered, len(empty.Cells))
	}
	if c := empty.Cells[5*6+5]; c.Row != 6 || c.Field != "cut" || c.Want != "yes" || c.Right {
		t.Errorf("row 6's cut cell %+v: want an unanswered cut of leaf 9", c)
	}

	full := checkQuiz(t, map[string]any{"tree": lectureTree, "form": "table", "sheet": map[string]any{"table": key}})
	if full.Right != 78 || full.Answered != 78 {
		t.Errorf("the lecture's table: %d of %d, want 78", full.Right, full.Total)
	}

	missed := append([]tree.SheetRow(nil), key...)
	missed[5].Cut = "no"
	sheet := map[string]any{"table": missed, "values": map[string]string{"A": "5", "B": "5", "C": "4", "D": "5", "E": "6", "F": "4"},
		"cuts": []string{"G"}}
	r := checkQuiz(t, map[string]any{"tree": lectureTree, "sheet": sheet, "lang": "vi"})
	if r.Total != 86 || r.Right != 84 {
		t.Errorf("missed cut of leaf 9 in both forms: %d of %d, want 84 of 86", r.Right, r.Total)
	}
	r = checkQuiz(t, map[string]any{"tree": lectureTree, "form": "tree", "sheet": sheet, "revealed": true})
	if r.Total != 8 || r.Right != 7 || !r.Revealed {
		t.Errorf("tree form: %d of %d (revealed %v), want 7 of 8, revealed", r.Right, r.Total, r.Revealed)
	}
}

func TestQuizCheckErrors(t *testing.T) {
	_, ts := newTestServer(t, Config{})
	wantError(t, ts, "POST", "/api/tree/quiz/check", `{"tree":"A(1,2)","form":"essay"}`, 400, `form must be "table" or "tree"`)
	wantError(t, ts, "POST", "/api/tree/quiz/check", `{"tree":"A(1,2)","form":"essay","lang":"vi"}`, 400, `form phải là`)
	wantError(t, ts, "POST", "/api/tree/quiz/check", `{"tree":""}`, 400, "missing tree")
	wantError(t, ts, "POST", "/api/tree/quiz/check", `{"tree":"A(1,2)","sheet":{"score":1}}`, 400, "unknown field")
}
