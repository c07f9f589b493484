// Package version says which build of the project is running: the module
// version and the version-control state that the go command stamps into
// every binary (runtime/debug.ReadBuildInfo). Nothing here is edited by
// hand: a binary built from a git checkout knows its commit.
package version

import (
	"runtime"
	"runtime/debug"
	"strings"
)

// Info is what a binary knows about its own build.
type Info struct {
	// Version is the main module's version: a tag such as "v1.2.0", a
	// pseudo-version ("v0.0.0-20260412093000-80b66fb0a1b2", "+dirty" when
	// the tree had changes), or "" when the go command could not tell
	// ("(devel)": built outside version control, or by go run/go test).
	Version  string
	Revision string // the commit (vcs.revision), "" when unknown
	Time     string // the commit's time (vcs.time, RFC 3339), "" when unknown
	Modified bool   // the tree had uncommitted changes (vcs.modified)
	Go       string // the toolchain, e.g. "go1.26.8"
	Platform string // GOOS/GOARCH, e.g. "linux/amd64"
}

// Get reads the running binary's build information.
func Get() Info {
	bi, _ := debug.ReadBuildInfo()
	return fromBuildInfo(bi, runtime.GOOS+"/"+runtime.GOARCH)
}

func fromBuildInfo(bi *debug.BuildInfo, platform string) Info {
	info := Info{Go: runtime.Version(), Platform: platform}
	if bi == nil {
		return info
	}
	if bi.GoVersion != "" {
		info.Go = bi.GoVersion
	}
	if v := bi.Main.Version; v != "(devel)" {
		info.Version = v
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			info.Revision = s.Value
		case "vcs.time":
			info.Time = s.Value
		case "vcs.modified":
			info.Modified = s.Value == "true"
		}
	}
	return info
}

// Short is the version in one word, for an engine's `id name` or ABOUT:
// the module version when the go command stamped one, else "devel-" and the
// commit's first 12 hex digits ("-dirty" when modified), else "devel".
func (i Info) Short() string {
	switch {
	case i.Version != "":
		return i.Version
	case i.Revision != "":
		s := "devel-" + abbrev(i.Revision)
		if i.Modified {
			s += "-dirty"
		}
		return s
	}
	return "devel"
}

// String is the version on one line with the commit in full, its time, and
// the toolchain and platform, e.g.
//
//	v0.0.0-20260412093000-80b66fb0a1b2 (commit 80b66fb0a1b2…, 2026-04-12T09:30:00Z; go1.26.8 linux/amd64)
func (i Info) String() string {
	var parts []string
	if i.Revision != "" {
		c := "commit " + i.Revision
		if i.Modified {
			c += ", modified"
		}
		parts = append(parts, c)
	} else {
		parts = append(parts, "commit unknown")
	}
	if i.Time != "" {
		parts = append(parts, i.Time)
	}
	return i.Short() + " (" + strings.Join(parts, ", ") + "; " + i.Go + " " + i.Platform + ")"
}

func abbrev(rev string) string {
	if len(rev) > 12 {
		return rev[:12]
	}
	return rev
}

// Line is what `PROGRAM -version` prints: the program's name and String.
func Line(program string) string { return program + " " + Get().String() }

// IsFlag reports whether arg asks for the version: -version or --version
// (spelled out, so that it takes no short flag a program may have).
func IsFlag(arg string) bool { return arg == "-version" || arg == "--version" }
