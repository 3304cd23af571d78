//! Locked candidates between any two houses: when a digit's places in a
//! full house all lie in another group (a box, a row, a cage, a
//! diagonal), the digit is there, and leaves the group's other cells.

use super::{House, Marks, Step, Technique, singles::placed};
use crate::board::bit;
use crate::rule::Cell;

/// The first locked candidate that rules something out.
pub(super) fn locked_candidates(marks: &Marks, houses: &[House]) -> Option<Step> {
    let n = marks.size();
    let mut houses_of = vec![Vec::new(); n * n];
    for (h, house) in houses.iter().enumerate() {
        for &cell in &house.cells {
            houses_of[cell].push(h);
        }
    }
    for digit in 1..=n as u8 {
        for (a, house) in houses.iter().enumerate().filter(|(_, h)| h.full) {
            if placed(marks, house) & bit(digit) != 0 {
                continue;
            }
            let places: Vec<Cell> = house
                .cells
                .iter()
                .copied()
                .filter(|&c| marks.value(c) == 0 && marks.candidates(c) & bit(digit) != 0)
                .collect();
            let Some(&first) = places.first() else {
                continue;
            };
            for &b in &houses_of[first] {
                let other = &houses[b];
                if b == a || !places.iter().all(|c| other.cells.contains(c)) {
                    continue;
                }
                let eliminations: Vec<(Cell, u8)> = other
                    .cells
                    .iter()
                    .filter(|&&c| {
                        !places.contains(&c)
                            && marks.value(c) == 0
                            && marks.candidates(c) & bit(digit) != 0
                    })
                    .map(|&c| (c, digit))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                let mut step = Step::new(Technique::LockedCandidates);
                step.digits.push(digit);
                step.cells = places;
                step.houses = vec![house.name.clone(), other.name.clone()];
                step.eliminations = eliminations;
                return Some(step);
            }
        }
    }
    None
}
