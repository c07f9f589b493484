package main

import (
	"flag"
	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/internal/i18n"
	"io"
)

// vietnamese is the command line's message catalogue: the Vietnamese of
// every message the subcommands with --lang print (their errors, usage
// errors and results), keyed by its English format, in the terms of the
// glossary of docs/teaching.vi.md. Flag names and values stay as typed.
// TestVietnameseMessages checks that every format given to tr, say,
// usageError and failure has its entry.
var vietnamese = i18n.Catalogue{
	// caro solve, bench, play (caro_engine.go, caro_play.go).
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
}

// The catalogue's messages: TestVietnameseMessages finds their formats by
// these functions' names.
func tr(lang, format string, args ...any) string { return vietnamese.Sprintf(lang, format, args...) }

func say(w io.Writer, lang, format string, args ...any) { vietnamese.Say(w, lang, format, args...) }

func usageError(fs *flag.FlagSet, lang, format string, args ...any) int {
	return cli.UsageError(fs, vietnamese, lang, format, args...)
}

func failure(fs *flag.FlagSet, lang, format string, args ...any) int {
	return cli.Failure(fs, vietnamese, lang, format, args...)
}
