//! Bivalue Universal Grave + 1: every empty cell has two candidates but
//! one, which has three, and each digit has two places in every house but
//! for that cell's extra digit. Without the extra digit the grid would have
//! two solutions, so the cell takes it: its other candidates go (HoDoKu's
//! form, which leaves a naked single).

use super::Found;
use crate::candidates::digits_of;
use crate::house::{CELL_HOUSES, HOUSE_CELLS};
use crate::{Candidate, Candidates, Step, Technique};

/// The BUG+1 placement, if the grid is one.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    let mut three = None;
    for cell in 0..81 {
        match (grid.digit_at(cell), grid.mask(cell).count_ones()) {
            (0, 2) => {}
            (0, 3) if three.is_none() => three = Some(cell),
            (0, _) => return true,
            _ => {}
        }
    }
    let Some(cell) = three else { return true };
    // The extra digit: three places in each of the cell's houses.
    let houses = CELL_HOUSES[cell];
    let extra: Vec<u8> = digits_of(grid.mask(cell))
        .filter(|&d| {
            houses
                .iter()
                .all(|h| grid.places_in(d, h.index()).len() == 3)
        })
        .collect();
    let [extra] = extra[..] else { return true };
    for house in 0..27 {
        for digit in 1..=9u8 {
            let n = (grid.places(digit) & HOUSE_CELLS[house]).len();
            let expected = if digit == extra && houses.iter().any(|h| h.index() == house) {
                3
            } else {
                2
            };
            if n != 0 && n != expected {
                return true;
            }
        }
    }
    let mut step = Step::new(Technique::BugPlusOne);
    step.cells
        .push(sudoku_core::Cell::new(cell).expect("a cell"));
    step.digits
        .push(sudoku_core::Digit::new(extra).expect("1-9"));
    for d in digits_of(grid.mask(cell)).filter(|&d| d != extra) {
        step.eliminations.push(Candidate::new(cell, d));
    }
    found(step)
}
