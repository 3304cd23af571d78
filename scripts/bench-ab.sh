#!/usr/bin/env bash
# Compares builds of sudoku-bench side by side, for small engine changes:
# runs each BINARY in turn, ROUNDS times, on one FILE and MODE
# (`--seconds SECS --limit 10000`), and prints per binary the median of
# its ours/peer ratios (each from one process, so machine drift cancels)
# and the max and median of our puzzles per second.
#
#   cargo build --release -p sudoku-bench && cp target/release/sudoku-bench /tmp/old
#   ... change the engine, build again, cp to /tmp/new ...
#   scripts/bench-ab.sh 9 first ../shared/data/forum_hardest_1106.txt /tmp/old /tmp/new
#
# SECS defaults to 2. On the shared dev machine a single run moves by ±5%;
# nine rounds bring the median within about ±2%.
set -euo pipefail
if [ $# -lt 4 ]; then
  echo "usage: $0 ROUNDS MODE FILE BINARY..." >&2
  exit 2
fi
rounds=$1 mode=$2 file=$3
shift 3
declare -A ratios ours
for _ in $(seq "$rounds"); do
  for binary in "$@"; do
    row=$("$binary" --seconds "${SECS:-2}" --limit 10000 --modes "$mode" "$file" | tail -1)
    ratios[$binary]+=" $(echo "$row" | awk -F'|' '{print $6}')"
    ours[$binary]+=" $(echo "$row" | awk -F'|' '{print $4}')"
  done
done
median() { tr ' ' '\n' <<<"$*" | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
largest() { tr ' ' '\n' <<<"$*" | grep . | sort -n | tail -1; }
for binary in "$@"; do
  echo "$binary $(basename "$file" .txt) $mode: ratio median $(median ${ratios[$binary]})," \
    "ours/s max $(largest ${ours[$binary]}) median $(median ${ours[$binary]})"
done
