package tree

import (
	"testing"
)

// lectureSolution is seed 004's tree (docs/lectures.md), solved by alpha-beta.
func lectureSolution(t *testing.T) *Solution {
	t.Helper()
	tr, err := Parse("A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))")
	if err != nil {
		t.Fatal(err)
	}
	return Solve(tr, Options{Algo: AlphaBeta})
}

// fullSheet is the right answer in both forms, as a student writes it.
func fullSheet(s *Solution) Sheet {
	sh := Sheet{Table: s.TableKey(), Values: map[string]string{}}
	for _, n := range s.Tree.Nodes {
		r := s.Nodes[n.ID]
		if !n.IsLeaf() && r.Visited && !r.Pruned {
			sh.Values[n.Label] = FormatNumber(r.V)
		}
		if r.CutRoot {
			sh.Cuts = append(sh.Cuts, nodeLabel(n))
		}
	}
	return sh
}

func TestCheckLectureKey(t *testing.T) {
	s := lectureSolution(t)
	key := s.TableKey()
	if len(key) != 13 {
		t.Fatalf("the lecture's table has 13 rows, got %d", len(key))
	}
	// Row 6: E gets leaf 6: 6 ≥ β=5 → cut leaf 9.
	if got := key[5]; got != (SheetRow{Node: "E", Alpha: "−∞", Beta: "5", V: "6", Update: "—", Cut: "yes"}) {
		t.Errorf("row 6 = %+v", got)
	}
	sc := s.Check(fullSheet(s))
	if sc.Total != 13*6+6+2 || sc.Right != sc.Total || sc.Answered != sc.Total {
		t.Fatalf("the key scores %d of %d (%d answered), want all %d", sc.Right, sc.Total, sc.Answered, 13*6+8)
	}
	for _, form := range []string{"table", "tree"} {
		sc := s.Check(fullSheet(s), form)
		want := map[string]int{"table": 78, "tree": 8}[form]
		if sc.Total != want || sc.Right != want {
			t.Errorf("form %s: %d of %d, want %d of %d", form, sc.Right, sc.Total, want, want)
		}
	}
}

func TestCheckEmptySheetScoresZero(t *testing.T) {
	s := lectureSolution(t)
	sc := s.Check(Sheet{})
	if sc.Right != 0 || sc.Answered != 0 || sc.Total != 86 {
		t.Fatalf("empty sheet: %d of %d, %d answered; want 0 of 86, 0 answered", sc.Right, sc.Total, sc.Answered)
	}
	for _, c := range sc.Cells {
		if c.Right || c.Answered || c.Want == "" {
			t.Errorf("empty cell %+v: want unanswered, wrong, with its answer", c)
		}
	}
}

// TestCheckOneWrongCell changes each cell of the key in turn: exactly one
// mark off, and that cell's verdict is wrong.
func TestCheckOneWrongCell(t *testing.T) {
	s := lectureSolution(t)
	full := s.Check(fullSheet(s)).Total
	for i := range 13 {
		for f := range 6 {
			sh := fullSheet(s)
			sh.Table = append([]SheetRow(nil), sh.Table...)
			r := &sh.Table[i]
			cell := []*string{&r.Node, &r.Alpha, &r.Beta, &r.V, &r.Update, &r.Cut}[f]
			switch f {
			case 0:
				*cell = "Z"
			case 4:
				if *cell == "—" {
					*cell = "α=1"
				} else {
					*cell = "—"
				}
			case 5:
				if *cell == "yes" {
					*cell = "no"
				} else {
					*cell = "yes"
				}
			default:
				*cell = "17"
			}
			sc := s.Check(sh)
			if sc.Right != full-1 {
				t.Errorf("row %d field %d = %q: %d of %d, want %d", i+1, f, *cell, sc.Right, sc.Total, full-1)
			}
			wrong := 0
			for _, c := range sc.Cells {
				if !c.Right {
					wrong++
					if c.Row != i+1 || c.Form != "table" {
						t.Errorf("wrong cell %+v, changed row %d", c, i+1)
					}
				}
			}
			if wrong != 1 {
				t.Errorf("row %d field %d: %d wrong cells, want 1", i+1, f, wrong)
			}
		}
	}
	for _, label := range []string{"A", "B", "C", "D", "E", "F"} {
		sh := fullSheet(s)
		sh.Values = map[string]string{}
		for k, v := range fullSheet(s).Values {
			sh.Values[k] = v
		}
		sh.Values[label] = "100"
		if sc := s.Check(sh); sc.Right != full-1 {
			t.Errorf("v at %s wrong: %d of %d, want %d", label, sc.Right, sc.Total, full-1)
		}
	}
}

// TestCheckMissedCut: leaf 9 (under E) not marked, in both forms.
func TestCheckMissedCut(t *testing.T) {
	s := lectureSolution(t)
	sh := fullSheet(s)
	sh.Cuts = []string{"G"}
	sh.Table[5].Cut = "no"
	sc := s.Check(sh)
	if sc.Right != sc.Total-2 {
		t.Fatalf("missed cut: %d of %d, want %d", sc.Right, sc.Total, sc.Total-2)
	}
	var missed []Cell
	for _, c := range sc.Cells {
		if !c.Right {
			missed = append(missed, c)
		}
	}
	if len(missed) != 2 || missed[0].Row != 6 || missed[0].Field != "cut" || missed[0].Want != "yes" ||
		missed[1].Path != "0.1.1" || missed[1].Field != "cut" || missed[1].Answered || missed[1].Want != "yes" {
		t.Errorf("wrong cells %+v, want row 6's cut and the unmarked leaf 0.1.1", missed)
	}
	// A mark on a branch that is not cut costs one mark and is listed.
	sh = fullSheet(s)
	sh.Cuts = append(sh.Cuts, "D")
	sc = s.Check(sh, "tree")
	if sc.Total != 8 || sc.Right != 7 || sc.Answered != 9 {
		t.Errorf("extra mark on D: %d of %d, %d answered; want 7 of 8, 9 answered", sc.Right, sc.Total, sc.Answered)
	}
}

func TestCheckSpellings(t *testing.T) {
	s := lectureSolution(t)
	sh := Sheet{Table: []SheetRow{{Node: "a (MAX)", Alpha: "-inf", Beta: "+∞", V: "−∞", Update: "—", Cut: "không"}}}
	if sc := s.Check(sh, "table"); sc.Right != 6 {
		t.Errorf("row 1 written as a student would: %d right, want 6: %+v", sc.Right, sc.Cells[:6])
	}
	sh.Table[0] = SheetRow{}
	sh.Table = append(sh.Table, SheetRow{Node: "B", Alpha: "-∞", Beta: "∞", V: "+inf", Update: "-", Cut: "no"},
		SheetRow{Node: "D", Alpha: "- inf", Beta: "inf", V: "3", Update: "alpha = 3", Cut: "—"})
	if sc := s.Check(sh, "table"); sc.Right != 12 {
		t.Errorf("rows 2 and 3: %d right, want 12", sc.Right)
	}
	for _, bad := range []string{"", "x5", "NaN", "1e999"} {
		if _, ok := ParseNumber(bad); ok {
			t.Errorf("ParseNumber(%q) ok", bad)
		}
	}
}
