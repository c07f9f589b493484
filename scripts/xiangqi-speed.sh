#!/usr/bin/env bash
# Depth and speed of xiangqi engines on the same positions: each engine in
# turn gets `go infinite` and `stop` after SECONDS (default 10), and its last
# `info depth … nodes …` line is printed per position.
#
#   scripts/xiangqi-speed.sh [-t SECONDS] [-j] POSITIONS.txt 'PROTO ENGINE' ['PROTO ENGINE'…]
#
# PROTO is uci or ucci (fairy-stockfish in its default mode). POSITIONS.txt
# holds one FEN a line, or "startpos" (scripts/xiangqi-speed-positions.txt:
# the start and 20 middle games of docs/strength.md). With -j the engines
# search each position at the same time, one core each (so they compare at
# equal time on equal hardware); without it one after the other. Each engine
# gets one thread and its default hash.
set -euo pipefail
secs=10 together=0
while getopts t:j o; do
  case $o in t) secs=$OPTARG ;; j) together=1 ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
[ $# -ge 2 ] || { echo "usage: $0 [-t SECONDS] [-j] POSITIONS.txt 'PROTO ENGINE' ['PROTO ENGINE'…]" >&2; exit 2; }
file=$1; shift

one() { # PROTO ENGINE POSITION
  local pos="position fen $3"
  [ "$3" = startpos ] && pos="position startpos"
  local line
  line=$( { echo "$1"; echo isready; echo "$pos"; echo go infinite; sleep "$secs"; echo stop; sleep 1; echo quit; } \
    | $2 2>/dev/null | grep '^info depth' | grep ' nodes ' | tail -n 1 || true)
  echo "$line"
}

n=0
grep -v '^#' "$file" | while read -r fen; do
  [ -n "$fen" ] || continue
  n=$((n + 1))
  dir=$(mktemp -d)
  i=0
  for eng in "$@"; do
    i=$((i + 1))
    if [ "$together" = 1 ]; then
      one "${eng%% *}" "${eng#* }" "$fen" > "$dir/$i" &
    else
      one "${eng%% *}" "${eng#* }" "$fen" > "$dir/$i"
    fi
  done
  wait
  i=0
  for eng in "$@"; do
    i=$((i + 1))
    printf '%s\t%s\t%s\n' "$n" "$(basename "${eng#* }")" "$(cat "$dir/$i")"
  done
  rm -rf "$dir"
done
