package i18n

import "fmt"

// CheckDir is Formats and Check together, for a catalogue's test: the
// problems of catalogue for the formats given to funcs in dir's Go files
// (a format that is not a literal is one), and how many formats it found,
// so that the test can refuse too few (a broken scan).
func CheckDir(dir string, funcs map[string]int, catalogue map[string]string, english []string, passOn ...string) (problems []string, found int, err error) {
	formats, err := Formats(dir, funcs, passOn...)
	if err != nil {
		return nil, 0, err
	}
	if where, ok := formats[""]; ok {
		problems = append(problems, fmt.Sprintf("%s: a format that is not a literal: the catalogue cannot be checked", where))
		delete(formats, "")
	}
	return append(problems, Check(formats, catalogue, english)...), len(formats), nil
}
