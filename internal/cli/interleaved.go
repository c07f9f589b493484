package cli

import "flag"

// ParseInterleaved parses flags that may come before, between or after the
// positional arguments ("perft 4 --divide" as well as "perft --divide 4")
// and returns the positional arguments in order; "--" ends the flags.
func ParseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}
