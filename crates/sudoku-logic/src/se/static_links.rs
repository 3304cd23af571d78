//! The links SE's static chains follow on one board: what a candidate
//! turned on turns off (weak links), what one turned off turns on (strong
//! links: a bivalue cell, a digit's two places in a house). A board's
//! links are read from its candidate masks as they are asked for; only
//! the conjugates are a table, filled once a board.

use std::cell::RefCell;
use std::thread::LocalKey;

use super::board::{Board, HOUSE_MASK, HOUSE_OF, PEER_MASK, digits};
use super::conjugates::{Conjugates, NONE};
use super::potential::{Key, cell, digit, key};
use super::scratch::{Reusable, Scratch};

/// No more links.
const END: Key = Key::MAX;

/// A candidate's number: `cell * 9 + digit - 1`.
fn cand(k: Key) -> usize {
    usize::from(k / 2)
}

/// The links of one board, in the order SE follows them; a kind of chain
/// takes some of them ([`Kind`]). Worked out from the board's candidate
/// sets as they are asked for (a digit's places in a house are one mask),
/// but for each candidate's conjugates, which are a table.
pub(super) struct Links {
    /// Each cell's candidates.
    cands: [u16; 81],
    /// For each digit, the cells where it is a candidate.
    digit_cells: [u128; 10],
    /// The cells with two candidates.
    bivalue: u128,
    /// What each candidate turns on in its houses when off: the digit's
    /// other place in each house with two.
    conjugates: Conjugates,
}

thread_local! {
    static LINKS: RefCell<Vec<Links>> = const { RefCell::new(Vec::new()) };
}

impl Default for Links {
    fn default() -> Links {
        Links {
            cands: [0; 81],
            digit_cells: [0; 10],
            bivalue: 0,
            conjugates: Conjugates::default(),
        }
    }
}

impl Reusable for Links {
    fn pool() -> &'static LocalKey<RefCell<Vec<Self>>> {
        &LINKS
    }
    /// Nothing to empty: [`Links::of`] writes every field anew.
    fn empty(&mut self) {}
}

impl Links {
    /// The links of `board`, in a buffer of the thread's.
    pub(super) fn of(board: &Board) -> Scratch<Links> {
        let mut links = Scratch::<Links>::take();
        links.cands = board.cands;
        links.digit_cells = board.digit_cells;
        links.bivalue = (0..81)
            .filter(|&c| board.count(c) == 2)
            .fold(0, |cells, c| cells | 1 << c);
        links.conjugates.fill(board);
        links
    }

    /// The links of a kind of chain: cell links with `y`, house links
    /// turning a candidate on with `x` (those turning one off always).
    pub(super) fn kind(&self, y: bool, x: bool) -> Kind<'_> {
        Kind { links: self, y, x }
    }
}

/// The links one kind of chain follows.
#[derive(Clone, Copy)]
pub(super) struct Kind<'a> {
    links: &'a Links,
    y: bool,
    x: bool,
}

/// A set of candidates: for each digit its cells, for each cell its
/// digits.
pub(super) struct Among {
    pub(super) cells: [u128; 10],
    pub(super) digits: [u16; 81],
}

/// The "off" keys an "on" key turns off, in SE's order: its cell's other
/// candidates, then the digit's other places in its box, in its row
/// outside the box, in its column outside the box (each ascending).
pub(super) struct Weak {
    cell: usize,
    digit: u8,
    others: u16,
    houses: [u128; 3],
    at: usize,
}

impl Iterator for Weak {
    type Item = Key;

    #[inline]
    fn next(&mut self) -> Option<Key> {
        if self.others != 0 {
            let e = self.others.trailing_zeros() as u8;
            self.others &= self.others - 1;
            return Some(key(self.cell, e, false));
        }
        while self.at < 3 {
            let cells = &mut self.houses[self.at];
            if *cells != 0 {
                let o = cells.trailing_zeros() as usize;
                *cells &= *cells - 1;
                return Some(key(o, self.digit, false));
            }
            self.at += 1;
        }
        None
    }
}

/// The "on" keys an "off" key turns on, in SE's order.
pub(super) struct Strong {
    keys: [Key; 4],
    len: u8,
    at: u8,
}

impl Strong {
    fn push(&mut self, k: Key) {
        self.keys[usize::from(self.len)] = k;
        self.len += 1;
    }
}

impl Iterator for Strong {
    type Item = Key;

    #[inline]
    fn next(&mut self) -> Option<Key> {
        (self.at < self.len).then(|| {
            self.at += 1;
            self.keys[usize::from(self.at - 1)]
        })
    }
}

impl<'a> Kind<'a> {
    /// The "off" keys an "on" key turns off: its cell's other candidates
    /// (`y`), then the digit's other places in its houses.
    #[inline]
    pub(super) fn weak(self, on: Key) -> Weak {
        let (c, d) = (cell(on), digit(on));
        let others = if self.y {
            self.links.cands[c] & !(1 << d)
        } else {
            0
        };
        let [b, r, col] = HOUSE_OF[c].map(|h| HOUSE_MASK[usize::from(h)]);
        let places = self.links.digit_cells[usize::from(d)];
        Weak {
            cell: c,
            digit: d,
            others,
            houses: [places & b & !(1 << c), places & r & !b, places & col & !b],
            at: 0,
        }
    }

    /// The "on" keys an "off" key turns on: the cell's other candidate
    /// (`y`), then the digit's other place in each house of two (`x`),
    /// each cell once.
    #[inline(always)]
    pub(super) fn strong(self, off: Key) -> Strong {
        let (c, d) = (cell(off), digit(off));
        let mut strong = Strong {
            keys: [END; 4],
            len: 0,
            at: 0,
        };
        let cands = self.links.cands[c];
        if cands & (1 << d) == 0 {
            return strong;
        }
        if self.y {
            let others = cands & !(1 << d);
            if others != 0 && others & (others - 1) == 0 {
                strong.push(key(c, others.trailing_zeros() as u8, true));
            }
        }
        if self.x {
            let [b, r, col] = self.links.conjugates.at(c, d);
            // A second house with the same other place adds nothing.
            for (i, o) in [b, r, col].into_iter().enumerate() {
                if o != NONE && (i == 0 || o != b) {
                    strong.push(key(usize::from(o), d, true));
                }
            }
        }
        strong
    }

    /// The candidates with a strong partner (see [`Kind::partners`]).
    pub(super) fn with_partners(self) -> Among {
        let mut among = Among {
            cells: [0; 10],
            digits: [0; 81],
        };
        for d in 1..=9u8 {
            let mut cells = 0;
            if self.y {
                cells |= self.links.bivalue & self.links.digit_cells[usize::from(d)];
            }
            if self.x {
                cells |= self.links.conjugates.cells(d);
            }
            among.cells[usize::from(d)] = cells;
            while cells != 0 {
                among.digits[cells.trailing_zeros() as usize] |= 1 << d;
                cells &= cells - 1;
            }
        }
        among
    }

    /// The candidates (`cell * 9 + digit - 1`) candidate `v` turns off
    /// when on that are among `among`, in no particular order (for those
    /// that gather them).
    #[inline]
    pub(super) fn weak_among(self, v: usize, among: &Among) -> impl Iterator<Item = usize> {
        let (c, d) = (v / 9, v % 9 + 1);
        let others = if self.y {
            self.links.cands[c] & among.digits[c] & !(1 << d)
        } else {
            0
        };
        let mut cells = self.links.digit_cells[d] & PEER_MASK[c] & among.cells[d];
        digits(others)
            .map(move |e| c * 9 + usize::from(e) - 1)
            .chain(std::iter::from_fn(move || {
                (cells != 0).then(|| {
                    let o = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    o * 9 + d - 1
                })
            }))
    }

    /// The candidates of cell `c`.
    pub(super) fn cands(self, c: usize) -> u16 {
        self.links.cands[c]
    }

    /// The cells where digit `d` is a candidate.
    pub(super) fn places(self, d: usize) -> u128 {
        self.links.digit_cells[d]
    }

    /// The candidates candidate `v` turns on when off (its strong partners).
    #[inline]
    pub(super) fn partners(self, v: usize) -> impl Iterator<Item = usize> + 'a {
        self.strong(key(v / 9, (v % 9) as u8 + 1, false)).map(cand)
    }
}
