package engine

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/caro"
)

// Every order of the same four line classes is one shape, and different
// multisets are different shapes.
func TestShapeOfComboIsTheMultiset(t *testing.T) {
	for idx := range nCombos {
		s := int(shapeOfCombo[idx])
		want := ShapeClasses(s)
		var got [numLineClasses]int
		for i, k := 0, idx; i < 4; i, k = i+1, k/nLC {
			got[k%nLC]++
		}
		for _, c := range want {
			got[c]--
		}
		if got != [numLineClasses]int{} {
			t.Fatalf("combination %d is shape %d %v", idx, s, want)
		}
		if int(shapeOfCombo[shapeCombo[s]]) != s {
			t.Fatalf("shape %d's combination maps to %d", s, shapeOfCombo[shapeCombo[s]])
		}
	}
}

// A shape table that says what the linear weights say searches node for
// node as the linear weights, under every rule (renju's black forbidden
// points keep their linear score either way).
func TestLinearShapesSearchAsTheLinearWeights(t *testing.T) {
	pos := Position{15, 15, caro.Freestyle, []caro.Point{{X: 7, Y: 7}, {X: 8, Y: 8}, {X: 6, Y: 8}, {X: 8, Y: 6}, {X: 8, Y: 7}}}
	for _, rule := range allRules {
		pos.Rule = rule
		w := DefaultWeightsFor(rule)
		w.Shape = nil
		linear := LinearShapes(w)
		var nodes [2]int64
		for i, shape := range []*[NumCellShapes]int32{nil, &linear} {
			e := New(Options{HashMB: 1})
			w.Shape = shape
			e.SetWeights(w)
			res, err := e.Search(context.Background(), pos, Limits{Depth: 5}, nil)
			if err != nil {
				t.Fatal(err)
			}
			nodes[i] = res.Nodes
		}
		if nodes[0] != nodes[1] {
			t.Errorf("%v: %d nodes with the linear weights, %d with their shape table", rule, nodes[0], nodes[1])
		}
	}
}

// Shapes evaluate as the engine does with any table set, on random
// positions of every rule.
func TestShapesEvaluateAsTheEngine(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var table [NumCellShapes]int32
	for s := range table {
		table[s] = int32(r.IntN(2001) - 1000)
	}
	table[0] = 0
	for _, rule := range allRules {
		w := DefaultWeightsFor(rule)
		w.Shape = &table
		for range 20 {
			b, cb := randomGame(t, r, 15, rule, 5+r.IntN(30))
			tn := tuningFor(defaultTuning, rule)
			tn.cellScore, tn.p4Score, tn.shape, tn.weightsSet = w.Line, w.Threat, w.Shape, true
			b.setTuning(tn)
			s, err := PositionShapes(Position{15, 15, rule, cb.History()})
			if err != nil {
				continue
			}
			got := s.Evaluate(&table, w.Own, w.Opp)
			if rule == caro.Renju {
				// forbidden points: left out of Shapes, scored linearly by the engine
				got += forbiddenLinear(b, &w)
			}
			if want := int64(b.Evaluate()); got != want {
				t.Fatalf("%v: shapes evaluate to %d, the engine to %d", rule, got, want)
			}
		}
	}
}

// forbiddenLinear is the part of b's evaluation that black's forbidden
// points make (their linear score).
func forbiddenLinear(b *Board, w *Weights) int64 {
	var sum int64
	for p := range b.stone {
		if b.stone[p] == cellEmpty && b.p4[p][0] == pForbid {
			idx := comboIndex(&b.line[p][0])
			sum += int64(linearShapeValue(&w.Line, &w.Threat, idx, true))
		}
	}
	if b.side == cellBlack {
		return sum * w.Own / 2
	}
	return -sum * w.Opp / 2
}

func TestShapeTableReadsBack(t *testing.T) {
	w := DefaultWeightsFor(caro.Renju)
	table := LinearShapes(w)
	got, err := ParseShapes(WriteShapes(&table))
	if err != nil {
		t.Fatal(err)
	}
	if *got != table {
		t.Fatal("the table read back differs")
	}
	if freestyleShapeText != "" && freestyleShapes == nil {
		t.Fatal("the embedded freestyle table was not read")
	}
	for _, bad := range []string{"", "1\n2\n", strings.Repeat("1\n", NumCellShapes+1), strings.Repeat("x\n", NumCellShapes), strings.Repeat("99999999\n", NumCellShapes)} {
		if _, err := ParseShapes(bad); !errors.Is(err, ErrShapeTable) {
			t.Errorf("%.20q: error %v, want ErrShapeTable", bad, err)
		}
	}
}

func FuzzParseShapes(f *testing.F) {
	table := LinearShapes(DefaultWeights())
	f.Add(WriteShapes(&table))
	f.Add("1 # x\n\n2\n")
	f.Fuzz(func(t *testing.T, text string) {
		got, err := ParseShapes(text)
		if err != nil {
			return
		}
		if again, err := ParseShapes(WriteShapes(got)); err != nil || *again != *got {
			t.Fatalf("a table read does not read back: %v", err)
		}
	})
}
