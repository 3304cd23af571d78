#!/usr/bin/env bash
# SE ratings of the forum's hardest list (the 375 puzzles of
# ../shared/data/forum_hardest_1106.txt), each timed, one thread, and
# compared with the ratings kept in fixtures/ratings/forum_hardest_1106-se.tsv
# (made before the speed work of issue 49): a rating that differs is shown
# and the script fails. `--threads N` rates each puzzle again on N threads
# right after (SE's chain searches shared), timed beside it and checked
# equal; `--unpruned` makes each puzzle's SE path again with the chain
# searches' pruning turned off and checks it equal step by step. About 2
# minutes on one thread (17 with `--unpruned`).
#
#   scripts/se-hardest.sh [--threads 2] [--unpruned] [--limit K]
set -euo pipefail
cd "$(dirname "$0")/.."
extra=()
limit=375
while [ $# -gt 0 ]; do
  case "$1" in
    --threads) extra+=(--rate-threads "$2"); shift 2 ;;
    --unpruned) extra+=(--unpruned); shift ;;
    --limit) limit=$2; extra+=(--limit "$2"); shift 2 ;;
    *) echo "se-hardest.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
cargo build --quiet --release -p sudoku-bench
out=target/se-hardest.tsv
target/release/sudoku-bench --rate --tsv "${extra[@]}" ../shared/data/forum_hardest_1106.txt | tee "$out"
kept=fixtures/ratings/forum_hardest_1106-se.tsv
if diff <(grep -v '^#' "$kept" | head -n "$limit" | cut -f1-4) <(awk -F'\t' 'NF >= 5' "$out" | cut -f1-4); then
  echo "se-hardest.sh: all $limit ratings as kept in $kept"
else
  echo "se-hardest.sh: ratings differ from $kept (< kept, > now)" >&2
  exit 1
fi
