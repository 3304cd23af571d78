#!/usr/bin/env python3
"""Where our explanation path first leaves HoDoKu's, on the rated puzzles
whose HoDoKu level or score we do not match: a count of (HoDoKu's step,
ours) at that point, with an example each. HoDoKu's path comes from
hodoku-py (`pip install hodoku-py`, a port of HoDoKu 2.2.0; seconds a
puzzle, hence the limit).

    scripts/hodoku-first-difference.py [--limit 150] [--sudoku target/release/sudoku]
"""

import argparse
import collections
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
RATED = ROOT.parent / "shared" / "data" / "ratings" / "public-rated.tsv"


def name(step: str) -> str:
    return step.split(":")[0]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sudoku", default=str(ROOT / "target" / "release" / "sudoku"))
    parser.add_argument("--limit", type=int, default=150)
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
        theirs = [str(s) for s in Solver().solve(row[0]).steps]
        mine = [s["text"] for s in ours["steps"]]
        for a, b in zip(theirs, mine):
            single = "Single" in name(a) or "Full House" in name(a)
            if name(a) != name(b) or (single and a.split(": ")[1] != b.split(": ")[1]):
                key = (name(a), name(b))
                counts[key] += 1
                examples.setdefault(key, (row[0], a, b))
                break
    for (theirs, mine), n in counts.most_common():
        puzzle, a, b = examples[(theirs, mine)]
        print(f"{n:4}  HoDoKu: {a[:70]}\n      ours:   {b[:70]}\n      {puzzle}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
