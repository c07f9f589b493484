package engine

import "github.com/alphabeta-go/alphabeta/internal/version"

// IDName is the engine's `id name`: Name and the build's version (module
// version, or devel- and the commit), so that a GUI's log says which build
// played.
var IDName = Name + " " + version.Get().Short()
