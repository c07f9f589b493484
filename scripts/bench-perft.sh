#!/usr/bin/env bash
# Perft speed: alphabeta's xiangqi move generator against fairy-stockfish,
# side by side in the same run. Installs nothing.
#
#   scripts/bench-perft.sh [DEPTH [RUNS [FEN]]]      (defaults: 5, 3, start position)
#
# Both run as processes, one thread, bulk counting at the last ply (which is
# what fairy-stockfish's `go perft` does), alternating ours/theirs in each run.
# Each time is the process's user+sys CPU time (robust when the machine is
# shared; wall time is printed too). Prints the medians and ours/theirs.
set -euo pipefail
cd "$(dirname "$0")/.."

depth=${1:-5}
runs=${2:-3}
fen=${3:-"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"}
fsf=${FAIRY_STOCKFISH:-$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/alphabeta" ./cmd/alphabeta

have_fsf=1
if [ ! -x "$fsf" ]; then
  echo "fairy-stockfish not found ($fsf): timing ours only" >&2
  have_fsf=0
fi

# timed CMD... : runs CMD, stdout to $tmp/out, prints "cpu wall" in seconds.
timed() {
  local TIMEFORMAT='%U %S %R'
  local t
  t=$( { time "$@" >"$tmp/out"; } 2>&1 )
  awk '{printf "%.3f %.3f\n", $1 + $2, $3}' <<<"$t"
}

run_ours() { "$tmp/alphabeta" xiangqi perft --fen "$fen" "$depth"; }
run_fsf() {
  printf 'ucci\nposition fen %s\ngo perft %s\nquit\n' "$fen" "$depth" | "$fsf"
}

ours_cpu=() ; ours_wall=() ; fsf_cpu=() ; fsf_wall=()
for ((i = 1; i <= runs; i++)); do
  read -r c w < <(timed run_ours)
  ours_nodes=$(awk '/^nodes/ {print $2}' "$tmp/out")
  ours_cpu+=("$c"); ours_wall+=("$w")
  line="run $i: ours ${c}s cpu ${w}s wall ($ours_nodes nodes)"
  if [ "$have_fsf" = 1 ]; then
    read -r c w < <(timed run_fsf)
    fsf_nodes=$(awk '/Nodes searched/ {print $3}' "$tmp/out")
    fsf_cpu+=("$c"); fsf_wall+=("$w")
    line+="; fairy-stockfish ${c}s cpu ${w}s wall ($fsf_nodes nodes)"
    if [ "$ours_nodes" != "$fsf_nodes" ]; then
      echo "$line"
      echo "MISMATCH: ours $ours_nodes, fairy-stockfish $fsf_nodes" >&2
      exit 1
    fi
  fi
  echo "$line"
done

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR] = $1} END {if (NR % 2) print a[(NR + 1) / 2]; else printf "%.3f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

oc=$(median "${ours_cpu[@]}"); ow=$(median "${ours_wall[@]}")
echo "median ours: perft $depth ${oc}s cpu ${ow}s wall"
if [ "$have_fsf" = 1 ]; then
  fc=$(median "${fsf_cpu[@]}"); fw=$(median "${fsf_wall[@]}")
  echo "median fairy-stockfish: perft $depth ${fc}s cpu ${fw}s wall"
  awk -v o="$oc" -v f="$fc" -v ow="$ow" -v fw="$fw" 'BEGIN {
    printf "ratio ours/fairy-stockfish: %.3f (cpu), %.3f (wall); the bar is at most 0.5\n", o / f, ow / fw }'
fi
