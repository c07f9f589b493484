// Package tuning is how the caro engine's evaluation weights are learned
// from games rather than set by hand: self-play at a fixed number of nodes
// per move (SelfPlay) and Texel tuning on the quiet positions of those
// games (Samples, FitScale, Tune). It uses only the engine's public API:
// engine.Weights, an engine that plays with given weights (SetWeights) and
// a position's evaluation features (PositionFeatures), in which the
// evaluation is linear. The data, the fit and the check of the result are
// in docs/caro-engine.md.
package tuning
