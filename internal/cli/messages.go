package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// Catalogue is a command line's message catalogue: the Vietnamese of every
// message it prints, keyed by its English format, in the terms of the
// glossary of docs/teaching.vi.md. Flag names and values stay as typed.
// A test per catalogue reads the formats from the source and fails on one
// without its Vietnamese (i18ncheck.CheckDir).
type Catalogue map[string]string

// Sprintf is format with args in lang: in Vietnamese the catalogue's, with
// the arguments that can say themselves in Vietnamese (the errors of caro,
// xiangqi and tree, sides, rules, a catalogue's errors) in it.
func (c Catalogue) Sprintf(lang, format string, args ...any) string {
	return i18n.Sprintf(lang, c, format, args...)
}

// Say prints Sprintf's text and a newline on w.
func (c Catalogue) Say(w io.Writer, lang, format string, args ...any) {
	fmt.Fprintln(w, c.Sprintf(lang, format, args...))
}

// UsageError prints "alphabeta COMMAND: message" on fs.Output() in lang
// and returns 2, the exit status of a usage error.
func (c Catalogue) UsageError(fs *flag.FlagSet, lang, format string, args ...any) int {
	fmt.Fprintf(fs.Output(), "%s: %s\n", CommandName(fs), c.Sprintf(lang, format, args...))
	return 2
}

// Failure is UsageError for a command that failed: exit status 1.
func (c Catalogue) Failure(fs *flag.FlagSet, lang, format string, args ...any) int {
	c.UsageError(fs, lang, format, args...)
	return 1
}

// Errorf is an error whose text is a message of the catalogue: English,
// or Vietnamese through its Vietnamese method.
func (c Catalogue) Errorf(format string, args ...any) error {
	return &msgError{c, format, args}
}

type msgError struct {
	catalogue Catalogue
	format    string
	args      []any
}

func (e *msgError) Error() string { return e.catalogue.Sprintf("en", e.format, e.args...) }

// Vietnamese is the error in Vietnamese.
func (e *msgError) Vietnamese() string { return e.catalogue.Sprintf("vi", e.format, e.args...) }

// messages is this package's catalogue: the flag errors every subcommand
// may print, and the errors of reading files. TestVietnameseMessages
// checks that every format given to say, usageError and errorf has its
// entry.
var messages = Catalogue{
	"Type %s -h for its usage.":              "Gõ %s -h để xem cách dùng.",
	"unexpected argument %q":                 "thừa tham số %q",
	"no flag %s":                             "không có tùy chọn %s",
	"flag %s needs a value":                  "tùy chọn %s cần một giá trị",
	"bad flag syntax: %s":                    "tùy chọn viết sai: %s",
	"%s is not a valid value for %s":         "%s không phải giá trị hợp lệ của %s",
	"%s takes no value but true or false":    "%s chỉ nhận giá trị true hoặc false",
	"--hash %d: want 1..%d (MiB)":            "--hash %d: cần từ 1 đến %d (MiB)",
	"--threads %d: want 1..%d":               "--threads %d: cần từ 1 đến %d",
	"%s: no such file":                       "%s: không có tệp này",
	"%s: permission denied":                  "%s: không có quyền",
	"permission denied":                      "không có quyền",
	"%s: cannot read the file (%v)":          "%s: không đọc được tệp (chi tiết: %v)",
	"%s: input larger than %d bytes":         "%s: tệp lớn hơn %d byte",
	"no such file or directory":              "không có tệp hay thư mục này",
	"--lang %q: want en or vi":               "--lang %q: chọn en hoặc vi",
	"unknown subcommand %q":                  "không có lệnh %q",
	"missing subcommand (the list is below)": "thiếu lệnh (danh sách ở dưới)",
	"Usage: %s SUBCOMMAND [flags] [args]   (every subcommand takes -h)": "Cách dùng: %s LỆNH [tùy chọn] [tham số]   (mọi lệnh đều nhận -h)",
	"Subcommands:": "Các lệnh:",
}

func errorf(format string, args ...any) error { return messages.Errorf(format, args...) }

// tr is format with args in lang, from the catalogue.
func tr(lang, format string, args ...any) string { return messages.Sprintf(lang, format, args...) }

func say(w io.Writer, lang, format string, args ...any) { messages.Say(w, lang, format, args...) }

func usageError(fs *flag.FlagSet, lang, format string, args ...any) int {
	return messages.UsageError(fs, lang, format, args...)
}

// OSError is an error of the file system as the catalogue says it: a
// missing file or a permission, else err itself.
func OSError(err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return errorf("no such file or directory")
	case errors.Is(err, fs.ErrPermission):
		return errorf("permission denied")
	}
	return err
}
