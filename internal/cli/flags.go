package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"reflect"
	"regexp"
	"strings"
	"sync"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
	"github.com/alphabeta-go/alphabeta/internal/i18n/negotiate"
)

// Parse parses a subcommand's flags, which may come before or after
// its positional arguments ("--" ends them), and checks --lang when lang is
// not nil. When ok is false the caller returns code: 0 after -h (the usage
// has been printed), 2 after a bad flag or language (the reason has been
// printed on fs.Output()). With --lang vi among the arguments, the reason
// is in Vietnamese, followed by where to find the usage, instead of the
// flag package's English and the usage, and -h prints the Vietnamese help
// set by SetVietnameseHelp. Without --lang, *lang defaults to the
// locale's language (localeLang), and -h says so.
func Parse(fs *flag.FlagSet, args []string, lang *string) (pos []string, code int, ok bool) {
	l := "en"
	if lang != nil {
		l = LangArg(args)
		useLocaleDefault(fs)
	}
	out, usage := fs.Output(), fs.Usage
	if l == "vi" {
		fs.SetOutput(io.Discard)
		fs.Usage = func() {}
	}
	pos, err := ParseInterleaved(fs, args)
	if l == "vi" {
		fs.SetOutput(out)
		fs.Usage = usage
	}
	switch {
	case errors.Is(err, flag.ErrHelp):
		if l == "vi" {
			printUsageVietnamese(fs)
		}
		return nil, 0, false
	case err != nil:
		if l == "vi" {
			usageError(fs, l, "%v", flagError(err))
			UsageHint(fs, l)
		}
		return nil, 2, false
	}
	if lang != nil && *lang != "en" && *lang != "vi" {
		return nil, usageError(fs, "en", "--lang %q: want en or vi", *lang), false
	}
	return pos, 0, true
}

// ParseOnly is Parse for a subcommand that takes no positional
// argument: one is an error.
func ParseOnly(fs *flag.FlagSet, args []string, lang *string) (code int, ok bool) {
	pos, code, ok := Parse(fs, args, lang)
	if ok && len(pos) > 0 {
		l := "en"
		if lang != nil {
			l = *lang
		}
		return usageError(fs, l, "unexpected argument %q", pos[0]), false
	}
	return code, ok
}

// UsageHint prints on fs.Output(), in lang, where to find fs's usage.
func UsageHint(fs *flag.FlagSet, lang string) {
	say(fs.Output(), lang, "Type %s -h for its usage.", CommandName(fs))
}

// CommandName is the subcommand as typed: "alphabeta xiangqi play".
func CommandName(fs *flag.FlagSet) string {
	if strings.HasPrefix(fs.Name(), "alphabeta ") {
		return fs.Name()
	}
	return "alphabeta " + fs.Name()
}

// vietnameseHelp is how a subcommand says its -h text in Vietnamese: its
// FlagSet, the catalogue that translates its texts, and its usage (the
// usage line and the description) as an English format with arguments.
type vietnameseHelp struct {
	fs        *flag.FlagSet
	catalogue i18n.Catalogue
	usage     string
	args      []any
}

// vietnameseHelps holds the vietnameseHelp of each subcommand with --lang,
// by CommandName: each sets its own with SetVietnameseHelp next to its
// flags. The mutex keeps subcommands run from several goroutines (as a
// test may) safe.
var (
	vietnameseHelpsMu sync.Mutex
	vietnameseHelps   = map[string]vietnameseHelp{}
)

// SetVietnameseHelp gives fs its -h text for --lang vi from catalogue,
// which translates every text by its English, as every message is: the
// usage (an English format with args: the usage line and the
// description), then each flag with the Vietnamese of its English help
// (the help given to fs.String and the like).
func SetVietnameseHelp(fs *flag.FlagSet, catalogue i18n.Catalogue, usage string, args ...any) {
	vietnameseHelpsMu.Lock()
	defer vietnameseHelpsMu.Unlock()
	vietnameseHelps[CommandName(fs)] = vietnameseHelp{fs: fs, catalogue: catalogue, usage: usage, args: args}
}

// HelpTexts are the English texts that catalogue translates for the -h
// of the groups and of the subcommands that have set it with
// SetVietnameseHelp so far (a test runs their -h first): the groups'
// titles and summaries, the subcommands' usages and their flags' help,
// each with where it is said. A catalogue's test checks them with the
// formats of its messages (i18ncheck.CheckDirWith): each has its
// Vietnamese, and the catalogue holds nothing else.
func HelpTexts(catalogue i18n.Catalogue) map[string]string {
	texts := map[string]string{}
	same := func(c i18n.Catalogue) bool {
		return reflect.ValueOf(c).UnsafePointer() == reflect.ValueOf(catalogue).UnsafePointer()
	}
	groupsMu.Lock()
	for _, g := range groups {
		if !same(g.catalogue) {
			continue
		}
		texts[g.title] = g.command() + " -h"
		for name, c := range g.commands {
			texts[c.summary] = g.command() + " -h: " + name
		}
	}
	groupsMu.Unlock()
	vietnameseHelpsMu.Lock()
	defer vietnameseHelpsMu.Unlock()
	for command, h := range vietnameseHelps {
		if !same(h.catalogue) {
			continue
		}
		texts[h.usage] = command + " -h"
		h.fs.VisitAll(func(f *flag.Flag) {
			texts[strings.TrimSuffix(f.Usage, localeNote.String())] = command + " -h: -" + f.Name
		})
	}
	return texts
}

// valueNames is the Vietnamese of the names the flag package gives a
// flag's value in -h ("-size int"), written as one word there
// ("thời_gian").
var valueNames = i18n.Catalogue{
	"string": "chuỗi", "int": "số", "uint": "số", "float": "số", "duration": "thời gian", "value": "giá trị",
}

// printUsageVietnamese prints fs's -h text in Vietnamese on fs.Output(),
// laid out as flag.PrintDefaults does. A flag whose help the catalogue
// does not translate keeps its English help (TestVietnameseHelp refuses
// that), and a subcommand without SetVietnameseHelp prints its English
// usage.
func printUsageVietnamese(fs *flag.FlagSet) {
	vietnameseHelpsMu.Lock()
	h, ok := vietnameseHelps[CommandName(fs)]
	vietnameseHelpsMu.Unlock()
	if !ok {
		printUsage(fs)
		return
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n%s\n", strings.TrimRight(h.catalogue.Sprintf("vi", h.usage, h.args...), "\n"), tr("vi", "Flags:"))
	fs.VisitAll(func(f *flag.Flag) {
		vi := *f
		english, note := strings.CutSuffix(f.Usage, localeNote.String())
		if help, ok := h.catalogue[english]; ok {
			vi.Usage = help
			if note {
				vi.Usage += localeNote.Vietnamese()
			}
		}
		name, help := flag.UnquoteUsage(&vi)
		if t, ok := valueNames[name]; ok {
			name = strings.ReplaceAll(t, " ", "_")
		}
		fmt.Fprintf(&b, "  -%s", f.Name)
		if name != "" {
			fmt.Fprintf(&b, " %s", name)
		}
		// As flag.PrintDefaults: a one-letter boolean flag keeps its help
		// on its line.
		if len(f.Name) == 1 && name == "" {
			b.WriteString("\t")
		} else {
			b.WriteString("\n    \t")
		}
		b.WriteString(strings.ReplaceAll(help, "\n", "\n    \t"))
		switch def := f.DefValue; {
		case def == "" || def == "0" || def == "false" || def == "0s": // a zero value, not shown (as PrintDefaults)
		case name == valueNames["string"]:
			b.WriteString(tr("vi", " (default %q)", def))
		default:
			b.WriteString(tr("vi", " (default %v)", def))
		}
		b.WriteString("\n")
	})
	fmt.Fprint(fs.Output(), b.String())
}

// printUsage prints fs's usage as the flag package does for -h.
func printUsage(fs *flag.FlagSet) {
	if fs.Usage != nil {
		fs.Usage()
		return
	}
	fmt.Fprintf(fs.Output(), "Usage of %s:\n", fs.Name())
	fs.PrintDefaults()
}

// localeLang is the language of a command run without --lang: "vi" when
// the locale says Vietnamese (vi, vi_VN.UTF-8, …), else "en". The locale
// is the first of LC_ALL, LC_MESSAGES and LANG that is set, as POSIX
// orders them (LC_ALL=C over LANG=vi_VN.UTF-8 is English), read as a
// language tag by negotiate.Locale.
func localeLang() string {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(name); v != "" {
			return negotiate.Locale(v)
		}
	}
	return "en"
}

// localeNote is the note on --lang's default that useLocaleDefault adds
// to its help.
var localeNote = messages.Msg("; without --lang, vi when LC_ALL, LC_MESSAGES or LANG is Vietnamese (vi_VN.UTF-8)")

// useLocaleDefault makes fs's --lang default to localeLang, and says so in
// its help.
func useLocaleDefault(fs *flag.FlagSet) {
	f := fs.Lookup("lang")
	if f == nil {
		return
	}
	def := localeLang()
	f.Value.Set(def)
	f.DefValue = def
	if note := localeNote.String(); !strings.HasSuffix(f.Usage, note) {
		f.Usage += note
	}
}

// LangArg is the value of the last --lang in args (before "--"): the
// locale's language (localeLang) when there is none, or it is not a
// language (Parse then refuses it). A command that prints before parsing
// its flags (its usage) speaks this language.
func LangArg(args []string) string {
	l := localeLang()
	for i, a := range args {
		if a == "--" {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "lang" {
			continue
		}
		if !hasValue && i+1 < len(args) {
			value = args[i+1]
		}
		if value == "en" || value == "vi" {
			l = value
		}
	}
	return l
}

// The errors of the flag package (Go's flag.FlagSet.Parse), read back so
// that flagError can say them in the catalogue's words.
var (
	flagUndefined = regexp.MustCompile(`^flag provided but not defined: (\S+)$`)
	flagNoValue   = regexp.MustCompile(`^flag needs an argument: (\S+)$`)
	flagSyntax    = regexp.MustCompile(`^bad flag syntax: (.*)$`)
	flagBadValue  = regexp.MustCompile(`^invalid (?:boolean )?value ("(?:[^"\\]|\\.)*") for (?:flag )?(\S+): (.*)$`)
	flagBadBool   = regexp.MustCompile(`^invalid boolean flag (\S+): (.*)$`)
)

// flagError is an error of flag.FlagSet.Parse as a catalogue message (the
// error itself when it is none of the known ones).
func flagError(err error) error {
	s := err.Error()
	if m := flagUndefined.FindStringSubmatch(s); m != nil {
		return errorf("no flag %s", m[1])
	}
	if m := flagNoValue.FindStringSubmatch(s); m != nil {
		return errorf("flag %s needs a value", m[1])
	}
	if m := flagSyntax.FindStringSubmatch(s); m != nil {
		return errorf("bad flag syntax: %s", m[1])
	}
	if m := flagBadValue.FindStringSubmatch(s); m != nil {
		return errorf("%s is not a valid value for %s", m[1], m[2])
	}
	if m := flagBadBool.FindStringSubmatch(s); m != nil {
		return errorf("%s takes no value but true or false", m[1])
	}
	return err
}

// OtherFlagsSet are the flags set on the command line besides name, as
// "--flag", in the order of their names: a flag such as --signature that
// takes no other refuses them.
func OtherFlagsSet(fs *flag.FlagSet, name string) []string {
	var other []string
	fs.Visit(func(f *flag.Flag) {
		if f.Name != name {
			other = append(other, "--"+f.Name)
		}
	})
	return other
}
