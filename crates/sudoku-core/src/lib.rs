//! The 9×9 Sudoku grid, its validation and a solving engine.
//!
//! A [`Grid`] holds 81 cells, each blank or a [`Digit`] 1 to 9, and cannot
//! hold anything else. [`Grid::validate`] names givens that break the rules.
//! [`solve`] tells whether a puzzle has no, one or several solutions and
//! gives the lexicographically smallest; [`solve_any`], [`solve_lexmin`] and
//! [`count`] answer narrower questions. [`check`] tells a setter whether a
//! puzzle is valid, unique and minimal, and a [`Generator`] makes new puzzles.
//!
//! ```
//! use sudoku_core::{solve, Grid, Solution};
//!
//! let mut values = [0u8; 81];
//! for (cell, c) in "1.3.....................................................................9.....".bytes().enumerate() {
//!     values[cell] = if c == b'.' { 0 } else { c - b'0' };
//! }
//! let puzzle = Grid::from_values(values).unwrap();
//! assert!(puzzle.validate().is_ok());
//! match solve(&puzzle) {
//!     Solution::Multiple(smallest) => assert!(smallest.solves(&puzzle)),
//!     other => panic!("expected several solutions, got {other:?}"),
//! }
//! ```

mod cell;
mod check;
mod conflict;
mod digit;
mod equivalence;
mod generator;
mod grid;
mod printable;
mod solver;
#[cfg(test)]
mod testing;

/// The six orders of three things (bands, rows in a band, boxes...), in
/// increasing order.
pub(crate) const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

pub use cell::Cell;
pub use check::{Check, Solutions, check};
pub use conflict::Conflict;
pub use digit::Digit;
pub use equivalence::{BadTransform, Canonical, Transform, canonical};
pub use generator::{
    CLUES, ClueCountError, GaveUp, Generated, Generator, Symmetry, UnknownSymmetry, clue_count,
};
pub use grid::{Grid, InvalidValue};
pub use printable::{MAX_ECHO, echo, escape};
#[doc(hidden)]
pub use solver::triad;
pub use solver::{Solution, count, count_until, redundant_givens, solve, solve_any, solve_lexmin};
