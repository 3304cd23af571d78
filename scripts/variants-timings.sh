#!/usr/bin/env bash
# The variant counter's other timings: 16×16 classic puzzles (minimal, as
# `generate --size 16` makes them, and with givens added from the solution
# to 45%), and the true candidates of 9×9 X puzzles with three givens taken
# away (several solutions each). Prints the median and the slowest of each.
#
#   scripts/variants-timings.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --release -p sudoku-toolkit --examples -p sudoku-variant
sudoku=target/release/sudoku
time_them() { target/release/examples/time "$@"; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$sudoku" generate --size 16 -n 10 --seed 3 > "$work/minimal.txt"
target/release/examples/fpuzzles < "$work/minimal.txt" > "$work/minimal.jsonl"
"$sudoku" solve --to json "$work/minimal.txt" > "$work/solutions.jsonl"
"$sudoku" generate --layout x -n 20 --seed 11 > "$work/x.txt"
target/release/examples/fpuzzles < "$work/x.txt" > "$work/x.jsonl"
python3 - "$work" <<'PY'
import json, random, sys
work = sys.argv[1]
random.seed(5)
with open(f"{work}/dense.txt", "w") as out:
    for line, solved in zip(open(f"{work}/minimal.jsonl"), open(f"{work}/solutions.jsonl")):
        p, solution = json.loads(line), json.loads(solved)["solution"]
        empty = [(r, c) for r in range(16) for c in range(16) if not p["grid"][r][c].get("given")]
        for r, c in random.sample(empty, 115 - (256 - len(empty))):
            p["grid"][r][c] = {"value": solution[r][c], "given": True}
        out.write(json.dumps(p) + "\n")
random.seed(1)
with open(f"{work}/x-open.txt", "w") as out:
    for line in open(f"{work}/x.jsonl"):
        p = json.loads(line)
        given = [(r, c) for r in range(9) for c in range(9) if p["grid"][r][c].get("given")]
        for r, c in random.sample(given, 3):
            p["grid"][r][c] = {}
        out.write(json.dumps(p) + "\n")
PY
summary() {
  python3 -c "
import statistics, sys
v = [float(l.split()[0]) for l in open(sys.argv[2]) if ' ms ' in l]
print(f'{sys.argv[1]}: {len(v)} puzzles, median {statistics.median(v):.2f} ms, slowest {max(v):.2f} ms')" "$1" "$2"
}
time_them < "$work/minimal.txt" > "$work/t1"; summary "16×16 minimal (34-39% givens), solve" "$work/t1"
time_them < "$work/dense.txt" > "$work/t2"; summary "16×16 with 45% givens, solve" "$work/t2"
time_them candidates < "$work/x-open.txt" > "$work/t3"; summary "9×9 X, three givens taken away, true candidates" "$work/t3"
