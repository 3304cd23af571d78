//! Skyscraper: two conjugate pairs of a digit in parallel lines whose ends
//! share one crossing line (the base). One of the two other ends (the roof)
//! holds the digit: a cell that sees both roof ends loses it.
//!
//! Found in HoDoKu's order, so that the skyscraper taken is HoDoKu's: rows
//! as the parallel lines for every digit, then columns; and as HoDoKu
//! does, the base is either both pairs' first cells or both their second
//! (a pair's first cell and the other's second sharing a crossing line is
//! left to Turbot Fish).

use super::Found;
use super::links::{pairs, two_pair_step};
use crate::house::{col_of, row_of};
use crate::{Candidates, Technique};

/// Skyscrapers with rows as the parallel lines, then columns.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    for rows in [true, false] {
        let range = if rows { 0..9 } else { 9..18 };
        let cross = |c: usize| if rows { col_of(c) } else { row_of(c) };
        for digit in 1..=9u8 {
            let lines = pairs(grid, digit, range.clone());
            for (i, p) in lines.iter().enumerate() {
                for q in &lines[i + 1..] {
                    let (base_p, roof_p, base_q, roof_q) = if cross(p.a) == cross(q.a) {
                        (p.a, p.b, q.a, q.b)
                    } else if cross(p.b) == cross(q.b) {
                        (p.b, p.a, q.b, q.a)
                    } else {
                        continue;
                    };
                    if cross(roof_p) == cross(roof_q) {
                        continue;
                    }
                    let cells = [roof_p, roof_q, base_p, base_q];
                    if let Some(step) = two_pair_step(Technique::Skyscraper, digit, cells, grid)
                        && !found(step)
                    {
                        return false;
                    }
                }
            }
        }
    }
    true
}
