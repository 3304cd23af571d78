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
use super::reach::{Reach, WORDS};
use super::static_links::Links;

/// A set of candidates, bit `cell * 9 + digit - 1`.
type Cands = [u64; WORDS];

/// For each candidate, what it turns off when on: its digit in its peers,
/// the other digits in its cell.
static TURNED_OFF: [Cands; 729] = {
    let mut out = [[0u64; WORDS]; 729];
    let mut v = 0;
    while v < 729 {
        let (cell, digit) = (v / 9, v % 9);
        let mut o = 0;
        while o < 81 {
            if PEER_MASK[cell] & 1 << o != 0 {
                let u = o * 9 + digit;
                out[v][u / 64] |= 1 << (u % 64);
            }
            o += 1;
        }
        let mut e = 0;
        while e < 9 {
            if e != digit {
                let u = cell * 9 + e;
                out[v][u / 64] |= 1 << (u % 64);
            }
            e += 1;
        }
        v += 1;
    }
    out
};

/// A bound on what one branch reaches: the candidates it may turn on, and
/// those it may turn off.
#[derive(Clone, Copy, Default)]
struct Bound {
    on: Cands,
    off: Cands,
}

impl Bound {
    /// Adds candidate `v` turned on, and what it turns off.
    fn turn_on(&mut self, v: usize) {
        self.on[v / 64] |= 1 << (v % 64);
        for (off, &more) in self.off.iter_mut().zip(&TURNED_OFF[v]) {
            *off |= more;
        }
    }

    /// Keeps to the candidates of a board (`cands`).
    fn keep(&mut self, cands: &Cands) {
        for (off, &c) in self.off.iter_mut().zip(cands) {
            *off &= c;
        }
    }

    fn union(&mut self, other: &Bound) {
        for w in 0..WORDS {
            self.on[w] |= other.on[w];
            self.off[w] |= other.off[w];
        }
    }

    /// Keeps what `other` has too; whether anything is left.
    fn intersect(&mut self, other: &Bound) -> bool {
        let mut left = 0;
        for w in 0..WORDS {
            self.on[w] &= other.on[w];
            self.off[w] &= other.off[w];
            left |= self.on[w] | self.off[w];
        }
        left != 0
    }

    /// Whether this and `other` have a potential in common.
    fn meets(&self, other: &Bound) -> bool {
        let mut common = 0;
        for w in 0..WORDS {
            common |= self.on[w] & other.on[w] | self.off[w] & other.off[w];
        }
        common != 0
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
            if bounds.meet(branches) {
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
                if bounds.meet(places) {
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
        let mut cands = [0u64; WORDS];
        for c in 0..81 {
            for d in super::board::digits(board.cands[c]) {
                let v = c * 9 + usize::from(d) - 1;
                cands[v / 64] |= 1 << (v % 64);
            }
        }
        let mut bounds = Bounds {
            at: [u16::MAX; 729],
            // At most one a candidate.
            bounds: Vec::with_capacity(
                board
                    .digit_cells
                    .iter()
                    .map(|d| d.count_ones() as usize)
                    .sum(),
            ),
        };
        // Where each strong component's bound is in `bounds`, by its
        // number, once worked out.
        let mut components = vec![u16::MAX; reach.len()];
        // The bound of the component of the candidate of index `i`.
        let mut component = |bounds: &mut Vec<Bound>, i: usize| {
            let (id, members) = reach.closure_of(i);
            if components[id] == u16::MAX {
                let mut bound = Bound::default();
                for w in members {
                    bound.turn_on(w);
                }
                bound.keep(&cands);
                components[id] = bounds.len() as u16;
                bounds.push(bound);
            }
            usize::from(components[id])
        };
        let links = reach.links();
        for c in 0..81 {
            for d in super::board::digits(board.cands[c]) {
                let v = c * 9 + usize::from(d) - 1;
                if let Some(i) = reach.index_of(v) {
                    // Its component's closure has it.
                    bounds.at[v] = component(&mut bounds.bounds, i) as u16;
                    continue;
                }
                let mut bound = Bound::default();
                bound.turn_on(v);
                bound.keep(&cands);
                // Only a candidate with strong partners has any; each
                // component once.
                let mut seen = [0u64; WORDS];
                for u in links.weak_among(v, reach.among()) {
                    for w in links.partners(u) {
                        if let Some(i) = reach.index_of(w) {
                            let at = component(&mut bounds.bounds, i);
                            if seen[at / 64] & 1 << (at % 64) == 0 {
                                seen[at / 64] |= 1 << (at % 64);
                                bound.union(&bounds.bounds[at]);
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
    fn meet(&self, mut branches: impl Iterator<Item = usize>) -> bool {
        let (Some(first), Some(second)) = (branches.next(), branches.next()) else {
            return false;
        };
        let bound = |v: usize| &self.bounds[usize::from(self.at[v])];
        // Most pairs already have nothing in common: asked without a copy.
        if !bound(first).meets(bound(second)) {
            return false;
        }
        let mut common = *bound(first);
        common.intersect(bound(second));
        for v in branches {
            if !common.intersect(bound(v)) {
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
