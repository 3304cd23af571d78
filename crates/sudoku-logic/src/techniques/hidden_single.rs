//! Hidden Single: a digit with one place left in a house goes there.

use super::Found;
use crate::{Candidate, Candidates, House, Step, Technique};

/// Every digit with exactly one place in a house: boxes first, then rows,
/// then columns (a cell found in a box is not reported again for a line).
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    let mut reported = [0u16; 81];
    for house in (18..27).chain(0..18) {
        for digit in 1..=9u8 {
            let places = grid.places_in(digit, house);
            if places.len() != 1 {
                continue;
            }
            let cell = places.first().unwrap_or(0);
            if reported[cell] & (1 << digit) != 0 {
                continue;
            }
            reported[cell] |= 1 << digit;
            let mut step = Step::new(Technique::HiddenSingle);
            step.placements.push(Candidate::new(cell, digit));
            step.houses.push(House(house as u8));
            if !found(step) {
                return false;
            }
        }
    }
    true
}
