//! Locked Candidates: a digit of a box confined to one line is gone from
//! the rest of that line (pointing); a digit of a line confined to one box
//! is gone from the rest of that box (claiming).

use super::Found;
use crate::house::{HOUSE_CELLS, box_of, col_of, row_of};
use crate::{Candidate, Candidates, House, Step, Technique};

/// Pointing: for each box and digit, places all in one row or column.
pub(crate) fn pointing(grid: &Candidates, found: Found) -> bool {
    for b in 18..27 {
        for digit in 1..=9u8 {
            let places = grid.places_in(digit, b);
            let Some(first) = places.first() else {
                continue;
            };
            if places.len() < 2 {
                continue;
            }
            for line in [row_of(first), 9 + col_of(first)] {
                if !places.is_subset(HOUSE_CELLS[line]) {
                    continue;
                }
                let gone = grid.places_in(digit, line) - HOUSE_CELLS[b];
                if gone.is_empty() {
                    continue;
                }
                let step = locked(Technique::LockedCandidatesPointing, digit, b, line, gone);
                if !found(step) {
                    return false;
                }
            }
        }
    }
    true
}

/// Claiming: for each line and digit, places all in one box.
pub(crate) fn claiming(grid: &Candidates, found: Found) -> bool {
    for line in 0..18 {
        for digit in 1..=9u8 {
            let places = grid.places_in(digit, line);
            let Some(first) = places.first() else {
                continue;
            };
            if places.len() < 2 {
                continue;
            }
            let b = 18 + box_of(first);
            if !places.is_subset(HOUSE_CELLS[b]) {
                continue;
            }
            let gone = grid.places_in(digit, b) - HOUSE_CELLS[line];
            if gone.is_empty() {
                continue;
            }
            let step = locked(Technique::LockedCandidatesClaiming, digit, line, b, gone);
            if !found(step) {
                return false;
            }
        }
    }
    true
}

/// The step: `digit` of `house` confined to `within`, gone from `gone`.
fn locked(
    technique: Technique,
    digit: u8,
    house: usize,
    within: usize,
    gone: crate::CellSet,
) -> Step {
    let mut step = Step::new(technique);
    step.digits
        .push(sudoku_core::Digit::new(digit).expect("1-9"));
    step.houses.push(House(house as u8));
    step.covers.push(House(within as u8));
    step.eliminations = gone.indices().map(|c| Candidate::new(c, digit)).collect();
    step
}
