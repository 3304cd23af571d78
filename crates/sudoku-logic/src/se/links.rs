//! The links between potentials that SE's chains follow: what a
//! candidate turned on turns off (its cell's other candidates, its digit's
//! other places in its houses), and what a candidate turned off turns on
//! (the cell's last candidate, the digit's last place in a house).

use super::board::{Board, HOUSE_OF, digits};
use super::chaining::Search;
use super::conjugates::{Conjugates, NONE};
use super::potential::{BOX, Key, NAKED, PotSet, cell, conjugate, digit, is_on, key};

/// Whether `cells` holds exactly two cells (without a 128-bit popcount,
/// which the baseline x86-64 build computes in software).
fn exactly_two(cells: u128) -> bool {
    let rest = cells & cells.wrapping_sub(1);
    rest != 0 && rest & rest.wrapping_sub(1) == 0
}

/// What a search has turned on and off so far: a potential it already
/// holds is not made again, unless its conjugate is held too (a
/// contradiction, which the search reports with the new potential).
#[derive(Clone, Copy)]
pub(super) struct Known<'a> {
    pub(super) on: &'a PotSet,
    pub(super) off: &'a PotSet,
}

impl Known<'_> {
    /// Whether a potential with key `k` is to be made.
    fn wants(self, k: Key) -> bool {
        let (mine, other) = if is_on(k) {
            (self.on, self.off)
        } else {
            (self.off, self.on)
        };
        !mine.contains(k) || other.contains(conjugate(k))
    }
}

impl Search<'_> {
    /// The conjugates of the search's board, worked out on first use.
    #[inline]
    fn conjugates(&mut self) -> &Conjugates {
        let board = self.board;
        self.conjugates.get_or_insert_with(|| Conjugates::of(board))
    }

    /// The potentials turned off when `p` is on, those `known` would not
    /// take left out.
    pub(super) fn on_to_off(
        &mut self,
        grid: &Board,
        p: u32,
        y: bool,
        known: Known,
        out: &mut Vec<u32>,
    ) {
        out.clear();
        let k = self.arena.key(p);
        let (c, d) = (cell(k), digit(k));
        let mut seen = 0u128;
        if y {
            for v in digits(grid.cands[c]) {
                if v != d && known.wants(key(c, v, false)) {
                    out.push(self.arena.add(key(c, v, false), &[p], NAKED));
                }
            }
        }
        // The digit's other cells in each house, in the house's order
        // (every house lists its cells ascending), each once.
        for (kind, &h) in HOUSE_OF[c].iter().enumerate() {
            let mut cells = grid.cells_of(h as usize, d) & !(1u128 << c) & !seen;
            seen |= cells;
            while cells != 0 {
                let o = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                if known.wants(key(o, d, false)) {
                    out.push(self.arena.add(key(o, d, false), &[p], BOX + kind as u8));
                }
            }
        }
    }

    /// The potentials turned on when `p` is off: the cell's other
    /// candidate (`y`), the digit's other place in a house (`x`); with
    /// `source`, the candidates gone since `source` become parents too
    /// (dynamic chains). Those `known` would not take are left out.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn off_to_on(
        &mut self,
        grid: &Board,
        source: Option<&Board>,
        known: Known,
        p: u32,
        y: bool,
        x: bool,
        out: &mut Vec<u32>,
    ) {
        out.clear();
        let offs = known.off;
        let k = self.arena.key(p);
        let (c, d) = (cell(k), digit(k));
        if source.is_none() && std::ptr::eq(grid, self.board) && (!x || grid.has(c, d)) {
            self.off_to_on_static(p, c, d, y, x, known, out);
            return;
        }
        let mut parents = std::mem::take(&mut self.parents);
        parents.clear();
        if y && grid.count(c) == 2 {
            let mut rest = grid.cands[c];
            if rest & (1 << d) != 0 {
                rest &= !(1 << d);
            }
            let other = rest.trailing_zeros() as u8;
            if known.wants(key(c, other, true)) {
                parents.clear();
                parents.push(p);
                if let Some(source) = source {
                    for v in digits(source.cands[c] & !grid.cands[c]) {
                        parents.extend(offs.get(key(c, v, false)));
                    }
                }
                out.push(self.arena.add(key(c, other, true), &parents, NAKED));
            }
        }
        let mut seen = 0u128;
        let kinds = if x { &HOUSE_OF[c][..] } else { &[] };
        for (kind, &h) in kinds.iter().enumerate() {
            let h = h as usize;
            let cells = grid.cells_of(h, d);
            if !exactly_two(cells) {
                continue;
            }
            let rest = cells & !(1u128 << c);
            // With `c` not a candidate any more, the first of the two.
            let o = rest.trailing_zeros() as usize;
            if seen & (1 << o) != 0 {
                continue;
            }
            seen |= 1 << o;
            if !known.wants(key(o, d, true)) {
                continue;
            }
            parents.clear();
            parents.push(p);
            if let Some(source) = source {
                // In the house's order: its cells ascending.
                let mut gone = source.cells_of(h, d) & !cells;
                while gone != 0 {
                    let x = gone.trailing_zeros() as usize;
                    gone &= gone - 1;
                    parents.extend(offs.get(key(x, d, false)));
                }
            }
            out.push(self.arena.add(key(o, d, true), &parents, BOX + kind as u8));
        }
        self.parents = parents;
    }

    /// [`Search::off_to_on`] on the search's own board with no source
    /// board (the static chains): `p` is every new potential's only
    /// parent, and the x-links come from the board's conjugate table.
    #[allow(clippy::too_many_arguments)]
    fn off_to_on_static(
        &mut self,
        p: u32,
        c: usize,
        d: u8,
        y: bool,
        x: bool,
        known: Known,
        out: &mut Vec<u32>,
    ) {
        let board = self.board;
        if y && board.count(c) == 2 {
            let other = (board.cands[c] & !(1 << d)).trailing_zeros() as u8;
            if known.wants(key(c, other, true)) {
                out.push(self.arena.add(key(c, other, true), &[p], NAKED));
            }
        }
        if !x {
            return;
        }
        let mut seen = 0u128;
        for (kind, o) in self.conjugates().at(c, d).into_iter().enumerate() {
            let o = usize::from(o);
            if o == usize::from(NONE) || seen & (1 << o) != 0 {
                continue;
            }
            seen |= 1 << o;
            if known.wants(key(o, d, true)) {
                out.push(self.arena.add(key(o, d, true), &[p], BOX + kind as u8));
            }
        }
    }
}
