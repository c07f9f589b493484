package play

import "github.com/alphabeta-go/alphabeta/internal/i18n"

// messages is the package's catalogue: the Vietnamese of what the game
// says, keyed by its English format, in the terms of the glossary of
// docs/teaching.vi.md. The sides, results and rules are said by their own
// Vietnamese methods (xiangqi.Color, Result, Reason). TestMessages checks
// that every format given to say, prompt, tr and errorf has its entry.
var messages = i18n.Catalogue{
	"Moves: ICCS (h2e2) or WXF (C2.5). Commands: undo, hint, flip, save FILE, load FILE, new, help, quit.": "Nước đi: ICCS (h2e2), ký hiệu Việt (P2-5 hoặc Pháo 2 bình 5; có thể bỏ dấu: Phao 2 binh 5) hoặc WXF (C2.5). Lệnh: undo (đi lại), hint (gợi ý), flip (lật bàn cờ), save TỆP (lưu), load TỆP (nạp), new (ván mới), help (trợ giúp), quit (thoát).",
	"Your move (%s): ":                              "Nước đi của bạn (%s): ",
	"Not a legal move: %v":                          "Nước đi không hợp lệ: %v",
	"Not a legal move: a line longer than %d bytes": "Dòng dài quá %d byte: bỏ qua.",
	"Usage: %s FILE":                                "Cách dùng: %s TỆP",
	"Could not save %s: %v":                         "Không lưu được %s: %v",
	"Could not load %s: %v":                         "Không nạp được %s: %v",
	"Engine thinking…":                              "Máy đang suy nghĩ…",
	"Engine plays %s":                               "Máy đi %s",
	"depth %d (sel %d), score %s, nodes %d, evaluations %d, branching factor %.2f (%.1f moves per node), time %v, %d nodes/s": "độ sâu %d (chọn lọc %d), điểm %s, số nút %d, số lần lượng giá %d, hệ số phân nhánh %.2f (%.1f nước đi mỗi nút), thời gian %v, %d nút/giây",
	"principal variation: %s": "biến chính: %s",
	"Hint: %s, score %s":      "Gợi ý: %s, điểm %s",
	"Nothing to undo.":        "Không còn nước nào để đi lại.",
	"Saved to %s.":            "Đã lưu vào %s.",
	"Loaded %s (%d moves).":   "Đã nạp %s (%d nước).",
	"Game over: %s (%s).":     "Hết ván: %s (%s).",
	"Bye.":                    "Tạm biệt.",

	// The file errors of save and load, in a Vietnamese game (an English
	// one writes the error itself: the operating system's text, or the
	// PGN's error).
	"file larger than %d bytes":                "tệp lớn hơn %d byte",
	"no game in the file":                      "tệp không có ván cờ nào",
	"no such file":                             "không có tệp này",
	"no permission":                            "không có quyền",
	"the file is wrong or cannot be read (%s)": "tệp sai hoặc không đọc được (%s)",
}

// tr is format with args in lang, from the package's catalogue.
func tr(lang, format string, args ...any) string { return messages.Sprintf(lang, format, args...) }

// errorf is an error whose text is the message format with args, in
// either language.
func errorf(format string, args ...any) error { return messages.Errorf(format, args...) }
