//! What HoDoKu's forcing nets take one assumption to imply directly: the
//! assumption played out on a copy of the grid, with the naked and hidden
//! singles that follow, four rounds deep (its tables' "look-ahead"). A
//! candidate taken true is placed; one taken false goes, and a cell left
//! with one candidate is placed. Each placement makes its digit false in
//! the cells that saw it and the cell's other digits false.

use crate::Candidates;
use crate::candidates::{bit, digits_of};
use crate::house::{HOUSE_CELLS, PEERS};

/// How many rounds of singles HoDoKu looks ahead.
const ROUNDS: usize = 4;

/// A candidate taken true (`on`) or false: `(cell, digit, on)`.
pub(crate) type Fact = (usize, u8, bool);

/// What taking `digit` in `cell` true (`on`) or false implies, by play on
/// `copy`, a scratch copy of `grid` (`Candidates::scratch`), the
/// assumption first.
pub(crate) fn implied(
    grid: &Candidates,
    mut copy: Candidates,
    cell: usize,
    digit: u8,
    on: bool,
) -> Vec<Fact> {
    let mut facts = Vec::new();
    if on {
        place(grid, &mut copy, cell, digit, &mut facts);
    } else {
        copy.remove(cell, digit);
        facts.push((cell, digit, false));
        if let Some(left) = single(copy.mask(cell)) {
            place(grid, &mut copy, cell, left, &mut facts);
        }
    }
    for _ in 0..ROUNDS {
        let singles = singles(&copy);
        if singles.is_empty() {
            break;
        }
        for (c, d) in singles {
            place(grid, &mut copy, c, d, &mut facts);
        }
    }
    facts
}

/// Places `digit` in `cell` of `copy`: it is true, and false in the cells
/// that saw it (among `grid`'s own candidates) and the cell's other digits.
fn place(grid: &Candidates, copy: &mut Candidates, cell: usize, digit: u8, facts: &mut Vec<Fact>) {
    facts.push((cell, digit, true));
    for p in (PEERS[cell] & grid.places(digit)).indices() {
        facts.push((p, digit, false));
    }
    for d in digits_of(copy.mask(cell) & !bit(digit)) {
        facts.push((cell, d, false));
    }
    copy.set(cell, digit);
}

/// The digit of a mask with exactly one.
fn single(mask: u16) -> Option<u8> {
    (mask.count_ones() == 1).then(|| mask.trailing_zeros() as u8 + 1)
}

/// The singles of the copy: naked ones, then hidden ones (a cell once),
/// as HoDoKu lists them in one round before placing any.
fn singles(copy: &Candidates) -> Vec<(usize, u8)> {
    let mut found: Vec<(usize, u8)> = (0..81)
        .filter(|&c| copy.digit_at(c) == 0)
        .filter_map(|c| single(copy.mask(c)).map(|d| (c, d)))
        .collect();
    let mut hidden_in = 0u128;
    for &house in &HOUSE_CELLS {
        for d in 1..=9u8 {
            let here = copy.places(d) & house;
            if here.len() == 1
                && let Some(c) = here.first()
                && hidden_in >> c & 1 == 0
            {
                hidden_in |= 1 << c;
                found.push((c, d));
            }
        }
    }
    found
}
