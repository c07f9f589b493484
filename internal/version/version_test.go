package version

import (
	"runtime/debug"
	"strings"
	"testing"
)

func TestFromBuildInfo(t *testing.T) {
	settings := func(kv ...string) []debug.BuildSetting {
		var out []debug.BuildSetting
		for i := 0; i+1 < len(kv); i += 2 {
			out = append(out, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return out
	}
	const rev = "80b66fb0a1b2c3d4e5f60718293a4b5c6d7e8f90"
	for _, c := range []struct {
		name        string
		bi          *debug.BuildInfo
		short, line string
	}{
		{"tagged release", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.0"},
			Settings: settings("vcs.revision", rev, "vcs.time", "2026-04-12T09:30:00Z", "vcs.modified", "false")},
			"v1.2.0", "v1.2.0 (commit " + rev + ", 2026-04-12T09:30:00Z; go1.26.8 linux/amd64)"},
		{"pseudo-version of a changed tree", &debug.BuildInfo{GoVersion: "go1.26.8",
			Main:     debug.Module{Version: "v0.0.0-20260412093000-80b66fb0a1b2+dirty"},
			Settings: settings("vcs.revision", rev, "vcs.time", "2026-04-12T09:30:00Z", "vcs.modified", "true")},
			"v0.0.0-20260412093000-80b66fb0a1b2+dirty",
			"v0.0.0-20260412093000-80b66fb0a1b2+dirty (commit " + rev + ", modified, 2026-04-12T09:30:00Z; go1.26.8 linux/amd64)"},
		{"devel with a commit", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"},
			Settings: settings("vcs.revision", rev, "vcs.modified", "true")},
			"devel-80b66fb0a1b2-dirty", "devel-80b66fb0a1b2-dirty (commit " + rev + ", modified; go1.26.8 linux/amd64)"},
		{"nothing known", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}},
			"devel", "devel (commit unknown; go1.26.8 linux/amd64)"},
	} {
		info := fromBuildInfo(c.bi, "linux/amd64")
		if got := info.Short(); got != c.short {
			t.Errorf("%s: Short() = %q, want %q", c.name, got, c.short)
		}
		if got := info.String(); got != c.line {
			t.Errorf("%s: String() = %q, want %q", c.name, got, c.line)
		}
	}
	if info := fromBuildInfo(nil, "windows/arm64"); info.Short() != "devel" || !strings.HasSuffix(info.String(), " windows/arm64)") {
		t.Errorf("no build info: %q", info.String())
	}
}

func TestLineAndFlag(t *testing.T) {
	if l := Line("alphabeta"); !strings.HasPrefix(l, "alphabeta ") || !strings.Contains(l, "(commit ") {
		t.Errorf("Line = %q", l)
	}
	for arg, want := range map[string]bool{"-version": true, "--version": true, "-v": false, "version": false} {
		if IsFlag(arg) != want {
			t.Errorf("IsFlag(%q) = %v", arg, !want)
		}
	}
}
