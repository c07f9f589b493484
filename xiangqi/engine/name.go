package engine

// Name and Author are what the engine announces to GUIs (package
// xiangqi/uci) and writes into the records of its games.
const (
	Name   = "alphabeta-xiangqi 1.0"
	Author = "the alphabeta project"
)
