//! What HoDoKu's forcing nets take one assumption to imply directly: the
//! assumption played out on a copy of the grid, with the naked and hidden
//! singles that follow, four rounds deep (its tables' "look-ahead"). A
//! candidate taken true is placed; one taken false goes, and a cell left
//! with one candidate is placed. Each placement makes its digit false in
//! the cells that saw it and the cell's other digits false.

use crate::candidates::{bit, digits_of};
use crate::house::{HOUSE_CELLS, PEERS};
use crate::{Candidates, CellSet};

/// How many rounds of singles HoDoKu looks ahead.
const ROUNDS: usize = 4;

/// A candidate taken true (`on`) or false: `(cell, digit, on)`.
pub(crate) type Fact = (usize, u8, bool);

/// The working copy: each cell's value (0: open) and candidates, and each
/// digit's places (index `digit - 1`).
#[derive(Clone)]
struct Sim {
    values: [u8; 81],
    marks: [u16; 81],
    places: [CellSet; 9],
}

/// The grid as a working copy, to play assumptions out on.
pub(crate) struct Board(Sim);

impl Board {
    /// `grid` as a working copy.
    pub(crate) fn new(grid: &Candidates) -> Board {
        let open = |c: usize| grid.digit_at(c) == 0;
        Board(Sim {
            values: std::array::from_fn(|c| grid.digit_at(c)),
            marks: std::array::from_fn(|c| if open(c) { grid.mask(c) } else { 0 }),
            places: std::array::from_fn(|d| {
                (0..81)
                    .filter(|&c| open(c) && grid.mask(c) & bit(d as u8 + 1) != 0)
                    .collect()
            }),
        })
    }
}

/// What taking `digit` in `cell` true (`on`) or false implies, by play on
/// a copy of `board` (which is `grid`), the assumption first.
pub(crate) fn implied(
    grid: &Candidates,
    board: &Board,
    cell: usize,
    digit: u8,
    on: bool,
) -> Vec<Fact> {
    let mut sim = board.0.clone();
    let mut facts = Vec::new();
    if on {
        place(grid, &mut sim, cell, digit, &mut facts);
    } else {
        sim.marks[cell] &= !bit(digit);
        sim.places[usize::from(digit - 1)].remove(cell);
        facts.push((cell, digit, false));
        let left = sim.marks[cell];
        if left != 0 && left & (left - 1) == 0 {
            place(
                grid,
                &mut sim,
                cell,
                left.trailing_zeros() as u8 + 1,
                &mut facts,
            );
        }
    }
    for _ in 0..ROUNDS {
        let singles = singles(&sim);
        if singles.is_empty() {
            break;
        }
        for (c, d) in singles {
            place(grid, &mut sim, c, d, &mut facts);
        }
    }
    facts
}

/// Places `digit` in `cell`: it is true, and false in the cells that saw
/// it (among the grid's own candidates) and the cell's other digits.
fn place(grid: &Candidates, sim: &mut Sim, cell: usize, digit: u8, facts: &mut Vec<Fact>) {
    facts.push((cell, digit, true));
    for p in (PEERS[cell] & grid.places(digit)).indices() {
        facts.push((p, digit, false));
    }
    for d in digits_of(sim.marks[cell] & !bit(digit)) {
        facts.push((cell, d, false));
    }
    sim.values[cell] = digit;
    sim.marks[cell] = 0;
    for places in &mut sim.places {
        places.remove(cell);
    }
    for p in PEERS[cell].indices() {
        sim.marks[p] &= !bit(digit);
    }
    sim.places[usize::from(digit - 1)] -= PEERS[cell];
}

/// The singles of the copy: naked ones, then hidden ones (a cell once),
/// as HoDoKu lists them in one round before placing any.
fn singles(sim: &Sim) -> Vec<(usize, u8)> {
    let mut found = Vec::new();
    for c in 0..81 {
        let m = sim.marks[c];
        if sim.values[c] == 0 && m != 0 && m & (m - 1) == 0 {
            found.push((c, m.trailing_zeros() as u8 + 1));
        }
    }
    let mut hidden_in = 0u128;
    for &house in &HOUSE_CELLS {
        for (d, &places) in (1..=9u8).zip(&sim.places) {
            let here = places & house;
            if here.len() == 1
                && let Some(c) = here.first()
                && sim.values[c] == 0
                && hidden_in >> c & 1 == 0
            {
                hidden_in |= 1 << c;
                found.push((c, d));
            }
        }
    }
    found
}
