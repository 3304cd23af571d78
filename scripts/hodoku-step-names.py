#!/usr/bin/env python3
"""Step by step against HoDoKu: for each puzzle, our explanation's steps
next to hodoku-py's (`pip install hodoku-py`, a port of HoDoKu 2.2.0;
seconds a puzzle), counting the steps whose technique names are equal,
and, for each forcing chain, whether its chains are HoDoKu's (nodes,
groups, links, in order). Prints the counts and the first differences.

    scripts/hodoku-step-names.py [--puzzles FILE] [--limit N] [--sudoku target/release/sudoku]

FILE holds one 81-character puzzle a line (anything after is ignored); by
default the public sample, fixtures/ratings/public-sample.tsv.
"""

import argparse
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def their_chain(chain) -> list:
    """A hodoku-py chain as (cells, digit, strong) for each node, the
    premise's link left out (as ours has none)."""
    from hodoku.solver.chain_utils import (
        get_candidate,
        get_cell_index,
        get_cell_index2,
        get_cell_index3,
        get_node_type,
        is_strong,
    )

    nodes = []
    for k, entry in enumerate(chain):
        cells = [get_cell_index(entry)]
        if get_node_type(entry) != 0:
            cells += [c for c in (get_cell_index2(entry), get_cell_index3(entry)) if c != -1]
        nodes.append((sorted(cells), get_candidate(entry), None if k == 0 else is_strong(entry)))
    return nodes


def our_chain(chain) -> list:
    """One of our JSON chains the same way."""
    nodes = []
    for k, node in enumerate(chain["nodes"]):
        cells = sorted((int(c[1]) - 1) * 9 + int(c[3]) - 1 for c in node["cells"])
        nodes.append((cells, node["digit"], None if k == 0 else chain["strong"][k - 1]))
    return nodes


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--puzzles", default=str(ROOT / "fixtures" / "ratings" / "public-sample.tsv"))
    parser.add_argument("--limit", type=int, default=100)
    parser.add_argument("--sudoku", default=str(ROOT / "target" / "release" / "sudoku"))
    args = parser.parse_args()
    try:
        from hodoku.api import Solver
    except ImportError:
        print("needs hodoku-py: pip install hodoku-py", file=sys.stderr)
        return 2
    lines = pathlib.Path(args.puzzles).read_text().splitlines()
    puzzles = [l[:81] for l in lines if len(l) >= 81 and not l.startswith("#")]
    puzzles = [p for p in puzzles if all(c in ".0123456789" for c in p)][: args.limit]
    run = subprocess.run(
        [args.sudoku, "explain", "--to", "json", "--from", "line", "-q"],
        input="".join(p + "\n" for p in puzzles),
        capture_output=True,
        text=True,
        check=True,
    )
    steps = names = chained = chains = 0
    differences = []
    for puzzle, record in zip(puzzles, run.stdout.splitlines()):
        ours = json.loads(record)["steps"]
        for n, (theirs, step) in enumerate(zip(Solver().solve(puzzle).steps, ours), 1):
            steps += 1
            if theirs.type.value == step["technique"]:
                names += 1
            else:
                differences.append(f"{puzzle} step {n}: HoDoKu {theirs.type.value}, ours {step['text']}")
            if step["technique"].startswith("Forcing Chain"):
                chained += 1
                if [their_chain(c) for c in theirs.chains] == [our_chain(c) for c in step["chains"]]:
                    chains += 1
                else:
                    differences.append(f"{puzzle} step {n}: other chains, ours {step['text']}")
    print(f"{len(puzzles)} puzzles, {steps} steps: {names} names equal")
    print(f"{chained} forcing chain steps: {chains} with HoDoKu's chains")
    for line in differences[:10]:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
