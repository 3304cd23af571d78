//! Singles: the last cell of a house, the one place of a digit in a
//! house, the one candidate of a cell.

use super::{House, Marks, Step, Technique};
use crate::board::{Digits, bit, digits, single};

/// The digits placed in `house`, as a set.
pub(super) fn placed(marks: &Marks, house: &House) -> Digits {
    house
        .cells
        .iter()
        .filter(|&&c| marks.value(c) != 0)
        .fold(0, |set, &c| set | bit(marks.value(c)))
}

/// The last empty cell of a full house, and the digit it lacks.
pub(super) fn full_house(marks: &Marks, houses: &[House]) -> Option<Step> {
    for house in houses.iter().filter(|h| h.full) {
        let mut empty = house.cells.iter().filter(|&&c| marks.value(c) == 0);
        let (Some(&cell), None) = (empty.next(), empty.next()) else {
            continue;
        };
        let missing = marks.board().all() & !placed(marks, house);
        if let Some(digit) = single(missing & marks.candidates(cell)) {
            let mut step = Step::new(Technique::FullHouse);
            step.placements.push((cell, digit));
            step.houses.push(house.name.clone());
            return Some(step);
        }
    }
    None
}

/// A digit with one place left in a full house.
pub(super) fn hidden_single(marks: &Marks, houses: &[House]) -> Option<Step> {
    for house in houses.iter().filter(|h| h.full) {
        let missing = marks.board().all() & !placed(marks, house);
        for digit in digits(missing) {
            let mut places = house
                .cells
                .iter()
                .filter(|&&c| marks.value(c) == 0 && marks.candidates(c) & bit(digit) != 0);
            if let (Some(&cell), None) = (places.next(), places.next()) {
                let mut step = Step::new(Technique::HiddenSingle);
                step.placements.push((cell, digit));
                step.houses.push(house.name.clone());
                return Some(step);
            }
        }
    }
    None
}

/// An empty cell with one candidate.
pub(super) fn naked_single(marks: &Marks) -> Option<Step> {
    let cells = marks.size() * marks.size();
    (0..cells).find_map(|cell| {
        marks.naked(cell).map(|digit| {
            let mut step = Step::new(Technique::NakedSingle);
            step.placements.push((cell, digit));
            step
        })
    })
}
