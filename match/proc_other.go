//go:build !unix && !windows

package match

import (
	"os"
	"os/exec"
)

// ownProcessGroup does nothing where the system has no process groups.
func ownProcessGroup(*exec.Cmd) {}

// killProcessTree kills the engine alone where the system offers nothing
// to find its descendants.
func killProcessTree(p *os.Process, exited bool) {
	if !exited {
		_ = p.Kill()
	}
}
