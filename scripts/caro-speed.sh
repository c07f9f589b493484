#!/usr/bin/env bash
# Depth and speed of Gomocup (pbrain) engines on the same positions, one at a
# time, each given a fixed time a move (default 1000 ms): for every engine and
# position, the engine's last MESSAGE line before its move.
#
#   scripts/caro-speed.sh [-t MS] [-n COUNT] [-r RULE] POSITIONS.tsv ENGINE [ENGINE…]
#
# RULE is the Gomocup rule code sent as INFO rule (default 0, freestyle; 4 renju).
# POSITIONS.tsv is the puzzle format (id, size, side, moves "x,y x,y …", …), e.g.
# caro/engine/data/vct.tsv; the first COUNT (default 20) positions are used.
set -euo pipefail
ms=1000 count=20 rule=0
while getopts t:n:r: o; do
  case $o in t) ms=$OPTARG ;; n) count=$OPTARG ;; r) rule=$OPTARG ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
[ $# -ge 2 ] || { echo "usage: $0 [-t MS] [-n COUNT] [-r RULE] POSITIONS.tsv ENGINE [ENGINE…]" >&2; exit 2; }
file=$1; shift
grep -v '^#' "$file" | grep -v '^id' | head -n "$count" | while IFS=$'\t' read -r id size side moves _; do
  for eng in "$@"; do
    # BOARD lists own stones as 1, the opponent's as 2; the side to move is own.
    board=$(echo "$moves" | tr ' ' '\n' | awk -v side="$side" '
      { who = (NR % 2 == 1) ? "B" : "W"; print $0 "," (who == side ? 1 : 2) }')
    out=$( { printf 'START %s\r\nINFO timeout_turn %s\r\nINFO timeout_match 0\r\nINFO rule %s\r\nBOARD\r\n' "$size" "$ms" "$rule"
             printf '%s\r\n' "$board"
             printf 'DONE\r\n'; sleep $(( ms / 1000 + 2 )); printf 'END\r\n'; } | "$eng" 2>/dev/null | tr -d '\r' )
    msg=$(echo "$out" | grep '^MESSAGE' | tail -n 1)
    move=$(echo "$out" | grep -E '^[0-9]+,[0-9]+$' | head -n 1)
    printf '%s\t%s\t%s\t%s\n' "$id" "$(basename "$eng")" "$move" "$msg"
  done
done
