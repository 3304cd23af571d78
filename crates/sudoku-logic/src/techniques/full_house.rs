//! Full House: the last empty cell of a house takes the missing digit.

use super::Found;
use crate::candidates::digits_of;
use crate::house::HOUSE_CELLS;
use crate::{Candidate, Candidates, House, Step, Technique};

/// Every house with exactly one empty cell.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    for house in 0..27 {
        let empty: Vec<usize> = HOUSE_CELLS[house]
            .indices()
            .filter(|&c| grid.digit_at(c) == 0)
            .collect();
        let [cell] = empty[..] else { continue };
        let Some(digit) = digits_of(grid.mask(cell)).next() else {
            continue;
        };
        let mut step = Step::new(Technique::FullHouse);
        step.placements.push(Candidate::new(cell, digit));
        step.houses.push(House(house as u8));
        if !found(step) {
            return false;
        }
    }
    true
}
