//! Which static cell and region forcing chains can find anything, before
//! following them. Such a chain assumes each candidate of a cell (or each
//! place of a digit in a house) in turn and looks for a potential that
//! follows from every branch; on the hardest puzzles' nested grids fewer
//! than one cell or region in 700 has one. What a branch can reach is
//! bounded by the reach of its links (`se/reach.rs`): the "on" potentials
//! its candidate leads to, and the "off" ones those see. When the branches'
//! bounds have nothing in common, neither have the branches, and the cell
//! or region is skipped: what the search finds is what it found before.

use super::board::{Board, HOUSES, PEER_MASK};
use super::reach::Reach;
use super::static_links::Links;

/// A bound on what one branch reaches: for each digit, the cells where it
/// may be turned on and those where it may be turned off.
#[derive(Clone, Copy, Default)]
struct Bound {
    on: [u128; 10],
    off: [u128; 10],
}

impl Bound {
    /// Adds an "on" potential (cell, digit) and what it turns off.
    fn turn_on(&mut self, cell: usize, digit: usize) {
        self.on[digit] |= 1 << cell;
        self.off[digit] |= PEER_MASK[cell];
        for other in (1..10).filter(|&e| e != digit) {
            self.off[other] |= 1 << cell;
        }
    }

    fn union(&mut self, other: &Bound) {
        for d in 1..10 {
            self.on[d] |= other.on[d];
            self.off[d] |= other.off[d];
        }
    }

    fn intersect(&mut self, other: &Bound) {
        for d in 1..10 {
            self.on[d] &= other.on[d];
            self.off[d] &= other.off[d];
        }
    }

    /// Whether this and `other` have a potential on the board in common.
    fn meets(&self, other: &Bound, board: &Board) -> bool {
        (1..10).any(|d| {
            self.on[d] & other.on[d] != 0 || self.off[d] & other.off[d] & board.digit_cells[d] != 0
        })
    }

    /// Whether a potential on the board is left.
    fn any(&self, board: &Board) -> bool {
        (1..10).any(|d| self.on[d] != 0 || self.off[d] & board.digit_cells[d] != 0)
    }
}

/// The cells and regions (house and digit) whose static forcing chains
/// may find something on a board.
#[derive(Clone, Copy)]
pub(super) struct Possible {
    cells: u128,
    /// For each house, the digits (bit `d`).
    regions: [u16; 27],
}

impl Possible {
    /// Works out, for every cell and region of `board`, whether its
    /// branches' bounds meet (cell and house links both ways, as the
    /// static cell and region chains follow them).
    pub(super) fn of(board: &Board) -> Possible {
        let links = Links::of(board);
        let reach = Reach::of(links.kind(true, true));
        let bounds = Bounds::of(board, &reach);
        let mut possible = Possible {
            cells: 0,
            regions: [0; 27],
        };
        for c in 0..81 {
            if board.values[c] != 0 || board.count(c) < 2 {
                continue;
            }
            let branches = super::board::digits(board.cands[c]).map(|d| c * 9 + usize::from(d) - 1);
            if bounds.meet(board, branches) {
                possible.cells |= 1 << c;
            }
        }
        for (h, cells) in HOUSES.iter().enumerate() {
            for d in 1..10u8 {
                let places = cells
                    .iter()
                    .map(|&c| usize::from(c))
                    .filter(|&c| board.has(c, d))
                    .map(|c| c * 9 + usize::from(d) - 1);
                if bounds.meet(board, places) {
                    possible.regions[h] |= 1 << d;
                }
            }
        }
        possible
    }

    /// Whether the chains from the cell's candidates may find something.
    pub(super) fn cell(&self, c: usize) -> bool {
        self.cells & (1 << c) != 0
    }

    /// Whether the chains from the places of `digit` in `house` may find
    /// something.
    pub(super) fn region(&self, house: usize, digit: u8) -> bool {
        self.regions[house] & (1 << digit) != 0
    }
}

/// The bound of each candidate of a board turned on (by `cell * 9 +
/// digit - 1`).
struct Bounds {
    /// Where each candidate's bound is in `bounds`.
    at: [u16; 729],
    bounds: Vec<Bound>,
}

impl Bounds {
    /// The bound of every candidate of `board`: itself, and all the "on"
    /// potentials it reaches, through its own strong component if it has
    /// strong partners, else through the components of the strong
    /// partners of what it turns off.
    fn of(board: &Board, reach: &Reach) -> Bounds {
        // Each strong component's bound, by its number, once worked out.
        let mut components: Vec<Option<Box<Bound>>> = vec![None; reach.len()];
        // Adds the bound of the component of the candidate of index `i`.
        let mut add = |bound: &mut Bound, i: usize| {
            let (id, members) = reach.closure_of(i);
            bound.union(components[id].get_or_insert_with(|| {
                let mut bound = Box::<Bound>::default();
                for w in members {
                    bound.turn_on(w / 9, w % 9 + 1);
                }
                bound
            }));
        };
        let links = reach.links();
        let mut bounds = Bounds {
            at: [u16::MAX; 729],
            // One a candidate.
            bounds: Vec::with_capacity(
                board
                    .digit_cells
                    .iter()
                    .map(|d| d.count_ones() as usize)
                    .sum(),
            ),
        };
        for c in 0..81 {
            for d in super::board::digits(board.cands[c]) {
                let v = c * 9 + usize::from(d) - 1;
                let mut bound = Bound::default();
                bound.turn_on(c, usize::from(d));
                if let Some(i) = reach.index_of(v) {
                    add(&mut bound, i);
                } else {
                    // Only a candidate with strong partners has any.
                    for u in links.weak_among(v, reach.among()) {
                        for w in links.partners(u) {
                            if let Some(i) = reach.index_of(w) {
                                add(&mut bound, i);
                            }
                        }
                    }
                }
                bounds.at[v] = bounds.bounds.len() as u16;
                bounds.bounds.push(bound);
            }
        }
        bounds
    }

    /// Whether the bounds of two branches or more (candidates turned on)
    /// meet.
    fn meet(&self, board: &Board, mut branches: impl Iterator<Item = usize>) -> bool {
        let (Some(first), Some(second)) = (branches.next(), branches.next()) else {
            return false;
        };
        let bound = |v: usize| &self.bounds[usize::from(self.at[v])];
        // Most pairs already have nothing in common: asked without a copy.
        if !bound(first).meets(bound(second), board) {
            return false;
        }
        let mut common = *bound(first);
        common.intersect(bound(second));
        for v in branches {
            common.intersect(bound(v));
            if !common.any(board) {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::se::board::struck;
    use crate::se::chaining::{Chaining, Search};
    use crate::se::nested::Collect;

    impl Possible {
        /// Every cell and region.
        fn all() -> Possible {
            Possible {
                cells: (1 << 81) - 1,
                regions: [0x3fe; 27],
            }
        }
    }

    /// A hint as the test compares it: rating (tenths), complexity,
    /// removals.
    type Kept = (u32, u32, Vec<(u8, u16)>);

    /// Every hint of the static cell and region chains on `board`, as a
    /// nested search keeps them (rating, complexity, removals, in order),
    /// with the cells and regions searched given or worked out.
    fn hints(board: &Board, possible: Option<Possible>) -> Vec<Kept> {
        let rule = Chaining {
            multiple: true,
            dynamic: false,
            nishio: false,
            level: 0,
        };
        let mut search = Search::new(board, rule);
        search.possible = possible;
        search.collect = Some(Collect::default());
        search.run();
        let found = search.collect.take().expect("collecting").into_sorted();
        found
            .into_iter()
            .map(|f| {
                let rating = crate::se::hint::tenths(f.hint.rating);
                (rating, f.complexity, f.hint.removals)
            })
            .collect()
    }

    #[test]
    fn the_cells_and_regions_skipped_are_those_that_find_nothing() {
        let puzzles = [
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        ];
        let (mut found, mut skipped) = (0, 0);
        for (i, givens) in puzzles.iter().enumerate() {
            for (seed, one_in) in [(0, u64::MAX), (i as u64, 3), (7 + i as u64, 4), (9, 5)] {
                let board = struck(givens, seed, one_in);
                let everywhere = hints(&board, Some(Possible::all()));
                let pruned = hints(&board, None);
                assert_eq!(pruned, everywhere, "{givens} seed {seed} one in {one_in}");
                found += everywhere.len();
                let possible = Possible::of(&board);
                skipped += (0..81)
                    .filter(|&c| board.count(c) > 2 && !possible.cell(c))
                    .count();
            }
        }
        // The boards have hints, and the test skips most cells.
        assert!(found > 0, "no hint on any board");
        assert!(skipped > 100, "only {skipped} cells skipped");
    }
}
