#!/usr/bin/env python3
"""Where our explanation path first leaves HoDoKu's, on the rated puzzles
whose HoDoKu level or score we do not match: a count of (HoDoKu's step,
ours) at the first step whose eliminations or placements differ, with an
example each. HoDoKu's path comes from hodoku-py (`pip install
hodoku-py`, a port of HoDoKu 2.2.0; seconds a puzzle, hence the limit).

    scripts/hodoku-first-difference.py [--limit 160] [--sudoku target/release/sudoku]
"""

import argparse
import collections
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
RATED = ROOT.parent / "shared" / "data" / "ratings" / "public-rated.tsv"


def cell_name(index: int) -> str:
    return f"r{index // 9 + 1}c{index % 9 + 1}"


def theirs(step) -> tuple[set, set]:
    """A hodoku-py step's eliminations and placements, in our notation."""
    gone = {f"{cell_name(c.index)}<>{c.value}" for c in step.candidates_to_delete}
    kind = str(step.type)
    placed = set()
    if "SINGLE" in kind or "FULL_HOUSE" in kind or ("FORCING" in kind and step.values):
        placed = {f"{cell_name(i)}={v}" for i, v in zip(step.indices, step.values)}
    return gone, placed


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sudoku", default=str(ROOT / "target" / "release" / "sudoku"))
    parser.add_argument("--limit", type=int, default=160)
    args = parser.parse_args()
    try:
        from hodoku.api import Solver
    except ImportError:
        print("skipped: pip install hodoku-py", file=sys.stderr)
        return 0
    rows = [line.rstrip("\n").split("\t") for line in RATED.open()][1:]
    out = subprocess.run(
        [args.sudoku, "explain", "--to", "json", "--from", "line", "-q"],
        input="".join(r[0] + "\n" for r in rows), capture_output=True, text=True, check=False,
    ).stdout.splitlines()
    counts = collections.Counter()
    examples = {}
    checked = 0
    for row, line in zip(rows, out):
        ours = json.loads(line)
        if "error" in ours:
            continue
        if str(ours["score"]) == row[6] and ours["level"].lower() == row[5].lower():
            continue
        checked += 1
        if checked > args.limit:
            break
        steps = Solver().solve(row[0]).steps
        key = ("(same effects)", "")
        example = (row[0], "", "")
        for i, (a, b) in enumerate(zip(steps, ours["steps"])):
            if theirs(a) != (set(b["eliminations"]), set(b["placements"])):
                gone, placed = theirs(a)
                key = (str(a.type).split(".")[-1], b["technique"])
                example = (row[0], f"#{i} {', '.join(sorted(placed | gone))}", f"#{i} {b['text']}")
                break
        counts[key] += 1
        examples.setdefault(key, example)
    for (them, us), n in counts.most_common():
        puzzle, a, b = examples[(them, us)]
        print(f"{n:4}  HoDoKu: {them} {a[:70]}\n      ours:   {b[:78]}\n      {puzzle}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
