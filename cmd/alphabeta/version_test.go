package main

import "testing"

func TestVersionCommand(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"-version"}, {"--version"}, {"help", "version"}} {
		if code := dispatch(args); code != 0 {
			t.Errorf("%q: exit %d, want 0", args, code)
		}
	}
	if code := dispatch([]string{"version", "extra"}); code != 2 {
		t.Errorf("version extra: exit %d, want 2", code)
	}
}
