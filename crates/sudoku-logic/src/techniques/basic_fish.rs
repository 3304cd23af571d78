//! X-Wing, Swordfish, Jellyfish: a digit whose places in n base lines lie
//! in n crossing cover lines fills each cover line within the base lines;
//! it is gone from the rest of the cover lines.

use super::Found;
use super::fish::{crossing_mask, lines_of_mask, lines_step};
use crate::house::HOUSE_CELLS;
use crate::{Candidates, CellSet, Technique, combinations};

/// Basic fish of `size` base lines, rows as base first, then columns.
pub(crate) fn find(grid: &Candidates, size: usize, found: Found) -> bool {
    let technique = match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    for digit in 1..=9u8 {
        let places = grid.places(digit);
        for rows in [true, false] {
            let first = if rows { 0 } else { 9 };
            let lines: Vec<usize> = (first..first + 9)
                .filter(|&l| (2..=size).contains(&(places & HOUSE_CELLS[l]).len()))
                .collect();
            let done = combinations::each(&lines, size, &mut |base| {
                let body = base
                    .iter()
                    .fold(CellSet::EMPTY, |s, &l| s | (places & HOUSE_CELLS[l]));
                let mask = crossing_mask(body, rows);
                if mask.count_ones() as usize != size {
                    return true;
                }
                let cross_first = if rows { 9 } else { 0 };
                let cover_cells = lines_of_mask(mask, cross_first);
                let covers: Vec<usize> = (0..9)
                    .filter(|i| mask >> i & 1 == 1)
                    .map(|i| cross_first + i)
                    .collect();
                let gone = (places & cover_cells) - body;
                if gone.is_empty() {
                    return true;
                }
                found(lines_step(
                    technique,
                    digit,
                    base,
                    &covers,
                    CellSet::EMPTY,
                    gone,
                ))
            });
            if !done {
                return false;
            }
        }
    }
    true
}
