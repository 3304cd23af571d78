"""Batches: arrays and sequences of texts, bad rows, the answers equal to
one-at-a-time and to the command line's."""

import numpy as np
import pytest

import sudoku
from conftest import FIXTURES, sample


def as_array(lines):
    return np.array([[0 if c == "." else int(c) for c in line] for line in lines], dtype=np.uint8)


def lines_of(array):
    return ["".join(str(v) for v in row) for row in array.reshape(len(array), 81)]


SETS = ["17_clue.txt", "serg_benchmark.txt", "magictour_top1465.txt", "forum_hardest_1106.txt"]


@pytest.mark.parametrize("name", SETS)
def test_solve_many_equals_the_command_line(cli, name):
    puzzles = sample(name, 200)
    out, code = cli("solve", "--to", "line", "-q", str(FIXTURES / "sets" / name))
    assert code == 0
    expected = out.split()
    batch = sudoku.solve_many(as_array(puzzles))
    counts = [sudoku.count(p) for p in puzzles]
    assert batch.status.tolist() == [sudoku.UNIQUE if c == 1 else sudoku.MULTIPLE for c in counts]
    assert batch.errors == [None] * len(puzzles)
    assert lines_of(batch.solutions) == expected[: len(puzzles)]
    # The same from texts, and from (n, 9, 9).
    texts = sudoku.solve_many(puzzles)
    assert texts.solutions == expected[: len(puzzles)]
    square = sudoku.solve_many(as_array(puzzles).reshape(-1, 9, 9))
    assert square.solutions.shape == (len(puzzles), 9, 9)
    assert lines_of(square.solutions) == expected[: len(puzzles)]


def test_a_batch_with_bad_rows_does_not_fail_as_a_whole():
    good = sample("17_clue.txt", 3)
    two = "".join((FIXTURES / "two-solutions.in").read_text().split()).replace("0", ".")
    none = "".join((FIXTURES / "no-solution.in").read_text().split()).replace("0", ".")
    array = as_array([good[0], two, none, good[1], good[2]]).astype(np.int64)
    array[3, 10] = 42
    batch = sudoku.solve_many(array)
    assert batch.status.tolist() == [
        sudoku.UNIQUE, sudoku.MULTIPLE, sudoku.NO_SOLUTION, sudoku.INVALID, sudoku.UNIQUE,
    ]
    assert batch.errors == [None, None, None, "r2c2 is 42, expected 0-9", None]
    assert lines_of(batch.solutions[[0, 4]]) == [sudoku.solve(good[0]), sudoku.solve(good[2])]
    assert (batch.solutions[2] == 0).all() and (batch.solutions[3] == 0).all()
    assert lines_of(batch.solutions[[1]]) == [sudoku.solve(two)]
    assert len(batch) == 5
    assert repr(batch) == "<sudoku.Batch of 5: 2 unique, 1 multiple, 1 no solution, 1 invalid>"
    texts = sudoku.solve_many([good[0], "not a puzzle", none])
    assert texts.status.tolist() == [sudoku.UNIQUE, sudoku.INVALID, sudoku.NO_SOLUTION]
    assert texts.solutions[1:] == [None, None]
    assert texts.errors[1].startswith("cannot recognise the format: it is closest to ")


def test_count_many_and_check_many():
    good = sample("17_clue.txt", 2)
    two = "".join((FIXTURES / "two-solutions.in").read_text().split()).replace("0", ".")
    not_minimal = sudoku.read((FIXTURES / "not-minimal.txt").read_text())
    counted = sudoku.count_many([good[0], two, "." * 81, "?" * 81], limit=10)
    assert counted.counts.tolist() == [1, 2, 10, 0]
    assert counted.status.tolist() == [sudoku.UNIQUE, sudoku.MULTIPLE, sudoku.MULTIPLE, sudoku.INVALID]
    checked = sudoku.check_many(as_array([good[0], not_minimal, two]))
    assert checked.status.tolist() == [sudoku.UNIQUE, sudoku.UNIQUE, sudoku.MULTIPLE]
    assert checked.minimal.tolist() == [True, False, False]
    assert checked.givens.tolist() == [sudoku.check(p)["givens"] for p in [good[0], not_minimal, two]]
    with pytest.raises(ValueError, match="limit must be at least 1"):
        sudoku.count_many(as_array(good), limit=0)


def test_batch_shapes_and_types_are_checked():
    with pytest.raises(ValueError, match=r"shape \(n, 81\) or \(n, 9, 9\), not \[2, 80\]"):
        sudoku.solve_many(np.zeros((2, 80), dtype=np.uint8))
    with pytest.raises(ValueError, match="holds integers 0-9, not float64"):
        sudoku.solve_many(np.zeros((2, 81)))
    with pytest.raises(TypeError, match="read_many"):
        sudoku.solve_many("." * 81)
    with pytest.raises(TypeError, match="holds texts"):
        sudoku.solve_many([[0] * 81])
    empty = sudoku.solve_many(np.zeros((0, 81), dtype=np.uint8))
    assert empty.solutions.shape == (0, 81) and len(empty) == 0


def test_the_gil_is_released_while_a_batch_runs():
    import threading
    import time

    puzzles = as_array(sample("forum_hardest_1106.txt", 200))
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.001)

    thread = threading.Thread(target=tick)
    thread.start()
    start = time.perf_counter()
    for _ in range(5):
        sudoku.solve_many(puzzles)
    elapsed = time.perf_counter() - start
    stop.set()
    thread.join()
    during = [t for t in ticks if start <= t <= start + elapsed]
    # A thread holding the GIL for the whole run would let none through.
    assert len(during) >= 3, (len(during), elapsed)
