package caro

import (
	"errors"
	"fmt"
)

// langError is an error of this package in English (Error) and Vietnamese
// (Vietnamese), so that the games, the command line and the web pages can
// answer in their player's language. err, when set, is the cause, written
// after a colon in both languages; is, when set, is what errors.Is finds
// instead (a cause the text already says).
type langError struct {
	en, vi string
	err    error
	is     error
}

func (e *langError) Error() string {
	if e.err != nil {
		return e.en + ": " + e.err.Error()
	}
	return e.en
}

// Vietnamese is the error in Vietnamese.
func (e *langError) Vietnamese() string {
	if e.err != nil {
		return e.vi + ": " + vietnamese(e.err)
	}
	return e.vi
}

func (e *langError) Unwrap() error {
	if e.is != nil {
		return e.is
	}
	return e.err
}

// errorf2 is an error written from an English and a Vietnamese format with
// the same arguments.
func errorf2(en, vi string, args ...any) error {
	return &langError{en: fmt.Sprintf(en, args...), vi: fmt.Sprintf(vi, args...)}
}

// vietnamese is err's Vietnamese text where it has one, else its English.
func vietnamese(err error) string {
	if v, ok := errors.AsType[interface {
		error
		Vietnamese() string
	}](err); ok {
		return v.Vietnamese()
	}
	return err.Error()
}
