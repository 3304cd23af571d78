//! Multi-Colors, as HoDoKu finds them: two clusters of a digit's conjugate
//! pairs, each coloured in two (one colour holds the digit everywhere, the
//! other nowhere).
//! - Type 1: a cell of cluster A sees a cell of cluster B (their colours
//!   cannot both be true), so one of the other two colours is true: a cell
//!   seeing both of those loses the digit.
//! - Type 2: one colour of A sees both colours of B: it would empty B, so
//!   it is false everywhere.
//!
//! HoDoKu gives them as one technique: for each digit and each ordered
//! pair of clusters, type 2 first, then type 1.

use sudoku_core::{Cell, Digit};

use super::Found;
use crate::house::{CELL_HOUSES, PEERS};
use crate::{Candidate, Candidates, CellSet, Step, Technique};

/// Which types to give: both (`None`, HoDoKu's search) or one.
pub(crate) fn find(grid: &Candidates, only: Option<u8>, found: Found) -> bool {
    for digit in 1..=9u8 {
        let clusters = clusters(grid, digit);
        for (i, &(a1, a2)) in clusters.iter().enumerate() {
            for (j, &(b1, b2)) in clusters.iter().enumerate() {
                if i == j {
                    continue;
                }
                let places = grid.places(digit);
                if only != Some(1) {
                    let mut gone = CellSet::EMPTY;
                    for a in [a1, a2] {
                        if sees(a, b1) && sees(a, b2) {
                            gone |= a & places;
                        }
                    }
                    if !gone.is_empty() {
                        let step = make(Technique::MultiColors2, digit, [a1, a2, b1, b2], gone);
                        if !found(step) {
                            return false;
                        }
                        continue;
                    }
                }
                if only == Some(2) {
                    continue;
                }
                let mut gone = CellSet::EMPTY;
                for (x, y, p, q) in [
                    (a1, b1, a2, b2),
                    (a1, b2, a2, b1),
                    (a2, b1, a1, b2),
                    (a2, b2, a1, b1),
                ] {
                    if touches(x, y) {
                        gone |= (places & seen(p) & seen(q)) - p - q;
                    }
                }
                if !gone.is_empty() {
                    let step = make(Technique::MultiColors1, digit, [a1, a2, b1, b2], gone);
                    if !found(step) {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// The cells seen by some cell of `colour`.
fn seen(colour: CellSet) -> CellSet {
    colour.indices().fold(CellSet::EMPTY, |s, c| s | PEERS[c])
}

/// Whether some cell of `a` sees some cell of `b`.
fn touches(a: CellSet, b: CellSet) -> bool {
    !(seen(a) & b).is_empty()
}

/// Whether the cells of `colour` together see a cell of `other`.
fn sees(colour: CellSet, other: CellSet) -> bool {
    touches(colour, other)
}

fn make(technique: Technique, digit: u8, colours: [CellSet; 4], gone: CellSet) -> Step {
    let mut step = Step::new(technique);
    step.digits.push(Digit::new(digit).expect("1-9"));
    step.cells = colours
        .iter()
        .flat_map(|c| c.cells())
        .collect::<Vec<Cell>>();
    step.fins = colours[1].cells().chain(colours[3].cells()).collect();
    step.eliminations = gone.indices().map(|c| Candidate::new(c, digit)).collect();
    step
}

/// `digit`'s clusters as HoDoKu colours them: from the lowest cell in a
/// conjugate pair not yet coloured, depth first through its row, column
/// and box partners; clusters of one cell are dropped.
fn clusters(grid: &Candidates, digit: u8) -> Vec<(CellSet, CellSet)> {
    let places = grid.places(digit);
    let partner = |cell: usize, house: usize| {
        let pair = grid.places_in(digit, house);
        (pair.len() == 2)
            .then(|| (pair - CellSet::from_iter([cell])).indices().next())
            .flatten()
    };
    let mut start: CellSet = places
        .indices()
        .filter(|&c| {
            CELL_HOUSES[c]
                .iter()
                .any(|h| grid.places_in(digit, h.index()).len() == 2)
        })
        .collect();
    let mut out = Vec::new();
    while let Some(seed) = start.indices().next() {
        let (mut on, mut off) = (CellSet::EMPTY, CellSet::EMPTY);
        // Depth first in HoDoKu's order: a cell's row partner is coloured,
        // with everything reached from it, before its column partner.
        fn visit(
            cell: usize,
            colour: bool,
            start: &mut CellSet,
            on: &mut CellSet,
            off: &mut CellSet,
            partner: &dyn Fn(usize, usize) -> Option<usize>,
        ) {
            if !start.has(cell) {
                return;
            }
            start.remove(cell);
            if colour {
                on.insert(cell);
            } else {
                off.insert(cell);
            }
            for h in CELL_HOUSES[cell] {
                if let Some(p) = partner(cell, h.index()) {
                    visit(p, !colour, start, on, off, partner);
                }
            }
        }
        visit(seed, true, &mut start, &mut on, &mut off, &partner);
        if !on.is_empty() && !off.is_empty() {
            out.push((on, off));
        }
    }
    out
}
