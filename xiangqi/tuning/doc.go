// Package tuning is how the xiangqi engine's evaluation weights were
// found: self-play games at a fixed number of nodes per move (SelfPlay)
// and Texel tuning on their quiet positions (CollectSamples, FitScale,
// Tune). It uses only the engine's public API: engine.Weights, an engine
// that plays with given weights (SetWeights), the static value with given
// weights (EvaluateWith) and the quiescence value (Quiescence). The data,
// the fit and the check of the result are in docs/xiangqi-engine.md.
package tuning
