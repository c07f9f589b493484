package web

import (
	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// vietnameseMessages holds the Vietnamese of every error message of the
// JSON API, keyed by its English format (the one errorf and writeError are
// given), in the terms of docs/teaching.vi.md's glossary. JSON field names
// and values (human, "black", think_ms) stay as the API spells them. A
// format may drop an argument it cannot translate by numbering the ones it
// keeps (%[1]d). TestVietnameseMessages checks that every format of the
// package has its entry, with arguments that fit.
var vietnameseMessages = i18n.Catalogue{
	// server.go: requests, bodies, capacity.
	"%v or %s":                                                           "%v hoặc %s",
	"%s %s: method not allowed (use %v)":                                 "%s %s: không dùng được phương thức này (hãy dùng %v)",
	"no such endpoint: %s %s":                                            "không có điểm cuối %s %s trong API",
	"malformed JSON: the body must be an object, not %v":                 "JSON sai: nội dung phải là một đối tượng, không phải %v",
	"malformed JSON: extra data after the object":                        "JSON sai: còn dữ liệu thừa sau đối tượng",
	"request body too large (limit %d bytes)":                            "nội dung yêu cầu quá lớn (giới hạn %d byte)",
	"the request body did not arrive in time":                            "nội dung yêu cầu không đến kịp",
	"empty request body: expected a JSON object":                         "yêu cầu không có nội dung: cần một đối tượng JSON",
	"malformed JSON at byte %d: %v":                                      "JSON sai ở byte %d: %v",
	"malformed JSON: field %s must be %v, not %v":                        "JSON sai: trường %s phải là %v, không phải %v",
	"malformed JSON: unexpected end of the body":                         "JSON sai: nội dung dừng giữa chừng",
	"malformed JSON: unknown field %s":                                   "JSON sai: không có trường %s",
	"malformed JSON: %s":                                                 "JSON sai hoặc không đọc được (chi tiết: %s)",
	"internal error: %v":                                                 "lỗi bên trong máy chủ (chi tiết: %v)",
	"request cancelled":                                                  "yêu cầu đã bị hủy",
	"the server is busy: %d searches or pictures are running; try again": "máy chủ đang bận: %d lượt tìm kiếm hoặc vẽ hình đang chạy; hãy thử lại",
	"the server is shutting down":                                        "máy chủ đang tắt",
	"the work took too long (limit %v); ask for less":                    "việc này chạy quá lâu (giới hạn %v); hãy yêu cầu ít hơn",
	// server.go: the kinds of JSON a body has or a field needs.
	"nothing":       "rỗng",
	"object":        "đối tượng",
	"array":         "mảng",
	"string":        "chuỗi",
	"number":        "số",
	"bool":          "true hoặc false",
	"true or false": "true hoặc false",
	"an integer":    "một số nguyên",
	"a number":      "một số",
	"a string":      "một chuỗi",
	"an array":      "một mảng",
	"an object":     "một đối tượng",
	"host %s is not allowed: this server answers to %s (start it with --allow-host to add a name)":            "không chấp nhận tên máy %s: máy chủ này chỉ trả lời %s (chạy với --allow-host để thêm tên)",
	"cross-origin request from %s refused: only this server's pages (or --allow-host hosts) may change games": "từ chối yêu cầu từ nguồn khác %s: chỉ các trang của máy chủ này (hoặc của các tên trong --allow-host) được thay đổi ván cờ",
	"Content-Type must be application/json, not %s (curl: --json or -H 'Content-Type: application/json')":     "Content-Type phải là application/json, không phải %s (curl: --json hoặc -H 'Content-Type: application/json')",

	// class.go: the class link.
	"the title must be at most %d characters, without control characters":                 "tiêu đề tối đa %d ký tự, không có ký tự điều khiển",
	"tree too large for a class: %d nodes (at most %d)":                                   "cây quá lớn cho một lớp: %d nút (tối đa %d)",
	"give the trees or a seed, not both":                                                  "hãy cho các cây hoặc một mã sinh, không cho cả hai",
	"random trees need a seed, a count of 1 to %d, and a depth and a branching of 1 to 8": "cây ngẫu nhiên cần một mã sinh, số cây từ 1 đến %d, độ sâu và số nhánh từ 1 đến 8",
	"random trees: %v": "cây ngẫu nhiên: %v",
	"too many trees for a class: %d (at most %d)":                                                    "quá nhiều cây cho một lớp: %d (tối đa %d)",
	"%d answer sheets for a class of %d questions":                                                   "%d bài làm cho một lớp có %d câu hỏi",
	"the server keeps %d classes, the most it may":                                                   "máy chủ đang giữ %d lớp, mức tối đa",
	"no class with id %s":                                                                            "không có lớp nào mã %s",
	"give your name: 1 to %d characters, without control characters":                                 "hãy ghi họ tên: từ 1 đến %d ký tự, không có ký tự điều khiển",
	"too many submissions from your address: at most %d at once, then one every %v; try again in %v": "địa chỉ của bạn nộp bài quá nhanh: tối đa %d bài một lúc, sau đó mỗi %v một bài; hãy thử lại sau %v",
	"the class has %d submissions, the most it may take":                                             "lớp đã có %d bài nộp, mức tối đa",
	"%s has submitted already: one submission per name":                                              "%s đã nộp bài: mỗi tên chỉ nộp một lần",
	"the deadline must be a time such as 2026-05-04T17:00:00+07:00, not %s":                          "hạn nộp phải là một thời điểm như 2026-05-04T17:00:00+07:00, không phải %s",
	"the deadline %s has passed already":                                                             "hạn nộp %s đã qua",
	"the class closed at %s (UTC): submissions are no longer taken":                                  "lớp đã hết hạn nộp lúc %s (UTC): không nhận bài nộp nữa",
	"the results need the class's secret token (the results link)":                                   "cần mã bí mật của lớp để xem kết quả (đường dẫn kết quả)",

	// store.go: games.
	"no game with id %s (a game is deleted after %v without use)":                                  "không có ván nào mã %s (một ván bị xóa sau %v không dùng đến)",
	"the server keeps %d games of this kind, the most it may: try again later":                     "máy chủ đang giữ %d ván loại này, mức tối đa: hãy thử lại sau",
	"the game could not be saved: %v":                                                              "không lưu được ván cờ (chi tiết: %v)",
	"too many new games from your address: at most %d at once, then one every %v; try again in %v": "địa chỉ của bạn tạo ván mới quá nhanh: tối đa %d ván một lúc, sau đó mỗi %v một ván; hãy thử lại sau %v",
	"game %s is busy: the engine is thinking":                                                      "ván %s đang bận: máy đang suy nghĩ",
	"human must be %q or %q, not %s":                                                               "human phải là %q hoặc %q, không phải %s",
	"plies must be at least 1, not %d":                                                             "plies phải từ 1 trở lên, không phải %d",
	"cannot take back %d moves: %d played":                                                         "không đi lại được %d nước: mới đi %d nước",

	// caro.go.
	"board size %d×%d is not supported: each side must be %d..%d": "không hỗ trợ bàn cờ %d×%d: mỗi cạnh phải từ %d đến %d",
	"human must be \"black\" or \"white\", not %s":                "human phải là \"black\" hoặc \"white\", không phải %s",
	"malformed move list: %v":                                     "trường moves không hợp lệ: %v",
	"illegal position: %v":                                        "thế cờ không hợp lệ: %v",
	"too many moves: %d for a %d×%d board":                        "quá nhiều nước đi: %d nước cho bàn cờ %d×%d",
	"a pass (-1,-1) is not a move under rule %s":                  "bỏ lượt (-1,-1) không phải là nước đi theo luật %s",
	"a move needs x and y (0-based column and row)":               "nước đi cần x và y (cột và hàng, tính từ 0)",
	"outside the board":                                           "ô nằm ngoài bàn cờ",
	"the point is taken":                                          "ô đã có quân",
	"the game is over":                                            "ván đã kết thúc",
	"no move to take back":                                        "không có nước nào để đi lại",
	"level must be 1..%d, not %d":                                 "độ mạnh (level) phải từ 1 đến %d, không phải %d",
	"the engine found no move: %v":                                "máy không tìm được nước đi: %v",
	"the engine's move %v is illegal: %v":                         "nước %v của máy không hợp lệ: %v",
	"the engine found no move":                                    "máy không tìm được nước đi",

	// xiangqi.go, pgn.go.
	"human must be \"red\" or \"black\", not %s":                               "human phải là \"red\" hoặc \"black\", không phải %s",
	"give fen or pgn, not both":                                                "hãy cho fen hoặc pgn, không cho cả hai",
	"PGN text too large: %d bytes, limit %d":                                   "văn bản PGN quá lớn: %d byte, giới hạn %d",
	"malformed PGN: %v":                                                        "PGN sai: %v",
	"no game in the PGN text":                                                  "văn bản PGN không có ván cờ nào",
	"too many PGN tags: %d, limit %d":                                          "PGN có quá nhiều thẻ: %d thẻ, giới hạn %d",
	"PGN tag %s is too long: names up to %d bytes, values up to %d characters": "thẻ PGN %s quá dài: tên tối đa %d byte, giá trị tối đa %d ký tự",
	"the game is too long: %d plies, limit %d":                                 "ván quá dài: %d lượt, giới hạn %d",
	"the game ended after ply %d (%s, %v), but the PGN goes on with %s":        "ván đã kết thúc sau lượt %d (%s, %v), nhưng PGN còn nước %s",
	"malformed FEN: %v":                                                        "%v",
	"illegal move %s: the game is over (%v)":                                   "nước đi %s không hợp lệ: ván đã kết thúc (%v)",
	"the game is too long (%d plies)":                                          "ván quá dài (%d lượt)",
	"illegal move %s: %v":                                                      "nước đi %s không hợp lệ: %v",
	"the game is over (%v)":                                                    "ván đã kết thúc (%v)",
	"think_ms and depth must not be negative":                                  "think_ms và depth không được âm",
	"depth must be 1..%d, not %d":                                              "độ sâu (depth) phải từ 1 đến %d, không phải %d",

	// tree.go: the lab.
	"missing tree: give it as text, e.g. A(B(3,5),C(2,9))":                           "thiếu cây: hãy viết cây dạng văn bản, vd. A(B(3,5),C(2,9))",
	"malformed tree: %v\n%s":                                                         "cây viết sai: %v\n%s",
	"malformed tree: %v":                                                             "cây viết sai: %v",
	"tree too large: %d nodes (the lab draws at most %d)":                            "cây quá lớn: %d nút (phòng thí nghiệm vẽ tối đa %d nút)",
	"root must be \"max\" or \"min\", not %s":                                        "root phải là \"max\" hoặc \"min\", không phải %s",
	"b and d must be 1..8 (got b=%d, d=%d)":                                          "b và d phải từ 1 đến 8 (nhận b=%d, d=%d)",
	"tree too large: %d^%d = %.0f leaves (the lab draws at most 512)":                "cây quá lớn: %d^%d = %.0f lá (phòng thí nghiệm vẽ tối đa 512 lá)",
	"need min ≤ max, at most a million apart, within ±%d (got %d..%d)":               "cần min ≤ max, cách nhau không quá một triệu, trong khoảng ±%d (nhận %d..%d)",
	"form must be \"table\" or \"tree\", not %s":                                     "form phải là \"table\" hoặc \"tree\", không phải %s",
	"answer sheet too large: at most %d rows and %d values or cuts":                  "bài làm quá lớn: tối đa %d dòng và %d giá trị hoặc nhánh cắt",
	"unknown algorithm %s (want minimax or alphabeta)":                               "không có thuật toán %s (chọn minimax hoặc alphabeta)",
	"unknown language %s (want en or vi)":                                            "không có ngôn ngữ %s (chọn en hoặc vi)",
	"count must be 1..%d (got %d)":                                                   "count phải từ 1 đến %d (nhận %d)",
	"branching and depth must be 1..8 (got %d, %d)":                                  "branching và depth phải từ 1 đến 8 (nhận %d, %d)",
	"exam too large: %d leaves a tree (at most %d), %d problems in all (at most %d)": "đề quá lớn: mỗi cây %d lá (tối đa %d), tổng cộng %d bài (tối đa %d)",
	"format must be svg, png, csv, markdown, text or json, not %s":                   "format phải là svg, png, csv, markdown, text hoặc json, không phải %s",
	"tree too large to draw: %d leaves, limit %d (export it as svg)":                 "cây quá lớn để vẽ: %d lá, giới hạn %d lá (hãy xuất dạng svg)",
	"picture too large to draw: %d×%d pixels, limit %d pixels (export it as svg)":    "hình quá lớn để vẽ: %d×%d điểm ảnh, giới hạn %d điểm ảnh (hãy xuất dạng svg)",
	"picture too large to draw: more than %d pixels (export it as svg)":              "hình quá lớn để vẽ: hơn %d điểm ảnh (hãy xuất dạng svg)",
}

// message writes format with args in lang ("vi" or "en"): in Vietnamese
// with the catalogue's format, and every argument that has a Vietnamese
// text (an error of package caro, xiangqi or tree with its detail, a msg,
// an apiError) in it.
func message(lang, format string, args ...any) string {
	return vietnameseMessages.Sprintf(lang, format, args...)
}

// msg is a message of the catalogue given as an argument of another: a
// name the page's language decides (a JSON kind, an error of caro's as the
// page words it).
func msg(format string, args ...any) i18n.Message { return vietnameseMessages.Msg(format, args...) }
