#!/usr/bin/env bash
# End-to-end figures of the `sudoku` binary, for BENCHMARKS.md:
#  1. throughput of `sudoku solve --threads 1` on 17_clue.txt (four times
#     over) against the engine's own throughput on the set, side by side in
#     ROUNDS rounds: sudoku-bench
#     `solve` (the same work: the verdict and the smallest solution) and,
#     stricter, `count2` (the verdict alone);
#  2. two threads against one on forum_hardest_1905_11plus.txt;
#  3. peak resident memory on a generated file of 1,000,000 puzzles;
#  4. `sudoku generate --threads 1`: minimal puzzles per second, with no
#     symmetry and with 180° symmetry (which throws away the attempts that
#     are not minimal), and `sudoku check --threads 1` on 17_clue (each
#     puzzle: uniqueness and every given's redundancy);
#  5. `sudoku count` on the empty grid up to 1,000,000 solutions.
# Wall times are the median of RUNS runs (default 5). Needs GNU time
# (/usr/bin/time) for the memory figure.
#
#   scripts/bench-cli.sh            # DATA=../shared/data by default
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${DATA:-../shared/data}
RUNS=${RUNS:-5}
cargo build --release --quiet -p sudoku-toolkit -p sudoku-bench
BIN=target/release/sudoku

# Median wall time, in seconds, of running "$@" with output discarded.
median() {
  local times=()
  for _ in $(seq "$RUNS"); do
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc -l)")
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p"
}

# Puzzles in a file: lines that are neither blank nor comments.
puzzles() { grep -cv -e '^#' -e '^[[:space:]]*$' "$1"; }

clue="$DATA/17_clue.txt"
hard="$DATA/forum_hardest_1905_11plus.txt"

# End to end against the engine, in ROUNDS rounds (default 7) of: the
# engine alone for 2 s, then the binary on 17_clue four times over (about
# 200,000 puzzles, 0.7 s). This shared machine drifts by 10% within a
# minute; a ratio per round, side by side, sees the same machine for both.
ROUNDS=${ROUNDS:-7}
clue4=$(mktemp)
for _ in 1 2 3 4; do cat "$clue"; done > "$clue4"
n4=$(puzzles "$clue4")
ratios=()
for _ in $(seq "$ROUNDS"); do
  table=$(target/release/sudoku-bench --seconds 2 --modes solve,count2 "$clue")
  engine=$(echo "$table" | awk -F'|' '$3 ~ /solve/ {gsub(/ /, "", $4); print $4}')
  count2=$(echo "$table" | awk -F'|' '$3 ~ /count2/ {gsub(/ /, "", $4); print $4}')
  t1=$(RUNS=1 median "$BIN" solve --quiet --threads 1 "$clue4")
  e2e=$(echo "$n4 / $t1" | bc -l)
  ratios+=("$(echo "$e2e / $engine" | bc -l) $e2e $engine $count2 $t1")
done
rm -f "$clue4"
# The round with the median ratio gives every figure below.
read -r ratio e2e engine count2 t1 < <(printf '%s\n' "${ratios[@]}" | sort -n | sed -n "$(( (ROUNDS + 1) / 2 ))p")
lowest=$(printf '%s\n' "${ratios[@]}" | sort -n | head -1 | cut -d' ' -f1)
highest=$(printf '%s\n' "${ratios[@]}" | sort -n | tail -1 | cut -d' ' -f1)

h1=$(median "$BIN" solve --quiet --threads 1 "$hard")
h2=$(median "$BIN" solve --quiet --threads 2 "$hard")

big=$(mktemp)
trap 'rm -f "$big"' EXIT
grep -v '^#' "$clue" | tr -d '\r' | head -n 50000 > "$big.one"
for _ in $(seq 20); do cat "$big.one"; done > "$big"
rm -f "$big.one"
rss=$( { /usr/bin/time -f '%M' "$BIN" solve --quiet "$big" >/dev/null; } 2>&1 | tail -1 )

GEN=${GEN:-2000}
g0=$(median "$BIN" generate --quiet --threads 1 --seed 1 --count "$GEN")
g180=$(median "$BIN" generate --quiet --threads 1 --seed 1 --count "$((GEN / 10))" --symmetry rotational)
c1=$(median "$BIN" check --threads 1 "$clue")
empty=$(median sh -c "printf '%081d\\n' 0 | $BIN count")

echo "| figure | value |"
echo "|---|---:|"
printf '| engine, 17_clue, `solve` mode, 1 thread (sudoku-bench) | %.0f puzzles/s |\n' "$engine"
printf '| engine, 17_clue, `count2` mode, 1 thread (sudoku-bench) | %.0f puzzles/s |\n' "$count2"
printf '| `sudoku solve --threads 1` on 17_clue x 4, end to end | %.0f puzzles/s (%.3f s) |\n' "$e2e" "$t1"
printf '| end to end / engine `solve`, median of %d rounds | %.2f (%.2f-%.2f; target >= 0.80) |\n' "$ROUNDS" "$ratio" "$lowest" "$highest"
printf '| end to end / engine `count2` | %.2f |\n' "$(echo "$e2e / $count2" | bc -l)"
printf '| `sudoku solve` on 1905, 1 thread | %.3f s |\n' "$h1"
printf '| `sudoku solve` on 1905, 2 threads | %.3f s |\n' "$h2"
printf '| speed-up, 2 threads / 1 | %.2f (target >= 1.70) |\n' "$(echo "$h1 / $h2" | bc -l)"
printf '| peak RSS, 1,000,000 puzzles (17_clue x 20) | %.1f MB (target < 64) |\n' "$(echo "$rss / 1024" | bc -l)"
printf '| `sudoku generate --threads 1`, minimal, no symmetry | %.0f puzzles/s |\n' "$(echo "$GEN / $g0" | bc -l)"
printf '| `sudoku generate --threads 1`, minimal, rotational | %.0f puzzles/s |\n' "$(echo "$GEN / 10 / $g180" | bc -l)"
printf '| `sudoku check --threads 1` on 17_clue | %.0f puzzles/s |\n' "$(echo "$(puzzles "$clue") / $c1" | bc -l)"
printf '| `sudoku count` on the empty grid, limit 1,000,000 | %.3f s |\n' "$empty"
