package match

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/alphabeta-go/alphabeta/internal/cli"
)

// MergeUsage is the help text of `alphabeta match merge`.
const MergeUsage = `Usage:
  alphabeta match merge [--json FILE] [--pgn FILE | --sgf FILE] [--sprt '…'] FILE…

Combines the results of a match played in shards (--shard K/N on several
machines) into the result of the whole match: FILE… are the shards' --json
summaries and, if given, their --pgn or --sgf records. The scores of each
pairing are added up (game pairs stay whole: shards are cut by pairs) and
Elo, LOS, the pentanomial counts, the standings and the SPRT are computed
from the totals exactly as one process playing every game would have. The
records are written in round order to --pgn/--sgf. Summaries must be of the
same match (game, rules, time control, engines, shard count); a shard given
twice is refused, a missing one is reported.

Flags:
`

// maxMergeFile bounds one input of match merge (a summary is a few KB; a
// record of 100,000 games is about 100 MB).
const maxMergeFile = 512 << 20

// MergeCLI runs `alphabeta match merge`; it returns the exit status (0
// merged, 1 an input cannot be read or an output written, 2 usage or
// inputs that are not one match).
func MergeCLI(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("match merge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	jsonOut := fs.String("json", "", "write the merged JSON summary to this file (- for stdout, the text then goes to stderr)")
	pgnOut := fs.String("pgn", "", "write the shards' PGN records, in round order, to this file")
	sgfOut := fs.String("sgf", "", "write the shards' SGF records, in round order, to this file")
	sprtFlag := fs.String("sprt", "", "the SPRT to decide: 'elo0=0 elo1=10 alpha=0.05 beta=0.05' (default: the shards')")
	fs.Usage = func() { fmt.Fprint(stderr, MergeUsage); fs.PrintDefaults() }
	files, err := cli.ParseInterleaved(fs, expandArgs(args))
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	usage := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "alphabeta match merge: "+format+"\n", a...)
		return 2
	}
	if len(files) == 0 {
		return usage("give the shards' --json summaries (and their records)")
	}
	if *pgnOut != "" && *sgfOut != "" {
		return usage("give --pgn or --sgf, not both")
	}
	var sprt *SPRT
	if *sprtFlag != "" {
		if sprt, err = ParseSPRT(*sprtFlag); err != nil {
			return usage("%v", err)
		}
	}
	var sums []*Summary
	var records []mergeInput
	for _, name := range files {
		in, err := readMergeInput(name)
		if err != nil {
			fmt.Fprintln(stderr, "alphabeta match merge:", err)
			return 1
		}
		if in.summary != nil {
			sums = append(sums, in.summary)
		} else {
			records = append(records, in)
		}
	}
	if len(sums) == 0 {
		return usage("no --json summary among the files")
	}
	merged, notes, err := MergeSummaries(sums, sprt)
	if err != nil {
		return usage("%v", err)
	}
	if code := mergeRecordFiles(records, *pgnOut, *sgfOut, stderr); code != 0 {
		return code
	}
	out := stdout
	if *jsonOut == "-" {
		out = stderr
	}
	fmt.Fprintf(out, "Merged %d summaries of %s (%s), %s\n", len(sums), merged.Game, merged.Rules, merged.TimeControl)
	for _, n := range notes {
		fmt.Fprintln(stderr, "alphabeta match merge: warning:", n)
	}
	merged.WriteText(out)
	if err := writeJSON(*jsonOut, merged, stdout); err != nil {
		fmt.Fprintln(stderr, "alphabeta match merge:", err)
		return 1
	}
	return 0
}

// mergeInput is one file given to merge: a summary, or a record.
type mergeInput struct {
	name    string
	summary *Summary
	sgf     bool   // a record: SGF rather than PGN
	text    string // a record's text
}

func readMergeInput(name string) (mergeInput, error) {
	f, err := os.Open(name)
	if err != nil {
		return mergeInput{}, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxMergeFile+1))
	if err != nil {
		return mergeInput{}, fmt.Errorf("%s: %v", name, err)
	}
	if len(b) > maxMergeFile {
		return mergeInput{}, fmt.Errorf("%s: larger than %d MiB", name, maxMergeFile>>20)
	}
	in := mergeInput{name: name}
	text := bytes.TrimSpace(b)
	switch {
	case bytes.HasPrefix(text, []byte("{")):
		if in.summary, err = ReadSummary(bytes.NewReader(b)); err != nil {
			return in, fmt.Errorf("%s: %v", name, err)
		}
	case bytes.HasPrefix(text, []byte("(;")):
		in.sgf, in.text = true, string(b)
	case bytes.HasPrefix(text, []byte("[")), len(text) == 0:
		in.text = string(b)
	default:
		return in, fmt.Errorf("%s: neither a --json summary nor a PGN or SGF record", name)
	}
	return in, nil
}

// ReadSummary reads a summary written by --json.
func ReadSummary(r io.Reader) (*Summary, error) {
	var s Summary
	dec := json.NewDecoder(r)
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("not a match summary: %v", err)
	}
	if s.Game == "" {
		return nil, errors.New("not a match summary: no game")
	}
	switch {
	case s.Planned < 0 || s.Played < 0:
		return nil, fmt.Errorf("games_played %d and games_planned %d: negative counts", s.Played, s.Planned)
	case s.Played > s.Planned:
		return nil, fmt.Errorf("games_played %d is more than games_planned %d", s.Played, s.Planned)
	}
	for t, n := range s.Terminations {
		if n < 0 {
			return nil, fmt.Errorf("terminations: %q %d: negative count", t, n)
		}
	}
	if len(s.Engines) == 0 {
		// Summaries written before the engines were listed: the order in
		// which the pairs name them is the order of the engines.
		seen := map[string]bool{}
		for _, p := range s.Pairs {
			for _, n := range []string{p.A, p.B} {
				if !seen[n] {
					seen[n] = true
					s.Engines = append(s.Engines, n)
				}
			}
		}
	}
	return &s, nil
}

// UnmarshalJSON reads the counts of a pairing; Elo, margin and LOS are
// computed again from them.
func (p *PairResult) UnmarshalJSON(b []byte) error {
	var v struct {
		A      string `json:"a"`
		B      string `json:"b"`
		Wins   int    `json:"wins"`
		Draws  int    `json:"draws"`
		Losses int    `json:"losses"`
		Penta  []int  `json:"pentanomial"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	if v.Wins < 0 || v.Draws < 0 || v.Losses < 0 {
		return fmt.Errorf("pair %s vs %s: negative counts", v.A, v.B)
	}
	var penta [5]int
	if v.Penta != nil && len(v.Penta) != len(penta) {
		// A shorter array would be summed into the first entries.
		return fmt.Errorf("pair %s vs %s: a pentanomial of %d counts, want %d", v.A, v.B, len(v.Penta), len(penta))
	}
	copy(penta[:], v.Penta)
	for _, c := range penta {
		if c < 0 {
			return fmt.Errorf("pair %s vs %s: negative pentanomial counts", v.A, v.B)
		}
	}
	sc := Score{Wins: v.Wins, Draws: v.Draws, Losses: v.Losses, Penta: penta}
	elo, margin := sc.Elo()
	*p = PairResult{A: v.A, B: v.B, Score: sc, Elo: elo, Margin: margin, LOS: sc.LOS()}
	return nil
}

// MergeSummaries adds up the summaries of the shards of one match into the
// summary of the whole match: the pairings' counts, the terminations and
// the games are summed, and Elo, LOS, the standings and the SPRT (sprt, or
// the shards' own when nil) are computed from the totals. notes lists
// shards that are missing.
func MergeSummaries(parts []*Summary, sprt *SPRT) (merged *Summary, notes []string, err error) {
	if len(parts) == 0 {
		return nil, nil, errors.New("nothing to merge")
	}
	first := parts[0]
	m := &Summary{Game: first.Game, Rules: first.Rules, TimeControl: first.TimeControl,
		Engines: append([]string(nil), first.Engines...), Terminations: map[string]int{}}
	if sprt == nil && first.SPRT != nil {
		t := first.SPRT
		sprt = &SPRT{Elo0: t.Elo0, Elo1: t.Elo1, Alpha: t.Alpha, Beta: t.Beta}
	}
	index := map[string]int{}
	for i, n := range m.Engines {
		index[n] = i
	}
	var pairs [][2]int
	var scores []Score
	pairAt := map[[2]int]int{}
	if notes, err = checkShards(parts); err != nil {
		return nil, nil, err
	}
	for k, s := range parts {
		if err := sameMatch(first, s); err != nil {
			return nil, nil, fmt.Errorf("summary %d: %v", k+1, err)
		}
		for _, p := range s.Pairs {
			a, okA := index[p.A]
			b, okB := index[p.B]
			if !okA || !okB {
				return nil, nil, fmt.Errorf("summary %d: pair %s vs %s: not among the engines %s", k+1, p.A, p.B, strings.Join(m.Engines, ", "))
			}
			key := [2]int{a, b}
			i, ok := pairAt[key]
			if !ok {
				i = len(pairs)
				pairAt[key] = i
				pairs = append(pairs, key)
				scores = append(scores, Score{})
			}
			scores[i] = scores[i].plus(p.Score)
		}
		for t, n := range s.Terminations {
			m.Terminations[t] += n
		}
		m.Planned += s.Planned
		m.Played += s.Played
		m.Interrupted = m.Interrupted || s.Interrupted
		m.Elapsed = max(m.Elapsed, s.Elapsed)
	}
	m.tally(pairs, scores, sprt)
	return m, notes, nil
}

// plus is the sum of two scores of the same pairing.
func (s Score) plus(o Score) Score {
	s.Wins += o.Wins
	s.Draws += o.Draws
	s.Losses += o.Losses
	for k := range s.Penta {
		s.Penta[k] += o.Penta[k]
	}
	return s
}

// sameMatch reports how s differs from the match of first.
func sameMatch(first, s *Summary) error {
	switch {
	case s.Game != first.Game:
		return fmt.Errorf("game %s, not %s", s.Game, first.Game)
	case s.Rules != first.Rules:
		return fmt.Errorf("rules %q, not %q", s.Rules, first.Rules)
	case s.TimeControl != first.TimeControl:
		return fmt.Errorf("time control %s, not %s", s.TimeControl, first.TimeControl)
	case strings.Join(s.Engines, "\x00") != strings.Join(first.Engines, "\x00"):
		return fmt.Errorf("engines %s, not %s", strings.Join(s.Engines, ", "), strings.Join(first.Engines, ", "))
	case (s.SPRT == nil) != (first.SPRT == nil):
		return errors.New("one summary has an SPRT, another has none")
	}
	if a, b := s.SPRT, first.SPRT; a != nil && (a.Elo0 != b.Elo0 || a.Elo1 != b.Elo1 || a.Alpha != b.Alpha || a.Beta != b.Beta) {
		return errors.New("the SPRT parameters differ")
	}
	return nil
}

// checkShards refuses a shard given twice or shards of different counts,
// and notes the shards missing.
func checkShards(parts []*Summary) (notes []string, err error) {
	count := 0
	seen := map[int]bool{}
	for k, s := range parts {
		if s.Shard == nil {
			if count != 0 {
				return nil, fmt.Errorf("summary %d is of a whole match, the others of shards", k+1)
			}
			if k > 0 {
				// The same match given twice would count twice.
				return nil, fmt.Errorf("summary %d is of a whole match, and so is summary 1: merge adds up the shards of one match", k+1)
			}
			continue
		}
		if k > 0 && count == 0 {
			return nil, fmt.Errorf("summary %d is of shard %s, summary 1 of a whole match", k+1, s.Shard)
		}
		if err := s.Shard.Validate(); err != nil {
			return nil, fmt.Errorf("summary %d: %v", k+1, err)
		}
		if count != 0 && s.Shard.Count != count {
			return nil, fmt.Errorf("summary %d is of shard %s, the others of %d shards", k+1, s.Shard, count)
		}
		count = s.Shard.Count
		if seen[s.Shard.Index] {
			return nil, fmt.Errorf("shard %s is given twice", s.Shard)
		}
		seen[s.Shard.Index] = true
	}
	var missing []string
	for i := 1; i <= count; i++ {
		if !seen[i] {
			missing = append(missing, fmt.Sprint(i))
		}
	}
	if len(missing) > 0 {
		notes = append(notes, fmt.Sprintf("shards %s of %d are missing: the result covers the others only", strings.Join(missing, ", "), count))
	}
	return notes, nil
}

// mergeRecordFiles writes the records, in round order, to pgnOut or sgfOut.
func mergeRecordFiles(records []mergeInput, pgnOut, sgfOut string, stderr io.Writer) int {
	out, sgf := pgnOut, false
	if sgfOut != "" {
		out, sgf = sgfOut, true
	}
	if len(records) == 0 {
		if out != "" {
			fmt.Fprintln(stderr, "alphabeta match merge: --pgn/--sgf given but no record among the files")
			return 2
		}
		return 0
	}
	if out == "" {
		fmt.Fprintf(stderr, "alphabeta match merge: %s is a game record: give --pgn or --sgf for the merged records\n", records[0].name)
		return 2
	}
	var texts []string
	for _, r := range records {
		if r.sgf != sgf && strings.TrimSpace(r.text) != "" {
			want := "PGN (--pgn)"
			if sgf {
				want = "SGF (--sgf)"
			}
			fmt.Fprintf(stderr, "alphabeta match merge: %s: not %s\n", r.name, want)
			return 2
		}
		texts = append(texts, r.text)
	}
	var b bytes.Buffer
	if err := MergeRecords(texts, &b); err != nil {
		fmt.Fprintln(stderr, "alphabeta match merge:", err)
		return 2
	}
	if err := os.WriteFile(out, b.Bytes(), 0o644); err != nil {
		fmt.Fprintln(stderr, "alphabeta match merge:", err)
		return 1
	}
	return 0
}

// MergeRecords writes the games of several PGN or SGF records written by
// the runner to w, sorted by round (games of one round keep their order:
// an unfinished game before its replay by --resume).
func MergeRecords(texts []string, w io.Writer) error {
	type game struct {
		round int
		text  string
	}
	var games []game
	for k, text := range texts {
		chunks, err := splitRecord(text)
		if err != nil {
			return fmt.Errorf("record %d: %v", k+1, err)
		}
		for _, c := range chunks {
			past, err := ReadPastGames(strings.NewReader(c))
			if err != nil || len(past) != 1 {
				return fmt.Errorf("record %d: a game without its round: %.60q", k+1, c)
			}
			games = append(games, game{past[0].Round, c})
		}
	}
	sort.SliceStable(games, func(i, j int) bool { return games[i].round < games[j].round })
	for _, g := range games {
		if _, err := io.WriteString(w, g.text); err != nil {
			return err
		}
	}
	return nil
}

// splitRecord cuts a record into its games, each ending in a newline (PGN
// games in a blank line): a PGN game starts at its [Event] tag, an SGF game
// at "(;".
func splitRecord(text string) ([]string, error) {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	trimmed := strings.TrimSpace(text)
	if trimmed == "" {
		return nil, nil
	}
	var starts []int
	if strings.HasPrefix(trimmed, "(;") {
		for i := 0; ; {
			k := strings.Index(text[i:], "(;")
			if k < 0 {
				break
			}
			starts = append(starts, i+k)
			i += k + 2
		}
	} else {
		if !strings.HasPrefix(trimmed, "[Event ") {
			return nil, errors.New("a PGN record starts with an [Event] tag")
		}
		for i, line := 0, ""; i < len(text); i += len(line) {
			line = text[i:]
			if k := strings.IndexByte(line, '\n'); k >= 0 {
				line = line[:k+1]
			}
			if strings.HasPrefix(line, "[Event ") {
				starts = append(starts, i)
			}
		}
	}
	var out []string
	for k, s := range starts {
		end := len(text)
		if k+1 < len(starts) {
			end = starts[k+1]
		}
		g := strings.TrimSpace(text[s:end]) + "\n"
		if !strings.HasPrefix(g, "(;") {
			g += "\n"
		}
		out = append(out, g)
	}
	return out, nil
}
