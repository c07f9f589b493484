//go:build race

package web

// raceEnabled shortens the load test under the race detector, which slows
// everything several times.
const raceEnabled = true
