#!/usr/bin/env python3
"""Measures the Python package's batch API against the engine in Rust and
against pure-Python solvers from PyPI, on files of puzzles (one a line).

    python3 crates/sudoku-py/bench/bench.py ../shared/data/*.txt

For each file it takes the first --limit puzzles and prints a Markdown
table of puzzles per second:

- the engine in Rust, one thread (`sudoku-bench`'s `solve` and `count2`
  modes: what solve_many and count_many ask of it);
- solve_many / count_many on a uint8 array, one thread (RAYON_NUM_THREADS=1)
  and all cores, each round over the whole array, in rounds for --seconds
  (OPENBLAS_NUM_THREADS=1: NumPy's BLAS threads are not used and would only
  take a core);
- the pure-Python peers, each in its own virtual environment (py-sudoku
  installs a module named `sudoku` too), on the first puzzles until
  --peer-seconds have passed; their answers are checked against ours.

The package must be installed in --python's environment (scripts/test.sh
makes target/python-venv); the peers' environment is made on first use in
target/bench-peers. Everything runs in this one invocation, on the same
machine, so the ratios compare like with like.
"""

import argparse
import json
import os
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[3]
PEERS = {"py-sudoku": "py-sudoku==2.0.0", "dokusan": "dokusan==0.1.0", "sudokutools": "sudokutools==0.4.0"}

OURS = r"""
import json, sys, time
import numpy as np
import sudoku
path, limit, seconds, mode = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
lines = [l.strip() for l in open(path) if len(l.strip()) == 81 and not l.startswith('#')][:limit]
array = np.array([[0 if c in '.0' else int(c) for c in l] for l in lines], dtype=np.uint8)
run = sudoku.solve_many if mode == 'solve' else (lambda a: sudoku.count_many(a, limit=2))
first = run(array)
rounds, start = 0, time.perf_counter()
while True:
    run(array)
    rounds += 1
    elapsed = time.perf_counter() - start
    if elapsed >= seconds:
        break
answers = ["".join(map(str, row)) for row in first.solutions] if mode == 'solve' else []
print(json.dumps({"rate": rounds * len(array) / elapsed, "answers": answers}))
"""

PEER = r"""
import json, sys, time
name, path, limit, seconds = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
lines = [l.strip() for l in open(path) if len(l.strip()) == 81 and not l.startswith('#')][:limit]

def py_sudoku(p):
    from sudoku import Sudoku
    board = [[int(c) if c not in '.0' else None for c in p[r * 9:r * 9 + 9]] for r in range(9)]
    return "".join(str(v) for row in Sudoku(3, 3, board=board).solve().board for v in row)

def dokusan(p):
    from dokusan import solvers
    from dokusan.boards import BoxSize, Sudoku
    return str(solvers.backtrack(Sudoku.from_string(p.replace('.', '0'), box_size=BoxSize(3, 3))))

def sudokutools(p):
    from sudokutools.solve import dlx
    from sudokutools.sudoku import Sudoku
    return next(iter(dlx(Sudoku.decode(p.replace('.', '0'))))).encode()

solve = {"py-sudoku": py_sudoku, "dokusan": dokusan, "sudokutools": sudokutools}[name]
answers, start = [], time.perf_counter()
for p in lines:
    answers.append(solve(p))
    if time.perf_counter() - start >= seconds:
        break
elapsed = time.perf_counter() - start
print(json.dumps({"rate": len(answers) / elapsed, "answers": answers}))
"""


def run_json(python, code, *args, env=None):
    done = subprocess.run([python, "-c", code, *map(str, args)], capture_output=True, text=True,
                          env=env, check=True)
    return json.loads(done.stdout)


def rust_rates(files, limit, seconds):
    """Puzzles per second of the engine, one thread, per (set, mode)."""
    out = subprocess.run(
        ["cargo", "run", "--quiet", "--release", "-p", "sudoku-bench", "--", "--modes", "solve,count2",
         "--limit", str(limit), "--seconds", str(seconds), *map(str, files)],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout
    rates = {}
    for line in out.splitlines():
        match = re.match(r"\| (\S+) \| (solve|count2) \| (\d+) \|", line)
        if match:
            rates[(match[1], match[2])] = float(match[3])
    return rates


def peer_python():
    venv = ROOT / "target" / "bench-peers"
    python = venv / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", *PEERS.values()], check=True)
    return str(python)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", type=pathlib.Path)
    parser.add_argument("--limit", type=int, default=1000, help="puzzles of each file (default 1000)")
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds of rounds per measurement")
    parser.add_argument("--peer-seconds", type=float, default=10.0, help="seconds per peer and file")
    parser.add_argument("--python", default=str(ROOT / "target" / "python-venv" / "bin" / "python"),
                        help="a Python with the package installed")
    parser.add_argument("--no-peers", action="store_true", help="skip the pure-Python peers")
    args = parser.parse_args()

    rust = rust_rates(args.files, args.limit, args.seconds)
    # NumPy's OpenBLAS threads are not ours and only steal a core.
    quiet = dict(os.environ, OPENBLAS_NUM_THREADS="1")
    one = dict(quiet, RAYON_NUM_THREADS="1")
    peers = None if args.no_peers else peer_python()
    print(f"{os.cpu_count()} cores; first {args.limit} puzzles of each file; puzzles per second\n")
    print("| set | mode | Rust, 1 thread | Python batch, 1 thread | ratio | Python batch, all cores |"
          " fastest pure-Python peer | ours (1 thread) / peer |")
    print("|---|---|---:|---:|---:|---:|---|---:|")
    for path in args.files:
        name = path.stem
        for mode in ["solve", "count2"]:
            single = run_json(args.python, OURS, path, args.limit, args.seconds, mode, env=one)
            cores = run_json(args.python, OURS, path, args.limit, args.seconds, mode, env=quiet)
            peer_cell, ratio_cell = "", ""
            if peers and mode == "solve":
                best = None
                for peer in PEERS:
                    result = run_json(peers, PEER, peer, path, args.limit, args.peer_seconds)
                    wrong = [i for i, a in enumerate(result["answers"]) if a != single["answers"][i]]
                    # A puzzle with several solutions may get another one.
                    note = f" ({len(wrong)} other solutions)" if wrong else ""
                    if best is None or result["rate"] > best[1]:
                        best = (peer, result["rate"], len(result["answers"]), note)
                peer_cell = f"{best[0]}: {best[1]:.1f} ({best[2]} puzzles){best[3]}"
                ratio_cell = f"{single['rate'] / best[1]:.0f}×"
            rate = rust.get((name, mode))
            ratio = f"{single['rate'] / rate:.2f}" if rate else "?"
            print(f"| {name} | {mode} | {rate or 0:.0f} | {single['rate']:.0f} | {ratio} | {cores['rate']:.0f} |"
                  f" {peer_cell} | {ratio_cell} |")


if __name__ == "__main__":
    main()
