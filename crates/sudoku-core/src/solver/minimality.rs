//! Which givens a unique puzzle could do without.
//!
//! A puzzle whose only solution is `S` keeps it as its only solution
//! without the givens of a set `R` exactly when no solution of the smaller
//! puzzle differs from `S` in a cell of `R`: one that agrees with `S` on
//! all of `R` solves the whole puzzle, so it is `S`. For each cell of `R`
//! that the remaining givens do not force, one search with `S`'s digit
//! taken from that cell answers whether such a solution exists. That is
//! cheaper than counting to two, which has to find `S` again first.

use super::search;
use super::state::{Givens, State};
use crate::{Cell, Grid};

/// Whether the puzzle of `givens`, whose only solution is `solution`,
/// still has no other once the givens in `removed` are taken away.
pub(crate) fn unique_without(givens: &Givens, solution: &[u8; 81], removed: &[Cell]) -> bool {
    let mut fewer = *givens;
    for cell in removed {
        fewer.remove(cell.index(), solution[cell.index()]);
    }
    if let [cell] = removed {
        // One search, with `solution`'s digit taken from the cell before
        // anything is propagated: one propagation instead of two.
        let cell = cell.index();
        let mut other = fewer.placed();
        other.eliminate(cell, solution[cell]);
        return other.propagate().is_err() || search::first(&other).is_none();
    }
    // Fewer givens of a solvable puzzle cannot clash.
    let Ok(root) = fewer.propagated() else {
        return false;
    };
    removed.iter().all(|cell| {
        let cell = cell.index();
        if root.value(cell) != 0 {
            // Forced: every solution holds `solution`'s digit there.
            return true;
        }
        let mut other = root;
        other.eliminate(cell, solution[cell]);
        other.propagate().is_err() || search::first(&other).is_none()
    })
}

/// The givens of `puzzle` that could each, on its own, be blanked without
/// the puzzle losing its only solution, in reading order; `None` unless the
/// puzzle has exactly one solution.
///
/// An empty list means the puzzle is minimal. Two givens that are each
/// redundant need not be redundant together.
///
/// ```
/// use sudoku_core::{Grid, redundant_givens};
///
/// // A solved grid needs only some of its 81 digits.
/// let solved: Vec<u8> = "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
///     .bytes()
///     .map(|b| b - b'0')
///     .collect();
/// let grid = Grid::from_values(solved.try_into().unwrap()).unwrap();
/// assert_eq!(redundant_givens(&grid).map(|cells| cells.len()), Some(81));
/// ```
pub fn redundant_givens(puzzle: &Grid) -> Option<Vec<Cell>> {
    let root = State::new(puzzle).ok()?;
    let [Some(solution), None] = search::first_two(&root) else {
        return None;
    };
    Some(redundant_of(puzzle, &solution))
}

/// The givens of `puzzle`, whose only solution is `solution`, that could
/// each go on its own, in reading order.
pub(crate) fn redundant_of(puzzle: &Grid, solution: &[u8; 81]) -> Vec<Cell> {
    let Ok(givens) = Givens::of(puzzle.values()) else {
        unreachable!("a puzzle with a solution has no clash")
    };
    Cell::all()
        .filter(|&cell| puzzle.get(cell).is_some())
        .filter(|&cell| unique_without(&givens, solution, &[cell]))
        .collect()
}
