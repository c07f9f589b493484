package caro

import "github.com/alphabeta-go/alphabeta/internal/i18n"

// messages is the package's catalogue: the Vietnamese of its errors, keyed
// by their English formats, in the terms of the glossary of
// docs/teaching.vi.md. Every error of the package is a message of it
// (i18n.Error), so that the games, the command line and the web pages say
// it in their reader's language. TestVietnameseMessages checks that every
// format given to errorf and msg has its entry.
var messages = i18n.Catalogue{
	"caro: board %d×%d: each side must be %d..%d":                           "bàn cờ %d×%d: mỗi cạnh phải từ %d đến %d",
	"caro: %d in a row does not fit on a %d×%d board":                       "%d quân liên tiếp không vừa bàn cờ %d×%d",
	"caro: unknown rule %v":                                                 "không có luật %v",
	"caro: point outside the board":                                         "ô nằm ngoài bàn cờ",
	"caro: point already occupied":                                          "ô đã có quân",
	"caro: the game is over":                                                "ván đã kết thúc",
	"caro: no move to take back":                                            "không có nước nào để đi lại",
	"caro: move list: bad number %q at column %d":                           "danh sách nước đi: số sai %q ở ký tự thứ %d",
	"caro: move list: unexpected %q at column %d (want pairs x,y)":          "danh sách nước đi: không đọc được %q ở ký tự thứ %d (cần các cặp x,y)",
	"caro: move list: %d numbers, want pairs x,y":                           "danh sách nước đi: có %d số, cần các cặp x,y",
	"caro: move list: expected a column letter at column %d, got %q":        "danh sách nước đi: cần một chữ cái chỉ cột ở ký tự thứ %d, nhưng gặp %q",
	"caro: move list: square %q at column %d needs a row number 1..99":      "danh sách nước đi: ô %q ở ký tự thứ %d cần số hàng từ 1 đến 99",
	"caro: move list: row %d at column %d (rows start at 1)":                "danh sách nước đi: hàng %d ở ký tự thứ %d (hàng bắt đầu từ 1)",
	"unknown rule %q (want freestyle, standard, renju, caro or caro-exact)": "không có luật %q (chọn freestyle, standard, renju, caro hoặc caro-exact)",
	"move %d (%v) comes after the end of the game (%v)":                     "nước %d (%v) đi sau khi ván đã kết thúc (%v)",
	"move %d (%v)": "nước %d (%v)",
	"stone %v":     "quân %v",
}

// errorf is an error whose text is a message of the catalogue.
func errorf(format string, args ...any) error { return messages.Errorf(format, args...) }

// msg is a message of the catalogue, to be written in either language.
func msg(format string, args ...any) i18n.Message { return messages.Msg(format, args...) }
