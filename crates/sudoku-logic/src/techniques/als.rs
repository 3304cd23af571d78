//! Almost locked sets: n cells of one house with n + 1 candidates between
//! them. Take any one digit away and the rest are locked.

use sudoku_core::Digit;

use super::Found;
use crate::candidates::digits_of;
use crate::house::{HOUSE_CELLS, seen_by_all};
use crate::{Candidate, Candidates, CellSet, House, Step, Technique};

/// An almost locked set.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Als {
    /// Its cells.
    pub(super) cells: CellSet,
    /// Its candidates: one more than its cells.
    pub(super) mask: u16,
    /// The house it was found in.
    pub(super) house: usize,
    /// For each digit (index `digit - 1`), the cells that see every place
    /// of it in the set.
    sees: [CellSet; 9],
}

impl Als {
    /// The set of `cells`, with candidates `mask`, found in `house`.
    fn new(grid: &Candidates, cells: CellSet, mask: u16, house: usize) -> Als {
        let mut sees = [CellSet::ALL; 9];
        for d in digits_of(mask) {
            sees[usize::from(d - 1)] = seen_by_all(cells & grid.places(d));
        }
        Als {
            cells,
            mask,
            house,
            sees,
        }
    }

    /// The cells of the set where `digit` is a candidate.
    pub(super) fn places(&self, grid: &Candidates, digit: u8) -> CellSet {
        self.cells & grid.places(digit)
    }
}

/// Every almost locked set of up to `max` cells, each once (a set of cells
/// in a line and a box is found in the first house), in HoDoKu's order:
/// house by house (rows, columns, boxes), and within a house depth first
/// over its open cells (a set, then the sets that extend it with later
/// cells). HoDoKu takes the first ALS step it meets in this order.
pub(super) fn all(grid: &Candidates, max: usize) -> Vec<Als> {
    let mut sets: Vec<Als> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for house in 0..27 {
        let open: Vec<usize> = HOUSE_CELLS[house]
            .indices()
            .filter(|&c| grid.digit_at(c) == 0)
            .collect();
        let mut search = Extend {
            grid,
            house,
            open: &open,
            max,
            sets: &mut sets,
            seen: &mut seen,
        };
        search.extend(0, CellSet::default(), 0, 0);
    }
    sets
}

/// The depth-first search of one house for [`all`].
struct Extend<'a> {
    grid: &'a Candidates,
    house: usize,
    open: &'a [usize],
    max: usize,
    sets: &'a mut Vec<Als>,
    seen: &'a mut std::collections::HashSet<u128>,
}

impl Extend<'_> {
    /// Every set that adds open cells from `from` on to `cells` (`size`
    /// of them, with candidates `mask`).
    fn extend(&mut self, from: usize, cells: CellSet, mask: u16, size: usize) {
        for i in from..self.open.len() {
            let cell = self.open[i];
            let cells = cells | CellSet::single(cell);
            let mask = mask | self.grid.mask(cell);
            let size = size + 1;
            if mask.count_ones() as usize == size + 1 && self.seen.insert(cells.0) {
                self.sets.push(Als::new(self.grid, cells, mask, self.house));
            }
            if size < self.max {
                self.extend(i + 1, cells, mask, size);
            }
        }
    }
}

/// The candidates of `digit` outside the cells `sets` that see every cell
/// of `places`: where the digit cannot be if one of `places` holds it.
pub(super) fn seeing(
    grid: &Candidates,
    digit: u8,
    places: CellSet,
    sets: CellSet,
) -> impl Iterator<Item = Candidate> {
    (grid.places(digit) & (seen_by_all(places) - sets))
        .indices()
        .map(move |cell| Candidate::new(cell, digit))
}

/// What goes when one of `a` and `b` is locked: each digit of both but
/// those of `except`, from the cells that see all its places in the two.
pub(super) fn either_locked(grid: &Candidates, a: &Als, b: &Als, except: &[u8]) -> Vec<Candidate> {
    digits_of(a.mask & b.mask)
        .filter(|z| !except.contains(z))
        .flat_map(|z| {
            seeing(
                grid,
                z,
                a.places(grid, z) | b.places(grid, z),
                a.cells | b.cells,
            )
        })
        .collect()
}

/// The digits common to `a` and `b` that are restricted: every place of
/// the digit in one sees every place in the other (so at most one of the
/// sets holds it), and no place is in both.
pub(super) fn restricted_commons(grid: &Candidates, a: &Als, b: &Als) -> Vec<u8> {
    digits_of(restricted_mask(grid, a, b)).collect()
}

/// [`restricted_commons`] as a mask of digits (bit `digit - 1`).
fn restricted_mask(grid: &Candidates, a: &Als, b: &Als) -> u16 {
    // A cell is not its own peer: a place in both sets is not restricted.
    digits_of(a.mask & b.mask).fold(0, |m, d| {
        let pb = b.places(grid, d);
        if pb.is_subset(a.sees[usize::from(d - 1)]) {
            m | 1 << (d - 1)
        } else {
            m
        }
    })
}

/// A restricted common between two almost locked sets, as HoDoKu lists
/// them: the sets by their place in [`all`]'s list, the first one's
/// place lower, and its first one or two restricted digits.
#[derive(Clone, Copy, Debug)]
pub(super) struct Restricted {
    pub(super) a: usize,
    pub(super) b: usize,
    /// The restricted digits, ascending; the second is 0 when there is one.
    pub(super) digits: [u8; 2],
}

/// Every restricted common between two sets of `sets` that do not share a
/// cell, in HoDoKu's order (by the first set, then the second).
pub(super) fn all_restricted(grid: &Candidates, sets: &[Als]) -> Vec<Restricted> {
    let mut found = Vec::new();
    for (i, a) in sets.iter().enumerate() {
        for (j, b) in sets.iter().enumerate().skip(i + 1) {
            if a.cells.intersects(b.cells) {
                continue;
            }
            let commons = restricted_mask(grid, a, b);
            if commons != 0 {
                let first = commons.trailing_zeros() as u8 + 1;
                let rest = commons & (commons - 1);
                let second = if rest == 0 {
                    0
                } else {
                    rest.trailing_zeros() as u8 + 1
                };
                found.push(Restricted {
                    a: i,
                    b: j,
                    digits: [first, second],
                });
            }
        }
    }
    found
}

/// ALS steps in the order found, one per set of eliminations: the one
/// with the fewest cells in its sets (HoDoKu takes the first it finds;
/// the same eliminations read best with the smallest sets).
#[derive(Default)]
pub(super) struct Smallest {
    steps: Vec<(usize, Step)>,
    /// Where each set of eliminations is in `steps`.
    index: std::collections::HashMap<Vec<Candidate>, usize>,
}

impl Smallest {
    /// Keeps `step`, whose sets have `size` cells in all, unless a step
    /// with the same eliminations and sets as small is kept.
    pub(super) fn offer(&mut self, size: usize, step: Step) {
        match self.index.get(&step.eliminations) {
            Some(&i) if self.steps[i].0 <= size => {}
            Some(&i) => self.steps[i] = (size, step),
            None => {
                self.index
                    .insert(step.eliminations.clone(), self.steps.len());
                self.steps.push((size, step));
            }
        }
    }

    /// Hands the steps to `found` in order; `false` if it stopped them.
    pub(super) fn send(self, found: Found) -> bool {
        self.steps.into_iter().all(|(_, step)| found(step))
    }

    /// The steps in order, each with the cells of its sets.
    pub(super) fn into_vec(self) -> Vec<(usize, Step)> {
        self.steps
    }
}

/// The step of an ALS technique: its sets in order, the restricted common
/// digits that join them, and what it eliminates.
pub(super) fn step(
    technique: Technique,
    sets: &[&Als],
    restricted: &[u8],
    eliminations: Vec<Candidate>,
) -> Step {
    let mut step = Step::new(technique);
    step.cells = sets.iter().flat_map(|s| s.cells.cells()).collect();
    step.houses = sets.iter().map(|s| House(s.house as u8)).collect();
    let mut digits: Vec<Digit> = eliminations.iter().map(|e| e.digit).collect();
    digits.sort();
    digits.dedup();
    step.digits = digits;
    step.eliminations = eliminations;
    step.sets = sets
        .iter()
        .map(|s| {
            (
                s.cells.cells().collect(),
                digits_of(s.mask).filter_map(Digit::new).collect(),
            )
        })
        .collect();
    step.restricted = restricted.iter().filter_map(|&d| Digit::new(d)).collect();
    step.tidy()
}
