// Package negotiate picks the language of an answer, "en" or "vi", from
// what the reader asked for: a request's Accept-Language header (web) or
// the POSIX locale (the command line's default for --lang). It matches
// BCP 47 tags with golang.org/x/text/language, which is why it is apart
// from package i18n: the rules cores import i18n and stay on the standard
// library.
package negotiate

import (
	"cmp"
	"slices"
	"strings"

	"golang.org/x/text/language"
)

// matcher knows the project's languages, English first: a reader who asks
// for neither is answered in English.
var matcher = language.NewMatcher([]language.Tag{language.English, language.Vietnamese})

// Match is "vi" or "en", the project's language that best matches tags
// (best first), or "en" when none does.
func Match(tags ...language.Tag) string {
	if len(tags) == 0 {
		return "en"
	}
	if _, i, conf := matcher.Match(tags...); i == 1 && conf != language.No {
		return "vi"
	}
	return "en"
}

// AcceptLanguage is the language an Accept-Language header asks for, by
// its weights (q=): "vi" when Vietnamese is preferred to English, else
// "en". Entries that do not parse are left out, the others kept.
func AcceptLanguage(header string) string {
	tags, _, err := language.ParseAcceptLanguage(header)
	if err != nil {
		tags = wellFormed(header)
	}
	return Match(tags...)
}

// wellFormed are the entries of a malformed Accept-Language header that
// parse, best first (the order of the header among equal weights).
func wellFormed(header string) []language.Tag {
	type entry struct {
		tag language.Tag
		q   float32
	}
	var entries []entry
	for part := range strings.SplitSeq(header, ",") {
		tags, qs, err := language.ParseAcceptLanguage(part)
		if err == nil && len(tags) == 1 {
			entries = append(entries, entry{tags[0], qs[0]})
		}
	}
	slices.SortStableFunc(entries, func(a, b entry) int { return cmp.Compare(b.q, a.q) })
	tags := make([]language.Tag, len(entries))
	for i, e := range entries {
		tags[i] = e.tag
	}
	return tags
}

// Locale is the language of a POSIX locale value (LC_ALL, LC_MESSAGES or
// LANG): "vi" for vi, vi_VN, vi_VN.UTF-8, vi_VN@euro, …; "en" for any
// other (en_US.UTF-8, C, POSIX).
func Locale(value string) string {
	name, _, _ := strings.Cut(value, ".")
	name, _, _ = strings.Cut(name, "@")
	tag, err := language.Parse(strings.ReplaceAll(name, "_", "-"))
	if err != nil {
		return "en"
	}
	return Match(tag)
}
