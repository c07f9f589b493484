//go:build unix

package main

import "syscall"

const canInterruptSelf = true

// interruptSelf sends this process the SIGINT a Ctrl-C would.
func interruptSelf() error { return syscall.Kill(syscall.Getpid(), syscall.SIGINT) }
