// Package i18n writes the project's messages in English or Vietnamese,
// the one way the project translates. Every package that says something
// keeps one Catalogue: a map from each English format to its Vietnamese
// (caro's and xiangqi's errors, tree's parse errors and commands, the web
// API's in web/messages.go, the command line's in cmd/alphabeta and
// internal/cli). A message is written at once (Sprintf), or kept with its
// format and arguments, as an argument of another (Message) or an error
// (Error), and written in the reader's language later. An argument that
// is a Vietnamer (a Message, an Error, a side, a rule, the end of a game)
// is written in Vietnamese in a Vietnamese message. The package imports
// only the standard library, so that the rules cores stay light.
package i18n

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"unicode"
)

// Vietnamer is a value that can say itself in Vietnamese: a Message, an
// Error, the errors of xiangqi and tree, a side, a rule, the end of a
// game.
type Vietnamer interface{ Vietnamese() string }

// Sprintf writes format with args in lang ("vi" or "en"; anything else is
// English). In Vietnamese, format is replaced by its entry in catalogue
// (when it has one) and every argument that is a Vietnamer, or an error
// that wraps one, by its Vietnamese: the detail of an error is translated,
// not kept in English inside a Vietnamese sentence. An error with no
// Vietnamese of its own (the operating system's, a library's) becomes
// Cause's sentence with its English after "chi tiết:", unless the
// Vietnamese format introduces it with "chi tiết:" itself, or the format
// is English (not in the catalogue) anyway. A Vietnamese format may leave
// out an argument it cannot translate by numbering the ones it keeps
// (%[1]d).
func Sprintf(lang string, catalogue Catalogue, format string, args ...any) string {
	if lang != "vi" {
		return fmt.Sprintf(format, args...)
	}
	vi, translated := catalogue[format]
	if translated {
		format = vi
	}
	// The format's words are Vietnamese (or there are none): a bare error
	// needs a Vietnamese sentence, unless the format gives it one.
	explain := (translated || !Translatable(format)) && !strings.Contains(format, DetailMark)
	out := make([]any, len(args))
	for i, a := range args {
		out[i] = a
		if err, ok := a.(error); ok {
			if v, ok := errors.AsType[interface {
				error
				Vietnamer
			}](err); ok {
				out[i] = v.Vietnamese()
			} else if explain {
				out[i] = Cause(err)
			}
		} else if v, ok := a.(Vietnamer); ok {
			out[i] = v.Vietnamese()
		}
	}
	return fmt.Sprintf(format, out...)
}

// DetailMark introduces, in a Vietnamese message, the English text of a
// cause that has no Vietnamese: "không ghi được a.png (chi tiết: write
// a.png: no space left on device)".
const DetailMark = "chi tiết: "

// Cause is the Vietnamese of an error that has none of its own (one of the
// operating system, of the standard library, of an engine's internals): a
// Vietnamese sentence saying what kind of failure it is, then the error's
// own English text after "chi tiết:", which names the file and can be
// searched for.
func Cause(err error) string {
	return causeSentence(err) + " (" + DetailMark + err.Error() + ")"
}

// causeSentence says in Vietnamese what kind of failure err is.
func causeSentence(err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "không có tệp hay thư mục này"
	case errors.Is(err, fs.ErrPermission):
		return "không có quyền truy cập"
	case errors.Is(err, fs.ErrExist):
		return "tệp đã có"
	case errors.Is(err, syscall.ENOSPC):
		return "đĩa đã đầy"
	case errors.Is(err, syscall.EISDIR):
		return "đây là một thư mục, không phải một tệp"
	case errors.Is(err, syscall.ENOTDIR):
		return "một phần của đường dẫn không phải là thư mục"
	case errors.Is(err, syscall.EROFS):
		return "hệ thống tệp chỉ cho phép đọc"
	case errors.Is(err, syscall.EPIPE):
		return "nơi nhận dữ liệu đã đóng"
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, os.ErrDeadlineExceeded):
		return "quá thời hạn"
	case errors.Is(err, context.Canceled):
		return "đã bị hủy"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "dữ liệu dừng giữa chừng"
	}
	var pathErr *fs.PathError
	var linkErr *os.LinkError
	var sysErr *os.SyscallError
	var errno syscall.Errno
	if errors.As(err, &pathErr) || errors.As(err, &linkErr) || errors.As(err, &sysErr) || errors.As(err, &errno) {
		return "lỗi của hệ điều hành"
	}
	return "lỗi bên trong chương trình"
}

// Translatable tells whether text has words to translate: letters outside
// its verbs, quoted input, paths and flags. A catalogue's Vietnamese for
// such a text must differ from it.
func Translatable(text string) bool {
	return strings.ContainsFunc(literal.ReplaceAllString(verb.ReplaceAllString(text, ""), ""), unicode.IsLetter)
}

var (
	verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)
	// literal are the parts of a text that are not its language: quoted
	// input, paths, flags.
	literal = regexp.MustCompile(`"(?:[^"\\]|\\.)*"…?|'[^']*'|/\S*|--?[a-z]\S*`)
)

// EnglishWord is the first word of text (outside quotes, paths, flags,
// verbs and the English details after "chi tiết:") that is one of english,
// or "".
func EnglishWord(text string, english []string) string {
	text = literal.ReplaceAllString(verb.ReplaceAllString(WithoutDetails(text), ""), "")
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if slices.Contains(english, w) {
			return w
		}
	}
	return ""
}

// WithoutDetails is text without the English details of its causes: each
// "chi tiết: …" to the parenthesis that closes the one before it, or else
// to the end of its line.
func WithoutDetails(text string) string {
	var b strings.Builder
	for {
		i := strings.Index(text, DetailMark)
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		b.WriteString(text[:i])
		rest := text[i+len(DetailMark):]
		end := strings.IndexByte(rest, '\n')
		if end < 0 {
			end = len(rest)
		}
		if strings.HasSuffix(text[:i], "(") {
			depth := 1
			for j, r := range rest[:end] {
				if r == '(' {
					depth++
				} else if r == ')' {
					if depth--; depth == 0 {
						end = j
						break
					}
				}
			}
		}
		text = rest[end:]
	}
}

// jsonErrors and jsonContexts are the Vietnamese of encoding/json's
// syntax errors, keyed by their English (catalogues, so that the module's
// consistency test reads them with the other messages): whole errors, and
// the places encoding/json names in "invalid character 'x' looking for
// beginning of value".
var jsonErrors = Catalogue{
	"unexpected end of JSON input":       "dữ liệu JSON dừng giữa chừng",
	"expected comma after array element": "cần ',' sau một phần tử của mảng", // json.Decoder.Token's
	"expected colon after object key":    "cần ':' sau tên một trường",
}

var jsonContexts = Catalogue{

	"looking for beginning of value":             "ở chỗ cần một giá trị",
	"looking for beginning of object key string": "ở chỗ cần tên một trường (một chuỗi)",
	"after object key":                           "sau tên một trường (cần ':')",
	"after object key:value pair":                "sau một cặp tên: giá trị (cần ',' hoặc '}')",
	"after array element":                        "sau một phần tử của mảng (cần ',' hoặc ']')",
	"in string literal":                          "trong một chuỗi",
	"in string escape code":                      "sau dấu \\ trong một chuỗi",
	`in \u hexadecimal character escape`:         "trong mã \\u (cần bốn chữ số thập lục phân)",
	"in numeric literal":                         "trong một số",
	"after decimal point in numeric literal":     "sau dấu chấm thập phân của một số",
	"in exponent of numeric literal":             "trong số mũ của một số",
	"after top-level value":                      "sau giá trị",
}

var (
	jsonBadChar = regexp.MustCompile(`^(?:json: )?invalid character ('(?:[^'\\]|\\.)*'|.)(?: (.*))?$`)
	jsonLiteral = regexp.MustCompile(`^in literal (true|false|null) \(expecting ('(?:[^'\\]|\\.)*')\)$`)
)

// JSONSyntax is the Vietnamese of a syntax error of encoding/json (the
// text of a *json.SyntaxError), or false when it is not one of those.
func JSONSyntax(msg string) (string, bool) {
	msg = strings.TrimPrefix(msg, "json: ")
	if vi, ok := jsonErrors[msg]; ok {
		return vi, true
	}
	m := jsonBadChar.FindStringSubmatch(msg)
	if m == nil {
		return "", false
	}
	if m[2] == "" { // json.Decoder.Token's, right after '{'
		return "ký tự " + m[1] + " không hợp lệ", true
	}
	if where, ok := jsonContexts[m[2]]; ok {
		return "ký tự " + m[1] + " không hợp lệ " + where, true
	}
	if l := jsonLiteral.FindStringSubmatch(m[2]); l != nil {
		return "ký tự " + m[1] + " không hợp lệ trong " + l[1] + " (cần " + l[2] + ")", true
	}
	return "", false
}

// JSONSyntaxText is the text of a syntax error of encoding/json (a
// *json.SyntaxError's Error) as an argument of a message: English as
// encoding/json writes it, without its "json: ", and Vietnamese by
// JSONSyntax, or, for a text JSONSyntax does not know, "sai cú pháp" with
// the English as its detail. The web API and tree's JSON parser both say
// these errors through it.
type JSONSyntaxText string

func (t JSONSyntaxText) String() string { return strings.TrimPrefix(string(t), "json: ") }

// Vietnamese is the error in Vietnamese.
func (t JSONSyntaxText) Vietnamese() string {
	if vi, ok := JSONSyntax(string(t)); ok {
		return vi
	}
	return "sai cú pháp (" + DetailMark + t.String() + ")"
}
