//! What a candidate turned on or off implies in a dynamic chain with no
//! rule inside it (SE's dynamic forcing chains, as nested in level 4), as
//! sets of cells a digit, without the order, parents or complexity of
//! SE's chains. Those chains follow links that only depend on the grid
//! they reach (a candidate on turns off its cell's other candidates and
//! its digit's other places; one off turns on its cell's other candidate
//! when the cell has two left, and its digit's other place in a house
//! where two are left, then leaves the grid), so what they reach is the
//! least set closed under those links, whatever the order, and they meet
//! a contradiction (a candidate both on and off) exactly when that set
//! holds one. The same links followed here in any order give the same
//! sets at a fraction of the cost, which tells a search where SE's
//! chains could find something before it builds them (`needs.rs`).
//!
//! A closure depends only on the cells and houses it read, which are
//! those of its own potentials (each potential read its cell, and its
//! digit's places in its houses): a thread's nested search takes those of
//! the search before (an outer chain's grids follow one another, a few
//! candidates apart) where its grid is alike there.

use std::cell::RefCell;
use std::thread::LocalKey;

use super::board::{Board, HOUSE_MASK, HOUSE_OF, PEER_MASK, count, digits};
use super::potential::{KEYS, Key, key};
use super::scratch::Reusable;

/// The candidates turned on and off, by digit (bit `cell`), and whether
/// one was turned both ways (the sets are then incomplete).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Closure {
    pub(super) on: [u128; 10],
    pub(super) off: [u128; 10],
    pub(super) absurd: bool,
}

/// The links followed from a start, with the grid as the chain leaves
/// it and the potentials still to follow.
struct Spread<'a> {
    /// The grid the chain starts from.
    board: &'a Board,
    /// The candidates left by cell, as the chain leaves them.
    cands: [u16; 81],
    /// The places left of each digit, as the chain leaves them.
    places: [u128; 10],
    /// How many places each digit has left in each house, the same way.
    left: Counts,
    sets: &'a mut Closure,
    to_on: [u128; 10],
    to_off: [u128; 10],
    /// The digits with potentials still to follow, on and off (bit `d`).
    digits_on: u16,
    digits_off: u16,
}

/// Where two grids differ, by digit: the cells whose candidates differ
/// and the houses where the digit's places differ (every cell of each).
/// A closure whose potentials of a digit (on or off) are none of these
/// cells read nothing that differs, and is the same on both grids.
#[derive(Clone, Copy)]
struct Differ([u128; 10]);

impl Differ {
    /// Where `a` and `b` differ.
    fn between(a: &Board, b: &Board) -> Differ {
        let mut cells = 0u128;
        for c in 0..81 {
            if a.cands[c] != b.cands[c] {
                cells |= 1 << c;
            }
        }
        let mut differ = [cells; 10];
        for (d, differ) in differ.iter_mut().enumerate().skip(1) {
            let moved = a.digit_cells[d] ^ b.digit_cells[d];
            if moved == 0 {
                continue;
            }
            for &mask in &HOUSE_MASK {
                if moved & mask != 0 {
                    *differ |= mask;
                }
            }
        }
        Differ(differ)
    }

    /// Whether `closure` read something that differs: a potential of
    /// its in a cell that differs, or in a house where its digit's places
    /// do (a contradiction stops a closure with potentials not followed
    /// yet: they count too, which only widens what it read).
    fn meets(&self, closure: &Closure) -> bool {
        (1..10).any(|d| (closure.on[d] | closure.off[d]) & self.0[d] != 0)
    }
}

impl Spread<'_> {
    fn turn_on(&mut self, c: usize, d: usize) {
        let bit = 1u128 << c;
        if self.sets.on[d] & bit == 0 {
            self.sets.absurd |= self.sets.off[d] & bit != 0;
            self.sets.on[d] |= bit;
            self.to_on[d] |= bit;
            self.digits_on |= 1 << d;
        }
    }

    fn turn_off(&mut self, cells: u128, d: usize) {
        let new = cells & !self.sets.off[d];
        if new != 0 {
            self.sets.absurd |= new & self.sets.on[d] != 0;
            self.sets.off[d] |= new;
            self.to_off[d] |= new;
            self.digits_off |= 1 << d;
        }
    }

    /// Follows digit `d` on in `cells`, all at once (any order reaches
    /// the same): the cells' other candidates and the digit's other places
    /// they see, off. Those of the starting grid: any gone since are off
    /// already.
    fn follow_on(&mut self, cells: u128, d: usize) {
        let (mut peers, mut others, mut rest) = (0u128, 0u16, cells);
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            peers |= PEER_MASK[c];
            others |= self.board.cands[c];
        }
        self.turn_off(self.board.digit_cells[d] & peers, d);
        for e in digits(others & !(1 << d)) {
            let e = usize::from(e);
            self.turn_off(self.board.digit_cells[e] & cells, e);
        }
    }

    /// Follows the candidates of digit `d` in `cells` off, one after the
    /// other (any order reaches the same): each cell's other candidate if
    /// it has two; in each house, the digit's last place when they leave
    /// one (none: a contradiction, the one before last having turned the
    /// last on); then they leave the grid.
    fn follow_off(&mut self, cells: u128, d: usize) {
        let mut houses = 0u32;
        let mut rest = cells;
        let left = &mut self.left[d];
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let digits = self.cands[c];
            if count(digits) == 2 {
                let other = (digits & !(1 << d)).trailing_zeros() as usize;
                self.sets.absurd |= self.sets.off[other] & 1 << c != 0;
                if self.sets.on[other] & 1 << c == 0 {
                    self.sets.on[other] |= 1 << c;
                    self.to_on[other] |= 1 << c;
                    self.digits_on |= 1 << other;
                }
            }
            self.cands[c] = digits & !(1 << d);
            for &h in &HOUSE_OF[c] {
                houses |= 1 << h;
                left[usize::from(h)] -= 1;
            }
        }
        let after = self.places[d] & !cells;
        self.places[d] = after;
        while houses != 0 {
            let h = houses.trailing_zeros() as usize;
            houses &= houses - 1;
            match self.left[d][h] {
                // The digit's last place there.
                1 => self.turn_on((after & HOUSE_MASK[h]).trailing_zeros() as usize, d),
                // None left: a contradiction, unless it had one before
                // (then turned on, and now off: met already).
                0 => {
                    let gone = cells & HOUSE_MASK[h];
                    self.sets.absurd |= gone & (gone - 1) != 0;
                }
                _ => {}
            }
        }
    }
}

/// How many places each digit has in each house (by digit, then house).
type Counts = [[u8; 27]; 10];

/// The places of each digit in each house of `board`.
fn counts(board: &Board) -> Counts {
    let table = board.position_table();
    let mut counts = [[0u8; 27]; 10];
    for (d, counts) in counts.iter_mut().enumerate().skip(1) {
        for (n, places) in counts.iter_mut().zip(&table) {
            *n = count(places[d]) as u8;
        }
    }
    counts
}

/// What `(c, d)` turned on (or off, `on` false) implies on `board`.
#[cfg(test)]
pub(super) fn closure(board: &Board, c: usize, d: u8, on: bool) -> Closure {
    let mut sets = Closure::NONE;
    spread(board, &counts(board), (c, d, on), &mut sets);
    sets
}

impl Closure {
    /// Nothing turned on or off.
    const NONE: Closure = Closure {
        on: [0; 10],
        off: [0; 10],
        absurd: false,
    };
}

/// [`closure`] into `sets` (empty), with `board`'s [`counts`].
fn spread(board: &Board, counts: &Counts, (c, d, on): (usize, u8, bool), sets: &mut Closure) {
    let mut spread = Spread {
        board,
        cands: board.cands,
        places: board.digit_cells,
        left: *counts,
        sets,
        to_on: [0; 10],
        to_off: [0; 10],
        digits_on: 0,
        digits_off: 0,
    };
    if on {
        spread.turn_on(c, usize::from(d));
    } else {
        spread.turn_off(1 << c, usize::from(d));
    }
    while !spread.sets.absurd {
        if spread.digits_on != 0 {
            let d = spread.digits_on.trailing_zeros() as usize;
            let cells = std::mem::take(&mut spread.to_on[d]);
            spread.digits_on &= !(1 << d);
            spread.follow_on(cells, d);
        } else if spread.digits_off != 0 {
            let d = spread.digits_off.trailing_zeros() as usize;
            let cells = std::mem::take(&mut spread.to_off[d]);
            spread.digits_off &= !(1 << d);
            spread.follow_off(cells, d);
        } else {
            break;
        }
    }
}

/// The closures a search has worked out, by key; and those of the
/// thread's search before, which the search takes where its board is
/// alike.
pub(super) struct Closures {
    at: Vec<u16>,
    kept: Vec<(Key, Closure)>,
    /// The board's places by digit and house, once a closure asks.
    counts: Option<Counts>,
    /// The board, once a closure asks.
    board: Option<Board>,
    /// The search before's closures, by key, and its board.
    before_at: Vec<u16>,
    before: Vec<(Key, Closure)>,
    before_board: Option<Board>,
    /// Where the board and the one before differ, once asked.
    differ: Option<Differ>,
}

/// Not worked out yet.
const NO: u16 = u16::MAX;

impl Default for Closures {
    fn default() -> Closures {
        Closures {
            at: vec![NO; KEYS],
            kept: Vec::new(),
            counts: None,
            board: None,
            before_at: vec![NO; KEYS],
            before: Vec::new(),
            before_board: None,
            differ: None,
        }
    }
}

thread_local! {
    static KEPT: RefCell<Vec<Closures>> = const { RefCell::new(Vec::new()) };
}

impl Reusable for Closures {
    fn pool() -> &'static LocalKey<RefCell<Vec<Self>>> {
        &KEPT
    }
    fn empty(&mut self) {
        // The kept closures become the ones before.
        for &(k, ..) in &self.before {
            self.before_at[usize::from(k)] = NO;
        }
        for (i, &(k, ..)) in self.kept.iter().enumerate() {
            self.at[usize::from(k)] = NO;
            self.before_at[usize::from(k)] = i as u16;
        }
        std::mem::swap(&mut self.before, &mut self.kept);
        self.kept.clear();
        self.before_board = self.board.take();
        self.counts = None;
        self.differ = None;
    }
}

impl Closures {
    /// What `(c, d)` on (or off) implies on `board`, worked out once: its
    /// place among the kept ones, and whether it met a contradiction.
    pub(super) fn of(&mut self, board: &Board, c: usize, d: u8, on: bool) -> (usize, bool) {
        let k = key(c, d, on);
        let at = self.at[usize::from(k)];
        if at != NO {
            let at = usize::from(at);
            return (at, self.kept[at].1.absurd);
        }
        let at = self.kept.len();
        self.at[usize::from(k)] = at as u16;
        if self.board.is_none() {
            self.board = Some(board.clone());
        }
        let before = self.before_at[usize::from(k)];
        if before != NO
            && let Some(earlier) = &self.before_board
        {
            let differ = self
                .differ
                .get_or_insert_with(|| Differ::between(earlier, board));
            let found = self.before[usize::from(before)];
            if !differ.meets(&found.1) {
                self.kept.push(found);
                return (at, found.1.absurd);
            }
        }
        let counts = self.counts.get_or_insert_with(|| counts(board));
        self.kept.push((k, Closure::NONE));
        let sets = &mut self.kept[at].1;
        spread(board, counts, (c, d, on), sets);
        (at, sets.absurd)
    }

    /// Whether the kept closure at `at` met a contradiction.
    pub(super) fn absurd(&self, at: usize) -> bool {
        self.kept[at].1.absurd
    }

    /// What the kept closures at `places` have in common, "on" and "off"
    /// by digit (every candidate when `places` is empty).
    pub(super) fn common(&self, places: &[usize]) -> ([u128; 10], [u128; 10]) {
        let (mut on, mut off) = ([u128::MAX; 10], [u128::MAX; 10]);
        for &i in places {
            let closure = &self.kept[i].1;
            for d in 1..10 {
                on[d] &= closure.on[d];
                off[d] &= closure.off[d];
            }
        }
        (on, off)
    }

    /// Whether the kept closures at `places` (one at least) have a
    /// potential in common, on or off.
    pub(super) fn all_meet(&self, places: &[usize]) -> bool {
        let Some((&first, rest)) = places.split_first() else {
            return false;
        };
        let first = &self.kept[first].1;
        (1..10).any(|d| {
            let (mut on, mut off) = (first.on[d], first.off[d]);
            for &i in rest {
                on &= self.kept[i].1.on[d];
                off &= self.kept[i].1.off[d];
            }
            on != 0 || off != 0
        })
    }
}

#[cfg(test)]
mod tests;
