//! Empty Rectangle: a box whose places for a digit lie on one row and one
//! column of it (and on neither alone), and a conjugate pair of the digit
//! in a line outside the box with one end on the box's row (or column).
//! Whichever end holds the digit, the cell where the pair's other line
//! meets the box's column (or row) cannot.

use sudoku_core::{Cell, Digit};

use super::Found;
use super::links::pairs;
use crate::house::{HOUSE_CELLS, box_of, col_of, row_of};
use crate::{Candidate, Candidates, House, Step, Technique};

/// Every empty rectangle, box by box.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    for digit in 1..=9u8 {
        let places = grid.places(digit);
        let row_pairs = pairs(grid, digit, 0..9);
        let col_pairs = pairs(grid, digit, 9..18);
        for b in 0..9 {
            let in_box = places & HOUSE_CELLS[18 + b];
            if in_box.len() < 3 {
                continue;
            }
            let (top, left) = (b / 3 * 3, b % 3 * 3);
            for r in top..top + 3 {
                for c in left..left + 3 {
                    let (row, col) = (HOUSE_CELLS[r], HOUSE_CELLS[9 + c]);
                    let crossed = in_box.is_subset(row | col);
                    if !crossed || in_box.is_subset(row) || in_box.is_subset(col) {
                        continue;
                    }
                    // A column pair with one end on row r, outside the box.
                    for pair in &col_pairs {
                        for (on, off) in [(pair.a, pair.b), (pair.b, pair.a)] {
                            if row_of(on) != r || box_of(on) == b || box_of(off) / 3 == b / 3 {
                                continue;
                            }
                            let target = row_of(off) * 9 + c;
                            if !places.has(target) {
                                continue;
                            }
                            let step = er_step(digit, b, r, c, [on, off], target);
                            if !found(step) {
                                return false;
                            }
                        }
                    }
                    // A row pair with one end on column c, outside the box.
                    for pair in &row_pairs {
                        for (on, off) in [(pair.a, pair.b), (pair.b, pair.a)] {
                            if col_of(on) != c || box_of(on) == b || box_of(off) % 3 == b % 3 {
                                continue;
                            }
                            let target = r * 9 + col_of(off);
                            if !places.has(target) {
                                continue;
                            }
                            let step = er_step(digit, b, r, c, [on, off], target);
                            if !found(step) {
                                return false;
                            }
                        }
                    }
                }
            }
        }
    }
    true
}

fn er_step(digit: u8, b: usize, r: usize, c: usize, pair: [usize; 2], target: usize) -> Step {
    let mut step = Step::new(Technique::EmptyRectangle);
    step.digits.push(Digit::new(digit).expect("1-9"));
    step.houses = vec![House::boxed(b), House::row(r), House::col(c)];
    step.cells = pair.iter().filter_map(|&c| Cell::new(c)).collect();
    step.eliminations.push(Candidate::new(target, digit));
    step
}
