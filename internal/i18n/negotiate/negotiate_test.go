package negotiate

import "testing"

func TestAcceptLanguage(t *testing.T) {
	for _, c := range []struct{ header, want string }{
		{"", "en"},
		{"vi", "vi"},
		{"VI", "vi"},
		{"vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7", "vi"},
		{"en-US,en;q=0.9,vi;q=0.8", "en"},
		{"en;q=0.5, vi", "vi"},
		{"fr-FR, vi;q=0.5", "vi"},
		{"vi;q=0", "en"},
		{"de", "en"},
		{"*", "en"},
		{"en;q=abc, vi;q=0.5", "vi"}, // the malformed entry is left out
		{";;,,q=1", "en"},
	} {
		if got := AcceptLanguage(c.header); got != c.want {
			t.Errorf("Accept-Language %q: %q, want %q", c.header, got, c.want)
		}
	}
}

func TestLocale(t *testing.T) {
	for _, c := range []struct{ value, want string }{
		{"vi", "vi"}, {"vi_VN", "vi"}, {"vi_VN.UTF-8", "vi"}, {"vi.UTF-8", "vi"}, {"vi_VN@tcvn", "vi"},
		{"en_US.UTF-8", "en"}, {"C", "en"}, {"C.UTF-8", "en"}, {"POSIX", "en"}, {"video", "en"}, {"fr_FR.UTF-8", "en"}, {"", "en"},
	} {
		if got := Locale(c.value); got != c.want {
			t.Errorf("Locale(%q) = %q, want %q", c.value, got, c.want)
		}
	}
}
