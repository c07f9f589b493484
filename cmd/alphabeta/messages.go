package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"

	"alphabeta/internal/i18n"
)

// vietnamese is the command line's message catalogue: the Vietnamese of
// every message the subcommands with --lang print (their errors, usage
// errors and results), keyed by its English format, in the terms of the
// glossary of docs/teaching.vi.md. Flag names and values stay as typed.
// TestVietnameseMessages checks that every format given to tr, say,
// usageError, failure and errorf has its entry.
var vietnamese = map[string]string{
	// flags.go: the flag errors of every subcommand.
	"Type %s -h for its usage.":           "Gõ %s -h để xem cách dùng.",
	"unexpected argument %q":              "thừa tham số %q",
	"no flag %s":                          "không có tùy chọn %s",
	"flag %s needs a value":               "tùy chọn %s cần một giá trị",
	"bad flag syntax: %s":                 "tùy chọn viết sai: %s",
	"%s is not a valid value for %s":      "%s không phải giá trị hợp lệ của %s",
	"%s takes no value but true or false": "%s chỉ nhận giá trị true hoặc false",
	"--hash %d: want 1..%d (MiB)":         "--hash %d: cần từ 1 đến %d (MiB)",
	"--threads %d: want 1..%d":            "--threads %d: cần từ 1 đến %d",
	"%s: no such file":                    "%s: không có tệp này",
	"%s: permission denied":               "%s: không có quyền",
	"permission denied":                   "không có quyền",
	"%s: cannot read the file (%v)":       "%s: không đọc được tệp (chi tiết: %v)",
	"%s: input larger than %d bytes":      "%s: tệp lớn hơn %d byte",
	"no such file or directory":           "không có tệp hay thư mục này",
	"--lang %q: want en or vi":            "--lang %q: chọn en hoặc vi",

	// caro solve, bench, play (caro_engine.go, caro_play.go).
	"board %d×%d: each side must be %d..%d":                  "bàn cờ %d×%d: mỗi cạnh phải từ %d đến %d",
	"the game is over (%v): nothing to solve":                "ván đã kết thúc (%v): không có gì để giải",
	"%v to move has a forced win (%s): first move %v":        "%v đi: có thắng cưỡng bức (%s), nước đầu tiên %v",
	"%v to move: no forced win by %s exists":                 "%v đi: không có thắng cưỡng bức bằng %s",
	"%v to move: no forced win found":                        "%v đi: không tìm thấy thắng cưỡng bức",
	"line: %s":                                               "đường thắng: %s",
	"(any)":                                                  "(bất kỳ)",
	"nodes %d, time %v":                                      "số nút %d, thời gian %v",
	"--suite %q: want vcf or vct":                            "--suite %q: chọn vcf hoặc vct",
	"--time must not be negative":                            "--time không được âm",
	"--time must be positive":                                "--time phải dương",
	"--first %q: want human or engine":                       "--first %q: chọn human hoặc engine",
	"--moves: %v":                                            "--moves: %v",
	"lost game %d (engine %v): %s":                           "thua ván %d (máy cầm %v): %s",
	"%d games: engine %d wins, %d losses, %d draws (%.1f%%)": "%d ván: máy thắng %d, thua %d, hòa %d (%.1f%%)",
	"%-20s win=%-5v %-4s %-6v nodes=%-8d %v":                 "%-20s thắng=%-5v %-4s %-6v số nút=%-8d %v",
	"solved %d/%d (%.1f%%), median time %v, max %v, median nodes %d, total %v": "giải được %d/%d (%.1f%%), thời gian trung vị %v, lớn nhất %v, số nút trung vị %d, tổng %v",
	"unsolved: %s": "chưa giải được: %s",

	// xiangqi show, play, nodes (xiangqi.go, xiangqi_engine.go).
	"--color %q: want auto, always or never":    "--color %q: chọn auto, always hoặc never",
	"--side must be red or black":               "--side phải là red hoặc black",
	"--time must be positive (or give --depth)": "--time phải dương (hoặc cho --depth)",
	"--depth must be 1..12":                     "--depth phải từ 1 đến 12",
	"stopped before the end (interrupted)":      "dừng trước khi xong (bị ngắt)",
	"cannot write %s (%v)":                      "không ghi được %s (chi tiết: %v)",
	"chart written to %s":                       "đã ghi biểu đồ vào %s",

	// tictactoe play (tictactoe.go).
	"--as %q: want x or o": "--as %q: chọn x hoặc o",

	// tree solve, trace, draw, exercise (tree.go).
	"unknown command %q":                                                                   "không có lệnh %q",
	"want exactly one TREE argument, got %d":                                               "cần đúng một tham số TREE (cây), nhận %d",
	"--algo %q: want minimax or alphabeta":                                                 "--algo %q: chọn minimax hoặc alphabeta",
	"--root %q: want max or min":                                                           "--root %q: chọn max hoặc min",
	"--format %q: want text, markdown, csv or json":                                        "--format %q: chọn text, markdown, csv hoặc json",
	"--scale %g: want a number in (0, 8]":                                                  "--scale %g: cần một số trong (0, 8]",
	"--out %q: the name must end in .svg or .png":                                          "--out %q: tên tệp phải có đuôi .svg hoặc .png",
	"the picture is too large at --scale %g: draw it as SVG or lower the scale":            "hình quá lớn với --scale %g: hãy vẽ dạng SVG hoặc giảm tỉ lệ",
	"--depth %d: want 1 to 8":                                                              "--depth %d: cần từ 1 đến 8",
	"--branching %d: want 1 to 8":                                                          "--branching %d: cần từ 1 đến 8",
	"a tree of depth %d and branching %d has more than %d leaves: too big for an exercise": "cây độ sâu %d, mỗi nút %d con, có hơn %d lá: quá lớn cho một bài tập",
	"cannot write the exercise (%v)":                                                       "không ghi được bài tập (chi tiết: %v)",
	"seed %d: %s":                                                                          "hạt giống %d: %s",
	"wrote %s":                                                                             "đã ghi %s",
}

// osError is an error of the file system as the catalogue says it: a
// missing file or a permission, else err itself.
func osError(err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return errorf("no such file or directory")
	case errors.Is(err, fs.ErrPermission):
		return errorf("permission denied")
	}
	return err
}

// tr is format with args in lang: in Vietnamese the catalogue's, with the
// arguments that can say themselves in Vietnamese (the errors of caro,
// xiangqi and tree, sides, rules) in it.
func tr(lang, format string, args ...any) string {
	return i18n.Sprintf(lang, vietnamese, format, args...)
}

// say prints tr's text and a newline on w.
func say(w io.Writer, lang, format string, args ...any) {
	fmt.Fprintln(w, tr(lang, format, args...))
}

// usageError prints "alphabeta COMMAND: message" on fs.Output() in lang
// and returns 2, the exit status of a usage error.
func usageError(fs *flag.FlagSet, lang, format string, args ...any) int {
	fmt.Fprintf(fs.Output(), "%s: %s\n", commandName(fs), tr(lang, format, args...))
	return 2
}

// failure is usageError for a command that failed: exit status 1.
func failure(fs *flag.FlagSet, lang, format string, args ...any) int {
	fmt.Fprintf(fs.Output(), "%s: %s\n", commandName(fs), tr(lang, format, args...))
	return 1
}

// msgError is an error whose text is a catalogue message: English, or
// Vietnamese through its Vietnamese method.
type msgError struct {
	format string
	args   []any
}

// errorf is an error of the catalogue.
func errorf(format string, args ...any) error { return &msgError{format, args} }

func (e *msgError) Error() string { return tr("en", e.format, e.args...) }

// Vietnamese is the error in Vietnamese.
func (e *msgError) Vietnamese() string { return tr("vi", e.format, e.args...) }
