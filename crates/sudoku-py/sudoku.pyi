"""The sudoku toolkit's engine: solve, count, check, generate, read, write,
explain and rate 9×9 Sudoku puzzles, one at a time or in NumPy batches on
all cores; solve, count, check and candidates take variant puzzles too
(f-puzzles and SudokuPad links, the variant text; sizes 4 to 25).

A puzzle is text in any format the `sudoku` command reads (recognised, or
named with ``format=``), a 9×9 list, a flat list of 81 cells, or a NumPy
array of shape (81,) or (9, 9); 0 (or a blank character in text) is an
empty cell. Results come back in the same shape (text as an 81-character
line, arrays as uint8). A puzzle with several solutions gets the
lexicographically smallest.
"""

from typing import Any, List, Literal, Optional, Sequence, Union

import numpy as np
import numpy.typing as npt

__version__: str

Puzzle = Union[str, Sequence[int], Sequence[Sequence[int]], npt.NDArray[np.integer]]
"""Text in any format, a flat list of 81, a 9×9 list, or an array of shape (81,) or (9, 9)."""

Batch_ = Union[npt.NDArray[np.integer], Sequence[str]]
"""An (n, 81) or (n, 9, 9) integer array, or a sequence of texts."""

Format = Literal["spaced", "packed", "line", "json", "sdk", "ss", "grid", "csv", "pretty", "candidates", "svg", "fpuzzles", "variant"]
Symmetry = Literal["none", "rotational", "quarter-turn", "horizontal", "vertical", "diagonal", "anti-diagonal"]

UNIQUE: int
"""Status of a row with one solution (0)."""
MULTIPLE: int
"""Status of a row with several solutions (1); solve_many gives the smallest."""
NO_SOLUTION: int
"""Status of a row with no solution (2)."""
INVALID: int
"""Status of a row that is not a puzzle (3); `Batch.errors` says why."""

class ParseError(ValueError):
    """Text that is not a puzzle; the message is the command line's."""

    line: Optional[int]
    """The line of the fault, from 1 (None when the whole input is at fault)."""
    column: Optional[int]
    """The column of the fault, from 1."""

class UnsolvableError(ValueError):
    """A puzzle with no solution or several where one is needed (explain, rate)."""

class Batch:
    """What a batch function found, row by row."""

    status: npt.NDArray[np.int8]
    """Per row: UNIQUE, MULTIPLE, NO_SOLUTION or INVALID."""
    errors: List[Optional[str]]
    """Per row: None, or why the row is INVALID."""
    solutions: Optional[Union[npt.NDArray[np.uint8], List[Optional[str]]]]
    """solve_many: the solutions in the input's shape (zeros where none), or lines for texts."""
    counts: Optional[npt.NDArray[np.uint64]]
    """count_many: the solutions counted, up to the limit."""
    givens: Optional[npt.NDArray[np.uint8]]
    """check_many: the givens of each puzzle."""
    minimal: Optional[npt.NDArray[np.bool_]]
    """check_many: unique, and no given could go."""
    def __len__(self) -> int: ...

def solve(puzzle: Puzzle, format: Optional[Format] = None) -> Optional[Any]:
    """The solution in the puzzle's shape, or None when it has none; a
    variant puzzle (f-puzzles link, string or JSON) gives rows of digits."""

def count(puzzle: Puzzle, limit: int = 2, format: Optional[Format] = None) -> int:
    """The number of solutions, counted up to `limit`."""

def check(puzzle: Puzzle, format: Optional[Format] = None) -> dict:
    """The `sudoku check --to json` record: givens, conflicts, solutions, minimal, redundant;
    for a variant: size, givens, status, report and, when the givens break a rule, broken."""

def candidates(puzzle: Puzzle, limit: Optional[int] = None, format: Optional[Format] = None) -> Optional[List[List[List[int]]]]:
    """The true candidates, rows of cells of digits (None without a solution); classic or variant."""

Level = Literal["easy", "medium", "hard", "unfair", "extreme"]

def generate(n: int, seed: Optional[int] = None, symmetry: Symmetry = "none",
             difficulty: Optional[Level] = None, rating: Optional[str] = None,
             clues: Optional[int] = None, minimal: bool = True) -> List[str]:
    """`n` new minimal puzzles with one solution each, as 81-character lines;
    `difficulty` (HoDoKu's level) and `rating` ("7.0..8.5", SE's ER) keep to a band,
    `clues` to at most that many givens (`minimal=False`: `--no-minimal`)."""

def read(text: str, format: Optional[Format] = None) -> str:
    """One puzzle from text, as an 81-character line."""

def read_many(text: str, format: Optional[Format] = None) -> List[str]:
    """Every puzzle of a text holding many, as 81-character lines."""

def write(puzzle: Puzzle, format: Format = "line") -> str:
    """The puzzle as text in `format`, as the command line writes it."""

def explain(puzzle: Puzzle, scale: Literal["hodoku", "se"] = "hodoku", format: Optional[Format] = None, guess: bool = True) -> dict:
    """The `sudoku explain --to json` record: the steps of a human-style solution.
    guess=False (HoDoKu's path only) takes nested forcing nets where HoDoKu guesses.
    A variant puzzle is explained on our own variant scale ("scale": "variant")."""

def hint(puzzle: Puzzle, scale: Literal["hodoku", "se"] = "hodoku", format: Optional[Format] = None, guess: bool = True) -> dict:
    """The `sudoku hint --to json` record: the next step from the puzzle or its
    pencil marks, HoDoKu's or (scale="se") Sudoku Explainer's; its step is None
    when the grid is solved. guess=False (HoDoKu's path only) gives a nested
    forcing net where HoDoKu would guess. A variant puzzle gets the variant
    explainer's first step ("scale": "variant")."""

def rate(puzzle: Puzzle, scale: Optional[Literal["hodoku", "se"]] = None, format: Optional[Format] = None) -> dict:
    """The `sudoku rate --to json` record: SE's ER/EP/ED and HoDoKu's level and score,
    from the puzzle's digits (pencil marks play no part)."""

def solve_many(puzzles: Batch_, format: Optional[Format] = None) -> Batch:
    """Solve every puzzle of a batch on all cores: solutions, status, errors."""

def count_many(puzzles: Batch_, limit: int = 2, format: Optional[Format] = None) -> Batch:
    """Count the solutions of every puzzle of a batch: counts, status, errors."""

def check_many(puzzles: Batch_, format: Optional[Format] = None) -> Batch:
    """Check every puzzle of a batch: status, givens, minimal, errors."""
