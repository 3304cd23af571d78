//! Naked Pair, Triple and Quadruple: k cells of a house whose candidates
//! are k digits between them hold those digits; the digits are gone from
//! the rest of the house. Locked Pair and Triple: such cells of a box that
//! also share a line, which clears the digits from both houses.

use super::Found;
use crate::candidates::digits_of;
use crate::house::HOUSE_CELLS;
use crate::{Candidate, Candidates, CellSet, House, Step, Technique, combinations};

/// Naked subsets of `size` cells in every house.
pub(crate) fn naked(grid: &Candidates, size: usize, found: Found) -> bool {
    let technique = match size {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuadruple,
    };
    for house in 0..27 {
        let visit = &mut |cells: &[usize], mask: u16| {
            let set: CellSet = cells.iter().copied().collect();
            let gone = eliminations(grid, HOUSE_CELLS[house] - set, mask);
            if gone.is_empty() {
                return true;
            }
            found(subset_step(technique, cells, mask, &[house], gone))
        };
        if !subsets(grid, house, size, visit) {
            return false;
        }
    }
    true
}

/// Locked subsets of `size` (2 or 3) cells: in a box and a line at once.
pub(crate) fn locked(grid: &Candidates, size: usize, found: Found) -> bool {
    let technique = if size == 2 {
        Technique::LockedPair
    } else {
        Technique::LockedTriple
    };
    for house in 18..27 {
        let visit = &mut |cells: &[usize], mask: u16| {
            let set: CellSet = cells.iter().copied().collect();
            let Some(line) = (0..18).find(|&l| set.is_subset(HOUSE_CELLS[l])) else {
                return true;
            };
            let in_box = eliminations(grid, HOUSE_CELLS[house] - set, mask);
            let in_line = eliminations(grid, HOUSE_CELLS[line] - set, mask);
            // Locked only if both houses lose something (else it is a
            // naked subset of one of them).
            if in_box.is_empty() || in_line.is_empty() {
                return true;
            }
            let mut gone = in_line;
            gone.extend(in_box);
            found(subset_step(technique, cells, mask, &[line, house], gone))
        };
        if !subsets(grid, house, size, visit) {
            return false;
        }
    }
    true
}

/// Calls `visit` with every `size` empty cells of `house` whose candidates
/// are `size` digits between them, and those digits.
fn subsets(
    grid: &Candidates,
    house: usize,
    size: usize,
    visit: &mut dyn FnMut(&[usize], u16) -> bool,
) -> bool {
    let open: Vec<usize> = HOUSE_CELLS[house]
        .indices()
        .filter(|&c| {
            grid.digit_at(c) == 0 && (2..=size).contains(&(grid.mask(c).count_ones() as usize))
        })
        .collect();
    combinations::each(&open, size, &mut |cells| {
        let mask = cells.iter().fold(0, |m, &c| m | grid.mask(c));
        if mask.count_ones() as usize != size {
            return true;
        }
        visit(cells, mask)
    })
}

/// The candidates of `mask`'s digits in `cells`.
fn eliminations(grid: &Candidates, cells: CellSet, mask: u16) -> Vec<Candidate> {
    let mut gone = Vec::new();
    for cell in cells.indices() {
        for d in digits_of(grid.mask(cell) & mask) {
            gone.push(Candidate::new(cell, d));
        }
    }
    gone
}

fn subset_step(
    technique: Technique,
    cells: &[usize],
    mask: u16,
    houses: &[usize],
    gone: Vec<Candidate>,
) -> Step {
    let mut step = Step::new(technique);
    step.digits = digits_of(mask)
        .filter_map(sudoku_core::Digit::new)
        .collect();
    step.cells = cells
        .iter()
        .filter_map(|&c| sudoku_core::Cell::new(c))
        .collect();
    step.houses = houses.iter().map(|&h| House(h as u8)).collect();
    step.eliminations = gone;
    step.tidy()
}
