package engine

// Name and Author are what the engine announces to GUIs (package
// xiangqi/uci, with the build's version: IDName) and writes into the records
// of its games.
const (
	Name   = "alphabeta-xiangqi"
	Author = "the alphabeta project"
)
