package errtext

import (
	"errors"
	"fmt"
	"testing"
)

func TestErrorInBothLanguages(t *testing.T) {
	cause := Errorf("point %d taken", "ô %d đã có quân", 3)
	if cause.Error() != "point 3 taken" || Vietnamese(cause) != "ô 3 đã có quân" {
		t.Errorf("Errorf: %q / %q", cause.Error(), Vietnamese(cause))
	}
	wrapped := &Error{EN: "move 2", VI: "nước 2", Err: cause}
	if wrapped.Error() != "move 2: point 3 taken" || wrapped.Vietnamese() != "nước 2: ô 3 đã có quân" {
		t.Errorf("with a cause: %q / %q", wrapped.Error(), wrapped.Vietnamese())
	}
	if !errors.Is(wrapped, cause) {
		t.Error("errors.Is does not find the cause")
	}
	over := errors.New("over")
	said := &Error{EN: "after the end", VI: "sau khi kết thúc", Is: over}
	if !errors.Is(said, over) || said.Vietnamese() != "sau khi kết thúc" {
		t.Errorf("Is: %v, %q", errors.Is(said, over), said.Vietnamese())
	}
	// An error without Vietnamese stays English; one that wraps an Error
	// says the Error's Vietnamese.
	if got := Vietnamese(errors.New("plain")); got != "plain" {
		t.Errorf("plain error: %q", got)
	}
	if got := Vietnamese(fmt.Errorf("context: %w", cause)); got != "ô 3 đã có quân" {
		t.Errorf("wrapped: %q", got)
	}
}
