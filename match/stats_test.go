package match

import (
	"math"
	"testing"
)

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.Abs(got-want) > tol {
		t.Errorf("%s = %.6f, want %.6f (±%g)", what, got, want, tol)
	}
}

// The expected values were computed by hand from the formulas:
//
//	W=60 D=100 L=40: mu = (60+50)/200 = 0.55; elo = -400·log10(1/0.55-1) = 34.860
//	var = (60·0.45² + 100·0.05² + 40·0.55²)/200 = 0.1225; se = sqrt(0.1225/200) = 0.024749
//	interval of mu: 0.55 ± 1.959964·0.024749 = [0.501494, 0.598506]
//	elo(0.598506) = 69.37, elo(0.501494) = 1.0381 → margin (69.37-1.04)/2 = 34.159
//
// cutechess-cli prints "Elo difference: 34.86 +/- 34.16" for 60-40-100.
func TestEloTrinomial(t *testing.T) {
	s := Score{Wins: 60, Draws: 100, Losses: 40}
	elo, margin := s.Elo()
	near(t, "elo", elo, 34.860070, 1e-5)
	near(t, "margin", margin, 34.159269, 1e-5)
	near(t, "los", s.LOS(), 0.977250, 1e-5) // 0.5+0.5·erf(20/sqrt(200))

	s = Score{Wins: 150, Draws: 100, Losses: 50}
	elo, margin = s.Elo()
	near(t, "elo", elo, 120.411998, 1e-5) // mu = 2/3: -400·log10(0.5)
	near(t, "margin", margin, 33.099986, 1e-5)

	r := s.Reverse()
	elo2, _ := r.Elo()
	near(t, "reversed elo", elo2, -120.411998, 1e-5)
}

// Pentanomial counts [LL, LD, WL+DD, WD, WW] = [10, 40, 80, 60, 10]:
// mu = (40·0.25 + 80·0.5 + 60·0.75 + 10)/200 = 0.525, elo = 17.386;
// var = (10·0.525² + 40·0.275² + 80·0.025² + 60·0.225² + 10·0.475²)/200 = 0.055625.
func TestEloPentanomial(t *testing.T) {
	s := Score{Penta: [5]int{10, 40, 80, 60, 10}}
	// Games consistent with the pairs: 400 games.
	// WW 10 → 20 W; WD 60 → 60 W 60 D; 80 middle pairs as 40 WL + 40 DD;
	// LD 40 → 40 L 40 D; LL 10 → 20 L.
	s.Wins, s.Draws, s.Losses = 20+60+40, 60+80+40, 40+40+20
	if s.Games() != 400 {
		t.Fatalf("games = %d", s.Games())
	}
	elo, margin := s.Elo()
	near(t, "elo", elo, 17.386278, 1e-5)
	near(t, "margin", margin, 22.802745, 1e-5)

	sp := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	// mu0 = 0.5, mu1 = 1/(1+10^(-10/400)) = 0.514387;
	// LLR = (mu1-mu0)(2mu-mu0-mu1)/(2·var/n) = 0.014387·0.035613/(2·0.055625/200) = 0.921111
	near(t, "llr", sp.LLR(s), 0.921111, 1e-5)
	near(t, "llr -5..5", SPRT{Elo0: -5, Elo1: 5, Alpha: 0.05, Beta: 0.05}.LLR(s), 1.293498, 1e-5)
}

func TestSPRT(t *testing.T) {
	sp := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	lo, hi := sp.Bounds()
	near(t, "lower", lo, -2.944439, 1e-6) // ln(0.05/0.95)
	near(t, "upper", hi, 2.944439, 1e-6)
	// Trinomial: 60-100-40, mu 0.55, var 0.1225, n 200:
	// LLR = 0.014387·(1.1-0.5-0.514387)/(2·0.1225/200) = 1.005492
	near(t, "llr", sp.LLR(Score{Wins: 60, Draws: 100, Losses: 40}), 1.005492, 1e-5)
	if d := sp.Decide(Score{Wins: 150, Draws: 100, Losses: 50}); d != "H1" { // LLR 4.956
		t.Errorf("decide 150-100-50 = %q, want H1", d)
	}
	if d := sp.Decide(Score{Wins: 50, Draws: 100, Losses: 150}); d != "H0" {
		t.Errorf("decide 50-100-150 = %q, want H0", d)
	}
	if d := sp.Decide(Score{Wins: 60, Draws: 100, Losses: 40}); d != "" {
		t.Errorf("decide 60-100-40 = %q, want continue", d)
	}
	if err := (SPRT{Elo0: 5, Elo1: 0, Alpha: 0.05, Beta: 0.05}).Validate(); err == nil {
		t.Error("elo1 < elo0 accepted")
	}
}

func TestEloEdges(t *testing.T) {
	if elo, m := (Score{}).Elo(); elo != 0 || !math.IsNaN(m) {
		t.Errorf("empty: %v %v", elo, m)
	}
	if elo, m := (Score{Wins: 3}).Elo(); !math.IsInf(elo, 1) || !math.IsNaN(m) {
		t.Errorf("all wins: %v %v", elo, m)
	}
	near(t, "roundtrip", EloFromScore(ScoreFromElo(123.4)), 123.4, 1e-9)
}

func TestSPRTOneSided(t *testing.T) {
	sp := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	// All wins has no variance; one neutral result is added, so 10 wins
	// count as 10 wins and a draw (below) and 3 wins do not decide yet:
	// mu = 3.5/4, var = (3·0.125² + 0.375²)/4 = 0.046875,
	// LLR = 0.014387·(1.75-1.014387)/(2·0.046875/4) = 0.4516.
	near(t, "llr 3 wins", sp.LLR(Score{Wins: 3}), 0.4516, 1e-3)
	if d := sp.Decide(Score{Wins: 10}); d != "H1" {
		t.Errorf("10 wins: %q", d)
	}
	if d := sp.Decide(Score{Losses: 20, Penta: [5]int{0: 10}}); d != "H0" {
		t.Errorf("10 lost pairs: %q (LLR %v)", d, sp.LLR(Score{Losses: 20, Penta: [5]int{0: 10}}))
	}
	// 10 wins 1 draw: mu = 10.5/11 = 0.954545, var = (10·0.045455² + 0.454545²)/11
	// = 0.020661; LLR = 0.014387·(1.909091-1.014387)/(2·0.020661/11) = 3.4264.
	s := Score{Wins: 10, Draws: 1}
	near(t, "llr", sp.LLR(s), 3.4264, 1e-3)
	if d := sp.Decide(s); d != "H1" {
		t.Errorf("10 wins 1 draw: %q", d)
	}
	// Only neutral results have no variance either, and a neutral result
	// added would leave it so (LLR -Inf, H0 after two games): a result on
	// each side is added. 2 draws + a win and a loss: mu = 0.5,
	// var = 2·0.25/4 = 0.125, LLR = 0.014387·(1-1.014387)/(2·0.125/4) = -0.003312.
	near(t, "llr 2 draws", sp.LLR(Score{Draws: 2}), -0.003312, 1e-5)
	// 1 pair won once and lost once + pairs LD and WD: mu = 0.5,
	// var = 2·0.25²/3 = 0.041667, LLR = 0.014387·(-0.014387)/(2·0.041667/3) = -0.007452.
	near(t, "llr one WL pair", sp.LLR(Score{Wins: 1, Losses: 1, Penta: [5]int{2: 1}}), -0.007452, 1e-5)
	for _, s := range []Score{{Draws: 2}, {Draws: 10}, {Wins: 1, Losses: 1, Penta: [5]int{2: 1}}, {Wins: 3, Losses: 3, Penta: [5]int{2: 3}}} {
		if d := sp.Decide(s); d != "" {
			t.Errorf("%+v decided %q (LLR %v)", s, d, sp.LLR(s))
		}
	}
}
