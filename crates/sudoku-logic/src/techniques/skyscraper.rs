//! Skyscraper: two conjugate pairs of a digit in parallel lines whose ends
//! share one crossing line (the base). One of the two other ends (the roof)
//! holds the digit: a cell that sees both roof ends loses it.

use super::Found;
use super::links::{pairs, two_pair_step};
use crate::house::{col_of, row_of};
use crate::{Candidates, Technique};

/// Skyscrapers with rows as the parallel lines, then columns.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    for digit in 1..=9u8 {
        for rows in [true, false] {
            let range = if rows { 0..9 } else { 9..18 };
            let cross = |c: usize| if rows { col_of(c) } else { row_of(c) };
            let lines = pairs(grid, digit, range);
            for (i, p) in lines.iter().enumerate() {
                for q in &lines[i + 1..] {
                    for (base_p, roof_p) in [(p.a, p.b), (p.b, p.a)] {
                        for (base_q, roof_q) in [(q.a, q.b), (q.b, q.a)] {
                            if cross(base_p) != cross(base_q) || cross(roof_p) == cross(roof_q) {
                                continue;
                            }
                            let cells = [roof_p, roof_q, base_p, base_q];
                            let technique = Technique::Skyscraper;
                            if let Some(step) = two_pair_step(technique, digit, cells, grid)
                                && !found(step)
                            {
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
