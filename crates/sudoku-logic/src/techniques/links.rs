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
