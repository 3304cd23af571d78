//! Naked Single: a cell with one candidate left takes it.

use super::Found;
use crate::candidates::digits_of;
use crate::{Candidate, Candidates, Step, Technique};

/// Every empty cell with exactly one candidate.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    for cell in 0..81 {
        let mask = grid.mask(cell);
        if grid.digit_at(cell) != 0 || mask.count_ones() != 1 {
            continue;
        }
        let digit = digits_of(mask).next().unwrap_or(1);
        let mut step = Step::new(Technique::NakedSingle);
        step.placements.push(Candidate::new(cell, digit));
        if !found(step) {
            return false;
        }
    }
    true
}
