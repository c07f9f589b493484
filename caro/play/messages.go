package play

import "github.com/alphabeta-go/alphabeta/internal/i18n"

// messages is the package's catalogue: the Vietnamese of the game's texts,
// of the engine's report and of the forced-win search's answers, keyed by
// their English formats, in the terms of the glossary of
// docs/teaching.vi.md. TestMessages checks that every format given to
// say, prompt, t, tr, Msg and errorf has its entry.
var messages = i18n.Catalogue{
	// The game.
	"Caro %d×%d, %d in a row, rule %v. You play %s.":          "Cờ caro %d×%d, %d quân liên tiếp, luật %v. Bạn cầm %s.",
	"Type a cell (h8 or 7,7) to play, help for the commands.": "Gõ một ô (h8 hoặc 7,7) để đi, help để xem các lệnh.",
	`Commands:
  h8 or 7,7     play there (letter = column, number = row from the top; or 0-based x,y)
  undo (u)      take back your last move and the engine's reply
  hint          ask the engine for a move
  threats (t)   show the threats of both sides (fives, open fours, fours) and a forced win
  moves (m)     print the move list;  board (b)  draw the board again
  save FILE     save the move list;  load FILE  replay a saved move list
  new           start again;  quit (q)  leave`: `Các lệnh:
  h8 hoặc 7,7   đi vào ô đó (chữ = cột, số = hàng tính từ trên; hoặc x,y tính từ 0)
  undo (u)      đi lại: rút nước vừa đi của bạn và nước đáp của máy
  hint          nhờ máy gợi ý một nước
  threats (t)   xem các đe dọa của hai bên (năm, bốn mở, bốn) và thắng cưỡng bức
  moves (m)     in danh sách nước đi;  board (b)  vẽ lại bàn cờ
  save TỆP      lưu danh sách nước đi;  load TỆP  nạp lại ván đã lưu
  new           chơi ván mới;  quit (q)  thoát`,
	"Your move (h8 or 7,7; help): ":                    "Nước của bạn (h8 hoặc 7,7; help): ",
	"The game is over (undo, new, save FILE, quit): ":  "Ván đã kết thúc (undo, new, save TỆP, quit): ",
	"The engine is thinking…":                          "Máy đang suy nghĩ…",
	"the engine chose %s":                              "máy chọn %s",
	"The engine plays %s.":                             "Máy đi %s.",
	"Engine error: %v":                                 "Lỗi của máy: %v",
	"Hint: %s.  %s":                                    "Gợi ý: %s.  %s",
	"%q is not a cell or a command (help lists them).": "%q không phải là ô hay lệnh (help liệt kê các lệnh).",
	"%s is outside the board.":                         "%s nằm ngoài bàn cờ.",
	"%s is taken.":                                     "Ô %s đã có quân.",
	"The game is over.":                                "Ván đã kết thúc.",
	"Nothing to take back.":                            "Không có nước nào để đi lại.",
	"Took back %d move(s).":                            "Đã rút %d nước.",
	"Moves: %s":                                        "Các nước: %s",
	"five":                                             "thành năm",
	"open four (or double four)":                       "bốn mở (hoặc hai bốn)",
	"four":                                             "bốn",
	"three (next: an open four)":                       "ba (nước sau thành bốn mở)",
	"no threat":                                        "không có đe dọa",
	"%s to move: %s":                                   "%s đi: %s",
	"Give a file name, e.g. save game.txt":             "Hãy cho tên tệp, vd. save van.txt",
	"File error: %v":                                   "Lỗi tệp: %v",
	"Saved %d moves to %s.":                            "Đã lưu %d nước vào %s.",
	"Loaded %d moves from %s.":                         "Đã nạp %d nước từ %s.",
	"New game.":                                        "Ván mới.",
	"%s wins: %s.":                                     "%s thắng: %s.",
	"Black played a forbidden point (%s): White wins.": "Đen đi vào điểm cấm (%s): Trắng thắng.",
	"Draw: the board is full.":                         "Hòa: bàn cờ đã kín.",
	"Draw: every empty point is forbidden to black.":   "Hòa: mọi điểm trống đều là điểm cấm của Đen.",
	"You win!":         "Bạn thắng!",
	"The engine wins.": "Máy thắng.",
	"Black (X)":        "Đen (X)",
	"White (O)":        "Trắng (O)",
	"Last move:":       "Nước vừa đi:",
	"Bye.":             "Tạm biệt.",

	// The file errors of save and load, in a Vietnamese game (an English
	// one writes the error itself: the operating system's text, or the
	// move list's error).
	"%s: larger than %d bytes":                "%s: tệp lớn hơn %d byte",
	"no such file":                            "không có tệp này",
	"no permission":                           "không có quyền",
	"cannot read or write the file (%s)":      "không đọc/ghi được tệp (%s)",
	"the move list in the file is wrong (%s)": "danh sách nước đi trong tệp không hợp lệ (%s)",

	// engine.go: the engine's report and the forced-win search.
	"how: %s; depth %d, score %s, nodes %d, evaluations %d, branching factor %.2f, time %v, %d nodes/s; principal variation: %s": "cách chọn: %s; độ sâu %d, điểm %s, số nút %d, số lần lượng giá %d, hệ số phân nhánh %.2f, thời gian %v, %d nút/giây; biến chính: %s",
	"opening (the centre)":               "khai cuộc (ô giữa)",
	"a five":                             "thành năm",
	"the only block":                     "nước chặn bắt buộc",
	"VCF (a win by continuous fours)":    "VCF (thắng bằng chuỗi nước bốn)",
	"VCT (a win by continuous threats)":  "VCT (thắng bằng chuỗi đe dọa)",
	"alpha-beta search":                  "tìm kiếm alpha-beta",
	"seed 002's engine":                  "máy của tài liệu 002",
	"win in %d plies":                    "thắng sau %d lượt",
	"loss in %d plies":                   "thua sau %d lượt",
	"no forced win found (VCF/VCT)":      "không tìm thấy thắng cưỡng bức (VCF/VCT)",
	"no forced win found within 1 s":     "không tìm thấy thắng cưỡng bức trong 1 giây",
	"forced win (%s) starting at %s: %s": "thắng cưỡng bức (%s), bắt đầu ở %s: %s",
}

// tr is format with args in lang, from the package's catalogue.
func tr(lang, format string, args ...any) string { return messages.Sprintf(lang, format, args...) }

// errorf is an error whose text is the message format with args, in
// either language.
func errorf(format string, args ...any) error { return messages.Errorf(format, args...) }
