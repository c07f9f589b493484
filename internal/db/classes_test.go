package db

import (
	"errors"
	"path/filepath"
	"testing"
	"time"
)

// Classes and their submissions: the limits, one submission per name
// (without case), and both kept across a reopen of the file.
func TestClasses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.db")
	d, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	at := time.UnixMilli(1_700_000_000_000)
	if err := d.AddClass(Class{ID: "c1", Token: "secret", Data: []byte(`{}`), Created: at}, 1); err != nil {
		t.Fatal(err)
	}
	if err := d.AddClass(Class{ID: "c2", Token: "t", Data: []byte(`{}`), Created: at}, 1); !errors.Is(err, ErrTooManyClasses) {
		t.Errorf("a second class past the limit: %v", err)
	}
	if _, err := d.GetClass("nope"); !errors.Is(err, ErrNoClass) {
		t.Errorf("GetClass(nope): %v", err)
	}
	if _, err := d.AddSubmission("nope", Submission{Name: "A"}, 2, true); !errors.Is(err, ErrNoClass) {
		t.Errorf("a submission to no class: %v", err)
	}
	if n, err := d.AddSubmission("c1", Submission{Name: "Nguyễn Văn Ánh", Data: []byte(`1`), Created: at}, 2, true); n != 1 || err != nil {
		t.Fatalf("first submission: %d %v", n, err)
	}
	if _, err := d.AddSubmission("c1", Submission{Name: " nguyễn  văn ánh ", Data: []byte(`2`), Created: at}, 2, true); !errors.Is(err, ErrNameTaken) {
		t.Errorf("the same name again: %v", err)
	}
	if n, err := d.AddSubmission("c1", Submission{Name: "nguyễn văn ánh", Data: []byte(`2`), Created: at}, 2, false); n != 2 || err != nil {
		t.Errorf("a retry allowed: %d %v", n, err)
	}
	if _, err := d.AddSubmission("c1", Submission{Name: "B", Data: []byte(`3`), Created: at}, 2, false); !errors.Is(err, ErrClassFull) {
		t.Errorf("past the limit: %v", err)
	}
	d.Close()
	d, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	c, err := d.GetClass("c1")
	if err != nil || c.Token != "secret" || !c.Created.Equal(at) {
		t.Fatalf("after a reopen: %+v %v", c, err)
	}
	subs, err := d.Submissions("c1")
	if err != nil || len(subs) != 2 || subs[0].Name != "Nguyễn Văn Ánh" || string(subs[1].Data) != "2" || subs[1].Seq != 2 {
		t.Errorf("after a reopen: %+v %v", subs, err)
	}
}
