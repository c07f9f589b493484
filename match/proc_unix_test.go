//go:build unix

package match

import (
	"fmt"
	"os"
	"strings"
	"syscall"
)

// alive reports whether process pid is running.
func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	// A zombie (exited, not yet reaped by its parent) is not running; only
	// systems with /proc (Linux) tell, elsewhere the signal test decides.
	if _, err := os.Stat("/proc/self"); err != nil {
		return true
	}
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	return err == nil && !strings.Contains(string(b), ") Z ")
}

func killPid(pid int) { _ = syscall.Kill(pid, syscall.SIGKILL) }
