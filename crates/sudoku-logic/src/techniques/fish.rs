//! What the fish finders share: cover lines and the step.

use sudoku_core::Digit;

use crate::house::{HOUSE_CELLS, col_of, row_of};
use crate::{Candidate, CellSet, House, Step, Technique};

/// The lines crossing `cells` as bits 0-8: their columns when the base is
/// rows, else their rows.
pub(super) fn crossing_mask(cells: CellSet, rows: bool) -> u16 {
    cells.indices().fold(0, |mask, c| {
        mask | 1 << if rows { col_of(c) } else { row_of(c) }
    })
}

/// The cells of the lines whose bits are set in `mask`, the line of bit
/// `i` being house `first + i`.
pub(super) fn lines_of_mask(mask: u16, first: usize) -> CellSet {
    (0..9)
        .filter(|i| mask >> i & 1 == 1)
        .fold(CellSet::EMPTY, |s, i| s | HOUSE_CELLS[first + i])
}

/// A fish step: `digit` in `base` lines covered by `covers`, with `fins`,
/// eliminating `digit` from `gone`.
pub(super) fn lines_step(
    technique: Technique,
    digit: u8,
    base: &[usize],
    covers: &[usize],
    fins: CellSet,
    gone: CellSet,
) -> Step {
    let mut step = Step::new(technique);
    step.digits.push(Digit::new(digit).expect("1-9"));
    step.houses = base.iter().map(|&h| House(h as u8)).collect();
    step.covers = covers.iter().map(|&h| House(h as u8)).collect();
    step.fins = fins.cells().collect();
    step.eliminations = gone.indices().map(|c| Candidate::new(c, digit)).collect();
    step
}
