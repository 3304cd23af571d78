#!/usr/bin/env bash
# Instructions per puzzle, ours and the peer's (the `sudoku` crate), per set
# and mode, counted by valgrind's callgrind: the stable yardstick on shared
# machines where times are not. Prints a Markdown table.
#
#   scripts/instructions.sh [DATA_DIR] [MODES] [LIMIT]
#
# DATA_DIR defaults to ../shared/data (its five public sets), MODES to
# first,count2,lexmin and LIMIT to 1000 (the first puzzles of each set).
# Each count is one run of `sudoku-bench --one-pass` under callgrind with
# collection on inside one engine's pass only (`--toggle-collect`), so
# loading the file and the other engine are not counted. Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
data=${1:-../shared/data}
modes=${2:-first,count2,lexmin}
limit=${3:-1000}
command -v valgrind >/dev/null || { echo "$0: needs valgrind" >&2; exit 2; }
cargo build --release --quiet -p sudoku-bench
bench=$PWD/target/release/sudoku-bench
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Instructions inside the pass named $1 for one file and mode.
count() {
  valgrind --tool=callgrind --callgrind-out-file="$out/cg" --toggle-collect="*$1*" \
    "$bench" --one-pass --limit "$limit" --modes "$2" "$3" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

echo "Instructions per puzzle, first $limit puzzles of each set, $(git rev-parse --short HEAD)."
echo
echo "| set | mode | puzzles | ours | peer | ours / peer |"
echo "|---|---|---:|---:|---:|---:|"
for file in 17_clue forum_hardest_1106 forum_hardest_1905_11plus magictour_top1465 serg_benchmark; do
  path=$data/$file.txt
  [ -f "$path" ] || { echo "$0: no $path" >&2; exit 2; }
  n=$(grep -v '^#' "$path" | grep -c . | awk -v l="$limit" '{print ($1 < l ? $1 : l)}')
  for mode in ${modes//,/ }; do
    ours=$(count ours_pass "$mode" "$path")
    peer=$(count peer_pass "$mode" "$path")
    awk -v f="$file" -v m="$mode" -v n="$n" -v o="$ours" -v p="$peer" \
      'BEGIN { printf "| %s | %s | %d | %.0f | %.0f | %.2f |\n", f, m, n, o / n, p / n, o / p }'
  done
done
