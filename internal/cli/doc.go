// Package cli is what the command lines (cmd/alphabeta, match) share:
// subcommand groups (Group), flags given before, between or after the
// positional arguments (ParseInterleaved, Parse), the Vietnamese -h text a
// subcommand registers next to its flags (SetVietnameseHelp: its usage and
// its flags' help said by a catalogue, keyed by their English, as its
// groups' titles and summaries are), message catalogues from English
// formats to Vietnamese (Catalogue), and bounded
// reading of files (ReadFileLimited). Under --lang vi, flag errors and
// file errors are Vietnamese too.
package cli
