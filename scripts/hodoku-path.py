#!/usr/bin/env python3
"""Our HoDoKu path against HoDoKu's, step by step: for each puzzle, every
step's technique, placements and eliminations compared with hodoku-py's
(`pip install hodoku-py`, a port of HoDoKu 2.2.0 that follows the jar
exactly). Prints how many whole paths are equal, then where the others
first differ, counted by (HoDoKu's technique, ours) with an example each.
Exits 1 when any path differs, 2 when hodoku-py is missing.

    scripts/hodoku-path.py [--sudoku target/release/sudoku] [--limit N] [--every K] [--show K] FILE...
    scripts/hodoku-path.py --write fixtures/ratings/hodoku-paths.txt --every 10 FILE...

Each FILE holds one puzzle a line, its first 81 characters (digits, `.`
or `0` for a blank; a header or a comment is skipped): the rated list
(`../shared/data/ratings/public-rated.tsv`) and the QQWing sets
(`../shared/data/logic/qqwing_*.sdm`) are the ones the issue names.
`--every K` takes every K-th puzzle of each file. `--write OUT` writes
HoDoKu's paths instead, one line a puzzle: the puzzle, a tab, then each
step as `technique: effects` (sorted), `;`-separated; the test
`crates/sudoku-logic/tests/hodoku_path.rs` holds ours to that file.
"""

import argparse
import collections
import json
import multiprocessing
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def cell_name(index: int) -> str:
    return f"r{index // 9 + 1}c{index % 9 + 1}"


def their_path(puzzle: str) -> list:
    """hodoku-py's steps as (technique, placements, eliminations)."""
    from hodoku.api import Solver

    path = []
    for step in Solver().solve(puzzle).steps:
        gone = frozenset(f"{cell_name(c.index)}<>{c.value}" for c in step.candidates_to_delete)
        placed = frozenset()
        if not gone and step.values:
            placed = frozenset(f"{cell_name(i)}={v}" for i, v in zip(step.indices, step.values))
        path.append((step.type.value, placed, gone))
    return path


def our_path(record: dict) -> list:
    return [
        (s["technique"], frozenset(s["placements"]), frozenset(s["eliminations"]))
        for s in record["steps"]
    ]


def puzzles_of(files: list, limit: int, every: int) -> list:
    """The puzzles of `files`; a line that is not one (a header, a
    puzzle with pencil marks) is skipped and counted on stderr."""
    puzzles = []
    for name in files:
        ours, skipped = [], 0
        for line in pathlib.Path(name).read_text().splitlines():
            head = line[:81]
            if len(head) == 81 and all(c in ".0123456789" for c in head):
                ours.append(head.replace("0", "."))
            else:
                skipped += 1
        if skipped:
            print(f"{name}: {skipped} lines not a puzzle line, skipped", file=sys.stderr)
        puzzles += ours[::every]
    return puzzles[:limit] if limit else puzzles


def write(out: str, puzzles: list, paths: list) -> None:
    with open(out, "w") as f:
        f.write("# HoDoKu 2.2.0's path (hodoku-py) for each puzzle: scripts/hodoku-path.py --write\n")
        for puzzle, path in zip(puzzles, paths):
            steps = (f"{name}: {', '.join(sorted(placed | gone))}" for name, placed, gone in path)
            f.write(f"{puzzle}\t{';'.join(steps)}\n")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+")
    parser.add_argument("--sudoku", default=str(ROOT / "target" / "release" / "sudoku"))
    parser.add_argument("--limit", type=int, default=0, help="the first N puzzles only")
    parser.add_argument("--every", type=int, default=1, help="every K-th puzzle of each file")
    parser.add_argument("--show", type=int, default=12, help="kinds of difference shown")
    parser.add_argument("--write", help="write HoDoKu's paths to this file instead")
    args = parser.parse_args()
    try:
        import hodoku  # noqa: F401
    except ImportError:
        print("needs hodoku-py: pip install hodoku-py", file=sys.stderr)
        return 2
    puzzles = puzzles_of(args.files, args.limit, args.every)
    if args.write:
        with multiprocessing.Pool() as pool:
            write(args.write, puzzles, pool.map(their_path, puzzles, chunksize=8))
        return 0
    run = subprocess.run(
        [args.sudoku, "explain", "--to", "json", "--from", "line", "-q"],
        input="".join(p + "\n" for p in puzzles),
        capture_output=True,
        text=True,
        check=False,
    )
    records = [json.loads(line) for line in run.stdout.splitlines()]
    if len(records) != len(puzzles):
        print(f"sudoku explain answered {len(records)} of {len(puzzles)}", file=sys.stderr)
        return 2
    with multiprocessing.Pool() as pool:
        theirs = pool.map(their_path, puzzles, chunksize=8)
    equal = steps = same_steps = 0
    kinds = collections.Counter()
    examples = {}
    for puzzle, record, them in zip(puzzles, records, theirs):
        ours = our_path(record) if "steps" in record else []
        steps += len(them)
        first = next((i for i, (a, b) in enumerate(zip(them, ours)) if a != b), None)
        if first is None and len(them) == len(ours):
            equal += 1
            same_steps += len(them)
            continue
        if first is None:
            first = min(len(them), len(ours))
        same_steps += first
        a = them[first] if first < len(them) else ("(end)", frozenset(), frozenset())
        b = ours[first] if first < len(ours) else ("(end)", frozenset(), frozenset())
        kind = (a[0], b[0])
        kinds[kind] += 1
        if kind not in examples:
            effects = lambda s: ", ".join(sorted(s[1] | s[2]))[:90]  # noqa: E731
            examples[kind] = f"{puzzle} step {first + 1}\n      HoDoKu {effects(a)}\n      ours   {effects(b)}"
    print(f"{len(puzzles)} puzzles: {equal} paths equal to HoDoKu's step by step")
    print(f"{steps} HoDoKu steps: {same_steps} before a path's first difference")
    for (a, b), n in kinds.most_common(args.show):
        print(f"{n:5}  HoDoKu {a} / ours {b}: {examples[(a, b)]}")
    return 0 if equal == len(puzzles) else 1


if __name__ == "__main__":
    sys.exit(main())
