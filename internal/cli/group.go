package cli

import (
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// Group is a command with subcommands (alphabeta itself, `alphabeta
// caro`). Its subcommands may be added from several files, each from an
// init function; a group is declared as a package-level variable so that
// it exists before any init runs. Its usage is in English or, with --lang
// vi anywhere in its arguments (or without --lang under a Vietnamese
// locale), in Vietnamese: its catalogue translates its title and its
// subcommands' summaries, keyed by their English.
type Group struct {
	name      string // "caro"; "" for alphabeta itself
	title     string // first line of the usage text
	catalogue i18n.Catalogue
	commands  map[string]command
}

// command is one subcommand: run receives the arguments after its name and
// returns the process exit status (0 ok, 1 failure, 2 usage error).
type command struct {
	summary string
	run     func(args []string) int
}

// groups are the groups made by NewGroup, so that a test can check the
// Vietnamese of all of them (GroupsVietnameseProblems).
var (
	groupsMu sync.Mutex
	groups   []*Group
)

// NewGroup is the group `alphabeta name` ("" for alphabeta itself); title
// is the first line of its usage; catalogue, the catalogue of the package
// that adds the subcommands, translates the title and the summaries.
func NewGroup(name, title string, catalogue i18n.Catalogue) *Group {
	g := &Group{name: name, title: title, catalogue: catalogue, commands: map[string]command{}}
	groupsMu.Lock()
	defer groupsMu.Unlock()
	groups = append(groups, g)
	return g
}

// Add adds a subcommand; a name added twice panics.
func (g *Group) Add(name, summary string, run func(args []string) int) {
	if _, dup := g.commands[name]; dup {
		panic(g.command() + ": subcommand registered twice: " + name)
	}
	g.commands[name] = command{summary: summary, run: run}
}

// Name is the group's name as given to NewGroup.
func (g *Group) Name() string { return g.name }

// Subcommands are the run functions of the group's subcommands, by name.
func (g *Group) Subcommands() map[string]func(args []string) int {
	runs := make(map[string]func(args []string) int, len(g.commands))
	for name, c := range g.commands {
		runs[name] = c.run
	}
	return runs
}

// command is the group as typed: "alphabeta caro".
func (g *Group) command() string { return strings.TrimSpace("alphabeta " + g.name) }

func isHelpFlag(a string) bool { return a == "-h" || a == "-help" || a == "--help" }

// Run dispatches args; "help X …" is "X … -h" (so that "help tree trace
// --lang vi" is "tree trace --lang vi -h"), and no arguments print the
// usage with exit status 2. Flags may come before the subcommand
// ("xiangqi --lang vi analyze …" is "xiangqi analyze --lang vi …"). The
// group's own messages are in the language of args (LangArg).
func (g *Group) Run(args []string) int {
	lang := LangArg(args)
	if len(args) == 0 {
		g.usage(os.Stderr, lang)
		return 2
	}
	if strings.HasPrefix(args[0], "-") && !isHelpFlag(args[0]) {
		i, stray := g.findSubcommand(args)
		switch {
		case i >= 0:
			args = append([]string{args[i]}, append(args[:i:i], args[i+1:]...)...)
		case slices.ContainsFunc(args, isHelpFlag):
			g.usage(os.Stdout, lang)
			return 0
		case stray >= 0:
			args = append([]string{args[stray]}, append(args[:stray:stray], args[stray+1:]...)...)
		default:
			fmt.Fprintf(os.Stderr, "%s: %s\n\n", g.command(), tr(lang, "missing subcommand (the list is below)"))
			g.usage(os.Stderr, lang)
			return 2
		}
	}
	switch args[0] {
	case "-h", "--help", "-help":
		g.usage(os.Stdout, lang)
		return 0
	case "help":
		if i, _ := g.findSubcommand(args[1:]); i >= 0 && args[1+i] != "help" {
			rest := append(slices.Clone(args[1:1+i]), args[2+i:]...)
			return g.commands[args[1+i]].run(append(rest, "-h"))
		}
		g.usage(os.Stdout, lang)
		return 0
	}
	c, ok := g.commands[args[0]]
	if !ok {
		fmt.Fprintf(os.Stderr, "%s: %s\n\n", g.command(), tr(lang, "unknown subcommand %q", args[0]))
		g.usage(os.Stderr, lang)
		return 2
	}
	return c.run(args[1:])
}

// findSubcommand is the index in args of the subcommand (or "help"), -1
// if none, when flags come before it. The group does not know which flags
// take a value, so an argument right after a flag ("--first engine") is
// taken for the subcommand only when no other argument names one
// ("--ascii play"). stray is the first argument that is neither a flag
// nor right after one (an unknown subcommand), -1 if none. Nothing after
// "--" counts.
func (g *Group) findSubcommand(args []string) (i, stray int) {
	first, stray := -1, -1
	for i, a := range args {
		if a == "--" {
			break
		}
		afterFlag := i > 0 && strings.HasPrefix(args[i-1], "-") && !strings.Contains(args[i-1], "=")
		_, known := g.commands[a]
		switch {
		case (known || a == "help") && !afterFlag:
			return i, stray
		case known || a == "help":
			if first < 0 {
				first = i
			}
		case !afterFlag && !strings.HasPrefix(a, "-") && stray < 0:
			stray = i
		}
	}
	return first, stray
}

// usage lists the subcommands sorted by name, summaries aligned, in lang.
func (g *Group) usage(w io.Writer, lang string) {
	fmt.Fprintln(w, g.say(lang, g.title))
	fmt.Fprintln(w)
	say(w, lang, "Usage: %s SUBCOMMAND [flags] [args]   (every subcommand takes -h)", g.command())
	fmt.Fprintln(w)
	say(w, lang, "Subcommands:")
	names := make([]string, 0, len(g.commands))
	width := 0
	for n := range g.commands {
		names = append(names, n)
		width = max(width, len(n))
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-*s  %s\n", width, n, g.say(lang, g.commands[n].summary))
	}
}

// say is the title or a summary in lang: in Vietnamese, its entry in the
// group's catalogue (the English when it has none, which
// GroupsVietnameseProblems refuses).
func (g *Group) say(lang, text string) string {
	if vi, ok := g.catalogue[text]; ok && lang == "vi" {
		return vi
	}
	return text
}

// GroupsVietnameseProblems says what is missing or wrong in the Vietnamese
// of the groups made by NewGroup: a title or a summary that its group's
// catalogue does not translate, one whose Vietnamese is the English itself
// or has a word of english. A test of the binary that links every group
// calls it; the catalogues' own tests refuse an entry that no group,
// subcommand or flag uses (HelpTexts).
func GroupsVietnameseProblems(english []string) []string {
	groupsMu.Lock()
	all := slices.Clone(groups)
	groupsMu.Unlock()
	var problems []string
	check := func(what, en string, c i18n.Catalogue) {
		switch vi, ok := c[en]; {
		case !ok || vi == "":
			problems = append(problems, fmt.Sprintf("%s has no Vietnamese", what))
		case vi == en && i18n.Translatable(en):
			problems = append(problems, fmt.Sprintf("the Vietnamese of %s is the English: %q", what, vi))
		case i18n.EnglishWord(vi, english) != "":
			problems = append(problems, fmt.Sprintf("the Vietnamese of %s, %q, has the English word %q", what, vi, i18n.EnglishWord(vi, english)))
		}
	}
	for _, g := range all {
		check(fmt.Sprintf("the title of %q", g.command()), g.title, g.catalogue)
		for name, c := range g.commands {
			check(fmt.Sprintf("the summary of %q", g.command()+" "+name), c.summary, g.catalogue)
		}
	}
	slices.Sort(problems)
	return problems
}
