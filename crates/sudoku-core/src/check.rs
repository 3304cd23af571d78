//! What a setter asks of a puzzle: is it valid, unique and minimal.

use crate::solver;
use crate::{Cell, Conflict, Grid};

/// How many solutions a puzzle has, as far as a setter cares.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Solutions {
    /// None: the givens clash or cannot be completed.
    None,
    /// Exactly one.
    Unique,
    /// Two or more.
    Several,
}

/// The verdict on a puzzle: see [`check`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Check {
    /// How many cells are given.
    pub givens: usize,
    /// Every pair of givens that break the rules (see [`Grid::conflicts`]).
    pub conflicts: Vec<Conflict>,
    /// Whether there is no, one or several solutions.
    pub solutions: Solutions,
    /// For a unique puzzle, the givens that could each be taken away on
    /// its own with the solution staying the only one, in reading order:
    /// empty when the puzzle is minimal. `None` unless the puzzle is
    /// unique.
    pub redundant: Option<Vec<Cell>>,
}

impl Check {
    /// Whether the puzzle is unique and no given can go.
    pub fn is_minimal(&self) -> bool {
        self.redundant.as_ref().is_some_and(Vec::is_empty)
    }
}

/// Checks `puzzle`: its givens, their clashes, its number of solutions and,
/// when it is unique, its redundant givens.
///
/// ```
/// use sudoku_core::{check, Grid, Solutions};
///
/// let verdict = check(&Grid::empty());
/// assert_eq!(verdict.givens, 0);
/// assert_eq!(verdict.solutions, Solutions::Several);
/// assert_eq!(verdict.redundant, None);
/// ```
pub fn check(puzzle: &Grid) -> Check {
    let conflicts = puzzle.conflicts();
    // One search answers both questions: the only solution, if there is
    // one, is what each given's redundancy is measured against.
    let (solutions, redundant) = match solver::first_two(puzzle) {
        [None, _] => (Solutions::None, None),
        [Some(only), None] => (Solutions::Unique, Some(solver::redundant_of(puzzle, &only))),
        [Some(_), Some(_)] => (Solutions::Several, None),
    };
    Check {
        givens: puzzle.givens(),
        conflicts,
        solutions,
        redundant,
    }
}
