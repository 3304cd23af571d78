//! Conjugate pairs: a digit with exactly two places in a house, one of
//! which must hold it (a strong link).

use crate::Candidates;
use crate::house::HOUSE_CELLS;

/// A conjugate pair: the digit's two places in a house.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Pair {
    pub(super) house: usize,
    pub(super) a: usize,
    pub(super) b: usize,
}

impl Pair {
    /// The other end, seen from `cell` (one of the two).
    pub(super) fn other(self, cell: usize) -> usize {
        if cell == self.a { self.b } else { self.a }
    }
}

/// The step of a pattern of two conjugate pairs of `digit`: its far ends,
/// then its near ends (`cells`), and the cells that see both far ends
/// (`gone`), which lose the digit; `None` if there are none.
pub(super) fn two_pair_step(
    technique: crate::Technique,
    digit: u8,
    cells: [usize; 4],
    grid: &Candidates,
) -> Option<crate::Step> {
    use crate::house::PEERS;
    let gone = grid.places(digit) & PEERS[cells[0]] & PEERS[cells[1]];
    if gone.is_empty() {
        return None;
    }
    let mut step = crate::Step::new(technique);
    step.digits
        .push(sudoku_core::Digit::new(digit).expect("1-9"));
    step.cells = cells
        .iter()
        .filter_map(|&c| sudoku_core::Cell::new(c))
        .collect();
    step.eliminations = gone
        .indices()
        .map(|c| crate::Candidate::new(c, digit))
        .collect();
    Some(step)
}

/// The conjugate pairs of `digit` in the houses `houses`.
pub(super) fn pairs(grid: &Candidates, digit: u8, houses: std::ops::Range<usize>) -> Vec<Pair> {
    houses
        .filter_map(|house| {
            let places = grid.places(digit) & HOUSE_CELLS[house];
            if places.len() != 2 {
                return None;
            }
            let mut cells = places.indices();
            let (a, b) = (cells.next()?, cells.next()?);
            Some(Pair { house, a, b })
        })
        .collect()
}
