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
// by 4 so that small positional terms have room. On top of them come the
// terms that make play stronger (see Evaluate).

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
		0, 0, 0, 1, 1, 1, 0, 0, 0,
		0, 0, 0, 2, 2, 2, 0, 0, 0,
		0, 0, 0, 11, 15, 11, 0, 0, 0,
	}
	pstAdvisor = [90]int16{
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 20, 0, 20, 0, 0, 0,
		0, 0, 0, 0, 23, 0, 0, 0, 0,
		0, 0, 0, 20, 0, 20, 0, 0, 0,
	}
	pstElephant = [90]int16{
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 20, 0, 0, 0, 20, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		18, 0, 0, 0, 23, 0, 0, 0, 18,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 20, 0, 0, 0, 20, 0, 0,
	}
	pstHorse = [90]int16{
		90, 90, 90, 96, 90, 96, 90, 90, 90,
		90, 96, 103, 97, 94, 97, 103, 96, 90,
		92, 98, 99, 103, 99, 103, 99, 98, 92,
		93, 108, 100, 107, 100, 107, 100, 108, 93,
		90, 100, 99, 103, 104, 103, 99, 100, 90,
		90, 98, 101, 102, 103, 102, 101, 98, 90,
		92, 94, 98, 95, 98, 95, 98, 94, 92,
		93, 92, 94, 95, 92, 95, 94, 92, 93,
		85, 90, 92, 93, 78, 93, 92, 90, 85,
		88, 85, 90, 88, 90, 88, 90, 85, 88,
	}
	pstChariot = [90]int16{
		206, 208, 207, 213, 214, 213, 207, 208, 206,
		206, 212, 209, 216, 233, 216, 209, 212, 206,
		206, 208, 207, 214, 216, 214, 207, 208, 206,
		206, 213, 213, 216, 216, 216, 213, 213, 206,
		208, 211, 211, 214, 215, 214, 211, 211, 208,
		208, 212, 212, 214, 215, 214, 212, 212, 208,
		204, 209, 204, 212, 214, 212, 204, 209, 204,
		198, 208, 204, 212, 212, 212, 204, 208, 198,
		200, 208, 206, 212, 200, 212, 206, 208, 200,
		194, 206, 204, 212, 200, 212, 204, 206, 194,
	}
	pstCannon = [90]int16{
		100, 100, 96, 91, 90, 91, 96, 100, 100,
		98, 98, 96, 92, 89, 92, 96, 98, 98,
		97, 97, 96, 91, 92, 91, 96, 97, 97,
		96, 99, 99, 98, 100, 98, 99, 99, 96,
		96, 96, 96, 96, 100, 96, 96, 96, 96,
		95, 96, 99, 96, 100, 96, 99, 96, 95,
		96, 96, 96, 96, 96, 96, 96, 96, 96,
		97, 96, 100, 99, 101, 99, 100, 96, 97,
		96, 97, 98, 98, 98, 98, 98, 97, 96,
		96, 96, 97, 99, 99, 99, 97, 96, 96,
	}
	pstPawn = [90]int16{
		9, 9, 9, 11, 13, 11, 9, 9, 9,
		19, 24, 34, 42, 44, 42, 34, 24, 19,
		19, 24, 32, 37, 37, 37, 32, 24, 19,
		19, 23, 27, 29, 30, 29, 27, 23, 19,
		14, 18, 20, 27, 29, 27, 20, 18, 14,
		7, 0, 13, 0, 16, 0, 13, 0, 7,
		7, 0, 7, 0, 15, 0, 7, 0, 7,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0,
	}
)

// pstScale multiplies the tables (see the file comment).
const pstScale = 4

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
	Tempo:           0,
	ChariotMobility: 4,
	HorseMobility:   13,
	HorseTrapped:    69,
	CannonMobility:  1,
	MissingAdvisor:  15,
	MissingElephant: 21,
	HollowCannon:    50,
	CentralCannon:   59,
	ConnectedPawns:  11,
	KingExposed:     15,
	KingAttack:      3,
	Material: [8]int32{
		xiangqi.Advisor: -76, xiangqi.Elephant: -124, xiangqi.Horse: 45,
		xiangqi.Chariot: 179, xiangqi.Cannon: 162, xiangqi.Pawn: 41,
	},
	HorseLate:  -232,
	CannonLate: -343,
	PawnLate:   -19,
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
