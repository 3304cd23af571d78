//! Avoidable rectangles, as HoDoKu finds them: a rectangle of two rows, two
//! columns and two boxes where digits the solver placed (not givens) would
//! let two digits swap if the other corners took them. A puzzle with one
//! solution cannot allow that:
//! - type 1: three corners placed (a, b, a crosswise): the fourth cannot
//!   be b;
//! - type 2: two corners placed (a, b), the other two bivalue {b,c} and
//!   {a,c}: one of them is c, so a cell seeing both loses c.

use sudoku_core::{Cell, Digit};

use super::Found;
use crate::candidates::bit;
use crate::house::{HOUSE_CELLS, PEERS, box_of, col_of, row_of};
use crate::{Candidate, Candidates, Step, Technique};

/// Avoidable rectangles of type 2 (`two`) or 1, in HoDoKu's order.
pub(crate) fn find(grid: &Candidates, two: bool, found: Found) -> bool {
    let values = grid.values();
    let placed = |c: usize| values[c] != 0 && !grid.is_given(Cell::new(c).expect("a cell index"));
    let bivalue_with = |c: usize, d: u8| {
        values[c] == 0 && grid.mask(c) & bit(d) != 0 && grid.mask(c).count_ones() == 2
    };
    let mut seen: Vec<[usize; 4]> = Vec::new();
    for i11 in 0..81 {
        if !placed(i11) {
            continue;
        }
        let a = values[i11];
        let (r11, c11, b11) = (row_of(i11), col_of(i11), box_of(i11));
        for i12 in HOUSE_CELLS[18 + b11].indices() {
            if i12 == i11 || (row_of(i12) != r11 && col_of(i12) != c11) || !placed(i12) {
                continue;
            }
            let b = values[i12];
            let lines = row_of(i12) == r11;
            for idx in 0..9 {
                let (i21, i22) = if lines {
                    (idx * 9 + c11, idx * 9 + col_of(i12))
                } else {
                    (r11 * 9 + idx, row_of(i12) * 9 + idx)
                };
                if box_of(i21) == b11 {
                    continue;
                }
                let valid = (values[i21] == b && placed(i21) && bivalue_with(i22, a))
                    || (values[i22] == a && placed(i22) && bivalue_with(i21, b))
                    || (bivalue_with(i21, b) && bivalue_with(i22, a));
                if !valid {
                    continue;
                }
                let mut key = [i11, i12, i21, i22];
                key.sort_unstable();
                if seen.contains(&key) {
                    continue;
                }
                seen.push(key);
                let Some(mut step) = check(grid, [i21, i22], a, b, two) else {
                    continue;
                };
                step.digits = [a, b].into_iter().filter_map(Digit::new).collect();
                step.cells = [i11, i12, i21, i22]
                    .iter()
                    .filter_map(|&c| Cell::new(c))
                    .collect();
                if !found(step.tidy()) {
                    return false;
                }
            }
        }
    }
    true
}

/// The step of a rectangle whose far corners are `far`, if it is of the
/// kind asked and eliminates something.
fn check(grid: &Candidates, far: [usize; 2], a: u8, b: u8, two: bool) -> Option<Step> {
    let values = grid.values();
    let [i21, i22] = far;
    if values[i21] != 0 || values[i22] != 0 {
        if two {
            return None;
        }
        let mut step = Step::new(Technique::AvoidableRectangle1);
        let (cell, digit) = if values[i21] != 0 { (i22, a) } else { (i21, b) };
        if grid.mask(cell) & bit(digit) != 0 {
            step.eliminations.push(Candidate::new(cell, digit));
        }
        return (!step.eliminations.is_empty()).then_some(step);
    }
    if !two {
        return None;
    }
    let other = grid.mask(i21) & !bit(b);
    let extra = other.trailing_zeros() as u8 + 1;
    if grid.mask(i22) & bit(extra) == 0 {
        return None;
    }
    let gone = PEERS[i21] & PEERS[i22] & grid.places(extra);
    let mut step = Step::new(Technique::AvoidableRectangle2);
    step.eliminations = gone.indices().map(|c| Candidate::new(c, extra)).collect();
    (!step.eliminations.is_empty()).then_some(step)
}
