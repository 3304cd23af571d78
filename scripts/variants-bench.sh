#!/usr/bin/env bash
# The variant counter against its peer, a CP-SAT model of the same puzzles
# (OR-Tools, one thread, counting to two): each published puzzle of
# fixtures/variants/sudokusolver.tsv, both times, and their ratio.
# Installs ortools (pinned) into target/cpsat-venv the first time; the
# peer is a reference, not a dependency.
#
#   scripts/variants-bench.sh [puzzles.tsv]
set -euo pipefail
cd "$(dirname "$0")/.."

puzzles=${1:-fixtures/variants/sudokusolver.tsv}
venv=target/cpsat-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import ortools" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check ortools==9.12.4544
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
grep -v '^#' "$puzzles" | cut -f1 > "$work/links.txt"
cargo run --quiet --release -p sudoku-variant --example fpuzzles < "$work/links.txt" > "$work/puzzles.jsonl"
cargo run --quiet --release -p sudoku-bench -- --variants --tsv "$puzzles" > "$work/ours.tsv"
"$venv/bin/python" scripts/variants-cpsat.py "$work/puzzles.jsonl" > "$work/cpsat.tsv"
python3 - "$work/ours.tsv" "$work/cpsat.tsv" <<'PY'
import statistics, sys
# sudoku-bench --variants --tsv: title, rules, count-to-2 ms ("-" when
# refused), solve ms, answer.
ours = []
for line in open(sys.argv[1]):
    title, _, count2, _, answer = line.rstrip("\n").split("\t")
    ours.append([count2, "", answer, title])
peer = [line.rstrip("\n").split("\t") for line in open(sys.argv[2])]
print("| puzzle | rules | ours (ms) | CP-SAT (ms) | CP-SAT / ours |")
print("|---|---|---|---|---|")
ratios = []
for (time, _, answer, title), (_, found, cpsat, rules) in zip(ours, peer):
    name = title.split(" by ")[0].strip().strip('"')
    if time == "-" or found == "skipped":
        print(f"| {name} | {rules} | refused | {found} | |")
        continue
    ratio = float(cpsat) / float(time)
    ratios.append(ratio)
    print(f"| {name} | {rules} | {float(time):.2f} | {float(cpsat):.1f} | {ratio:.1f}× |")
print(f"\n{len(ratios)} puzzles; CP-SAT / ours: median {statistics.median(ratios):.1f}×, "
      f"lowest {min(ratios):.2f}×, highest {max(ratios):.0f}×")
# Per family: each rule kind, over the puzzles that have it.
families = {}
for (time, _, answer, title), (_, found, cpsat, rules) in zip(ours, peer):
    if time == "-" or found == "skipped":
        continue
    for rule in rules.split(","):
        families.setdefault(rule, []).append(float(cpsat) / float(time))
print("\n| family (puzzles with it) | CP-SAT / ours, median |")
print("|---|---|")
for rule, values in sorted(families.items(), key=lambda kv: statistics.median(kv[1])):
    print(f"| {rule} ({len(values)}) | {statistics.median(values):.1f}× |")
PY
