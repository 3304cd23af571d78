#!/usr/bin/env python3
"""Copies of the five public sets with the puzzles moved or relabelled, to
see how much a solver's figures owe to the form the sets are written in.

    scripts/set-variants.py OUT_DIR [DATA_DIR]

Writes OUT_DIR/relabel1, relabel2, move1 and move2, each with the five
sets of DATA_DIR (default ../shared/data) under their own names, the first
1,000 puzzles of each:
- relabelN: each puzzle's digits relabelled at random;
- moveN: each puzzle's bands, the rows of each band, stacks and the
  columns of each stack permuted at random, and the grid transposed half
  the time.
Either way a puzzle stays equivalent to its original (the same solutions,
relabelled or moved), and N seeds the random choices, so the files are
the same on every run. `scripts/instructions.sh OUT_DIR/move1 first,count2`
then counts ours on one variant.
"""

import random
import sys
from pathlib import Path

SETS = [
    "17_clue",
    "forum_hardest_1106",
    "forum_hardest_1905_11plus",
    "magictour_top1465",
    "serg_benchmark",
]
LIMIT = 1000


def load(path):
    """The first LIMIT puzzles of a set: lines of 81 cells, comments skipped."""
    lines = path.read_text().splitlines()
    puzzles = [line[:81] for line in lines if len(line) >= 81 and not line.startswith("#")]
    return puzzles[:LIMIT]


def relabel(puzzle, rng):
    """The puzzle with its digits relabelled."""
    digits = list("123456789")
    rng.shuffle(digits)
    mapping = dict(zip("123456789", digits))
    return "".join(mapping.get(c, ".") for c in puzzle)


def order(rng):
    """Rows (or columns) in a random order that keeps bands together."""
    bands = [0, 1, 2]
    rng.shuffle(bands)
    rows = []
    for band in bands:
        within = [0, 1, 2]
        rng.shuffle(within)
        rows += [3 * band + r for r in within]
    return rows


def move(puzzle, rng):
    """The puzzle with bands, rows, stacks and columns permuted, and
    transposed half the time."""
    rows, cols, transpose = order(rng), order(rng), rng.random() < 0.5
    grid = [puzzle[9 * r : 9 * r + 9] for r in range(9)]
    if transpose:
        grid = ["".join(grid[c][r] for c in range(9)) for r in range(9)]
    cells = (grid[rows[r]][cols[c]] for r in range(9) for c in range(9))
    return "".join(c if c in "123456789" else "." for c in cells)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    out = Path(sys.argv[1])
    data = Path(sys.argv[2]) if len(sys.argv) == 3 else Path("../shared/data")
    for kind, change in (("relabel", relabel), ("move", move)):
        for seed in (1, 2):
            folder = out / f"{kind}{seed}"
            folder.mkdir(parents=True, exist_ok=True)
            for name in SETS:
                rng = random.Random(seed)
                puzzles = [change(p, rng) for p in load(data / f"{name}.txt")]
                (folder / f"{name}.txt").write_text("\n".join(puzzles) + "\n")


if __name__ == "__main__":
    main()
