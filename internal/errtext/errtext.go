// Package errtext is the error in English and Vietnamese of the rules
// cores (caro, xiangqi): an Error says itself in English (Error) and in
// Vietnamese (Vietnamese), so that the games, the command line and the web
// pages answer in their player's language (internal/i18n.Sprintf writes
// such an error in Vietnamese). It imports only the standard library's
// errors and fmt, so that the rules cores stay light.
package errtext

import (
	"errors"
	"fmt"
)

// Error is an error in English (EN) and Vietnamese (VI). Err, when set, is
// the cause, written after a colon in both languages; Is, when set, is
// what errors.Is and errors.As find instead of Err (a cause the text
// already says).
type Error struct {
	EN, VI string
	Err    error
	Is     error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.EN + ": " + e.Err.Error()
	}
	return e.EN
}

// Vietnamese is the error in Vietnamese, its cause included.
func (e *Error) Vietnamese() string {
	if e.Err != nil {
		return e.VI + ": " + Vietnamese(e.Err)
	}
	return e.VI
}

func (e *Error) Unwrap() error {
	if e.Is != nil {
		return e.Is
	}
	return e.Err
}

// Errorf is an error written from an English and a Vietnamese format with
// the same arguments.
func Errorf(en, vi string, args ...any) error {
	return &Error{EN: fmt.Sprintf(en, args...), VI: fmt.Sprintf(vi, args...)}
}

// Vietnamese is err's Vietnamese text where it has one (err or an error it
// wraps has a Vietnamese method), else its English.
func Vietnamese(err error) string {
	if v, ok := errors.AsType[interface {
		error
		Vietnamese() string
	}](err); ok {
		return v.Vietnamese()
	}
	return err.Error()
}
