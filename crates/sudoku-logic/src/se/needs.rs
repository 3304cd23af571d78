//! Which of a cell's chains may find something, in a dynamic search
//! with no rule inside its chains (SE's dynamic forcing chains nested in
//! level 4): worked out on what each candidate implies, as sets
//! (`closure.rs`), before SE's chains are built, only for those.

use super::board::{HOUSE_OF, digits, several};
use super::chaining::Search;
use super::closure::Closures;
use super::potential::Key;

/// Which of a cell's chains (SE's, in a dynamic search with no rule
/// inside its chains) may find something, worked out on the closures,
/// which are what those chains reach: the others are not built.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Needs {
    /// The digits whose chains on and off may meet a contradiction, or
    /// have something in common (double forcing).
    pub(super) binary: u16,
    /// Whether the cell's candidates on may have something in common.
    pub(super) cell: bool,
    /// The houses where the places of a digit (this cell the first of
    /// two or more) may have something in common: bit `3 × digit + kind`
    /// (kind 0 box, 1 row, 2 column).
    pub(super) regions: u32,
}

impl Needs {
    /// Every chain of the cell (a search that does not work them out).
    pub(super) const ALL: Needs = Needs {
        binary: u16::MAX,
        cell: true,
        regions: u32::MAX,
    };

    /// No chain of the cell can find anything.
    const NONE: Needs = Needs {
        binary: 0,
        cell: false,
        regions: 0,
    };

    /// Whether nothing is needed: the cell is idle.
    pub(super) fn idle(self) -> bool {
        self == Needs::NONE
    }

    /// Whether digit `d`'s chains on are needed, for any of the cell's
    /// parts.
    pub(super) fn digit(self, d: u8) -> bool {
        self.binary & 1 << d != 0 || self.cell || self.regions >> (3 * d) & 7 != 0
    }

    /// Whether digit `d`'s places in the cell's house of `kind` are needed.
    pub(super) fn region(self, d: u8, kind: u8) -> bool {
        self.regions & 1 << (3 * d + kind) != 0
    }
}

impl Search<'_> {
    /// Which of cell `c`'s chains (SE's, in a dynamic search with no rule
    /// inside its chains) may find something: a candidate of the cell
    /// that meets a contradiction on or off, or has something in common
    /// on and off (double forcing); the cell's candidates on with
    /// something in common; the places of one of its digits in a house
    /// where it is the first of two or more with something in common. A
    /// contradiction leaves its closure incomplete: what the cell's or
    /// house's chains have in common is then worked out on SE's chain
    /// through it ([`Search::branches_may_share`]).
    pub(super) fn cell_needs(&mut self, c: usize) -> Needs {
        let board = self.board;
        let closures = &mut *self.closures;
        let card = board.count(c);
        let mut needs = Needs::NONE;
        let mut on = [0usize; 9];
        let mut absurd_on = 0u16;
        for (i, d) in digits(board.cands[c]).enumerate() {
            let (at, absurd) = closures.of(board, c, d, true);
            if absurd {
                absurd_on |= 1 << d;
            }
            on[i] = at;
        }
        let on = &on[..card as usize];
        if card == 2 {
            // One off is the other on: either's contradiction is met by
            // both digits' chains.
            if absurd_on != 0 {
                needs.binary = board.cands[c];
            }
        } else {
            for (d, &mine) in digits(board.cands[c]).zip(on) {
                if absurd_on & 1 << d != 0 {
                    needs.binary |= 1 << d;
                    continue;
                }
                let places = board.partners(c, d);
                // Off, the candidate turns nothing on.
                if places == 0 {
                    continue;
                }
                let (off, absurd) = if several(places) {
                    closures.of(board, c, d, false)
                } else {
                    closures.of(board, places.trailing_zeros() as usize, d, true)
                };
                if absurd || closures.all_meet(&[mine, off]) {
                    needs.binary |= 1 << d;
                }
            }
        }
        // Branches that meet a contradiction, to be decided on SE's chains:
        // the cell's, then each house's (its bit in `regions`).
        let mut undecided: Vec<(Branches, Option<u32>)> = Vec::new();
        if absurd_on == 0 {
            needs.cell = closures.all_meet(on);
        } else {
            let mut branches = Branches::default();
            for (d, &at) in digits(board.cands[c]).zip(on) {
                branches.push(closures, at, (c, d));
            }
            undecided.push((branches, None));
        }
        for d in digits(board.cands[c]) {
            for (kind, &h) in HOUSE_OF[c].iter().enumerate() {
                let cells = board.cells_of(usize::from(h), d);
                if !several(cells) || cells.trailing_zeros() as usize != c {
                    continue;
                }
                let bit = 1 << (3 * u32::from(d) + kind as u32);
                let mut branches = Branches::default();
                let mut rest = cells;
                while rest != 0 {
                    let o = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let (at, _) = closures.of(board, o, d, true);
                    branches.push(closures, at, (o, d));
                }
                if branches.absurd().is_empty() {
                    if closures.all_meet(branches.whole()) {
                        needs.regions |= bit;
                    }
                } else {
                    undecided.push((branches, Some(bit)));
                }
            }
        }
        for (branches, bit) in undecided {
            if self.branches_may_share(&branches) {
                match bit {
                    None => needs.cell = true,
                    Some(bit) => needs.regions |= bit,
                }
            }
        }
        needs
    }

    /// Whether the chains of `branches` (a cell's candidates or a digit's
    /// places in a house, one of them at least meeting a contradiction) may
    /// have a potential in common. A chain that meets a contradiction stops
    /// there with part of its closure, so SE's own chains are built for
    /// those (the search keeps them, and needs them anyway for the
    /// contradiction); the others reach all of their closures.
    fn branches_may_share(&mut self, branches: &Branches) -> bool {
        let mut starts = [0 as Key; 9];
        for (start, &(o, d)) in starts.iter_mut().zip(branches.absurd()) {
            *start = self.kept_on_chaining(o, d);
        }
        let (on, off) = self.closures.common(branches.whole());
        let starts = &starts[..branches.absurd().len()];
        self.cache.share_within(starts, &on, &off)
    }
}

/// The branches of a cell's or a house's chains, by their closures:
/// those that meet no contradiction (their places among the kept ones)
/// and the candidates of those that do.
#[derive(Default)]
struct Branches {
    whole: [usize; 9],
    wholes: usize,
    absurd: [(usize, u8); 9],
    absurds: usize,
}

impl Branches {
    fn push(&mut self, closures: &Closures, at: usize, (c, d): (usize, u8)) {
        if closures.absurd(at) {
            self.absurd[self.absurds] = (c, d);
            self.absurds += 1;
        } else {
            self.whole[self.wholes] = at;
            self.wholes += 1;
        }
    }

    /// The places of the closures of those that meet no contradiction.
    fn whole(&self) -> &[usize] {
        &self.whole[..self.wholes]
    }

    /// The candidates of those that do.
    fn absurd(&self) -> &[(usize, u8)] {
        &self.absurd[..self.absurds]
    }
}
