package match

import (
	"fmt"
	"math"
)

// Score counts the results of one engine against another, from the first
// engine's point of view, and the results of complete game pairs (the same
// opening played with colours reversed) as the pentanomial counts.
type Score struct {
	Wins, Draws, Losses int
	// Penta[k] counts game pairs in which the first engine scored k/2 points
	// out of 2: Penta[0] is loss+loss, Penta[2] is a draw+draw or win+loss,
	// Penta[4] is win+win.
	Penta [5]int
}

// Games is the number of games counted.
func (s Score) Games() int { return s.Wins + s.Draws + s.Losses }

// Pairs is the number of complete game pairs counted.
func (s Score) Pairs() int {
	n := 0
	for _, c := range s.Penta {
		n += c
	}
	return n
}

// Points is the score in points (a win 1, a draw ½).
func (s Score) Points() float64 { return float64(s.Wins) + float64(s.Draws)/2 }

// Ratio is the score as a fraction of the games, 0..1 (0.5 with no games).
func (s Score) Ratio() float64 {
	if s.Games() == 0 {
		return 0.5
	}
	return s.Points() / float64(s.Games())
}

// Add counts one game result for the first engine: 1 win, 0.5 draw, 0 loss.
func (s *Score) Add(points float64) {
	switch {
	case points > 0.75:
		s.Wins++
	case points < 0.25:
		s.Losses++
	default:
		s.Draws++
	}
}

// AddPair counts a complete pair; points is the first engine's total over
// both games (0, 0.5, 1, 1.5 or 2).
func (s *Score) AddPair(points float64) {
	k := int(math.Round(points * 2))
	if k < 0 {
		k = 0
	}
	if k > 4 {
		k = 4
	}
	s.Penta[k]++
}

// Reverse is the same score from the other engine's point of view.
func (s Score) Reverse() Score {
	r := Score{Wins: s.Losses, Draws: s.Draws, Losses: s.Wins}
	for k := range s.Penta {
		r.Penta[4-k] = s.Penta[k]
	}
	return r
}

// EloFromScore is the logistic Elo difference for an expected score 0 < mu < 1:
// -400·log10(1/mu - 1). It is ±Inf at 0 and 1.
func EloFromScore(mu float64) float64 {
	return -400 * math.Log10(1/mu-1)
}

// ScoreFromElo is the expected score of an Elo difference (the inverse of
// EloFromScore): 1 / (1 + 10^(-elo/400)).
func ScoreFromElo(elo float64) float64 {
	return 1 / (1 + math.Pow(10, -elo/400))
}

// z975 is the 97.5 % quantile of the standard normal distribution: a 95 %
// two-sided interval is mean ± z975·stderr.
const z975 = 1.959963984540054

// meanVar is the per-game (trinomial) or per-pair (pentanomial) mean score
// and the variance of one sample, and the number of samples. As fastchess
// does, the pentanomial model counts complete game pairs only (a game whose
// partner is not played yet waits); without any complete pair, the
// trinomial model of cutechess counts games. Mixing the two as pairs
// complete would make the LLR jump between models from game to game.
func (s Score) meanVar() (mu, variance float64, n int, penta bool) {
	if p := s.Pairs(); p > 0 {
		n = p
		for k, c := range s.Penta {
			mu += float64(c) * float64(k) / 4
		}
		mu /= float64(n)
		for k, c := range s.Penta {
			d := float64(k)/4 - mu
			variance += float64(c) * d * d
		}
		variance /= float64(n)
		return mu, variance, n, true
	}
	n = s.Games()
	if n == 0 {
		return 0.5, 0, 0, false
	}
	mu = s.Ratio()
	fn := float64(n)
	w, d, l := float64(s.Wins)/fn, float64(s.Draws)/fn, float64(s.Losses)/fn
	variance = w*(1-mu)*(1-mu) + d*(0.5-mu)*(0.5-mu) + l*mu*mu
	return mu, variance, n, false
}

// Elo is the estimated Elo difference of the first engine and the half width
// of its 95 % confidence interval (computed as cutechess does: the interval
// of the mean score mapped to Elo, halved). With a score of 0 or 1 the
// estimate is infinite and the margin NaN.
func (s Score) Elo() (elo, margin float64) {
	mu, v, n, _ := s.meanVar()
	if n == 0 {
		return 0, math.NaN()
	}
	elo = EloFromScore(mu)
	stderr := math.Sqrt(v / float64(n))
	lo, hi := mu-z975*stderr, mu+z975*stderr
	if lo <= 0 || hi >= 1 || stderr == 0 {
		return elo, math.NaN()
	}
	return elo, (EloFromScore(hi) - EloFromScore(lo)) / 2
}

// LOS is the likelihood of superiority in 0..1 (cutechess's formula from
// wins and losses only).
func (s Score) LOS() float64 {
	if s.Wins+s.Losses == 0 {
		return 0.5
	}
	return 0.5 + 0.5*math.Erf(float64(s.Wins-s.Losses)/math.Sqrt(2*float64(s.Wins+s.Losses)))
}

// SPRT is a sequential probability ratio test of H0: elo = Elo0 against
// H1: elo = Elo1 (logistic Elo), with error rates Alpha and Beta.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// Bounds are the log-likelihood ratios at which the test stops: below lower
// H0 is accepted, above upper H1 is accepted.
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// LLR is the generalised SPRT log-likelihood ratio in the normal
// approximation used by fastchess and fishtest's simple model:
//
//	LLR = (mu1 - mu0)·(2·mu - mu0 - mu1) / (2·var/n)
//
// where mu0, mu1 are the expected scores of Elo0 and Elo1, mu the observed
// mean score and var/n the variance of that mean (pentanomial for complete
// pairs, trinomial otherwise).
func (t SPRT) LLR(s Score) float64 {
	mu, v, n, penta := s.meanVar()
	if n == 0 {
		return 0
	}
	if v == 0 {
		// Every result so far is the same (all wins, say): the normal
		// approximation has no variance. Count one more, neutral result
		// (a draw, or a pair scoring 1 of 2) so the test can still stop on a
		// one-sided run; 10 straight wins then accept H1 for 0 vs 10 Elo.
		// When every result is already neutral (all draws, or every pair
		// won once and lost once) that would leave the variance at zero and
		// the LLR at -Inf, accepting H0 after two games: count one result
		// on each side instead (a win and a loss, or a pair on each side of
		// 1 of 2).
		s2 := s
		switch {
		case penta && s.Penta[2] == n:
			s2.Penta[1]++
			s2.Penta[3]++
		case penta:
			s2.Penta[2]++
		case s.Draws == n:
			s2.Wins++
			s2.Losses++
		default:
			s2.Draws++
		}
		mu, v, n, _ = s2.meanVar()
	}
	mu0, mu1 := ScoreFromElo(t.Elo0), ScoreFromElo(t.Elo1)
	return (mu1 - mu0) * (2*mu - mu0 - mu1) / (2 * v / float64(n))
}

// Decide says whether the test has stopped: "H1" (elo1 accepted), "H0"
// (elo0 accepted) or "" (continue).
func (t SPRT) Decide(s Score) string {
	llr := t.LLR(s)
	lo, hi := t.Bounds()
	switch {
	case llr >= hi:
		return "H1"
	case llr <= lo:
		return "H0"
	}
	return ""
}

// Validate reports bad SPRT parameters.
func (t SPRT) Validate() error {
	if !(t.Alpha > 0 && t.Alpha < 1 && t.Beta > 0 && t.Beta < 1) {
		return fmt.Errorf("sprt: alpha and beta must be in (0,1), got %g and %g", t.Alpha, t.Beta)
	}
	if !(t.Elo1 > t.Elo0) {
		return fmt.Errorf("sprt: elo1 (%g) must be greater than elo0 (%g)", t.Elo1, t.Elo0)
	}
	return nil
}
