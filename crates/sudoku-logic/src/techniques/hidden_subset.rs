//! Hidden Pair, Triple and Quadruple: k digits whose places in a house are
//! k cells between them fill those cells; the cells' other candidates go.
//!
//! The search follows HoDoKu's (`SimpleSolver.findHiddenXle`): boxes, then
//! rows, then columns, the digits with one to k places in order.

use super::Found;
use crate::candidates::{bit, digits_of};
use crate::{Candidate, Candidates, CellSet, House, Step, Technique, combinations};

/// Hidden subsets of `size` digits in every house.
pub(crate) fn find(grid: &Candidates, size: usize, found: Found) -> bool {
    let technique = match size {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuadruple,
    };
    for house in (18..27).chain(0..18) {
        let unsolved = crate::house::HOUSE_CELLS[house]
            .indices()
            .filter(|&c| grid.mask(c) != 0)
            .count();
        if unsolved <= size {
            continue;
        }
        let open: Vec<u8> = (1..=9u8)
            .filter(|&d| (1..=size).contains(&grid.places_in(d, house).len()))
            .collect();
        let done = combinations::each(&open, size, &mut |digits| {
            let cells = digits
                .iter()
                .fold(CellSet::EMPTY, |s, &d| s | grid.places_in(d, house));
            if cells.len() != size {
                return true;
            }
            let mask = digits.iter().fold(0, |m, &d| m | bit(d));
            let mut step = Step::new(technique);
            for cell in cells.indices() {
                for d in digits_of(grid.mask(cell) & !mask) {
                    step.eliminations.push(Candidate::new(cell, d));
                }
            }
            if step.eliminations.is_empty() {
                return true;
            }
            step.digits = digits
                .iter()
                .filter_map(|&d| sudoku_core::Digit::new(d))
                .collect();
            step.cells = cells.cells().collect();
            step.houses.push(House(house as u8));
            found(step.tidy())
        });
        if !done {
            return false;
        }
    }
    true
}
