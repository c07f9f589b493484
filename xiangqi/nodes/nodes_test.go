package nodes

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/alphabeta-go/alphabeta/internal/i18n/i18ncheck"
	"github.com/alphabeta-go/alphabeta/xiangqi"
	"github.com/alphabeta-go/alphabeta/xiangqi/engine"
)

// The lecture algorithms of package search and the engine's Pure search
// must find the same value at small depths with the same evaluation.
func TestTableAgrees(t *testing.T) {
	fens := []string{
		xiangqi.StartFEN,
		"r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3",
		"3k5/4a4/4b4/9/9/9/9/4B4/4A4/3AK1R2 w - - 0 1",
		"4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1", // mate in one
	}
	maxDepth, mmMax := 4, 3
	if testing.Short() {
		maxDepth, mmMax = 3, 2
	}
	for _, fen := range fens {
		pos, err := xiangqi.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		d := maxDepth
		if fen == xiangqi.StartFEN || fen[0] == 'r' {
			d = min(d, 3)
		}
		rows, err := Table(context.Background(), pos, d, mmMax)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			if !r.Agree {
				t.Errorf("%s depth %d: algorithms disagree\n%s", fen, r.Depth, Format(rows, "en"))
			}
			if r.Minimax > 0 && r.AlphaBeta > r.Minimax {
				t.Errorf("%s depth %d: alpha-beta visited more nodes (%d) than minimax (%d)", fen, r.Depth, r.AlphaBeta, r.Minimax)
			}
		}
		t.Logf("%s\n%s", fen, Format(rows, "en"))
	}
}

// The lecture's numbers: b = 40 gives 3,199 leaves at depth 4 (minimax
// 2,560,000: about 800 times more) and 65,599 at depth 5 — the lecture
// report writes 40^(5/2) for 40^2 there and gets 74,118.
func TestKnuthMoore(t *testing.T) {
	if got := KnuthMoore(40, 4); got != 3199 {
		t.Errorf("b=40 d=4: %v, want 3199", got)
	}
	if got := KnuthMoore(40, 5); got != 65599 {
		t.Errorf("b=40 d=5: %v, want 65599", got)
	}
	if r := (Row{Minimax: 2560000, Ideal: 3199}).MinimaxPerIdeal(); math.Round(r) != 800 {
		t.Errorf("minimax/ideal at b=40 d=4: %v, want about 800", r)
	}
}

// The table a student reads: b measured at each depth and the ideal
// computed from that b, a header saying what each column is, the ratios,
// and the footnote where the engine goes below the uniform-tree bound — in
// English and in Vietnamese; the chart has a title and labelled axes.
func TestTableExplainsItself(t *testing.T) {
	rows, err := Table(context.Background(), xiangqi.NewPosition(), 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.BFromMinimax != (r.Minimax > 0) {
			t.Errorf("depth %d: b from minimax %v with minimax %d", r.Depth, r.BFromMinimax, r.Minimax)
		}
		if r.BFromMinimax && math.Abs(math.Pow(r.B, float64(r.Depth))-float64(r.Minimax)) > 1e-6*float64(r.Minimax) {
			t.Errorf("depth %d: b=%v but minimax %d", r.Depth, r.B, r.Minimax)
		}
		if r.Ideal != int64(math.Round(KnuthMoore(r.B, r.Depth))) {
			t.Errorf("depth %d: ideal %d not from b=%v", r.Depth, r.Ideal, r.B)
		}
	}
	// Start position, depth 2: the engine's 84 leaves are below the ideal 87.
	if !rows[1].BelowIdeal() || rows[1].Ideal != 87 {
		t.Errorf("depth 2: engine %d, ideal %d: want the engine below an ideal of 87", rows[1].Engine, rows[1].Ideal)
	}
	en, vi := Format(rows, "en"), Format(rows, "vi")
	for _, c := range Columns {
		if !strings.Contains(en, c.Meaning.In("en")) || !strings.Contains(vi, c.Meaning.In("vi")) {
			t.Errorf("column %q is not explained", c.Title)
		}
	}
	for _, want := range []string{"mm/ideal", "87", "† The engine evaluated fewer leaves", "* Minimax was not run"} {
		if !strings.Contains(en, want) {
			t.Errorf("English table lacks %q:\n%s", want, en)
		}
	}
	for _, want := range []string{"hệ số phân nhánh", "† Máy lượng giá ít lá hơn", "* Không chạy minimax"} {
		if !strings.Contains(vi, want) {
			t.Errorf("Vietnamese table lacks %q:\n%s", want, vi)
		}
	}
	for _, en := range []string{"depth", "engine", "ideal", "leaves", "yes", "agree"} {
		if strings.Contains(vi, en) {
			t.Errorf("Vietnamese table has %q:\n%s", en, vi)
		}
	}
	for lang, want := range map[string][]string{
		"en": {`class="title"`, "Leaves evaluated per depth", `class="xlabel"`, "depth (plies)", `class="ylabel"`, "leaves evaluated (log scale)"},
		"vi": {"Số lá được lượng giá theo độ sâu", "độ sâu (lượt)", "số lá được lượng giá (thang log)", "lý tưởng (Knuth–Moore)"},
	} {
		svg := SVG(rows, lang)
		for _, w := range want {
			if !strings.Contains(svg, w) {
				t.Errorf("%s chart lacks %q", lang, w)
			}
		}
	}
	t.Logf("\n%s\n%s", en, vi)
}

// The engine column of the start position's table to depth 4 (`alphabeta
// xiangqi nodes --depth 4`): the leaves of the engine's Pure search. A
// change to the engine meant to leave the pure search alone must leave
// them unchanged.
func TestEngineColumnUnchanged(t *testing.T) {
	rows, err := Table(context.Background(), xiangqi.NewPosition(), 4, 2)
	if err != nil {
		t.Fatal(err)
	}
	want := []int64{48, 84, 1744, 5133}
	for i, r := range rows {
		if r.Engine != want[i] || !r.Agree {
			t.Errorf("depth %d: engine %d leaves (agree %v), want %d", r.Depth, r.Engine, r.Agree, want[i])
		}
	}
}

// The table's engine is the engine's Pure search: EngineOff leaves on
// exactly engine.PlainAlphaBeta.
func TestEngineOffIsPure(t *testing.T) {
	if on := engine.AllTechniques &^ EngineOff; on != engine.PlainAlphaBeta {
		t.Errorf("the table's engine searches with %v, want %v", on, engine.PlainAlphaBeta)
	}
}

// Turning off the table engine's techniques one more at a time keeps the
// value; the first row is the table's engine column, and the last (only
// captures ordered) evaluates more leaves than it.
func TestAblation(t *testing.T) {
	pos := xiangqi.NewPosition()
	rows, err := Ablation(context.Background(), pos, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(Ablated)+1 || rows[0].Off != 0 || rows[len(rows)-1].Off != engine.PlainAlphaBeta {
		t.Fatalf("rows %+v", rows)
	}
	if rows[0].Leaves != 1744 {
		t.Errorf("no technique off: %d leaves, want the engine column's 1744", rows[0].Leaves)
	}
	for _, r := range rows {
		if r.Value != rows[0].Value {
			t.Errorf("without %v: value %d, want %d", r.Off, r.Value, rows[0].Value)
		}
		t.Logf("without %-70v %7d leaves", r.Off, r.Leaves)
	}
	if last := rows[len(rows)-1]; last.Leaves <= rows[0].Leaves {
		t.Errorf("plain alpha-beta: %d leaves, not more than %d", last.Leaves, rows[0].Leaves)
	}
}

// Every text of the table and the chart has its Vietnamese in messages,
// with no English word, and the catalogue holds nothing else.
func TestMessages(t *testing.T) {
	english := strings.Fields(`depth plies searched leaves evaluated by plain every position at that moves in generation order
		captures first most valuable victim engine plain hash move killers last iteration branching factor measured
		ideal with this row uniform tree best always how many times fewer the most ordering can save lecture below
		value red view units agree search found fewer than bound real has after checks table answers reached two
		orders it is not floor trees was run average number of natural scale yes no against`)
	problems, found, err := i18ncheck.CheckDir(".", map[string]int{"tr": 1, "msg": 0}, messages, english)
	if err != nil || found < 30 {
		t.Fatalf("found %d texts (%v): the scan is broken", found, err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}
