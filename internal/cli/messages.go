package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// UsageError prints "alphabeta COMMAND: message" on fs.Output(), the
// message format with args from catalogue in lang, and returns 2, the
// exit status of a usage error.
func UsageError(fs *flag.FlagSet, catalogue i18n.Catalogue, lang, format string, args ...any) int {
	fmt.Fprintf(fs.Output(), "%s: %s\n", CommandName(fs), catalogue.Sprintf(lang, format, args...))
	return 2
}

// Failure is UsageError for a command that failed: exit status 1.
func Failure(fs *flag.FlagSet, catalogue i18n.Catalogue, lang, format string, args ...any) int {
	UsageError(fs, catalogue, lang, format, args...)
	return 1
}

// messages is this package's catalogue: the flag errors every subcommand
// may print, the errors of reading files, the groups' words and the
// Vietnamese -h's. TestVietnameseMessages
// checks that every format given to say, usageError and errorf has its
// entry.
var messages = i18n.Catalogue{
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

	// flags.go: the Vietnamese -h's own words, laid out as flag.PrintDefaults.
	"Flags:":        "Tùy chọn:",
	" (default %q)": " (mặc định %q)",
	" (default %v)": " (mặc định %v)",
	"; without --lang, vi when LC_ALL, LC_MESSAGES or LANG is Vietnamese (vi_VN.UTF-8)": "; khi không có --lang: vi nếu LC_ALL, LC_MESSAGES hoặc LANG là tiếng Việt (vi_VN.UTF-8)",
}

func errorf(format string, args ...any) error { return messages.Errorf(format, args...) }

// tr is format with args in lang, from the catalogue.
func tr(lang, format string, args ...any) string { return messages.Sprintf(lang, format, args...) }

func say(w io.Writer, lang, format string, args ...any) { messages.Say(w, lang, format, args...) }

func usageError(fs *flag.FlagSet, lang, format string, args ...any) int {
	return UsageError(fs, messages, lang, format, args...)
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
