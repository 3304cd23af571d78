"""Variant puzzles from Python: f-puzzles links, strings and JSON through
solve, count, check and candidates, with the published solutions of
fixtures/variants/sudokusolver.tsv as the answers."""

import json

import pytest

import sudoku
from conftest import FIXTURES

KILLER_4X4 = (FIXTURES / "variants" / "killer-4x4.json").read_text()


def published(title):
    lines = (FIXTURES / "variants" / "sudokusolver.tsv").read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(f"# {title}"))
    puzzle, solution = lines[at + 1].split("\t")
    return puzzle, solution


def test_a_variant_link_is_solved_counted_and_checked():
    puzzle, solution = published('"Self-contained"')
    link = f"https://www.f-puzzles.com/?load={puzzle}"
    rows = sudoku.solve(link)
    assert "".join(str(d) for row in rows for d in row) == solution
    assert sudoku.count(link) == 1
    record = sudoku.check(link)
    assert record["status"] == "unique" and record["size"] == 9


def test_true_candidates_of_a_variant_and_of_a_classic_puzzle():
    found = sudoku.candidates(KILLER_4X4)
    assert found[0] == [[1, 2], [1, 2], [3, 4], [3, 4]]
    assert found[2][0] == [1, 2, 3, 4]
    assert sudoku.count(KILLER_4X4, limit=100) == 48
    assert sudoku.solve(KILLER_4X4) == [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    classic = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7"
    solution = sudoku.solve(classic)
    assert sudoku.candidates(classic) == [[[int(d)] for d in solution[r * 9:(r + 1) * 9]] for r in range(9)]


def test_a_broken_rule_is_named_and_bad_fields_raise_parse_error():
    digits = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    grid = [[{"value": d, "given": True} for d in row] for row in digits]
    puzzle = {"size": 4, "grid": grid, "killercage": [{"cells": ["R1C1", "R2C1"], "value": "5"}]}
    record = sudoku.check(json.dumps(puzzle))
    assert record["broken"] == {"rule": "killer cage 5: r1c1 r2c1", "cells": "r1c1 r2c1"}
    assert record["status"] == "none"
    bad = dict(puzzle, killercage=[{"cells": ["R1C1", "R9C1"]}])
    with pytest.raises(sudoku.ParseError, match=r'killercage\[0\]\.cells\[1\]: "R9C1" is outside the 4×4 grid'):
        sudoku.solve(json.dumps(bad))
    # What does not take variants yet says so.
    with pytest.raises(sudoku.ParseError, match=r"a variant puzzle \(4×4, killercage\)"):
        sudoku.rate(KILLER_4X4)


CORNER = """\
# A hand-written 4x4 in the variant text
size 4
grid
1 . | . .
. . | . .
---------
. . | . .
. . | . 4
killercage 7: r1c2 r1c3
thermometer: r4c1 r3c1 | r4c1 r4c2
xv V: r2c1 r2c2
"""


def test_the_variant_text_is_read_and_its_errors_name_the_line():
    assert sudoku.count(CORNER) == 1
    rows = sudoku.solve(CORNER)
    assert rows[0][1] + rows[0][2] == 7 and rows[3][3] == 4
    assert sudoku.solve(CORNER, format="variant") == rows
    with pytest.raises(sudoku.ParseError, match=r"line 9, column 1: variant text: killercage\[0\]"):
        sudoku.count(CORNER.replace("r1c3", "r1c5"))


def test_a_variant_is_explained_and_hinted_on_the_variant_scale():
    puzzle, solution = published('"Blitz"')
    record = sudoku.explain(puzzle)
    assert record["scale"] == "variant" and record["size"] == 9
    assert record["solved"] is True and record["bifurcations"] == 0
    for step in record["steps"]:
        for placed in step["placements"]:
            cell, digit = placed.split("=")
            row, column = (int(x) for x in cell[1:].split("c"))
            assert solution[(row - 1) * 9 + column - 1] == digit, step["text"]
        for gone in step["eliminations"]:
            cell, digit = gone.split("<>")
            row, column = (int(x) for x in cell[1:].split("c"))
            assert solution[(row - 1) * 9 + column - 1] != digit, step["text"]
    hint = sudoku.hint(puzzle)
    assert hint["step"] == record["steps"][0]
    with pytest.raises(ValueError, match="variant scale"):
        sudoku.explain(puzzle, scale="se")
    with pytest.raises(sudoku.UnsolvableError, match="more than one solution"):
        sudoku.explain(KILLER_4X4)
