//go:build unix

package match

import (
	"os"
	"os/exec"
	"syscall"
)

// ownProcessGroup starts the engine as the leader of a new process group:
// the terminal's Ctrl-C then reaches only the runner, and killProcessTree
// reaches everything the engine started.
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killProcessTree sends SIGKILL to the engine's process group. The group
// outlives its leader, so helpers are killed even after the engine exited.
func killProcessTree(p *os.Process, exited bool) {
	_ = syscall.Kill(-p.Pid, syscall.SIGKILL)
}
