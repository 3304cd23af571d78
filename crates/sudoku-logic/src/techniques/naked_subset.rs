//! Naked Pair, Triple and Quadruple: k cells of a house whose candidates
//! are k digits between them hold those digits; the digits are gone from
//! the rest of every house the cells share. Locked Pair and Triple: such
//! cells of a box that also share a line, when both the box and the line
//! (outside the box) lose something.
//!
//! The search follows HoDoKu's (`SimpleSolver.findNakedXle`), so that the
//! first subset found, and the order of its eliminations, are HoDoKu's:
//! boxes, then rows, then columns; within a house the cells with one to k
//! candidates, in order; eliminations house by house (row, column, box),
//! cell by cell, digit by digit.

use super::Found;
use crate::candidates::digits_of;
use crate::house::{CELL_HOUSES, HOUSE_CELLS, box_of};
use crate::{Candidate, Candidates, House, Step, Technique, combinations};

/// Naked subsets of `size` cells that are not locked ones.
pub(crate) fn naked(grid: &Candidates, size: usize, found: Found) -> bool {
    let technique = match size {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuadruple,
    };
    search(grid, size, technique, Kind::Naked, found)
}

/// Locked subsets of `size` (2 or 3) cells: in a box and a line at once.
pub(crate) fn locked(grid: &Candidates, size: usize, found: Found) -> bool {
    let technique = if size == 2 {
        Technique::LockedPair
    } else {
        Technique::LockedTriple
    };
    search(grid, size, technique, Kind::Locked, found)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Naked,
    Locked,
}

fn search(grid: &Candidates, size: usize, technique: Technique, kind: Kind, found: Found) -> bool {
    let houses: Vec<usize> = match kind {
        Kind::Locked => (18..27).collect(),
        Kind::Naked => (18..27).chain(0..18).collect(),
    };
    for house in houses {
        let open: Vec<usize> = HOUSE_CELLS[house]
            .indices()
            .filter(|&c| (1..=size).contains(&(grid.mask(c).count_ones() as usize)))
            .collect();
        let done = combinations::each(&open, size, &mut |cells| {
            let mask = cells.iter().fold(0, |m, &c| m | grid.mask(c));
            if mask.count_ones() as usize != size {
                return true;
            }
            match subset_step(grid, cells, mask, technique, kind) {
                Some(step) => found(step),
                None => true,
            }
        });
        if !done {
            return false;
        }
    }
    true
}

/// The step of the subset `cells` with digits `mask`, if it eliminates
/// something and is of `kind`.
fn subset_step(
    grid: &Candidates,
    cells: &[usize],
    mask: u16,
    technique: Technique,
    kind: Kind,
) -> Option<Step> {
    let first = CELL_HOUSES[cells[0]];
    let shared: Vec<bool> = (0..3)
        .map(|i| cells.iter().all(|&c| CELL_HOUSES[c][i] == first[i]))
        .collect();
    let mut eliminations: Vec<Candidate> = Vec::new();
    let mut losing = 0;
    let mut houses = Vec::new();
    for i in 0..3 {
        if !shared[i] {
            continue;
        }
        houses.push(first[i]);
        let mut counted = false;
        for cell in first[i].cells().indices() {
            if cells.contains(&cell) {
                continue;
            }
            let gone = grid.mask(cell) & mask;
            if gone == 0 {
                continue;
            }
            for d in digits_of(gone) {
                let candidate = Candidate::new(cell, d);
                if !eliminations.contains(&candidate) {
                    eliminations.push(candidate);
                }
            }
            // A line counts only for what it loses outside the box.
            if !counted && (i == 2 || box_of(cell) != first[2].number()) {
                counted = true;
                losing += 1;
            }
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    let is_locked = cells.len() < 4 && losing > 1 && shared[2] && (shared[0] || shared[1]);
    if is_locked != (kind == Kind::Locked) {
        return None;
    }
    let mut step = Step::new(technique);
    step.digits = digits_of(mask)
        .filter_map(sudoku_core::Digit::new)
        .collect();
    step.cells = cells
        .iter()
        .filter_map(|&c| sudoku_core::Cell::new(c))
        .collect();
    step.houses = houses.into_iter().map(|h: House| h).collect();
    // In HoDoKu's order, which decides the order of the singles after it.
    step.eliminations = eliminations;
    Some(step)
}
