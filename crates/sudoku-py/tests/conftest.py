"""Shared fixtures: the repository's root, its fixtures, and the `sudoku`
binary built by `cargo test` (SUDOKU_BIN, or target/debug/sudoku), whose
answers the package's must equal."""

import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
FIXTURES = ROOT / "fixtures"
BAEKJOON = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7"
BAEKJOON_SOLUTION = "143628579572139468986754231391542786468917352725863914237481695619275843854396127"


@pytest.fixture(scope="session")
def cli():
    """Runs the `sudoku` binary with arguments and input; its stdout."""
    binary = os.environ.get("SUDOKU_BIN", str(ROOT / "target" / "debug" / "sudoku"))
    if not pathlib.Path(binary).exists():
        pytest.fail(f"the sudoku binary is not at {binary}: run `cargo build` or set SUDOKU_BIN")

    def run(*args, stdin=b""):
        done = subprocess.run([binary, *args], input=stdin, capture_output=True, check=False)
        return done.stdout.decode(), done.returncode

    return run


def sample(name, n):
    """The first `n` puzzles of a fixture set (fixtures/sets/NAME), as lines."""
    lines = (FIXTURES / "sets" / name).read_text().split()
    return [line for line in lines if len(line) == 81 and set(line) <= set("0123456789.")][:n]
