//! 2-String Kite: a conjugate pair of a digit in a row and one in a column,
//! with one end of each in the same box (not the same cell). One of the two
//! far ends holds the digit: the cell that sees both loses it.

use super::Found;
use super::links::{pairs, two_pair_step};
use crate::house::box_of;
use crate::{Candidates, Technique};

/// Every kite: row pair, column pair, joined in a box.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    for digit in 1..=9u8 {
        let rows = pairs(grid, digit, 0..9);
        let cols = pairs(grid, digit, 9..18);
        for r in &rows {
            for c in &cols {
                for (near_r, far_r) in [(r.a, r.b), (r.b, r.a)] {
                    for (near_c, far_c) in [(c.a, c.b), (c.b, c.a)] {
                        let joined = box_of(near_r) == box_of(near_c) && near_r != near_c;
                        if !joined
                            || box_of(far_r) == box_of(near_r)
                            || box_of(far_c) == box_of(near_c)
                        {
                            continue;
                        }
                        if far_r == far_c || far_r == near_c || far_c == near_r {
                            continue;
                        }
                        let cells = [far_r, far_c, near_r, near_c];
                        let technique = Technique::TwoStringKite;
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
    true
}
