//! Almost locked sets: n cells of one house with n + 1 candidates between
//! them. Take any one digit away and the rest are locked.

use crate::candidates::digits_of;
use crate::house::{HOUSE_CELLS, PEERS};
use crate::{Candidates, CellSet, combinations};

/// An almost locked set.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Als {
    /// Its cells.
    pub(super) cells: CellSet,
    /// Its candidates: one more than its cells.
    pub(super) mask: u16,
    /// The house it was found in.
    pub(super) house: usize,
}

impl Als {
    /// The cells of the set where `digit` is a candidate.
    pub(super) fn places(&self, grid: &Candidates, digit: u8) -> CellSet {
        self.cells & grid.places(digit)
    }
}

/// Every almost locked set of up to `max` cells, each once (a set of cells
/// in a line and a box is found once), in order of house, then size.
pub(super) fn all(grid: &Candidates, max: usize) -> Vec<Als> {
    let mut sets: Vec<Als> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for house in 0..27 {
        let open: Vec<usize> = HOUSE_CELLS[house]
            .indices()
            .filter(|&c| grid.digit_at(c) == 0)
            .collect();
        for size in 1..=max.min(open.len()) {
            combinations::each(&open, size, &mut |cells| {
                let mask = cells.iter().fold(0u16, |m, &c| m | grid.mask(c));
                if mask.count_ones() as usize == size + 1 {
                    let set: CellSet = cells.iter().copied().collect();
                    if seen.insert(set.0) {
                        sets.push(Als {
                            cells: set,
                            mask,
                            house,
                        });
                    }
                }
                true
            });
        }
    }
    sets
}

/// The digits common to `a` and `b` that are restricted: every place of
/// the digit in one sees every place in the other (so at most one of the
/// sets holds it), and no place is in both.
pub(super) fn restricted_commons(grid: &Candidates, a: &Als, b: &Als) -> Vec<u8> {
    digits_of(a.mask & b.mask)
        .filter(|&d| {
            let (pa, pb) = (a.places(grid, d), b.places(grid, d));
            !pa.intersects(pb) && pa.indices().all(|c| pb.is_subset(PEERS[c]))
        })
        .collect()
}
