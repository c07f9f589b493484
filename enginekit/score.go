package enginekit

// Mate scores count plies from the root, so that a shorter win scores more;
// the table keeps them counted from the position stored instead, so that an
// entry is right wherever the position is met again. mate is the engine's
// least mate score: |score| ≥ mate is a mate (a proven win or loss).

// ScoreToTable turns a score found ply plies below the root into the
// table's view.
func ScoreToTable(score, ply, mate int) int {
	switch {
	case score >= mate:
		return score + ply
	case score <= -mate:
		return score - ply
	}
	return score
}

// ScoreFromTable turns a stored score back into the view of a node ply
// plies below the root.
func ScoreFromTable(score, ply, mate int) int {
	switch {
	case score >= mate:
		return score - ply
	case score <= -mate:
		return score + ply
	}
	return score
}
