package pbrain

import "github.com/alphabeta-go/alphabeta/internal/version"

// brainVersion is ABOUT's version: the build's module version, or devel- and
// the commit (internal/version), never a number edited by hand.
var brainVersion = version.Get().Short()
