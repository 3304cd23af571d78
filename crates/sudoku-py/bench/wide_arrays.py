#!/usr/bin/env python3
"""Time and peak memory of solve_many on 10^6 puzzles in an int64 array
(any integer type but uint8 is converted to bytes in Rust, cell by cell;
before, it went through NumPy's tolist(), a Python int per cell).

    python3 crates/sudoku-py/bench/wide_arrays.py [fixtures/sets/17_clue.txt]

Run from the repository's root, with the package installed in the Python
that runs it. Prints the seconds, the peak resident memory of the process
and, for scale, the array's own size.
"""

import resource
import sys
import time

import numpy as np

import sudoku

ROWS = 10**6

path = sys.argv[1] if len(sys.argv) > 1 else "fixtures/sets/17_clue.txt"
lines = [line.strip() for line in open(path) if len(line.strip()) == 81 and not line.startswith("#")]
base = np.array([[0 if c in ".0" else int(c) for c in line] for line in lines], dtype=np.int64)
puzzles = np.tile(base, (ROWS // len(base) + 1, 1))[:ROWS]
started = time.perf_counter()
batch = sudoku.solve_many(puzzles)
took = time.perf_counter() - started
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
solved = int((batch.status != sudoku.INVALID).sum())
print(
    f"{ROWS} int64 puzzles: {took:.2f} s, peak RSS {peak:.0f} MB "
    f"(the array alone {puzzles.nbytes / 2**20:.0f} MB), {solved} solved"
)
