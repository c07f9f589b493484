//go:build !unix

package main

import "errors"

// Windows has no SIGINT to send one process (a console Ctrl-C event reaches
// every process on the console, go test included).
const canInterruptSelf = false

func interruptSelf() error { return errors.New("no SIGINT on this system") }
