#!/usr/bin/env python3
"""How often our ratings equal the reference programs' on the rated public
puzzles (../shared/data/ratings/public-rated.tsv: HoDoKu 2.2.0's level and
score, Sudoku Explainer 1.2.1's ER/EP/ED).

    scripts/rating-agreement.py [--sudoku target/release/sudoku] [--show N]

Prints, per source (HoDoKu's example sections, QQWing levels) and overall,
the share of puzzles whose HoDoKu level, and level and score, we match, and
the first N puzzles that differ with both ratings. Needs the binary built
(`cargo build --release -p sudoku-toolkit`).
"""

import argparse
import collections
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
RATED = ROOT.parent / "shared" / "data" / "ratings" / "public-rated.tsv"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sudoku", default=str(ROOT / "target" / "release" / "sudoku"))
    parser.add_argument("--show", type=int, default=10)
    args = parser.parse_args()
    if not RATED.exists():
        print(f"skipped: {RATED} is absent", file=sys.stderr)
        return 0
    rows = [line.rstrip("\n").split("\t") for line in RATED.open()]
    head, rows = rows[0], [dict(zip(rows[0], r)) for r in rows[1:]]
    puzzles = "".join(r["puzzle"] + "\n" for r in rows)
    out = subprocess.run(
        [args.sudoku, "explain", "--to", "json", "--from", "line", "-q"],
        input=puzzles, capture_output=True, text=True, check=False,
    ).stdout.splitlines()
    assert len(out) == len(rows), (len(out), len(rows))
    per = collections.defaultdict(lambda: [0, 0, 0])
    differ = []
    for row, line in zip(rows, out):
        ours = json.loads(line)
        source = row["source"].split(":")[0] if row["source"].startswith("qqwing") else "exemplars"
        level = ours.get("level", "").lower() == row["hodoku_level"].lower()
        exact = level and str(ours.get("score")) == row["hodoku_score"]
        for key in (source, "all"):
            per[key][0] += 1
            per[key][1] += level
            per[key][2] += exact
        if not exact:
            differ.append((row["puzzle"], row["hodoku_level"], row["hodoku_score"],
                           ours.get("level"), ours.get("score"), row["source"]))
    print("| set | puzzles | HoDoKu level equal | level and score equal |")
    print("|---|---:|---:|---:|")
    for key, (n, level, exact) in sorted(per.items(), key=lambda kv: kv[0] == "all"):
        print(f"| {key} | {n} | {level} ({100 * level / n:.1f}%) | {exact} ({100 * exact / n:.1f}%) |")
    for puzzle, level, score, our_level, our_score, source in differ[: args.show]:
        print(f"{puzzle}  HoDoKu {level} {score}, ours {our_level} {our_score}  ({source})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
