//! SE's static chains from one candidate (its unary chaining: cycles and
//! forcing chains, X, Y or both), searched over the board's links of
//! that kind of chain (`static_links.rs`). SE's search builds a potential for
//! every link it follows; on the hardest puzzles' nested grids that was a
//! quarter of a rating. Here the search follows keys: each potential is
//! turned on once and off once (a second way to an "off" potential turns
//! on only what the first did, so it is followed only where it closes a
//! cycle), each remembers the way it came, and only the chains that end
//! in a hint are written to the arena, link by link as SE would have
//! built them, with the same parents and causes.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::thread::LocalKey;

use super::board::{Board, HOUSE_OF};
use super::chaining::Search;
use super::potential::{ASSUMED, BOX, Cause, KEYS, Key, NAKED, cell, conjugate, digit, is_on};
use super::scratch::Reusable;
use super::static_links::Kind;

/// No key, no parent.
const NO: u32 = u32::MAX;
thread_local! {
    static SPREADS: RefCell<Vec<Spread>> = const { RefCell::new(Vec::new()) };
}

impl Reusable for Spread {
    fn pool() -> &'static LocalKey<RefCell<Vec<Self>>> {
        &SPREADS
    }
    fn empty(&mut self) {
        self.clear();
    }
}

/// Why `to` follows from `from` (one link) on `board`: the same cell (a
/// naked single, or the cell's other candidates), else the first house in
/// SE's order (box, row, column) that links them: for "on" to "off" the
/// first they share, for "off" to "on" the first where they are the
/// digit's only two places.
fn cause(board: &Board, from: Key, to: Key) -> Cause {
    let (a, b) = (cell(from), cell(to));
    if a == b {
        return NAKED;
    }
    let pair = (1u128 << a) | (1u128 << b);
    let kind = (0..3)
        .find(|&k| {
            let h = HOUSE_OF[a][k];
            h == HOUSE_OF[b][k] && (!is_on(to) || board.cells_of(usize::from(h), digit(to)) == pair)
        })
        .unwrap_or_else(|| unreachable!("linked cells share a house"));
    BOX + kind as u8
}

/// One search's potentials, by key: the "on" ones each with the way to
/// the "off" potential it came from, the ways to "off" potentials each
/// with the "on" potential it came from.
pub(super) struct Spread {
    on: [u64; KEYS.div_ceil(64)],
    off: [u64; KEYS.div_ceil(64)],
    /// For each "on" key reached: the way (index in `ways`) it came by.
    came: Vec<u32>,
    /// Each way to an "off" potential: its key and the "on" key before it
    /// ([`NO`] for the start).
    ways: Vec<(Key, u32)>,
    pending_on: VecDeque<Key>,
    pending_off: VecDeque<u32>,
    /// A chain's keys, while it is written to the arena.
    path: Vec<Key>,
}

impl Default for Spread {
    fn default() -> Spread {
        Spread {
            on: [0; KEYS.div_ceil(64)],
            off: [0; KEYS.div_ceil(64)],
            came: vec![NO; KEYS],
            ways: Vec::new(),
            pending_on: VecDeque::new(),
            pending_off: VecDeque::new(),
            path: Vec::new(),
        }
    }
}

/// Sets bit `k`; says whether it was clear.
fn insert(set: &mut [u64], k: Key) -> bool {
    let (w, b) = (usize::from(k) / 64, 1u64 << (k % 64));
    let new = set[w] & b == 0;
    set[w] |= b;
    new
}

/// Where a chain ends: a way to an "off" potential, or an "on" key and the
/// way it came by.
#[derive(Clone, Copy)]
enum End {
    Off(u32),
    On(Key, u32),
}

impl Spread {
    fn clear(&mut self) {
        self.on = [0; KEYS.div_ceil(64)];
        self.off = [0; KEYS.div_ceil(64)];
        self.ways.clear();
        self.pending_on.clear();
        self.pending_off.clear();
    }

    /// Starts from `start` on.
    fn start_on(&mut self, start: Key) {
        self.clear();
        insert(&mut self.on, start);
        self.came[usize::from(start)] = NO;
        self.pending_on.push_back(start);
    }

    /// Starts from `start` off.
    fn start_off(&mut self, start: Key) {
        self.clear();
        insert(&mut self.off, start);
        self.ways.push((start, NO));
        self.pending_off.push_back(0);
    }

    /// Whether `off` is on the way to `on` (SE's `isParent`).
    fn before(&self, on: Key, off: Key) -> bool {
        let mut at = on;
        loop {
            let way = self.came[usize::from(at)];
            if way == NO {
                return false;
            }
            let (k, from) = self.ways[way as usize];
            if k == off {
                return true;
            }
            if from == NO {
                return false;
            }
            at = from as Key;
        }
    }

    /// The keys from the start to `end`, the start first.
    fn keys(&self, end: End, out: &mut Vec<Key>) {
        out.clear();
        let mut way = match end {
            End::Off(way) => way,
            End::On(k, way) => {
                out.push(k);
                way
            }
        };
        while way != NO {
            let (k, from) = self.ways[way as usize];
            out.push(k);
            if from == NO {
                break;
            }
            out.push(from as Key);
            way = self.came[from as usize];
        }
        out.reverse();
    }
}

impl Search<'_> {
    /// Writes the chain ending at `end` to the arena, link by link from
    /// its start: its last potential.
    fn write(&mut self, spread: &mut Spread, end: End) -> u32 {
        let mut keys = std::mem::take(&mut spread.path);
        spread.keys(end, &mut keys);
        let mut last = self.arena.add(keys[0], &[], ASSUMED);
        for pair in keys.windows(2) {
            let why = cause(self.board, pair[0], pair[1]);
            last = self.arena.add(pair[1], &[last], why);
        }
        spread.path = keys;
        last
    }

    /// The cycles from `source` (on) back to it, as SE's breadth-first
    /// search finds them (`doCycles`): their last potentials, in the
    /// arena.
    ///
    /// Only "on" potentials that `live` keeps are followed: those from
    /// which the source can be reached again. The others lead only to
    /// potentials from which it cannot either (and never to one from
    /// which it can, which would make them live), so leaving them out
    /// changes neither the order in which the live ones are met nor the
    /// ways they are met by.
    pub(super) fn cycles(
        &mut self,
        links: Kind,
        spread: &mut Spread,
        source: Key,
        live: impl Fn(Key) -> bool,
        cycles: &mut Vec<u32>,
    ) {
        spread.start_on(source);
        // The "off" potentials that turn the source back on (links go both
        // ways): its strong partners.
        let closing: Vec<Key> = links.strong(conjugate(source)).map(conjugate).collect();
        let mut length = 0;
        let mut ends = Vec::new();
        while !spread.pending_on.is_empty() || !spread.pending_off.is_empty() {
            length += 1;
            while let Some(p) = spread.pending_on.pop_front() {
                for q in links.weak(p) {
                    // What is on the way to `p` is already off (SE's
                    // parent check matters only for a second way).
                    if insert(&mut spread.off, q) || (closing.contains(&q) && !spread.before(p, q))
                    {
                        spread.ways.push((q, u32::from(p)));
                        spread.pending_off.push_back(spread.ways.len() as u32 - 1);
                    }
                }
            }
            length += 1;
            while let Some(way) = spread.pending_off.pop_front() {
                let (q, _) = spread.ways[way as usize];
                for on in links.strong(q) {
                    if length >= 4 && on == source {
                        ends.push(End::On(on, way));
                    }
                    if insert(&mut spread.on, on) {
                        spread.came[usize::from(on)] = way;
                        if live(on) {
                            spread.pending_on.push_back(on);
                        }
                    }
                }
            }
        }
        for end in ends {
            let n = self.write(spread, end);
            cycles.push(n);
        }
    }

    /// The forcing chain from `source` (on or off) to its conjugate, if
    /// any, as SE's breadth-first search finds it first
    /// (`doForcingChains`): its last potential, in the arena. Only "on"
    /// potentials `live` keeps (those from which the end can be reached)
    /// are followed, as in [`Search::cycles`].
    pub(super) fn forcing(
        &mut self,
        links: Kind,
        spread: &mut Spread,
        source: Key,
        live: impl Fn(Key) -> bool,
    ) -> Option<u32> {
        if super::potential::is_on(source) {
            spread.start_on(source);
        } else {
            spread.start_off(source);
        }
        let target = conjugate(source);
        // All "on" potentials pending, then all "off" ones, in turn.
        while !spread.pending_on.is_empty() || !spread.pending_off.is_empty() {
            while let Some(p) = spread.pending_on.pop_front() {
                for q in links.weak(p) {
                    if q == target {
                        spread.ways.push((q, u32::from(p)));
                        let end = End::Off(spread.ways.len() as u32 - 1);
                        return Some(self.write(spread, end));
                    }
                    // What is on the way to `p` is already off, so SE's
                    // parent check never refuses a first way.
                    if insert(&mut spread.off, q) {
                        spread.ways.push((q, u32::from(p)));
                        spread.pending_off.push_back(spread.ways.len() as u32 - 1);
                    }
                }
            }
            while let Some(way) = spread.pending_off.pop_front() {
                let (q, _) = spread.ways[way as usize];
                for on in links.strong(q) {
                    if on == target {
                        return Some(self.write(spread, End::On(on, way)));
                    }
                    if insert(&mut spread.on, on) {
                        spread.came[usize::from(on)] = way;
                        if live(on) {
                            spread.pending_on.push_back(on);
                        }
                    }
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::se::potential::key;

    #[test]
    fn a_link_is_caused_by_the_cell_or_the_first_house_linking_it() {
        let grid = sudoku_core::Grid::from_values([0; 81]).expect("an empty grid");
        let mut board = Board::new(&grid);
        // r1c1 and r1c2 share box 1 and row 1: the box comes first for a
        // weak link.
        assert_eq!(cause(&board, key(0, 1, true), key(1, 1, false)), BOX);
        // r1c1 and r1c9 share row 1 only; r1c1 and r9c1 column 1 only.
        assert_eq!(cause(&board, key(0, 1, true), key(8, 1, false)), BOX + 1);
        assert_eq!(cause(&board, key(0, 1, true), key(72, 1, false)), BOX + 2);
        assert_eq!(cause(&board, key(0, 1, true), key(0, 2, false)), NAKED);
        // A strong link is the house where the two are the only places:
        // 1 only at r1c1 and r1c2 in row 1, the box keeping other places.
        for c in 2..9 {
            board.remove(c, 1 << 1);
        }
        assert_eq!(cause(&board, key(0, 1, false), key(1, 1, true)), BOX + 1);
        // With the box down to those two as well, the box comes first.
        for c in [9, 10, 11, 18, 19, 20] {
            board.remove(c, 1 << 1);
        }
        assert_eq!(cause(&board, key(0, 1, false), key(1, 1, true)), BOX);
    }
}
