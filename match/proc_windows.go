//go:build windows

package match

import (
	"os"
	"os/exec"
	"strconv"
	"syscall"
)

// ownProcessGroup starts the engine in a new console process group, which
// Windows leaves out of the console's Ctrl-C: the runner gets it alone and
// ends the engines itself.
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: syscall.CREATE_NEW_PROCESS_GROUP}
}

// killProcessTree ends the engine and its descendants with taskkill /T /F,
// which follows parent process ids; Windows has no process group to signal.
// Once the engine has exited (and been waited for) its pid may belong to an
// unrelated process, so only a running engine is given to taskkill; if
// taskkill cannot run, the engine alone is killed.
func killProcessTree(p *os.Process, exited bool) {
	if exited {
		return
	}
	if err := exec.Command("taskkill", "/T", "/F", "/PID", strconv.Itoa(p.Pid)).Run(); err != nil {
		_ = p.Kill()
	}
}
