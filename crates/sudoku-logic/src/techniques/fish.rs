//! What the fish finders share: cover lines and the step.

use sudoku_core::Digit;

use crate::house::{HOUSE_CELLS, col_of, row_of};
use crate::{Candidate, CellSet, House, Step, Technique};

/// The lines crossing `cells`: their columns when the base is rows, else
/// their rows (as house numbers).
pub(super) fn crossing(cells: CellSet, rows: bool) -> Vec<usize> {
    let mut lines: Vec<usize> = cells
        .indices()
        .map(|c| if rows { 9 + col_of(c) } else { row_of(c) })
        .collect();
    lines.sort_unstable();
    lines.dedup();
    lines
}

/// The cells of the lines `lines`.
pub(super) fn cells_of(lines: &[usize]) -> CellSet {
    lines
        .iter()
        .fold(CellSet::EMPTY, |s, &l| s | HOUSE_CELLS[l])
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
