package xiangqi

import "github.com/alphabeta-go/alphabeta/internal/i18n"

// messages is the package's catalogue: the Vietnamese of its errors and of
// the board's labels, keyed by their English formats, in the terms of the
// glossary of docs/teaching.vi.md, so that the games, the command line and
// the web pages say them in their reader's language.
// TestVietnameseMessages checks that every format given to errorf, tr,
// msg, newFENError and ParseFEN's bad has its entry.
var messages = i18n.Catalogue{
	"PGN game %d: move %d: %v":                     "ván %d của PGN: nước %d: %v",
	"PGN game %d: %v":                              "ván %d của PGN: %v",
	"move %d (%s) is not legal":                    "nước %d (%s) không hợp lệ",
	"tag [%s]: want [Name \"value\"]":              "thẻ [%s]: cần dạng [Tên \"giá trị\"]",
	"tag [%s]: the value must be in double quotes": "thẻ [%s]: giá trị phải nằm trong ngoặc kép",
	"unterminated tag":                             "thẻ chưa đóng (thiếu ])",

	// fen.go: FENError and its reasons.
	"bad FEN %s: %s": "FEN sai %s: %s",
	"empty":          "trống",
	"%d fields, want at most 6 (placement, side, -, -, halfmove clock, move number)":                         "%d trường, tối đa là 6 (vị trí quân, bên đi, -, -, số nửa nước, số thứ tự nước)",
	"%d ranks, want 10 separated by /":                                                                       "%d hàng, cần 10 hàng ngăn bởi /",
	"rank %d: %q is not a piece letter (KABNRCP, also E for elephant and H for horse; lower case for Black)": "hàng %d: %q không phải chữ chỉ quân (KABNRCP, E cho tượng, H cho mã; chữ thường cho Đen)",
	"rank %d has more than 9 files":                                                                          "hàng %d có hơn 9 cột",
	"%s on %s: %s":                                                                                           "%s ở %s: %s",
	"a king never leaves its palace":                                                                         "tướng không bao giờ ra khỏi cung",
	"an advisor stays on the five points of its palace":                                                      "sĩ chỉ đứng ở năm điểm trong cung",
	"an elephant stays on its seven points and never crosses the river":                                      "tượng chỉ đứng ở bảy điểm của nó và không qua sông",
	"a soldier never stands behind its starting rank":                                                        "tốt không bao giờ đứng sau hàng xuất phát của nó",
	"rank %d has %d files, want 9":                                                                           "hàng %d có %d cột, cần 9",
	"%s has no king":                                                                                         "%s không có tướng",
	"%s has %d kings":                                                                                        "%s có %d tướng",
	"%s has %d pieces, at most 16":                                                                           "%s có %d quân, tối đa 16",
	"side to move %s, want w (or r) for Red, b for Black":                                                    "bên đi %s: cần w (hoặc r) cho Đỏ, b cho Đen",
	"castling field %s, want - (xiangqi has none)":                                                           "trường nhập thành là %s, cần - (cờ tướng không có)",
	"en passant field %s, want - (xiangqi has none)":                                                         "trường bắt tốt qua đường là %s, cần - (cờ tướng không có)",
	"halfmove clock %s, want a number ≥ 0":                                                                   "số nửa nước %s: cần một số ≥ 0",
	"move number %s, want a number ≥ 1":                                                                      "số thứ tự nước %s: cần một số ≥ 1",
	"the kings face each other on file %c with nothing between":                                              "hai tướng đối mặt trên cột %c, không có quân nào ở giữa",
	"%s is in check but it is %s's turn":                                                                     "%s đang bị chiếu nhưng đến lượt %s đi",
	"no side to move: add w (Red) or b (Black) after the placement":                                          "thiếu bên đi: thêm w (Đỏ) hoặc b (Đen) sau phần vị trí quân",

	// render.go: the board's labels.
	"~~~~~~~~~ river ~~~~~~~~~": "~~~~~~~~~ sông ~~~~~~~~~~",
	"Red to move":               "Đỏ đi",
	"Black to move":             "Đen đi",
	"(in check)":                "(đang bị chiếu)",

	// notation.go: MoveError. A text no notation reads names, in
	// Vietnamese, every notation a Vietnamese player may write, not the
	// ones the parser tried (Want).
	"move %s is not legal here (%s to move)":                   "nước %s không hợp lệ ở thế cờ này (%s đi)",
	"move %q: no legal %s move matches":                        "nước %q: không có nước hợp lệ nào của %s như vậy",
	"move %q is ambiguous: more than one %s piece can play it": "nước %q chưa rõ: có hơn một quân %s đi được như vậy",
	"move %q: want %s":                                         "nước %[1]q: hãy viết theo ICCS (h2e2), ký hiệu Việt (P2-5, Pháo 2 bình 5) hoặc WXF (C2.5)",
}

// errorf is an error whose text is a message of the catalogue.
func errorf(format string, args ...any) error { return messages.Errorf(format, args...) }

// msg is a message of the catalogue, to be written later in either
// language (a FEN's reason, a MoveError).
func msg(format string, args ...any) i18n.Message { return messages.Msg(format, args...) }

// tr is format with args in lang, from the catalogue.
func tr(lang, format string, args ...any) string { return messages.Sprintf(lang, format, args...) }
