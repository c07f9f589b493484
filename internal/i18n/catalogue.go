package i18n

import (
	"fmt"
	"io"
)

// Catalogue is a package's message catalogue: the Vietnamese of each of
// its messages, keyed by the message's English format, in the terms of the
// glossary of docs/teaching.vi.md. A message is said through its package's
// catalogue (Sprintf, Say), kept as an argument of another (Msg) or
// returned as an error (Errorf, Error) that a caller writes in either
// language later. A test per catalogue reads the formats from the source
// and fails on one without its Vietnamese (i18ncheck.CheckDir), and one
// test reads every catalogue of the module and fails on an English message
// or a glossary term given two Vietnamese texts (i18ncheck.Consistency).
type Catalogue map[string]string

// Sprintf is format with args in lang, by the package function Sprintf.
func (c Catalogue) Sprintf(lang, format string, args ...any) string {
	return Sprintf(lang, c, format, args...)
}

// Say prints Sprintf's text and a newline on w.
func (c Catalogue) Say(w io.Writer, lang, format string, args ...any) {
	fmt.Fprintln(w, c.Sprintf(lang, format, args...))
}

// Msg is the message format with args, to be written later in either
// language: as an argument of another message, a name the reader's
// language decides, or the text of an error.
func (c Catalogue) Msg(format string, args ...any) Message {
	return Message{Format: format, Args: args, catalogue: c}
}

// Errorf is an error whose text is the message format with args: English
// (Error) or Vietnamese (Vietnamese), written when asked.
func (c Catalogue) Errorf(format string, args ...any) error {
	return &Error{Message: c.Msg(format, args...)}
}

// Message is a message of a catalogue with its arguments: its English
// format (the catalogue's key) and the arguments, so that whoever writes
// it chooses the language. String is its English, Vietnamese its
// Vietnamese (Sprintf writes it so as an argument).
type Message struct {
	Format string
	Args   []any

	catalogue Catalogue
}

// In is the message in lang ("vi" or "en").
func (m Message) In(lang string) string { return m.catalogue.Sprintf(lang, m.Format, m.Args...) }

func (m Message) String() string { return m.In("en") }

// Vietnamese is the message in Vietnamese.
func (m Message) Vietnamese() string { return m.In("vi") }

// Error is an error whose text is a Message: English by Error, Vietnamese
// by Vietnamese, so that the games, the command line and the web pages
// answer in their reader's language. Err, when set, is the cause, written
// after a colon in both languages (in Vietnamese as Sprintf writes an
// error); Is, when set, is what errors.Is and errors.As find instead of
// Err (a cause the message already says).
type Error struct {
	Message
	Err error
	Is  error
}

func (e *Error) Error() string { return e.In("en") }

// Vietnamese is the error in Vietnamese, its cause included.
func (e *Error) Vietnamese() string { return e.In("vi") }

// In is the error in lang ("vi" or "en"), its cause included.
func (e *Error) In(lang string) string {
	s := e.Message.In(lang)
	if e.Err != nil {
		s += ": " + Sprintf(lang, nil, "%v", e.Err)
	}
	return s
}

func (e *Error) Unwrap() error {
	if e.Is != nil {
		return e.Is
	}
	return e.Err
}
