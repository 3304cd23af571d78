//! Unique Rectangles: four cells in two rows, two columns and two boxes
//! that could all hold only the same two digits a and b would let the
//! digits swap, giving a second solution. In a puzzle with one solution
//! that cannot happen:
//! - type 1: three cells hold only {a,b}: the fourth loses a and b;
//! - type 2: two cells of a line hold only {a,b}, the other two {a,b,c}:
//!   one of them holds c, so a cell that sees both loses c;
//! - type 4: two cells of a line hold only {a,b}, and a (say) has no other
//!   place in a house holding the other two: they lose b.

use sudoku_core::{Cell, Digit};

use super::Found;
use crate::candidates::{bit, digits_of};
use crate::house::{HOUSE_CELLS, PEERS, box_of};
use crate::{Candidate, Candidates, CellSet, Step, Technique};

/// Unique rectangles of `kind` (1, 2 or 4).
pub(crate) fn find(grid: &Candidates, kind: u8, found: Found) -> bool {
    let technique = match kind {
        1 => Technique::UniqueRectangle1,
        2 => Technique::UniqueRectangle2,
        _ => Technique::UniqueRectangle4,
    };
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let cells = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    let common = cells.iter().fold(0x1FF, |m, &c| m & grid.mask(c));
                    if common.count_ones() < 2 {
                        continue;
                    }
                    let boxes: CellSet = cells.iter().map(|&c| box_of(c)).collect();
                    if boxes.len() != 2 {
                        continue;
                    }
                    for pair in pairs_of(common) {
                        let Some(step) = test(grid, kind, &cells, pair) else {
                            continue;
                        };
                        let mut step = step;
                        step.technique = technique;
                        step.digits = digits_of(pair).filter_map(Digit::new).collect();
                        step.cells = cells.iter().filter_map(|&c| Cell::new(c)).collect();
                        if !found(step.tidy()) {
                            return false;
                        }
                    }
                }
            }
        }
    }
    true
}

/// Every two-digit mask within `mask`.
fn pairs_of(mask: u16) -> Vec<u16> {
    let digits: Vec<u8> = digits_of(mask).collect();
    let mut pairs = Vec::new();
    for (i, &a) in digits.iter().enumerate() {
        for &b in &digits[i + 1..] {
            pairs.push(bit(a) | bit(b));
        }
    }
    pairs
}

/// The eliminations of a rectangle of `cells` on the digits of `pair`, as
/// a step without its name.
fn test(grid: &Candidates, kind: u8, cells: &[usize; 4], pair: u16) -> Option<Step> {
    let (floor, roof): (Vec<usize>, Vec<usize>) =
        cells.iter().partition(|&&c| grid.mask(c) == pair);
    let mut step = Step::new(Technique::UniqueRectangle1);
    match kind {
        1 => {
            let [corner] = roof[..] else { return None };
            for d in digits_of(pair) {
                step.eliminations.push(Candidate::new(corner, d));
            }
        }
        2 => {
            let [x, y] = roof[..] else { return None };
            let extra = grid.mask(x) & !pair;
            if floor.len() != 2 || extra.count_ones() != 1 || grid.mask(y) & !pair != extra {
                return None;
            }
            let d = digits_of(extra).next()?;
            let gone = grid.places(d) & PEERS[x] & PEERS[y];
            step.eliminations = gone.indices().map(|c| Candidate::new(c, d)).collect();
        }
        _ => {
            let [x, y] = roof[..] else { return None };
            if floor.len() != 2 {
                return None;
            }
            let shared: Vec<usize> = (0..27)
                .filter(|&h| HOUSE_CELLS[h].has(x) && HOUSE_CELLS[h].has(y))
                .collect();
            let digits: Vec<u8> = digits_of(pair).collect();
            for (a, b) in [(digits[0], digits[1]), (digits[1], digits[0])] {
                let locked = shared.iter().any(|&h| grid.places_in(a, h).len() == 2);
                if locked {
                    step.eliminations.push(Candidate::new(x, b));
                    step.eliminations.push(Candidate::new(y, b));
                }
            }
        }
    }
    (!step.eliminations.is_empty()).then_some(step)
}
