//! HoDoKu's last resort: where none of its techniques makes progress, it
//! places the solution's digit in the middle open cell (the open cells in
//! reading order, the one at half their number), a guess that scores
//! 10,000 points.

use sudoku_core::Solution;

use super::Found;
use crate::candidates::bit;
use crate::{Candidate, Candidates, Step, Technique};

/// The brute-force step of `grid`, if it has open cells and one solution.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    let open: Vec<usize> = (0..81).filter(|&c| grid.digit_at(c) == 0).collect();
    let Some(&cell) = open.get(open.len() / 2) else {
        return true;
    };
    let Solution::Unique(solution) = sudoku_core::solve(&grid.grid()) else {
        return true;
    };
    let Some(digit) = sudoku_core::Cell::new(cell).and_then(|c| solution.get(c)) else {
        return true;
    };
    if grid.mask(cell) & bit(digit.get()) == 0 {
        // The pencil marks have lost the solution: no guess is right.
        return true;
    }
    let mut step = Step::new(Technique::BruteForce);
    step.placements.push(Candidate::new(cell, digit.get()));
    found(step)
}
