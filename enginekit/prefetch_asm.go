//go:build amd64 || arm64

package enginekit

// prefetch hints the processor to load the cache line at addr
// (prefetch_amd64.s, prefetch_arm64.s); it reads nothing the Go program
// can see and cannot fault.
//
//go:noescape
func prefetch(addr uintptr)
