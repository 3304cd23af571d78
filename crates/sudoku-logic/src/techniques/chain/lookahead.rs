//! What HoDoKu's forcing nets take one assumption to imply directly: the
//! assumption played out on a copy of the grid, with the naked and hidden
//! singles that follow, four rounds deep (its tables' "look-ahead"). A
//! candidate taken true is placed; one taken false goes, and a cell left
//! with one candidate is placed. Each placement makes its digit false in
//! the cells that saw it and the cell's other digits false.
//!
//! Each fact keeps the earlier facts it follows from, so that a net can
//! show how the play reached it: a candidate taken false, the placement
//! that ruled it out; a placement, its cell's other candidates (a naked
//! single) or its digit's other places in a house (a hidden single).

use crate::Candidates;
use crate::candidates::{bit, digits_of};
use crate::house::{HOUSE_CELLS, PEERS};
use crate::net::Fact;

/// How many rounds of singles HoDoKu looks ahead.
const ROUNDS: usize = 4;

/// What one assumption implies: its facts in the order play met them, the
/// assumption first, each with the indices of the earlier facts it
/// follows from.
pub(crate) struct Derivation {
    /// The facts, the assumption first.
    pub(crate) facts: Vec<Fact>,
    /// Every fact's parents, one after another.
    parents: Vec<u16>,
    /// Where each fact's parents end in `parents`.
    ends: Vec<u32>,
}

impl Derivation {
    /// The indices of the facts that fact `i` follows from (none for the
    /// assumption).
    pub(crate) fn parents(&self, i: usize) -> &[u16] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.parents[start..self.ends[i] as usize]
    }

    /// The first fact equal to `fact`, if play met it.
    pub(crate) fn position(&self, fact: Fact) -> Option<usize> {
        self.facts.iter().position(|&f| f == fact)
    }

    fn push(&mut self, fact: Fact, parents: impl IntoIterator<Item = u16>) -> u16 {
        self.parents.extend(parents);
        self.ends.push(self.parents.len() as u32);
        self.facts.push(fact);
        (self.facts.len() - 1) as u16
    }
}

/// The play on a copy: the derivation so far, and which fact first took
/// each candidate out (`cell * 9 + digit - 1`).
struct Play<'a> {
    grid: &'a Candidates,
    copy: Candidates,
    derivation: Derivation,
    removed_by: [u16; 729],
}

/// What taking `digit` in `cell` true (`on`) or false implies, by play on
/// `copy`, a scratch copy of `grid` (`Candidates::scratch`), the
/// assumption first.
pub(crate) fn implied(
    grid: &Candidates,
    copy: Candidates,
    cell: usize,
    digit: u8,
    on: bool,
) -> Derivation {
    let mut play = Play {
        grid,
        copy,
        derivation: Derivation {
            facts: Vec::new(),
            parents: Vec::new(),
            ends: Vec::new(),
        },
        removed_by: [u16::MAX; 729],
    };
    if on {
        play.place(cell, digit, &[]);
    } else {
        play.copy.remove(cell, digit);
        let at = play.derivation.push((cell, digit, false), []);
        play.removed_by[cell * 9 + usize::from(digit - 1)] = at;
        if let Some(left) = single(play.copy.mask(cell)) {
            play.place(cell, left, &[at]);
        }
    }
    for _ in 0..ROUNDS {
        let singles = singles(&play.copy);
        if singles.is_empty() {
            break;
        }
        // Each single's parents as the round found it, before any of the
        // round's placements.
        let found: Vec<(usize, u8, Vec<u16>)> = singles
            .into_iter()
            .map(|(c, d, house)| {
                let others = match house {
                    None => play.grid.mask(c) & !bit(d),
                    Some(_) => 0,
                };
                let mut parents: Vec<u16> = digits_of(others)
                    .map(|x| play.removed_by[c * 9 + usize::from(x - 1)])
                    .collect();
                if let Some(h) = house {
                    let places = play.grid.places(d) & HOUSE_CELLS[h];
                    parents.extend(
                        places
                            .indices()
                            .filter(|&o| o != c)
                            .map(|o| play.removed_by[o * 9 + usize::from(d - 1)]),
                    );
                }
                (c, d, parents)
            })
            .collect();
        for (c, d, parents) in found {
            play.place(c, d, &parents);
        }
    }
    play.derivation
}

impl Play<'_> {
    /// Places `digit` in `cell` of the copy, following from `parents`: it
    /// is true, and false in the cells that saw it (among the grid's own
    /// candidates) and the cell's other digits.
    fn place(&mut self, cell: usize, digit: u8, parents: &[u16]) {
        debug_assert!(parents.iter().all(|&p| p != u16::MAX), "a parent never met");
        let at = self
            .derivation
            .push((cell, digit, true), parents.iter().copied());
        let mut ruled_out = |derivation: &mut Derivation, c: usize, d: u8| {
            let out = derivation.push((c, d, false), [at]);
            let first = &mut self.removed_by[c * 9 + usize::from(d - 1)];
            if *first == u16::MAX {
                *first = out;
            }
        };
        for p in (PEERS[cell] & self.grid.places(digit)).indices() {
            ruled_out(&mut self.derivation, p, digit);
        }
        for d in digits_of(self.copy.mask(cell) & !bit(digit)) {
            ruled_out(&mut self.derivation, cell, d);
        }
        self.copy.set(cell, digit);
    }
}

/// The digit of a mask with exactly one.
fn single(mask: u16) -> Option<u8> {
    (mask.count_ones() == 1).then(|| mask.trailing_zeros() as u8 + 1)
}

/// The singles of the copy: naked ones, then hidden ones (a cell once,
/// with its house), as HoDoKu lists them in one round before placing any.
fn singles(copy: &Candidates) -> Vec<(usize, u8, Option<usize>)> {
    let mut found: Vec<(usize, u8, Option<usize>)> = (0..81)
        .filter(|&c| copy.digit_at(c) == 0)
        .filter_map(|c| single(copy.mask(c)).map(|d| (c, d, None)))
        .collect();
    let mut hidden_in = 0u128;
    for (h, &house) in HOUSE_CELLS.iter().enumerate() {
        for d in 1..=9u8 {
            let here = copy.places(d) & house;
            if here.len() == 1
                && let Some(c) = here.first()
                && hidden_in >> c & 1 == 0
            {
                hidden_in |= 1 << c;
                found.push((c, d, Some(h)));
            }
        }
    }
    found
}
