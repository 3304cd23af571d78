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
use super::uniqueness::{first_time, rectangles_from};
use crate::candidates::bit;
use crate::house::PEERS;
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
        for corners in rectangles_from(i11) {
            let [_, i12, i21, i22] = corners;
            if !placed(i12) {
                continue;
            }
            let (a, b) = (values[i11], values[i12]);
            let valid = (values[i21] == b && placed(i21) && bivalue_with(i22, a))
                || (values[i22] == a && placed(i22) && bivalue_with(i21, b))
                || (bivalue_with(i21, b) && bivalue_with(i22, a));
            if !valid || !first_time(&mut seen, corners) {
                continue;
            }
            let Some(mut step) = check(grid, [i21, i22], a, b, two) else {
                continue;
            };
            step.digits = [a, b].into_iter().filter_map(Digit::new).collect();
            step.cells = corners.iter().filter_map(|&c| Cell::new(c)).collect();
            if !found(step.tidy()) {
                return false;
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
