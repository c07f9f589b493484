package engine

import "github.com/alphabeta-go/alphabeta/xiangqi"

// Evaluation.
//
// The base is the seed's "pointtable": for every piece kind a table of 90
// values (material included) from Red's point of view, mirrored for Black.
// The shapes follow the classic tables of the open-source teaching engine
// XQWLight (a chariot is worth most on open files and the enemy's second
// rank, a pawn gains most of its value once it crosses the river and nears
// the palace, a horse is weak on its own back rank and on the edge), scaled
// by 4 so that small positional terms have room; the values below are those
// shapes re-fitted with the weights by Texel tuning on positions labelled by
// searches (docs/xiangqi-engine.md, Tuning), in engine units. On top of them
// come the terms that make play stronger (see Evaluate).

// Piece-square tables, Red's view, row 0 = rank 9 (Black's back rank).
var (
	pstKing = [90]int16{
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, -8, -22, -8, 0, 0, 0,
		0, 0, 0, 12, 17, 12, 0, 0, 0,
		0, 0, 0, 47, 55, 47, 0, 0, 0,
	}
	pstAdvisor = [90]int16{
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 69, 0, 69, 0, 0, 0,
		0, 0, 0, 0, 92, 0, 0, 0, 0,
		0, 0, 0, 72, 0, 72, 0, 0, 0,
	}
	pstElephant = [90]int16{
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 80, 0, 0, 0, 80, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		69, 0, 0, 0, 100, 0, 0, 0, 69,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 86, 0, 0, 0, 86, 0, 0,
	}
	pstHorse = [90]int16{
		367, 407, 416, 391, 328, 391, 416, 407, 367,
		358, 431, 419, 428, 442, 428, 419, 431, 358,
		430, 394, 409, 438, 428, 438, 409, 394, 430,
		383, 429, 397, 419, 393, 419, 397, 429, 383,
		381, 414, 396, 415, 411, 415, 396, 414, 381,
		435, 396, 424, 416, 420, 416, 424, 396, 435,
		362, 361, 390, 374, 407, 374, 390, 361, 362,
		367, 382, 365, 399, 342, 399, 365, 382, 367,
		336, 368, 341, 374, 321, 374, 341, 368, 336,
		316, 324, 372, 370, 481, 370, 372, 324, 316,
	}
	pstChariot = [90]int16{
		803, 819, 830, 817, 848, 817, 830, 819, 803,
		839, 842, 859, 862, 913, 862, 859, 842, 839,
		802, 843, 825, 862, 854, 862, 825, 843, 802,
		817, 839, 855, 853, 858, 853, 855, 839, 817,
		817, 833, 840, 851, 857, 851, 840, 833, 817,
		832, 840, 855, 874, 871, 874, 855, 840, 832,
		836, 853, 861, 871, 887, 871, 861, 853, 836,
		792, 839, 807, 856, 831, 856, 807, 839, 792,
		787, 834, 822, 836, 781, 836, 822, 834, 787,
		757, 836, 816, 845, 761, 845, 816, 836, 757,
	}
	pstCannon = [90]int16{
		401, 408, 391, 360, 342, 360, 391, 408, 401,
		374, 383, 387, 361, 341, 361, 387, 383, 374,
		397, 388, 362, 334, 379, 334, 362, 388, 397,
		396, 398, 382, 386, 404, 386, 382, 398, 396,
		380, 376, 353, 383, 395, 383, 353, 376, 380,
		385, 402, 412, 403, 422, 403, 412, 402, 385,
		407, 398, 402, 391, 416, 391, 402, 398, 407,
		415, 400, 414, 414, 434, 414, 414, 400, 415,
		440, 406, 418, 394, 415, 394, 418, 406, 440,
		357, 414, 377, 407, 446, 407, 377, 414, 357,
	}
	pstPawn = [90]int16{
		11, 14, -2, -14, -30, -14, -2, 14, 11,
		20, 110, 121, 167, 251, 167, 121, 110, 20,
		69, 121, 127, 177, 168, 177, 127, 121, 69,
		78, 103, 112, 118, 114, 118, 112, 103, 78,
		70, 81, 87, 115, 109, 115, 87, 81, 70,
		36, 0, 52, 0, 82, 0, 52, 0, 36,
		36, 0, 25, 0, 78, 0, 25, 0, 36,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
	}
)

// pstScale multiplies the tables: 1 since they were fitted in engine units
// (XQWLight's tables needed 4; see the file comment).
const pstScale = 1

// tableIndex[colour][square] is where a mailbox square falls in a table of
// Weights.Table, seen from that colour's side (Black's mirrored: its back
// rank is the tables' last row, its left the tables' right).
var tableIndex [2][256]uint8

// Weights is the set of tunable evaluation weights (see Evaluate and
// docs/xiangqi-engine.md for how they were chosen).
type Weights struct {
	// Table[kind][i] is a piece's value (material included) on point i,
	// Red's view, row 0 = rank 9 (Black's back rank), as the tables above
	// (scaled by pstScale in DefaultWeights).
	Table [8][90]int32

	Tempo           int32
	ChariotMobility int32 // per reachable point
	HorseMobility   int32 // per free jump
	HorseTrapped    int32 // a horse with no free jump
	CannonMobility  int32 // per quiet point
	MissingAdvisor  int32 // per missing advisor, per unit of enemy threat
	MissingElephant int32 // per missing elephant, per unit of enemy threat
	HollowCannon    int32 // enemy cannon on the king's file with nothing between
	CentralCannon   int32 // enemy cannon on the king's file behind screens
	ConnectedPawns  int32 // crossed pawns side by side
	KingExposed     int32 // king off its home file facing an open file
	KingAttack      int32 // × (attack weight of pieces across the river)², when two or more

	// Material corrections on top of the tables, per piece kind (King unused).
	Material [8]int32
	// Late-game corrections per piece, scaled by how many of the 12
	// chariots, horses and cannons have left the board (a cannon needs
	// screens, so its worth depends on how full the board is; the tuned
	// values are in docs/xiangqi-engine.md).
	HorseLate, CannonLate, PawnLate int32
}

// DefaultWeights are the weights the engine plays with.
var DefaultWeights = Weights{
	Tempo:           1,
	ChariotMobility: 4,
	HorseMobility:   12,
	HorseTrapped:    70,
	CannonMobility:  1,
	MissingAdvisor:  20,
	MissingElephant: 21,
	HollowCannon:    45,
	CentralCannon:   50,
	ConnectedPawns:  23,
	KingExposed:     23,
	KingAttack:      3,
	Material: [8]int32{
		xiangqi.Advisor: -87, xiangqi.Elephant: -125, xiangqi.Horse: 135,
		xiangqi.Chariot: 223, xiangqi.Cannon: 240, xiangqi.Pawn: 40,
	},
	HorseLate:  -381,
	CannonLate: -485,
	PawnLate:   -16,
}

func init() {
	tables := [8]*[90]int16{
		xiangqi.King: &pstKing, xiangqi.Advisor: &pstAdvisor, xiangqi.Elephant: &pstElephant,
		xiangqi.Horse: &pstHorse, xiangqi.Chariot: &pstChariot, xiangqi.Cannon: &pstCannon, xiangqi.Pawn: &pstPawn,
	}
	for k := xiangqi.King; k <= xiangqi.Pawn; k++ {
		for i := 0; i < 90; i++ {
			DefaultWeights.Table[k][i] = int32(tables[k][i]) * pstScale
		}
	}
	for i := 0; i < 90; i++ {
		s := xiangqi.SquareFromIndex90(i)
		f, r := s.File(), s.Rank()
		tableIndex[xiangqi.Red][s] = uint8((9-r)*9 + f)
		tableIndex[xiangqi.Black][s] = uint8(r*9 + (8 - f))
	}
}

// Directions in the 16-wide mailbox.
// (Variables, not constants, so that sums wrap around in uint8 as the
// mailbox arithmetic expects.)
var (
	dNorth xiangqi.Square = 16
	dSouth xiangqi.Square = 256 - 16
	dEast  xiangqi.Square = 1
	dWest  xiangqi.Square = 255
)

var dirs = [4]xiangqi.Square{dNorth, dSouth, dEast, dWest}

// horse jumps as (leg, target) offsets.
var horseOffsets = [8][2]xiangqi.Square{
	{dNorth, dNorth + dNorth + dEast}, {dNorth, dNorth + dNorth + dWest},
	{dSouth, dSouth + dSouth + dEast}, {dSouth, dSouth + dSouth + dWest},
	{dEast, dEast + dEast + dNorth}, {dEast, dEast + dEast + dSouth},
	{dWest, dWest + dWest + dNorth}, {dWest, dWest + dWest + dSouth},
}

// offBoard is the mailbox sentinel (both colour tags).
const offBoard xiangqi.Piece = 24

// drawScale divides the score of a side that cannot win at all.
const drawScale = 16

// sideCounts are a side's piece counts and facts gathered in one pass.
type sideCounts struct {
	n        [8]int32
	crossed  int32 // pawns across the river
	attack   int32 // attack weight of the pieces across the river
	invaders int32 // how many they are
}

// attackWeight is how much a piece across the river threatens the king.
var attackWeight = [8]int32{xiangqi.Chariot: 3, xiangqi.Horse: 2, xiangqi.Cannon: 2, xiangqi.Pawn: 1}

// Evaluate returns the static value of p for the side to move, in the
// engine's units (a pawn before the river is about 70–100, a chariot about 1,000).
func Evaluate(p *xiangqi.Position) int { return evaluate(p, &DefaultWeights) }

// EvaluateWith is Evaluate with the weights w (Texel tuning tries many).
func EvaluateWith(p *xiangqi.Position, w *Weights) int { return evaluate(p, w) }

func evaluate(p *xiangqi.Position, w *Weights) int {
	b := p.BoardArray()
	sq, pc := p.PieceSlots()
	var score [2]int32
	var cnt [2]sideCounts
	for i := 0; i < 32; i++ {
		s := sq[i]
		if s == xiangqi.NoSquare {
			continue
		}
		piece := pc[i]
		c := i >> 4
		k := piece.Kind()
		score[c] += w.Table[k][tableIndex[c][s]] + w.Material[k]
		cnt[c].n[k]++
		own := piece & (8 | 16)
		if aw := attackWeight[k]; aw != 0 && xiangqi.InRedHalf(s) != (c == 0) {
			if k != xiangqi.Pawn || (s.File() >= 2 && s.File() <= 6) {
				cnt[c].attack += aw
				cnt[c].invaders++
			}
		}
		switch k {
		case xiangqi.Chariot:
			m := int32(0)
			for _, d := range dirs {
				t := s + d
				for b[t] == xiangqi.NoPiece {
					m++
					t += d
				}
				if b[t]&own == 0 {
					m++
				}
			}
			score[c] += m * w.ChariotMobility
		case xiangqi.Horse:
			m := int32(0)
			for _, j := range horseOffsets {
				if b[s+j[0]] == xiangqi.NoPiece {
					t := b[s+j[1]]
					if t&own == 0 { // empty or enemy (the sentinel has both tags)
						m++
					}
				}
			}
			score[c] += m * w.HorseMobility
			if m == 0 {
				score[c] -= w.HorseTrapped
			}
		case xiangqi.Cannon:
			m := int32(0)
			for _, d := range dirs {
				t := s + d
				for b[t] == xiangqi.NoPiece {
					m++
					t += d
				}
			}
			score[c] += m * w.CannonMobility
		case xiangqi.Pawn:
			if xiangqi.InRedHalf(s) != (c == 0) {
				cnt[c].crossed++
				if b[s+dEast] == piece {
					score[c] += w.ConnectedPawns
				}
			}
		}
	}
	// King safety: missing defenders hurt in proportion to the enemy's
	// attacking force; a cannon on the king's file pins the centre.
	for c := 0; c < 2; c++ {
		e := 1 - c
		threat := 3*cnt[e].n[xiangqi.Chariot] + 2*cnt[e].n[xiangqi.Horse] + 2*cnt[e].n[xiangqi.Cannon] + cnt[e].crossed
		score[c] -= (2 - min(cnt[c].n[xiangqi.Advisor], 2)) * threat * w.MissingAdvisor
		score[c] -= (2 - min(cnt[c].n[xiangqi.Elephant], 2)) * threat * w.MissingElephant
		k := sq[c*16]
		if cnt[e].n[xiangqi.Cannon] > 0 {
			score[c] -= cannonOnKingFile(b, k, xiangqi.Color(c), w)
		}
		if k.File() != 4 && cnt[e].n[xiangqi.Chariot] > 0 {
			score[c] -= w.KingExposed
		}
		// Several enemy pieces across the river: a king attack, worse
		// with fewer advisors and elephants at home.
		if cnt[e].invaders >= 2 {
			defenders := min(cnt[c].n[xiangqi.Advisor], 2) + min(cnt[c].n[xiangqi.Elephant], 2)
			a := cnt[e].attack
			score[c] -= a * a * w.KingAttack * (6 - defenders) / 6
		}
	}
	if w.HorseLate|w.CannonLate|w.PawnLate != 0 {
		late := 12 - (cnt[0].n[xiangqi.Chariot] + cnt[0].n[xiangqi.Horse] + cnt[0].n[xiangqi.Cannon] +
			cnt[1].n[xiangqi.Chariot] + cnt[1].n[xiangqi.Horse] + cnt[1].n[xiangqi.Cannon])
		for c := 0; c < 2; c++ {
			n := &cnt[c].n
			score[c] += (n[xiangqi.Horse]*w.HorseLate + n[xiangqi.Cannon]*w.CannonLate + n[xiangqi.Pawn]*w.PawnLate) * late / 12
		}
	}
	v := score[0] - score[1]
	// Draw knowledge: a side without attacking pieces cannot win, and a lone
	// pawn or a lone horse/cannon rarely beats defenders.
	if v > 0 {
		v = scaleWinner(v, &cnt[0], &cnt[1])
	} else if v < 0 {
		v = -scaleWinner(-v, &cnt[1], &cnt[0])
	}
	if p.SideToMove() == xiangqi.Black {
		v = -v
	}
	return int(v + w.Tempo)
}

// cannonOnKingFile looks along the king's file towards the enemy for an
// enemy cannon: with nothing in between it is a hollow cannon (the king is
// stuck in the palace and every defender is pinned); with one or two
// screens it is the classic central cannon.
func cannonOnKingFile(b *[256]xiangqi.Piece, k xiangqi.Square, c xiangqi.Color, w *Weights) int32 {
	d := dNorth
	if c == xiangqi.Black {
		d = dSouth
	}
	enemyCannon := xiangqi.MakePiece(c.Other(), xiangqi.Cannon)
	between := 0
	for t := k + d; b[t] != offBoard; t += d {
		x := b[t]
		if x == xiangqi.NoPiece {
			continue
		}
		if x == enemyCannon {
			switch between {
			case 0:
				return w.HollowCannon
			case 1, 2:
				return w.CentralCannon
			}
			return 0
		}
		between++
		if between > 2 {
			return 0
		}
	}
	return 0
}

// scaleWinner shrinks an advantage v > 0 of side s over side o when s
// cannot realistically convert it.
func scaleWinner(v int32, s, o *sideCounts) int32 {
	attackers := s.n[xiangqi.Chariot] + s.n[xiangqi.Horse] + s.n[xiangqi.Cannon]
	pawns := s.n[xiangqi.Pawn]
	defenders := o.n[xiangqi.Advisor] + o.n[xiangqi.Elephant]
	switch {
	case attackers == 0 && pawns == 0:
		return v / drawScale
	case attackers == 0 && pawns == 1 && defenders >= 1:
		return v / 4 // a lone pawn against a defended king
	case attackers == 1 && pawns == 0 && s.n[xiangqi.Chariot] == 0 &&
		o.n[xiangqi.Chariot]+o.n[xiangqi.Horse]+o.n[xiangqi.Cannon] == 0 && defenders >= 2:
		return v / 4 // a lone horse or cannon against two defenders
	case attackers == 1 && s.n[xiangqi.Chariot] == 1 && pawns == 0 &&
		o.n[xiangqi.Chariot]+o.n[xiangqi.Horse]+o.n[xiangqi.Cannon] >= 1 && defenders >= 2:
		return v / 2 // a lone chariot against a piece and defenders
	}
	return v
}
