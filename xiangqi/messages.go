package xiangqi

import "github.com/alphabeta-go/alphabeta/internal/i18n"

// messages is the package's catalogue: the Vietnamese of its errors, keyed
// by their English formats, in the terms of the glossary of
// docs/teaching.vi.md, so that the games, the command line and the web
// pages say them in their reader's language. TestVietnameseMessages
// checks that every format given to errorf and tr has its entry.
var messages = i18n.Catalogue{
	"PGN game %d: move %d: %v":                     "ván %d của PGN: nước %d: %v",
	"PGN game %d: %v":                              "ván %d của PGN: %v",
	"move %d (%s) is not legal":                    "nước %d (%s) không hợp lệ",
	"tag [%s]: want [Name \"value\"]":              "thẻ [%s]: cần dạng [Tên \"giá trị\"]",
	"tag [%s]: the value must be in double quotes": "thẻ [%s]: giá trị phải nằm trong ngoặc kép",
	"unterminated tag":                             "thẻ chưa đóng (thiếu ])",
}

// errorf is an error whose text is a message of the catalogue.
func errorf(format string, args ...any) error { return messages.Errorf(format, args...) }

// tr is format with args in lang, from the catalogue.
func tr(lang, format string, args ...any) string { return messages.Sprintf(lang, format, args...) }
